"""What `agency deploy nginx` prints a configuration for: the site's name, addresses and folders,
each checked (service/ops/config_values.py) before any of it becomes nginx's text."""

import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path

from service.ops.config_values import config_path, host_name, listen_address
from service.site.app_media import APP_MEDIA_DIR

# Where `certbot certonly --webroot` puts its challenge files and nginx answers them from.
DEFAULT_ACME_WEBROOT = Path("/var/www/letsencrypt")
ACME_CHALLENGES = "/.well-known/acme-challenge/"
# The slug names nginx variables ($agency_<slug>_writer): a name much past 50 characters does
# not fit nginx's default variables_hash_bucket_size (64), and nginx refuses to start.
SLUG_CHARS = 30
# Each path printed, with the option or setting that gave it (named when it is refused).
PATHS = {"web_dist": "AGENCY_WEB_DIST", "media_dir": "the content folder (AGENCY_CONTENT_DIR)",
         "certificate": "--certificate", "certificate_key": "--certificate-key",
         "export_dir": "--export-dir (or AGENCY_EXPORT_DIR)",
         "app_media_dir": "the application's folder", "acme_webroot": "--acme-webroot"}


@dataclass(frozen=True)
class NginxSite:
    server_name: str
    upstream: str  # host:port of the service
    web_dist: Path
    media_dir: Path
    content_security_policy: str
    max_body_bytes: int
    certificate: str
    certificate_key: str
    listen: str = "443"
    http_listen: str | None = "80"
    export_dir: Path | None = None
    # The images the application ships, resolved like the other folders (no link on the way).
    app_media_dir: Path = field(default_factory=APP_MEDIA_DIR.resolve)
    acme_webroot: Path = DEFAULT_ACME_WEBROOT
    https: bool = True  # False while the certificate does not exist yet

    def __post_init__(self) -> None:
        """UnsafeValue naming the first value nginx would read as more than that value."""
        host_name(self.server_name, "--server-name")
        listen_address(self.upstream, "AGENCY_HOST and AGENCY_PORT")
        listen_address(self.listen, "--listen")
        if self.http_listen is not None:
            listen_address(self.http_listen, "--http-listen")
        for name, what in PATHS.items():
            if (path := getattr(self, name)) is not None:
                config_path(path, what)

    @property
    def slug(self) -> str:
        """The server name as a word for nginx's names; a long one shortened, with a hash of the
        whole so two long names stay apart."""
        name = self.server_name.lower()
        slug = re.sub(r"[^a-z0-9]+", "_", name).strip("_") or "site"
        if len(slug) <= SLUG_CHARS:
            return slug
        digest = hashlib.sha256(name.encode()).hexdigest()[:8]
        return f"{slug[:SLUG_CHARS - 9].rstrip('_')}_{digest}"

    @property
    def https_port(self) -> str:
        return self.listen.rsplit(":", 1)[-1]

    @property
    def host_header(self) -> str:
        """What the service is told the site's host is; a port other than 443 is part of it."""
        return "$host" if self.https_port == "443" else f"$host:{self.https_port}"
