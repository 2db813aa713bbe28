"""Writes the generated reference pages under docs/, or checks that they are current.

    uv run python -m tools.reference_docs          # rewrite docs/api.md, cli.md, settings.md
    uv run python -m tools.reference_docs --check  # exit 1 naming each stale page
"""

import argparse
import sys

from tools.reference_docs.pages import ROOT, generated_pages, stale_pages


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="compare with the checked-in pages instead of writing them")
    args = parser.parse_args()
    if args.check:
        stale = stale_pages()
        for path in stale:
            print(f"{path} is stale: run `make docs`", file=sys.stderr)
        return 1 if stale else 0
    for path, text in generated_pages().items():
        (ROOT / path).parent.mkdir(parents=True, exist_ok=True)
        (ROOT / path).write_text(text, encoding="utf-8")
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
