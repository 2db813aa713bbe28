"""Slow and greedy clients against the real service on real sockets: connections that never finish
their headers or their body are closed in time, open connections are bounded, and normal requests
go on."""

import json
import socket
import threading
import time
import urllib.request
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from service.config import Settings
from service.http.keep_alive import PROXY_UPSTREAM_IDLE_SECONDS, SERVICE_KEEP_ALIVE_SECONDS
from service.http.server_protocol import BODY_BYTES_PER_SECOND, TOO_SLOW
from service.ops.nginx import NginxSite, nginx_config
from tests.conftest import make_content_copy
from tests.service.real_service import running_service

pytestmark = pytest.mark.slow

HALF_A_HEADER = b"GET /api/site HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: "
SLACK_SECONDS = 3.0
# A small form's worth, sent a few bytes at a time, of a body announced longer still: were it
# not cut off, it would never end.
FORM = b'{"kind": "quote", "name": "Jane Doe", "email": "jane@example.com"}'
ANNOUNCED = 10 * len(FORM)
BODY_TIMEOUT = "1"


def connect(port: int, first_bytes: bytes = b"") -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port), timeout=5)
    if first_bytes:
        sock.sendall(first_bytes)
    return sock


def seconds_until_closed(sock: socket.socket, since: float, limit: float) -> tuple[float, bytes]:
    """Read until the service closes the connection; when that was, and what it said last."""
    sock.settimeout(limit)
    said = b""
    try:
        while chunk := sock.recv(4096):
            said += chunk
    except ConnectionResetError:
        pass
    except TimeoutError:
        return float("inf"), said
    return time.monotonic() - since, said


def read_answer(sock: socket.socket) -> bytes:
    """One whole answer on a kept-alive connection (its body has a Content-Length)."""
    said = b""
    while b"\r\n\r\n" not in said:
        said += sock.recv(4096)
    head, _, body = said.partition(b"\r\n\r\n")
    length = int(next(line.split(b":")[1] for line in head.split(b"\r\n")
                      if line.lower().startswith(b"content-length:")))
    while len(body) < length:
        body += sock.recv(4096)
    return head + b"\r\n\r\n" + body


def answers(port: int, path: str = "/api/site") -> float:
    """A normal request: how long its answer took."""
    started = time.monotonic()
    with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=5) as response:
        assert response.status == 200
    return time.monotonic() - started


@pytest.fixture(scope="module")
def service_port(tmp_path_factory: pytest.TempPathFactory) -> Iterator[int]:
    """The service with its default timeouts, one start for the module's tests that only connect
    to it (each leaves no connection open behind it): a real start is some seconds of CPU."""
    folder = tmp_path_factory.mktemp("slow-clients")
    with running_service(make_content_copy(folder / "content"), folder) as port:
        yield port


@pytest.fixture(scope="module")
def body_timeout_port(tmp_path_factory: pytest.TempPathFactory) -> Iterator[int]:
    """The service with a body timeout of BODY_TIMEOUT, one start for the two tests of bodies
    that trickle in (each closes its connection)."""
    folder = tmp_path_factory.mktemp("slow-bodies")
    with running_service(make_content_copy(folder / "content"), folder,
                         BODY_TIMEOUT=BODY_TIMEOUT) as port:
        yield port


@pytest.mark.long
def test_connections_that_never_finish_their_headers_are_closed(service_port: int) -> None:
    """Up to AGENCY_HEADER_TIMEOUT plus SLACK_SECONDS: the connections are held until the
    service closes them, which it does only when the header timeout runs out."""
    timeout = Settings().header_timeout
    port = service_port
    started = time.monotonic()
    held = [connect(port, HALF_A_HEADER) for _ in range(5)]
    held.append(connect(port))  # says nothing at all
    kept_alive = connect(port, b"GET /api/site HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    assert read_answer(kept_alive).startswith(b"HTTP/1.1 200")
    kept_alive.sendall(HALF_A_HEADER)  # its next request stops half way
    trickle = connect(port, b"G")
    stop = threading.Event()

    def drip() -> None:  # a byte every half second: never idle, never complete
        for byte in HALF_A_HEADER[1:]:
            if stop.wait(0.5):
                return
            try:
                trickle.sendall(bytes([byte]))
            except OSError:
                return

    dripping = threading.Thread(target=drip)
    dripping.start()
    limit = timeout + SLACK_SECONDS + 5
    with ThreadPoolExecutor(len(held) + 2) as pool:
        closing = [pool.submit(seconds_until_closed, sock, started, limit)
                   for sock in (*held, trickle)]
        closing.append(pool.submit(seconds_until_closed, kept_alive, time.monotonic(), limit))
        normal = [answers(port) for _ in range(5)]
        closed = [future.result() for future in closing]
    stop.set()
    dripping.join()
    for sock in (*held, trickle, kept_alive):
        sock.close()
    assert answers(port) < 2
    assert max(normal) < 2, normal
    times = [seconds for seconds, _ in closed]
    assert all(timeout - 1 <= seconds <= timeout + SLACK_SECONDS for seconds in times), times
    assert all(said.startswith(b"HTTP/1.1 408") and b'"message"' in said
               for _, said in closed), closed


def test_open_connections_are_bounded(content_dir: Path, tmp_path: Path) -> None:
    with running_service(content_dir, tmp_path, MAX_CONNECTIONS="8",
                         HEADER_TIMEOUT="30") as port:
        held = [connect(port, HALF_A_HEADER) for _ in range(8)]
        time.sleep(0.3)  # let the service accept them all
        over = connect(port)
        seconds, said = seconds_until_closed(over, time.monotonic(), 5)
        assert seconds < 1 and said == b""
        for sock in held[:2]:
            sock.close()
        deadline = time.monotonic() + 5
        while True:  # the service notices the two closed connections within moments
            try:
                assert answers(port) < 2
                break
            except OSError:
                assert time.monotonic() < deadline
                time.sleep(0.1)
        for sock in held[2:]:
            sock.close()


def test_a_request_line_that_cannot_be_read_gets_the_usual_json_message(
        service_port: int) -> None:
    sock = connect(service_port, b"GET /caf\xe9 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    _, said = seconds_until_closed(sock, time.monotonic(), 5)
    sock.close()
    head, _, body = said.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 400")
    assert b"content-type: application/json" in head.lower()
    assert body == b'{"message": "The request could not be read"}'


def test_an_idle_kept_alive_connection_outlasts_the_proxys_reuse(
        service_port: int, tmp_path: Path) -> None:
    """nginx (and any client pool) reuses an idle connection for up to its own idle limit; the
    service must not close it first, or the reused request fails (a POST then answers 502)."""
    assert PROXY_UPSTREAM_IDLE_SECONDS < SERVICE_KEEP_ALIVE_SECONDS
    site = NginxSite(server_name="www.harborpoint.example", upstream="127.0.0.1:8000",
                     web_dist=tmp_path / "dist", media_dir=tmp_path / "media",
                     content_security_policy="default-src 'self'", max_body_bytes=10 << 20,
                     certificate="cert.pem", certificate_key="key.pem")
    upstream = nginx_config(site).split("upstream ", 1)[1].split("}", 1)[0]
    assert f"keepalive_timeout {PROXY_UPSTREAM_IDLE_SECONDS}s;" in upstream
    sock = connect(service_port, b"GET /api/site HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    assert read_answer(sock).startswith(b"HTTP/1.1 200")
    time.sleep(6)  # longer than the 5 s servers often default to
    sock.sendall(b"GET /api/site HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    assert read_answer(sock).startswith(b"HTTP/1.1 200")
    sock.close()


def post_head(port: int, path: str, length: int) -> bytes:
    return (f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
            f"Origin: http://127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {length}\r\n\r\n").encode()


def trickle(sock: socket.socket, data: bytes, every: float, stop: threading.Event) -> None:
    """`data` a few bytes at a time, `every` seconds apart, until it is sent, `stop` is set or
    the service has closed the connection."""
    for start in range(0, len(data), 3):
        if stop.wait(every):
            return
        try:
            sock.sendall(data[start:start + 3])
        except OSError:
            return


def trickled_until_closed(port: int, path: str) -> tuple[float, bytes]:
    """A POST to `path` whose body trickles in: when (if ever) the service closed the connection,
    and what it said."""
    sock = connect(port, post_head(port, path, ANNOUNCED) + FORM[:3])
    stop = threading.Event()
    dripping = threading.Thread(target=trickle, args=(sock, FORM[3:], 0.4, stop))
    dripping.start()
    try:
        return seconds_until_closed(sock, time.monotonic(), 30)
    finally:
        stop.set()
        dripping.join()
        sock.close()


def test_a_body_that_trickles_in_gets_408_and_is_closed(body_timeout_port: int) -> None:
    port = body_timeout_port
    seconds, said = trickled_until_closed(port, "/api/requests")
    assert answers(port) < 5  # the service goes on
    assert seconds != float("inf"), f"the connection was never closed; it said {said!r}"
    head, _, body = said.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 408"), said
    assert b"connection: close" in head.lower()
    assert json.loads(body) == {"message": TOO_SLOW}


def test_a_body_still_arriving_after_an_early_answer_is_closed(body_timeout_port: int) -> None:
    """A staff endpoint refuses a visitor before reading the body; the rest of the body cannot
    keep the connection open either (each byte would put off the keep-alive timeout)."""
    seconds, said = trickled_until_closed(body_timeout_port, "/api/admin/staff")
    assert seconds != float("inf"), f"the connection was never closed; it said {said!r}"
    assert said.startswith(b"HTTP/1.1 401"), said
    assert said.count(b"HTTP/1.1") == 1


def test_a_large_body_arriving_steadily_may_take_longer(content_dir: Path,
                                                         tmp_path: Path) -> None:
    """Each BODY_BYTES_PER_SECOND that arrive earn a second more: a body sent at twice that
    rate goes on past the timeout and gets the service's answer, not 408."""
    chunk = BODY_BYTES_PER_SECOND // 2
    body = json.dumps({"username": "x" * (16 * chunk), "password": "not it"}).encode()
    with running_service(content_dir, tmp_path, BODY_TIMEOUT="2") as port:
        sock = connect(port, post_head(port, "/api/auth/login", len(body)))
        for start in range(0, len(body), chunk):  # 16 parts, 4 s in all: twice the timeout
            sock.sendall(body[start:start + chunk])
            time.sleep(0.25)
        said = read_answer(sock)
        sock.close()
    # The login's check of the username: the answer of a body read to its end.
    assert said.startswith(b"HTTP/1.1 422"), said[:300]
    assert b"at most 64 characters" in said
