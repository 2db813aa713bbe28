"""The real service as a process of its own (`python -m service`), for tests that need real sockets,
a real ASGI server or real argon2 cost."""

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.service.conftest import INDEX_HTML
from tests.service.test_requests_mail import free_port

PROJECT_ROOT = Path(__file__).resolve().parents[2]


def start_service(content_dir: Path, instance: Path, dist: Path, port: int,
                  log: Path | None = None, **settings: str) -> subprocess.Popen[bytes]:
    """Start the service in its own process group and wait until it accepts connections.
    `settings` are AGENCY_* variables without the prefix (TRUSTED_PROXIES="127.0.0.1"); `log`
    keeps what it writes to stdout and stderr."""
    env = {**os.environ, "AGENCY_CONTENT_DIR": str(content_dir),
           "AGENCY_INSTANCE_DIR": str(instance), "AGENCY_WEB_DIST": str(dist),
           "AGENCY_HOST": "127.0.0.1", "AGENCY_PORT": str(port), "AGENCY_WATCH": "0",
           "AGENCY_SERVER_RENDERING": "0", "AGENCY_SMTP_HOST": "", "AGENCY_NOTIFY_TO": "",
           "AGENCY_REQUEST_DIGEST": "0",
           **{f"AGENCY_{name}": value for name, value in settings.items()}}
    with open(log or os.devnull, "ab") as output:
        process = subprocess.Popen([sys.executable, "-m", "service"], cwd=PROJECT_ROOT, env=env,
                                   stdout=output, stderr=output, start_new_session=True)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return process
        except OSError:
            time.sleep(0.1)
    os.killpg(process.pid, signal.SIGKILL)
    raise AssertionError("the service did not start")


@contextmanager
def running_service(content_dir: Path, tmp_path: Path, log: Path | None = None,
                    **settings: str) -> Iterator[int]:
    """The service on a free port with a stand-in built app; its port. Stopped on exit."""
    dist = tmp_path / "dist"
    dist.mkdir(exist_ok=True)
    (dist / "index.html").write_text(INDEX_HTML, "utf-8")
    port = free_port()
    process = start_service(content_dir, tmp_path / "instance", dist, port, log, **settings)
    try:
        yield port
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=10)
