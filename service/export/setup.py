"""The exporter of a running app: its render worker, caches and the site's public address."""

from pathlib import Path
from typing import TYPE_CHECKING

from service.state import AppState

if TYPE_CHECKING:
    from service.export.exporter import SiteExporter


class ExportUnavailable(Exception):
    """The export cannot run here (no built web app or render worker, no public address)."""


def make_exporter(state: AppState, target: Path) -> "SiteExporter":
    """The exporter of a running app into target, using the app's render worker and caches."""
    from service.export.exporter import SiteExporter  # a start without an export skips it

    settings = state.settings
    worker = state.renderer.worker
    if worker is None:
        raise ExportUnavailable("the static export needs the server-rendering worker: build the "
                                "web app (make build) and leave AGENCY_SERVER_RENDERING on")
    if not settings.public_url:
        raise ExportUnavailable("set the site's public address for canonical links and the "
                                "sitemap: AGENCY_PUBLIC_URL=https://… (or --public-url)")
    return SiteExporter(target, state.cache, worker, settings.web_dist, state.variants,
                        settings.public_url)
