"""The static export against the service: wrk on nginx serving the exported files beside the
service rendering the same pages, and how soon a save shows in the exported file."""

import json
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from argon2 import PasswordHasher

from service.auth.accounts import StaffDirectory
from tests.addresses import BLOG_INDEX, BLOG_PAGE, post_address, post_file
from tests.bench.served import fetch
from tests.bench.table import Section
from tests.bench.wrk import CONNECTIONS, SECONDS, run_wrk
from tests.conftest import make_content_copy
from tests.servers import (
    PUBLIC_URL,
    StaffOverHttp,
    free_port,
    plain_static_server,
    running_nginx,
    running_service,
)

USER, PASSWORD = "bench-editor", "a long enough password"
SAVES = 3
TARGET_SECONDS = 2.0


def _wait(check: Callable[[], bool], seconds: float = 120,
          started: float | None = None) -> float:
    """Seconds from started (default: now) until check() holds."""
    started = time.perf_counter() if started is None else started
    while not check():
        if time.perf_counter() - started > seconds:
            raise RuntimeError("the export did not follow in time")
        time.sleep(0.01)
    return time.perf_counter() - started


def _shows(path: Path, text: str) -> Callable[[], bool]:
    return lambda: text.encode() in path.read_bytes()


def _health(url: str) -> dict[str, object]:
    port = int(url.rsplit(":", 1)[1])
    result: dict[str, object] = json.loads(fetch(port, "/healthz")[1])
    return result


def export_section(folder: Path) -> Section:
    content = make_content_copy(folder / "content")
    instance = folder / "instance"
    StaffDirectory(instance / "staff.sqlite3", hasher=PasswordHasher(
        time_cost=1, memory_cost=1024, parallelism=1)).add(USER, PASSWORD)
    export = folder / "export"
    section = Section(f"Static export: wrk -t1 -c{CONNECTIONS} -d{SECONDS}s, nginx on the "
                      "exported files vs the service rendering the page",
                      ["page / server", "bytes", "req/s", "p50 ms", "p99 ms", "x nginx"])
    with running_service(content, instance, server_rendering=True,
                         AGENCY_EXPORT_DIR=str(export), AGENCY_PUBLIC_URL=PUBLIC_URL) as url:
        _wait(lambda: _health(url)["export"]["updatedAt"] is not None, 600)  # type: ignore[index]
        posts = json.loads(fetch(int(url.rsplit(":", 1)[1]), "/api/blog-posts?view=summary")[1])
        pages = {"one post": post_address(posts[0]['slug']), "the list": BLOG_INDEX}
        port = free_port()
        with running_nginx(plain_static_server(export, port), port):
            static = f"http://127.0.0.1:{port}"
            for name, path in pages.items():
                nginx, service = run_wrk(static + path), run_wrk(url + path)
                size = len(fetch(port, path)[1])
                section.add(f"{name} {path}: nginx", size, nginx.rate, nginx.p50_ms,
                            nginx.p99_ms, 1.0)
                section.add(f"{name}: service", size, service.rate, service.p50_ms,
                            service.p99_ms, service.rate / nginx.rate)
        staff = StaffOverHttp(url, USER, PASSWORD)
        body_times, title_times, list_times = [], [], []
        for round_number in range(SAVES):
            post = posts[round_number + 1]
            page = export / post_file(post["slug"])
            marker = f"Bench body {time.time()}"
            started = time.perf_counter()
            staff.send("PATCH", f"/api/admin/blog-posts/{post['slug']}",
                       {"title": post["title"], "excerpt": post["excerpt"],
                        "content": f"<p>{marker}</p>", "imageUrl": post["imageUrl"]})
            body_times.append(_wait(_shows(page, marker),
                                    started=started))
            title = f"Bench title {time.time()}"
            started = time.perf_counter()
            staff.send("PATCH", f"/api/admin/blog-posts/{post['slug']}",
                       {"title": title, "excerpt": post["excerpt"],
                        "content": f"<p>{marker}</p>", "imageUrl": post["imageUrl"]})
            title_times.append(_wait(_shows(page, title),
                                     started=started))
            _wait(_shows(export / BLOG_PAGE, title))
            _wait(lambda: _health(url)["export"]["contentVersion"]  # type: ignore[index]
                  == _health(url)["contentVersion"])
            list_times.append(time.perf_counter() - started)
    section.note(f"save (PATCH sent) to the post's exported page changed, median of {SAVES}: "
                 f"body edit {statistics.median(body_times):.2f} s, title edit "
                 f"{statistics.median(title_times):.2f} s (target {TARGET_SECONDS:.0f} s); "
                 f"every page a title edit affects rewritten after "
                 f"{statistics.median(list_times):.2f} s")
    return section
