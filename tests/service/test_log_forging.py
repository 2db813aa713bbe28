"""Log forging: a control character in a request (its path, a proxy's header) or in an exception
shows as an escape in both log formats, so no value can start a line that poses as a record."""

import io
import json
import logging
import re
import socket
from pathlib import Path

import pytest

from service.ops.log_format import TRACEBACK_PREFIX, JsonLines, TextLines
from tests.service.real_service import running_service

pytestmark = pytest.mark.slow

FORGED = "INFO service.requests: fake"
# The path decodes to a newline and a forged record, then CR, ESC, U+2028, NEL, CSI, DEL and a
# right-to-left override; the proxy's header brings NEL and CSI as raw bytes, and a tab.
REQUEST = (b"GET /x%0aINFO%20service.requests:%20fake%0d%1b[31m%e2%80%a8%c2%85%c2%9b%7f%e2%80%ae"
           b" HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: 203.0.113.9\x85\x9b\tINFO fake\r\n"
           b"X-Request-ID: 1\x85INFO service.requests: fake\r\n"
           b"User-Agent: agent\x85\x9b\"INFO fake\r\nConnection: close\r\n\r\n")
SHOWN_PATH = "/x\\nINFO service.requests: fake\\r\\x1b[31m\\u2028\\x85\\x9b\\x7f\\u202e"
SHOWN_CLIENT = "203.0.113.9\\x85\\x9b\\tINFO fake"
SHOWN_AGENT = 'agent\\x85\\x9b"INFO fake'
TIME = r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z"
RECORD_START = re.compile(
    rf"{TIME} (DEBUG|INFO|WARNING|ERROR|CRITICAL) [\w.]+( \[[0-9a-f]{{32}}\])?: ")
# The forged X-Request-ID is refused: the line carries one the service made.
REQUEST_LINE = re.compile(rf"{TIME} INFO service.requests \[[0-9a-f]{{32}}\]: ")
# Anything that can end a line or drive a terminal, besides the newline ending each record.
RAW_CONTROL = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def send(port: int, request: bytes) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(request)
        answer = b""
        while chunk := sock.recv(4096):
            answer += chunk
    return answer


@pytest.mark.parametrize("log_format", ["text", "json"])
def test_a_request_carrying_a_forged_record_is_one_escaped_line(
        log_format: str, content_dir: Path, tmp_path: Path) -> None:
    log = tmp_path / "service.log"
    with running_service(content_dir, tmp_path, log=log, LOG_FORMAT=log_format,
                         TRUSTED_PROXIES="127.0.0.1") as port:
        assert send(port, REQUEST).startswith(b"HTTP/1.1 404")
    output = log.read_bytes().decode("utf-8")
    assert RAW_CONTROL.search(output) is None
    # splitlines() breaks at every line end Unicode knows, as the most careless reader would.
    lines = output.splitlines()
    assert not any(line.startswith(FORGED) for line in lines)
    assert len([line for line in lines if "fake" in line]) == 1
    if log_format == "text":
        assert all(RECORD_START.match(line) for line in lines), output
        line = next(line for line in lines if "fake" in line)
        start = REQUEST_LINE.match(line)
        assert start, line
        assert line[start.end():].startswith(f'{SHOWN_CLIENT} "GET {SHOWN_PATH}" 404 ')
        assert line.endswith(f' ms "{SHOWN_AGENT}"')
        return
    entries = [json.loads(line) for line in lines]  # every line is one whole object
    entry = next(entry for entry in entries if "fake" in entry["message"])
    assert (entry["event"], entry["path"], entry["client"]) == ("request", SHOWN_PATH, SHOWN_CLIENT)
    assert entry["message"].startswith(f'{SHOWN_CLIENT} "GET {SHOWN_PATH}" 404 ')
    assert entry["user_agent"] == SHOWN_AGENT and re.fullmatch("[0-9a-f]{32}", entry["request_id"])


def test_a_traceback_carrying_a_forged_record_cannot_pose_as_one() -> None:
    text, json_lines = io.StringIO(), io.StringIO()
    log = logging.getLogger("service.test_log_forging")
    log.propagate = False
    for stream, formatter in ((text, TextLines()), (json_lines, JsonLines())):
        handler = logging.StreamHandler(stream)
        handler.setFormatter(formatter)
        log.addHandler(handler)
    try:
        raise ValueError(f"no post called x\n{FORGED}\x1b[2J\u2028")
    except ValueError:
        log.exception("reading %s failed", "posts/x\n.json")
    finally:
        log.handlers.clear()
    lines = text.getvalue().splitlines()
    assert re.fullmatch(f"{TIME} ERROR service.test_log_forging: reading posts/x\\\\n.json failed",
                        lines[0]), lines[0]
    assert all(line.startswith(TRACEBACK_PREFIX) for line in lines[1:])
    assert lines[-2:] == [f"{TRACEBACK_PREFIX}ValueError: no post called x",
                          f"{TRACEBACK_PREFIX}{FORGED}\\x1b[2J\\u2028"]
    [line] = json_lines.getvalue().splitlines()
    entry = json.loads(line)
    assert entry["message"] == "reading posts/x\\n.json failed"
    assert entry["exception"].endswith(f"ValueError: no post called x\\n{FORGED}\\x1b[2J\\u2028")
