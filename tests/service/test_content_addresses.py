"""Content pushed through git with addresses the API would refuse: the file is reported and left
out at load, and the site serves the rest (no open redirect, no 500)."""

import json
from pathlib import Path

import pytest

from service.app import create_app
from service.config import Settings
from service.state import EXTENSION_KEY
from tests.addresses import post_address


@pytest.mark.parametrize("target", [
    "//evil.example/blog/new", "https://evil.example/blog/new", "@evil.example/blog/new",
    f"{post_address('new')}\nX-Injected: yes", f"{post_address('new')}\r\n/x /y 302"])
async def test_a_redirect_elsewhere_is_left_out_and_the_site_serves(
        settings: Settings, content_dir: Path, target: str) -> None:
    redirects = content_dir / "redirects.json"
    redirects.write_text(json.dumps([{"from": post_address("old-address"), "to": target}]), "utf-8")
    app = create_app(settings)
    async with app.test_app():
        client = app.test_client()
        moved = await client.get(post_address("old-address"))
        assert moved.status_code not in (301, 500)
        assert "Location" not in moved.headers
        assert (await client.get("/api/site")).status_code == 200
        problem = app.extensions[EXTENSION_KEY].cache.problems[redirects]
        assert "0.to" in problem.reason


async def test_a_product_or_service_address_with_dots_is_left_out(
        settings: Settings, content_dir: Path) -> None:
    product = content_dir / "products" / "flood-insurance.json"
    page = json.loads(product.read_text("utf-8"))
    product.write_text(json.dumps(page | {"path": "/insurance/x/../../../../escaped"}), "utf-8")
    services_file = content_dir / "services.json"
    services = json.loads(services_file.read_text("utf-8"))
    services[0]["slug"] = "vehicle-insurance/../../../../escaped"
    services_file.write_text(json.dumps(services), "utf-8")
    app = create_app(settings)
    async with app.test_app():
        client = app.test_client()
        paths = [p["path"] for p in await (await client.get("/api/products")).get_json()]
        assert paths and not any(".." in path for path in paths)
        assert (await client.get("/api/products/flood-insurance")).status_code == 404
        assert (await client.get("/api/products/renters-insurance")).status_code == 200
        assert (await client.get("/api/services")).status_code == 404
        problems = app.extensions[EXTENSION_KEY].cache.problems
        assert "path" in problems[product].reason
        assert "0.slug" in problems[services_file].reason
