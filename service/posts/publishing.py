"""When a post is public: draft, scheduled or published, and times in Connecticut."""

import datetime as dt
import re
from typing import Any, Literal

from service.content.agency_zone import AGENCY_ZONE
from service.content.errors import FieldProblem
from service.content.post import Post
from service.store.content_store import public_document

PostStatus = Literal["draft", "scheduled", "published"]
STATUSES: tuple[PostStatus, ...] = ("draft", "scheduled", "published")
# What <input type="datetime-local"> sends, seconds optional: read as Connecticut wall time.
WALL_TIME = re.compile(r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?")


def utc_now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def post_status(post: Post, now: dt.datetime) -> PostStatus:
    if post.status == "draft":
        return "draft"
    if post.publishAt is not None and post.publishAt > now:
        return "scheduled"
    return "published"


def is_public(post: Post, now: dt.datetime) -> bool:
    """Visitors see a post once it is neither a draft nor waiting for its publishing time."""
    return post_status(post, now) == "published"


def next_due(posts: list[Post], now: dt.datetime) -> dt.datetime | None:
    """The earliest publishing time still ahead, when a scheduled post will become public."""
    ahead = [p.publishAt for p in posts
             if p.status != "draft" and p.publishAt is not None and p.publishAt > now]
    return min(ahead, default=None)


def parse_publish_time(value: str) -> dt.datetime:
    """A publishing time in UTC: ISO 8601 with an offset, or Connecticut wall time without one."""
    text = value.strip()
    try:
        parsed = dt.datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise FieldProblem("publishAt", "Choose a date and time, like 2026-12-01 09:00.") from None
    if parsed.tzinfo is None:
        if not WALL_TIME.fullmatch(text):
            raise FieldProblem("publishAt", "Choose a date and time, like 2026-12-01 09:00.")
        parsed = parsed.replace(tzinfo=AGENCY_ZONE)
    return parsed.astimezone(dt.UTC).replace(microsecond=0)


def agency_today(now: dt.datetime) -> dt.date:
    return now.astimezone(AGENCY_ZONE).date()


def agency_day(moment: dt.datetime) -> dt.date:
    return moment.astimezone(AGENCY_ZONE).date()


def describe_moment(moment: dt.datetime) -> str:
    """'2026-12-01 09:00 EST': how a publishing time reads in commit messages and the CLI."""
    return moment.astimezone(AGENCY_ZONE).strftime("%Y-%m-%d %H:%M %Z")


def staff_document(post: Post, now: dt.datetime) -> dict[str, Any]:
    """A post as staff screens read it: the spec's fields, its status and publishing time."""
    publish_at = post.model_dump(mode="json", include={"publishAt"})["publishAt"]
    return public_document(post) | {"status": post_status(post, now), "publishAt": publish_at}
