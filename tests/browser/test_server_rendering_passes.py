"""Single-pass server rendering: the built render worker fetches what each route's loader names and
renders every page once, the sitemap's pages, unknown addresses and staff screens alike."""

import json
import subprocess
from collections.abc import Iterator

import pytest

from tests.addresses import post_address
from tests.browser.test_links import UNLISTED_PATHS, sitemap_paths
from tests.servers import web_dist

NOT_LISTED = [*UNLISTED_PATHS, post_address("no-such-post"), "/insurance/vehicle-insurance/bonds",
              "/insurance/nowhere/nothing", "/no/such/page"]


@pytest.fixture(scope="module")
def worker(base_url: str) -> Iterator[subprocess.Popen[str]]:
    """The built worker, reading the served site's API (base_url renders nothing itself)."""
    process = subprocess.Popen(
        ["node", str(web_dist() / "server" / "render-worker.mjs")],
        env={"PATH": "/usr/bin:/bin:/usr/local/bin", "AGENCY_RENDER_API_BASE": base_url},
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    yield process
    assert process.stdin is not None
    process.stdin.close()
    process.wait(timeout=30)


def render(worker: subprocess.Popen[str], request_id: int, url: str) -> dict[str, object]:
    assert worker.stdin is not None and worker.stdout is not None
    message = {"id": request_id, "url": url, "origin": "http://site.test"}
    worker.stdin.write(json.dumps(message) + "\n")
    worker.stdin.flush()
    answer: dict[str, object] = json.loads(worker.stdout.readline())
    assert answer["id"] == request_id
    return answer


@pytest.mark.long  # started first: tests/browser/scheduling.py
def test_every_page_is_rendered_once(worker: subprocess.Popen[str], base_url: str) -> None:
    """Near 10 s, more on a loaded machine: each of some 80 pages rendered by the built worker,
    which only a render of each can tell."""
    urls = [*sitemap_paths(base_url), *NOT_LISTED]
    more_than_once = {}
    for request_id, url in enumerate(urls, start=1):
        answer = render(worker, request_id, url)
        assert "error" not in answer, answer
        if answer["renders"] != 1:
            more_than_once[url] = answer["renders"]
    assert more_than_once == {}


def test_a_single_pass_keeps_status_data_and_reads(worker: subprocess.Popen[str],
                                                   base_url: str) -> None:
    product = render(worker, 1001, "/insurance/property-insurance/homeowners-insurance")
    assert product["status"] == 200 and product["renders"] == 1
    assert product["fetched"] == ["/api/blog-posts?view=summary", "/api/copy/newsletter",
                                  "/api/products", "/api/products/homeowners-insurance",
                                  "/api/site"]
    assert ">Homeowners Insurance</h1>" in str(product["html"])

    missing = render(worker, 1002, post_address("no-such-post"))
    assert missing["status"] == 404 and missing["renders"] == 1
    state = missing["state"]
    assert isinstance(state, dict)
    statuses = {json.dumps(query["queryKey"]): query["state"]["status"]
                for query in state["queries"]}
    assert statuses['["blog-posts", "detail", "no-such-post"]'] == "error"
    assert statuses['["blog-posts", "list", "summary"]'] == "success"
