"""Turning import items into validated posts: slugs, ids, dates, content and images decided.

Nothing is written here: the plan holds the posts and media files for one write_posts call,
and an outcome per item (imported, replaced, unchanged, skipped or failed, with the reason).
"""

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from service.store.content_store import ContentStore
from service.store.errors import InvalidContent, StoreError
from service.store.front_matter import validated_post
from service.store.html_policy import cleaned_with_changes, policy_problems
from service.store.importers import ImportItem, ImportSource
from service.store.media_import import MediaPlan
from service.store.models import Post
from service.store.paragraphs import text_to_html
from service.store.post_fields import image_url_or_none, next_free_id, parse_date
from service.store.slugs import check_slug, slugify

IMPORTED, REPLACED, UNCHANGED = "imported", "replaced", "unchanged"
SKIPPED, FAILED = "skipped", "failed"


@dataclass
class Outcome:
    source: str
    slug: str | None
    status: str
    detail: str = ""


@dataclass
class ImportPlan:
    posts: list[Post] = field(default_factory=list)
    media: dict[str, bytes] = field(default_factory=dict)
    outcomes: list[Outcome] = field(default_factory=list)

    def count(self, *statuses: str) -> int:
        return sum(1 for outcome in self.outcomes if outcome.status in statuses)


@dataclass
class _Batch:
    existing: dict[str, Post]
    overwrite: bool
    today: dt.date
    media: MediaPlan
    taken_ids: set[int]
    slugs: set[str] = field(default_factory=set)


def plan_import(store: ContentStore, source: ImportSource, *, overwrite: bool = False,
                today: dt.date | None = None,
                on_item: Callable[[ImportItem], None] | None = None) -> ImportPlan:
    """Decide every item; existing slugs are skipped unless overwrite replaces them."""
    posts, _ = store.read_posts()
    batch = _Batch({p.slug: p for p in posts}, overwrite, today or dt.date.today(),
                   MediaPlan(store), {p.id for p in posts})
    plan = ImportPlan()
    for item in source.items:
        plan.outcomes.append(_plan_item(item, batch, plan))
        if on_item is not None:
            on_item(item)
    plan.media = batch.media.files
    return plan


def _plan_item(item: ImportItem, batch: _Batch, plan: ImportPlan) -> Outcome:
    notes = list(item.notes)
    if item.error:
        return Outcome(item.source, None, FAILED, item.error)
    if item.skip_reason:
        return Outcome(item.source, None, SKIPPED, item.skip_reason)
    fields = item.fields
    title = str(fields.get("title") or "").strip()
    if not title:
        return Outcome(item.source, None, FAILED, "title is missing")
    try:
        slug = check_slug(str(fields["slug"]).strip()) if fields.get("slug") else slugify(title)
    except StoreError as error:
        return Outcome(item.source, str(fields["slug"])[:80], FAILED, str(error))
    if slug in batch.slugs:
        return Outcome(item.source, slug, FAILED, "the same slug appears earlier in this import")
    replaced = batch.existing.get(slug)
    if replaced is not None and not batch.overwrite:
        return Outcome(item.source, slug, SKIPPED, "a post with this slug exists "
                                                   "(--overwrite replaces it)")
    try:
        post = _build_post(item, slug, title, replaced, batch, notes)
    except (StoreError, ValueError, TypeError) as error:
        reason = error.reason if isinstance(error, InvalidContent) else str(error)
        return Outcome(item.source, slug, FAILED, reason)
    batch.slugs.add(slug)
    batch.taken_ids.add(post.id)
    if post == replaced:
        return Outcome(item.source, slug, UNCHANGED, "the same as the stored post")
    plan.posts.append(post)
    return Outcome(item.source, slug, REPLACED if replaced else IMPORTED, "; ".join(notes))


def _build_post(item: ImportItem, slug: str, title: str, replaced: Post | None, batch: _Batch,
                notes: list[str]) -> Post:
    fields = item.fields
    if fields.get("date") in (None, ""):
        date = batch.today
        notes.append("no date: dated today")
    else:
        date = parse_date(fields["date"], lenient=True)
    content = str(fields.get("content") or "")
    if item.content_is_text:
        content = text_to_html(content)
    elif policy_problems(content):
        content, changes = cleaned_with_changes(content)
        notes.append("content cleaned to the site's HTML" + (f" ({'; '.join(changes)})"
                                                             if changes else ""))
    values: dict[str, Any] = {"id": _post_id(fields.get("id"), replaced, batch), "slug": slug,
                              "title": title, "date": date,
                              "excerpt": str(fields.get("excerpt") or "").strip(),
                              "content": content, "imageUrl": None}
    validated_post(values)
    values["imageUrl"] = batch.media.image_url(image_url_or_none(fields.get("imageUrl")),
                                               item.base_dir)
    return validated_post(values)


def _post_id(value: object, replaced: Post | None, batch: _Batch) -> int:
    """The item's own id when it is free (or the replaced post's), else the next free id."""
    if value is not None and value != "":
        if isinstance(value, bool) or not str(value).strip().isdigit():
            raise InvalidContent(f"id {value!r} is not a whole number")
        wanted = int(str(value).strip())
        if wanted >= 1 and (wanted not in batch.taken_ids or
                            (replaced is not None and wanted == replaced.id)):
            return wanted
    if replaced is not None:
        return replaced.id
    return next_free_id(batch.taken_ids)
