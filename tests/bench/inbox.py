"""The staff inbox at 50,000 requests: list, searches and the overdue filter, each beside a
signed-in answer that reads no request (the session), measured in the same run."""

import http.client
import json
import statistics
import time
from pathlib import Path

from service.auth.accounts import StaffDirectory
from service.config import Settings
from tests.bench.inbox_requests import KNOWN, REQUESTS, fill_requests
from tests.bench.served import Served, running_service
from tests.bench.table import Section
from tests.conftest import make_content_copy

ROUNDS = 100
TARGET_MS = 100.0
USER, PASSWORD = "bench", "a long bench password for the inbox"
REFERENCE = "/api/auth/session"
# Each search finds the one request the bench knows, and nothing else.
TARGETS = {"inbox list, page 1, no filter": ("/api/admin/requests", None),
           "search by phone 203-555-0161": ("/api/admin/requests?q=203-555-0161", 1),
           "search by phone 2035550161": ("/api/admin/requests?q=2035550161", 1),
           "search by reference": (f"/api/admin/requests?q={KNOWN['reference'].lower()}", 1),
           "search by name": ("/api/admin/requests?q=zabriskie", 1),
           "overdue filter": ("/api/admin/requests?overdue=1", None)}


def _call(served: Served, method: str, path: str, headers: dict[str, str],
          body: bytes | None = None) -> tuple[int, dict[str, str], bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", served.port, timeout=30)
    try:
        connection.request(method, path, body=body, headers=headers)
        response = connection.getresponse()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
    finally:
        connection.close()


def signed_in(served: Served) -> dict[str, str]:
    """The headers of a signed-in staff member's reads."""
    origin = served.url
    status, headers, body = _call(
        served, "POST", "/api/auth/login", {"Origin": origin, "Content-Type": "application/json"},
        json.dumps({"username": USER, "password": PASSWORD}).encode())
    if status != 200:
        raise RuntimeError(f"sign-in answered {status}: {body[:200]!r}")
    cookie = headers["set-cookie"].split(";", 1)[0]
    return {"Cookie": cookie}


def _latency_ms(served: Served, path: str, headers: dict[str, str]) -> tuple[float, float]:
    _call(served, "GET", path, headers)  # the first read warms SQLite's page cache
    samples = []
    for _ in range(ROUNDS):
        started = time.perf_counter()
        status, _, _ = _call(served, "GET", path, headers)
        samples.append((time.perf_counter() - started) * 1000)
        if status != 200:
            raise RuntimeError(f"{path} answered {status}")
    return statistics.median(samples), statistics.quantiles(samples, n=20)[18]


def _found(served: Served, path: str, headers: dict[str, str]) -> int:
    total: int = json.loads(_call(served, "GET", path, headers)[2])["total"]
    return total


def inbox_section(folder: Path) -> Section:
    content = make_content_copy(folder / "content")
    settings = Settings(content_dir=content, instance_dir=folder / "instance", watch=False)
    settings.instance_dir.mkdir(parents=True)
    fill_requests(settings.requests_database)
    StaffDirectory(settings.staff_database).add(USER, PASSWORD, "owner")
    section = Section(f"Staff inbox at {REQUESTS:,} requests, {ROUNDS} reads each, against "
                      "a signed-in read of the session",
                      ["answer", "p50 ms", "x ref", "p95 ms", "x ref", "p50 target"])
    with running_service(content, settings.instance_dir) as served:
        headers = signed_in(served)
        ref_p50, ref_p95 = _latency_ms(served, REFERENCE, headers)
        section.add(f"reference: {REFERENCE}", ref_p50, 1.0, ref_p95, 1.0, "")
        for name, (path, expected) in TARGETS.items():
            if expected is not None and (found := _found(served, path, headers)) != expected:
                raise RuntimeError(f"{name} found {found} requests, not {expected}")
            p50, p95 = _latency_ms(served, path, headers)
            verdict = "met" if p50 < TARGET_MS else "MISSED"
            section.add(name, p50, p50 / ref_p50, p95, p95 / ref_p95,
                        f"< {TARGET_MS:.0f} ms {verdict}")
    section.note("mixed kinds and statuses, phones in five formats, sources, notes on 3 in 10; "
                 "each search finds the one request it names and nothing else")
    return section
