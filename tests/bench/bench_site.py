"""`make bench`: the site's speed and size, each figure beside a reference measured in the same run.

The machines are shared and noisy, so absolute figures mean little on their own: answers are set
against nginx serving the same bytes, latencies against a static asset, sizes against the budget.
Prints one table and writes it to .bench/results.txt.
"""

import json
import sys
import tempfile
import time
from pathlib import Path

from tests.bench.bundles import bundle_section
from tests.bench.corpus import make_corpus
from tests.bench.export import export_section
from tests.bench.latency import EDIT_TARGET_SECONDS, edit_to_page_seconds, latency_section
from tests.bench.lighthouse import CATEGORIES, audit
from tests.bench.scale import scale_section
from tests.bench.served import Served, fetch, running_service
from tests.bench.slow_clients import slow_client_section
from tests.bench.table import Section, render
from tests.bench.throughput import throughput_section
from tests.conftest import PROJECT_ROOT, make_content_copy

RESULTS = PROJECT_ROOT / ".bench" / "results.txt"
CORPUS_POSTS = 200
LIGHTHOUSE_TARGETS = {"performance": 98, "accessibility": 100, "best-practices": 100, "seo": 100}


def progress(text: str) -> None:
    print(f"[bench {time.strftime('%H:%M:%S')}] {text}", file=sys.stderr, flush=True)


def product_path(content: Path) -> str:
    paths: list[str] = sorted(json.loads(p.read_text("utf-8"))["path"]
                              for p in (content / "products").glob("*.json"))
    return paths[0]


def lighthouse_section(served: Served, pages: dict[str, str]) -> Section:
    section = Section("Lighthouse, mobile defaults, median of 3 (real content, server rendering)",
                      ["page", *CATEGORIES, "CLS"])
    section.add("target", *(f">= {LIGHTHOUSE_TARGETS[name]}" for name in CATEGORIES), "0")
    for name, path in pages.items():
        progress(f"lighthouse {path}")
        scores = audit(served.url + path)
        section.add(f"{name} {path}", *(f"{scores.categories[c]:.0f}" for c in CATEGORIES),
                    f"{scores.cls:.3f}")
    return section


def site_sections(folder: Path) -> list[Section]:
    content = make_content_copy(folder / "content")
    asset = next((PROJECT_ROOT / "web" / "dist" / "assets").glob("main-*.js")).name
    with running_service(content, folder / "instance") as served:
        slug = json.loads(fetch(served.port, "/api/blog-posts?view=summary")[1])[0]["slug"]
        pages = {"home": "/", "blog": "/blog", "post": f"/blog/{slug}",
                 "product": product_path(content)}
        lighthouse = lighthouse_section(served, pages)
        progress("sequential latency against a static asset")
        latency = latency_section(served, asset, slug)
        shown = edit_to_page_seconds(served, content, slug)
    latency.note("an edit on disk did not show within 10 s" if shown is None else
                 f"an edit on disk shows in the served post page after {shown * 1000:.0f} ms "
                 f"= {shown / EDIT_TARGET_SECONDS:.2f} x the 1 s target")
    return [lighthouse, latency]


def main() -> None:
    started = time.perf_counter()
    sections: list[Section] = []
    with tempfile.TemporaryDirectory(prefix="bench-") as tmp:
        folder = Path(tmp)
        progress(f"wrk against the service and nginx, {CORPUS_POSTS} posts")
        corpus = folder / "corpus"
        sections.append(throughput_section(make_corpus(corpus / "content", CORPUS_POSTS),
                                           corpus / "instance"))
        progress("slow-client limits")
        sections.append(slow_client_section(corpus / "content", corpus / "instance"))
        progress("scale")
        (folder / "scale").mkdir()
        sections.append(scale_section(folder / "scale"))
        (folder / "site").mkdir()
        sections += site_sections(folder / "site")
        progress("static export: nginx vs the service, save to exported file")
        (folder / "export").mkdir()
        sections.append(export_section(folder / "export"))
    progress("bundle sizes")
    sections.append(bundle_section())
    table = render(sections)
    table += f"\n(make bench took {time.perf_counter() - started:.0f} s)\n"
    print(table)
    RESULTS.parent.mkdir(exist_ok=True)
    RESULTS.write_text(table, "utf-8")
    print(f"written to {RESULTS.relative_to(PROJECT_ROOT)}")


if __name__ == "__main__":
    main()
