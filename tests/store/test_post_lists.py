"""The lists hold each public post's answer once; one post's answer is read back from them."""

import json

from service.posts.lists import FreshAnswers, PostLists, encode_json


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
