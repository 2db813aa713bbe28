"""The shapes of the site addresses content files name, each defined once, held to whole values."""

import re
from collections.abc import Callable
from urllib.parse import urlsplit

from service.content.slugs import SLUG_PATTERN
from service.html.rules import IMAGE_SOURCE
from service.routes import POST_PREFIXES

# A path segment any URL may hold as it is, never starting with a dot: no ".", no "..", no
# hidden names (the service and nginx refuse those anyway).
_SEGMENT = r"[A-Za-z0-9_~-][A-Za-z0-9._~-]*"
_MEDIA_SEGMENT = r"[A-Za-z0-9][A-Za-z0-9_.-]*"

_PREFIXES = "|".join(map(re.escape, POST_PREFIXES))
POST_ADDRESS = re.compile((f"(?:{_PREFIXES})" if len(POST_PREFIXES) > 1 else _PREFIXES)
                          + SLUG_PATTERN.pattern)
# A service's "category/slug"; a product page lives at /insurance/<category>/<slug>.
CATEGORY_SLUG = re.compile(rf"{SLUG_PATTERN.pattern}/{SLUG_PATTERN.pattern}")
PRODUCT_PATH = re.compile(rf"/insurance/{CATEGORY_SLUG.pattern}")
MEDIA_URL = re.compile(rf"/media/{_MEDIA_SEGMENT}(?:/{_MEDIA_SEGMENT})*")
# Where a redirect may send a visitor: a path of this site. One leading "/" and plain segments,
# so never "//host", "/\host", a scheme, "@host", "..", a space or a control character.
SITE_PATH = re.compile(rf"/|(?:/{_SEGMENT})+/?")
# An https address with a host (no user, no "@"): what every link and embed field of the content
# holds (models.HttpsUrl); any other scheme, "javascript:" or "data:" in any case, never matches.
HTTPS_URL = re.compile(r"https://[^\s/?#@\\]+(?:[/?#]\S*)?")
_DNS_LABEL = r"(?!-)[a-z0-9-]{1,63}(?<!-)"
_HOST = re.compile(rf"{_DNS_LABEL}(?:\.{_DNS_LABEL})*")
# A post's image: a /media/ path (the HTML policy's image source, html_policy.json, where a dot
# is never followed by another) or an https address, with ".." nowhere; spaces around it are
# dropped and nothing but spaces is no image. Without look-arounds, so the OpenAPI document
# carries this very pattern.
_HTTPS_REST = r"(?:(?:[^\s<>\"'.]|\.[^\s<>\"'.])+\.?|\.)"
IMAGE_URL = re.compile(rf"\s*(?:{IMAGE_SOURCE.pattern}|https://{_HTTPS_REST})?\s*")
# A link in editorial copy: a site path (never "//host" or "/\host"), https, mail or phone.
COPY_HREF = re.compile(r"/(?:[^/\\\s]\S*)?|https://\S+|mailto:\S+|tel:\S+")


def https_origin(url: str) -> str | None:
    """The origin an https address names, as a browser compares origins (host in lower case,
    no default port), or None when url is no https address with a plain host name."""
    parts = urlsplit(url)
    try:
        port = parts.port
    except ValueError:
        return None
    host = parts.hostname or ""
    if parts.scheme != "https" or "@" in parts.netloc or not _HOST.fullmatch(host):
        return None
    return f"https://{host}" + (f":{port}" if port not in (None, 443) else "")


def site_address(path: str) -> str:
    """A page's own address as the path of a link names it: the route table, slugs and product
    paths are lowercase, without a final slash (the router finds the page written with either)."""
    return path.lower().rstrip("/") or "/"


def whole(pattern: re.Pattern[str]) -> str:
    """pattern for pydantic's Field(pattern=...), held to the whole value.

    Field(pattern=...) passes a value the pattern matches anywhere in ("/blog/x/../../y" matched
    "/blog/x"). Pydantic runs it with Rust's regex, where "$" is the end of the text, never the
    place before a final newline as in Python's re; the tests pin that a newline is refused.
    """
    return f"^(?:{pattern.pattern})$"


def fully_matching(pattern: re.Pattern[str], sentence: str) -> Callable[[str], str]:
    """A check (for AfterValidator) that refuses text pattern does not match whole, in a sentence
    a person can act on rather than the regex; Field(json_schema_extra=...) states the pattern."""

    def check(value: str) -> str:
        if pattern.fullmatch(value) is None:
            raise ValueError(sentence)
        return value

    return check
