"""The shapes staff screens read: a post with its status, versions, deleted posts (OpenAPI too)."""

import datetime as dt
from typing import Annotated, Literal

from pydantic import Field

from service.api.api_model import ApiModel
from service.content import Acknowledgements, Post, WordingReview
from service.posts import (
    DeletedPost,
    Event,
    PostStatus,
    Version,
    VersionDetail,
    VersionRev,
)


class StaffPostSummary(ApiModel):
    id: int
    slug: str
    title: str
    date: dt.date
    excerpt: str
    imageUrl: str | None
    author: str | None
    imageAlt: str | None
    coverages: list[str] = []  # noqa: RUF012  # pydantic copies a default per instance
    status: PostStatus
    publishAt: str | None


class StaffPost(StaffPostSummary):
    content: str
    wordingReviews: list[WordingReview] = Field(description=(
        "The wording findings staff reviewed and let stand, who and when (staff only)."))


class SlugAnswer(ApiModel):
    slug: str


class DeletedPostAnswer(ApiModel):
    slug: str
    id: int
    title: str
    deletedAt: str
    deletedBy: str | None


class VersionAnswer(ApiModel):
    rev: str
    shortRev: str
    at: str
    author: str
    message: str
    title: str | None
    event: Event
    changed: list[str]
    reviewed: list[WordingReview] = Field(description=(
        "The wording findings staff reviewed and let stand in this version (new in it)."))


class VersionsAnswer(ApiModel):
    versions: list[VersionAnswer]


class DiffPiece(ApiModel):
    op: Literal["same", "added", "removed"]
    text: str


class VersionedPostFields(ApiModel):
    id: int
    slug: str
    title: str
    date: dt.date
    excerpt: str
    content: str
    imageUrl: str | None
    author: str | None
    imageAlt: str | None = None
    coverages: list[str] = []  # noqa: RUF012  # pydantic copies a default per instance
    status: Literal["draft", "published"]
    publishAt: str | None


class VersionDetailAnswer(VersionAnswer):
    post: VersionedPostFields | None
    previous: VersionedPostFields | None
    bodyDiff: list[DiffPiece]


VersionId = Annotated[VersionRev, Field(description=(
    "A version's `rev` from the post's history (GET /api/admin/blog-posts/{slug}/history); "
    "one that is not in it is refused with 422."))]


class RestoreRequest(ApiModel):
    """A version to go back to, or nothing to bring back a deleted post."""

    rev: VersionId | None = None
    acknowledge: Acknowledgements = None


def utc_text(moment: dt.datetime) -> str:
    return moment.astimezone(dt.UTC).isoformat().replace("+00:00", "Z")


def deleted_answer(deleted: DeletedPost) -> DeletedPostAnswer:
    return DeletedPostAnswer(slug=deleted.slug, id=deleted.id, title=deleted.title,
                             deletedAt=utc_text(deleted.deleted_at), deletedBy=deleted.deleted_by)


def version_answer(version: Version) -> VersionAnswer:
    return VersionAnswer(rev=version.rev, shortRev=version.short_rev, at=utc_text(version.at),
                         author=version.author, message=version.message, title=version.title,
                         event=version.event, changed=list(version.changed),
                         reviewed=list(version.reviewed))


def stored_fields(post: Post | None) -> VersionedPostFields | None:
    """A post as some version stored it: status "draft" or "published" (time aside)."""
    if post is None:
        return None
    dumped = post.model_dump(mode="json")
    return VersionedPostFields.model_validate(dumped | {"status": dumped["status"] or "published"})


def detail_answer(detail: VersionDetail) -> VersionDetailAnswer:
    return VersionDetailAnswer(**version_answer(detail.version).model_dump(),
                               post=stored_fields(detail.version.post),
                               previous=stored_fields(detail.previous),
                               bodyDiff=[DiffPiece(op=p.op, text=p.text)
                                         for p in detail.body_diff])
