"""Imported bodies as stored: HTML, plain text or Markdown kept to the site's HTML policy.

Markdown is rendered (markdown_render.py) and then cleaned like HTML. The policy shows only the
site's own images, so each <img> in a body is brought into media/imported/ when its file lies
beside the import (or kept when it is already in the site's media) and shown from there; an image
found nowhere but at an https address becomes a link to it, labelled with its alt text; any other
is dropped and reported. The first image found can stand as the post's picture. Everything the
policy changes is reported, element by element.
"""

import html
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path, PurePosixPath
from urllib.parse import unquote, urlparse

from service.content.errors import InvalidContent
from service.html.paragraphs import text_to_html
from service.html.policy import cleaned_with_changes, is_canonical, policy_problems
from service.html.rules import CONTROL_TEXT, allowed_image_src
from service.imports.markdown_render import markdown_to_html
from service.imports.media import MediaPlan, find_beside

# HTML kept as it is when it keeps to the policy; FOREIGN_HTML (WordPress) always cleaned.
HTML, FOREIGN_HTML, TEXT, MARKDOWN = "html", "foreign-html", "text", "markdown"
IMAGE_TAG = re.compile(r"<img\b[^>]*>", re.I)
AUTO_EXCERPT_WORDS = 55
BLOCK_TAG = re.compile(r"</?(?:p|ul|ol|li|h2|h3|blockquote|table|thead|tbody|tr|th|td|figure|"
                       r"figcaption)>|<br>")
INLINE_TAG = re.compile(r"<[^>]*>")


def auto_excerpt(content: str) -> str:
    """What WordPress shows for a post without an excerpt: its first 55 words (content in the
    policy's form, read without a parser)."""
    words = html.unescape(INLINE_TAG.sub("", BLOCK_TAG.sub(" ", content))).split()
    if len(words) <= AUTO_EXCERPT_WORDS:
        return " ".join(words)
    return " ".join(words[:AUTO_EXCERPT_WORDS]) + " …"


@dataclass
class ImportedContent:
    """A body as it will be stored, what changed on the way, and its first usable image."""

    html: str
    notes: list[str] = field(default_factory=list)
    first_image: str | None = None


@dataclass
class _Images:
    media: MediaPlan
    folders: Sequence[Path]
    first: str | None = None
    brought_in: int = 0
    kept: int = 0
    linked: int = 0
    notes: list[str] = field(default_factory=list)

    def link(self, match: re.Match[str]) -> str:
        attributes = _attributes(match.group(0))
        address = (attributes.get("src") or "").strip()
        url = self._url(address)
        if url is None:
            return ""
        self.first = self.first or url
        if allowed_image_src(url):
            alt = html.escape(attributes.get("alt") or "")
            return f'<img src="{html.escape(url)}" alt="{alt}">'
        self.linked += 1
        label = (attributes.get("alt") or attributes.get("title") or "").strip() or \
            PurePosixPath(unquote(urlparse(address).path)).name or "Image"
        return f'<a href="{html.escape(url)}">{html.escape(label, quote=False)}</a>'

    def _url(self, address: str) -> str | None:
        if not address:
            self.notes.append("image without an address dropped")
            return None
        if address.startswith("data:"):
            self.notes.append("image written into the page (data: address) dropped")
            return None
        if allowed_image_src(address) and self.media.has_media(address):
            self.kept += 1
            return address
        local = find_beside(address, self.folders)
        if local is not None:
            try:
                url = self.media.copy_file(local)
            except InvalidContent as error:
                self.notes.append(f"image {address} dropped: {error.reason}")
                return None
            self.brought_in += 1
            return url
        if address.startswith("https://"):
            return address
        self.notes.append(f"image {address} dropped: not found beside the import, and not an "
                          "https:// address")
        return None


def import_content(content: str, content_format: str, media: MediaPlan,
                   folders: Sequence[Path]) -> ImportedContent:
    """content (HTML, FOREIGN_HTML, TEXT or MARKDOWN) as policy HTML; images looked for in
    folders."""
    if content_format == TEXT:
        return ImportedContent(text_to_html(content))
    notes: list[str] = []
    if content_format == MARKDOWN:
        content, notes = markdown_to_html(content)
    images = _Images(media, folders)
    if IMAGE_TAG.search(content):
        content = IMAGE_TAG.sub(images.link, content)
        notes += images.notes
        counts = ((images.brought_in, "images brought into media/imported/"),
                  (images.kept, "images already in the site's media"),
                  (images.linked, "images linked at their https:// address"))
        notes += [f"{what}: {count}" for count, what in counts if count]
    kept = is_canonical(content) and not CONTROL_TEXT.search(content)
    if content_format in (MARKDOWN, FOREIGN_HTML) or (not kept and policy_problems(content)):
        content, changes = cleaned_with_changes(content)
        notes += [f"content: {change}" for change in changes]
    return ImportedContent(content, notes, images.first)


def _attributes(tag: str) -> dict[str, str]:
    reader = _TagReader()
    reader.feed(tag)
    reader.close()
    return reader.attributes


class _TagReader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.attributes: dict[str, str] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.attributes = {name: value or "" for name, value in attrs}

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)

