"""Editorial copy and product pages: served from content/, validated, 404 when unknown."""

import json
from pathlib import Path

import pytest
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.app import create_app
from service.config import Settings
from service.store.copy_models import COPY_MODELS

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
