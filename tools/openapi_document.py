"""Writes the API's OpenAPI document to web/api/openapi.json without a running server, for the web
app's generated types (web/tools/api-types.mjs).

    uv run python -m tools.openapi_document          # rewrite web/api/openapi.json
    uv run python -m tools.openapi_document --check  # exit 1 when the checked-in file is stale
"""

import argparse
import asyncio
import json
import sys
import tempfile
from pathlib import Path

from quart import Quart

from service.app import create_app
from service.config import Settings

ROOT = Path(__file__).resolve().parents[1]
DOCUMENT_PATH = ROOT / "web" / "api" / "openapi.json"


def scratch_app(scratch: Path) -> Quart:
    """The app over an empty content folder and a scratch instance folder, never started: the
    document depends on the routes only, never on content, and the real folders stay untouched."""
    (scratch / "content").mkdir()
    settings = Settings().replace(content_dir=scratch / "content",
                                  instance_dir=scratch / "instance", watch=False,
                                  public_api_docs=True, server_rendering=False)
    return create_app(settings)


async def fetch_document(app: Quart) -> object:
    """The document the app answers at /openapi.json."""
    response = await app.test_client().get("/openapi.json")
    if response.status_code != 200:
        raise RuntimeError(f"/openapi.json answered {response.status_code}")
    return await response.get_json()


def document_text() -> str:
    """The document as it is checked in: sorted keys, two-space indents, a final newline."""
    with tempfile.TemporaryDirectory() as scratch:
        document = asyncio.run(fetch_document(scratch_app(Path(scratch))))
    return json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="compare with the checked-in file instead of writing it")
    args = parser.parse_args()
    text = document_text()
    if args.check:
        current = DOCUMENT_PATH.read_text(encoding="utf-8") if DOCUMENT_PATH.exists() else ""
        if current != text:
            print(f"{DOCUMENT_PATH.relative_to(ROOT)} is stale: run `make api-types`",
                  file=sys.stderr)
            return 1
        return 0
    DOCUMENT_PATH.parent.mkdir(parents=True, exist_ok=True)
    DOCUMENT_PATH.write_text(text, encoding="utf-8")
    print(f"wrote {DOCUMENT_PATH.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
