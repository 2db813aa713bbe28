"""One public page rendered for a static export, with what it was made from."""

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from service.export.files import digest
from service.export.layout import NOT_FOUND_PATH, static_page
from service.render.app_shell import ShellRenderer, with_rendered_page
from service.render.page_renderer import RenderWorker


@dataclass(frozen=True)
class ExportedPage:
    """A page's bytes, its HTTP status, the API reads it was made from, and a digest of what it
    shows (its render time left out, so a page made again from the same content compares equal)."""

    path: str
    status: int
    body: bytes
    reads: frozenset[str]
    digest: str


class RenderFailed(Exception):
    """The render worker could not render a page."""


async def render_page(worker: RenderWorker, shell: ShellRenderer, index: Path,
                      facts: bytes | None, path: str, origin: str) -> ExportedPage:
    """The page at path as the export serves it: server-rendered HTML that hydrates from files."""
    document = shell.render(index, facts)
    if document is None:
        raise RenderFailed(f"{index} is missing: build the web app first (make build)")
    try:
        page = await worker.render(path, origin, export=True)
    except (RuntimeError, OSError, TimeoutError) as error:
        raise RenderFailed(f"{path}: {error or type(error).__name__}") from error
    state = json.loads(page.state) or {}
    failed = [query.get("queryKey") for query in state.get("queries", [])
              if query.get("state", {}).get("status") == "error"]
    if failed and path != NOT_FOUND_PATH:
        # Data the service could not give (busy, restarting): an error page must not be exported.
        raise RenderFailed(f"{path}: the data of {failed} could not be read")
    html = static_page(with_rendered_page(document, page.head, page.html, page.state))
    return ExportedPage(path=path, status=page.status, body=html.encode("utf-8"),
                        reads=frozenset(page.fetched), digest=shown_digest(document, page.head,
                                                                           page.html, state))


def shown_digest(shell: str, head: str, html: str, state: dict[str, Any]) -> str:
    """A digest of what a rendered page shows (in its shell: the build's assets, the facts), its
    render and fetch times left out."""
    stamp = str(state.get("renderedAt", ""))
    data = [(query.get("queryKey"), query.get("state", {}).get("data"))
            for query in state.get("queries", [])]
    shown = [shell, head, html.replace(stamp, "") if stamp else html, data]
    return digest(json.dumps(shown, sort_keys=True).encode("utf-8"))
