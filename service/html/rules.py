"""The HTML policy as data (html_policy.json, which the web app also reads) and its basic tests."""

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

POLICY: dict[str, Any] = json.loads(
    (Path(__file__).with_name("html_policy.json")).read_text("utf-8"))

TAGS: frozenset[str] = frozenset(POLICY["tags"])
ATTRIBUTES: dict[str, frozenset[str]] = {
    tag: frozenset(names) for tag, names in POLICY["attributes"].items()}
# Where each block may stand: in which element, "#top" being the top level of the content.
PARENTS: dict[str, frozenset[str]] = {
    tag: frozenset(parents) for tag, parents in POLICY["parents"].items()}
URL_SCHEMES: frozenset[str] = frozenset(POLICY["urlSchemes"])
SITE_PATHS: bool = POLICY["sitePaths"]
RENAMED_TAGS: dict[str, str] = POLICY["renamedTags"]
PARAGRAPH_TAGS: frozenset[str] = frozenset(POLICY["paragraphTags"]) | {"p"}
DROPPED_WITH_CONTENT: frozenset[str] = frozenset(POLICY["droppedWithContent"])
TABLE_PARTS: frozenset[str] = frozenset(POLICY["tableParts"])
# Where an image in the text may come from: the site's /media/ files, as a post's imageUrl.
IMAGE_SOURCE = re.compile(POLICY["imageSource"])

VOID_ELEMENTS = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link",
                           "meta", "source", "track", "wbr"})

MARKUP = re.compile(r"</?[a-z][^>]*>|<!|<\?", re.IGNORECASE)
SCHEME = re.compile(r"^([a-z][a-z0-9+.-]*):(.*)$", re.IGNORECASE | re.DOTALL)
URL_IGNORED = re.compile(r"[\x00-\x1f\x7f]")
CONTROL_TEXT = re.compile(r"[\x00\x01-\x08\x0b\x0c\x0e-\x1f\x7f]")
CANONICAL_TAG = re.compile(r"<[^>]*>?")
CANONICAL_LINK = re.compile(r'<a href="([^"<>]*)">')
CANONICAL_IMAGE = re.compile(r'<img src="([^"<>]*)" alt="([^"<>]*)">')

def has_markup(content: str) -> bool:
    """True when content holds a tag, comment or declaration: it is read as HTML, not as text."""
    return MARKUP.search(content) is not None


def allowed_href(value: str) -> str | None:
    """The address a link may keep (as browsers read it), or None when the policy refuses it."""
    address = URL_IGNORED.sub("", value).strip().replace(" ", "%20")
    match = SCHEME.match(address)
    if match:
        scheme, rest = match.group(1).lower(), match.group(2)
        if scheme not in URL_SCHEMES:
            return None
        if scheme in ("http", "https"):
            return address if rest.startswith("//") and len(rest.strip("/")) > 0 else None
        return address if rest else None
    if SITE_PATHS and address.startswith("/") and not address.startswith(("//", "/\\")):
        return address
    return None


def allowed_image_src(value: str) -> str | None:
    """The address an image in the text may keep, or None: only a /media/ path, no host or query."""
    return value if IMAGE_SOURCE.fullmatch(value) else None


def counted(names: Counter[str]) -> str:
    """'<h2> (3), <script>': each name with how often it came up (import reports)."""
    return ", ".join(name if count == 1 else f"{name} ({count})"
                     for name, count in sorted(names.items()))
