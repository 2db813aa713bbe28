"""`agency site ...`: the site's documents (beside this file) and `export DIR`, the public site as
static files any static host or CDN can serve."""

import asyncio
import os
from pathlib import Path
from typing import Annotated

import typer

from cli import site_documents
from cli.console import console, done, fail, warn
from cli.content import content_root
from service.config import Settings
from service.config_file import SettingsError
from service.export.once import export_once
from service.export.setup import ExportUnavailable

app = typer.Typer(help="The public site: its documents (site facts, pages, copy, products ...) "
                       "and a static export.", no_args_is_help=True)
app.command("list")(site_documents.list_documents)
app.command("show")(site_documents.show)
app.command("edit")(site_documents.edit)
app.command("history")(site_documents.history)
app.command("restore")(site_documents.restore)


@app.command("export")
def export(
    ctx: typer.Context,
    target: Annotated[Path, typer.Argument(help="Folder to write the site into (made if missing; "
                                                "files already there are updated).",
                                           file_okay=False)],
    public_url: Annotated[str | None, typer.Option(
        "--public-url",
        help="The site's address (https://...) for canonical links, the sitemap and the feed "
             "(default: AGENCY_PUBLIC_URL).")]
    = None,
) -> None:
    """Write every public page (server-rendered), the assets, media and their variants, the
    sitemap, robots.txt, the feed and the data the browser app reads, as static files."""
    try:
        given = {"AGENCY_PUBLIC_URL": public_url} if public_url else {}
        settings = Settings.from_env({**os.environ, **given})
    except SettingsError as error:
        fail(str(error), code=2)
    settings = settings.replace(content_dir=content_root(ctx))
    try:
        report = asyncio.run(export_once(settings, target))
    except ExportUnavailable as error:
        fail(str(error))
    except OSError as error:  # the target (or the scratch folder) cannot be written
        fail(f"the export stopped: {error.strerror or error} ({error.filename})")
    for path in report.failed:
        warn(f"could not render {path}")
    for path in report.refused:
        warn(f"refused {path}: it would be outside {target}")
    console.print(f"{report.rendered} pages rendered; {len(report.written)} files written, "
                  f"{len(report.removed)} removed, in {report.seconds:.1f} s.")
    if report.failed:
        fail(f"{len(report.failed)} pages could not be rendered")
    if report.refused:
        fail(f"{len(report.refused)} files were refused: they would be outside {target}")
    done(f"The site is in {target}: serve it with any static file server that tries $uri, "
         "$uri/index.html, then $uri.html, and send /api/ and /admin to the service.")
