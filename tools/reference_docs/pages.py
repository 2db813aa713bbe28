"""Which page under docs/ each generator writes, and which of the checked-in ones are stale."""

from collections.abc import Callable
from pathlib import Path

from tools.reference_docs.api import api_page
from tools.reference_docs.cli import cli_page
from tools.reference_docs.settings import settings_page

ROOT = Path(__file__).resolve().parents[2]
GENERATORS: dict[str, Callable[[], str]] = {
    "docs/api.md": api_page,
    "docs/cli.md": cli_page,
    "docs/settings.md": settings_page,
}


def generated_pages() -> dict[str, str]:
    """Each page's path (from the project's root) and its text as the code gives it now."""
    return {path: generate() for path, generate in GENERATORS.items()}


def stale_pages() -> list[str]:
    """The pages whose checked-in text differs from what the code gives now, or that are missing."""
    return [path for path, text in generated_pages().items()
            if not (ROOT / path).is_file() or (ROOT / path).read_text(encoding="utf-8") != text]
