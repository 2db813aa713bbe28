"""Posts as Markdown-style text with front matter: the editor's form, imports and exports.

Front matter is read with YAML's base loader, so every value is a string as typed: a title
'Yes' or '2025' stays text, and nothing is turned into a date or a number behind the user's back.
Imports also read Hugo's TOML (+++) and JSON ({...}) front matter, their values as the same text.
"""

import datetime as dt
import json
import tomllib
from collections.abc import Callable, Mapping
from typing import Any

from pydantic import ValidationError

from service.content.errors import InvalidContent
from service.content.post import Post
from service.html.paragraphs import html_to_text, text_to_html
from service.imports.markdown_export import html_to_markdown
from service.posts.fields import image_url_or_none, parse_date, text_or_none
from service.store.loading import describe_validation_error

FENCE = "---"
TOML_FENCE = "+++"
EDITABLE_FIELDS = ("title", "date", "excerpt", "imageUrl", "imageAlt")
EDITOR_HINT = ("# Blank lines separate paragraphs. imageUrl: a /media/ path, an https:// "
               "address or null; imageAlt: what the image shows, or null.")


class FrontMatterError(InvalidContent):
    """Text whose front matter is missing, unclosed or not YAML key: value lines."""


def split_front_matter(text: str) -> tuple[dict[str, Any], str]:
    """The front matter's fields (strings, or lists and maps as typed) and the body after it."""
    lines = text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if not lines or lines[0].rstrip() != FENCE:
        raise FrontMatterError("the text must start with a '---' line opening the front matter")
    try:
        end = next(i for i in range(1, len(lines)) if lines[i].rstrip() in (FENCE, "..."))
    except StopIteration:
        raise FrontMatterError("the front matter is not closed by a '---' line") from None
    import yaml  # here, not at the top: PyYAML took 30 ms of every start, which reads no Markdown

    try:
        fields = yaml.load("\n".join(lines[1:end]), Loader=yaml.BaseLoader)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f" (line {mark.line + 2})" if mark is not None else ""
        problem = getattr(error, "problem", None) or str(error)
        raise FrontMatterError(f"broken front matter{where}: {problem}") from error
    if fields is None:
        fields = {}
    if not isinstance(fields, dict):
        raise FrontMatterError("the front matter must be 'key: value' lines")
    return fields, "\n".join(lines[end + 1:])


def read_front_matter(text: str) -> tuple[dict[str, Any], str]:
    """Front matter as Jekyll and Hugo write it (YAML ---, TOML +++ or a JSON object) and the
    body; values as split_front_matter answers them (text, lists and maps)."""
    text = text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    if text.split("\n", 1)[0].rstrip() == TOML_FENCE:
        lines = text.split("\n")
        end = next((i for i in range(1, len(lines)) if lines[i].rstrip() == TOML_FENCE), None)
        if end is None:
            raise FrontMatterError("the front matter is not closed by a '+++' line")
        try:
            fields = tomllib.loads("\n".join(lines[1:end]))
        except tomllib.TOMLDecodeError as error:
            raise FrontMatterError(f"broken TOML front matter: {error}") from error
        return _as_text(fields), "\n".join(lines[end + 1:])
    if text.startswith("{"):
        try:
            value, end_at = json.JSONDecoder().raw_decode(text)
        except ValueError as error:
            raise FrontMatterError(f"broken JSON front matter: {error}") from error
        if not isinstance(value, dict):
            raise FrontMatterError("the JSON front matter must be an object")
        return _as_text(value), text[end_at:].lstrip(" \t").removeprefix("\n")
    return split_front_matter(text)


def _as_text(value: Any) -> Any:
    """TOML and JSON values as YAML's base loader gives them: scalars as the text they read as."""
    if isinstance(value, dict):
        return {str(key): _as_text(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_as_text(item) for item in value]
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dt.date | dt.time):
        return value.isoformat()
    return value if value is None or isinstance(value, str) else str(value)


def join_front_matter(fields: Mapping[str, object], body: str, hint: str | None = None) -> str:
    """Front matter (dates plain, strings quoted only where YAML needs it) and the body."""
    import yaml

    dumped = yaml.safe_dump(dict(fields), sort_keys=False, allow_unicode=True,
                            width=2**31 - 1, default_flow_style=False)
    head = f"{hint}\n" if hint else ""
    return f"{FENCE}\n{head}{dumped}{FENCE}\n\n{body.strip()}\n"


def text_field(fields: Mapping[str, Any], key: str) -> str | None:
    """A scalar front-matter value, or None when the key is absent."""
    value = fields.get(key)
    if value is None:
        return None
    if not isinstance(value, str):
        raise FrontMatterError(f"{key} must be a single value, not a list or a map")
    return value


# -- the editor's form of a post ------------------------------------------------------------
def post_to_editable_text(post: Post) -> str:
    fields = {"title": post.title, "date": post.date, "excerpt": post.excerpt,
              "imageUrl": post.imageUrl, "imageAlt": post.imageAlt}
    return join_front_matter(fields, html_to_text(post.content), hint=EDITOR_HINT)


def post_from_editable_text(text: str, current: Post,
                            resolve_image: Callable[[str | None], str | None] | None = None
                            ) -> Post:
    """The post as edited, validated; raises InvalidContent with the reason in one line.

    resolve_image, when given, checks or brings in the image the text names (see MediaPlan).
    """
    if not text.strip():
        raise FrontMatterError("the text is empty")
    fields, body = split_front_matter(text)
    unknown = sorted(set(fields) - set(EDITABLE_FIELDS))
    if unknown:
        raise FrontMatterError(f"unknown field {unknown[0]!r} in the front matter "
                               f"(allowed: {', '.join(EDITABLE_FIELDS)})")
    missing = [key for key in ("title", "date") if key not in fields]
    if missing:
        raise FrontMatterError(f"{missing[0]} is missing from the front matter")
    values: dict[str, Any] = {
        "title": (text_field(fields, "title") or "").strip(),
        "date": parse_date(text_field(fields, "date")),
        "excerpt": (text_field(fields, "excerpt") or "").strip(),
        "imageUrl": image_url_or_none(text_field(fields, "imageUrl")),
        "imageAlt": text_or_none(text_field(fields, "imageAlt")),
        "content": text_to_html(body),
    }
    if resolve_image is not None:
        values["imageUrl"] = resolve_image(values["imageUrl"])
    return validated_post(current.model_dump() | values)


def validated_post(values: Mapping[str, Any]) -> Post:
    try:
        return Post.model_validate(dict(values))
    except ValidationError as error:
        raise InvalidContent(describe_validation_error(error)) from error


# -- Markdown exports ---------------------------------------------------------------------
def post_to_markdown(post: Post) -> str:
    """A post as a Markdown file that `posts import` reads back to the same post."""
    fields: dict[str, object] = {"id": post.id, "slug": post.slug, "title": post.title,
                                 "date": post.date, "excerpt": post.excerpt,
                                 "imageUrl": post.imageUrl}
    if post.author is not None:
        fields["author"] = post.author
    if post.coverages:
        fields["coverages"] = list(post.coverages)
    if post.imageAlt is not None:
        fields["imageAlt"] = post.imageAlt
    if post.status == "draft":
        fields["status"] = "draft"
    if post.publishAt is not None:
        fields["publishAt"] = post.model_dump(mode="json")["publishAt"]
    return join_front_matter(fields, html_to_markdown(post.content))
