"""Service settings, read from environment variables prefixed AGENCY_."""

import os
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from service.http.forwarded import parse_trusted_proxies

PROJECT_ROOT = Path(__file__).resolve().parent.parent
ENV_PREFIX = "AGENCY_"
# Names the service itself, its render worker and people on the machine reach it by.
LOOPBACK_HOSTS = ("localhost", "127.0.0.1", "::1")
WILDCARD_ADDRESSES = ("", "0.0.0.0", "::")
# Settings no longer read, and what to set instead: the service refuses to start with one of them,
# since running on without it would quietly change what it does.
RETIRED = {
    "TRUSTED_PROXY_HOPS": "name the proxy's address in AGENCY_TRUSTED_PROXIES instead "
                          "(127.0.0.1 for an nginx on this machine)",
}


@dataclass(frozen=True)
class Settings:
    host: str = "127.0.0.1"
    port: int = 8000
    content_dir: Path = field(default_factory=lambda: PROJECT_ROOT / "content")
    web_dist: Path = field(default_factory=lambda: PROJECT_ROOT / "web" / "dist")
    max_upload_bytes: int = 10 * 1024 * 1024
    max_json_bytes: int = 512 * 1024
    watch: bool = True
    instance_dir: Path = field(default_factory=lambda: PROJECT_ROOT / "instance")
    # Proxies whose X-Forwarded-For/-Proto are believed (addresses or networks); none by default.
    trusted_proxies: tuple[str, ...] = ()
    public_api_docs: bool = False
    public_url: str | None = None
    allowed_hosts: tuple[str, ...] = ()
    header_timeout: float = 10.0
    max_connections: int = 1000
    server_rendering: bool = True
    render_command: tuple[str, ...] | None = None
    smtp_host: str | None = None
    smtp_port: int = 587
    smtp_user: str | None = None
    smtp_password: str | None = None
    smtp_starttls: bool = True
    notify_to: str | None = None
    request_retention_days: int = 365
    export_dir: Path | None = None
    git_remote: str | None = None
    read_only: bool = False
    pull_seconds: float = 5.0
    log_format: str = "text"

    @classmethod
    def from_env(cls, environ: dict[str, str] | None = None) -> "Settings":
        env = os.environ if environ is None else environ

        def get(name: str) -> str | None:
            value = env.get(ENV_PREFIX + name)
            return value if value not in (None, "") else None

        defaults = cls()
        return cls(
            host=get("HOST") or defaults.host,
            port=int(get("PORT") or defaults.port),
            content_dir=Path(get("CONTENT_DIR") or defaults.content_dir),
            web_dist=Path(get("WEB_DIST") or defaults.web_dist),
            max_upload_bytes=int(get("MAX_UPLOAD_BYTES") or defaults.max_upload_bytes),
            max_json_bytes=int(get("MAX_JSON_BYTES") or defaults.max_json_bytes),
            watch=_flag(get("WATCH"), default=True),
            instance_dir=Path(get("INSTANCE_DIR") or defaults.instance_dir),
            trusted_proxies=parse_trusted_proxies(get("TRUSTED_PROXIES") or "",
                                                  f"{ENV_PREFIX}TRUSTED_PROXIES"),
            public_api_docs=_flag(get("PUBLIC_API_DOCS"), default=False),
            public_url=(get("PUBLIC_URL") or "").rstrip("/") or None,
            allowed_hosts=tuple(name.strip() for name in (get("ALLOWED_HOSTS") or "").split(",")
                                if name.strip()),
            header_timeout=float(get("HEADER_TIMEOUT") or defaults.header_timeout),
            max_connections=int(get("MAX_CONNECTIONS") or defaults.max_connections),
            server_rendering=_flag(get("SERVER_RENDERING"), default=True),
            smtp_host=get("SMTP_HOST"),
            smtp_port=int(get("SMTP_PORT") or defaults.smtp_port),
            smtp_user=get("SMTP_USER"),
            smtp_password=get("SMTP_PASSWORD"),
            smtp_starttls=_flag(get("SMTP_STARTTLS"), default=True),
            notify_to=get("NOTIFY_TO"),
            request_retention_days=int(get("REQUEST_RETENTION_DAYS")
                                       or defaults.request_retention_days),
            export_dir=Path(export) if (export := get("EXPORT_DIR")) else None,
            git_remote=get("GIT_REMOTE"),
            read_only=_flag(get("READ_ONLY"), default=False),
            pull_seconds=float(get("PULL_SECONDS") or defaults.pull_seconds),
            log_format="json" if (get("LOG_FORMAT") or "").lower() == "json" else "text",
        )

    @staticmethod
    def retired_in(environ: dict[str, str] | None = None) -> list[str]:
        """A sentence for each retired setting the environment still sets."""
        env = os.environ if environ is None else environ
        return [f"{ENV_PREFIX}{name} is no longer read: {instead}"
                for name, instead in RETIRED.items() if env.get(ENV_PREFIX + name)]

    @property
    def render_worker_command(self) -> list[str] | None:
        """How to start the Node render worker, or None when it is off or not built."""
        if not self.server_rendering:
            return None
        if self.render_command is not None:
            return list(self.render_command)
        script = self.web_dist / "server" / "render-worker.mjs"
        return ["node", str(script)] if script.is_file() else None

    @property
    def accepted_hosts(self) -> frozenset[str]:
        """Host names a request may name: loopback, the public URL's, the allowed list and the
        address the service listens on (lowercase, without port or IPv6 brackets)."""
        names = {*LOOPBACK_HOSTS, *self.allowed_hosts}
        if self.public_url:
            names.add(urlsplit(self.public_url).hostname or "")
        if self.host not in WILDCARD_ADDRESSES:
            names.add(self.host)
        return frozenset(name.lower().strip("[]") for name in names if name)

    @property
    def staff_database(self) -> Path:
        return self.instance_dir / "staff.sqlite3"

    @property
    def requests_database(self) -> Path:
        return self.instance_dir / "requests.sqlite3"

    @property
    def mail_enabled(self) -> bool:
        """Office notifications need a mail server and someone to send them to."""
        return self.smtp_host is not None and self.notify_to is not None


def _flag(value: str | None, default: bool) -> bool:
    if value is None:
        return default
    return value.strip().lower() not in ("0", "false", "no", "off")
