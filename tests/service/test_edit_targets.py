"""Every public page has an edit target, from the documents' declarations and the route table:
"Edit this page" on /faqs opens the FAQ (its sections), a product page its own document, a post
its editor; only staff may ask, and an address that is no public page is 404."""

from typing import Any
from urllib.parse import parse_qs, urlsplit

from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.content import DESCRIBED
from service.documents import document_schema
from service.render.public_paths import exported_paths
from service.routes import BY_ID
from service.site.edit_targets import DECLARED, PUBLIC
from service.state import EXTENSION_KEY, AppState
from tests.addresses import post_address
from tests.service.conftest import StaffClient

TARGET = "/api/admin/edit-target"


async def target(client: StaffClient, path: str) -> dict[str, Any]:
    response = await client.get(TARGET, query_string={"path": path})
    assert response.status_code == 200, (path, await response.get_data())
    return dict(await response.get_json())


async def test_every_public_page_has_an_edit_target_that_opens_in_the_workspace(
        app: Quart, client: StaffClient) -> None:
    state: AppState = app.extensions[EXTENSION_KEY]
    paths = exported_paths(state.cache)
    routes = set()
    for path in paths:
        answer = await target(client, path)
        routes.add(answer["route"])
        assert answer["href"].startswith(BY_ID["adminHome"].path), path
        if answer["document"]:
            query = parse_qs(urlsplit(answer["href"]).query)
            assert query["document"] == [answer["document"]] and query["page"] == [path]
    assert routes == {route.id for route in PUBLIC}


async def test_the_faq_page_opens_the_faq_and_a_product_page_its_own_document(
        client: StaffClient) -> None:
    faq = await target(client, "/faqs")
    assert faq == {"route": "faqs", "document": "copy/faq", "section": "sections", "post": None,
                   "href": "/admin/site?document=copy%2Ffaq&section=sections&page=%2Ffaqs"}
    bonds = await target(client, "/insurance/business-insurance/bonds")
    assert bonds["document"] == "products/bonds"
    post = await target(client, post_address("what-a-personal-umbrella-policy-does"))
    assert post["post"] == "what-a-personal-umbrella-policy-does"
    assert post["href"] == "/admin/blog-editor?slug=what-a-personal-umbrella-policy-does"
    assert (await target(client, "/contact"))["document"] == "pages/contact"


def test_each_declared_section_is_a_field_of_its_document() -> None:
    for route, (name, section) in DECLARED.items():
        assert route in BY_ID and name in DESCRIBED
        if section:
            assert section in document_schema(name)["properties"], (route, name, section)


async def test_visitors_may_not_ask_and_no_page_or_a_bad_path_is_refused(
        anonymous: QuartClient, client: StaffClient) -> None:
    assert (await anonymous.get(TARGET, query_string={"path": "/faqs"})).status_code == 401
    for path, status in (("/admin/site", 404), ("/nowhere/at/all/here", 404),
                         ("faqs", 400), ("//evil.example", 400), ("", 400)):
        response = await client.get(TARGET, query_string={"path": path})
        assert response.status_code == status, path
