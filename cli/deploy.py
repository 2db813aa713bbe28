"""`agency deploy nginx` and `agency deploy systemd`: configuration for the servers around the
service, printed from its settings."""

from pathlib import Path
from typing import Annotated

import typer

from cli.console import fail, note
from cli.content import open_store
from service.config import WILDCARD_ADDRESSES, Settings
from service.http.headers import build_policy
from service.ops.nginx import DEFAULT_ACME_WEBROOT, NginxSite, nginx_config

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
    settings = Settings.from_env()
    store = open_store(ctx)
    host = "127.0.0.1" if settings.host in WILDCARD_ADDRESSES else settings.host
    try:
        facts = store.read_site().model_dump(mode="json")
    except Exception as error:  # an unreadable site.json still gets a configuration
        fail(f"cannot read the site facts for the security policy: {error}")
    letsencrypt = Path("/etc/letsencrypt/live") / server_name
    certificate = certificate or letsencrypt / "fullchain.pem"
    certificate_key = certificate_key or letsencrypt / "privkey.pem"
    https = certificate_present(certificate, certificate_key)
    if not https and not http_listen:
        fail(f"no certificate at {certificate} yet, and no plain HTTP (--http-listen '') to "
             "get one through: nothing to print")
    export = export_dir or settings.export_dir
    site = NginxSite(
        server_name=server_name, upstream=f"{host}:{settings.port}",
        web_dist=settings.web_dist.resolve(), media_dir=store.media_dir,
        content_security_policy=build_policy(facts),
        max_body_bytes=settings.max_upload_bytes,
        certificate=str(certificate), certificate_key=str(certificate_key),
        listen=listen, http_listen=http_listen or None,
        export_dir=export.resolve() if export else None,
        acme_webroot=acme_webroot, https=https)
    typer.echo(nginx_config(site), nl=False)
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
