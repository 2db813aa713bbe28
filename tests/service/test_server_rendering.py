"""Server-rendered pages: the worker's head, markup, data and status land in the shell."""

import sys
from collections.abc import AsyncIterator
from dataclasses import replace
from pathlib import Path

import pytest
from quart import Quart

from service.app import create_app
from service.config import Settings
from service.state import AppState
from tests.service.conftest import INDEX_HTML

FAKE_WORKER = Path(__file__).with_name("fake_render_worker.py")
SSR_INDEX = INDEX_HTML.replace(
    "<title>Shell</title>", "<!--ssr-head--><title>Shell</title><!--/ssr-head-->").replace(
    '<div id="root"></div>', '<div id="root"><!--ssr-html--></div><!--ssr-state-->')


@pytest.fixture
async def rendering_app(settings: Settings, web_dist: Path) -> AsyncIterator[Quart]:
    (web_dist / "index.html").write_text(SSR_INDEX, "utf-8")
    app = create_app(replace(settings, render_command=(sys.executable, str(FAKE_WORKER))))
    async with app.test_app():
        yield app


async def test_rendered_head_markup_and_state_are_in_the_page(rendering_app: Quart) -> None:
    response = await rendering_app.test_client().get("/about")
    html = await response.get_data(as_text=True)
    assert response.status_code == 200
    assert "<title>Fake /about</title>" in html and "<title>Shell</title>" not in html
    assert "<link rel=canonical href=http://localhost/about>" in html
    assert '<div id="root"><h1>Rendered /about #' in html
    assert '<script id="query-state" type="application/json">{"queries"' in html
    assert "</script><script>x" not in html  # data cannot close its tag
    assert '<script id="site-facts"' in html


async def test_render_status_is_the_answer_status(rendering_app: Quart) -> None:
    response = await rendering_app.test_client().get("/blog/missing-post")
    assert response.status_code == 404
    assert "Rendered /blog/missing-post" in await response.get_data(as_text=True)


async def test_pages_are_cached_until_the_content_changes(rendering_app: Quart) -> None:
    client = rendering_app.test_client()
    first = await (await client.get("/faqs")).get_data(as_text=True)
    second = await (await client.get("/faqs")).get_data(as_text=True)
    assert first == second
    state: AppState = rendering_app.extensions["agency_content"]
    path = state.store.post_path(state.cache.newest_first[0].slug)
    path.write_text(path.read_text("utf-8").replace('"title": "', '"title": "Changed ', 1),
                    "utf-8")
    await state.cache.refresh({path})
    third = await (await client.get("/faqs")).get_data(as_text=True)
    assert third != first


async def test_query_string_is_part_of_the_rendered_url(rendering_app: Quart) -> None:
    html = await (await rendering_app.test_client().get("/blog?page=2")).get_data(as_text=True)
    assert "Rendered /blog?page=2" in html


async def test_a_failed_render_falls_back_to_the_plain_shell(rendering_app: Quart) -> None:
    response = await rendering_app.test_client().get("/boom")
    html = await response.get_data(as_text=True)
    assert response.status_code == 200
    assert "<title>Shell</title>" in html and "<!--ssr-html-->" in html


async def test_a_slow_render_falls_back_in_time(rendering_app: Quart,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("service.render.RENDER_TIMEOUT_SECONDS", 0.5)
    response = await rendering_app.test_client().get("/slow")
    assert response.status_code == 200
    assert "<title>Shell</title>" in await response.get_data(as_text=True)


async def test_admin_screens_are_never_server_rendered(rendering_app: Quart) -> None:
    response = await rendering_app.test_client().get("/admin/login")
    assert "Rendered" not in await response.get_data(as_text=True)


async def test_without_a_built_worker_the_shell_is_served(settings: Settings) -> None:
    assert settings.render_worker_command is None
    app = create_app(settings)
    async with app.test_app():
        html = await (await app.test_client().get("/about")).get_data(as_text=True)
    assert '<div id="root"></div>' in html
