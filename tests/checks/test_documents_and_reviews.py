"""Documents are checked string by string under their dotted paths (HTML read as text, valid or
not), never the wording rules themselves; reviews acknowledge a finding by rule, phrase without
case, and excerpt."""

from service.checks.context import check_context
from service.checks.document_checks import check_document
from service.checks.findings import Finding
from service.checks.reviews import (
    document_reviews,
    is_acknowledged,
    reviews_still_matching,
    unacknowledged_risks,
)
from service.content.wording import WordingReview
from service.store.content_store import ContentStore


def test_every_string_is_checked_under_its_dotted_path(store: ContentStore) -> None:
    context = check_context(store)
    team = {"mission": "Plain words.", "whyChooseUs": ["One.", "Two.", "We are experts."],
            "agents": [{"name": "A", "bio": ["Guaranteed service."], "photo": "/media/x.webp",
                        "email": "expert@example.com"}]}
    found = check_document("copy/team", team, context)
    assert [(f.field, f.phrase) for f in found] == [("whyChooseUs.2", "experts"),
                                                    ("agents.0.bio.0", "Guaranteed")]


def test_html_strings_are_read_as_text_with_advice_and_links_by_key(store: ContentStore) -> None:
    context = check_context(store)
    page = {"title": "About", "content": '<p>We <em>guarantee</em> it. <a href="/gone">here</a>'
                                         "</p><h3>Later</h3>",
            "links": [{"label": "Old", "href": "http://example.com"}]}
    found = check_document("pages/about", page, context)
    assert [(f.rule, f.field) for f in found] == [
        ("promise-of-outcome", "content"), ("heading-skip", "content"),
        ("vague-link-text", "content"), ("broken-site-link", "content"),
        ("insecure-link", "links.0.href")]


def test_data_that_does_not_validate_is_still_checked_and_rules_never(
        store: ContentStore) -> None:
    context = check_context(store)
    nested: object = "the cheapest"
    for _ in range(5000):
        nested = [nested]
    found = check_document("site", {"phone": 12, "x": nested}, context)
    assert [f.phrase for f in found] == ["cheapest"]
    rules = {"rules": [{"phrases": ["guarantee"], "why": "Promises are a risk."}]}
    assert check_document("copy/wording-rules", rules, context) == []


def finding(phrase: str, excerpt: str = "We guarantee it.") -> Finding:
    return Finding(rule="promise-of-outcome", severity="risk", message="m", excerpt=excerpt,
                   suggestion="s", phrase=phrase, field="content")


def test_a_review_covers_the_same_rule_phrase_and_sentence_only() -> None:
    review = WordingReview(rule="promise-of-outcome", phrase="guarantee",
                           excerpt="We guarantee it.", by="agency", at="2026-11-26T00:00:00Z")
    assert is_acknowledged(finding("Guarantee"), [review])
    assert not is_acknowledged(finding("guarantee", "We guarantee that."), [review])
    assert not is_acknowledged(finding("guaranteed"), [review])
    advice = Finding(rule="title-length", severity="advice", message="m", excerpt="x",
                     suggestion=None, phrase=None, field="title")
    assert unacknowledged_risks([finding("guarantee"), finding("x"), advice], [review]) == [
        finding("x")]


def test_document_reviews_are_read_from_wording_reviews_json(store: ContentStore) -> None:
    assert document_reviews(store, "copy/team") == []
    (store.root / "wording-reviews.json").write_text(
        '{"documents": {"copy/team": [{"rule": "special-expertise", "phrase": "experts", '
        '"excerpt": "We are experts.", "by": "agency", "at": "2026-11-26T00:00:00Z"}]}}', "utf-8")
    assert [r.phrase for r in document_reviews(store, "copy/team")] == ["experts"]
    (store.root / "wording-reviews.json").write_text("{", "utf-8")
    assert document_reviews(store, "copy/team") == []


def test_a_write_keeps_only_the_reviews_that_still_cover_a_finding() -> None:
    def review(phrase: str, by: str) -> WordingReview:
        return WordingReview(rule="promise-of-outcome", phrase=phrase, excerpt="We guarantee it.",
                             by=by, at="2026-11-26T00:00:00Z")

    first, again, gone = review("guarantee", "ann"), review("GUARANTEE", "bob"), review("x", "c")
    assert reviews_still_matching([first, again, gone], [finding("Guarantee")]) == [first]
