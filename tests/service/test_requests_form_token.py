"""Form tokens in served pages: a fresh one per response, even when the page came from the cache."""

import re
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from quart import Quart

from service.app import create_app
from service.config import Settings
from service.requests.tokens import FORM_TOKEN_MARKER
from tests.service.test_requests_api import desk_of, quote

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)

# A render worker whose page holds a no-JavaScript form, numbered so a cached answer shows.
WORKER = '''
import json, sys
MARKER = @MARKER@
for count, line in enumerate(sys.stdin, start=1):
    request = json.loads(line)
    html = ('<form method="post" action="/api/requests"><h1>Render #%d</h1>'
            '<input type="hidden" name="formToken" value="%s"></form>' % (count, MARKER))
    answer = {"id": request["id"], "status": 200, "head": "", "html": html, "state": None}
    sys.stdout.write(json.dumps(answer) + "\\n")
    sys.stdout.flush()
'''.replace("@MARKER@", repr(FORM_TOKEN_MARKER))
TOKEN = re.compile(r'name="formToken" value="([^"]+)"')
INDEX = ("<!doctype html><html><head><title>Shell</title><!--site-facts--></head>"
         "<body><div id=\"root\"><!--ssr-html--></div><!--ssr-state--></body></html>")


@pytest.fixture
async def rendering_app(settings: Settings, web_dist: Path,
                        tmp_path: Path) -> AsyncIterator[Quart]:
    (web_dist / "index.html").write_text(INDEX, "utf-8")
    worker = tmp_path / "form_worker.py"
    worker.write_text(WORKER, "utf-8")
    app = create_app(settings.replace(render_command=(sys.executable, str(worker))))
    async with app.test_app():
        yield app


async def page_token(app: Quart, path: str) -> tuple[str, str]:
    response = await app.test_client().get(path)
    assert response.status_code == 200
    page = (await response.get_data()).decode()
    assert FORM_TOKEN_MARKER not in page
    match = TOKEN.search(page)
    assert match is not None, page
    return match.group(1), page


async def test_each_response_gets_its_own_token_even_from_the_cache(
        rendering_app: Quart) -> None:
    first, first_page = await page_token(rendering_app, "/request-quote")
    second, second_page = await page_token(rendering_app, "/request-quote")
    assert "Render #1" in first_page and "Render #1" in second_page  # the cached render
    assert first != second


async def test_a_token_from_a_page_lets_the_form_through(rendering_app: Quart) -> None:
    token, _ = await page_token(rendering_app, "/request-policy-change")
    visitor = rendering_app.test_client()
    too_soon = await visitor.post("/api/requests", json=quote(rendering_app, formToken=token))
    assert (await too_soon.get_json())["message"].startswith("That was quicker")
    desk_of(rendering_app).clock.advance(4)
    sent = await visitor.post("/api/requests", json=quote(rendering_app, formToken=token))
    assert sent.status_code == 201


async def test_the_plain_shell_gets_a_fresh_token_too(app: Quart, web_dist: Path) -> None:
    form = f'<input type="hidden" name="formToken" value="{FORM_TOKEN_MARKER}">'
    (web_dist / "index.html").write_text(INDEX.replace("<!--ssr-html-->", form), "utf-8")
    tokens = {(await page_token(app, "/request-quote"))[0] for _ in range(3)}
    assert len(tokens) == 3


async def test_the_token_endpoint_is_never_cached(app: Quart) -> None:
    response = await app.test_client().get("/api/requests/form-token")
    assert response.headers["Cache-Control"] == "no-store"
    body = await response.get_json()
    assert set(body) == {"token", "minimumSeconds"} and body["minimumSeconds"] == 3
