"""The content store: the only code that reads or writes the content folder.

Front ends (the service's API, the `agency` command) use what this module names; the modules
behind it are the store's own business.
"""

from service.store.atomic import json_bytes, write_bytes_atomic
from service.store.batch_writes import write_posts
from service.store.content_check import CheckReport, check_content
from service.store.content_store import ContentStore, post_document, post_version, public_document
from service.store.document_history import DocumentVersion, document_versions, restore_document
from service.store.document_writes import DocumentWrite, change_document, read_document_version
from service.store.errors import (
    Conflict,
    FieldProblem,
    InvalidContent,
    InvalidSlug,
    NoHistory,
    NotFound,
    StaleVersion,
    StoreError,
)
from service.store.front_matter import (
    post_from_editable_text,
    post_to_editable_text,
    post_to_markdown,
)
from service.store.import_content import MARKDOWN, import_content
from service.store.import_plan import (
    FAILED,
    IMPORTED,
    REPLACED,
    SKIPPED,
    UNCHANGED,
    ImportPlan,
    plan_import,
)
from service.store.importers import ImportSource, markdown_item, read_import_source
from service.store.loading import describe_validation_error
from service.store.markdown_files import SUFFIXES as MARKDOWN_SUFFIXES
from service.store.media_import import MediaPlan
from service.store.models import NewPost, Post, PostChange, PostUpdate
from service.store.paragraphs import html_to_text, text_paragraphs, text_to_html
from service.store.post_fields import image_url_or_none, parse_date
from service.store.post_history import Version, post_versions, version_detail
from service.store.post_restore import Restored, deleted_posts, restore_deleted, restore_version
from service.store.post_writes import (
    DeletedPost,
    change_post,
    create_post,
    delete_post,
    publish_post,
    rename_post,
    unpublish_post,
)
from service.store.publishing import STATUSES, PostStatus, describe_moment, post_status, utc_now
from service.store.recent_changes import ContentChange, recent_changes
from service.store.staged_writes import BatchOutcome, finish_interrupted_writes
from service.store.touched import collecting_touched_paths

__all__ = [
    "FAILED",
    "IMPORTED",
    "MARKDOWN",
    "MARKDOWN_SUFFIXES",
    "REPLACED",
    "SKIPPED",
    "STATUSES",
    "UNCHANGED",
    "BatchOutcome",
    "CheckReport",
    "Conflict",
    "ContentChange",
    "ContentStore",
    "DeletedPost",
    "DocumentVersion",
    "DocumentWrite",
    "FieldProblem",
    "ImportPlan",
    "ImportSource",
    "InvalidContent",
    "InvalidSlug",
    "MediaPlan",
    "NewPost",
    "NoHistory",
    "NotFound",
    "Post",
    "PostChange",
    "PostStatus",
    "PostUpdate",
    "Restored",
    "StaleVersion",
    "StoreError",
    "Version",
    "change_document",
    "change_post",
    "check_content",
    "collecting_touched_paths",
    "create_post",
    "delete_post",
    "deleted_posts",
    "describe_moment",
    "describe_validation_error",
    "document_versions",
    "finish_interrupted_writes",
    "html_to_text",
    "image_url_or_none",
    "import_content",
    "json_bytes",
    "markdown_item",
    "parse_date",
    "plan_import",
    "post_document",
    "post_from_editable_text",
    "post_status",
    "post_to_editable_text",
    "post_to_markdown",
    "post_version",
    "post_versions",
    "public_document",
    "publish_post",
    "read_document_version",
    "read_import_source",
    "recent_changes",
    "rename_post",
    "restore_deleted",
    "restore_document",
    "restore_version",
    "text_paragraphs",
    "text_to_html",
    "unpublish_post",
    "utc_now",
    "version_detail",
    "write_bytes_atomic",
    "write_posts",
]
