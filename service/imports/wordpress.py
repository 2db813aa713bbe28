"""WordPress exports (WXR, read by wxr.py): posts as import items, in WordPress's own terms.

Only items of wp:post_type 'post' are read; pages, attachments, menu items and the like are
counted and left out. Published posts stay published; drafts, pending, private and
password-protected posts come in as drafts, scheduled ones ('future') scheduled for their time;
trashed and auto-drafts are skipped, and so are posts without a title. Content is read the way
WordPress shows it (two newlines end a paragraph, one is a line break); shortcodes go first
([caption] becomes a figure of its image and text, [gallery], [embed] and media players are
dropped and reported), and import_content.py keeps the rest, headings and tables included, to
the site's HTML policy. A featured image is brought in when its file lies beside the export,
else kept at its https:// address; its alternative text becomes the post's imageAlt.
"""

import datetime as dt
import html
import re
from collections import Counter
from pathlib import Path
from typing import Any
from urllib.parse import unquote

from service.content.fields import EXCERPT_MAX
from service.content.slugs import is_valid_slug, slugify
from service.html.paragraphs import html_to_plain_line, is_html
from service.html.rules import counted
from service.imports.content import FOREIGN_HTML
from service.imports.items import ImportItem, ImportSource
from service.imports.media import find_beside
from service.imports.wxr import Record, read_wxr

DROPPED_WITH_CONTENT = ("gallery", "embed", "audio", "video", "playlist")
DRAFT_STATUSES = ("draft", "pending", "private")
NO_DATE = "0000-00-00"
TAG_OR_TEXT = re.compile(r"(<[^>]*>)")
PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n\s*")
ENCLOSED_SHORTCODE = re.compile(r"\[([a-z_][\w-]*)(?:\s[^\]]*)?\](.*?)\[/\1\]", re.S | re.I)
# A [caption]'s image (perhaps in a link to the full size) and the caption text after it.
CAPTIONED_IMAGE = re.compile(r"\s*((?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*</a>)?)(.*)", re.S | re.I)
SINGLE_SHORTCODE = re.compile(
    r"\[/?(" + "|".join(DROPPED_WITH_CONTENT) + r")\b[^\]]*\]"      # known names, any form
    r"|\[([a-z_][\w-]*)\s+[^\]]*=[^\]]*\]"                         # any name with attributes
    r"|\[([a-z_][\w-]*)\s*/\]", re.I)                              # [name /]


def read_wordpress_export(path: Path) -> ImportSource:
    """The export's posts as items; raises InvalidContent when the file is not a WXR file."""
    records = read_wxr(path)
    attachments = {r.get("wp:post_id", ""): r for r in records
                   if r.get("wp:post_type") == "attachment"}
    source = ImportSource(path, "WordPress", [])
    for record in records:
        kind = record.get("wp:post_type", "")
        if kind != "post":
            source.ignored[kind or "unknown"] += 1
            continue
        source.items.append(_item(record, attachments, path.parent))
    return source


def without_shortcodes(content: str) -> tuple[str, Counter[str]]:
    """Content without shortcodes, and which were taken out: [caption] and other enclosing ones
    keep what they hold ([caption] as a figure), [gallery], [embed] and media players go with it."""
    removed: Counter[str] = Counter()

    def enclosed(match: re.Match[str]) -> str:
        name = match.group(1).lower()
        if name in ("caption", "wp_caption"):
            return _figure(match.group(2))
        removed[f"[{name}]"] += 1
        return "" if name in DROPPED_WITH_CONTENT else match.group(2)

    previous = None
    while previous != content:
        previous, content = content, ENCLOSED_SHORTCODE.sub(enclosed, content)

    def single(match: re.Match[str]) -> str:
        if not match.group(0).startswith("[/"):
            removed[f"[{next(name for name in match.groups() if name).lower()}]"] += 1
        return ""

    return SINGLE_SHORTCODE.sub(single, content), removed


def _figure(captioned: str) -> str:
    image = CAPTIONED_IMAGE.fullmatch(captioned)
    if image is None:
        return captioned
    return f"<figure>{image.group(1)}<figcaption>{image.group(2).strip()}</figcaption></figure>"


def wordpress_html(content: str) -> tuple[str, list[str]]:
    """WordPress post text as HTML, read as WordPress shows it, and the shortcodes taken out.

    Outside tags, a blank line ends a paragraph and a single newline is a line break (wpautop);
    newlines that only separate tags mean nothing.
    """
    content, removed = without_shortcodes(content)
    parts = TAG_OR_TEXT.split(content)
    for index in range(0, len(parts), 2):  # the text between tags
        parts[index] = _autop(parts[index])
    notes = [f"shortcodes removed: {counted(removed)}"] if removed else []
    return "".join(parts), notes


def _autop(text: str) -> str:
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    if not text.strip():
        return "<p>" if PARAGRAPH_BREAK.search(text) else text
    paragraphs = PARAGRAPH_BREAK.split(text)
    return "<p>".join(paragraph.strip("\n").replace("\n", "<br>") for paragraph in paragraphs)


def _item(record: Record, attachments: dict[str, Record], folder: Path) -> ImportItem:
    title = _plain(record.get("title", ""))
    post_id = record.get("wp:post_id", "")
    label = f"#{post_id} {title}".strip() if post_id else title or "(untitled)"
    item = ImportItem(label, folder)
    status = record.get("wp:status", "")
    if status not in ("publish", "future", *DRAFT_STATUSES):
        item.skip_reason = f"status {status or '(none)'!r} (trash or auto-draft): not imported"
        return item
    if not title:
        item.skip_reason = "no title (WordPress shows it as '(no title)'): give it one to import it"
        return item
    content, item.notes = wordpress_html(record.get("content:encoded", ""))
    item.content_format, item.auto_excerpt = FOREIGN_HTML, True
    fields: dict[str, Any] = {"title": title, "content": content,
                              "excerpt": _plain(record.get("excerpt:encoded", ""))[:EXCERPT_MAX]}
    item.fields = fields
    _dates(record, status, item)
    if status in DRAFT_STATUSES or record.get("wp:post_password"):
        fields["status"] = "draft"
        reason = "password-protected" if record.get("wp:post_password") else f"status {status!r}"
        item.notes.append(f"{reason}: imported as a draft")
    name = unquote(record.get("wp:post_name", "")).strip()
    if name:
        fields["slug"] = name if is_valid_slug(name) else slugify(name)
        if fields["slug"] != name:
            item.notes.append(f"slug {name!r} became {fields['slug']!r}")
    attachment = attachments.get(record.get("meta:_thumbnail_id", ""), {})
    image_url = attachment.get("wp:attachment_url", "")
    if attachment.get("meta:_wp_attachment_image_alt", "").strip():
        fields["imageAlt"] = attachment["meta:_wp_attachment_image_alt"].strip()
    if image_url:
        local = find_beside(image_url, [folder])
        if local is not None:
            fields["imageUrl"] = str(local)
        elif image_url.startswith("https://"):
            fields["imageUrl"] = image_url
            item.notes.append("featured image not found beside the export: kept at its address")
        else:
            item.notes.append(f"featured image {image_url} not found beside the export and not "
                              "https://: imported without an image")
    return item


def _dates(record: Record, status: str, item: ImportItem) -> None:
    """The post's date as WordPress shows it; a scheduled post's moment from the GMT time."""
    local, gmt = record.get("wp:post_date", ""), record.get("wp:post_date_gmt", "")
    if local and not local.startswith(NO_DATE):
        item.fields["date"] = local
    if status == "future":
        item.schedules_future = True
        if gmt and not gmt.startswith(NO_DATE):
            moment = dt.datetime.fromisoformat(gmt.replace(" ", "T")).replace(tzinfo=dt.UTC)
            item.fields["date"] = moment.isoformat()
        item.notes.append("scheduled in WordPress: scheduled for the same time")


def _plain(value: str) -> str:
    return html_to_plain_line(value) if is_html(value) else " ".join(html.unescape(value).split())

