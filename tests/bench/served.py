"""The real service in its own process under a chosen ASGI server: start-up time and memory."""

import http.client
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from tests.conftest import PROJECT_ROOT

FIRST_ANSWER = "/api/blog-posts"


@dataclass(frozen=True)
class Served:
    """A running service: where it answers, its process and how long it took to answer."""

    port: int
    process: subprocess.Popen[bytes]
    startup_seconds: float

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def fetch(port: int, path: str, headers: dict[str, str] | None = None) -> tuple[int, bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        connection.request("GET", path, headers=headers or {})
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def resident_mib(pid: int) -> float:
    """VmRSS of a process, from /proc."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError(f"no VmRSS for process {pid}")


def children(pid: int) -> list[int]:
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        found += [int(child) for child in (task / "children").read_text().split()]
    return found


@contextmanager
def running_service(content: Path, instance: Path, **settings: str) -> Iterator[Served]:
    """`python -m service` with server rendering on, as `make run` runs it;
    `settings` are more AGENCY_* variables, without the prefix."""
    port = free_port()
    env = {**os.environ, "AGENCY_HOST": "127.0.0.1", "AGENCY_PORT": str(port),
           "AGENCY_CONTENT_DIR": str(content), "AGENCY_INSTANCE_DIR": str(instance),
           "AGENCY_SERVER_RENDERING": "1", "AGENCY_WATCH": "1",
           **{f"AGENCY_{name}": value for name, value in settings.items()}}
    started = time.perf_counter()
    process = subprocess.Popen([sys.executable, "-m", "service"],
                               cwd=PROJECT_ROOT, env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    try:
        _wait_for_first_answer(port, process)
        yield Served(port, process, time.perf_counter() - started)
    finally:
        process.terminate()
        process.wait(timeout=15)


def _wait_for_first_answer(port: int, process: subprocess.Popen[bytes],
                           seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"service exited with {process.returncode}")
        try:
            if fetch(port, FIRST_ANSWER)[0] == 200:
                return
        except OSError:
            pass
        time.sleep(0.01)
    raise RuntimeError("service did not answer in time")
