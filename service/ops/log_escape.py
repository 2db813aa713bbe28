"""Logged text with every character that could break or disguise a log line shown as an escape."""

import re

# C0 controls, DEL, C1 controls and the Unicode line and paragraph separators: each ends a line
# for some reader (a terminal, journald, str.splitlines) or drives a terminal. The bidirectional
# overrides and isolates make a line read differently from what it holds. The backslash is
# escaped too, so an escape in the log always stands for a character that was there.
_BEYOND_C0 = "\\x7f-\\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069"
_UNSAFE = re.compile(f"[\\x00-\\x1f{_BEYOND_C0}\\\\]")
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t", "\\": "\\\\"}
# In json.dumps' output a C0 control or backslash shows as a backslash escape other than \",
# while the characters beyond C0 pass through as they are.
_UNSAFE_IN_JSON = re.compile(f"[\\\\{_BEYOND_C0}]")


def _escape(match: re.Match[str]) -> str:
    char = match[0]
    code = ord(char)
    return _NAMED.get(char) or (f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")


def escape_controls(text: str) -> str:
    """text on one line: a newline reads \\n, an escape character \\x1b, U+2028 \\u2028."""
    if _UNSAFE.search(text) is None:  # nearly every line: no copy made
        return text
    return _UNSAFE.sub(_escape, text)


def json_holds_unsafe(line: str) -> bool:
    """Whether a json.dumps(..., ensure_ascii=False) line holds a value escape_controls changes."""
    return _UNSAFE_IN_JSON.search(line.replace('\\"', "")) is not None
