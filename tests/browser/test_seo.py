"""Search and sharing: JSON-LD on the right pages, robots/sitemap/feed reachable and linked,
the favicon and share image served, no staff code on public pages, the build within budget."""

import json
import re
import urllib.error
import urllib.request
from typing import Any

import pytest
from playwright.sync_api import Page

from tests.addresses import BLOG_INDEX, post_address


@pytest.fixture(scope="session")
def base_url(rendered_base_url: str) -> str:
    """These tests read what the server renders: the served site with server rendering on."""
    return rendered_base_url


def fetch(base_url: str, path: str) -> tuple[int, str, str]:
    try:
        with urllib.request.urlopen(base_url + path) as answer:
            return (
                answer.status,
                answer.headers.get("Content-Type", ""),
                answer.read().decode("utf-8", "replace"),
            )
    except urllib.error.HTTPError as error:
        return error.code, "", error.read().decode("utf-8", "replace")


def json_ld(page_html: str) -> list[dict[str, Any]]:
    head = page_html.split("</head>")[0]
    blocks = re.findall(r'<script type="application/ld\+json"[^>]*>(.*?)</script>', head, re.S)
    return [json.loads(block) for block in blocks]


@pytest.fixture(scope="module")
def facts(base_url: str) -> dict[str, Any]:
    with urllib.request.urlopen(base_url + "/api/site") as answer:
        return json.load(answer)


def agency_checks(data: dict[str, Any], facts: dict[str, Any], base_url: str) -> None:
    assert data["@context"] == "https://schema.org"
    assert data["name"] == facts["name"]
    assert data["url"] == base_url + "/"
    assert data["email"] == facts["email"]
    assert re.sub(r"\D", "", data["telephone"]).endswith(re.sub(r"\D", "", facts["phone"]))
    assert data["address"] == {
        "@type": "PostalAddress",
        "streetAddress": facts["address"]["street"],
        "addressLocality": facts["address"]["city"],
        "addressRegion": facts["address"]["state"],
        "postalCode": facts["address"]["zip"],
        "addressCountry": "US",
    }
    assert [area["name"] for area in data["areaServed"]] == facts["areaServed"]
    assert data["sameAs"] == [link["url"] for link in facts["social"]]
    assert data["openingHoursSpecification"] == [
        {"@type": "OpeningHoursSpecification",
         "dayOfWeek": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
         "opens": "09:00", "closes": "17:00"},
        {"@type": "OpeningHoursSpecification", "dayOfWeek": ["Saturday"],
         "opens": "09:00", "closes": "12:00"},
    ]


@pytest.mark.parametrize("path", ["/", "/contact"])
def test_home_and_contact_describe_the_agency(
    base_url: str, facts: dict[str, Any], path: str
) -> None:
    status, _, page_html = fetch(base_url, path)
    assert status == 200
    agencies = [d for d in json_ld(page_html) if d.get("@type") == "InsuranceAgency"]
    assert len(agencies) == 1
    agency_checks(agencies[0], facts, base_url)


def test_a_post_is_a_blog_posting(base_url: str, facts: dict[str, Any]) -> None:
    with urllib.request.urlopen(base_url + "/api/blog-posts") as answer:
        post = next(p for p in json.load(answer) if p["imageUrl"])
    _, _, page_html = fetch(base_url, post_address(post['slug']))
    (data,) = [d for d in json_ld(page_html) if d.get("@type") == "BlogPosting"]
    assert data["headline"] == post["title"]
    assert data["description"] == post["excerpt"]
    assert data["datePublished"] == post["date"] and data["dateModified"] == post["date"]
    assert data["image"].startswith(base_url + "/")
    assert data["mainEntityOfPage"]["@id"] == f"{base_url}{post_address(post['slug'])}"
    # The post's team member is its author; the agency publishes it.
    with urllib.request.urlopen(base_url + "/api/authors") as answer:
        author = next(a for a in json.load(answer) if a["id"] == post["author"])
    assert data["author"] == {"@type": "Person", "name": author["name"],
                              "jobTitle": author["role"],
                              "url": f"{base_url}/about/our-team#{author['id']}"}
    assert data["publisher"]["name"] == facts["name"]
    assert '<meta property="og:type" content="article"' in page_html


def test_a_product_page_has_breadcrumbs(base_url: str) -> None:
    path = "/insurance/vehicle-insurance/motorcycle-insurance"
    _, _, page_html = fetch(base_url, path)
    (data,) = [d for d in json_ld(page_html) if d.get("@type") == "BreadcrumbList"]
    items = data["itemListElement"]
    assert [item["name"] for item in items] == [
        "Home",
        "Insurance Services",
        "Vehicle Insurance",
        "Motorcycle Insurance",
    ]
    assert [item["position"] for item in items] == [1, 2, 3, 4]
    assert [item["item"] for item in items] == [
        base_url + p for p in ["/", "/insurance", "/insurance/vehicle", path]
    ]


def test_the_faq_is_an_faq_page_whose_answers_are_plain_text(base_url: str) -> None:
    with urllib.request.urlopen(base_url + "/api/copy/faq") as answer:
        faq = json.load(answer)
    _, _, page_html = fetch(base_url, "/faqs")
    (data,) = [d for d in json_ld(page_html) if d.get("@type") == "FAQPage"]
    questions = [item for section in faq["sections"] for item in section["items"]]
    assert [entry["name"] for entry in data["mainEntity"]] == [q["question"] for q in questions]
    texts = [entry["acceptedAnswer"]["text"] for entry in data["mainEntity"]]
    assert all(text and "<" not in text and "&amp;" not in text for text in texts)
    linked = next(i for i, q in enumerate(questions) if '<a href="' in q["answer"])
    assert "online policy change request" in texts[linked]


def test_robots_sitemap_and_feed_are_served_and_linked(base_url: str) -> None:
    status, _, robots = fetch(base_url, "/robots.txt")
    assert status == 200 and f"Sitemap: {base_url}/sitemap.xml" in robots
    status, _, sitemap = fetch(base_url, "/sitemap.xml")
    assert status == 200 and f"<loc>{base_url}{BLOG_INDEX}</loc>" in sitemap
    with urllib.request.urlopen(base_url + "/api/blog-posts") as answer:
        slugs = [p["slug"] for p in json.load(answer)]
    for slug in slugs:
        assert f"<loc>{base_url}{post_address(slug)}</loc>" in sitemap
    status, _, feed = fetch(base_url, "/feed.xml")
    assert status == 200 and "<feed" in feed
    for path in ["/", BLOG_INDEX, "/contact", "/no-such-page"]:
        page_html = fetch(base_url, path)[2]
        assert re.search(
            r'<link rel="alternate" type="application/atom\+xml" href="/feed\.xml"', page_html
        ), path


def test_favicon_and_share_image_answer(base_url: str) -> None:
    page_html = fetch(base_url, "/")[2]
    icon = re.search(r'<link rel="icon" href="([^"]+)"', page_html)
    assert icon
    status, content_type, _ = fetch(base_url, icon.group(1))
    assert status == 200 and "svg" in content_type
    og_image = re.search(r'<meta property="og:image" content="([^"]+)"', page_html)
    assert og_image and og_image.group(1).startswith(base_url)
    with urllib.request.urlopen(og_image.group(1)) as answer:
        assert answer.status == 200
        assert answer.read(8) == b"\x89PNG\r\n\x1a\n"


NO_STAFF_CODE_PATHS = [
    "/", BLOG_INDEX, "/contact", "/insurance/property-insurance/homeowners-insurance"]


def test_public_pages_load_no_staff_code(page: Page, base_url: str) -> None:
    """The pages one after another in one test (each loaded afresh and scrolled to its end)."""
    scripts: list[str] = []
    page.on(
        "request",
        lambda request: scripts.append(request.url) if request.resource_type == "script" else None,
    )
    for path in NO_STAFF_CODE_PATHS:
        scripts.clear()
        page.goto(base_url + path, wait_until="networkidle")
        page.mouse.wheel(0, 20000)
        page.wait_for_timeout(500)
        assert scripts, f"no scripts loaded at all on {path}"
        staff = [
            url
            for url in scripts
            if re.search(r"/assets/(admin-|post-editor|admin-editor|sign-in)", url)
        ]
        assert not staff, (path, staff)
