"""`make bench`: the site's speed and size, each figure beside a reference measured in the same run.

The machines are shared and noisy, so absolute figures mean little on their own: answers are set
against nginx serving the same bytes, latencies against a static asset, start-up against plain
Python parsing the same files, sizes against the budget. A measurement that fails is tried once
more and then reported as failed in its row: the table is always printed, and written to
.bench/results.txt.
"""

import json
import os
import shutil
import tempfile
import time
from pathlib import Path

from tests.addresses import BLOG_INDEX, post_address
from tests.bench.attempts import Failed, attempt, progress, sections_or_failure
from tests.bench.bundles import bundle_section
from tests.bench.corpus import make_corpus
from tests.bench.export import export_section
from tests.bench.export_load import EXPORTED, export_load_section
from tests.bench.inbox import inbox_section
from tests.bench.latency import EDIT_TARGET_SECONDS, edit_to_page_seconds, latency_section
from tests.bench.lighthouse import BUSY_SHARE, CATEGORIES, audit, other_work_share
from tests.bench.scale import memory_section, scale_section
from tests.bench.served import Served, fetch, running_service
from tests.bench.slow_clients import slow_client_section
from tests.bench.startup_compare import DEFAULT_BASE, compare
from tests.bench.table import Section, render
from tests.bench.throughput import throughput_section
from tests.bench.wording import wording_section
from tests.conftest import PROJECT_ROOT, make_content_copy

RESULTS = PROJECT_ROOT / ".bench" / "results.txt"
CORPUS_POSTS = 200
LIGHTHOUSE_TARGETS = {"performance": 98, "accessibility": 100, "best-practices": 100, "seo": 100}
TBT_TARGET_MS = 150


def product_path(content: Path) -> str:
    paths: list[str] = sorted(json.loads(p.read_text("utf-8"))["path"]
                              for p in (content / "products").glob("*.json"))
    return paths[0]


def lighthouse_section(served: Served, pages: dict[str, str]) -> Section:
    section = Section("Lighthouse, mobile defaults, median of 3 (real content, server rendering)",
                      ["page", *CATEGORIES, "CLS", "TBT ms"])
    section.add("target", *(f">= {LIGHTHOUSE_TARGETS[name]}" for name in CATEGORIES), "0",
                f"<= {TBT_TARGET_MS}")
    shares = []
    for name, path in pages.items():
        shares.append(other_work_share())
        progress(f"lighthouse {path} (other work: {shares[-1]:.0%} of the cores)")
        scores = audit(served.url + path)
        if isinstance(scores, Failed):
            section.add(f"{name} {path}", scores, *("" for _ in range(len(CATEGORIES) + 1)))
            continue
        section.add(f"{name} {path}", *(f"{scores.categories[c]:.0f}" for c in CATEGORIES),
                    f"{scores.cls:.3f}", f"{scores.tbt_ms:.0f}")
    busy = max(shares) > BUSY_SHARE
    section.note(f"measured on a {'BUSY' if busy else 'quiet'} machine: other work took "
                 f"{min(shares):.0%}-{max(shares):.0%} of its {os.cpu_count()} cores in the 5 s "
                 f"before each page (busy above {BUSY_SHARE:.0%})"
                 + ("; a guard, not a goal: measure again on an idle machine" if busy else ""))
    return section


def site_sections(folder: Path) -> list[Section]:
    content = make_content_copy(folder / "content")
    asset = next((PROJECT_ROOT / "web" / "dist" / "assets").glob("main-*.js")).name
    with running_service(content, folder / "instance") as served:
        posts = json.loads(fetch(served.port, "/api/blog-posts")[1])
        slug = max(posts, key=lambda post: len(post["content"]))["slug"]  # the long post
        pages = {"home": "/", "blog": BLOG_INDEX, "longest post": post_address(slug),
                 "product": product_path(content)}
        lighthouse = lighthouse_section(served, pages)
        progress("sequential latency against a static asset")
        latency = sections_or_failure("Sequential latency",
                                      lambda: latency_section(served, asset, slug))[0]
        shown = attempt("edit to page", lambda: edit_to_page_seconds(served, content, slug))
    latency.note(f"an edit on disk showing in the served post page: {shown}"
                 if isinstance(shown, Failed) else
                 "an edit on disk did not show within 10 s" if shown is None else
                 f"an edit on disk shows in the served post page after {shown * 1000:.0f} ms "
                 f"= {shown / EDIT_TARGET_SECONDS:.2f} x the 1 s target")
    return [lighthouse, latency]


def fresh(folder: Path) -> Path:
    """An empty folder (a section tried again starts from nothing)."""
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    return folder


def measure(folder: Path, sections: list[Section]) -> None:
    """Every section in turn, each added as soon as it is measured."""
    corpus = folder / "corpus"
    progress(f"wrk against the service and nginx, {CORPUS_POSTS} posts")
    made = attempt("corpus", lambda: make_corpus(fresh(corpus) / "content", CORPUS_POSTS))
    if isinstance(made, Failed):
        sections += sections_or_failure("Corpus of generated posts", lambda: _raise(made))
    sections += sections_or_failure(
        f"wrk: service vs nginx on the same bytes ({CORPUS_POSTS} posts)",
        lambda: throughput_section(corpus / "content", corpus / "instance"))
    progress("slow-client limits")
    sections += sections_or_failure(
        "Slow-client limits", lambda: slow_client_section(corpus / "content", corpus / "instance"))
    progress("scale")
    sections += sections_or_failure("Scale", lambda: scale_section(fresh(folder / "scale")))
    sections += sections_or_failure("Resident memory",
                                    lambda: memory_section(fresh(folder / "memory")))
    base = os.environ.get("BENCH_BASE") or DEFAULT_BASE
    sections += sections_or_failure(f"Start-up beside {base}",
                                    lambda: compare(base, fresh(folder / "startup")))
    progress("the staff inbox at 50,000 requests")
    sections += sections_or_failure("Staff inbox", lambda: inbox_section(fresh(folder / "inbox")))
    progress(f"/api/site during a CSV export of {EXPORTED:,} requests")
    sections += sections_or_failure(
        "Site during a CSV export", lambda: export_load_section(fresh(folder / "export-load")))
    sections += sections_or_failure("Lighthouse and latency",
                                    lambda: site_sections(fresh(folder / "site")))
    progress("static export: nginx vs the service, save to exported file")
    sections += sections_or_failure("Static export",
                                    lambda: export_section(fresh(folder / "export")))
    progress("bundle sizes")
    sections += sections_or_failure("Bundle sizes", bundle_section)
    progress("the wording check on the longest content")
    sections += sections_or_failure("Wording check", wording_section)


def _raise(failed: Failed) -> Section:
    raise RuntimeError(failed.reason)


def printable(sections: list[Section]) -> str:
    """The table; a section that cannot be laid out (a row of the wrong length) is named."""
    parts = []
    for section in sections:
        try:
            parts.append(render([section]))
        except ValueError as error:
            parts.append(f"== {section.title}\n  could not be printed: {error}\n")
    return "\n".join(parts)


def main() -> None:
    started = time.perf_counter()
    sections: list[Section] = []
    try:
        with tempfile.TemporaryDirectory(prefix="bench-") as tmp:
            measure(Path(tmp), sections)
    finally:  # even when stopped part-way (Ctrl-C), what was measured is printed and kept
        table = printable(sections)
        table += f"\n(make bench took {time.perf_counter() - started:.0f} s)\n"
        print(table)
        RESULTS.parent.mkdir(exist_ok=True)
        RESULTS.write_text(table, "utf-8")
        print(f"written to {RESULTS.relative_to(PROJECT_ROOT)}")


if __name__ == "__main__":
    main()
