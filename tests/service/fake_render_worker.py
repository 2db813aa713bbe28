"""A stand-in for the Node render worker that speaks the same JSON-lines protocol, and reports
the API reads each page is made from as the web app makes them (see tests/deploy for the real
worker's)."""

import json
import sys
import time

from service.routes import post_slug
from tests.addresses import BLOG_INDEX

SITE, SUMMARIES = "/api/site", "/api/blog-posts?view=summary"


def reads(url: str) -> list[str]:
    """What the real app reads for url: every page the site facts, most the post summaries."""
    path = url.split("?")[0].rstrip("/") or "/"
    parts = path.strip("/").split("/")
    if path == "/":
        return [SUMMARIES, "/api/copy/home", SITE]
    if path == BLOG_INDEX:
        return [SUMMARIES, SITE]
    slug = post_slug(path)
    if slug is not None:
        return [f"/api/blog-posts/{slug}", SUMMARIES, SITE]
    if parts[0] == "insurance" and len(parts) == 3:
        return [SUMMARIES, "/api/products", f"/api/products/{parts[2]}", SITE]
    known = {"/faqs": [SUMMARIES, "/api/copy/faq", SITE],
             "/about/companies-we-represent": ["/api/companies", SITE],
             "/contact": ["/api/pages/contact", SITE],
             "/request-quote": ["/api/requests/settings", SITE],
             "/reads-something-new": ["/api/something-new", SITE]}
    return known.get(path, [SITE])


def answer(request: dict[str, object], count: int) -> dict[str, object]:
    url = str(request["url"])
    if "boom" in url:
        return {"id": request["id"], "error": "render crashed"}
    queries: list[dict[str, object]] = [{"url": url, "note": "</script><script>x"}]
    if "unreachable" in url:  # the service could not give this page's data
        queries.append({"queryKey": ["post"], "state": {"status": "error", "error": {
            "name": "TypeError", "message": "fetch failed"}}})
    if "posted" in request:  # a refused form post the page's form shows again
        queries.append({"queryKey": ["posted-request"], "state": {
            "status": "success", "data": request["posted"]}})
    if "missing" in url:  # the data is not there: a true answer, a 404 page
        queries.append({"queryKey": ["post"], "state": {"status": "error", "error": {
            "name": "Error", "message": "404: Blog post not found"}}})
    return {"id": request["id"], "status": 404 if "missing" in url else 200,
            "head": f"<title>Fake {url}</title>"
                    f"<link rel=canonical href={request['origin']}{url}>",
            "html": f"<h1>Rendered {url} #{count}</h1>",
            "state": {"queries": queries}, "fetched": reads(url)}


for number, line in enumerate(sys.stdin, start=1):
    request = json.loads(line)
    if "slow" in str(request["url"]):
        time.sleep(30)
    sys.stdout.write(json.dumps(answer(request, number)) + "\n")
    sys.stdout.flush()
