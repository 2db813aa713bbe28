"""Posts brought in from elsewhere: WordPress, Markdown, JSON; plans, items and media."""

from service.imports.content import MARKDOWN, import_content
from service.imports.front_matter import (
    post_from_editable_text,
    post_to_editable_text,
    post_to_markdown,
)
from service.imports.markdown_files import SUFFIXES as MARKDOWN_SUFFIXES
from service.imports.media import MediaPlan
from service.imports.plan import (
    FAILED,
    IMPORTED,
    REPLACED,
    SKIPPED,
    UNCHANGED,
    ImportPlan,
    plan_import,
)
from service.imports.sources import ImportSource, markdown_item, read_import_source

__all__ = [
    "FAILED",
    "IMPORTED",
    "MARKDOWN",
    "MARKDOWN_SUFFIXES",
    "REPLACED",
    "SKIPPED",
    "UNCHANGED",
    "ImportPlan",
    "ImportSource",
    "MediaPlan",
    "import_content",
    "markdown_item",
    "plan_import",
    "post_from_editable_text",
    "post_to_editable_text",
    "post_to_markdown",
    "read_import_source",
]
