"""Blog posts: writing, publishing, history, lists and the index start-up reads."""

from service.posts.authors import Author, check_member, stored_authors
from service.posts.fields import image_url_or_none, parse_date, slug_for_title
from service.posts.history import (
    REV_MAX_LENGTH,
    REV_PATTERN,
    Event,
    Version,
    VersionDetail,
    VersionRev,
    is_version_id,
    post_versions,
    version_detail,
)
from service.posts.lists import body_digest, encode_json
from service.posts.publishing import STATUSES, PostStatus, describe_moment, post_status, utc_now
from service.posts.restore import Restored, deleted_posts, restore_deleted, restore_version
from service.posts.writes import (
    DeletedPost,
    change_post,
    create_post,
    delete_post,
    publish_post,
    rename_post,
    unpublish_post,
)

__all__ = [
    "REV_MAX_LENGTH",
    "REV_PATTERN",
    "STATUSES",
    "Author",
    "DeletedPost",
    "Event",
    "PostStatus",
    "Restored",
    "Version",
    "VersionDetail",
    "VersionRev",
    "body_digest",
    "change_post",
    "check_member",
    "create_post",
    "delete_post",
    "deleted_posts",
    "describe_moment",
    "encode_json",
    "image_url_or_none",
    "is_version_id",
    "parse_date",
    "post_status",
    "post_versions",
    "publish_post",
    "rename_post",
    "restore_deleted",
    "restore_version",
    "slug_for_title",
    "stored_authors",
    "unpublish_post",
    "utc_now",
    "version_detail",
]
