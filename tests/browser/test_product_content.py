"""A product page is one JSON file: a content copy with one more product document serves that
page, rendered on the server and reached in the browser, and lists it in the sitemap, with no code
change."""

import json
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import collect_console_errors
from tests.browser.test_links import sitemap_paths
from tests.conftest import git, make_content_copy
from tests.servers import running_service

PATH = "/insurance/vehicle-insurance/golf-cart-insurance"
TITLE = "Golf Cart Insurance"
INTRO = ("Golf carts are driven on community roads, in beach associations and around private "
         "property, and a homeowners policy often covers them only on your own land.")


def golf_cart_document() -> dict[str, object]:
    """A product page no code names: the only trace of it is this document."""
    return {
        "slug": "golf-cart-insurance",
        "path": PATH,
        "kind": "vehicle",
        "title": TITLE,
        "summary": "Golf cart insurance for Connecticut owners who drive on community roads, in "
                   "beach associations or on private property.",
        "intro": [INTRO],
        "sections": [{
            "heading": "What a golf cart policy can include",
            "bullets": ["Liability if you injure someone or damage their property",
                        "Collision and comprehensive coverage for the cart itself"],
        }],
    }


@pytest.fixture(scope="module")
def content_with_golf_carts(tmp_path_factory: pytest.TempPathFactory) -> Path:
    content = make_content_copy(tmp_path_factory.mktemp("golf-carts") / "content")
    document = content / "products" / "golf-cart-insurance.json"
    document.write_text(json.dumps(golf_cart_document(), indent=2) + "\n", "utf-8")
    git(content, "add", "--all")
    git(content, "commit", "--quiet", "-m", "Add the golf cart insurance page")
    return content


@pytest.fixture(scope="module")
def golf_cart_site(content_with_golf_carts: Path,
             tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The built app, unchanged, serving that content with server rendering on."""
    instance = tmp_path_factory.mktemp("golf-carts-instance")
    with running_service(content_with_golf_carts, instance, server_rendering=True) as url:
        yield url


def fetch(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url) as answer:
            return answer.status, answer.read().decode("utf-8")
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode("utf-8")


def test_the_new_product_page_is_rendered_on_the_server(golf_cart_site: str) -> None:
    status, html = fetch(golf_cart_site + PATH)
    assert status == 200
    assert f"<title>{TITLE} | Harbor Point Insurance</title>" in html
    assert f">{TITLE}</h1>" in html
    assert INTRO in html
    # Its neighbours that no document names stay unknown.
    assert fetch(golf_cart_site + "/insurance/vehicle-insurance/no-such-cart-insurance")[0] == 404


def test_the_new_product_page_opens_by_client_navigation(page: Page, golf_cart_site: str) -> None:
    errors = collect_console_errors(page)
    page.goto(golf_cart_site + "/insurance/vehicle")
    expect(page.locator("main h1")).to_have_text("Vehicle Insurance")
    # The page marks itself ready once its chunk has loaded and hydrated: from then on the app
    # routes.
    page.wait_for_selector("html[data-page-ready]", state="attached")
    # The app takes the address itself (wouter follows pushState); the marker shows no new
    # document loaded.
    page.evaluate("window.sameDocument = true")
    page.evaluate("path => history.pushState(null, '', path)", PATH)
    expect(page.locator("main h1")).to_have_text(TITLE)
    expect(page.locator("main")).to_contain_text(INTRO)
    expect(page).to_have_title(f"{TITLE} | Harbor Point Insurance")
    assert page.evaluate("window.sameDocument") is True
    assert errors == []


def test_the_sitemap_lists_the_new_product_page(golf_cart_site: str) -> None:
    assert PATH in sitemap_paths(golf_cart_site)
