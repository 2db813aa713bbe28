"""A post's wordingReviews are written to its file only when it has some, so the files of posts
nobody reviewed stay as they were; a review that is not whole is refused."""

import asyncio
import json

import pytest
from pydantic import ValidationError

from service.cache.content_cache import ContentCache
from service.store.content_store import ContentStore, post_document

REVIEW = {"rule": "price-claim", "phrase": "lowest price", "excerpt": "The lowest price.",
          "by": "agency", "at": "2026-11-26T00:00:00Z"}


def test_reviews_are_written_only_when_there_are_some(store: ContentStore) -> None:
    post = store.read_posts()[0][0]
    assert "wordingReviews" not in post_document(post)
    reviewed = post.model_validate(post.model_dump() | {"wordingReviews": [REVIEW]})
    assert post_document(reviewed)["wordingReviews"] == [REVIEW]


@pytest.mark.parametrize("change", [{"at": "2026-11-26 00:00"}, {"by": ""}, {"rule": None}])
def test_a_review_must_be_whole(store: ContentStore, change: dict[str, object]) -> None:
    post = store.read_posts()[0][0]
    with pytest.raises(ValidationError):
        post.model_validate(post.model_dump() | {"wordingReviews": [REVIEW | change]})


def test_reviews_read_back_from_the_post_index_are_reviews(store: ContentStore) -> None:
    post = store.read_posts()[0][0]
    path = store.post_path(post.slug)
    path.write_text(json.dumps(post_document(post) | {"wordingReviews": [REVIEW]}), "utf-8")
    for _start in range(2):  # the second start reads the post from the index
        cache = ContentCache(store)
        cache.index.racy_nanoseconds = 0  # the file was written moments ago: index it anyway
        loaded = asyncio.run(cache.load())
        reviews = cache.posts[post.slug].wordingReviews
        assert [review.phrase for review in reviews] == ["lowest price"]
    assert loaded.from_index > 0
