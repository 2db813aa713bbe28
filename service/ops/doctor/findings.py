"""What a doctor's check answers: a line that is ok, a warning or a failure, with its fix."""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from service.config import Settings

Status = Literal["ok", "warn", "fail"]


@dataclass(frozen=True)
class Finding:
    status: Status
    subject: str  # what was checked: "instance folder", "certificate"
    message: str  # what was found, in one sentence
    fix: str | None = None  # what to do about it, in one sentence


@dataclass(frozen=True)
class Setup:
    """What the checks look at: the service's settings and the files the operator named."""
    settings: Settings
    nginx_config: Path | None = None
    certificate: Path | None = None


# A check looks at one thing and says what it found: a line or a few, none when it has nothing
# to look at (no nginx configuration named, say).
Check = Callable[[Setup], Awaitable[list[Finding]]]


def ok(subject: str, message: str) -> Finding:
    return Finding("ok", subject, message)


def warn(subject: str, message: str, fix: str) -> Finding:
    return Finding("warn", subject, message, fix)


def fail(subject: str, message: str, fix: str) -> Finding:
    return Finding("fail", subject, message, fix)
