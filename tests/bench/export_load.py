"""/api/site while staff export 200,000 requests as CSV: its latency during the export against its
latency with the service idle, both measured in the same run on the same service."""

import csv
import http.client
import io
import statistics
import sys
import threading
import time
from pathlib import Path

from service.auth.accounts import StaffDirectory
from service.config import Settings
from tests.bench.inbox import PASSWORD, USER, signed_in
from tests.bench.inbox_requests import fill_requests
from tests.bench.served import Served, running_service
from tests.bench.table import Section
from tests.conftest import make_content_copy

EXPORTED = 200_000
SITE = "/api/site"
EXPORT = "/api/admin/requests/export.csv"
IDLE_ROUNDS = 100
PAUSE_SECONDS = 0.05  # between reads during the export: a visitor's pace, not a flood
# Issue 41: with the file built on the event loop, /api/site waited up to 15.8 s meanwhile.
BEFORE_MAX_MS = 15_800
# The requests are spread over 0.05 days each (27 years at 200,000): the retention would delete
# the finished ones older than a year as the service starts.
KEEP_ALL = {"REQUEST_RETENTION_DAYS": "36500"}


def _site_ms(port: int) -> float:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        started = time.perf_counter()
        connection.request("GET", SITE)
        response = connection.getresponse()
        response.read()
        elapsed = (time.perf_counter() - started) * 1000
    finally:
        connection.close()
    if response.status != 200:
        raise RuntimeError(f"{SITE} answered {response.status}")
    return elapsed


class Export(threading.Thread):
    """One export read to its end as a browser downloads it: its bytes, status and duration."""

    def __init__(self, served: Served, headers: dict[str, str]) -> None:
        super().__init__(daemon=True)
        self.served, self.headers = served, headers
        self.body, self.status, self.seconds = b"", 0, 0.0
        self.error: BaseException | None = None

    def run(self) -> None:
        started = time.perf_counter()
        connection = http.client.HTTPConnection("127.0.0.1", self.served.port, timeout=600)
        try:
            connection.request("GET", EXPORT, headers=self.headers)
            response = connection.getresponse()
            self.status, self.body = response.status, response.read()
        except BaseException as error:  # reported by the section, which waits on this thread
            self.error = error
        finally:
            connection.close()
            self.seconds = time.perf_counter() - started


def _rows(body: bytes) -> int:
    csv.field_size_limit(sys.maxsize)
    return sum(1 for _ in csv.reader(io.StringIO(body.decode(), newline=""))) - 1


def _p95(samples: list[float]) -> float:
    return statistics.quantiles(samples, n=20, method="inclusive")[18]


def export_load_section(folder: Path, exported: int = EXPORTED) -> Section:
    content = make_content_copy(folder / "content")
    settings = Settings(content_dir=content, instance_dir=folder / "instance", watch=False)
    settings.instance_dir.mkdir(parents=True)
    fill_requests(settings.requests_database, exported - 1)  # and the one the inbox bench knows
    StaffDirectory(settings.staff_database).add(USER, PASSWORD, "owner")
    section = Section(f"{SITE} while a {exported:,}-request CSV export runs, against {SITE} idle "
                      "(same service, same run)",
                      ["state", "reads", "p50 ms", "x idle", "p95 ms", "x idle", "max ms"])
    with running_service(content, settings.instance_dir, **KEEP_ALL) as served:
        headers = signed_in(served)
        _site_ms(served.port)  # warm
        idle = [_site_ms(served.port) for _ in range(IDLE_ROUNDS)]
        export = Export(served, headers)
        export.start()
        during = []
        while export.is_alive():
            during.append(_site_ms(served.port))
            time.sleep(PAUSE_SECONDS)
        export.join()
    if export.error is not None or export.status != 200:
        raise RuntimeError(f"the export failed: {export.error or export.status}")
    if (found := _rows(export.body)) != exported:
        raise RuntimeError(f"the export held {found:,} rows, not {exported:,}")
    if len(during) < 2:
        raise RuntimeError(f"only {len(during)} reads of {SITE} during the export")
    p50, p95 = statistics.median(idle), _p95(idle)
    section.add("idle (reference)", len(idle), p50, 1.0, p95, 1.0, max(idle))
    section.add("during the export", len(during), statistics.median(during),
                statistics.median(during) / p50, _p95(during), _p95(during) / p95, max(during))
    section.note(f"the export: {len(export.body) / 2**20:,.0f} MiB, {found:,} rows in "
                 f"{export.seconds:.1f} s, read as fast as the client takes it; {SITE} read "
                 f"every {PAUSE_SECONDS * 1000:.0f} ms meanwhile, one connection each")
    section.note(f"built on the event loop (before issue 41), {SITE} waited up to "
                 f"{BEFORE_MAX_MS / 1000:.1f} s during a 200,000-request export; streamed from "
                 "a thread, what is left is the export's share of the one Python interpreter")
    return section


if __name__ == "__main__":  # one section alone: python -m tests.bench.export_load [ROWS]
    import tempfile

    from tests.bench.table import render

    with tempfile.TemporaryDirectory(prefix="bench-") as tmp:
        print(render([export_load_section(Path(tmp), int(sys.argv[1]) if len(sys.argv) > 1
                                          else EXPORTED)]))
