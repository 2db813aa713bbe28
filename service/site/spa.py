"""Serves the built SPA (history fallback, hashed assets), content media and the application's own
images; never answers /api/."""

import asyncio
import mimetypes
from collections.abc import Callable
from pathlib import Path
from urllib.parse import quote

from quart import Blueprint, Response, redirect, request, send_file
from quart.blueprints import BlueprintSetupState
from quart.typing import ResponseReturnValue
from werkzeug.routing import PathConverter

from service.auth.access import access, signed_in
from service.http.client_address import own_origin
from service.http.errors import APIError
from service.http.precompressed import pick_encoding
from service.render.app_shell import with_rendered_page
from service.render.page_url import render_url
from service.requests.desk import with_form_tokens
from service.routes import APP_MEDIA_PREFIX, BY_ID, STAFF_PREFIX, moved_address, post_slug
from service.site.app_media import app_media_file
from service.site.build_files import is_source_map
from service.state import app_state
from service.store import VARIANT_WIDTHS, NotFound

blueprint = Blueprint("site", __name__)


class PagePathConverter(PathConverter):
    """Any path but /api and what lies under it: an API address the routes do not know is a 404,
    and one they know answers 405 with Allow for a method it does not take."""

    regex = r"(?!api(?:/|$))[^/].*?"


@blueprint.record_once
def _add_page_converter(setup: BlueprintSetupState) -> None:
    setup.app.url_map.converters["page"] = PagePathConverter

IMMUTABLE = "public, max-age=31536000, immutable"
# Where a staff screen sends a visitor without a session.
SIGN_IN = BY_ID["adminLogin"].path
# The staff screens open without a session: signing in, and an invite's link (its token is the
# key: service/api/invites.py).
OPEN_SCREENS = frozenset({SIGN_IN, BY_ID["adminWelcome"].path})
MISSING_BUILD = (
    "<!doctype html><title>Site not built</title>"
    "<p>The web app has not been built yet: run <code>make run</code>.</p>"
)


@blueprint.get("/assets/<path:filename>")
@access("public")
async def asset(filename: str) -> Response:
    """A hashed build file, cached for good; brotli or gzip copies made at build time if asked.
    Never a source map: those hold the original source, the staff editor's included."""
    if is_source_map(filename):
        raise APIError(404, "File not found")
    path = _inside(app_state().settings.web_dist / "assets", filename)
    encoding, served = _precompressed(path)
    response = await send_file(served, mimetype=_mimetype(path), conditional=True)
    response.headers["Cache-Control"] = IMMUTABLE
    response.vary.add("Accept-Encoding")
    if encoding:
        response.headers["Content-Encoding"] = encoding
    return response


def _precompressed(path: Path) -> tuple[str | None, Path]:
    copies = {encoding: path.with_name(path.name + suffix)
              for encoding, suffix in (("br", ".br"), ("gzip", ".gz"))}
    encoding = pick_encoding(request, (name for name, copy in copies.items() if copy.is_file()))
    return (encoding, copies[encoding]) if encoding else (None, path)


def _mimetype(path: Path) -> str:
    # Quart adds "; charset=utf-8" to text types itself.
    if path.suffix in (".js", ".mjs"):
        return "text/javascript"
    guessed, _ = mimetypes.guess_type(path.name)
    return guessed or "application/octet-stream"


@blueprint.get("/media/<path:filename>")
@access("public")
async def media(filename: str) -> Response:
    """A content image; ?w=<width> answers a WebP variant that wide (made once, then cached)."""
    return await _image(app_state().store.media_file, filename)


@blueprint.get(f"{APP_MEDIA_PREFIX}/<path:filename>")
@access("public")
async def app_media(filename: str) -> Response:
    """An image the application ships (a drawn illustration), with the same ?w= variants."""
    return await _image(app_media_file, filename)


async def _image(find: Callable[[str], Path], filename: str) -> Response:
    if "\x00" in filename:  # no file name holds one, and the file system refuses it
        raise APIError(404, "Media file not found")
    try:
        path = await asyncio.to_thread(find, filename)
    except NotFound as error:
        raise APIError(404, "Media file not found") from error
    width = request.args.get("w")
    if width is not None:
        if not width.isdigit() or int(width) not in VARIANT_WIDTHS:
            raise APIError(400, f"w must be one of {', '.join(map(str, VARIANT_WIDTHS))}")
        try:
            path = await asyncio.to_thread(app_state().variants.variant, path, int(width))
        except (OSError, ValueError) as error:
            raise APIError(404, "This file has no image variants") from error
    response = await send_file(path, conditional=True)
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Cache-Control"] = "public, max-age=300"
    return response


@blueprint.get("/", defaults={"path": ""})
@blueprint.get("/<page:path>")
@access("public")  # admin screens hold no data (the API's staff routes do): they only redirect
async def spa(path: str) -> ResponseReturnValue:
    """Any non-API path answers the app shell; a file at the top of the build is served as is."""
    state = app_state()
    if _is_admin_screen(path) and signed_in() is None:
        target = request.full_path.rstrip("?")
        return redirect(f"{SIGN_IN}?next={quote(target, safe='')}")
    moved = _moved_page(path) or _moved_post(path)
    if moved is not None:
        return redirect(moved, 301)
    dist = state.settings.web_dist
    if path and "/" not in path and path != "index.html" and not is_source_map(path):
        candidate = dist / path
        if candidate.is_file():
            return await send_file(candidate, conditional=True)
    facts = state.cache.document(state.store.site_file)
    html = state.shell.render(dist / "index.html", facts)
    if html is None:
        return Response(MISSING_BUILD, mimetype="text/html")
    status = 200
    if not f"/{path}".lower().startswith(STAFF_PREFIX):
        origin = state.settings.public_url or own_origin(request)
        page = await state.renderer.page(render_url(request.path, request.query_string), origin)
        if page is not None:
            html, status = with_rendered_page(html, page.head, page.html, page.state), page.status
    response = Response(with_form_tokens(html), status=status, mimetype="text/html")
    response.headers["Cache-Control"] = "no-cache"
    return response


def _with_query(target: str) -> str:
    query = request.query_string.decode("latin-1")
    return f"{target}?{query}" if query else target


def _moved_page(path: str) -> str | None:
    """Where the route table's moved addresses send this one (the query kept), if they do."""
    target = moved_address("/" + path)
    return None if target is None else _with_query(target)


def _moved_post(path: str) -> str | None:
    """Where an old post address now forwards (a renamed post), unless a post lives there again."""
    state = app_state()
    address = "/" + path.rstrip("/")
    slug = post_slug(address)
    if slug is None or slug in state.cache.posts:
        return None
    target = state.cache.redirects().get(address)
    return None if target is None else _with_query(target)


def _is_admin_screen(path: str) -> bool:
    """Staff screens other than signing in and an invite's page need a staff session (paths
    match any case)."""
    lowered = "/" + path.lower().rstrip("/")
    staff = lowered == STAFF_PREFIX or lowered.startswith(STAFF_PREFIX + "/")
    return staff and lowered not in OPEN_SCREENS


def _inside(folder: Path, relative: str) -> Path:
    if "\x00" in relative:
        raise APIError(404, "File not found")
    candidate = (folder / relative).resolve()
    if not candidate.is_relative_to(folder.resolve()) or not candidate.is_file():
        raise APIError(404, "File not found")
    return candidate
