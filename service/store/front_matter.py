"""Posts as Markdown-style text with YAML front matter: the editor's form, imports and exports.

Front matter is read with YAML's base loader, so every value is a string as typed: a title
'Yes' or '2025' stays text, and nothing is turned into a date or a number behind the user's back.
"""

from collections.abc import Callable, Mapping
from typing import Any

import yaml
from pydantic import ValidationError

from service.store.errors import InvalidContent
from service.store.loading import describe_validation_error
from service.store.models import Post
from service.store.paragraphs import html_to_text, text_to_html
from service.store.post_fields import image_url_or_none, parse_date

FENCE = "---"
EDITABLE_FIELDS = ("title", "date", "excerpt", "imageUrl")
EDITOR_HINT = ("# Blank lines separate paragraphs. imageUrl: a /media/ path, an https:// "
               "address or null.")


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


def join_front_matter(fields: Mapping[str, object], body: str, hint: str | None = None) -> str:
    """Front matter (dates plain, strings quoted only where YAML needs it) and the body."""
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
              "imageUrl": post.imageUrl}
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
    fields: dict[str, object] = {"id": post.id, "slug": post.slug, "title": post.title,
                                 "date": post.date, "excerpt": post.excerpt,
                                 "imageUrl": post.imageUrl}
    return join_front_matter(fields, html_to_text(post.content))
