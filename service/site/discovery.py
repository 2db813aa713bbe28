"""What search engines and feed readers read: sitemap.xml, robots.txt and the Atom feed.

Each body is a function of the content and the site's origin, so a static export writes the same;
the service builds each once per content version and origin, with its ETag and compressed copies.
"""

import datetime as dt
from collections.abc import Callable
from xml.sax.saxutils import escape as escape_markup

from quart import Blueprint, Response, request

from service.auth.access import access
from service.cache import ContentCache
from service.content import without_unwanted_characters
from service.http.client_address import own_origin
from service.http.precompressed import precompressed_response
from service.posts import Author
from service.render.public_paths import listed_paths
from service.routes import BLOG_INDEX, BY_ID, STAFF_PREFIX, post_address
from service.state import AppState, app_state

blueprint = Blueprint("discovery", __name__)

FEED_SIZE = 20


def site_origin(state: AppState) -> str:
    return state.settings.public_url or own_origin(request)


@blueprint.get("/robots.txt")
@access("public")
async def robots() -> Response:
    return await _built_once("robots.txt", None, robots_body, "text/plain")


@blueprint.get("/sitemap.xml")
@access("public")
async def sitemap() -> Response:
    return await _built_per_version("sitemap.xml", sitemap_body, "application/xml")


@blueprint.get("/feed.xml")
@access("public")
async def feed() -> Response:
    return await _built_per_version("feed.xml", feed_body, "application/atom+xml")


async def _built_per_version(name: str, body: Callable[[ContentCache, str], str],
                             media_type: str) -> Response:
    """A file made from the content: built again when the content changes."""
    cache = app_state().cache
    return await _built_once(name, cache.version, lambda origin: body(cache, origin), media_type)


async def _built_once(name: str, version: int | None, body: Callable[[str], str],
                      media_type: str) -> Response:
    """The file for this site's origin, built once per content version (None: once) and
    answered from its precompressed copies."""
    state = app_state()
    origin = site_origin(state)
    answer = state.answers.get((name, origin), version, lambda: body(origin).encode("utf-8"))
    return await precompressed_response(request, answer, media_type)


def robots_body(origin: str) -> str:
    # Unlisted pages stay crawlable: a crawler must read their noindex to leave them out.
    return (f"User-agent: *\nDisallow: {STAFF_PREFIX}\nDisallow: /api/\n\n"
            f"Sitemap: {origin}/sitemap.xml\n")


def sitemap_body(cache: ContentCache, origin: str) -> str:
    posts = cache.newest_first
    site_updated = max((p.date for p in posts), default=dt.date.today()).isoformat()
    post_dates = {post_address(p.slug): p.date.isoformat() for p in posts}
    entries = [(origin + path, post_dates.get(path, site_updated))
               for path in listed_paths(cache)]
    urls = "".join(f"<url><loc>{escape(loc)}</loc><lastmod>{lastmod}</lastmod></url>"
                   for loc, lastmod in entries)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{urls}</urlset>\n')


def feed_body(cache: ContentCache, origin: str) -> str:
    facts = cache.parsed(cache.store.site_file) or {}
    name = facts.get("name", "News")
    posts = cache.newest_first[:FEED_SIZE]
    updated = _timestamp(posts[0].date if posts else dt.date.today())
    authors = {author.id: author for author in cache.authors()}
    entries = []
    for post in posts:
        link = origin + post_address(post.slug)
        content = cache.served_content(post.slug)
        entries.append(
            f"<entry><title>{escape(post.title)}</title><link href=\"{escape(link)}\"/>"
            f"<id>{escape(link)}</id><updated>{_timestamp(post.date)}</updated>"
            f"{_entry_author(authors.get(post.author or ''), origin)}"
            f"<summary>{escape(post.excerpt)}</summary>"
            f"<content type=\"html\">{escape(content)}</content></entry>")
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<feed xmlns="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">'
            f"<title>{escape(name)} — News &amp; Blog</title>"
            f"<link href=\"{escape(origin + BLOG_INDEX)}\"/>"
            f"<link rel=\"self\" href=\"{escape(origin)}/feed.xml\"/>"
            f"<id>{escape(origin + BLOG_INDEX)}</id><updated>{updated}</updated>"
            f"<author><name>{escape(name)}</name></author>{''.join(entries)}</feed>\n")


def _entry_author(author: Author | None, origin: str) -> str:
    """The post's author as Atom names one (readers show it in place of the feed's), with their
    card on Our Team, and as Dublin Core's creator; nothing for a post without a known author."""
    if author is None:
        return ""
    card = f"{origin}{BY_ID['ourTeam'].path}#{author.id}"
    return (f"<author><name>{escape(author.name)}</name><uri>{escape(card)}</uri></author>"
            f"<dc:creator>{escape(author.name)}</dc:creator>")


def escape(text: str) -> str:
    """Text for XML: escaped, and without characters XML refuses (a file edited by hand)."""
    return escape_markup(str(without_unwanted_characters(text)))


def _timestamp(day: dt.date) -> str:
    return f"{day.isoformat()}T12:00:00Z"
