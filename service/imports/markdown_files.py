"""Markdown files and folders to import, read the way Jekyll and Hugo read them.

Front matter may be YAML (---), TOML (+++) or JSON; keys are read in any case (Hugo's way).
A Jekyll file name (2014-05-06-jekyll-turns-2-0-0.markdown) gives the date and slug, and the
title, when the front matter does not; a Hugo page bundle (my-post/index.md) gives its folder's
name. Dates fall back as Hugo's do (date, publishDate, lastmod). `draft: true`, Jekyll's
`published: false`, a file under _drafts/ and a past expiryDate make a draft; a post dated in the
future is scheduled for then. Hugo section pages (_index.md) are left out.
"""

import re
from pathlib import Path
from typing import Any

from service.content.errors import InvalidContent
from service.content.slugs import slugify
from service.imports.content import MARKDOWN
from service.imports.front_matter import read_front_matter
from service.imports.items import ImportItem, ImportSource
from service.store.staged_writes import Progress

SUFFIXES = (".md", ".markdown", ".mdown", ".mkdn", ".mkd", ".mkdown")
NAMES = "*.md, *.markdown"
JEKYLL_NAME = re.compile(r"(\d{4}-\d{2}-\d{2})-(.+)")
SECTION_PAGE = "_index"
BUNDLE_PAGE = "index"
SKIPPED_FOLDERS = ("_site", "node_modules")
TRUE_WORDS = frozenset({"true", "yes", "on", "y"})
FALSE_WORDS = frozenset({"false", "no", "off", "n"})
FIELD_KEYS = {  # our field: front-matter keys in order of preference (lower case)
    "id": ("id",), "slug": ("slug",), "title": ("title",),
    "date": ("date", "publishdate", "pubdate", "published", "lastmod", "modified"),
    "excerpt": ("excerpt", "description", "summary"),
    "imageUrl": ("imageurl", "image", "featured_image", "images", "cover"),
    "imageAlt": ("imagealt", "image_alt"), "author": ("author",),
    "status": ("status",), "publishAt": ("publishat",),
}
FLAG_KEYS = ("draft", "published", "expirydate", "expirationdate", "unpublishdate")
USED_KEYS = {key for keys in FIELD_KEYS.values() for key in keys} | set(FLAG_KEYS) | {"coverages"}


def markdown_folder(folder: Path, *, recursive: bool = False,
                    progress: Progress | None = None) -> ImportSource:
    """Every Markdown file in folder (and, recursive, below it), in name order; of a Jekyll
    site (a folder with _posts/), the posts and drafts only, sub-folders included."""
    source = ImportSource(folder, "Markdown", [])
    if (folder / "_posts").is_dir():
        files = [path for path in _markdown_files(folder, True)
                 if path.relative_to(folder).parts[0] in ("_posts", "_drafts")]
        source.notes.append("A Jekyll site: only the posts in _posts/ and _drafts/ were read.")
        recursive = True
    else:
        files = _markdown_files(folder, recursive)
    nested = 0 if recursive else len(_markdown_files(folder, True)) - len(files)
    if not files:
        more = f"; {nested} in its sub-folders: add --recursive" if nested else ""
        raise InvalidContent(f"no Markdown files ({NAMES}) in this folder{more}", folder)
    if nested:
        source.notes.append(f"{nested} Markdown file(s) in sub-folders not read (add "
                            "--recursive to read them)")
    for number, path in enumerate(files, start=1):
        if progress is not None:
            progress("reading", number, len(files))
        if path.stem == SECTION_PAGE:
            source.ignored["section page (_index)"] += 1
            continue
        label = str(path.relative_to(folder))
        try:
            raw = path.read_bytes()
        except OSError as error:
            source.items.append(ImportItem(label, path.parent,
                                           error=error.strerror or str(error)))
            continue
        source.items.append(markdown_file_item(path, raw, label, root=folder))
    return source


def markdown_file_item(path: Path, raw: bytes, label: str, root: Path | None = None
                       ) -> ImportItem:
    """One Markdown file as an import item, its conventions applied (see the module's text)."""
    root = root or path.parent
    item = ImportItem(label, path.parent, content_format=MARKDOWN,
                      image_folders=list(dict.fromkeys([path.parent, root, root.parent])),
                      schedules_future=True)
    try:
        front, body = _front_and_body(raw.decode("utf-8-sig"))
    except UnicodeDecodeError:
        item.error = "not UTF-8 text"
        return item
    except InvalidContent as error:
        item.error = error.reason
        return item
    front = {str(key).lower(): value for key, value in front.items()}
    try:
        coverages = front.get("coverages")
        if coverages is not None:  # a list of product slugs, not a single value
            if not (isinstance(coverages, list) and all(isinstance(c, str) for c in coverages)):
                raise InvalidContent("coverages must be a list of product slugs")
            item.fields["coverages"] = coverages
        for name, keys in FIELD_KEYS.items():
            value = next((_value(front, key) for key in keys if _value(front, key) is not None),
                         None)
            if value is not None:
                item.fields[name] = value
        _apply_flags(item, front, path, root)
    except InvalidContent as error:
        item.error = error.reason
        return item
    _apply_file_name(item, path)
    item.fields["content"] = body
    ignored = sorted(set(front) - USED_KEYS)
    item.notes += [f"ignored front matter: {key}" for key in ignored]
    return item


def _front_and_body(text: str) -> tuple[dict[str, Any], str]:
    """Front matter and body; a file without front matter may name its title in a # line."""
    if text.lstrip("\ufeff").startswith(("---", "+++", "{")):
        return read_front_matter(text)
    lines = text.lstrip("\ufeff").split("\n")
    first = next((number for number, line in enumerate(lines) if line.strip()), None)
    if first is not None and re.match(r"#\s+\S", lines[first]):
        return {"title": lines[first].lstrip("#").strip()}, "\n".join(lines[first + 1:])
    raise InvalidContent("no front matter (a '---' line with title: and the other fields) "
                         "and no '# Title' first line")


def _value(front: dict[str, Any], key: str) -> str | None:
    """A front-matter value as text; Hugo's images list gives its first, its cover map the
    image."""
    value = front.get(key)
    if key == "images" and isinstance(value, list):
        value = value[0] if value else None
    if key == "cover" and isinstance(value, dict):
        value = value.get("image") or value.get("src")
    if value is None or (key == "published" and _flag(value) is not None):
        return None  # Jekyll's published: false is a flag, Hugo's published a date
    if not isinstance(value, str):
        raise InvalidContent(f"{key} must be a single value, not a list or a map")
    return value


def _flag(value: object) -> bool | None:
    text = str(value).strip().lower() if isinstance(value, str) else ""
    return True if text in TRUE_WORDS else False if text in FALSE_WORDS else None


def _apply_flags(item: ImportItem, front: dict[str, Any], path: Path, root: Path) -> None:
    draft = _flag(front.get("draft")) is True
    if _flag(front.get("published")) is False:
        draft = True
        item.notes.append("published: false: imported as a draft")
    elif draft:
        item.notes.append("draft: true: imported as a draft")
    if not draft and "_drafts" in path.relative_to(root.parent).parts[:-1]:
        draft = True
        item.notes.append("in _drafts/: imported as a draft")
    item.publish_from = next((front[key] for key in ("publishdate", "pubdate")
                              if isinstance(front.get(key), str)), None)
    expiry = next((front[key] for key in FLAG_KEYS[2:] if isinstance(front.get(key), str)), None)
    if expiry and not draft:
        item.expires = expiry
    if draft:
        item.fields["status"] = "draft"


def _apply_file_name(item: ImportItem, path: Path) -> None:
    """Jekyll's date and slug from the file name; a page bundle's slug from its folder."""
    stem = path.stem
    if stem == BUNDLE_PAGE and path.parent.name:
        stem = path.parent.name
    match = JEKYLL_NAME.fullmatch(stem)
    if match:
        item.fields.setdefault("date", match.group(1))
        stem = match.group(2)
    if (match or path.stem == BUNDLE_PAGE) and "slug" not in item.fields:
        item.slug_hint = slugify(stem)
        if not item.fields.get("title"):
            item.fields["title"] = " ".join(word.capitalize() for word in re.split(r"[-_]+",
                                                                                   stem) if word)
            item.notes.append("no title: made from the file name")


def _markdown_files(folder: Path, recursive: bool) -> list[Path]:
    pattern = "**/*" if recursive else "*"
    return sorted(path for path in folder.glob(pattern)
                  if path.suffix.lower() in SUFFIXES and path.is_file()
                  and not any(part.startswith(".") or part in SKIPPED_FOLDERS
                              for part in path.relative_to(folder).parts))
