"""Refuse an interpreter whose e-mail package lets a header carry a line break (CVE-2024-6923).

Run by the Makefile with the pinned interpreter before the virtual environment is made, and by the
tests with the one they run on. Standard library only: it runs before anything is installed.
"""

import sys
from email.message import EmailMessage

# An encoded word that decodes to CR LF and two headers of an attacker's.
INJECTION = "=?utf-8?b?Sg0KUmVwbHktVG86IGFAZXZpbC5leGFtcGxlDQpYLUluamVjdGVkOiB5ZXM=?="
LEAST = (3, 11)


def folds_safely() -> bool:
    """Whether a Subject holding an encoded CR LF stays one header when the message is written."""
    message = EmailMessage()
    message["Subject"] = f"Quote request from {INJECTION} " + "filler " * 12
    message["To"] = "office@example.com"
    message.set_content("body")
    try:
        written = message.as_bytes()
    except Exception:  # a fixed interpreter may refuse to write it at all
        return True
    headers = written.split(b"\n\n", 1)[0]
    return not any(line.lower().startswith((b"reply-to:", b"x-injected:"))
                   for line in headers.splitlines())


def problems() -> list[str]:
    found = []
    if sys.version_info < LEAST:
        found.append(f"Python {'.'.join(map(str, LEAST))} or newer is needed")
    if not folds_safely():
        found.append("its e-mail package writes line breaks into headers (CVE-2024-6923)")
    return found


if __name__ == "__main__":
    if found := problems():
        print(f"{sys.executable} ({sys.version.split()[0]}) can't run the service: "
              + "; ".join(found), file=sys.stderr)
        sys.exit(1)
