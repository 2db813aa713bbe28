"""The content store's write core: the only code that writes the content folder.

Atomic writes, the change journal, staged and batch writes, git commits, loading and watching
files. Front ends use what this module names; the modules behind it are the store's own business.
The rooms built on it (service.posts, service.documents, service.imports) have facades of their own.
"""

from service.content.errors import (
    Conflict,
    FieldProblem,
    FieldProblems,
    InvalidContent,
    InvalidSlug,
    NoHistory,
    NotFound,
    OwnerOnly,
    StaleVersion,
    StoreError,
)
from service.store.atomic import (
    TEMP_PREFIX,
    fsync_path,
    json_bytes,
    read_json_object,
    write_bytes_atomic,
)
from service.store.batch_writes import write_posts
from service.store.commit_log import ContentChange, recent_changes
from service.store.content_store import ContentStore, post_document, post_version, public_document
from service.store.content_validity import (
    file_name,
    invalid_files,
    is_essential,
    missing_essentials,
)
from service.store.git_folder import GitFolder
from service.store.image_types import image_kinds
from service.store.images import ImageRejected, pillow
from service.store.loading import (
    ContentFileError,
    Problem,
    describe_validation_error,
    parse_bytes,
    validation_field_errors,
)
from service.store.media_files import file_under
from service.store.migrations.runner import MigrationFailed, migrate_content, plan_migration
from service.store.migrations.steps import CONTENT_VERSION
from service.store.migrations.version_file import (
    ContentVersionError,
    read_content_version,
    refuse_newer,
)
from service.store.review_gate import DocumentReviewer, PostReviewer, Review, WordingToReview
from service.store.staged_writes import BatchOutcome, finish_interrupted_writes
from service.store.touched import collecting_touched_paths
from service.store.variants import VARIANT_WIDTHS, VARIANTS_FOLDER, VariantMaker

__all__ = [
    "CONTENT_VERSION",
    "TEMP_PREFIX",
    "VARIANTS_FOLDER",
    "VARIANT_WIDTHS",
    "BatchOutcome",
    "Conflict",
    "ContentChange",
    "ContentFileError",
    "ContentStore",
    "ContentVersionError",
    "DocumentReviewer",
    "FieldProblem",
    "FieldProblems",
    "GitFolder",
    "ImageRejected",
    "InvalidContent",
    "InvalidSlug",
    "MigrationFailed",
    "NoHistory",
    "NotFound",
    "OwnerOnly",
    "PostReviewer",
    "Problem",
    "Review",
    "StaleVersion",
    "StoreError",
    "VariantMaker",
    "WordingToReview",
    "collecting_touched_paths",
    "describe_validation_error",
    "file_name",
    "file_under",
    "finish_interrupted_writes",
    "fsync_path",
    "image_kinds",
    "invalid_files",
    "is_essential",
    "json_bytes",
    "migrate_content",
    "missing_essentials",
    "parse_bytes",
    "pillow",
    "plan_migration",
    "post_document",
    "post_version",
    "public_document",
    "read_content_version",
    "read_json_object",
    "recent_changes",
    "refuse_newer",
    "validation_field_errors",
    "write_bytes_atomic",
    "write_posts",
]
