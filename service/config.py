"""Service settings: every AGENCY_ environment variable, its type, range and meaning, once."""

import os
from collections.abc import Mapping
from pathlib import Path
from urllib.parse import urlsplit

from pydantic import ConfigDict, Field, TypeAdapter, ValidationError
from pydantic.dataclasses import dataclass
from pydantic.fields import FieldInfo

from service.config_env import SettingsError, describe, read_variables
from service.config_file import names_not_settings, settings_source
from service.config_types import (
    ENV_PREFIX,
    AgeRecipient,
    Count,
    Flag,
    Folder,
    GitRemoteAddress,
    HostName,
    HostNames,
    Interval,
    LogFormat,
    MaybeFile,
    MaybeFolder,
    MaybeHostName,
    Port,
    Positive,
    Proxies,
    RootURL,
    Seconds,
)

PROJECT_ROOT = Path(__file__).resolve().parent.parent
# Names the service itself, its render worker and people on the machine reach it by.
LOOPBACK_HOSTS = ("localhost", "127.0.0.1", "::1")
WILDCARD_ADDRESSES = ("", "0.0.0.0", "::")
# Settings no longer read, and what to set instead: the service refuses to start with one of them,
# since running on without it would quietly change what it does.
RETIRED = {
    "TRUSTED_PROXY_HOPS": "name the proxy's address in AGENCY_TRUSTED_PROXIES instead "
                          "(127.0.0.1 for an nginx on this machine)",
}
# Fields no environment variable sets: tests start a stand-in render worker with render_command.
NOT_VARIABLES = ("render_command",)


# A pydantic dataclass: Settings(...) and dataclasses.replace() check their values too.
@dataclass(frozen=True, config=ConfigDict(allow_inf_nan=False))
class Settings:
    """What the service runs with; Settings.from_env() reads it from the AGENCY_ variables."""
    host: HostName = Field(default="127.0.0.1", description="address to listen on")
    port: Port = Field(default=8000, description="port to listen on")
    content_dir: Folder = Field(default_factory=lambda: PROJECT_ROOT / "content",
                                description="the content folder to serve and edit")
    web_dist: Folder = Field(default_factory=lambda: PROJECT_ROOT / "web" / "dist",
                             description="the built web app")
    max_upload_bytes: Positive = Field(default=10 * 1024 * 1024, description="largest image upload")
    max_json_bytes: Positive = Field(default=512 * 1024, description="largest other request body")
    watch: Flag = Field(default=True, description="follow outside changes to the content folder")
    instance_dir: Folder = Field(default_factory=lambda: PROJECT_ROOT / "instance",
                                 description="local state outside git: accounts, requests")
    trusted_proxies: Proxies = Field(default=(), description="proxies believed")
    public_api_docs: Flag = Field(default=False, description="publish the OpenAPI document")
    public_url: RootURL = Field(default=None, description="the site's public address")
    allowed_hosts: HostNames = Field(default=(), description="more host names to answer")
    header_timeout: Seconds = Field(default=10.0, description="seconds to send a request's headers")
    max_connections: Count = Field(default=1000, description="connections open at once; 0: no cap")
    server_rendering: Flag = Field(default=True, description="render pages with the Node worker")
    render_command: tuple[str, ...] | None = None
    smtp_host: MaybeHostName = Field(default=None, description="the mail server")
    smtp_port: Port = Field(default=587, description="the mail server's port")
    smtp_user: str | None = Field(default=None, description="sign-in at the mail server")
    smtp_password: str | None = Field(default=None, description="its password")
    smtp_starttls: Flag = Field(default=True, description="talk to the mail server with STARTTLS")
    notify_to: str | None = Field(default=None, description="who gets the notifications")
    request_digest: Flag = Field(default=True, description="mail a digest each open day")
    request_retention_days: Positive = Field(default=365, description="days finished ones stay")
    export_dir: MaybeFolder = Field(default=None, description="keep a static export in this folder")
    git_remote: GitRemoteAddress = Field(default=None, description="push to, pull from")
    read_only: Flag = Field(default=False, description="run a read-only replica")
    pull_seconds: Interval = Field(default=5.0, description="how often a replica pulls")
    log_format: LogFormat = Field(default="text", description="how log lines are written")
    backup_dir: MaybeFolder = Field(default=None, description="take a daily backup into it")
    backup_keep: Positive = Field(default=14, description="backups kept there")
    backup_seconds: Interval = Field(default=86400.0, description="how often to take one")
    backup_age_recipient: AgeRecipient = Field(default=None, description="encrypt them to it")
    env_file: MaybeFile = Field(default=None, description="the settings file read")

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> "Settings":
        """The settings the AGENCY_ variables give (os.environ's unless given), over those of the
        settings file (service/config_file.py); SettingsError says in one line which variables
        are bad, what each accepts and the file's line that set it."""
        source = settings_source(os.environ if environ is None else environ)
        values = read_variables(VARIABLES, source.variables)
        try:
            return TypeAdapter(cls).validate_python(values)
        except ValidationError as error:
            raise SettingsError(describe(error, FIELDS, source.origin)) from None

    @staticmethod
    def names_not_read(environ: Mapping[str, str] | None = None) -> list[str]:
        """A sentence for each retired setting the environment still sets, and for each name
        the settings file sets that is no setting (the service refuses them, a command warns)."""
        env = os.environ if environ is None else environ
        retired = [f"{ENV_PREFIX}{name} is no longer read: {instead}"
                   for name, instead in RETIRED.items() if env.get(ENV_PREFIX + name)]
        file = settings_source(env).file
        known = [ENV_PREFIX + name.upper() for name in VARIABLES]
        return retired + (names_not_settings(file, known, RETIRED) if file else [])

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


# Each setting as declared above (type, bounds, default, description), by field name.
FIELDS: dict[str, FieldInfo] = Settings.__pydantic_fields__  # type: ignore[attr-defined]
# The settings read from AGENCY_ variables (AGENCY_PORT for port).
VARIABLES = tuple(name for name in FIELDS if name not in NOT_VARIABLES)
