"""The uvicorn the service's HTTP protocol (service/http/server_protocol.py) was written against:
uvicorn offers no header or body deadline, so the protocol subclasses uvicorn's own and uses its
private parts. uvicorn is pinned exactly in pyproject.toml; these tests fail when a new version
moves what the subclass relies on, before an upgrade ships. Its limits themselves are tested
against the real service in test_slow_clients.py."""

import asyncio
import inspect
import json
import socket
import threading
import tomllib
from collections.abc import Iterator
from contextlib import contextmanager
from importlib.metadata import version
from typing import Any

import uvicorn
from uvicorn.protocols.http.httptools_impl import STATUS_LINE, HttpToolsProtocol

from service.http.server_protocol import guarded_protocol
from tests.conftest import PROJECT_ROOT

# What GuardedHttpProtocol overrides or calls on HttpToolsProtocol, with its parameters.
METHODS = {
    "connection_made": ["self", "transport"],
    "connection_lost": ["self", "exc"],
    "data_received": ["self", "data"],
    "on_message_begin": ["self"],
    "on_headers_complete": ["self"],
    "on_body": ["self", "body"],
    "on_message_complete": ["self"],
    "shutdown": ["self"],
    "send_400_response": ["self", "msg"],
    "_should_upgrade": ["self"],
}
# What it reads or sets on a connection and on its request's cycle, as seen during a request.
CONNECTION = ("connections", "transport", "loop", "cycle", "parser", "pipeline", "flow")
CYCLE = ("keep_alive", "response_started", "response_complete", "disconnected")


def test_the_installed_uvicorn_is_the_pinned_one() -> None:
    project = tomllib.loads((PROJECT_ROOT / "pyproject.toml").read_text("utf-8"))
    [pin] = [item for item in project["project"]["dependencies"] if item.startswith("uvicorn")]
    assert pin == f"uvicorn[standard]=={version('uvicorn')}"


def test_the_methods_the_protocol_overrides_keep_their_parameters() -> None:
    for name, parameters in METHODS.items():
        assert list(inspect.signature(getattr(HttpToolsProtocol, name)).parameters) == parameters
    assert STATUS_LINE[400].startswith(b"HTTP/1.1 400") and STATUS_LINE[408].startswith(
        b"HTTP/1.1 408")


@contextmanager
def serving(app: Any) -> Iterator[tuple[uvicorn.Server, int]]:
    """app under uvicorn with the service's protocol, in a thread, on a free port."""
    listening = socket.socket()
    listening.bind(("127.0.0.1", 0))
    config = uvicorn.Config(app, log_config=None, lifespan="off",
                            http=guarded_protocol(30.0, 100, 30.0))
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [listening]})
    thread.start()
    try:
        while not server.started:
            assert thread.is_alive(), "uvicorn did not start"
            threading.Event().wait(0.05)
        yield server, listening.getsockname()[1]
    finally:
        server.should_exit = True
        thread.join(60)


def test_a_connection_has_what_the_protocol_uses() -> None:
    """The attributes, seen on the real connection from inside the request it is serving."""
    seen: dict[str, Any] = {}
    servers: list[uvicorn.Server] = []

    async def app(scope: Any, receive: Any, send: Any) -> None:
        [connection] = servers[0].server_state.connections
        seen["connection"] = [name for name in CONNECTION if not hasattr(connection, name)]
        seen["cycle"] = [name for name in CYCLE if not hasattr(connection.cycle, name)]
        seen["event"] = isinstance(connection.cycle.message_event, asyncio.Event)
        seen["read_paused"] = isinstance(connection.flow.read_paused, bool)
        seen["should_upgrade"] = connection.parser.should_upgrade() is False
        seen["armed"] = (connection.header_timeout, connection.max_connections,
                         connection.body_timeout) == (30.0, 100, 30.0)
        await send({"type": "http.response.start", "status": 200,
                    "headers": [(b"content-length", b"4")]})
        await send({"type": "http.response.body", "body": b"seen"})

    with serving(app) as (server, port):
        servers.append(server)
        with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
            sock.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            answer = b"".join(iter(lambda: sock.recv(4096), b""))
    assert answer.startswith(b"HTTP/1.1 200") and answer.endswith(b"seen")
    assert seen == {"connection": [], "cycle": [], "event": True, "read_paused": True,
                    "should_upgrade": True, "armed": True}


def test_a_request_arriving_as_shutdown_begins_is_answered_then_closed() -> None:
    """The shutdown override: uvicorn would close the connection unanswered."""
    async def app(scope: Any, receive: Any, send: Any) -> None:
        body = json.dumps({"path": scope["path"]}).encode()
        await send({"type": "http.response.start", "status": 200,
                    "headers": [(b"content-length", str(len(body)).encode())]})
        await send({"type": "http.response.body", "body": body})

    with serving(app) as (server, port), socket.create_connection(("127.0.0.1", port),
                                                                   timeout=30) as sock:
        sock.sendall(b"GET /late HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # half its headers
        server.should_exit = True
        refused = False
        while not refused:  # the listening socket closes as the connections are told
            try:
                socket.create_connection(("127.0.0.1", port), timeout=30).close()
            except (ConnectionRefusedError, ConnectionResetError):
                refused = True
        sock.sendall(b"Accept: */*\r\n\r\n")
        answer = b"".join(iter(lambda: sock.recv(4096), b""))
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 200") and b"connection: close" in head.lower()
    assert json.loads(body) == {"path": "/late"}
