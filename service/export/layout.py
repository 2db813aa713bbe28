"""Where each part of the public site lives in a static export, and the small files made for it.

A plain static server that tries $uri, $uri/index.html, then $uri.html serves the layout:
- pages: `/` → index.html, `/blog` → blog.html, `/blog/a` → blog/a.html; 404.html; each page
  other than `/` also as <path>/index.html, so that `/blog/a/` answers as the service answers it
  (the router takes a path with or without a final slash; hosts look for the folder's index);
- the API's content reads (web/src/lib/static-export.tsx maps them the same way):
  `/api/blog-posts/a` → data/blog-posts/a.json, `/api/blog-posts?view=summary` →
  data/blog-posts.summary.json;
- media as in content/media, and their WebP width variants at media-variants/<width>/<path>.webp;
  the application's own images (service/site/app-media) at app-media/, their variants at
  app-media-variants/<width>/<path>.webp;
- a renamed post's old address: blog/old/index.html, a page that forwards to the new one
  (meta refresh and canonical link), and the line `/blog/old /blog/new 301` in `_redirects`;
  the same for each page an address of the route table's `moved` table leads to.
"""

import html
import os
import re
from pathlib import Path, PurePosixPath

from service.requests.tokens import FORM_TOKEN_MARKER

DATA_FOLDER = "data"
MEDIA_FOLDER = "media"
NOT_FOUND_PAGE = "404.html"
NOT_FOUND_PATH = "/404"
REDIRECTS_FILE = "_redirects"
STATIC_DATA_META = "agency-static-data"

# The content reads a static export holds, as the browser app asks for them.
_EXPORTED_READS = re.compile(
    r"/api/(blog-posts|services|companies|site|products|authors"
    r"|blog-posts/[a-z0-9-]+|pages/[a-z0-9-]+|copy/[a-z0-9-]+|products/[a-z0-9-]+)"
    r"(\?view=[a-z]+)?")


def page_file(path: str) -> PurePosixPath:
    """The file a public page is written to, relative to the export folder."""
    return page_files(path)[0]


def page_files(path: str) -> tuple[PurePosixPath, ...]:
    """Every file a page is written to: its own, and the one its address with a final slash
    finds; the not-found page is only 404.html."""
    if path == NOT_FOUND_PATH:
        return (PurePosixPath(NOT_FOUND_PAGE),)
    trimmed = path.strip("/")
    if not trimmed:
        return (PurePosixPath("index.html"),)
    return (PurePosixPath(f"{trimmed}.html"), PurePosixPath(trimmed) / "index.html")


def redirect_file(path: str) -> PurePosixPath:
    """Where the forwarding page of an old address goes: beside a page's own file, where the
    page's slash form would be if a post still lived there (then there is no redirect)."""
    return PurePosixPath(path.strip("/")) / "index.html"


def data_file(api_url: str) -> PurePosixPath | None:
    """The file an API content read is exported to, or None when the export does not hold it."""
    match = _EXPORTED_READS.fullmatch(api_url)
    if match is None:
        return None
    view = match.group(2)
    suffix = f".{view.removeprefix('?view=')}" if view else ""
    return PurePosixPath(DATA_FOLDER) / f"{match.group(1)}{suffix}.json"


def variants_folder(media_folder: str) -> str:
    """Where the width variants of a media folder's images go: "media" → "media-variants"."""
    return f"{media_folder}-variants"


def variant_file(media_folder: str, media_relative: str, width: int) -> PurePosixPath:
    return PurePosixPath(variants_folder(media_folder)) / str(width) / f"{media_relative}.webp"


class OutsideExport(ValueError):
    """A file the export would write or remove outside its folder."""


def inside(folder: Path, relative: PurePosixPath) -> Path:
    """folder/relative, refused when it would leave the (resolved) folder: an absolute path, a
    ".." part, or a symbolic link in the folder that points elsewhere. The models already refuse
    such addresses; this holds whatever a future path, an old manifest or a link put there says."""
    path = folder.joinpath(*relative.parts)
    if relative.is_absolute() or ".." in relative.parts \
            or not Path(os.path.realpath(path)).is_relative_to(folder):
        raise OutsideExport(f"{relative} would be outside the export folder {folder}")
    return path


def static_page(document: str) -> str:
    """A rendered page made for the export: the app told where the data files are, and no form
    token (the forms ask the service for one, GET /api/requests/form-token)."""
    meta = f'<meta name="{STATIC_DATA_META}" content="/{DATA_FOLDER}">'
    return document.replace("<head>", f"<head>\n{meta}", 1).replace(FORM_TOKEN_MARKER, "")


def forwarding_page(target: str, origin: str) -> str:
    """The page left at an old address: browsers and search engines move to the new one."""
    url = html.escape(origin + target, quote=True)
    return ("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<title>Moved</title><link rel=\"canonical\" href=\"{url}\">"
            f"<meta name=\"robots\" content=\"noindex\">"
            f"<meta http-equiv=\"refresh\" content=\"0; url={url}\"></head>"
            f"<body><p>This page has moved to <a href=\"{url}\">{url}</a>.</p></body></html>\n")


def redirects_list(redirects: dict[str, str]) -> str:
    """`_redirects`: a `from to 301` line per old address (Netlify, Cloudflare Pages, others)."""
    return "".join(f"{source} {target} 301\n" for source, target in sorted(redirects.items()))
