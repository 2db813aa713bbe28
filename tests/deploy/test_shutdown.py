"""SIGTERM: the service finishes the request in flight and the commit left pending, then exits,
and its render worker with it."""

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

from argon2 import PasswordHasher

from service.auth.accounts import StaffDirectory
from tests.conftest import PROJECT_ROOT, git, make_content_copy, work_tree_status
from tests.servers import free_port, service_env, wait_until_serving

USER, PASSWORD = "late-editor", "a long enough password"


def children(pid: int) -> list[int]:
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            found += [int(child) for child in (task / "children").read_text().split()]
        except FileNotFoundError:  # a thread that ended while we looked has no children
            continue
    return found


def command_line(pid: int) -> bytes:
    """The process's command line, or nothing for one that ended since it was listed."""
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except FileNotFoundError:
        return b""


def is_running(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0]
    except FileNotFoundError:
        return False
    return state != "Z"


def test_sigterm_finishes_the_request_in_flight_and_the_pending_commit(tmp_path: Path) -> None:
    content = make_content_copy(tmp_path / "content")
    instance = tmp_path / "instance"
    StaffDirectory(instance / "staff.sqlite3", hasher=PasswordHasher(
        time_cost=1, memory_cost=1024, parallelism=1)).add(USER, PASSWORD)
    slug = sorted(p.stem for p in (content / "posts").glob("*.json"))[0]
    # A change a failed commit left behind (as .store/pending-commit.json records it).
    left = content / "posts" / f"{slug}.json"
    left.write_text(left.read_text("utf-8").replace('"title": "', '"title": "Left over: ', 1))
    (content / ".store").mkdir()
    (content / ".store" / "pending-commit.json").write_text(f'["posts/{slug}.json"]')
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    service = subprocess.Popen([sys.executable, "-m", "service"], cwd=PROJECT_ROOT,
                               env=service_env(content, instance, port, server_rendering=True),
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_until_serving(url, service)
        workers = children(service.pid)
        assert len(workers) == 1 and is_running(workers[0])  # the Node render worker
        # A sign-in whose body is still arriving when the signal comes.
        body = json.dumps({"username": USER, "password": PASSWORD}).encode()
        with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
            sock.sendall(f"POST /api/auth/login HTTP/1.1\r\nHost: {url[7:]}\r\n"
                         f"Origin: {url}\r\nContent-Type: application/json\r\n"
                         f"Content-Length: {len(body)}\r\n\r\n".encode() + body[:10])
            time.sleep(0.5)
            service.send_signal(signal.SIGTERM)
            time.sleep(0.5)
            sock.sendall(body[10:])
            answer_bytes = b""
            while chunk := sock.recv(65536):
                answer_bytes += chunk
        assert answer_bytes.startswith(b"HTTP/1.1 200"), answer_bytes[:200]
        # Uvicorn ends by raising the signal it caught again, once shut down: systemd counts an
        # exit by SIGTERM as clean.
        assert service.wait(timeout=60) in (0, -signal.SIGTERM)
        assert not is_running(workers[0])
    finally:
        if service.poll() is None:
            os.kill(service.pid, signal.SIGKILL)
            service.wait()
    assert b'"csrfToken"' in answer_bytes and b"agency_session=" in answer_bytes
    assert git(content, "log", "-1", "--format=%s").strip() == (
        "Commit changes left by an earlier failed commit")
    assert work_tree_status(content) == ""
