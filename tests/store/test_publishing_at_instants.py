"""Scheduled publishing at the instants that break time code: both changes of daylight saving
time, New Year's Eve at midnight, and an evening in Milford that is already tomorrow in UTC."""

import datetime as dt

import pytest

from service.cache.content_cache import ContentCache
from service.content.errors import FieldProblem
from service.content.post import NewPost, PostChange
from service.posts.publishing import describe_moment, next_due, parse_publish_time, post_status
from service.posts.writes import change_post, create_post
from service.store import ContentStore
from tests.clock import NEW_YEARS_EVE, NEW_YEARS_EVE_MIDNIGHT, milford, utc

# Not marked clock: each test hands its instant in (now=, the cache's clock=), so a run at
# another instant (make test-clock) would test nothing new.


@pytest.mark.parametrize(("wall", "moment", "shown"), [
    ("2026-03-08 01:59", "2026-03-08T06:59:00+00:00", "2026-03-08 01:59 EST"),
    # 02:00-02:59 does not exist that night: read on the winter clock, so an hour later in EDT.
    ("2026-03-08 02:30", "2026-03-08T07:30:00+00:00", "2026-03-08 03:30 EDT"),
    ("2026-03-08 03:00", "2026-03-08T07:00:00+00:00", "2026-03-08 03:00 EDT"),
    # 01:30 happens twice on November 1: the first, still on summer time.
    ("2026-11-01 01:30", "2026-11-01T05:30:00+00:00", "2026-11-01 01:30 EDT"),
    ("2026-11-01 02:00", "2026-11-01T07:00:00+00:00", "2026-11-01 02:00 EST"),
    ("2027-01-01 00:00", "2027-01-01T05:00:00+00:00", "2027-01-01 00:00 EST"),
])
def test_connecticut_wall_times_at_the_changes_of_the_clock(wall: str, moment: str,
                                                            shown: str) -> None:
    parsed = parse_publish_time(wall)
    assert parsed == dt.datetime.fromisoformat(moment)
    assert describe_moment(parsed) == shown


def test_a_post_for_new_years_day_is_dated_2027_and_public_at_midnight_in_milford(
        store: ContentStore) -> None:
    draft = create_post(store, NewPost(title="A New Year"), now=utc("2026-12-31 16:30"))
    post = change_post(store, draft.slug,
                       PostChange(status="scheduled", publishAt="2027-01-01T00:00"),
                       now=NEW_YEARS_EVE.astimezone(dt.UTC))
    assert post.date == dt.date(2027, 1, 1)
    # 23:59 in Milford is already January 1 in UTC, and the post waits all the same.
    assert post_status(post, NEW_YEARS_EVE_MIDNIGHT.astimezone(dt.UTC)) == "scheduled"
    assert next_due([post], NEW_YEARS_EVE_MIDNIGHT.astimezone(dt.UTC)) == utc("2027-01-01 00:00")
    assert post_status(post, utc("2027-01-01 00:00")) == "published"
    assert next_due([post], utc("2027-01-01 00:00")) is None


def test_a_post_is_dated_the_day_in_milford_not_in_utc(store: ContentStore) -> None:
    evening = utc("2026-12-31 20:00")  # January 1, 01:00 UTC
    assert create_post(store, NewPost(title="Evening"), now=evening).date == dt.date(2026, 12, 31)
    with pytest.raises(FieldProblem, match="in the future"):
        change_post(store, "evening", PostChange(status="scheduled", publishAt="2026-12-31T19:59"),
                    now=evening)
    later = change_post(store, "evening",
                        PostChange(status="scheduled", publishAt="2026-12-31T20:01"), now=evening)
    assert later.date == dt.date(2026, 12, 31)


@pytest.mark.parametrize(("publish_at", "before", "after"), [
    ("2026-03-08T03:00", milford("2026-03-08 01:59"), milford("2026-03-08 03:00")),
    ("2026-11-01T01:30", milford("2026-11-01 01:29"), milford("2026-11-01 01:30")),
    ("2027-01-01T00:00", NEW_YEARS_EVE_MIDNIGHT, milford("2027-01-01 00:00")),
])
async def test_the_cache_makes_the_post_public_at_its_instant_and_not_before(
        store: ContentStore, publish_at: str, before: dt.datetime, after: dt.datetime) -> None:
    slug = create_post(store, NewPost(title="At the hour"), now=utc("2026-01-02 10:00")).slug
    change_post(store, slug, PostChange(status="scheduled", publishAt=publish_at),
                now=utc("2026-01-02 10:00"))
    now = before.astimezone(dt.UTC)
    cache = ContentCache(store, clock=lambda: now)
    await cache.load()
    assert slug not in cache.public_slugs
    now = after.astimezone(dt.UTC)
    cache.follow_the_clock()
    assert slug in cache.public_slugs
