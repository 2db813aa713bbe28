"""The `agency` command's entry point: a Ctrl-C while Python is still loading stops quietly."""

import sys


def main() -> None:
    try:
        from cli.main import app
        from cli.stops import answer_stops, ignore_stops
    except KeyboardInterrupt:
        sys.stderr.write("Stopped before anything was done.\n")
        raise SystemExit(130) from None
    answer_stops()
    try:
        app()
    finally:
        ignore_stops()
