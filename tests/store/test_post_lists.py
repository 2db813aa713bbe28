"""The lists hold each public post's answer once; one post's answer is read back from them."""

import json
import threading

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


def caught_up() -> None:
    """Once the hashing thread has done what it was given so far."""
    post_lists._HASHER.submit(lambda: None).result()


def _noting_hashes(monkeypatch: pytest.MonkeyPatch) -> list[tuple[bytes, str]]:
    """What body_digest hashes from now on, and on which thread (the earlier tests' lists
    hashed first)."""
    caught_up()
    hashed: list[tuple[bytes, str]] = []

    def noting(body: bytes) -> str:
        hashed.append((body, threading.current_thread().name))
        return body_digest(body)

    monkeypatch.setattr(post_lists, "body_digest", noting)
    return hashed


def test_each_list_is_hashed_once_per_change_on_the_hashing_thread(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Its entity tag: made as the lists change, not by the first request that asks for it (which
    waited for it) nor per request, and off the thread that serves."""
    hashed = _noting_hashes(monkeypatch)
    lists = PostLists()
    lists.rebuild([("a", fresh("a", "Ay")), ("b", fresh("b", "Bee"))])
    caught_up()
    assert [body for body, _ in hashed] == [lists.full, lists.summaries]
    assert {thread for _, thread in hashed} != {threading.current_thread().name}
    assert all(thread.startswith("post-list-digests") for _, thread in hashed)
    first = lists.full_digest
    assert first == lists.full_digest == body_digest(lists.full)
    assert lists.summaries_digest == body_digest(lists.summaries)
    assert len(hashed) == 2  # asking again hashed nothing more
    lists.rebuild([("a", fresh("a", "Ay again")), ("b", None)])
    assert lists.full_digest == body_digest(lists.full) != first


def test_lists_changed_again_before_they_were_hashed_are_not_hashed(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Many changes in a row (an import) hash only the lists that are current when the hashing
    thread gets to them."""
    hashed = _noting_hashes(monkeypatch)
    lists = PostLists()
    busy = threading.Event()
    post_lists._HASHER.submit(busy.wait, 10)
    lists.rebuild([("a", fresh("a", "Ay"))])
    lists.rebuild([("a", fresh("a", "Ay again"))])
    lists.rebuild([("a", None), ("b", fresh("b", "Bee"))])
    busy.set()
    assert lists.full_digest == body_digest(lists.full)
    assert lists.summaries_digest == body_digest(lists.summaries)
    assert [body for body, _ in hashed] == [lists.full, lists.summaries]
