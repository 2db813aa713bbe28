"""The content store: the only code that reads or writes the content folder.

Front ends (the service's API, the `agency` command) use what this module names; the modules
behind it are the store's own business.
"""

from service.store.batch_writes import write_posts
from service.store.content_store import ContentStore, post_document, post_version, public_document
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
from service.store.models import NewPost, Post, PostChange, PostUpdate
from service.store.paragraphs import html_to_text, text_paragraphs, text_to_html
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

__all__ = [
    "STATUSES", "Conflict", "ContentStore", "DeletedPost", "FieldProblem", "InvalidContent",
    "InvalidSlug", "NewPost", "NoHistory", "NotFound", "Post", "PostChange", "PostStatus",
    "PostUpdate", "Restored", "StaleVersion", "StoreError", "Version", "change_post",
    "create_post", "delete_post", "deleted_posts", "describe_moment", "html_to_text",
    "post_document", "post_status", "post_version", "post_versions", "public_document",
    "publish_post", "rename_post", "restore_deleted", "restore_version", "text_paragraphs",
    "text_to_html", "unpublish_post", "utc_now", "version_detail", "write_posts",
]
