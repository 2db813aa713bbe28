"""App fixtures: a service on a temporary content copy and a fake built web app."""

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from quart import Quart
from quart.typing import TestClientProtocol

from service.app import create_app
from service.config import Settings

INDEX_HTML = ("<!doctype html><html><head><title>Shell</title><!--site-facts--></head>"
              "<body><div id=\"root\"></div></body></html>")


@pytest.fixture
def web_dist(tmp_path: Path) -> Path:
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text(INDEX_HTML, "utf-8")
    (dist / "assets" / "main-abc123.js").write_text("console.log('app')", "utf-8")
    return dist


@pytest.fixture
def settings(content_dir: Path, web_dist: Path) -> Settings:
    return Settings(content_dir=content_dir, web_dist=web_dist, watch=False,
                    max_upload_bytes=256 * 1024)


@pytest.fixture
async def app(settings: Settings) -> AsyncIterator[Quart]:
    app = create_app(settings)
    async with app.test_app():
        yield app


@pytest.fixture
def client(app: Quart) -> TestClientProtocol:
    return app.test_client()
