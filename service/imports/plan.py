"""Turning import items into validated posts: slugs, ids, dates, states, content and images.

Nothing is written here: the plan holds the posts and media files for one write_posts call,
and an outcome per item (imported, replaced, unchanged, skipped or failed, with the reasons).
A slug made from a title or a file name gets -2, -3 ... when this import already used it (as
`posts new` does); a slug the item names itself must be unique in the import.
"""

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from service.content.errors import InvalidContent, StoreError
from service.content.fields import EXCERPT_MAX
from service.content.post import Post
from service.content.slugs import check_slug, slugify
from service.imports.content import auto_excerpt, import_content
from service.imports.front_matter import validated_post
from service.imports.items import ImportItem, ImportSource
from service.imports.media import MediaPlan
from service.posts.authors import stored_authors
from service.posts.coverages import product_slugs
from service.posts.fields import (
    image_url_or_none,
    next_free_id,
    parse_date,
    parse_moment,
    text_or_none,
    unique_slug,
)
from service.posts.publishing import agency_day, agency_today, describe_moment, utc_now
from service.routes import post_slug
from service.store.content_store import ContentStore

IMPORTED, REPLACED, UNCHANGED = "imported", "replaced", "unchanged"
SKIPPED, FAILED = "skipped", "failed"


@dataclass
class Outcome:
    source: str
    slug: str | None
    status: str
    notes: list[str] = field(default_factory=list)

    @property
    def detail(self) -> str:
        return "; ".join(self.notes)


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
    now: dt.datetime
    media: MediaPlan
    taken_ids: set[int]
    forwarding: set[str]
    claimed: set[str] = field(default_factory=set)  # every slug an item of this import took
    members: frozenset[str] = frozenset()  # the team's member ids, which an author must be
    products: frozenset[str] = frozenset()  # the product pages' slugs, which coverages must be


def plan_import(store: ContentStore, source: ImportSource, *, overwrite: bool = False,
                now: dt.datetime | None = None,
                on_item: Callable[[ImportItem], None] | None = None) -> ImportPlan:
    """Decide every item; existing slugs are skipped unless overwrite replaces them."""
    posts, _ = store.read_posts()
    forwarding = {post_slug(r.source) or r.source for r in store.read_redirects()}
    batch = _Batch({p.slug: p for p in posts}, overwrite, now or utc_now(), MediaPlan(store),
                   {p.id for p in posts}, forwarding, members=_team_members(store),
                   products=product_slugs(store))
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
        return Outcome(item.source, None, FAILED, [item.error])
    if item.skip_reason:
        return Outcome(item.source, None, SKIPPED, [item.skip_reason])
    fields = item.fields
    title = str(fields.get("title") or "").strip()
    if not title:
        return Outcome(item.source, None, FAILED, ["title is missing"])
    if fields.get("slug"):
        try:
            slug = check_slug(str(fields["slug"]).strip())
        except StoreError as error:
            return Outcome(item.source, str(fields["slug"])[:80], FAILED, [str(error)])
        if slug in batch.claimed:
            return Outcome(item.source, slug, FAILED,
                           ["the same slug appears earlier in this import"])
    else:
        base = item.slug_hint or slugify(title)
        slug = unique_slug(base, batch.claimed | batch.forwarding)
        if slug != base:
            notes.append(f"slug {base!r} taken earlier in this import: {slug!r}")
    batch.claimed.add(slug)
    replaced = batch.existing.get(slug)
    if replaced is not None and not batch.overwrite:
        return Outcome(item.source, slug, SKIPPED, ["a post with this slug exists "
                                                    "(--overwrite replaces it)"])
    try:
        post = _build_post(item, slug, title, replaced, batch, notes)
    except (StoreError, ValueError, TypeError) as error:
        reason = error.reason if isinstance(error, InvalidContent) else str(error)
        return Outcome(item.source, slug, FAILED, [reason])
    batch.taken_ids.add(post.id)
    if post == replaced:
        return Outcome(item.source, slug, UNCHANGED, ["the same as the stored post"])
    plan.posts.append(post)
    return Outcome(item.source, slug, REPLACED if replaced else IMPORTED, notes)


def _build_post(item: ImportItem, slug: str, title: str, replaced: Post | None, batch: _Batch,
                notes: list[str]) -> Post:
    fields = item.fields
    values: dict[str, Any] = {"id": _post_id(fields.get("id"), replaced, batch), "slug": slug,
                              "title": title, "imageUrl": None,
                              "imageAlt": text_or_none(fields.get("imageAlt")),
                              "excerpt": str(fields.get("excerpt") or "").strip(),
                              "status": fields.get("status"),
                              "publishAt": fields.get("publishAt") or None,
                              "author": _author(fields.get("author"), batch.members, notes),
                              "coverages": _coverages(fields.get("coverages"), batch.products,
                                                      notes)}
    values |= _date_and_schedule(item, batch.now, notes, values["status"] == "draft")
    content = import_content(str(fields.get("content") or ""), item.content_format,
                             batch.media, item.folders())
    notes += content.notes
    values["content"] = content.html
    if not values["excerpt"] and item.auto_excerpt:
        values["excerpt"] = auto_excerpt(content.html)[:EXCERPT_MAX]
    validated_post(values)  # the fields' own problems first, before any image is read
    image = batch.media.image_url(image_url_or_none(fields.get("imageUrl")), item.base_dir,
                                  item.folders())
    if image is None and content.first_image is not None:
        image = content.first_image
        notes.append("no image of its own: the first image in the text is its picture")
    values["imageUrl"] = image
    return validated_post(values)


def _team_members(store: ContentStore) -> frozenset[str]:
    try:
        return frozenset(author.id for author in stored_authors(store))
    except StoreError:
        return frozenset()  # no valid team: `agency check` says so; imports carry no byline


def _author(value: object, members: frozenset[str], notes: list[str]) -> str | None:
    """A team member's id as the post's author; another tool's author (a login, a name) is left
    out with a note."""
    if value is None or value == "":
        return None
    if isinstance(value, str) and value in members:
        return value
    notes.append(f"author {str(value)[:60]!r} is not a member of the team (copy/team.json): "
                 "imported without a byline")
    return None


def _coverages(value: object, products: frozenset[str], notes: list[str]) -> list[str]:
    """The product pages the post is about; a name no product page has is left out with a note."""
    if value is None or value == "":
        return []
    names = value if isinstance(value, list) else [value]
    unknown = [name for name in names if not (isinstance(name, str) and name in products)]
    notes += [f"coverage {str(name)[:60]!r} is not a product page (products/): left out"
              for name in unknown]
    return list(dict.fromkeys(str(name) for name in names if name not in unknown))


def _date_and_schedule(item: ImportItem, now: dt.datetime, notes: list[str],
                       draft: bool) -> dict[str, Any]:
    """The date; for Jekyll, Hugo and WordPress, a post dated ahead is scheduled for then, and
    one whose expiry date has passed becomes a draft."""
    value = item.fields.get("date")
    if value in (None, ""):
        notes.append("no date: dated today")
        return {"date": agency_today(now)}
    if not item.schedules_future or item.fields.get("publishAt"):
        return {"date": parse_date(value, lenient=True)}
    day, moment = parse_moment(value)
    if item.publish_from:
        moment = parse_moment(item.publish_from)[1]
    if item.expires and not draft and parse_moment(item.expires)[1] <= now:
        notes.append(f"expired on {item.expires}: imported as a draft")
        return {"date": day, "status": "draft"}
    if draft or moment <= now:
        return {"date": day}
    notes.append(f"dated ahead: scheduled for {describe_moment(moment)}")
    return {"date": agency_day(moment), "publishAt": moment.astimezone(dt.UTC)}


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
