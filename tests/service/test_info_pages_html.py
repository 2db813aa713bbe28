"""What Companies We Represent, Why an Independent Agent and the FAQ hold, read from the real
service's server-rendered HTML (moved from tests/browser/test_info_pages.py: their fit, axe,
scrolling and keyboard stay in the browser)."""

import re
from typing import Any

from tests.browser.helpers import tel_link
from tests.service.rendered_page import Element, RenderedSite

COMPANIES = "/about/companies-we-represent"
WHY = "/about/why-an-independent-agent"
FAQS = "/faqs"
FAQ_SECTIONS = ["general", "car", "home", "life", "renters", "umbrella"]


def cells(row: Element) -> list[Element]:
    return [cell for cell in row.tags("td")]


def test_companies_table_lists_every_insurer_its_lines_and_website(
        rendered_site: RenderedSite) -> None:
    """Every insurer's row, The Hartford's two lines, each website link."""
    companies = rendered_site.api("/api/companies")
    assert len(companies) == 15
    page = rendered_site.page(COMPANIES)
    (table,) = page.tags("table")
    assert "15 insurance companies" in table.tags("caption")[0].text()
    (head,) = table.tags("thead")
    assert len([th for th in head.tags("th") if th.attrs.get("scope") == "col"]) == 6
    (body,) = table.tags("tbody")
    rows = body.tags("tr")
    assert len(rows) == 15
    for row, company in zip(rows, companies, strict=True):
        (name,) = [th for th in row.tags("th") if th.attrs.get("scope") == "row"]
        assert name.text() == company["name"]
        assert company["category"] in row.text()
        (logo,) = [img for img in row.tags("img")
                   if img.attrs.get("alt") == f"{company['name']} logo"]
        assert logo.attrs["src"] == company["logo"]
        assert re.fullmatch(r"\d+", logo.attrs["width"]) and re.fullmatch(r"\d+",
                                                                           logo.attrs["height"])
        for phone in company["phones"]:
            (link,) = [a for a in row.links() if a.attrs["href"] == tel_link(phone["number"])]
            assert link.text() == phone["number"]
    expect_the_hartford_shows_personal_and_business_lines_apart(rows, companies)
    expect_visit_website_links_open_a_new_tab_and_name_the_company(page, companies)


def expect_the_hartford_shows_personal_and_business_lines_apart(
        rows: list[Element], companies: list[dict[str, Any]]) -> None:
    hartford = next(c for c in companies if c["name"] == "The Hartford")
    assert [p["label"] for p in hartford["phones"]] == ["Personal lines", "Business lines"]
    (row,) = [row for row in rows if row.tags("th")[0].text() == "The Hartford"]
    # Cells: logo, category, the phone lines; the claims line has a column of its own.
    phones = [a for a in cells(row)[2].links() if a.attrs["href"].startswith("tel:")]
    assert len(phones) == 2
    for phone, link in zip(hartford["phones"], phones, strict=True):
        assert link.parent is not None and phone["label"] in link.parent.text()
        assert link.attrs["href"] == tel_link(phone["number"])
    claims = [a for a in cells(row)[3].links() if a.attrs["href"].startswith("tel:")]
    assert [a.attrs["href"] for a in claims] == [tel_link(hartford["claimsPhone"])]


def expect_visit_website_links_open_a_new_tab_and_name_the_company(
        page: Element, companies: list[dict[str, Any]]) -> None:
    for company in companies:
        named = re.compile(r"^Visit Website\b.*" + re.escape(company["name"]))
        (link,) = [a for a in page.links() if named.search(a.name())]
        assert link.attrs["href"] == company["website"]
        assert link.attrs.get("target") == "_blank"
        assert re.search(r"\bnoopener\b", link.attrs.get("rel", ""))


def test_why_independent_shows_ten_numbered_reasons(rendered_site: RenderedSite) -> None:
    copy = rendered_site.api("/api/copy/why-independent")
    page = rendered_site.page(WHY)
    main = page.main()
    assert [h.text() for h in main.headings(1)] == [copy["title"]]
    (numbered,) = main.tags("ol")
    reasons = [li for li in numbered.children if isinstance(li, Element) and li.tag == "li"]
    assert len(reasons) == 10
    for item, reason in zip(reasons, copy["reasons"], strict=True):
        assert reason["title"] in item.text()
        assert reason["text"] in item.text()
    assert copy["closing"][0] in main.text()
    assert page.headings(name="Recent Posts")


def test_faq_has_the_item_ids_of_every_section(rendered_site: RenderedSite) -> None:
    faq = rendered_site.api("/api/copy/faq")
    page = rendered_site.page(FAQS)
    assert [h.text() for h in page.main().headings(1)] == [faq["title"]]
    assert [s["id"] for s in faq["sections"]] == FAQ_SECTIONS
    ids = [element.attrs["id"] for element in page.all(lambda e: "id" in e.attrs)]
    for section in faq["sections"]:
        assert len([s for s in page.tags("section") if s.attrs.get("id") == section["id"]]) == 1
        for number, item in enumerate(section["items"], start=1):
            item_id = f"{section['id']}-{number}"
            wrapper = page.by_id(item_id)
            assert wrapper is not None and ids.count(item_id) == 1
            assert [b.text() for b in wrapper.tags("button")] == [item["question"]]
    assert page.headings(name="Recent Posts")
