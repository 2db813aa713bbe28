"""The `agency` command's entry point: a Ctrl-C while Python is still loading stops quietly."""

import sys


def main() -> None:
    try:
        from cli.main import app
    except KeyboardInterrupt:
        sys.stderr.write("Stopped before anything was done.\n")
        raise SystemExit(130) from None
    app()
