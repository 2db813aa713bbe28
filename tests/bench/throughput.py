"""wrk against the service (uvicorn) and against nginx serving the same bytes."""

import json
import statistics
from dataclasses import dataclass
from pathlib import Path

from tests.bench.nginx import serving_files
from tests.bench.served import Served, fetch, running_service
from tests.bench.table import Section
from tests.bench.wrk import CONNECTIONS, SECONDS, Load, run_wrk

# Not to fall below what these answers measured when the speed work began (issue 18: list
# 0.66-0.87 x and one post 0.26-0.41 x nginx across runs on this shared machine).
AIMS = {"list": 0.66, "one post": 0.26}


@dataclass(frozen=True)
class Answer:
    """One API answer measured: its name, path, bytes and wrk figures for the service and nginx."""

    name: str
    path: str
    body: bytes
    nginx: Load
    service: Load


def answer_paths(served: Served) -> dict[str, str]:
    status, body = fetch(served.port, "/api/blog-posts?view=summary")
    assert status == 200, status
    slug = json.loads(body)[0]["slug"]
    return {"list": "/api/blog-posts", "summary": "/api/blog-posts?view=summary",
            "one post": f"/api/blog-posts/{slug}"}


def measure_against_nginx(content: Path, instance: Path) -> list[Answer]:
    """Per answer: the service, then nginx on the exact bytes the service sent."""
    loads: dict[str, Load] = {}
    bodies: dict[str, bytes] = {}
    with running_service(content, instance) as served:
        paths = answer_paths(served)
        for name, path in paths.items():
            status, bodies[name] = fetch(served.port, path)
            assert status == 200, name
            loads[name] = run_wrk(served.url + path)
    files = {name.replace(" ", "-") + ".json": body for name, body in bodies.items()}
    with serving_files(files) as url:
        static = {name: run_wrk(f"{url}/{name.replace(' ', '-')}.json") for name in bodies}
    return [Answer(name, paths[name], bodies[name], static[name], loads[name])
            for name in paths]


def throughput_section(content: Path, instance: Path) -> Section:
    answers = measure_against_nginx(content, instance)
    section = Section(f"wrk -t1 -c{CONNECTIONS} -d{SECONDS}s: service vs nginx on the same bytes "
                      f"({len(json.loads(next(a for a in answers if a.name == 'summary').body))} "
                      f"posts)", ["answer / server", "bytes", "req/s", "p50 ms", "p99 ms",
                                  "x nginx", "aim"])
    for answer in answers:
        aim = AIMS.get(answer.name)
        nginx = answer.nginx
        section.add(f"{answer.name}: nginx", len(answer.body), nginx.rate, nginx.p50_ms,
                    nginx.p99_ms, 1.0, "")
        load = answer.service
        ratio = load.rate / answer.nginx.rate
        verdict = "" if aim is None else f">= {aim} {'met' if ratio >= aim else 'MISSED'}"
        section.add(f"{answer.name}: service", len(answer.body), load.rate, load.p50_ms,
                    load.p99_ms, ratio, verdict)
    errors = sum(load.errors for a in answers for load in (a.nginx, a.service))
    mean = statistics.geometric_mean(a.service.rate / a.nginx.rate for a in answers)
    section.note(f"geometric mean of x nginx: {mean:.3f}")
    if errors:
        section.note(f"{errors} wrk errors or non-2xx answers")
    return section
