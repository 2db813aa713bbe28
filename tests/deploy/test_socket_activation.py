"""The service on a listening socket handed over as systemd does (LISTEN_PID, LISTEN_FDS, fd 3):
started by Debian's systemd-socket-activate on the first connection, and restarted behind a
socket kept open, with every request made meanwhile answered instead of refused."""

import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from tests.addresses import BLOG_INDEX
from tests.conftest import PROJECT_ROOT, make_content_copy
from tests.servers import free_port, start_with_socket, wait_until_serving, web_dist

# Debian's systemd package (.ci/run installs it when missing).
SOCKET_ACTIVATE = "/usr/bin/systemd-socket-activate"
CLIENTS = 4


def settings_file(folder: Path, **settings: str) -> Path:
    """A content copy and the settings for it; the port is left to the socket."""
    content = make_content_copy(folder / "content")
    values = {"AGENCY_CONTENT_DIR": str(content), "AGENCY_INSTANCE_DIR": str(folder / "instance"),
              "AGENCY_WEB_DIST": str(web_dist()), "AGENCY_REQUEST_DIGEST": "0",
              "AGENCY_SERVER_RENDERING": "0", "AGENCY_PORT": "9", **settings}
    path = folder / "agency.env"
    path.write_text("".join(f"{name}={value}\n" for name, value in values.items()), "utf-8")
    return path


def environment(env_file: Path) -> dict[str, str]:
    kept = {name: value for name, value in os.environ.items() if not name.startswith("AGENCY_")}
    return {**kept, "AGENCY_ENV_FILE": str(env_file)}


def listening_socket() -> socket.socket:
    held = socket.socket()
    held.bind(("127.0.0.1", 0))
    held.listen(128)
    return held


def start_on(held: socket.socket, env_file: Path, log: Path,
             fds: str = "1") -> subprocess.Popen[bytes]:
    """`python -m service` with held at descriptor 3, as systemd starts a socket's service."""
    return start_with_socket(held, [sys.executable, "-m", "service"], environment(env_file),
                             log, fds)


def get(url: str) -> tuple[int, bytes]:
    with urllib.request.urlopen(url, timeout=60) as answer:
        return answer.status, answer.read()


@dataclass
class Clients:
    """Threads asking for a page over new connections until stopped: (began, ended, outcome)
    for each request."""
    url: str
    outcomes: list[tuple[float, float, str]] = field(default_factory=list)
    stopping: threading.Event = field(default_factory=threading.Event)

    def ask(self) -> None:
        while not self.stopping.is_set():
            began = time.monotonic()
            try:
                status, _ = get(self.url + "/api/site")
                outcome = str(status)
            except OSError as error:
                outcome = repr(error)
            self.outcomes.append((began, time.monotonic(), outcome))

    @contextmanager
    def running(self) -> Iterator[None]:
        threads = [threading.Thread(target=self.ask) for _ in range(CLIENTS)]
        for thread in threads:
            thread.start()
        try:
            yield
        finally:
            self.stopping.set()
            for thread in threads:
                thread.join(timeout=90)


def test_a_restart_behind_the_kept_socket_refuses_nobody(tmp_path: Path) -> None:
    env_file = settings_file(tmp_path)
    log = tmp_path / "service.log"
    held = listening_socket()
    url = f"http://127.0.0.1:{held.getsockname()[1]}"
    first = start_on(held, env_file, log)
    second: subprocess.Popen[bytes] | None = None
    try:
        wait_until_serving(url, first)
        clients = Clients(url)
        with clients.running():
            time.sleep(1)
            first.send_signal(signal.SIGTERM)
            assert first.wait(timeout=60) in (0, -signal.SIGTERM)
            stopped = time.monotonic()
            time.sleep(1)  # no process at all: connections wait in the socket's queue
            second = start_on(held, env_file, log)
            started = time.monotonic()
            wait_until_serving(url, second)
            time.sleep(1)
        # Every client has its answer before the last process stops: with no process after it,
        # a request made meanwhile would wait in the queue until the socket closes.
        second.send_signal(signal.SIGTERM)
        second.wait(timeout=60)
    finally:
        for process in (first, second):
            if process is not None:
                process.kill()
        held.close()
    failed = [outcome for _, _, outcome in clients.outcomes if outcome != "200"]
    assert failed == [], (failed, log.read_text())
    # Requests made before the first process was gone, answered by the second one: they waited
    # in the socket's queue while no process at all was there.
    assert sum(began < stopped and ended > started
               for began, ended, _ in clients.outcomes) >= 1
    assert len(clients.outcomes) > 2 * CLIENTS
    assert log.read_text().count("socket from systemd") == 2


def test_more_than_one_socket_stops_the_start(tmp_path: Path) -> None:
    env_file = settings_file(tmp_path)
    log = tmp_path / "service.log"
    held = listening_socket()
    try:
        assert start_on(held, env_file, log, fds="2").wait(timeout=60) == 2
    finally:
        held.close()
    assert log.read_text().splitlines()[-1].endswith(
        "cannot start: systemd handed over 2 sockets; the service listens on one (a single "
        "ListenStream= in its socket unit)")


def test_systemd_socket_activate_starts_the_service_on_the_first_connection(
        tmp_path: Path) -> None:
    env_file = settings_file(tmp_path, AGENCY_SERVER_RENDERING="1")
    port = free_port()
    with (tmp_path / "service.log").open("wb") as log:
        activator = subprocess.Popen(
            [SOCKET_ACTIVATE, "--listen", f"127.0.0.1:{port}", "--setenv",
             f"AGENCY_ENV_FILE={env_file}", sys.executable, "-m", "service"],
            cwd=PROJECT_ROOT, stdout=log, stderr=log)
    try:
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and b"Listening" not in (
                tmp_path / "service.log").read_bytes():
            time.sleep(0.05)
        # The first request reaches a socket nobody accepts on yet; it waits for the start.
        status, page = get(f"http://127.0.0.1:{port}{BLOG_INDEX}")
        assert status == 200
        # Rendered by the worker, which fetched its data from the socket's address.
        assert b'id="query-state"' in page
    finally:
        activator.terminate()
        activator.wait(timeout=60)
    said = (tmp_path / "service.log").read_text()
    assert f"on http://127.0.0.1:{port} (socket from systemd)" in said
