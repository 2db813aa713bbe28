"""Advice on a post: images without alt text, skipped headings, vague, broken and insecure
links, site links not written as the page's address, lengths and a title another post has;
never a risk."""

import pytest

from service.checks.advice import EXCERPT_MAX, TITLE_MAX
from service.checks.context import CheckContext, check_context
from service.checks.findings import Finding
from service.checks.post_checks import PostText, check_post
from service.store.content_store import ContentStore
from tests.addresses import post_address


@pytest.fixture
def context(store: ContentStore) -> CheckContext:
    return check_context(store)


def advice(context: CheckContext, **fields: object) -> list[tuple[str, str, str]]:
    text = PostText.model_validate({"title": "A title", "excerpt": "A summary.",
                                    "content": "<p>Plain.</p>"} | fields)
    found: list[Finding] = check_post(text, context)
    assert all(f.severity == "advice" and f.phrase is None for f in found)
    return [(f.rule, f.field, f.excerpt) for f in found]


def test_images_without_alt_text(context: CheckContext) -> None:
    content = ('<figure><img src="/media/a.webp" alt=""><figcaption>A</figcaption></figure>\n'
               '<figure><img src="/media/b.webp" alt="A porch in snow"></figure>')
    assert advice(context, content=content) == [("image-alt", "content", "/media/a.webp")]
    assert advice(context, imageUrl="/media/c.webp") == [
        ("image-alt", "imageAlt", "/media/c.webp")]
    assert advice(context, imageUrl="/media/c.webp", imageAlt="A boat on the Sound") == []


def test_a_heading_level_skipped(context: CheckContext) -> None:
    assert advice(context, content="<h3>Costs</h3><p>x</p>") == [
        ("heading-skip", "content", "Costs")]
    assert advice(context, content="<h2>Costs</h2><h3>Bonds</h3><h2>Then</h2><h3>x</h3>") == []


def test_vague_insecure_and_broken_links(context: CheckContext, store: ContentStore) -> None:
    post = store.read_posts()[0][0]
    content = (f'<p><a href="{post_address(post.slug)}">Click here</a>, '
               '<a href="http://example.com/rates">rates</a>, '
               f'<a href="{post_address("no-such-post")}#top">a gone post</a>, '
               '<a href="/about/our-team/#eleanor">our team</a>, '
               '<a href="/insurance/vehicle-insurance/classic-car-insurance">classic cars</a>, '
               '<a href="/Contact?x=1">contact us</a>, <a href="/nowhere">Read more.</a></p>')
    assert advice(context, content=content) == [
        ("vague-link-text", "content", "Click here"),
        ("insecure-link", "content", "http://example.com/rates"),
        ("broken-site-link", "content", f"{post_address('no-such-post')}#top"),
        ("site-link-form", "content", "/about/our-team/#eleanor"),
        ("site-link-form", "content", "/Contact?x=1"),
        ("vague-link-text", "content", "Read more."),
        ("broken-site-link", "content", "/nowhere")]


def test_a_site_link_written_otherwise_than_the_pages_address(context: CheckContext) -> None:
    """The router finds /about/ and /ABOUT, a static host finds /about/ (the export writes it),
    never /ABOUT; each address but the page's own is one more for search engines to count."""
    content = ('<p><a href="/insurance/vehicle-insurance/auto-insurance/">auto</a>, '
               '<a href="/FAQs/?q=1#claims">FAQ</a>, <a href="/">home</a>, '
               '<a href="/about">about</a></p>')
    found = check_post(PostText.model_validate({"title": "A title", "excerpt": "A summary.",
                                                "content": content}), context)
    assert [(f.rule, f.excerpt, f.suggestion) for f in found] == [
        ("site-link-form", "/insurance/vehicle-insurance/auto-insurance/",
         "Write it as /insurance/vehicle-insurance/auto-insurance."),
        ("site-link-form", "/FAQs/?q=1#claims", "Write it as /faqs?q=1#claims.")]


def test_lengths_and_a_missing_excerpt(context: CheckContext) -> None:
    long_title, long_excerpt = "T" * (TITLE_MAX + 1), "E" * (EXCERPT_MAX + 1)
    assert [rule for rule, *_ in advice(context, title=long_title, excerpt=long_excerpt)] == [
        "title-length", "excerpt-length"]
    assert advice(context, title="T" * TITLE_MAX, excerpt="E" * EXCERPT_MAX) == []
    assert advice(context, excerpt="  ") == [("excerpt-missing", "excerpt", "")]


def test_a_title_another_post_has_but_not_the_post_itself(context: CheckContext,
                                                         store: ContentStore) -> None:
    post = store.read_posts()[0][0]
    shouting = post.title.upper()
    assert advice(context, title=shouting) == [("duplicate-title", "title", shouting)]
    assert advice(context, title=post.title, slug=post.slug) == []
