"""What an import source reads: its items as found, before import_plan.py decides anything."""

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from service.imports.content import HTML


@dataclass
class ImportItem:
    """One post to import, as read; content is HTML, TEXT or MARKDOWN (content_format).

    image_folders: where files its images name may lie (default: base_dir). schedules_future:
    a date ahead schedules the post (Jekyll, Hugo, WordPress), rather than only dating it.
    slug_hint: a slug from the file name, numbered -2, -3 ... like a title's when taken.
    """

    source: str
    base_dir: Path
    fields: dict[str, Any] = field(default_factory=dict)
    content_format: str = HTML
    image_folders: list[Path] = field(default_factory=list)
    schedules_future: bool = False
    auto_excerpt: bool = False  # no excerpt: the first 55 words, as WordPress shows it
    slug_hint: str | None = None
    publish_from: str | None = None  # Hugo's publishDate: when it goes live, if not its date
    expires: str | None = None
    skip_reason: str | None = None
    error: str | None = None
    notes: list[str] = field(default_factory=list)

    def folders(self) -> list[Path]:
        return self.image_folders or [self.base_dir]


@dataclass
class ImportSource:
    """A file or folder read: its kind, its items, what was left out, and notes on the whole."""

    path: Path
    kind: str
    items: list[ImportItem]
    ignored: Counter[str] = field(default_factory=Counter)
    notes: list[str] = field(default_factory=list)
