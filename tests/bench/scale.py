"""The service on many posts: start-up against plain Python parsing the same files, the lists
compressed against nginx sending the same compressed file, and resident memory as posts grow."""

import asyncio
import gzip
import json
import shutil
import statistics
import subprocess
import sys
import time
from functools import partial
from pathlib import Path

from service.cache.content_cache import ContentCache
from service.posts.index import INDEX_NAME
from service.store.content_store import ContentStore
from tests.bench.attempts import Failed, attempt, progress
from tests.bench.corpus import make_corpus
from tests.bench.nginx import serving_files
from tests.bench.served import children, fetch, resident_mib, running_service
from tests.bench.table import Section
from tests.bench.wrk import CONNECTIONS, SECONDS, Load, run_wrk
from tests.conftest import PROJECT_ROOT

POSTS = 5_000
MEMORY_POSTS = (1_000, 5_000, 20_000)
STARTS = 3
STARTUP_FACTOR, STARTUP_ALLOWANCE = 4.0, 1.0
LIST_AIM = 0.5
# The MiB per 1,000 posts of each step may differ by this much and still count as linear.
LINEAR_TOLERANCE = 0.25
GZIP = {"Accept-Encoding": "gzip"}
BROTLI = {"Accept-Encoding": "br"}
PATHS = {"list": "/api/blog-posts", "summary": "/api/blog-posts?view=summary"}
WARM_UP = ("/api/blog-posts", "/api/blog-posts?view=summary", "/")


def content_files(content: Path) -> list[Path]:
    """The content's JSON files, as the service reads them (hidden folders left out)."""
    return [path for path in sorted(content.rglob("*.json"))
            if not any(part.startswith(".") for part in path.relative_to(content).parts)]


def plain_parse_seconds(content: Path, rounds: int = 3) -> float:
    """Median time plain Python takes to read and json.loads every content file."""
    files = content_files(content)
    times = []
    for _ in range(rounds):
        started = time.perf_counter()
        for path in files:
            json.loads(path.read_bytes())
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def import_seconds() -> float:
    """Median time a fresh interpreter takes to import what `python -m service` imports."""
    code = ("import time; started = time.perf_counter(); import service.__main__; "
            "print(time.perf_counter() - started)")
    times = [float(subprocess.run([sys.executable, "-c", code], cwd=PROJECT_ROOT, check=True,
                                  capture_output=True, text=True).stdout)
             for _ in range(STARTS)]
    return statistics.median(times)


def forget_index(content: Path) -> None:
    """As on the first start after an upgrade or a fresh clone: no post index yet."""
    (ContentStore(content).state_dir / INDEX_NAME).unlink(missing_ok=True)


def load_seconds(content: Path, with_index: bool) -> float:
    """Median time the content cache takes to load the content, in this process."""
    times = []
    for _ in range(STARTS):
        if not with_index:
            forget_index(content)
        cache = ContentCache(ContentStore(content))
        started = time.perf_counter()
        asyncio.run(cache.load())
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def startup_seconds(content: Path, instance: Path) -> tuple[float, float]:
    """The first start (no post index yet), then the median of the starts after it."""
    forget_index(content)
    starts = []
    for _ in range(STARTS + 1):
        with running_service(content, instance) as served:
            starts.append(served.startup_seconds)
    return starts[0], statistics.median(starts[1:])


def _verdict(met: bool) -> str:
    return "met" if met else "MISSED"


def add_startup(section: Section, content: Path, instance: Path) -> None:
    parse = attempt("plain parse", lambda: plain_parse_seconds(content))
    starts = attempt("start-up", lambda: startup_seconds(content, instance))
    section.add("plain Python: read and json.loads every content file (s), reference",
                parse, "")
    if isinstance(parse, Failed) or isinstance(starts, Failed):
        section.add("service start-up: process start to first 200 on /api/blog-posts (s)",
                    starts, "")
        return
    limit = STARTUP_FACTOR * parse + STARTUP_ALLOWANCE
    first, start = starts
    section.add(f"service start-up: process start to first 200 on /api/blog-posts, median of "
                f"{STARTS} (s)", start, f"<= {STARTUP_FACTOR:.0f} x {parse:.2f} + "
                f"{STARTUP_ALLOWANCE:.0f} = {limit:.2f} s {_verdict(start <= limit)}")
    section.add("start-up / plain parse (x)", start / parse, "")
    section.add("  the first start, before the post index exists (s)", first,
                f"{_verdict(first <= limit)} (same target)")
    imports = attempt("import time", import_seconds)
    section.add("  of which importing the service's code, fresh interpreter, bytecode compiled "
                "by make build (s)", imports, "")
    for label, with_index in (("with the post index", True), ("without it", False)):
        load = attempt("content load", partial(load_seconds, content, with_index))
        name = f"  of which loading the content {label}, in-process ContentCache.load (s)"
        if isinstance(load, Failed):
            section.add(name, load, "")
            continue
        section.add(name, load, f"{load / parse:.1f} x plain parse (<= {STARTUP_FACTOR:.0f} x "
                    f"{_verdict(load <= STARTUP_FACTOR * parse)})")


def _compressed_loads(content: Path, instance: Path) -> tuple[dict[str, bytes],
                                                              dict[str, Load]]:
    """The service's gzip bytes of each list, and wrk on it asking for gzip, then brotli."""
    bodies: dict[str, bytes] = {}
    loads: dict[str, Load] = {}
    with running_service(content, instance) as served:
        for name, path in PATHS.items():
            status, body = fetch(served.port, path, GZIP)
            assert status == 200, f"{path}: {status}"
            bodies[name] = body
            loads[name] = run_wrk(served.url + path, headers=GZIP)
            loads[f"{name} br"] = run_wrk(served.url + path, headers=BROTLI)
            bodies[f"{name} br"] = fetch(served.port, path, BROTLI)[1]
    return bodies, loads


def _nginx_loads(bodies: dict[str, bytes]) -> dict[str, Load]:
    """nginx (gzip_static) sending the very same gzip bytes, asked for gzip."""
    files: dict[str, bytes] = {}
    for name in PATHS:
        files[f"{name}.json"] = gzip.decompress(bodies[name])
        files[f"{name}.json.gz"] = bodies[name]
    with serving_files(files) as url:
        port = int(url.rsplit(":", 1)[1])
        loads = {}
        for name in PATHS:
            assert fetch(port, f"/{name}.json", GZIP)[1] == bodies[name], "nginx sent other bytes"
            loads[name] = run_wrk(f"{url}/{name}.json", headers=GZIP)
        return loads


def add_throughput(section: Section, content: Path, instance: Path) -> None:
    measured = attempt("lists at scale", lambda: _compressed_loads(content, instance))
    if isinstance(measured, Failed):
        section.add("lists, compressed: service", measured, "")
        return
    bodies, loads = measured
    nginx = attempt("nginx on the same gzip files", lambda: _nginx_loads(bodies))
    for name, path in PATHS.items():
        size = len(bodies[name])
        service = loads[name]
        if isinstance(nginx, Failed):
            section.add(f"{name} {path}, gzip ({size:,} bytes): nginx", nginx, "")
        else:
            section.add(f"{name} {path}, gzip ({size:,} bytes): nginx req/s", nginx[name].rate,
                        "reference")
        ratio = None if isinstance(nginx, Failed) else service.rate / nginx[name].rate
        aim = f">= {LIST_AIM} x nginx" if name == "list" else ""
        if ratio is not None and name == "list":
            aim += f": {ratio:.2f} x {_verdict(ratio >= LIST_AIM)}"
        elif ratio is not None:
            aim = f"{ratio:.2f} x nginx"
        section.add(f"{name}, gzip: service req/s (p50 {service.p50_ms:.1f} ms, p99 "
                    f"{service.p99_ms:.1f} ms)", service.rate, aim)
        brotli = loads[f"{name} br"]
        section.add(f"{name}, brotli ({len(bodies[name + ' br']):,} bytes): service req/s",
                    brotli.rate, "no nginx reference (no brotli module)")
        if service.errors or brotli.errors:
            section.note(f"{name}: {service.errors + brotli.errors} wrk errors or non-2xx")


def scale_section(folder: Path, posts: int = POSTS) -> Section:
    content = make_corpus(folder / "content", posts)
    section = Section(f"Scale: {posts:,} generated posts, wrk -t1 -c{CONNECTIONS} -d{SECONDS}s",
                      ["figure", "value", "target"])
    progress(f"start-up at {posts:,} posts against plain parsing")
    add_startup(section, content, folder / "instance")
    progress(f"compressed lists at {posts:,} posts against nginx")
    add_throughput(section, content, folder / "instance")
    return section


def _memory_at(folder: Path, posts: int) -> tuple[float, float, float, float | str]:
    """Post files (MiB), start-up (s), service and render worker resident memory (MiB) after
    start-up and a warm-up (both lists and the home page, uncompressed); the worker's is a
    note when none runs (a render that timed out stops it until the next page)."""
    content = make_corpus(folder / "content", posts)
    try:
        files = sum(path.stat().st_size for path in (content / "posts").glob("*.json"))
        with running_service(content, folder / "instance") as served:
            for path in WARM_UP:
                status, _ = fetch(served.port, path)
                assert status == 200, f"{path}: {status}"
            pid = served.process.pid
            workers = children(pid)
            worker = sum(resident_mib(child) for child in workers) if workers else "not running"
            return files / 2**20, served.startup_seconds, resident_mib(pid), worker
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def memory_section(folder: Path, sizes: tuple[int, ...] = MEMORY_POSTS) -> Section:
    section = Section("Resident memory as posts grow (VmRSS after start-up and one uncompressed "
                      "fetch of each list and the home page)",
                      ["posts", "post files MiB", "start-up s", "service MiB",
                       "MiB / 1,000 posts (step)", "x content (step)", "render worker MiB"])
    measured: list[tuple[int, tuple[float, float, float, float | str]]] = []
    slopes = []
    for posts in sizes:
        progress(f"resident memory at {posts:,} posts")
        result = attempt(f"memory at {posts:,} posts",
                         lambda posts=posts: _memory_at(folder / str(posts), posts))
        if isinstance(result, Failed):
            section.add(f"{posts:,}", result, "", "", "", "", "")
            continue
        files, start, rss, worker = result
        step, ratio = "", ""
        if measured:
            before_posts, (before_files, _, before_rss, _) = measured[-1]
            slope = (rss - before_rss) / (posts - before_posts) * 1000
            slopes.append(slope)
            step = f"{slope:.1f}"
            ratio = f"{(rss - before_rss) / (files - before_files):.1f}"
        measured.append((posts, result))
        section.add(f"{posts:,}", files, start, rss, step, ratio, worker)
    if len(slopes) == 2:
        spread = abs(slopes[1] - slopes[0]) / max(slopes)
        section.note(f"target: growth linear, the steps' MiB per 1,000 posts within "
                     f"{LINEAR_TOLERANCE:.0%} of each other: {spread:.0%} apart, "
                     f"{_verdict(spread <= LINEAR_TOLERANCE)}; and close to the content's size "
                     f"(x content: MiB of memory per MiB of post files added)")
    return section
