"""Which content folder a command works on: --content, then AGENCY_CONTENT_DIR, then ./content."""

from pathlib import Path

import typer

from service.config import Settings
from service.store.content_store import ContentStore


def open_store(ctx: typer.Context) -> ContentStore:
    folder: Path | None = (ctx.find_root().obj or {}).get("content")
    return ContentStore(folder or Settings.from_env().content_dir)
