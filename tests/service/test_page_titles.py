"""The site's pages by their own titles: from the content (posts, product pages, services) and
the route table, the same whether read by the running service or from the content folder."""

from pathlib import Path

from quart import Quart

from service.requests.page_titles import cache_titles, page_title, source_titles, store_titles
from service.state import EXTENSION_KEY, AppState
from service.store import ContentStore
from tests.addresses import post_address

HOMEOWNERS = "/insurance/property-insurance/homeowners-insurance"
POST = post_address("a-contractors-guide-to-surety-bonds")


def test_each_page_by_its_own_title_and_none_for_an_address_without_a_page() -> None:
    titles = {HOMEOWNERS: "Homeowners Insurance", POST: "A Contractor's Guide to Surety Bonds"}
    assert page_title(HOMEOWNERS, titles) == "Homeowners Insurance"
    # As the router matches: in any case, with a trailing slash, query and fragment ignored.
    assert page_title(HOMEOWNERS.upper() + "/?utm_source=x#top", titles) == "Homeowners Insurance"
    assert page_title("/faqs", titles) == "Frequently Asked Questions"  # the route table's
    assert page_title("/", titles) == "Home"
    # A content address the content has no page at has no title (never "Insurance Service").
    assert page_title("/insurance/property-insurance/gone", titles) is None
    assert page_title("/nowhere", titles) is None
    assert source_titles({"page": POST, "referrerHost": "x"}, titles) == {
        "page": "A Contractor's Guide to Surety Bonds", "landing": None}


async def test_the_service_and_the_content_folder_give_the_same_titles(
        app: Quart, content_dir: Path) -> None:
    state: AppState = app.extensions[EXTENSION_KEY]
    from_service = cache_titles(state.cache)
    assert from_service == store_titles(ContentStore(content_dir))
    assert from_service[HOMEOWNERS] == "Homeowners Insurance"  # the product page's document
    assert from_service["/insurance/vehicle-insurance/rv-insurance"] == "RV Insurance"  # services
    assert from_service[POST] == "A Contractor's Guide to Surety Bonds"


async def test_a_title_changed_in_the_content_is_the_title_everywhere(
        app: Quart, content_dir: Path) -> None:
    """No second table: the product page's own title is what the lookup gives."""
    state: AppState = app.extensions[EXTENSION_KEY]
    product = content_dir / "products" / "homeowners-insurance.json"
    product.write_text(product.read_text("utf-8").replace(
        '"title": "Homeowners Insurance"', '"title": "Home Insurance"', 1), "utf-8")
    await state.cache.refresh({product.resolve()})
    assert cache_titles(state.cache)[HOMEOWNERS] == "Home Insurance"
    assert store_titles(ContentStore(content_dir))[HOMEOWNERS] == "Home Insurance"
