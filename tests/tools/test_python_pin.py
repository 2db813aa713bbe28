"""The service runs on the pinned interpreter, and that interpreter keeps mail headers whole."""

import os
import re
import sys
from pathlib import Path

from tools import python_check

MAKEFILE = Path(__file__).resolve().parents[2] / "Makefile"


def test_the_running_interpreter_keeps_an_encoded_line_break_out_of_the_headers() -> None:
    assert python_check.problems() == []


def test_the_environment_is_made_from_the_interpreter_the_makefile_pins() -> None:
    pinned = re.search(r"^PYTHON := (\S+)$", MAKEFILE.read_text("utf-8"), re.MULTILINE)
    assert pinned is not None
    base = getattr(sys, "_base_executable", sys.executable)
    assert os.path.realpath(base) == os.path.realpath(pinned.group(1))
