"""Front matter: values stay the strings people typed; the editor's form round-trips a post."""

import pytest

from service.content.errors import InvalidContent
from service.imports.front_matter import (
    post_from_editable_text,
    post_to_editable_text,
    split_front_matter,
)
from service.store.content_store import ContentStore


def test_values_are_strings_as_typed() -> None:
    fields, body = split_front_matter("---\ntitle: Yes\nid: 17\ndate: 2024-01-02\n"
                                      "imageUrl: null\n---\nBody\n")
    assert fields == {"title": "Yes", "id": "17", "date": "2024-01-02", "imageUrl": "null"}
    assert body == "Body\n"


def test_every_shipped_post_round_trips_through_the_editor_form(store: ContentStore) -> None:
    posts, _ = store.read_posts()
    for post in posts:
        assert post_from_editable_text(post_to_editable_text(post), post) == post, post.slug


@pytest.mark.parametrize("title", ["Yes", "2025", "null", "a: b", "#hash", "'quoted'", "- dash",
                                   "[x]", "{y}", "Tab\there", "Ünïcode — “quotes”", "@at", "%"])
def test_awkward_titles_survive_the_editor_form(store: ContentStore, title: str) -> None:
    post = store.read_posts()[0][0].model_copy(update={"title": title})
    assert post_from_editable_text(post_to_editable_text(post), post).title == title


@pytest.mark.parametrize("text", ["", "no front matter", "---\ntitle: x\n", "---\n- a list\n---\n",
                                  "---\ntitle: [a, b]\ndate: 2024-01-01\n---\n"])
def test_bad_text_is_refused(store: ContentStore, text: str) -> None:
    post = store.read_posts()[0][0]
    with pytest.raises(InvalidContent):
        post_from_editable_text(text, post)
