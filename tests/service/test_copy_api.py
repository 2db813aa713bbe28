"""Editorial copy and product pages: served from content/, validated, 404 when unknown."""

import json
from pathlib import Path

import pytest
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.app import create_app
from service.config import Settings
from service.content.copy import COPY_MODELS

PRODUCT_SLUGS = [
    "motorcycle-insurance", "motorsport-and-atv-insurance", "classic-car-insurance",
    "rv-and-mobile-home-insurance", "boat-and-watercraft-insurance", "homeowners-insurance",
    "renters-insurance", "condo-insurance", "landlord-protection", "flood-insurance",
    "earthquake-insurance", "general-liability-insurance", "commercial-property-insurance",
    "business-auto-insurance", "commercial-umbrella-insurance",
    "workers-compensation-insurance", "bonds",
]


@pytest.mark.parametrize("name", sorted(COPY_MODELS))
async def test_every_copy_document_is_served(client: QuartClient, name: str) -> None:
    response = await client.get(f"/api/copy/{name}")
    assert response.status_code == 200
    assert isinstance(await response.get_json(), dict)


@pytest.mark.parametrize("slug", PRODUCT_SLUGS)
async def test_every_product_page_is_served(client: QuartClient, slug: str) -> None:
    response = await client.get(f"/api/products/{slug}")
    assert response.status_code == 200
    page = await response.get_json()
    assert page["slug"] == slug and page["path"].endswith("/" + slug)


async def test_the_product_addresses_name_every_product_page_by_path(
        client: QuartClient) -> None:
    response = await client.get("/api/products")
    assert response.status_code == 200 and response.mimetype == "application/json"
    addresses = await response.get_json()
    assert sorted(address["slug"] for address in addresses) == sorted(PRODUCT_SLUGS)
    assert [address["path"] for address in addresses] == \
        sorted(address["path"] for address in addresses)
    for address in addresses:
        page = await (await client.get(f"/api/products/{address['slug']}")).get_json()
        assert address == {name: page[name] for name in ("slug", "path", "kind", "title")}


async def test_a_new_product_file_is_a_new_product_address(
        settings: Settings, content_dir: Path) -> None:
    bonds = json.loads((content_dir / "products" / "bonds.json").read_text("utf-8"))
    golf = bonds | {"slug": "golf-cart-insurance", "kind": "vehicle",
                    "title": "Golf Cart Insurance",
                    "path": "/insurance/vehicle-insurance/golf-cart-insurance"}
    app: Quart = create_app(settings)
    async with app.test_app():
        client = app.test_client()
        before = await client.get("/api/products")
        (content_dir / "products" / "golf-cart-insurance.json").write_text(json.dumps(golf))
        await app.extensions["agency_content"].cache.refresh(
            {content_dir / "products" / "golf-cart-insurance.json"})
        after = await (await client.get("/api/products")).get_json()
        assert {"slug": "golf-cart-insurance", "path": golf["path"], "kind": "vehicle",
                "title": "Golf Cart Insurance"} in after
        assert len(after) == len(await before.get_json()) + 1


@pytest.mark.parametrize("path", ["/api/copy/nothing", "/api/copy/..%2Fsite",
                                  "/api/products/nothing", "/api/products/Bonds"])
async def test_unknown_copy_is_a_json_404(client: QuartClient, path: str) -> None:
    response = await client.get(path)
    assert response.status_code == 404
    assert response.mimetype == "application/json"


async def test_a_malformed_copy_file_is_left_out_and_the_rest_served(
        settings: Settings, content_dir: Path) -> None:
    faq = content_dir / "copy" / "faq.json"
    document = json.loads(faq.read_text("utf-8"))
    document["sections"][0]["id"] = "not-a-section"
    faq.write_text(json.dumps(document), "utf-8")
    app: Quart = create_app(settings)
    async with app.test_app():
        client = app.test_client()
        assert (await client.get("/api/copy/faq")).status_code == 404
        assert (await client.get("/api/copy/team")).status_code == 200
        assert any(p.path == faq for p in app.extensions["agency_content"].cache.problems.values())
