"""The models of the site's facts and lists: services, pages, companies, the agency's facts and
the old post addresses that forward (redirects.json)."""

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr

from service.content.addresses import CATEGORY_SLUG, POST_ADDRESS, SITE_PATH
from service.content.contact_fields import Email, Phone
from service.content.fields import (
    STRICT,
    TITLE_MAX,
    URL_MAX,
    Content,
    HttpsUrl,
    MediaUrl,
    Slug,
    Title,
)
from service.content.form_hints import form_field
from service.content.matching import Matching
from service.content.office_hours import OfficeHours, SpecialHours


class _Strict(BaseModel):
    model_config = STRICT


class Service(_Strict):
    """An insurance service, keyed by its combined 'category/slug'."""

    slug: Annotated[StrictStr, Matching(CATEGORY_SLUG, (
        "Write the category, a slash and the service's own part in lowercase letters, numbers "
        "and dashes, like vehicle/auto-insurance")), form_field(
        "Address", "The category and the service's own part, like vehicle/auto-insurance.")]
    name: Annotated[StrictStr, Field(min_length=1, max_length=TITLE_MAX),
                    form_field(item_title=True)]
    description: Annotated[StrictStr, Field(min_length=1), form_field(widget="textarea")]


class Page(_Strict):
    """A page with a server-held title and content (about, contact)."""

    title: Title
    content: Annotated[Content, form_field("Text", widget="html")]


class PhoneLine(_Strict):
    label: Annotated[StrictStr, form_field(item_title=True)]
    number: Annotated[Phone, form_field(widget="tel")]


class Company(_Strict):
    """An insurer the agency represents."""

    name: Annotated[StrictStr, form_field(item_title=True)]
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
    name: Annotated[StrictStr, form_field("Network", item_title=True)]
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
# must be of an origin AGENCY_EMBED_ORIGINS allows (service/documents/embeds.py); only owners change
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
    # The one answer time: the Contact Us page, the forms' thanks, the confirmation e-mail and the
    # accessibility notice ({answerTime}) all promise it in these words.
    answerTime: Annotated[StrictStr | None, Field(min_length=1, max_length=60), form_field(
        "How soon we answer", "Ends the sentence “An agent will contact you …”, which the Contact "
        "Us page, the forms and the confirmation e-mail all say.")] = None
    quotePostSlug: Annotated[Slug | None, form_field(
        "Post about quotes", "The address (slug) of the post the quote page links to.")] = None
    features: Features


class Redirect(_Strict):
    """An old post address that answers 301 to the post's new one (redirects.json)."""

    model_config = ConfigDict(extra="forbid", frozen=True, validate_by_name=True,
                              serialize_by_alias=True)

    source: Annotated[StrictStr, Field(alias="from"), Matching(
        POST_ADDRESS, "Write the old address of a post, like /blog/flood-insurance-basics"),
                      form_field("Old address", item_title=True)]
    # Any path of this site, never another site: a redirect must not be an open one.
    target: Annotated[StrictStr, Field(alias="to", max_length=URL_MAX), Matching(
        SITE_PATH, "Write an address on this site starting with a slash, like /contact"),
                      form_field("New address")]
