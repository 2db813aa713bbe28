"""The fields content files share: text limits, unwanted characters, slugs, addresses, ids."""

import re
from typing import Annotated, Protocol, TypeVar

from pydantic import AfterValidator, BeforeValidator, ConfigDict, Field, StrictStr
from pydantic_core import PydanticCustomError

from service.content.addresses import HTTPS_URL, IMAGE_URL, MEDIA_URL
from service.content.matching import Matching
from service.content.slugs import SLUG_MAX_LENGTH, SLUG_PATTERN, SLUG_SENTENCE

TITLE_MAX = 200
IMAGE_ALT_MAX = 250
EXCERPT_MAX = 1_000
CONTENT_MAX = 200_000
URL_MAX = 2_000
# A team member's id (copy/team.json): how a post names its author and a staff account its member.
MEMBER_ID_PATTERN = r"[a-z0-9]+(?:-[a-z0-9]+)*"
MEMBER_ID_SENTENCE = "Use lowercase letters, numbers and single dashes, like anna-kowalski"
MEMBER_ID_MAX = 60

# Characters no text of the site may hold: C0 controls but tab and newline, DEL and C1 controls,
# lone surrogates (unencodable) and Unicode noncharacters. XML (the feed) refuses most of them.
# Three patterns because one class holding astral characters scans text about 16 times slower.
ASCII_UNWANTED = re.compile("[\x00-\x08\x0b-\x1f\x7f]")
BMP_UNWANTED = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff\ufdd0-\ufdef\ufffe\uffff]")
ASTRAL_NONCHARACTERS = re.compile(
    "[" + "".join(f"{chr(plane * 0x10000 + 0xFFFE)}{chr(plane * 0x10000 + 0xFFFF)}"
                  for plane in range(1, 17)) + "]")


def without_unwanted_characters(value: object) -> object:
    """Text with the characters above removed (a stray \\x07 pasted into a title, say)."""
    if not isinstance(value, str):
        return value
    if value.isascii():
        return ASCII_UNWANTED.sub("", value)
    value = BMP_UNWANTED.sub("", value)
    if value and max(value) > "\uffff":
        value = ASTRAL_NONCHARACTERS.sub("", value)
    return value


def clean_text(max_length: int) -> BeforeValidator:
    """Text cleaned as above, held to max_length as sent: the limit the OpenAPI document states
    is on what a client sends, so a dropped character does not buy room for one more."""

    def clean(value: object) -> object:
        if isinstance(value, str) and len(value) > max_length:
            raise PydanticCustomError("string_too_long",
                                      "String should have at most {max_length} characters",
                                      {"max_length": max_length})
        return without_unwanted_characters(value)

    return BeforeValidator(clean)


def _check_image_url(value: str | None) -> str | None:
    """Allow null, a site-relative /media/ path or an https address; blank means null."""
    if value is None:
        return None
    if not IMAGE_URL.fullmatch(value):
        raise ValueError("imageUrl must be null, a /media/ path or an https:// address, "
                         "without '..'")
    return value.strip() or None


def _blank_as_none(value: str | None) -> str | None:
    """Text with its surrounding spaces dropped; nothing but spaces is no text (null)."""
    return (value.strip() or None) if value is not None else None


Slug = Annotated[StrictStr, Field(min_length=1, max_length=SLUG_MAX_LENGTH),
                 Matching(SLUG_PATTERN, SLUG_SENTENCE)]
Title = Annotated[StrictStr, clean_text(TITLE_MAX), Field(min_length=1, max_length=TITLE_MAX)]
Excerpt = Annotated[StrictStr, clean_text(EXCERPT_MAX), Field(max_length=EXCERPT_MAX)]
Content = Annotated[StrictStr, clean_text(CONTENT_MAX), Field(max_length=CONTENT_MAX)]
ImageUrl = Annotated[
    Annotated[StrictStr, Field(max_length=URL_MAX), Matching(
        IMAGE_URL, "Choose an uploaded image or write an https:// address")]
    | None, AfterValidator(_check_image_url)]
# What the post's image shows, for people who cannot see it; null when it says nothing (alt="").
ImageAlt = Annotated[Annotated[StrictStr, clean_text(IMAGE_ALT_MAX),
                               Field(max_length=IMAGE_ALT_MAX)] | None,
                     AfterValidator(_blank_as_none)]
# Every link or embed address content holds: https with a host, nothing else (no "javascript:",
# "data:" or "http:"; no spaces around it), so no field can carry a script into a page.
HttpsUrl = Annotated[StrictStr, Matching(
    HTTPS_URL, "Use an https:// address, like https://www.example.com"),
    Field(max_length=URL_MAX)]
MediaUrl = Annotated[StrictStr, Matching(
    MEDIA_URL, "Choose an uploaded image: its address starts with /media/")]
MemberId = Annotated[StrictStr, Matching(re.compile(MEMBER_ID_PATTERN), MEMBER_ID_SENTENCE),
                     Field(max_length=MEMBER_ID_MAX)]
COVERAGES_MAX = 20


def _each_once(values: list[str]) -> list[str]:
    if len(set(values)) != len(values):
        raise PydanticCustomError("repeated", "Name each product once")
    return values


# The products (content/products/<slug>.json) a post is about: their pages list it.
Coverages = Annotated[list[Slug], AfterValidator(_each_once), Field(max_length=COVERAGES_MAX)]


class _HasId(Protocol):
    @property
    def id(self) -> str: ...


Item = TypeVar("Item", bound=_HasId)


def ids_unique(refusal: str) -> AfterValidator:
    """A list's check that no two items have one id: `refusal` says so, given the later item's
    `place` and the `id`."""
    def check(items: list[Item]) -> list[Item]:
        seen: set[str] = set()
        for place, item in enumerate(items):
            if item.id in seen:
                raise ValueError(refusal.format(place=place, id=item.id))
            seen.add(item.id)
        return items
    return AfterValidator(check)


# A content model names every field it takes and is never changed in place.
STRICT = ConfigDict(extra="forbid", frozen=True)
