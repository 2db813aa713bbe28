"""Slugs are checked against a strict pattern before any path is built, and refused, not cleaned."""

import pytest

from service.content.errors import InvalidSlug
from service.content.post import PostUpdate
from service.content.slugs import is_valid_slug, slugify
from service.posts.writes import change_post
from service.store.content_store import ContentStore

BAD_SLUGS = [
    "", "../site", "..", "posts/../../etc", "%2e%2e%2fsite", "..%2Fsite", "a/b", "a\\b",
    "UPPER", "trailing-", "-leading", "double--hyphen", "spa ce", "caf\u00e9", "\u0430bc",
    "nul\x00byte", "dot.json", "a" * 81,
]


@pytest.mark.parametrize("slug", BAD_SLUGS)
def test_bad_slugs_are_refused(slug: str, store: ContentStore) -> None:
    assert not is_valid_slug(slug)
    with pytest.raises(InvalidSlug):
        store.post_path(slug)
    update = PostUpdate(title="t", excerpt="e", content="<p>c</p>", imageUrl=None)
    with pytest.raises(InvalidSlug):
        change_post(store, slug, update)


@pytest.mark.parametrize("slug", ["a", "flood-insurance-101", "2026-winter", "a" * 80])
def test_good_slugs_pass(slug: str) -> None:
    assert is_valid_slug(slug)


@pytest.mark.parametrize(("title", "slug"), [
    ("Flood Insurance 101: What's Covered?", "flood-insurance-101-whats-covered"),
    ("  --  ", "post"),
    ("Caf\u00e9 & Bar", "cafe-bar"),
    ("Caf\u00e9 cr\u00e8me: \u00e9t\u00e9 2025", "cafe-creme-ete-2025"),
    ("Stra\u00dfe \u00d8re", "strasse-ore"),
    ("\u041d\u043e\u0432\u043e\u0441\u0442\u0438", "novosti"),
    ("It\u2019s Storm Season", "its-storm-season"),
    ("\U0001f30a\U0001f30a", "post"),
])
def test_slugify_derives_valid_slugs(title: str, slug: str) -> None:
    assert slugify(title) == slug
    assert is_valid_slug(slugify(title))
