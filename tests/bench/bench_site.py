"""`make bench`: latency and size of the site's answers, as ratios against references in one run.

The machines are shared and noisy, so absolute times mean little: every figure is reported
beside a reference measured the same way in the same run (a hashed static asset for latency,
the issue's budget for bundle size).
"""

import gzip
import http.client
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from tests.browser.conftest import free_port, wait_until_serving
from tests.conftest import PROJECT_ROOT, make_content_copy

ROUNDS = 200
CONCURRENCY = 8
JS_BUDGET_KB = 100
CSS_BUDGET_KB = 20


def timed_get(port: int, path: str,
              headers: dict[str, str] | None = None) -> tuple[float, int, int]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    start = time.perf_counter()
    connection.request("GET", path, headers=headers or {})
    response = connection.getresponse()
    body = response.read()
    elapsed = time.perf_counter() - start
    connection.close()
    return elapsed, response.status, len(body)


def latency(port: int, path: str, headers: dict[str, str] | None = None) -> dict[str, float]:
    timed_get(port, path, headers)  # warm caches: the first render is measured separately
    samples = [timed_get(port, path, headers)[0] for _ in range(ROUNDS)]
    return {"p50_ms": statistics.median(samples) * 1000,
            "p95_ms": statistics.quantiles(samples, n=20)[18] * 1000}


def throughput(port: int, path: str) -> float:
    started = time.perf_counter()
    with ThreadPoolExecutor(CONCURRENCY) as pool:
        list(pool.map(lambda _: timed_get(port, path), range(ROUNDS)))
    return ROUNDS / (time.perf_counter() - started)


def first_load_sizes(dist: Path) -> dict[str, float]:
    """Gzip sizes of what the home page loads before it is interactive, from the built HTML."""
    html = (dist / "index.html").read_text("utf-8")
    scripts = re.findall(r'(?:src|href)="/assets/([^"]+\.js)"', html)
    styles = re.findall(r'href="/assets/([^"]+\.css)"', html)

    def gz(names: list[str]) -> float:
        return sum(len(gzip.compress((dist / "assets" / n).read_bytes(), 9)) for n in names) / 1024

    return {"js_kb": gz(scripts), "css_kb": gz(styles)}


def main() -> None:
    dist = PROJECT_ROOT / "web" / "dist"
    asset = next((dist / "assets").glob("main-*.js")).name
    with tempfile.TemporaryDirectory() as tmp:
        content = make_content_copy(Path(tmp) / "content")
        port = free_port()
        env = {**os.environ, "AGENCY_PORT": str(port), "AGENCY_CONTENT_DIR": str(content),
               "AGENCY_INSTANCE_DIR": str(Path(tmp) / "instance"), "AGENCY_WATCH": "1"}
        server = subprocess.Popen([sys.executable, "-m", "service"], cwd=PROJECT_ROOT, env=env,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            wait_until_serving(f"http://127.0.0.1:{port}", server)
            slug = json.loads(http_body(port, "/api/blog-posts?view=summary"))[0]["slug"]
            report(port, asset, slug, content)
        finally:
            server.terminate()
            server.wait(timeout=10)
    sizes = first_load_sizes(dist)
    print(f"\nfirst load of a public page (gzip): JS {sizes['js_kb']:.1f} KB = "
          f"{sizes['js_kb'] / JS_BUDGET_KB:.2f} x budget ({JS_BUDGET_KB} KB); "
          f"CSS {sizes['css_kb']:.1f} KB = {sizes['css_kb'] / CSS_BUDGET_KB:.2f} x budget "
          f"({CSS_BUDGET_KB} KB)")


def http_body(port: int, path: str) -> bytes:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request("GET", path)
    body = connection.getresponse().read()
    connection.close()
    return body


def report(port: int, asset: str, slug: str, content: Path) -> None:
    reference = latency(port, f"/assets/{asset}")
    targets = {
        "post list, full (JSON)": "/api/blog-posts",
        "post list, summary (JSON)": "/api/blog-posts?view=summary",
        "one post (JSON)": f"/api/blog-posts/{slug}",
        "home page (HTML)": "/",
        "blog list page (HTML)": "/blog",
        "post page (HTML)": f"/blog/{slug}",
        "sitemap.xml": "/sitemap.xml",
    }
    print(f"reference: static asset /assets/{asset}: p50 {reference['p50_ms']:.2f} ms, "
          f"p95 {reference['p95_ms']:.2f} ms ({ROUNDS} sequential requests)")
    print(f"{'answer':32} {'p50 ms':>8} {'x ref':>7} {'p95 ms':>8} {'x ref':>7} {'bytes':>8}")
    for name, path in targets.items():
        figures = latency(port, path)
        size = timed_get(port, path)[2]
        print(f"{name:32} {figures['p50_ms']:8.2f} {figures['p50_ms'] / reference['p50_ms']:7.2f}"
              f" {figures['p95_ms']:8.2f} {figures['p95_ms'] / reference['p95_ms']:7.2f}"
              f" {size:8d}")
    ref_rate = throughput(port, f"/assets/{asset}")
    loads = (("post page (HTML)", f"/blog/{slug}"), ("post list (JSON)", "/api/blog-posts"))
    for name, path in loads:
        rate = throughput(port, path)
        print(f"throughput {name}: {rate:.0f} req/s = {rate / ref_rate:.2f} x the static asset "
              f"({ref_rate:.0f} req/s, {CONCURRENCY} clients)")
    # A change on disk: how long until the served page shows it (watcher + re-render).
    post_file = content / "posts" / f"{slug}.json"
    document = json.loads(post_file.read_text("utf-8"))
    document["title"] = "Bench edit " + str(time.time())
    started = time.perf_counter()
    post_file.write_text(json.dumps(document, indent=2) + "\n", "utf-8")
    while document["title"].encode() not in http_body(port, f"/blog/{slug}"):
        if time.perf_counter() - started > 10:
            print("an edit on disk did not show within 10 s")
            return
        time.sleep(0.02)
    shown = time.perf_counter() - started
    print(f"an edit on disk shows in the served post page after {shown * 1000:.0f} ms "
          f"= {shown:.2f} x the 1 s target")


if __name__ == "__main__":
    main()
