"""The built app is served by the service and renders in a real browser."""

from playwright.sync_api import Page, expect

from tests.browser.helpers import collect_console_errors


def test_home_renders_the_agency_name_from_site_facts(page: Page, base_url: str) -> None:
    errors = collect_console_errors(page)
    page.goto(base_url + "/")
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    expect(page.get_by_text("Harbor Point Insurance").first).to_be_visible()
    assert errors == []


def test_deep_link_is_served_by_the_app_history_fallback(page: Page, base_url: str) -> None:
    page.goto(base_url + "/blog")
    expect(page.get_by_role("link").first).to_be_visible()
    titles = page.request.get(base_url + "/api/blog-posts").json()
    expect(page.get_by_text(titles[0]["title"]).first).to_be_visible()


def test_unknown_path_shows_the_not_found_page(page: Page, base_url: str) -> None:
    page.goto(base_url + "/no/such/page")
    expect(page.get_by_text("404 Page Not Found")).to_be_visible()
    expect(page.get_by_text("Did you forget to add the page to the router?")).to_be_visible()
