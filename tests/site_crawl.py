"""A crawl of a site over plain HTTP, as a search engine or a link checker makes one: from the
start addresses, every same-site URL a page, a style sheet, the sitemap or the feed names is
fetched once, and each answer that is not 200 is kept with the page that named it."""

import re
import urllib.error
import urllib.request
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser
from urllib.parse import urldefrag, urljoin, urlsplit

ATOM = "{http://www.w3.org/2005/Atom}"
SITEMAP = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
CSS_URL = re.compile(r"""url\(\s*['"]?([^'")\s]+)""")
REFRESH_URL = re.compile(r"url=(\S+)", re.IGNORECASE)


class NamedUrls(HTMLParser):
    """Every URL an HTML document names for a browser to follow or load: links, images and
    their srcset candidates, scripts, style sheets, icons, social images and a meta refresh."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.urls: list[str] = []
        self.page_links: list[str] = []  # <a href>: pages a visitor goes to

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        if tag == "a" and values.get("href"):
            self.page_links.append(values["href"])
        for name in ("href", "src"):
            if values.get(name) and tag in ("a", "link", "img", "script", "source", "iframe"):
                self.urls.append(values[name])
        if values.get("srcset"):
            self.urls += [candidate.split()[0] for candidate in values["srcset"].split(",")
                          if candidate.strip()]
        named = values.get("property", values.get("name", ""))
        if tag == "meta" and named.endswith(":image") and values.get("content"):
            self.urls.append(values["content"])
        if tag == "meta" and values.get("http-equiv", "").lower() == "refresh":
            self.urls += REFRESH_URL.findall(values.get("content", ""))


def named_in_html(text: str) -> NamedUrls:
    parser = NamedUrls()
    parser.feed(text)
    parser.close()
    return parser


@dataclass
class Crawl:
    """What a crawl found: each URL fetched with its status, who named it first, and the <a>
    links among them (the pages a visitor can follow)."""

    status: dict[str, int] = field(default_factory=dict)
    named_by: dict[str, str] = field(default_factory=dict)
    page_links: set[str] = field(default_factory=set)

    @property
    def broken(self) -> list[str]:
        return [f"{url} ({code}, named by {self.named_by.get(url, 'the start')})"
                for url, code in sorted(self.status.items()) if code != 200]


def fetch(url: str) -> tuple[int, str, bytes]:
    """Status, content type and body of a GET (redirects followed, as a browser does)."""
    try:
        with urllib.request.urlopen(url, timeout=30) as answer:
            return answer.status, answer.headers.get_content_type(), answer.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get_content_type(), error.read()


class SiteCrawler:
    """Crawls base; absolute URLs under `public_url` (canonical links, the sitemap, the feed)
    are the same site and fetched from base. Paths under `skip` (what the host sends to the
    service, not the files) are not followed."""

    def __init__(self, base: str, public_url: str, skip: Iterable[str] = ()) -> None:
        self.base = base.rstrip("/")
        self.public_url = public_url.rstrip("/")
        self.skip = tuple(skip)

    def crawl(self, starts: Iterable[str]) -> Crawl:
        found = Crawl()
        queue = [self.base + path for path in starts]
        while queue:
            url = queue.pop()
            if url in found.status:
                continue
            code, kind, body = fetch(url)
            found.status[url] = code
            if code != 200:
                continue
            for named, is_page in self._named(url, kind, body):
                target = self._same_site(url, named)
                if target is None:
                    continue
                if is_page:
                    found.page_links.add(target)
                if target not in found.status:
                    found.named_by.setdefault(target, url)
                    queue.append(target)
        return found

    def _named(self, url: str, kind: str, body: bytes) -> Iterator[tuple[str, bool]]:
        text = body.decode("utf-8", "replace")
        if kind == "text/html":
            yield from _html_urls(text)
        elif kind == "text/css":
            yield from ((named, False) for named in CSS_URL.findall(text))
        elif url.endswith("/sitemap.xml"):
            yield from ((loc.text or "", True) for loc in ET.fromstring(body).iter(f"{SITEMAP}loc"))
        elif url.endswith("/feed.xml"):
            yield from _feed_urls(body)
        elif url.endswith("/robots.txt"):
            yield from ((line.split(":", 1)[1].strip(), False) for line in text.splitlines()
                        if line.lower().startswith("sitemap:"))

    def _same_site(self, page: str, named: str) -> str | None:
        """The URL to fetch for a URL named on page, or None when it is another site's (or
        a mail or phone link) or a path the host leaves to the service."""
        absolute, _ = urldefrag(urljoin(page, named.strip()))
        if absolute.startswith(self.public_url + "/") or absolute == self.public_url:
            absolute = self.base + absolute[len(self.public_url):]
        if not absolute.startswith(self.base + "/"):
            return None
        path = urlsplit(absolute).path
        if any(path == prefix.rstrip("/") or path.startswith(prefix) for prefix in self.skip):
            return None
        return absolute


def _html_urls(text: str) -> Iterator[tuple[str, bool]]:
    named = named_in_html(text)
    links = set(named.page_links)
    yield from ((url, url in links) for url in named.urls)


def _feed_urls(body: bytes) -> Iterator[tuple[str, bool]]:
    """The feed's links, authors' pages, and what each entry's HTML content names."""
    root = ET.fromstring(body)
    for link in root.iter(f"{ATOM}link"):
        if link.get("rel", "alternate") == "alternate":
            yield link.get("href", ""), True
        else:
            yield link.get("href", ""), False
    for uri in root.iter(f"{ATOM}uri"):
        yield uri.text or "", True
    for content in root.iter(f"{ATOM}content"):
        yield from _html_urls(content.text or "")
