"""Models of the agency's editorial copy: team, home, testimonials, product pages, FAQ and more."""

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StrictInt, StrictStr

from service.store.addresses import COPY_HREF, PRODUCT_PATH, whole
from service.store.contact_fields import Email, Phone
from service.store.html_policy import served_html
from service.store.html_rules import has_markup
from service.store.models import MediaUrl, Slug, clean_text
from service.store.paragraphs import text_to_html

Text = Annotated[StrictStr, Field(min_length=1)]
Href = Annotated[StrictStr, Field(pattern=whole(COPY_HREF))]
ANSWER_MAX = 20_000
LICENSE_MAX = 40


def _widget(widget: str) -> dict[str, Any]:
    """The staff form's widget for a field (the shared convention's x-widget hint)."""
    return {"x-widget": widget}


def _answer_html(answer: str) -> str:
    """An answer as stored and served: HTML in the posts' policy's canonical form (the form the web
    shows without cleaning again), plain text made into paragraphs."""
    return served_html(answer if has_markup(answer) else text_to_html(answer))


Paragraph = Annotated[Text, Field(json_schema_extra=_widget("textarea"))]


class _Copy(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Link(_Copy):
    label: Text
    href: Href
    description: StrictStr | None = None


class Section(_Copy):
    """A titled block of paragraphs with an optional bullet list."""

    heading: Text
    paragraphs: list[Text] = []
    bullets: list[Text] = []


class Agent(_Copy):
    """One member of the team, shown on Our Team in the order of the list."""

    name: Annotated[Text, Field(title="Name")]
    title: Annotated[Text, Field(title="Role", description="Shown under the name, e.g. Agent.")]
    since: Annotated[StrictInt | None, Field(
        title="With the agency since", description="The year they joined; empty hides it.",
        ge=1900, le=2100)] = None
    # A portrait under /media/, once the agency adds one; until then the page shows an illustration.
    photo: Annotated[MediaUrl | None, Field(
        title="Photo",
        description="A portrait; without one the page shows a drawing of their work.",
        json_schema_extra=_widget("image"))] = None
    license: Annotated[StrictStr | None, Field(
        title="License number", description="Their Connecticut producer license number.",
        min_length=1, max_length=LICENSE_MAX)] = None
    languages: Annotated[list[Text], Field(
        title="Languages spoken", description="One language a line, e.g. English, Spanish.")] = []
    phone: Annotated[Phone | None, Field(
        title="Direct phone", description="Their own line, e.g. (203) 555-0150; empty for none.",
        json_schema_extra=_widget("tel"))] = None
    email: Annotated[Email | None, Field(
        title="Direct e-mail", description="Their own address; empty for none.",
        json_schema_extra=_widget("email"))] = None
    credentials: Annotated[list[Text], Field(title="Credentials")] = []
    specialties: Annotated[list[Text], Field(title="Specialties")] = []
    bio: Annotated[list[Paragraph], Field(title="Biography", description="One box a paragraph.")]


class Team(_Copy):
    """Our Team: mission, why-choose-us points and agent profiles."""

    mission: Text
    whyChooseUs: list[Text]
    agents: list[Agent]


class Testimonial(_Copy):
    quote: Text
    name: Text
    town: Text


class Testimonials(_Copy):
    items: list[Testimonial]


class Home(_Copy):
    """The home page's words; the page's layout lives in the web app."""

    headline: Text
    subheadline: Text
    services: list[Link]
    aboutHeading: Text
    about: list[Text]
    ctaHeading: Text
    ctaText: Text


class ServiceDetail(_Copy):
    intro: list[Text]
    sections: list[Section]


class ServiceDetails(_Copy):
    """Long copy for the services that have it, keyed by 'category/slug'."""

    details: dict[StrictStr, ServiceDetail]


class Column(_Copy):
    title: Text
    href: Href
    items: list[Link]


class InsuranceOverview(_Copy):
    title: Text
    intro: list[Text]
    columns: list[Column]


class Category(_Copy):
    key: Literal["vehicle", "property", "business"]
    title: Text
    intro: list[Text]
    links: list[Link]
    showContactButtons: bool


class Categories(_Copy):
    items: list[Category]


class FaqItem(_Copy):
    """A question and its answer, the answer HTML held to the posts' one HTML policy."""

    question: Annotated[Text, Field(title="Question")]
    answer: Annotated[StrictStr, clean_text(ANSWER_MAX), Field(
        title="Answer", min_length=1, max_length=ANSWER_MAX, json_schema_extra=_widget("html")),
        AfterValidator(_answer_html)]


class FaqSection(_Copy):
    id: Literal["general", "car", "home", "life", "renters", "umbrella"]
    title: Text
    items: list[FaqItem]


class Faq(_Copy):
    title: Text
    intro: list[Text]
    sections: list[FaqSection]


class Reason(_Copy):
    title: Text
    text: Text


class WhyIndependent(_Copy):
    title: Text
    intro: list[Text]
    reasons: Annotated[list[Reason], Field(min_length=10, max_length=10)]
    closing: list[Text] = []


class OnlineServices(_Copy):
    title: Text
    intro: list[Text]
    items: list[Link]


class ProductAddress(_Copy):
    """Where a product page lives and what it is called: the list the site routes by."""

    slug: Slug
    path: Annotated[StrictStr, Field(pattern=whole(PRODUCT_PATH))]
    kind: Literal["vehicle", "property", "business"]
    title: Text


class ProductPage(ProductAddress):
    """A static product or business page, rendered by one shared template."""

    summary: Text
    intro: list[Text]
    sections: list[Section]
    links: list[Link] = []


COPY_MODELS: dict[str, type[_Copy]] = {
    "team": Team,
    "testimonials": Testimonials,
    "home": Home,
    "service-details": ServiceDetails,
    "insurance-overview": InsuranceOverview,
    "categories": Categories,
    "faq": Faq,
    "why-independent": WhyIndependent,
    "online-services": OnlineServices,
}
