"""`agency deploy nginx` and `agency deploy systemd`: configuration for the servers around the
service, printed from its settings."""

import re
import subprocess
import sys
from enum import StrEnum
from pathlib import Path
from typing import Annotated

import typer

from cli.console import fail, note
from cli.content import open_store
from service.config import PROJECT_ROOT, Settings
from service.config_file import DEFAULT_SETTINGS_FILE
from service.http.headers import build_policy
from service.ops.config_values import UnsafeValue, host_name, upstream_address
from service.ops.nginx import nginx_config
from service.ops.nginx_site import DEFAULT_ACME_WEBROOT, NginxSite
from service.ops.systemd_units import (
    WRITABLE_SETTINGS,
    ServiceUnit,
    UnitError,
    service_unit,
    socket_unit,
)
from service.own_address import local_address

UNIT_WORD = re.compile(r"[A-Za-z0-9._-]+")

app = typer.Typer(help="Configuration for the servers in front of and around the service.",
                  no_args_is_help=True)


@app.command("nginx")
def nginx(
    ctx: typer.Context,
    server_name: Annotated[str, typer.Option("--server-name", help="The site's host name.")],
    export_dir: Annotated[Path | None, typer.Option(
        "--export-dir", help="Serve this static export directly (default: AGENCY_EXPORT_DIR).",
        show_default=False)] = None,
    certificate: Annotated[Path | None, typer.Option(
        help="TLS certificate chain (default: Let's Encrypt's path for the name).",
        show_default=False)] = None,
    certificate_key: Annotated[Path | None, typer.Option(
        help="Its private key (default: Let's Encrypt's).", show_default=False)] = None,
    acme_webroot: Annotated[Path, typer.Option(
        help="The folder `certbot certonly --webroot -w` writes challenges into; nginx answers "
             "/.well-known/acme-challenge/ from it on plain HTTP.")] = DEFAULT_ACME_WEBROOT,
    listen: Annotated[str, typer.Option(help="Where nginx takes HTTPS.")] = "443",
    http_listen: Annotated[str, typer.Option(
        help="Where nginx answers plain HTTP: challenges, and a redirect ('' for none).")] = "80",
) -> None:
    """Print an nginx configuration: TLS, static files with long caching, the rest proxied.
    Until the certificate exists, only the plain-HTTP server certbot needs."""
    try:
        host_name(server_name, "--server-name")  # before it names a Let's Encrypt folder
    except UnsafeValue as error:
        fail(str(error))
    settings = Settings.from_env()
    store = open_store(ctx)
    host = local_address(settings.host)
    letsencrypt = Path("/etc/letsencrypt/live") / server_name
    # nginx reads a relative path from its own prefix, not from here.
    certificate = (certificate or letsencrypt / "fullchain.pem").absolute()
    certificate_key = (certificate_key or letsencrypt / "privkey.pem").absolute()
    acme_webroot = acme_webroot.absolute()
    https = certificate_present(certificate, certificate_key)
    if not https and not http_listen:
        fail(f"no certificate at {certificate} yet, and no plain HTTP (--http-listen '') to "
             "get one through: nothing to print")
    export = export_dir or settings.export_dir
    try:
        site = NginxSite(
            server_name=server_name, upstream=upstream_address(host, settings.port),
            # web/dist stays a link (web/tools/build-dist.mjs): nginx follows it to each build.
            web_dist=settings.web_dist.parent.resolve() / settings.web_dist.name,
            media_dir=store.media_dir,
            content_security_policy=build_policy(settings.embed_origins),
            max_body_bytes=settings.max_upload_bytes,
            certificate=str(certificate), certificate_key=str(certificate_key),
            listen=listen, http_listen=http_listen or None,
            export_dir=export.resolve() if export else None,
            acme_webroot=acme_webroot, https=https)
        text = nginx_config(site)
    except UnsafeValue as error:
        fail(str(error))
    typer.echo(text, nl=False)
    if not https:
        note(f"No certificate at {certificate} yet: printed the plain-HTTP server alone "
             f"(challenges from {acme_webroot}, the rest redirected to https). Next: `mkdir -p "
             f"{acme_webroot}`, install this configuration and reload nginx, `certbot certonly "
             f"--webroot -w {acme_webroot} -d {server_name}`, then run `agency deploy nginx` "
             "again for the HTTPS server.")


def certificate_present(certificate: Path, key: Path) -> bool:
    """Whether both files exist; one red line when only one does or this user cannot tell
    (Let's Encrypt's live/ folder is root's alone)."""
    try:
        found = [path.exists() for path in (certificate, key)]
    except PermissionError as error:
        fail(f"cannot tell whether {error.filename} exists: run this as root, as nginx reads it")
    if found == [True, False]:
        fail(f"the certificate {certificate} is there but not its key {key}")
    if found == [False, True]:
        fail(f"the key {key} is there but not its certificate {certificate}")
    return all(found)


class UnitKind(StrEnum):
    service = "service"
    socket = "socket"


@app.command("systemd")
def systemd(
    unit: Annotated[UnitKind, typer.Argument(
        help="Which unit: the service's, or the socket systemd holds for it.")],
    user: Annotated[str, typer.Option(help="The user of its own the service runs as.")] = "agency",
    name: Annotated[str, typer.Option(help="The units' name: NAME.service, NAME.socket.")]
    = "agency",
) -> None:
    """Print a systemd unit for the service, from the settings: the settings file, a user of
    its own, write access to its folders alone, and the socket that keeps connections waiting
    through a restart."""
    for value, what in ((user, "--user"), (name, "--name")):
        if not UNIT_WORD.fullmatch(value):
            fail(f"{what} takes letters, digits, '.', '_' and '-', not {value!r}")
    settings = Settings.from_env()
    if settings.env_file is None:
        note(f"No settings file is in use: the unit names {DEFAULT_SETTINGS_FILE}; write the "
             "settings there (see docs/operating.md, \"The settings file\") before starting it.")
    written = [path.resolve() for field in WRITABLE_SETTINGS
               if (path := getattr(settings, field)) is not None]
    print_unit = service_unit if unit is UnitKind.service else socket_unit
    try:
        text = print_unit(ServiceUnit(
            name=name, user=user, project_root=PROJECT_ROOT, python=Path(sys.executable),
            env_file=settings.env_file or DEFAULT_SETTINGS_FILE, host=settings.host,
            port=settings.port, writable=tuple(dict.fromkeys(
                [*written, *git_folders_outside(settings.content_dir.resolve())])),
            read=(PROJECT_ROOT, settings.web_dist.parent.resolve() / settings.web_dist.name)))
    except UnitError as error:
        fail(str(error))
    typer.echo(text, nl=False)


def git_folders_outside(content: Path) -> list[Path]:
    """The git folders of the content's repository that lie outside it (git writes there too):
    the content inside a larger repository, or a worktree."""
    # safe.directory: root prints the unit, and the repository is the service user's.
    found = subprocess.run(["git", "-c", "safe.directory=*", "-C", str(content), "rev-parse",
                            "--path-format=absolute", "--git-dir", "--git-common-dir"],
                           capture_output=True, text=True, check=False)
    if found.returncode != 0:
        return []
    return [Path(line) for line in found.stdout.splitlines()
            if not Path(line).is_relative_to(content)]
