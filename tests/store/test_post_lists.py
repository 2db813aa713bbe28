"""The lists hold each public post's answer once; one post's answer is read back from them."""

import json

import pytest

from service.posts import lists as post_lists
from service.posts.lists import FreshAnswers, PostLists, body_digest, encode_json


def fresh(slug: str, title: str) -> FreshAnswers:
    document = {"slug": slug, "title": title, "content": f"<p>{title} in full, “quoted”.</p>"}
    return FreshAnswers(encode_json(document), encode_json({"slug": slug, "title": title}))


def test_answers_are_spans_of_the_lists_in_their_order() -> None:
    lists = PostLists()
    lists.rebuild([("b", fresh("b", "Bee")), ("a", fresh("a", "Ay")), ("c", fresh("c", "Sea"))])
    assert [post["slug"] for post in json.loads(lists.full)] == ["b", "a", "c"]
    assert [post["slug"] for post in json.loads(lists.summaries)] == ["b", "a", "c"]
    assert json.loads(lists.answer("a") or b"")["title"] == "Ay"
    assert lists.answer("missing") is None


def test_a_rebuild_takes_unchanged_answers_from_the_lists_and_drops_the_rest() -> None:
    lists = PostLists()
    lists.rebuild([("a", fresh("a", "Ay")), ("b", fresh("b", "Bee")), ("c", fresh("c", "Sea"))])
    kept = lists.answer("c")
    lists.rebuild([("c", None), ("new", fresh("new", "Novel")), ("a", fresh("a", "Ay again"))])
    assert lists.answer("c") == kept
    assert json.loads(lists.answer("a") or b"")["title"] == "Ay again"
    assert lists.answer("b") is None
    assert json.loads(lists.full) == [json.loads(lists.answer(slug) or b"")
                                      for slug in ("c", "new", "a")]
    assert json.loads(lists.summaries) == [{"slug": "c", "title": "Sea"},
                                           {"slug": "new", "title": "Novel"},
                                           {"slug": "a", "title": "Ay again"}]


def test_no_posts_make_empty_lists() -> None:
    lists = PostLists()
    lists.rebuild([("a", fresh("a", "Ay"))])
    lists.rebuild([])
    assert (lists.full, lists.summaries, lists.answer("a")) == (b"[]", b"[]", None)


def test_each_list_is_hashed_once_per_change_at_its_first_use(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Its entity tag: not at every change (nor at start-up, which serves no list yet)."""
    hashed: list[bytes] = []

    def noting(body: bytes) -> str:
        hashed.append(body)
        return body_digest(body)

    monkeypatch.setattr(post_lists, "body_digest", noting)
    lists = PostLists()
    lists.rebuild([("a", fresh("a", "Ay")), ("b", fresh("b", "Bee"))])
    assert hashed == []
    first = lists.full_digest
    assert first == lists.full_digest == body_digest(lists.full)
    assert hashed == [lists.full]
    assert lists.summaries_digest == body_digest(lists.summaries)
    lists.rebuild([("a", fresh("a", "Ay again")), ("b", None)])
    assert lists.full_digest == body_digest(lists.full) != first
