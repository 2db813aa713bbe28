"""Uvicorn's HTTP protocol with limits for slow and greedy clients.

Uvicorn closes idle keep-alive connections, but a connection that never finishes its headers
stays open for good, so a few clients trickling header bytes could hold every socket. Here:
- a request's headers must be complete within `header_timeout` seconds of the connection
  opening (or of the request's first byte, on a kept-alive connection); else 408 and close;
- its body must be complete within `body_timeout` seconds of its headers, and one second more
  for every BODY_BYTES_PER_SECOND that have arrived (an upload on a slow link goes on, a body
  trickled a byte at a time does not); else 408 and close;
- at most `max_connections` connections are open at once; one more is closed at once;
- a request uvicorn cannot parse gets the site's usual JSON message, not plain text;
- on shutdown, a connection whose request has not arrived in full yet (one just accepted, say
  from the queue of a socket systemd keeps across a restart) gets its answer, then is closed;
  uvicorn would close it unanswered, and nginx would answer its client 502.
A limit of 0 turns that limit off.
"""

import asyncio
import json

from uvicorn.protocols.http.httptools_impl import STATUS_LINE, HttpToolsProtocol

CANNOT_PARSE = "The request could not be read"
TOO_SLOW = "The request took too long to arrive"
# A body arriving at 128 kbit/s or faster (a phone's photo on a poor uplink) never runs out of
# time here; Quart's own limit on reading a body (BODY_TIMEOUT, 60 s) still ends a longer one.
BODY_BYTES_PER_SECOND = 16 * 1024


def _json_answer(status: int, message: str) -> bytes:
    body = json.dumps({"message": message}).encode()
    return b"".join([STATUS_LINE[status], b"content-type: application/json\r\n",
                     b"content-length: ", str(len(body)).encode(), b"\r\n",
                     b"connection: close\r\n\r\n", body])


class GuardedHttpProtocol(HttpToolsProtocol):
    """HttpToolsProtocol with header and body deadlines and a connection cap (set by
    guarded_protocol)."""

    header_timeout: float = 0.0
    body_timeout: float = 0.0
    max_connections: int = 0
    _header_timer: asyncio.TimerHandle | None = None
    _body_timer: asyncio.TimerHandle | None = None
    _body_pending = False  # the headers are in, the body is not yet
    _body_started = 0.0
    _body_bytes = 0
    _reading_headers = False
    _last_request = False  # shutdown began: answer the request on its way, then close

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        if self.max_connections and len(self.connections) > self.max_connections:
            transport.close()
            return
        self._arm_header_timer()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm_header_timer()
        self._disarm_body_timer()
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        # Armed only when a body is still to come after what arrived: most requests have none.
        if self._body_pending and self._body_timer is None and not self.transport.is_closing():
            self._arm_body_timer()

    def on_message_begin(self) -> None:
        super().on_message_begin()
        self._reading_headers = True
        self._arm_header_timer()  # a kept-alive connection's next request

    def on_headers_complete(self) -> None:
        self._disarm_header_timer()
        self._reading_headers = False
        super().on_headers_complete()
        if self._last_request and self.cycle is not None:
            self.cycle.keep_alive = False
        upgrading = self.parser.should_upgrade() and self._should_upgrade()
        self._body_pending = bool(self.body_timeout) and not upgrading
        self._body_started, self._body_bytes = self.loop.time(), 0

    def on_body(self, body: bytes) -> None:
        self._body_bytes += len(body)
        super().on_body(body)

    def on_message_complete(self) -> None:
        self._body_pending = False
        self._disarm_body_timer()
        super().on_message_complete()

    def shutdown(self) -> None:
        # A connection idle between requests closes now (nginx retries a request that meets a
        # closed kept-alive connection); one with a request still arriving is answered first.
        # The header deadline still bounds how long it may take to arrive.
        if self.cycle is None or self._reading_headers:
            self._last_request = True
            return
        super().shutdown()

    def send_400_response(self, msg: str) -> None:
        self.transport.write(_json_answer(400, CANNOT_PARSE))
        self.transport.close()

    def _arm_header_timer(self) -> None:
        if self.header_timeout and self._header_timer is None:
            self._header_timer = self.loop.call_later(self.header_timeout, self._headers_late)

    def _disarm_header_timer(self) -> None:
        if self._header_timer is not None:
            self._header_timer.cancel()
            self._header_timer = None

    def _headers_late(self) -> None:
        self._header_timer = None
        if self.transport.is_closing():
            return
        if self.cycle is not None and not self.cycle.response_complete:
            self.cycle.keep_alive = False  # a pipelined request is still being answered
            return
        self.transport.write(_json_answer(408, TOO_SLOW))
        self.transport.close()

    def _body_deadline(self) -> float:
        return self._body_started + self.body_timeout + self._body_bytes / BODY_BYTES_PER_SECOND

    def _arm_body_timer(self) -> None:
        self._body_timer = self.loop.call_at(self._body_deadline(), self._body_late)

    def _disarm_body_timer(self) -> None:
        if self._body_timer is not None:
            self._body_timer.cancel()
            self._body_timer = None

    def _body_late(self) -> None:
        self._body_timer = None
        if self.transport.is_closing() or not self._body_pending:
            return
        if self.pipeline or self.flow.read_paused:
            # The service holds the body back (an answer before it still going out, or the app
            # not reading yet): the client is not the slow one, so its time starts again.
            self._body_started, self._body_bytes = self.loop.time(), 0
            self._arm_body_timer()
            return
        if self.loop.time() < self._body_deadline():
            self._arm_body_timer()  # what arrived meanwhile earned more time
            return
        cycle = self.cycle
        if cycle.response_started and not cycle.response_complete:
            cycle.keep_alive = False  # answered before its body came: closed once that is out
            return
        if not cycle.response_started:
            self.transport.write(_json_answer(408, TOO_SLOW))
            # As connection_lost will: the app stops waiting for the body and sends nothing more.
            cycle.disconnected = True
            cycle.message_event.set()
        self.transport.close()


def guarded_protocol(header_timeout: float, max_connections: int,
                     body_timeout: float = 0.0) -> type[GuardedHttpProtocol]:
    """The protocol class for uvicorn.run(http=...), with these limits."""
    return type("GuardedHttpProtocol", (GuardedHttpProtocol,),
                {"header_timeout": header_timeout, "max_connections": max_connections,
                 "body_timeout": body_timeout})
