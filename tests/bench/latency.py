"""Sequential latency of the site's answers beside a hashed static asset, and edit-to-page time."""

import json
import statistics
import time
from pathlib import Path

from tests.addresses import BLOG_INDEX, post_address
from tests.bench.served import Served, fetch
from tests.bench.table import Section

ROUNDS = 200
EDIT_TARGET_SECONDS = 1.0


def _latency_ms(served: Served, path: str) -> tuple[float, float]:
    fetch(served.port, path)  # the first render is not what this measures
    samples = []
    for _ in range(ROUNDS):
        started = time.perf_counter()
        fetch(served.port, path)
        samples.append((time.perf_counter() - started) * 1000)
    return statistics.median(samples), statistics.quantiles(samples, n=20)[18]


def latency_section(served: Served, asset: str, slug: str) -> Section:
    section = Section(f"Sequential latency, {ROUNDS} requests each, against a static asset",
                      ["answer", "p50 ms", "x ref", "p95 ms", "x ref", "bytes"])
    ref_p50, ref_p95 = _latency_ms(served, f"/assets/{asset}")
    section.add(f"reference: /assets/{asset}", ref_p50, 1.0, ref_p95, 1.0,
                len(fetch(served.port, f"/assets/{asset}")[1]))
    targets = {"post list (JSON)": "/api/blog-posts",
               "post list, summary (JSON)": "/api/blog-posts?view=summary",
               "one post (JSON)": f"/api/blog-posts/{slug}", "home page (HTML)": "/",
               "blog list page (HTML)": BLOG_INDEX, "post page (HTML)": post_address(slug),
               "sitemap.xml": "/sitemap.xml"}
    for name, path in targets.items():
        p50, p95 = _latency_ms(served, path)
        section.add(name, p50, p50 / ref_p50, p95, p95 / ref_p95, len(fetch(served.port, path)[1]))
    return section


def edit_to_page_seconds(served: Served, content: Path, slug: str) -> float | None:
    """How long until a post edited on disk shows in its served page (watcher + re-render)."""
    post_file = content / "posts" / f"{slug}.json"
    document = json.loads(post_file.read_text("utf-8"))
    document["title"] = f"Bench edit {time.time()}"
    started = time.perf_counter()
    post_file.write_text(json.dumps(document, indent=2) + "\n", "utf-8")
    while document["title"].encode() not in fetch(served.port, post_address(slug))[1]:
        if time.perf_counter() - started > 10:
            return None
        time.sleep(0.02)
    return time.perf_counter() - started
