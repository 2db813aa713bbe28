"""Browser fixtures: the real service on a free port, serving the built app and a content copy."""

import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import PROJECT_ROOT, make_content_copy

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    return {**browser_type_launch_args,
            "executable_path": os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium"),
            "args": CHROMIUM_ARGS}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def wait_until_serving(url: str, process: subprocess.Popen[bytes], seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"service exited with {process.returncode}")
        try:
            with urllib.request.urlopen(url + "/api/site", timeout=1):
                return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError("service did not start in time")


@pytest.fixture(scope="session")
def served_content(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_content_copy(tmp_path_factory.mktemp("browser") / "content")


@pytest.fixture(scope="session")
def base_url(served_content: Path) -> Iterator[str]:
    dist = Path(os.environ.get("AGENCY_WEB_DIST") or PROJECT_ROOT / "web" / "dist")
    assert (dist / "index.html").is_file(), "build the web app first: make build"
    port = free_port()
    env = {**os.environ, "AGENCY_HOST": "127.0.0.1", "AGENCY_PORT": str(port),
           "AGENCY_CONTENT_DIR": str(served_content), "AGENCY_WEB_DIST": str(dist)}
    process = subprocess.Popen([sys.executable, "-m", "service"], cwd=PROJECT_ROOT, env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_until_serving(url, process)
        yield url
    finally:
        process.terminate()
        process.wait(timeout=10)
