"""Log output: readable lines, or one JSON object per line with AGENCY_LOG_FORMAT=json.

Both formats escape control characters in everything a record carries (its message, arguments,
logger name, fields and exception), so no request path, header or git message can start a line
that poses as a record of its own.
"""

import datetime as dt
import json
import logging
from typing import Any

from service.ops.log_escape import escape_controls, json_holds_unsafe
from service.ops.request_context import RequestIdFilter

# Attributes every LogRecord has; anything else on a record came from `extra=` and is a field.
# (uvicorn adds color_message, the same text with terminal colours.)
_STANDARD = frozenset(vars(logging.LogRecord("", 0, "", 0, "", (), None))) | {
    "message", "asctime", "color_message"}
# Starts each line of a traceback in the text format: a record's line starts with its level.
TRACEBACK_PREFIX = "  | "


def utc_time(record: logging.LogRecord) -> str:
    """When the record was made: 2026-11-26T05:34:49.123Z."""
    return dt.datetime.fromtimestamp(record.created, dt.UTC).isoformat(
        timespec="milliseconds").replace("+00:00", "Z")


class TextLines(logging.Formatter):
    """TIME LEVEL logger [request id]: message, on one line (the id while a request is handled).
    A traceback follows on lines of its own, each starting with TRACEBACK_PREFIX, so it stays
    readable and none of its lines can pass for a record.

    journald stamps each line itself; the time is written anyway, for a log kept in a file."""

    def format(self, record: logging.LogRecord) -> str:
        request_id = getattr(record, "request_id", None)
        during = f" [{escape_controls(str(request_id))}]" if request_id else ""
        line = (f"{utc_time(record)} {escape_controls(record.levelname)} "
                f"{escape_controls(record.name)}{during}: {escape_controls(record.getMessage())}")
        details = [self.formatException(record.exc_info)] if record.exc_info else []
        if record.stack_info:
            details.append(self.formatStack(record.stack_info))
        for text in details:
            line += "".join(f"\n{TRACEBACK_PREFIX}{escape_controls(part)}"
                            for part in text.split("\n"))
        return line


class JsonLines(logging.Formatter):
    """{"time", "level", "logger", "message", ...the record's extra fields (request_id while a
    request is handled)} on one line.

    Values are escaped as in the text format before JSON encodes them, so `message` reads the
    same in both, and a reader printing a decoded field (`jq -r .message`) cannot be fooled
    either. The traceback is one escaped string."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": utc_time(record),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        entry |= {key: value for key, value in vars(record).items() if key not in _STANDARD}
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        if record.stack_info:
            entry["stack"] = self.formatStack(record.stack_info)
        line = json.dumps(entry, ensure_ascii=False, default=str)
        if not json_holds_unsafe(line):  # nearly every line: encoded once, nothing to escape
            return line
        return json.dumps(_escaped(entry), ensure_ascii=False, default=_escaped_str)


def _escaped(value: Any) -> Any:
    if isinstance(value, str):
        return escape_controls(value)
    if isinstance(value, dict):
        return {_escaped(key): _escaped(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_escaped(item) for item in value]
    return value


def _escaped_str(value: object) -> str:
    return escape_controls(str(value))


def configure_logging(log_format: str, level: int = logging.INFO) -> None:
    """Set up the root logger once for the whole process (the service's main)."""
    # Neither format shows the caller's source line, thread or process, which every record would
    # otherwise look up (a quarter of what the request log costs per request).
    logging._srcfile = None
    logging.logThreads = logging.logProcesses = logging.logMultiprocessing = False
    handler = logging.StreamHandler()
    handler.setFormatter(JsonLines() if log_format == "json" else TextLines())
    handler.addFilter(RequestIdFilter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
