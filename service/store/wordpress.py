"""WordPress exports (WXR): published posts as import items; parsed with defusedxml.

Only items of wp:post_type 'post' are read; pages, attachments, menu items and the like are
counted and left out. Posts that are not published (drafts, pending, private, scheduled, trash)
and password-protected posts are reported as skipped. Content is read the way WordPress itself
shows it (two newlines end a paragraph, one is a line break) and kept to the site's HTML policy:
links, bold, italics and lists stay, other blocks become paragraphs, and what is dropped is
reported; shortcodes go first.
"""

import html
import re
import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import unquote, urlparse

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import parse as parse_xml

from service.store.errors import InvalidContent
from service.store.html_policy import cleaned_with_changes
from service.store.models import EXCERPT_MAX
from service.store.paragraphs import html_to_plain_line, is_html
from service.store.slugs import is_valid_slug, slugify

WP_NAMESPACE = "http://wordpress.org/export/"
CONTENT_NAMESPACE = "http://purl.org/rss/1.0/modules/content/"
AUTO_EXCERPT_WORDS = 55  # what WordPress shows when a post has no excerpt of its own
DROPPED_WITH_CONTENT = ("caption", "wp_caption", "gallery", "embed", "audio", "video",
                        "playlist")
TAG_OR_TEXT = re.compile(r"(<[^>]*>)")
PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n\s*")
ENCLOSED_SHORTCODE = re.compile(r"\[([a-z_][\w-]*)(?:\s[^\]]*)?\](.*?)\[/\1\]", re.S | re.I)
SINGLE_SHORTCODE = re.compile(
    r"\[/?(?:" + "|".join(DROPPED_WITH_CONTENT) + r")\b[^\]]*\]"  # known names, any form
    r"|\[[a-z_][\w-]*\s+[^\]]*=[^\]]*\]"                          # any name with attributes
    r"|\[[a-z_][\w-]*\s*/\]", re.I)                               # [name /]


@dataclass
class WordPressItem:
    """One post of the export, as import fields (content already in the paragraph subset)."""

    label: str
    fields: dict[str, Any]
    skip_reason: str | None = None
    notes: list[str] = field(default_factory=list)


@dataclass
class WordPressExport:
    posts: list[WordPressItem]
    ignored: Counter[str]


def read_wordpress_export(path: Path) -> WordPressExport:
    """The export's posts; raises InvalidContent when the file is not a readable WXR file."""
    try:
        root = parse_xml(path, forbid_dtd=True).getroot()
    except (ET.ParseError, DefusedXmlException) as error:
        raise InvalidContent(f"not a readable WordPress export: {error}", path) from error
    channel = root.find("channel") if root is not None else None
    if root is None or root.tag != "rss" or channel is None or not any(
            _namespace(child.tag).startswith(WP_NAMESPACE) for child in channel.iter()):
        raise InvalidContent("not a WordPress export (WXR): no wp: elements in an RSS channel",
                             path)
    items = [_fields(item) for item in channel.findall("item")]
    attachments = {item.get("wp:post_id", ""): item.get("wp:attachment_url", "")
                   for item in items if item.get("wp:post_type") == "attachment"}
    export = WordPressExport([], Counter())
    for item in items:
        kind = item.get("wp:post_type", "")
        if kind != "post":
            export.ignored[kind or "unknown"] += 1
            continue
        export.posts.append(_post(item, attachments, path.parent))
    return export


def strip_shortcodes(content: str) -> str:
    """Drop [caption]...[/caption], [gallery] and their kind; other enclosing ones keep text."""
    def enclosed(match: re.Match[str]) -> str:
        return "" if match.group(1).lower() in DROPPED_WITH_CONTENT else match.group(2)

    previous = None
    while previous != content:
        previous, content = content, ENCLOSED_SHORTCODE.sub(enclosed, content)
    return SINGLE_SHORTCODE.sub("", content)


def wordpress_content(content: str) -> str:
    """WordPress post HTML in the site's HTML policy (see wordpress_content_with_changes)."""
    return wordpress_content_with_changes(content)[0]


def wordpress_content_with_changes(content: str) -> tuple[str, list[str]]:
    """WordPress post HTML in the site's policy, read as WordPress shows it, and what was dropped.

    Outside tags, a blank line ends a paragraph and a single newline is a line break (wpautop);
    newlines that only separate tags mean nothing. Shortcodes go first.
    """
    parts = TAG_OR_TEXT.split(strip_shortcodes(content))
    for index in range(0, len(parts), 2):  # the text between tags
        parts[index] = _autop(parts[index])
    return cleaned_with_changes("".join(parts))


def _autop(text: str) -> str:
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    if not text.strip():
        return "<p>" if PARAGRAPH_BREAK.search(text) else text
    paragraphs = PARAGRAPH_BREAK.split(text)
    return "<p>".join(paragraph.strip("\n").replace("\n", "<br>") for paragraph in paragraphs)


def _post(item: dict[str, str], attachments: dict[str, str], folder: Path) -> WordPressItem:
    title = _plain(item.get("title", ""))
    post_id = item.get("wp:post_id", "")
    label = f"#{post_id} {title}".strip() if post_id else title or "(untitled)"
    status = item.get("wp:status", "")
    if status != "publish":
        return WordPressItem(label, {}, f"status {status or '(none)'!r}: only published posts "
                                        "are imported")
    if item.get("wp:post_password"):
        return WordPressItem(label, {}, "password-protected")
    content, changes = wordpress_content_with_changes(item.get("content:encoded", ""))
    excerpt = _plain(item.get("excerpt:encoded", "")) or _auto_excerpt(content)
    fields: dict[str, Any] = {"title": title, "date": item.get("wp:post_date", ""),
                              "excerpt": excerpt[:EXCERPT_MAX], "content": content}
    result = WordPressItem(label, fields, notes=[f"content: {change}" for change in changes])
    name = unquote(item.get("wp:post_name", "")).strip()
    if name:
        fields["slug"] = name if is_valid_slug(name) else slugify(name)
        if fields["slug"] != name:
            result.notes.append(f"slug {name!r} became {fields['slug']!r}")
    image_url = attachments.get(item.get("meta:_thumbnail_id", ""), "")
    if image_url:
        local = _local_copy(image_url, folder)
        if local is None:
            result.notes.append(f"featured image {image_url} not found beside the export; "
                                "imported without an image")
        else:
            fields["imageUrl"] = str(local)
    return result


def _fields(item: ET.Element) -> dict[str, str]:
    """An item's child elements as 'prefix:name' -> text; postmeta as 'meta:key' -> value."""
    fields: dict[str, str] = {}
    for child in item:
        namespace, name = _namespace(child.tag), child.tag.rpartition("}")[2]
        if namespace.startswith(WP_NAMESPACE) and namespace.rstrip("/").endswith("excerpt"):
            prefix = "excerpt:"
        elif namespace.startswith(WP_NAMESPACE):
            prefix = "wp:"
        elif namespace == CONTENT_NAMESPACE:
            prefix = "content:"
        else:
            prefix = "" if not namespace else f"{{{namespace}}}"
        if prefix == "wp:" and name == "postmeta":
            key = value = ""
            for meta in child:
                if meta.tag.endswith("}meta_key"):
                    key = meta.text or ""
                elif meta.tag.endswith("}meta_value"):
                    value = meta.text or ""
            fields[f"meta:{key}"] = value
        else:
            fields.setdefault(prefix + name, (child.text or "").strip())
    return fields


def _namespace(tag: str) -> str:
    return tag[1:].partition("}")[0] if tag.startswith("{") else ""


def _plain(value: str) -> str:
    return html_to_plain_line(value) if is_html(value) else " ".join(html.unescape(value).split())


def _auto_excerpt(content: str) -> str:
    words = html_to_plain_line(content).split()
    if len(words) <= AUTO_EXCERPT_WORDS:
        return " ".join(words)
    return " ".join(words[:AUTO_EXCERPT_WORDS]) + " …"


def _local_copy(url: str, folder: Path) -> Path | None:
    """The image at url's path beside the export: the whole path, then shorter tails of it."""
    parts = [part for part in PurePosixPath(unquote(urlparse(url).path)).parts
             if part not in ("/", "", ".", "..")]
    for start in range(len(parts)):
        candidate = folder.joinpath(*parts[start:])
        if candidate.is_file():
            return candidate
    return None
