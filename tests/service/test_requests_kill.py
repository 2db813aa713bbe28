"""SIGKILL of a real service process during a burst of submissions loses no answered request."""

import http.client
import json
import os
import random
import signal
import sqlite3
import threading
import time
import urllib.error
import urllib.request
from collections import deque
from pathlib import Path

import pytest

from service.requests.storage import RequestStore
from tests.service.conftest import INDEX_HTML
from tests.service.real_service import start_service
from tests.service.test_requests_mail import free_port

pytestmark = pytest.mark.slow

ROUNDS = 3
WRITERS = 4
# A form token is taken once, from the address it was issued to: each writer holds a stock of
# them, one per address, enough for every round.
TOKENS_PER_WRITER = 250


def call(port: int, path: str, body: dict[str, object] | None = None,
         address: str = "127.0.0.1") -> tuple[int, dict[str, object]]:
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=data, headers={
        "Content-Type": "application/json", "X-Forwarded-For": address})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"{}")


def stock_of_tokens(port: int) -> list[deque[tuple[str, str]]]:
    """For each writer, (address, token) pairs the service issued to those addresses."""
    return [deque((address, str(call(port, "/api/requests/form-token", address=address)[1]
                                ["token"]))
                  for address in (f"127.9.{writer}.{n}" for n in range(TOKENS_PER_WRITER)))
            for writer in range(WRITERS)]


def burst(port: int, tokens: deque[tuple[str, str]], writer: int, answered: list[int],
          stop: threading.Event) -> None:
    """Send requests until the service dies, keeping the ids it answered 201 for."""
    sent = 0
    while not stop.is_set() and tokens:
        sent += 1
        address, token = tokens.popleft()  # gone either way: it may have been taken
        body = {"kind": "quote", "name": f"Writer {writer} #{sent}", "phone": "203-555-0142",
                "coverages": ["auto"], "formToken": token, "website": ""}
        try:
            status, answer = call(port, "/api/requests", body, address)
        except (OSError, ValueError, http.client.HTTPException):
            # The service is gone, perhaps half-way through its answer (IncompleteRead): this
            # request may or may not have been stored, and was not answered 201.
            return
        if status == 201:
            request_id = answer["id"]
            assert isinstance(request_id, int)
            answered.append(request_id)


def test_sigkill_mid_burst_keeps_every_answered_request(content_dir: Path,
                                                        tmp_path: Path) -> None:
    instance, dist = tmp_path / "instance", tmp_path / "dist"
    dist.mkdir()
    (dist / "index.html").write_text(INDEX_HTML, "utf-8")
    answered: list[int] = []
    stock: list[deque[tuple[str, str]]] = []
    for round_number in range(ROUNDS):
        port = free_port()
        process = start_service(content_dir, instance, dist, port, TRUSTED_PROXIES="127.0.0.1")
        try:
            if not stock:  # the signing key lives in the instance folder: it outlives a restart
                stock = stock_of_tokens(port)
                time.sleep(3.2)
            stop = threading.Event()
            writers = [threading.Thread(target=burst, args=(port, stock[n], n, answered, stop))
                       for n in range(WRITERS)]
            for thread in writers:
                thread.start()
            before = len(answered)
            deadline = time.monotonic() + 10
            while len(answered) < before + 5 and time.monotonic() < deadline:
                time.sleep(0.05)
            time.sleep(random.uniform(0.05, 0.5))
        finally:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=10)
        stop.set()
        for thread in writers:
            thread.join(timeout=15)
        assert len(answered) > before, f"round {round_number} stored nothing"

    store = RequestStore(instance / "requests.sqlite3")
    assert store.integrity() == "ok"
    stored = {request["id"]: request for request in store.find()}
    missing = set(answered) - set(stored)
    assert not missing, f"answered 201 but lost: {sorted(missing)}"
    with sqlite3.connect(instance / "requests.sqlite3") as db:
        orphans = db.execute("SELECT COUNT(*) FROM requests r LEFT JOIN mails o "
                             "ON o.request_id = r.id AND o.purpose = 'office' "
                             "WHERE o.request_id IS NULL").fetchone()[0]
        assert orphans == 0
        assert db.execute("PRAGMA foreign_key_check").fetchall() == []
    assert all(r["name"].startswith("Writer ") for r in stored.values())
    assert len(stored) >= len(answered) >= ROUNDS * 5
