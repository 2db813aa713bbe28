"""Request ids and request lines with the real service: X-Request-ID kept or made, returned on
every answer, on the request line and on every line logged meanwhile; the staff member and the
user agent on request lines; a client gone before its answer is complete logged as 499."""

import http.client
import json
import re
import socket
import struct
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from argon2 import PasswordHasher

from service.auth.accounts import StaffDirectory
from tests.conftest import make_content_copy
from tests.service.real_service import running_service

pytestmark = pytest.mark.slow

USER, PASSWORD = "logged", "a long enough password"
SLUG = "a-contractors-guide-to-surety-bonds"
BIG_FILE = "big.png"
MADE_ID = re.compile("[0-9a-f]{32}")


@dataclass(frozen=True)
class Service:
    port: int
    log: Path

    def request(self, method: str, path: str, headers: dict[str, str] | None = None,
                body: object = None) -> tuple[int, http.client.HTTPMessage, bytes]:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            data = json.dumps(body).encode() if body is not None else None
            sent = {"Content-Type": "application/json"} if data else {}
            connection.request(method, path, body=data, headers={**sent, **(headers or {})})
            answer = connection.getresponse()
            return answer.status, answer.headers, answer.read()
        finally:
            connection.close()

    def line_of(self, request_id: str) -> str:
        """The request line for the id, once the service has written it."""
        return self.lines_of(request_id, "service.requests")[0]

    def lines_of(self, request_id: str, logger: str) -> list[str]:
        tag = f" {logger} [{request_id}]: "
        deadline = time.monotonic() + 30
        while True:
            found = [line for line in self.log.read_text("utf-8").splitlines() if tag in line]
            if found or time.monotonic() > deadline:
                assert found, f"no {logger} line for {request_id}"
                return found
            time.sleep(0.05)


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Service]:
    folder = tmp_path_factory.mktemp("request-ids")
    content = make_content_copy(folder / "content")
    StaffDirectory(folder / "instance" / "staff.sqlite3", hasher=PasswordHasher(
        time_cost=1, memory_cost=1024, parallelism=1)).add(USER, PASSWORD)
    assets = folder / "dist" / "assets"
    assets.mkdir(parents=True)
    (assets / "app.js").write_text("console.log(1)\n", "utf-8")
    # Far more than the socket buffers on both ends hold, so the answer cannot be complete
    # before the client goes (an image: sent as it is, never gzipped).
    with open(assets / BIG_FILE, "wb") as big:
        big.truncate(64 * 1024 * 1024)
    log = folder / "service.log"
    with running_service(content, folder, log=log) as port:
        yield Service(port, log)


def test_a_sent_request_id_comes_back_and_is_on_the_request_line(service: Service) -> None:
    status, headers, _ = service.request("GET", "/api/site", {"X-Request-ID": "order-42.retry:1",
                                                              "User-Agent": "probe/1.0"})
    assert status == 200 and headers["X-Request-ID"] == "order-42.retry:1"
    line = service.line_of("order-42.retry:1")
    assert '"GET /api/site" 200 ' in line and line.endswith(' ms "probe/1.0"')
    assert "staff=" not in line


@pytest.mark.parametrize("sent", [None, "", "two words", "x" * 129, "semi;colon", "é"],
                         ids=["none", "empty", "space", "too-long", "semicolon", "non-ascii"])
@pytest.mark.parametrize(("path", "status"), [("/api/site", 200), ("/api/nothing-here", 404),
                                              ("/assets/app.js", 200)])
def test_without_a_usable_request_id_the_service_makes_one(
        service: Service, sent: str | None, path: str, status: int) -> None:
    headers = {} if sent is None else {"X-Request-ID": sent}
    answered, first, _ = service.request("GET", path, headers)
    _, second, _ = service.request("GET", path, headers)
    assert answered == status
    assert MADE_ID.fullmatch(first["X-Request-ID"]) and MADE_ID.fullmatch(second["X-Request-ID"])
    assert first["X-Request-ID"] != second["X-Request-ID"]
    assert f'"GET {path}" {status} ' in service.line_of(first["X-Request-ID"])


def test_a_signed_in_request_line_names_the_staff_member_and_lines_logged_meanwhile_carry_its_id(
        service: Service) -> None:
    origin = {"Origin": f"http://127.0.0.1:{service.port}"}
    status, headers, body = service.request(
        "POST", "/api/auth/login", {**origin, "X-Request-ID": "sign-in-1"},
        {"username": USER, "password": PASSWORD})
    assert status == 200
    assert f" staff={USER} " in service.line_of("sign-in-1")
    cookie = headers["Set-Cookie"].split(";")[0]
    edit = {"title": "Logged title", "excerpt": "Short.", "content": "<p>Body.</p>",
            "imageUrl": None}
    status, _, _ = service.request("PATCH", f"/api/admin/blog-posts/{SLUG}", {
        **origin, "Cookie": cookie, "X-CSRF-Token": json.loads(body)["csrfToken"],
        "If-Match": "*", "X-Request-ID": "save-1"}, edit)
    assert status == 200
    assert f'"PATCH /api/admin/blog-posts/{SLUG}" 200 ' in service.line_of("save-1")
    assert f" staff={USER} " in service.line_of("save-1")
    assert f"posts/{SLUG}.json" in service.lines_of("save-1", "service.content")[0]


def test_a_client_gone_before_its_answer_is_complete_is_logged_as_499(service: Service) -> None:
    with socket.create_connection(("127.0.0.1", service.port), timeout=30) as client:
        client.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        client.sendall(f"GET /assets/{BIG_FILE} HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                       "X-Request-ID: gone-1\r\n\r\n".encode())
        assert client.recv(4096).startswith(b"HTTP/1.1 200")
        # Closed with a reset, as a browser tab shut mid-download does.
        client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    assert f'"GET /assets/{BIG_FILE}" 499 ' in service.line_of("gone-1")
    status, _, _ = service.request("GET", "/api/site", {"X-Request-ID": "after-gone"})
    assert status == 200 and '"GET /api/site" 200 ' in service.line_of("after-gone")
