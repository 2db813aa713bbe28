"""Every post the store builds drops C0 and C1 controls, noncharacters and lone surrogates."""

import datetime as dt

import pytest

from service.content.post import Post

UNWANTED = ["\x00", "\x07", "\x1b", "\x7f", "\x85", "\x9f", "\ufdd0", "\ufffe", "\U0010ffff",
            "\ud800", "\udfff"]


@pytest.mark.parametrize("character", UNWANTED, ids=lambda c: f"U+{ord(c):04X}")
def test_unwanted_characters_are_dropped_from_every_text_field(character: str) -> None:
    text = f"Storm{character} prep"
    post = Post(id=1, slug="storm-prep", title=text, excerpt=text, content=f"<p>{text}</p>",
                    date=dt.date(2024, 5, 1))
    assert (post.title, post.excerpt, post.content) == ("Storm prep", "Storm prep",
                                                         "<p>Storm prep</p>")


def test_tabs_newlines_and_astral_characters_are_kept() -> None:
    text = "Tab\there\nnew line 🎉 😀"
    post = Post(id=1, slug="kept", title="Kept", excerpt=text, content="<p>x</p>",
                    date=dt.date(2024, 5, 1))
    assert post.excerpt == text
