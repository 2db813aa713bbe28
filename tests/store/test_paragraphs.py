"""The paragraph conversion of post text, against the shared cases and as properties."""

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

from service.html.paragraphs import html_to_text, normalise_text, text_to_html
from service.html.policy import policy_problems
from service.store.content_store import ContentStore

CASES_FILE = Path(__file__).resolve().parent.parent / "fixtures" / "paragraph-cases.json"
CASES: list[dict[str, Any]] = json.loads(CASES_FILE.read_text("utf-8"))


def cases(*kinds: str) -> list[Any]:
    return [pytest.param(case["text"], case["html"], id=case["name"])
            for case in CASES if case["kind"] in kinds]


def test_the_cases_file_is_well_formed() -> None:
    assert {case["kind"] for case in CASES} == {"round-trip", "text-to-html", "html-to-text"}
    assert all(set(case) == {"name", "kind", "text", "html"} for case in CASES)
    assert len({case["name"] for case in CASES}) == len(CASES)


@pytest.mark.parametrize(("text", "html"), cases("round-trip", "text-to-html"))
def test_text_to_html(text: str, html: str) -> None:
    assert text_to_html(text) == html


@pytest.mark.parametrize(("text", "html"), cases("round-trip", "html-to-text"))
def test_html_to_text(text: str, html: str) -> None:
    assert html_to_text(html) == text


# Text as people type it: words, spaces, tabs, no-break spaces, line ends of every kind and
# characters HTML cares about.
typed_text = st.lists(st.one_of(
    st.sampled_from(["\n", "\n\n", "\r\n", "\r", " ", "\t", "\u00a0", "&", "<", ">", '"', "'",
                     "&amp;", "<p>", "<br>", ";"]),
    st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=8)),
    max_size=40).map("".join)


@settings(deadline=None, database=None)  # no timing flakes on a busy machine; no .hypothesis/
@given(typed_text)
def test_text_to_html_to_text_gives_the_normalised_text(text: str) -> None:
    assert html_to_text(text_to_html(text)) == normalise_text(text)


@settings(deadline=None, database=None)  # no timing flakes on a busy machine; no .hypothesis/
@given(typed_text)
def test_conversion_is_stable(text: str) -> None:
    html = text_to_html(text)
    assert text_to_html(html_to_text(html)) == html
    assert normalise_text(normalise_text(text)) == normalise_text(text)


@settings(deadline=None, database=None)  # no timing flakes on a busy machine; no .hypothesis/
@given(typed_text)
def test_text_to_html_stays_in_the_subset(text: str) -> None:
    assert policy_problems(text_to_html(text)) == []


def test_every_shipped_post_converts_back_exactly(store: ContentStore) -> None:
    posts, _ = store.read_posts()
    for post in posts:
        assert text_to_html(html_to_text(post.content)) == post.content, post.slug
