"""The service on many posts: start-up time, list p99 under load and resident memory."""

from pathlib import Path

from tests.bench.corpus import make_corpus
from tests.bench.served import children, resident_mib, running_service
from tests.bench.table import Section
from tests.bench.wrk import CONNECTIONS, SECONDS, run_wrk

POSTS = 5_000
PATHS = {"list": "/api/blog-posts", "summary": "/api/blog-posts?view=summary"}


def scale_section(folder: Path, posts: int = POSTS) -> Section:
    content = make_corpus(folder / "content", posts)
    section = Section(f"Scale: {posts:,} generated posts, wrk -t1 -c{CONNECTIONS} -d{SECONDS}s",
                      ["figure", "value"])
    with running_service(content, folder / "instance") as served:
        section.add("start-up: process start to first 200 on /api/blog-posts (s)",
                    served.startup_seconds)
        for name, path in PATHS.items():
            load = run_wrk(served.url + path)
            section.add(f"{name}: req/s", load.rate)
            section.add(f"{name}: p50 ms", load.p50_ms)
            section.add(f"{name}: p99 ms", load.p99_ms)
            if load.errors:
                section.note(f"{name}: {load.errors} wrk errors or non-2xx answers")
        pid = served.process.pid
        section.add("service resident memory after warm-up (VmRSS, MiB)", resident_mib(pid))
        workers = children(pid)
        if workers:
            section.add("render worker resident memory (VmRSS, MiB)",
                        sum(resident_mib(child) for child in workers))
    return section
