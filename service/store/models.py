"""Pydantic models of every content file; their field names are the API's, letter for letter."""

import datetime as dt
import re
from typing import Annotated, Literal

from pydantic import (
    AfterValidator,
    AwareDatetime,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StrictInt,
    StrictStr,
)
from pydantic_core import PydanticCustomError

from service.store.addresses import (
    CATEGORY_SLUG,
    HTTPS_URL,
    IMAGE_URL,
    MEDIA_URL,
    POST_ADDRESS,
    SITE_PATH,
    fully_matching,
    whole,
)
from service.store.contact_fields import Email, Phone
from service.store.errors import InvalidSlug
from service.store.form_hints import form_field
from service.store.office_hours import OfficeHours, SpecialHours, TextDate
from service.store.post_limits import (
    CONTENT_MAX as CONTENT_MAX,
    EXCERPT_MAX as EXCERPT_MAX,
    IMAGE_ALT_MAX as IMAGE_ALT_MAX,
    TITLE_MAX as TITLE_MAX,
    URL_MAX as URL_MAX,
)
from service.store.slugs import SLUG_MAX_LENGTH, SLUG_PATTERN, is_valid_slug
from service.store.wording_models import WordingReview

# A team member's id (copy/team.json): how a post names its author and a staff account its member.
MEMBER_ID_PATTERN = r"[a-z0-9]+(?:-[a-z0-9]+)*"
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


def _valid_slug(value: str) -> str:
    """A slug as check_slug takes it, refused in the store's own words wherever it comes from."""
    if not is_valid_slug(value):
        raise ValueError(str(InvalidSlug(value)))
    return value


Slug = Annotated[StrictStr, AfterValidator(_valid_slug), Field(
    json_schema_extra={"pattern": whole(SLUG_PATTERN)}, min_length=1, max_length=SLUG_MAX_LENGTH)]
Title = Annotated[StrictStr, clean_text(TITLE_MAX), Field(min_length=1, max_length=TITLE_MAX)]
Excerpt = Annotated[StrictStr, clean_text(EXCERPT_MAX), Field(max_length=EXCERPT_MAX)]
Content = Annotated[StrictStr, clean_text(CONTENT_MAX), Field(max_length=CONTENT_MAX)]
ImageUrl = Annotated[
    Annotated[StrictStr, Field(max_length=URL_MAX, json_schema_extra={"pattern": whole(IMAGE_URL)})]
    | None, AfterValidator(_check_image_url)]
# What the post's image shows, for people who cannot see it; null when it says nothing (alt="").
ImageAlt = Annotated[Annotated[StrictStr, clean_text(IMAGE_ALT_MAX),
                               Field(max_length=IMAGE_ALT_MAX)] | None,
                     AfterValidator(_blank_as_none)]
# Every link or embed address content holds: https with a host, nothing else (no "javascript:",
# "data:" or "http:"; no spaces around it), so no field can carry a script into a page.
HttpsUrl = Annotated[StrictStr, AfterValidator(fully_matching(
    HTTPS_URL, "Use an https:// address, like https://www.example.com")),
    Field(max_length=URL_MAX, json_schema_extra={"pattern": whole(HTTPS_URL)})]
MediaUrl = Annotated[StrictStr, Field(pattern=whole(MEDIA_URL))]
MemberId = Annotated[StrictStr, Field(pattern=f"^{MEMBER_ID_PATTERN}$", max_length=MEMBER_ID_MAX)]
COVERAGES_MAX = 20


def _each_once(values: list[str]) -> list[str]:
    if len(set(values)) != len(values):
        raise PydanticCustomError("repeated", "Name each product once")
    return values


# The products (content/products/<slug>.json) a post is about: their pages list it.
Coverages = Annotated[list[Slug], AfterValidator(_each_once), Field(max_length=COVERAGES_MAX)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


def _utc(value: dt.datetime | None) -> dt.datetime | None:
    return value.astimezone(dt.UTC) if value is not None else None


PublishAt = Annotated[AwareDatetime | None, AfterValidator(_utc)]
# Only drafts say so on disk: a file without "status" is published, as every post before drafts.
StoredStatus = Literal["draft", "published"] | None


class Post(_Strict):
    """A blog post as stored in posts/<slug>.json; the API answers visitors without the last two.

    `status` is "draft" for a post only staff see; `publishAt` is the moment a post becomes
    public (a scheduled post until then), kept afterwards as when it went live.
    `wordingReviews` are the wording findings staff reviewed and let stand (staff read them,
    visitors never do).
    """

    id: Annotated[StrictInt, Field(ge=1)]
    slug: Slug
    title: Title
    date: dt.date
    excerpt: Excerpt
    content: Content
    imageUrl: ImageUrl = None
    imageAlt: ImageAlt = None
    # The id of the team member who wrote it (copy/team.json); null: no byline.
    author: MemberId | None = None
    # The slugs of the products it is about (content/products); their pages list the post.
    coverages: Coverages = []
    status: StoredStatus = None
    publishAt: PublishAt = None
    wordingReviews: list[WordingReview] = []


PUBLIC_POST_FIELDS = ("id", "slug", "title", "date", "excerpt", "content", "imageUrl", "imageAlt",
                      "author", "coverages")


WriteStatus = Literal["draft", "published", "scheduled"]
ACKNOWLEDGE_MAX = 50


def _as_reviewed(name: str) -> object:
    """A field of WordingReview with its limits, so that an acknowledgement takes what a review
    may keep."""
    return Annotated[StrictStr, *WordingReview.model_fields[name].metadata]


class Acknowledgement(_Strict):
    """A wording finding staff reviewed and let stand, named as the checks name it."""

    rule: _as_reviewed("rule")  # type: ignore[valid-type]
    phrase: _as_reviewed("phrase")  # type: ignore[valid-type]
    excerpt: _as_reviewed("excerpt")  # type: ignore[valid-type]


Acknowledgements = Annotated[list[Acknowledgement] | None, Field(
    max_length=ACKNOWLEDGE_MAX, description=(
        "Risk findings of the wording (GET or POST …/checks) that staff reviewed and let stand. "
        "A write that leaves the text public is refused (409, with the findings) while a risk "
        "finding is neither named here nor reviewed before; kept as the text's wordingReviews "
        "while the text still has the finding."))]


class PostChange(_Strict):
    """What a change to a post may say; fields left out stay as they are.

    `status` "published" means now, "scheduled" needs `publishAt` (ISO 8601 with an offset, or
    Connecticut wall time without one); `slug` moves the post to a new address.
    """

    title: Title | None = None
    excerpt: Excerpt | None = None
    content: Content | None = None
    imageUrl: ImageUrl = None
    imageAlt: ImageAlt = None
    author: Annotated[MemberId | None, Field(description=(
        "The id of the team member shown as the author (copy/team.json); null: no byline. "
        "Left out: unchanged."))] = None
    coverages: Annotated[Coverages | None, Field(description=(
        "The slugs of the products the post is about (content/products; GET /api/products), "
        "whose pages list it; [] for none. A slug no product has is refused with 422. "
        "Left out: unchanged."))] = None
    slug: Slug | None = None
    date: TextDate | None = None
    status: WriteStatus | None = None
    publishAt: Annotated[StrictStr | None, Field(max_length=40)] = None
    acknowledge: Acknowledgements = None


class PostUpdate(PostChange):
    """The PATCH body: the four fields staff edit (title, excerpt, content, imageUrl), all
    required, and PostChange's optional ones (imageAlt among them: left out, it stays as it is,
    so an editor that does not show it never clears it)."""

    title: Title
    excerpt: Excerpt
    content: Content
    imageUrl: ImageUrl


class NewPost(PostChange):
    """A post to add: a title is enough; it starts as a draft unless told otherwise."""

    title: Title
    excerpt: Excerpt = ""
    content: Content = ""
    status: WriteStatus | None = "draft"


class Service(_Strict):
    """An insurance service, keyed by its combined 'category/slug'."""

    slug: Annotated[StrictStr, Field(pattern=whole(CATEGORY_SLUG)), form_field(
        "Address", "The category and the service's own part, like vehicle/auto-insurance.")]
    name: Annotated[StrictStr, Field(min_length=1, max_length=TITLE_MAX)]
    description: Annotated[StrictStr, Field(min_length=1), form_field(widget="textarea")]


class Page(_Strict):
    """A page with a server-held title and content (about, contact)."""

    title: Title
    content: Annotated[Content, form_field("Text", widget="html")]


class PhoneLine(_Strict):
    label: StrictStr
    number: Annotated[Phone, form_field(widget="tel")]


class Company(_Strict):
    """An insurer the agency represents."""

    name: StrictStr
    category: StrictStr
    website: Annotated[HttpsUrl, form_field(widget="url")]
    phones: Annotated[list[PhoneLine], form_field("Phone numbers")]
    logo: Annotated[MediaUrl, form_field(widget="image")]
    # Client self-service: where to pay a bill, where to report a claim, the 24-hour claims line.
    payBillUrl: Annotated[HttpsUrl | None, form_field("Pay a bill online", widget="url")] = None
    claimUrl: Annotated[HttpsUrl | None, form_field("Report a claim online", widget="url")] = None
    claimsPhone: Annotated[Phone | None, form_field("24-hour claims phone", widget="tel")] = None


class Address(_Strict):
    street: StrictStr
    city: StrictStr
    state: StrictStr
    zip: Annotated[StrictStr, form_field("ZIP code")]


class SocialLink(_Strict):
    name: Annotated[StrictStr, form_field("Network")]
    url: Annotated[HttpsUrl, form_field("Address", widget="url")]


class FormEmbeds(_Strict):
    quoteEmbedUrl: Annotated[HttpsUrl | None, form_field(
        "Quote form address", widget="url")] = None
    policyChangeEmbedUrl: Annotated[HttpsUrl | None, form_field(
        "Policy change form address", widget="url")] = None
    embedScriptUrl: Annotated[HttpsUrl | None, form_field(
        "Form script address", widget="url")] = None


class MapEmbed(_Strict):
    embedUrl: Annotated[HttpsUrl | None, form_field("Map shown on the page", widget="url")] = None
    linkUrl: Annotated[HttpsUrl | None, form_field("Directions link", widget="url")] = None


# The site facts' addresses of what the site loads into its pages (frames, the form script): each
# must be of an origin AGENCY_EMBED_ORIGINS allows (service/store/embeds.py); only owners change
# them (document_models.OWNER_ONLY_FIELDS).
EMBED_FIELDS = ("forms.quoteEmbedUrl", "forms.policyChangeEmbedUrl", "forms.embedScriptUrl",
                "map.embedUrl")


class Features(_Strict):
    inlinePostEditing: Annotated[bool, form_field(
        "Edit posts on the blog pages", "Staff can change a post where it is shown.")] = False


class SiteFacts(_Strict):
    """The agency's facts: one file that drives every page showing them."""

    name: Annotated[StrictStr, form_field("Agency name")]
    shortName: StrictStr
    tagline: StrictStr
    description: Annotated[StrictStr, form_field(widget="textarea")]
    phone: Annotated[Phone, form_field(widget="tel")]
    text: Annotated[Phone, form_field("Text messages", widget="tel")]
    fax: Annotated[Phone, form_field(widget="tel")]
    email: Annotated[Email, form_field(widget="email")]
    address: Annotated[Address, form_field("Office address")]
    hours: Annotated[OfficeHours, form_field("Office hours")]
    specialHours: Annotated[SpecialHours, form_field(
        "Special dates", "Holidays and other days with other hours than the week's.")] = []
    # The one founding year: pages name it and count the years in business from it, and copy names
    # them through the {founded} and {yearsInBusiness} placeholders (web/src/lib/agency-years.ts).
    founded: Annotated[StrictInt, Field(ge=1800, le=2100), form_field(
        "Founded (year)", "The year the agency opened. Every page that names it or counts the "
        "years in business takes it from here; in copy, write {founded} or {yearsInBusiness}.")]
    areaServed: Annotated[list[StrictStr], form_field("Towns served")]
    social: Annotated[list[SocialLink], form_field("Social media")]
    forms: Annotated[FormEmbeds, form_field("Embedded forms")]
    map: MapEmbed
    quotePostSlug: Annotated[Slug | None, form_field(
        "Post about quotes", "The address (slug) of the post the quote page links to.")] = None
    features: Features


class ImageUpload(_Strict):
    """The answer to an image upload."""

    imageUrl: StrictStr


def post_sort_key(post: Post) -> tuple[dt.date, int]:
    """Newest first when sorted in reverse: by date, then id."""
    return (post.date, post.id)


class Redirect(_Strict):
    """An old post address that answers 301 to the post's new one (redirects.json)."""

    model_config = ConfigDict(extra="forbid", frozen=True, validate_by_name=True,
                              serialize_by_alias=True)

    source: Annotated[StrictStr, Field(alias="from", pattern=whole(POST_ADDRESS)),
                      form_field("Old address")]
    # Any path of this site, never another site: a redirect must not be an open one.
    target: Annotated[StrictStr, Field(alias="to", pattern=whole(SITE_PATH), max_length=URL_MAX),
                      form_field("New address")]
