"""Sign-in under load against the real service with argon2 at its real cost: guesses sent all at
once, and a burst of sign-ins while a signed-in staff member works."""

import json
import threading
import time
import urllib.error
import urllib.request
from collections import Counter
from email.message import Message
from pathlib import Path

import pytest

from service.auth.accounts import StaffDirectory
from tests.service.conftest import STAFF_PASSWORD, STAFF_USER
from tests.service.real_service import running_service

pytestmark = pytest.mark.slow

GUESSES = 30
BURST_THREADS = 12
STAFF_REQUESTS = 15


def sign_in(port: int, username: str, password: str, address: str) -> tuple[int, Message]:
    """POST /api/auth/login from `address` (the service trusts one proxy hop); status, headers."""
    origin = f"http://127.0.0.1:{port}"
    request = urllib.request.Request(
        origin + "/api/auth/login", method="POST",
        data=json.dumps({"username": username, "password": password}).encode(),
        headers={"Content-Type": "application/json", "Origin": origin,
                 "X-Forwarded-For": address})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.headers
    except urllib.error.HTTPError as error:
        return error.code, error.headers


def test_thirty_guesses_at_once_reach_the_password_check_at_most_five_times(
        content_dir: Path, tmp_path: Path) -> None:
    statuses: list[int] = []
    with running_service(content_dir, tmp_path, TRUSTED_PROXIES="127.0.0.1") as port:
        start = threading.Barrier(GUESSES)

        def guess(number: int) -> None:
            start.wait()
            statuses.append(sign_in(port, STAFF_USER, f"guess number {number}", "203.0.113.7")[0])

        threads = [threading.Thread(target=guess, args=(n,)) for n in range(GUESSES)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=60)
    counts = Counter(statuses)
    assert sum(counts.values()) == GUESSES
    # 401 is a checked wrong password; 429 (over the limit) and 503 (hashing busy) were not.
    assert set(counts) <= {401, 429, 503}, counts
    assert 1 <= counts[401] <= 5, counts


def test_a_burst_of_sign_ins_does_not_hold_up_a_signed_in_staff_member(
        content_dir: Path, tmp_path: Path) -> None:
    """The staff member's answers do not wait behind the password checks: told by order, not by
    time. Waiting behind them (the session lookup once shared asyncio's thread pool with the
    hashes), nearly every answer comes after a check has ended; not waiting, an answer takes a
    small part of one check's time, and few do (at most a third here)."""
    StaffDirectory(tmp_path / "instance" / "staff.sqlite3").add(STAFF_USER, STAFF_PASSWORD)
    with running_service(content_dir, tmp_path, TRUSTED_PROXIES="127.0.0.1") as port:
        status, headers = sign_in(port, STAFF_USER, STAFF_PASSWORD, "192.0.2.1")
        assert status == 200
        cookie = headers["Set-Cookie"].split(";")[0]
        stop = threading.Event()
        burst: Counter[int] = Counter()
        counting = threading.Lock()

        def spray(thread: int) -> None:
            # New names from new addresses: no limit applies, every guess wants a real hash.
            sent = 0
            while not stop.is_set():
                sent += 1
                address = f"10.{thread}.{sent // 250}.{sent % 250}"
                answer = sign_in(port, f"nobody-{thread}-{sent}", "wrong password", address)[0]
                with counting:
                    burst[answer] += 1

        threads = [threading.Thread(target=spray, args=(n,)) for n in range(BURST_THREADS)]
        for thread in threads:
            thread.start()
        checks_ended_while_waiting = []
        try:
            for _ in range(600):  # let the burst build up, until checks have ended (30 s at most)
                if burst[401] >= 2:
                    break
                time.sleep(0.05)
            for _ in range(STAFF_REQUESTS):
                checked_before = burst[401]
                request = urllib.request.Request(f"http://127.0.0.1:{port}/api/auth/session",
                                                 headers={"Cookie": cookie})
                with urllib.request.urlopen(request, timeout=30) as response:
                    assert response.status == 200
                checks_ended_while_waiting.append(burst[401] - checked_before)
                time.sleep(0.1)
        finally:
            stop.set()
            for thread in threads:
                thread.join(timeout=60)
    assert burst[401] >= 2, burst  # the burst did reach the password check
    assert set(burst) <= {401, 503}, burst
    held_up = [ended for ended in checks_ended_while_waiting if ended]
    assert len(held_up) <= STAFF_REQUESTS // 3, checks_ended_while_waiting
