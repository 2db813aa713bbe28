"""Models of the agency's editorial copy: team, home, testimonials, product pages, FAQ and more."""

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr

from service.store.addresses import COPY_HREF, PRODUCT_PATH, whole
from service.store.form_hints import form_field
from service.store.models import MediaUrl, Slug

Text = Annotated[StrictStr, Field(min_length=1)]
Href = Annotated[StrictStr, Field(pattern=whole(COPY_HREF)), form_field("Link address")]
# A paragraph of copy: the same text, edited in a box of several lines.
Paragraph = Annotated[Text, form_field(widget="textarea")]


class _Copy(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Link(_Copy):
    label: Text
    href: Href
    description: StrictStr | None = None


class Section(_Copy):
    """A titled block of paragraphs with an optional bullet list."""

    heading: Text
    paragraphs: list[Paragraph] = []
    bullets: list[Text] = []


class Agent(_Copy):
    name: Text
    title: Text
    since: StrictInt | None = None
    # A portrait under /media/, once the agency adds one; until then the page shows an illustration.
    photo: Annotated[MediaUrl | None, form_field(widget="image")] = None
    credentials: list[Text] = []
    specialties: list[Text] = []
    bio: list[Text]


class Team(_Copy):
    """Our Team: mission, why-choose-us points and agent profiles."""

    mission: Paragraph
    whyChooseUs: Annotated[list[Paragraph], form_field("Why choose us")]
    agents: list[Agent]


class Testimonial(_Copy):
    quote: Paragraph
    name: Text
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
    title: Text
    href: Href
    items: list[Link]


class InsuranceOverview(_Copy):
    title: Text
    intro: list[Paragraph]
    columns: list[Column]


class Category(_Copy):
    key: Annotated[Literal["vehicle", "property", "business"], form_field("Category")]
    title: Text
    intro: list[Paragraph]
    links: list[Link]
    showContactButtons: Annotated[bool, form_field("Show the contact buttons")]


class Categories(_Copy):
    items: list[Category]


class FaqItem(_Copy):
    question: Text
    answer: list[Text]


class FaqSection(_Copy):
    id: Annotated[Literal["general", "car", "home", "life", "renters", "umbrella"],
                  form_field("Topic")]
    title: Text
    items: list[FaqItem]


class Faq(_Copy):
    title: Text
    intro: list[Paragraph]
    sections: list[FaqSection]


class Reason(_Copy):
    title: Text
    text: Paragraph


class WhyIndependent(_Copy):
    title: Text
    intro: list[Paragraph]
    reasons: Annotated[list[Reason], Field(min_length=10, max_length=10)]
    closing: list[Paragraph] = []


class OnlineServices(_Copy):
    title: Text
    intro: list[Paragraph]
    items: list[Link]


class ProductAddress(_Copy):
    """Where a product page lives and what it is called: the list the site routes by."""

    slug: Annotated[Slug, form_field("Short name in addresses (slug)")]
    path: Annotated[StrictStr, Field(pattern=whole(PRODUCT_PATH)), form_field(
        "Page address", "Where the page lives, like /insurance/vehicle/boat-insurance.")]
    kind: Annotated[Literal["vehicle", "property", "business"], form_field("Category")]
    title: Text


class ProductPage(ProductAddress):
    """A static product or business page, rendered by one shared template."""

    summary: Paragraph
    intro: list[Paragraph]
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
