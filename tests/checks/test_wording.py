"""The wording rules find promises, price claims and expertise claims as a reader sees them:
whole words in any case, either apostrophe, across inline tags, never inside an address."""


import pytest
import re2

from service.checks.context import CheckContext, check_context
from service.checks.findings import Finding
from service.checks.post_checks import PostText, check_post
from service.checks.sentences import EXCERPT_MAX
from service.checks.wording import compile_rules
from service.content.wording import WordingRules
from service.store.content_store import ContentStore


@pytest.fixture
def context(store: ContentStore) -> CheckContext:
    return check_context(store)


def risks(context: CheckContext, content: str, title: str = "A post") -> list[Finding]:
    text = PostText(title=title, excerpt="A short summary.", content=content)
    return [f for f in check_post(text, context) if f.severity == "risk"]


def phrases(findings: list[Finding]) -> list[tuple[str, str | None]]:
    return [(f.rule, f.phrase) for f in findings]


def test_one_sentence_gives_a_finding_per_phrase_each_quoting_the_sentence(
        context: CheckContext) -> None:
    found = risks(context, "<p>Call us today. We guarantee the lowest price and complete "
                           "coverage. Then relax.</p>")
    assert phrases(found) == [("promise-of-outcome", "guarantee"), ("price-claim", "lowest price"),
                              ("promise-of-outcome", "complete coverage")]
    assert {f.excerpt for f in found} == {
        "We guarantee the lowest price and complete coverage."}
    price = found[1]
    assert "38a-816" in price.message and price.suggestion and "compare quotes" in price.suggestion
    assert {f.field for f in found} == {"content"}


def test_case_apostrophes_inline_tags_and_spacing_do_not_hide_a_phrase(
        context: CheckContext) -> None:
    found = risks(context, "<p>With us YOU\u2019LL BE <em>covered</em>, and we <strong>make "
                           "sure you're</strong>\n properly&nbsp;covered.</p>")
    assert phrases(found) == [("promise-of-outcome", "YOU\u2019LL BE covered"),
                              ("promise-of-outcome", "make sure you're properly covered")]


def test_only_whole_words_match(context: CheckContext) -> None:
    assert phrases(risks(context, "<p>An inexpert driver and the bestpricing tool.</p>")) == []
    assert phrases(risks(context, "<p>Our experts, guaranteeing.</p>")) == [
        ("special-expertise", "experts"), ("promise-of-outcome", "guaranteeing")]


def test_addresses_are_never_read_as_wording(context: CheckContext) -> None:
    content = ('<p><a href="https://example.com/guaranteed-lowest-price">our partner</a> at '
               "https://example.com/best-price or www.cheapest.example.com, mail "
               "expert@example.com, or bestrate.com.</p>")
    assert risks(context, content) == []


def test_a_saving_with_a_percentage_is_a_price_claim(context: CheckContext) -> None:
    found = risks(context, "<p>Save up to 40% on your car insurance, or take 15 percent "
                           "off.</p>")
    assert phrases(found) == [("price-claim", "Save up to 40%"), ("price-claim", "15 percent off")]


def test_title_excerpt_and_image_description_are_read_too(context: CheckContext) -> None:
    text = PostText(title="Best price guaranteed", excerpt="The cheapest cover.",
                    content="<p>Plain words.</p>", imageAlt="An expert at work")
    found = [f for f in check_post(text, context) if f.severity == "risk"]
    assert [(f.field, f.phrase) for f in found] == [
        ("title", "Best price"), ("title", "guaranteed"), ("excerpt", "cheapest"),
        ("imageAlt", "expert")]


def test_a_long_sentence_is_cut_around_the_phrase(context: CheckContext) -> None:
    words = " ".join(["plain"] * 80)
    found = risks(context, f"<p>{words} we guarantee it {words}.</p>")
    excerpt = found[0].excerpt
    assert excerpt.startswith("\u2026") and excerpt.endswith("\u2026")
    assert "guarantee" in excerpt and len(excerpt) <= EXCERPT_MAX + 2


def test_a_pattern_that_backtracks_in_other_engines_runs_in_linear_time() -> None:
    rules = WordingRules.model_validate({"rules": [{
        "id": "nested", "label": "Nested", "severity": "risk", "patterns": ["(a+)+b"],
        "why": "A test.", "suggestion": "None."}]})
    context = CheckContext(compile_rules(rules))
    # RE2 guarantees the linear time (`make bench` measures it: tests/bench/wording.py); here,
    # that the rules are compiled by it, and what the check finds.
    assert all(isinstance(expression, re2._Regexp)  # the one type re2.compile makes
               for rule in context.rules for expression in rule.expressions)
    assert risks(context, "<p>" + "a" * 50_000 + "!</p>") == []


def test_new_blocks_are_read_as_text_and_table_cells_never_run_together(
        context: CheckContext) -> None:
    content = ("<h2>Why a <em>guarantee</em> matters</h2>\n<blockquote><p>The cheapest way."
               "</p></blockquote>\n<table><thead><tr><th>Fully</th><th>covered</th></tr></thead>"
               "<tbody><tr><td>Best</td><td>rate</td></tr></tbody></table>\n"
               '<figure><img src="/media/a.webp" alt="An expert"><figcaption>Our trusted '
               "advisor</figcaption></figure>")
    assert [(f.phrase, f.excerpt) for f in risks(context, content)] == [
        ("guarantee", "Why a guarantee matters"), ("cheapest", "The cheapest way."),
        ("expert", "An expert"), ("trusted advisor", "Our trusted advisor")]


@pytest.mark.parametrize(("content", "found"), [
    ("<p>" + "aexpert" * 28_000 + "</p>", 0),  # every match inside a word, searched past
    ("<p>" + "\u00e9 guaranteed \u00e7a, " * 11_000 + "</p>", 11_000),  # one sentence
])
def test_the_longest_content_is_checked_whole(context: CheckContext, content: str,
                                              found: int) -> None:
    """What the longest content gives; how its time grows with the length is measured by
    `make bench` (tests/bench/wording.py), never asserted here."""
    assert len(risks(context, content)) == found
