"""What the home page's sections and the footer hold, read from the real service's server-rendered
HTML (moved from tests/browser/test_home.py: the hero above the fold, the lazy loading, layout
shift, fit and axe stay in the browser)."""

import re
import time
from datetime import date

import pytest

from tests.addresses import BLOG_INDEX, post_address
from tests.browser.helpers import OFFICE_HOURS_NOTE, OFFICE_HOURS_ROWS, e164, with_agency_years
from tests.service.rendered_page import Element, RenderedSite

pytestmark = pytest.mark.clock  # reads the time (years in business, the footer's year)


@pytest.fixture(scope="module")
def home_page(rendered_site: RenderedSite) -> Element:
    return rendered_site.page("/")


def long_us_date(iso_day: str) -> str:
    day = date.fromisoformat(iso_day[:10])
    return f"{day.strftime('%B')} {day.day}, {day.year}"


def section(page: Element, name: str | re.Pattern[str]) -> Element:
    (found,) = [element for element in page.tags("section")
                if "aria-labelledby" in element.attrs
                and (re.search(name, element.name()) if isinstance(name, re.Pattern)
                     else element.name() == name)]
    return found


def test_home_sections_hold_their_links_texts_testimonials_posts_and_call_to_action(
        rendered_site: RenderedSite, home_page: Element) -> None:
    facts = rendered_site.api("/api/site")
    home = rendered_site.api("/api/copy/home")
    testimonials = rendered_site.api("/api/copy/testimonials")["items"]
    posts = rendered_site.api("/api/blog-posts")[:3]

    services = section(home_page, re.compile("^Coverage for your car"))
    for link in home["services"]:
        assert services.link(link["label"]).attrs["href"] == link["href"]
    first_list = services.tags("ul")[0]
    assert len([li for li in first_list.children
                if isinstance(li, Element) and li.tag == "li"]) == 6

    about = section(home_page, home["aboutHeading"])
    for paragraph in home["about"]:
        assert with_agency_years(paragraph, facts["founded"]) in about.text()
    assert about.link("More about our agency").attrs["href"] == "/about"

    figures = section(home_page, "What our neighbors say").tags("figure")
    assert len(figures) == len(testimonials)
    for figure, item in zip(figures, testimonials, strict=True):
        assert figure.tags("blockquote")[0].text() == item["quote"]
        caption = figure.tags("figcaption")[0].text()
        assert item["name"] in caption and item["town"] in caption

    blog = section(home_page, "Insurance tips and local news")
    cards = blog.tags("article")
    assert len(cards) == 3
    for card, post in zip(cards, posts, strict=True):
        assert card.link(post["title"]).attrs["href"] == post_address(post["slug"])
        assert card.tags("time")[0].text() == long_us_date(post["date"])
        if post["imageUrl"] is None:
            assert [img.attrs.get("data-kind") for img in card.tags("img")] == ["illustration"]
        assert card.all(lambda e: e.attrs.get("data-slot") == "image-placeholder") == []
    assert blog.link("View all posts").attrs["href"] == BLOG_INDEX

    cta = section(home_page, home["ctaHeading"])
    assert home["ctaText"] in cta.text()
    assert cta.link("Get a Quote").attrs["href"] == "/request-quote"
    assert cta.link(f"Call {facts['phone']}").attrs["href"] == "tel:" + e164(facts["phone"])
    assert cta.link(f"Text {facts['text']}").attrs["href"] == "sms:" + e164(facts["text"])


def test_footer_links_and_agency_facts(rendered_site: RenderedSite, home_page: Element) -> None:
    facts = rendered_site.api("/api/site")
    (footer,) = home_page.tags("footer")

    assert footer.link(facts["name"]).attrs["href"] == "/"
    quick_links = (("Home", "/"), ("Request a Quote", "/request-quote"), ("Contact Us", "/contact"))
    for label, href in quick_links:
        assert footer.link(label).attrs["href"] == href
    for profile in facts["social"]:
        link = footer.link(f"{profile['name']} (opens in a new tab)")
        assert link.attrs["href"] == profile["url"]
        assert link.attrs.get("target") == "_blank"
        assert link.attrs.get("rel") == "noopener noreferrer"
    address = facts["address"]
    street = f"{address['street']}, {address['city']}, {address['state']} {address['zip']}"
    assert street in footer.text()
    assert footer.link(facts["phone"]).attrs["href"] == "tel:" + e164(facts["phone"])
    assert footer.link(f"Text {facts['text']}").attrs["href"] == "sms:" + e164(facts["text"])
    assert footer.link(facts["email"]).attrs["href"] == "mailto:" + facts["email"]
    texts = [element.text() for element in footer.all()]
    for days, hours in OFFICE_HOURS_ROWS:
        assert days in texts and hours in texts, (days, hours)
    assert OFFICE_HOURS_NOTE in texts
    year = time.localtime().tm_year
    assert f"© {year} {facts['name']}. All rights reserved." in footer.text()
