"""Models of the agency's editorial copy: team, home, testimonials, product pages, FAQ and more."""

from typing import Annotated, ClassVar, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StrictInt,
    StrictStr,
    model_validator,
)

from service.content.addresses import COPY_HREF, PRODUCT_PATH
from service.content.booking_types import BookingCopy
from service.content.contact_fields import Email, Phone
from service.content.document_kind import DocumentKind
from service.content.fields import MediaUrl, MemberId, Slug, clean_text, ids_unique
from service.content.form_hints import form_field
from service.content.intake_defaults import IntakeDefaults
from service.content.matching import Matching
from service.content.newsletter_copy import NewsletterCopy
from service.content.notice import Notice
from service.content.slugs import slugify
from service.content.wording import WordingRules
from service.html.paragraphs import text_to_html
from service.html.policy import served_html
from service.html.rules import has_markup

Text = Annotated[StrictStr, Field(min_length=1)]
Href = Annotated[StrictStr, Matching(COPY_HREF, (
    "Write an address on this site (like /contact), an https:// address, mailto: with an e-mail "
    "address or tel: with a phone number")), form_field("Link address", link=True)]
# A paragraph of copy: the same text, edited in a box of several lines.
Paragraph = Annotated[Text, form_field(widget="textarea")]
ANSWER_MAX = 20_000
LICENSE_MAX = 40


def _answer_html(answer: str) -> str:
    """An answer as stored and served: HTML in the posts' policy's canonical form (the form the web
    shows without cleaning again), plain text made into paragraphs."""
    return served_html(answer if has_markup(answer) else text_to_html(answer))


class _Copy(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Link(_Copy):
    label: Annotated[Text, form_field(item_title=True)]
    href: Href
    description: StrictStr | None = None


class Section(_Copy):
    """A titled block of paragraphs with an optional bullet list."""

    heading: Annotated[Text, form_field(item_title=True)]
    paragraphs: list[Paragraph] = []
    bullets: list[Text] = []


class Agent(_Copy):
    """One member of the team, shown on Our Team in the order of the list."""

    name: Annotated[Text, form_field("Name", item_title=True)]
    id: Annotated[MemberId, form_field(
        "Id", "Left empty, it is made from the name (Jane Doe: jane-doe). The end of the address "
        "of their card, and how posts name their author: changing it drops their posts' byline.")]
    title: Annotated[Text, form_field("Role", "Shown under the name, e.g. Agent.")]
    since: Annotated[StrictInt | None, Field(ge=1900, le=2100), form_field(
        "With the agency since", "The year they joined; empty hides it.")] = None
    # A portrait under /media/, once the agency adds one; until then the card shows their initials.
    photo: Annotated[MediaUrl | None, form_field(
        "Photo", "A portrait of them; without one their card shows their initials in a circle.",
        widget="image")] = None
    license: Annotated[StrictStr | None, Field(min_length=1, max_length=LICENSE_MAX), form_field(
        "License number",
        "Their Connecticut insurance producer license number; empty hides it.")] = None
    languages: Annotated[list[Text], form_field(
        "Languages spoken", "One language a line, e.g. English, Spanish.")] = []
    phone: Annotated[Phone | None, form_field(
        "Direct phone", "Their own line, e.g. (203) 555-0150; empty for none.",
        widget="tel")] = None
    email: Annotated[Email | None, form_field(
        "Direct e-mail", "Their own address; empty for none.", widget="email")] = None
    credentials: Annotated[list[Text], form_field("Credentials")] = []
    specialties: Annotated[list[Text], form_field("Specialties")] = []
    bio: Annotated[list[Paragraph], form_field("Biography", "One box a paragraph.")]

    @model_validator(mode="before")
    @classmethod
    def _id_from_name(cls, data: object) -> object:
        """A new member's id left empty is made from their name, as a post's address is from its
        title (the same slug function), so nobody types an id."""
        if isinstance(data, dict) and not data.get("id") and isinstance(data.get("name"), str):
            return {**data, "id": slugify(data["name"])}
        return data


class Team(_Copy):
    """Our Team: mission, why-choose-us points and agent profiles."""

    mission: Paragraph
    whyChooseUs: Annotated[list[Paragraph], form_field("Why choose us")]
    agents: Annotated[list[Agent], ids_unique(
        "the id {id} is given to two members: each needs their own")]


class Testimonial(_Copy):
    quote: Paragraph
    name: Annotated[Text, form_field(item_title=True)]
    town: Text


class Testimonials(_Copy):
    items: list[Testimonial]


class Home(_Copy):
    """The home page's words; the page's layout lives in the web app."""

    headline: Text
    subheadline: Paragraph
    services: list[Link]
    aboutHeading: Annotated[Text, form_field("About heading")]
    about: list[Paragraph]
    ctaHeading: Annotated[Text, form_field("Call to action heading")]
    ctaText: Annotated[Paragraph, form_field("Call to action text")]


class ServiceDetail(_Copy):
    intro: list[Paragraph]
    sections: list[Section]


class ServiceDetails(_Copy):
    """Long copy for the services that have it, keyed by 'category/slug'."""

    details: Annotated[dict[StrictStr, ServiceDetail], form_field("Services")]


class Column(_Copy):
    title: Annotated[Text, form_field(item_title=True)]
    href: Href
    items: list[Link]


class InsuranceOverview(_Copy):
    title: Text
    intro: list[Paragraph]
    columns: list[Column]


class Category(_Copy):
    key: Annotated[Literal["vehicle", "property", "business"], form_field("Category")]
    title: Annotated[Text, form_field(item_title=True)]
    intro: list[Paragraph]
    links: list[Link]
    showContactButtons: Annotated[bool, form_field("Show the contact buttons")]


class Categories(_Copy):
    items: list[Category]


class FaqItem(_Copy):
    """A question and its answer, the answer HTML held to the posts' one HTML policy."""

    question: Annotated[Text, form_field("Question", item_title=True)]
    answer: Annotated[StrictStr, clean_text(ANSWER_MAX), Field(min_length=1, max_length=ANSWER_MAX),
                      form_field("Answer", widget="html"), AfterValidator(_answer_html)]


class FaqSection(_Copy):
    id: Annotated[Literal["general", "car", "home", "life", "renters", "umbrella"],
                  form_field("Topic")]
    title: Annotated[Text, form_field(item_title=True)]
    items: list[FaqItem]


class Faq(_Copy):
    title: Text
    intro: list[Paragraph]
    sections: list[FaqSection]


class Reason(_Copy):
    title: Annotated[Text, form_field(item_title=True)]
    text: Paragraph


class WhyIndependent(_Copy):
    title: Text
    intro: list[Paragraph]
    reasons: Annotated[list[Reason], Field(min_length=10, max_length=10)]
    closing: list[Paragraph] = []


# The one placeholder of the after-a-loss steps: the agency's phone from the site facts.
AGENCY_PHONE = "{phone}"


def _only_the_phone_placeholder(text: str) -> str:
    if "{" in text.replace(AGENCY_PHONE, "") or "}" in text.replace(AGENCY_PHONE, ""):
        raise ValueError(f"Use {AGENCY_PHONE} for the agency's phone; no other {{…}} is filled in")
    return text


Step = Annotated[Paragraph, AfterValidator(_only_the_phone_placeholder)]


class ServiceCentre(_Copy):
    """The client service center: every insurer's bill, claim and claims-line links."""

    heading: Annotated[Text, form_field("Heading")]
    intro: Annotated[Paragraph, form_field("Introduction")]


class AfterLoss(_Copy):
    """What to do first after an accident or a loss, in order."""

    heading: Annotated[Text, form_field("Heading")]
    steps: Annotated[list[Step], Field(min_length=1), form_field(
        "Steps", f"In order; {AGENCY_PHONE} shows the agency's phone number as a link.")]


class OnlineServices(_Copy):
    # Filled in as the page is shown, besides the agency's years (agency check knows them).
    FILLED_PLACEHOLDERS: ClassVar[tuple[str, ...]] = (AGENCY_PHONE.strip("{}"),)

    title: Text
    intro: list[Paragraph]
    items: list[Link]
    serviceCentre: Annotated[ServiceCentre, form_field("Client service center")]
    afterLoss: Annotated[AfterLoss, form_field("After an accident or a loss")]


class ProductAddress(_Copy):
    """Where a product page lives and what it is called: the list the site routes by."""

    slug: Annotated[Slug, form_field("Short name in addresses (slug)")]
    path: Annotated[StrictStr, Matching(PRODUCT_PATH, (
        "Write the page address in lowercase letters, numbers and dashes, like "
        "/insurance/vehicle/boat-insurance")), form_field(
        "Page address", "Where the page lives, like /insurance/vehicle/boat-insurance.")]
    kind: Annotated[Literal["vehicle", "property", "business"], form_field("Category")]
    title: Text


class ProductPage(ProductAddress):
    """A static product or business page, rendered by one shared template."""

    summary: Paragraph
    intro: list[Paragraph]
    sections: list[Section]
    links: list[Link] = []


# Each copy document by name (content/copy/<name>.json): its model, its title for staff and its
# group on the Site screen.
COPY_DOCUMENTS: dict[str, DocumentKind] = {
    "team": DocumentKind(Team, "Team members", "Agency", ("ourTeam#agents",)),
    "testimonials": DocumentKind(Testimonials, "Testimonials", "Agency"),
    "home": DocumentKind(Home, "Home page", "Pages", ("home",)),
    "service-details": DocumentKind(ServiceDetails, "Service details", "Insurance"),
    "insurance-overview": DocumentKind(InsuranceOverview, "Insurance overview", "Insurance",
                                       ("insurance", "insuranceServices")),
    "categories": DocumentKind(Categories, "Insurance categories", "Insurance", (
        "vehicleInsurance#items", "propertyInsurance#items", "businessInsurance#items")),
    "faq": DocumentKind(Faq, "FAQ", "Pages", ("faqs#sections",)),
    "why-independent": DocumentKind(WhyIndependent, "Why an independent agent", "Pages",
                                    ("whyAnIndependentAgent",)),
    "online-services": DocumentKind(OnlineServices, "Online services", "Pages",
                                    ("onlineServices",)),
    "wording-rules": DocumentKind(WordingRules, "Wording rules", "Agency"),
    "privacy": DocumentKind(Notice, "Privacy notice", "Pages", ("privacy",)),
    "accessibility": DocumentKind(Notice, "Accessibility statement", "Pages",
                                  ("accessibility",)),
    "intake-defaults": DocumentKind(IntakeDefaults, "Quote intake defaults", "Agency"),
    "booking": DocumentKind(BookingCopy, "Booking: meeting types", "Agency",
                            ("book", "bookType", "bookManage", "bookReview")),
    "newsletter": DocumentKind(NewsletterCopy, "Newsletter: sign-up and topics", "Agency", (
        "newsletter", "newsletterConfirm", "newsletterCheckInbox", "newsletterPreferences")),
}
COPY_MODELS: dict[str, type[BaseModel]] = {
    name: kind.model for name, kind in COPY_DOCUMENTS.items()}
