"""Normal traffic beside the slow-client limits: the header timeout and connection cap cost nothing
measurable, and 200 connections holding half a header do not slow the others down."""

import socket
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from service.config import Settings
from tests.addresses import BLOG_INDEX
from tests.bench.served import running_service
from tests.bench.table import Section
from tests.bench.wrk import CONNECTIONS, SECONDS, WARM_UP_SECONDS, Load, run_wrk

SLOW_CLIENTS = 200
ROUNDS = 2
PATHS = {"summary": "/api/blog-posts?view=summary", "blog page": BLOG_INDEX}
LIMITS_OFF = {"HEADER_TIMEOUT": "0", "BODY_TIMEOUT": "0", "MAX_CONNECTIONS": "0"}
VARIANTS = ("limits off (reference)", "limits on", f"limits on, {SLOW_CLIENTS} slow clients held")


@contextmanager
def slow_clients(port: int, count: int) -> Iterator[None]:
    """`count` connections that send half a request's headers and then nothing."""
    held = []
    try:
        for _ in range(count):
            sock = socket.create_connection(("127.0.0.1", port), timeout=5)
            sock.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: ")
            held.append(sock)
        yield
    finally:
        for sock in held:
            sock.close()


def slow_client_section(content: Path, instance: Path) -> Section:
    defaults = Settings()
    # wrk's warm-up and run end before the header timeout: the slow clients stay throughout.
    assert defaults.header_timeout > WARM_UP_SECONDS + SECONDS
    section = Section(f"Slow-client limits (uvicorn): wrk -t1 -c{CONNECTIONS} -d{SECONDS}s, "
                      f"best of {ROUNDS} interleaved runs; limits: header timeout "
                      f"{defaults.header_timeout:.0f} s, body timeout "
                      f"{defaults.body_timeout:.0f} s, at most {defaults.max_connections} "
                      f"connections", ["answer / service", "req/s", "p50 ms", "p99 ms",
                                       "x limits off", "errors"])
    best: dict[tuple[str, str], Load] = {}

    def keep(key: tuple[str, str], load: Load) -> None:
        if key not in best or load.rate > best[key].rate:
            best[key] = load

    # Both services run side by side and take turns, so the machine's other load hits both alike.
    with running_service(content, instance, **LIMITS_OFF) as off, \
            running_service(content, instance) as on:
        for _ in range(ROUNDS):
            for name, path in PATHS.items():
                keep((name, VARIANTS[0]), run_wrk(off.url + path))
                keep((name, VARIANTS[1]), run_wrk(on.url + path))
                with slow_clients(on.port, SLOW_CLIENTS):
                    keep((name, VARIANTS[2]), run_wrk(on.url + path))
    for name in PATHS:
        reference = best[(name, VARIANTS[0])]
        for variant in VARIANTS:
            load = best[(name, variant)]
            section.add(f"{name}: {variant}", load.rate, load.p50_ms, load.p99_ms,
                        load.rate / reference.rate, load.errors)
    return section
