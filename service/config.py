"""Service settings: every AGENCY_ environment variable, its type, range and meaning, once
(docs/settings.md is generated from here: `make docs`)."""

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from pydantic import Field, ValidationError
from pydantic.fields import FieldInfo
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource, SettingsConfigDict

from service.config_file import SettingsError, describe, names_not_settings, settings_file
from service.config_newsletter import NewsletterSettings
from service.config_rendering import RenderingSettings
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
    Origins,
    Port,
    Positive,
    Proxies,
    Reminders,
    RootURL,
    Seconds,
)

# The instance folder's folder of intake uploads (backed up with the databases).
INTAKE_FILES_FOLDER = "intake-files"

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


class Settings(NewsletterSettings, RenderingSettings):
    """What the service runs with; from_env() reads the AGENCY_ variables and the settings file."""
    # The file's AGENCY_PORT line sets port (a lowercase name is refused by names_not_read); an
    # empty value counts as unset; a list is the comma-separated text its type splits, not JSON.
    model_config = SettingsConfigDict(
        env_prefix=ENV_PREFIX, env_ignore_empty=True, enable_decoding=False,
        dotenv_filtering="only_existing", frozen=True, allow_inf_nan=False)

    host: HostName = Field(default="127.0.0.1", description="address to listen on")
    port: Port = Field(default=8000, description="port to listen on")
    content_dir: Folder = Field(default_factory=lambda: PROJECT_ROOT / "content",
                                description="the content folder to serve and edit")
    web_dist: Folder = Field(default_factory=lambda: PROJECT_ROOT / "web" / "dist",
                             description="the built web app")
    max_upload_bytes: Positive = Field(
        default=10 * 1024 * 1024, description="largest image upload accepted (413 beyond)")
    max_json_bytes: Positive = Field(
        default=512 * 1024,
        description="largest body of any other request, JSON or not (413 beyond): no endpoint "
                    "but the upload reads more")
    watch: Flag = Field(default=True,
                        description="`0` turns off following outside changes to the content folder")
    instance_dir: Folder = Field(
        default_factory=lambda: PROJECT_ROOT / "instance",
        description="local state outside git: staff accounts and sessions (`staff.sqlite3`), "
                    "requests (`requests.sqlite3`), the form-token key; readable by its owner only "
                    "(see \"Backups and restore\" in operating.md)")
    trusted_proxies: Proxies = Field(
        default=(),
        description="the addresses or networks of the reverse proxies whose "
                    "`X-Forwarded-For`/`-Proto` the service believes (`127.0.0.1` for an nginx on "
                    "the same machine; `10.0.0.0/8` style networks too). A connection from any "
                    "other address is taken as it is, its forwarded headers dropped, so a client "
                    "that reaches the port directly cannot choose its address for the request "
                    "limit, the sign-in lock or the log. Unset: no proxy is believed. The service "
                    "also refuses to start on the retired `AGENCY_TRUSTED_PROXY_HOPS`")
    public_api_docs: Flag = Field(
        default=False, description="`1` publishes the OpenAPI document at `/openapi.json`")
    public_url: RootURL = Field(
        default=None,
        description="the site's public address (`https://www.harborpoint.example`; a trailing `/` "
                    "is dropped) for canonical links, the sitemap, the feed and the links to "
                    "requests in the office's mails; unset, the request's own address is used "
                    "for pages, the mails say they cannot link to the request, and "
                    "`agency doctor`, `agency status` and the workspace warn. Its host name is "
                    "answered (see `AGENCY_ALLOWED_HOSTS`)")
    allowed_hosts: HostNames = Field(
        default=(),
        description="more host names to answer (`harborpoint.example,www.harborpoint.example`). "
                    "Requests naming any other `Host` get 400, so a forged one never reaches "
                    "links, redirects or the page cache. Always answered besides: `localhost`, "
                    "`127.0.0.1` and `[::1]` (the render worker and checks on the machine itself "
                    "use them), the host of `AGENCY_PUBLIC_URL`, and `AGENCY_HOST` when it is a "
                    "specific address. Names match without their port, in any case")
    embed_origins: Origins = Field(
        default=(),
        description="where the site may load third-party frames and scripts from "
                    "(`https://www.openstreetmap.org,https://forms.example.com`): the "
                    "Content-Security-Policy's `frame-src` and `script-src` are built from this "
                    "list alone, an owner may set an embed address (`site.json` `forms.*`, "
                    "`map.embedUrl`) only to an origin in it (422 otherwise), and an embed of any "
                    "other origin the content names is not served (`/healthz` `embedsWithheld`, "
                    "`agency doctor` warns). Unset: no third-party frame or script at all; set it "
                    "to `https://www.openstreetmap.org` to show the shipped content's map")
    header_timeout: Seconds = Field(
        default=10.0,
        description="seconds a connection has to send a request's headers, from its opening (or "
                    "the request's first byte on a kept-alive connection); then it gets 408 and is "
                    "closed. `0` turns it off")
    body_timeout: Seconds = Field(
        default=15.0,
        description="seconds a request's body has to arrive once its headers are in, and one more "
                    "for every 16 KB of it that has arrived (an upload on a slow link goes on; a "
                    "body sent a byte at a time does not); then it gets 408 and the connection is "
                    "closed. `0` turns it off")
    max_connections: Count = Field(
        default=1000,
        description="connections open at once; one more is closed at once. `0` turns it off")
    smtp_host: MaybeHostName = Field(
        default=None,
        description="the mail server for notifications to the office; unset, no mail is sent "
                    "(state \"off\"; see \"Mail to the office\" in operating.md)")
    smtp_port: Port = Field(default=587, description="its port")
    smtp_user: str | None = Field(default=None,
                                  description="sign-in at the mail server, when it wants one")
    smtp_password: str | None = Field(default=None, description="its password")
    smtp_starttls: Flag = Field(
        default=True,
        description="`0` talks to the mail server without STARTTLS (only for a server on the same "
                    "machine)")
    notify_to: str | None = Field(
        default=None, description="who gets the notifications; unset, no mail is sent")
    request_digest: Flag = Field(
        default=True,
        description="`0` turns off the digest of new and overdue requests the service mails the "
                    "office every open day (see \"The promise and the daily digest\" in "
                    "operating.md), as when cron sends it with `agency requests digest --send`")
    intake_renewal_days: Positive = Field(
        default=45,
        description="a quote intake's current policy expiring within that many days brings its "
                    "request back to the inbox under \"Re-quote before renewal\" and into the "
                    "daily digest (see \"Renewal reminders\" in operating.md)")
    request_retention_days: Positive = Field(
        default=365,
        description="finished requests older than that are deleted (see \"Retention\" in "
                    "operating.md)")
    booking_reminders: Reminders = Field(default="24h,1h", validate_default=True, description=(
        "when a booking's visitor is reminded of it (by default a day and an hour before)"))
    booking_change_cutoff_hours: Count = Field(default=2, description=(
        "a booking's link changes or cancels it until that many hours before its start"))
    export_dir: MaybeFolder = Field(
        default=None,
        description="keep a static export of the public site in this folder, current within "
                    "seconds of every change (needs `AGENCY_PUBLIC_URL`; see \"The static "
                    "export\" in operating.md)")
    git_remote: GitRemoteAddress = Field(
        default=None,
        description="a path or URL git understands: a primary pushes every content commit "
                    "there; with `AGENCY_READ_ONLY=1` the service pulls from it. Shown (log, "
                    "`agency status`) without its user, password, query string or fragment. "
                    "Refused when it starts with `-` (git would read it as an option); "
                    "replication allows only the file, git, http(s) and ssh transports")
    read_only: Flag = Field(
        default=False,
        description="`1` runs a read-only replica: every write is refused with 403 "
                    "`{\"message\"}`, and every `agency` command that writes with exit code 2")
    pull_seconds: Interval = Field(default=5.0,
                                   description="how often a replica pulls `AGENCY_GIT_REMOTE`")
    log_format: LogFormat = Field(default="text",
                                  description="`json` writes one JSON object per log line")
    backup_dir: MaybeFolder = Field(
        default=None,
        description="take a backup of the instance folder (and, without `AGENCY_GIT_REMOTE`, of "
                    "the content's git history) into this folder every day (see \"Backups and "
                    "restore\" in operating.md); unset, no daily backup")
    backup_keep: Positive = Field(
        default=14,
        description="how many daily backups to keep there; older ones are deleted")
    backup_seconds: Interval = Field(default=86400.0,
                                     description="how often the service takes one (a day)")
    backup_age_recipient: AgeRecipient = Field(
        default=None,
        description="encrypt the daily backups to this key (`.tar.gz.age`); a value that is not "
                    "one stops the start")
    env_file: MaybeFile = Field(
        default=None,
        description="the settings file to read; unset, `/etc/agency/agency.env` when that file "
                    "exists. Only the environment can name it")

    @classmethod
    def settings_customise_sources(cls, settings_cls: type[BaseSettings],
                                   init_settings: PydanticBaseSettingsSource,
                                   env_settings: PydanticBaseSettingsSource,
                                   dotenv_settings: PydanticBaseSettingsSource,
                                   file_secret_settings: PydanticBaseSettingsSource,
                                   ) -> tuple[PydanticBaseSettingsSource, ...]:
        # from_env gives the environment's variables as init values (a test gives its own
        # mapping, os.environ untouched), over the settings file; Settings(...) reads neither.
        return init_settings, dotenv_settings

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> "Settings":
        """The settings the AGENCY_ variables give (os.environ's unless given), over those of the
        settings file; SettingsError says in one line which variables are bad, what each
        accepts and the file's line that set it."""
        env = os.environ if environ is None else environ
        file = settings_file(env)
        given: dict[str, Any] = {name: env[ENV_PREFIX + name.upper()] for name in VARIABLES
                                 if env.get(ENV_PREFIX + name.upper())}
        # The file names no other file, and sets no field that is not a variable.
        given.update(dict.fromkeys(NOT_VARIABLES), env_file=file.path if file else None)
        try:
            return cls(**given, _env_file=given["env_file"])  # type: ignore[call-arg]
        except ValidationError as error:
            raise SettingsError(describe(error, cls.model_fields, env, file)) from None

    def replace(self, **changes: Any) -> "Settings":
        """These settings with some changed, the new values checked as from_env checks them."""
        return self.model_validate({**dict(self), **changes})

    @staticmethod
    def names_not_read(environ: Mapping[str, str] | None = None) -> list[str]:
        """A sentence for each retired setting the environment still sets, and for each name
        the settings file sets that is no setting (the service refuses them, a command warns)."""
        env = os.environ if environ is None else environ
        retired = [f"{ENV_PREFIX}{name} is no longer read: {instead}"
                   for name, instead in RETIRED.items() if env.get(ENV_PREFIX + name)]
        file = settings_file(env)
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
    def intake_keys(self) -> Path:
        """The keys that seal the intake's most sensitive answers (service/requests/intake)."""
        return self.instance_dir / "intake-keys.json"

    @property
    def intake_files(self) -> Path:
        """The files visitors attach to a quote intake."""
        return self.instance_dir / INTAKE_FILES_FOLDER

    @property
    def mail_enabled(self) -> bool:
        """Office notifications need a mail server and someone to send them to."""
        return self.smtp_host is not None and self.notify_to is not None


# Each setting as declared above (type, bounds, default, description), by field name.
FIELDS: dict[str, FieldInfo] = Settings.model_fields
# The settings read from AGENCY_ variables (AGENCY_PORT for port).
VARIABLES = tuple(name for name in FIELDS if name not in NOT_VARIABLES)
