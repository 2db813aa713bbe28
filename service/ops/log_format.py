"""Log output: readable lines, or one JSON object per line with AGENCY_LOG_FORMAT=json."""

import datetime as dt
import json
import logging
from typing import Any

# Attributes every LogRecord has; anything else on a record came from `extra=` and is a field.
# (uvicorn adds color_message, the same text with terminal colours.)
_STANDARD = frozenset(vars(logging.LogRecord("", 0, "", 0, "", (), None))) | {
    "message", "asctime", "color_message"}
TEXT_FORMAT = "%(levelname)s %(name)s: %(message)s"


class JsonLines(logging.Formatter):
    """{"time", "level", "logger", "message", ...the record's extra fields} on one line."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": dt.datetime.fromtimestamp(record.created, dt.UTC).isoformat(
                timespec="milliseconds").replace("+00:00", "Z"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        entry |= {key: value for key, value in vars(record).items() if key not in _STANDARD}
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        return json.dumps(entry, ensure_ascii=False, default=str)


def configure_logging(log_format: str, level: int = logging.INFO) -> None:
    """Set up the root logger once for the whole process (the service's main)."""
    # Neither format shows the caller's source line, thread or process, which every record would
    # otherwise look up (a quarter of what the request log costs per request).
    logging._srcfile = None
    logging.logThreads = logging.logProcesses = logging.logMultiprocessing = False
    handler = logging.StreamHandler()
    handler.setFormatter(JsonLines() if log_format == "json" else logging.Formatter(TEXT_FORMAT))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
