"""`agency posts list` and `agency posts show`: tables and text for people, JSON for scripts."""

import json

from service.store.content_store import ContentStore, post_document
from tests.cli.conftest import Agency, assert_one_red_line


def test_list_shows_every_post_newest_first_with_full_slugs(agency: Agency,
                                                            store: ContentStore) -> None:
    posts, _ = store.read_posts()
    result = agency("posts", "list")
    assert result.exit_code == 0, result.output
    positions = [result.output.index(post.slug) for post in posts]
    assert positions == sorted(positions)
    assert all(post.date.isoformat() in result.output for post in posts)
    header = next(line for line in result.output.splitlines() if "Slug" in line)
    assert [w for w in header.split() if w.isalpha()] == ["Date", "Status", "Slug", "Title",
                                                               "Image"]


def test_list_marks_posts_with_images(agency: Agency, store: ContentStore) -> None:
    posts, _ = store.read_posts()
    with_image = next(p for p in posts if p.imageUrl)
    without = next(p for p in posts if not p.imageUrl)
    lines = agency("posts", "list").output.splitlines()
    assert next(line for line in lines if with_image.slug in line).rstrip(" │").endswith("yes")
    assert next(line for line in lines if without.slug in line).rstrip(" │").endswith("no")


def test_list_search_and_limit(agency: Agency, store: ContentStore) -> None:
    result = agency("posts", "list", "--search", "FLOOD", "--json")
    found = [post["slug"] for post in json.loads(result.stdout)]
    assert found and all("flood" in slug or "flood" in store.read_post(slug).title.lower()
                         for slug in found)
    limited = json.loads(agency("posts", "list", "--limit", "3", "--json").stdout)
    posts, _ = store.read_posts()
    assert [p["slug"] for p in limited] == [p.slug for p in posts[:3]]
    assert "No posts match." in agency("posts", "list", "--search", "zebra").output


def test_list_json_is_the_api_shape(agency: Agency, store: ContentStore) -> None:
    posts, _ = store.read_posts()
    result = agency("posts", "list", "--json")
    assert result.exit_code == 0
    assert json.loads(result.stdout) == [post_document(p) for p in posts]


def test_show_prints_fields_then_plain_paragraphs(agency: Agency, store: ContentStore) -> None:
    post = next(p for p in store.read_posts()[0] if p.imageUrl)
    result = agency("posts", "show", post.slug)
    assert result.exit_code == 0, result.output
    out = result.output
    for label, value in [("Title", post.title), ("Date", post.date.isoformat()),
                         ("Slug", post.slug), ("Image", post.imageUrl)]:
        assert f"{label}: {value}" in out
    assert "Excerpt: " + post.excerpt[:40] in out
    assert "<p>" not in out
    first_words = post.content.removeprefix("<p>")[:40]
    assert out.index("Excerpt:") < out.index(first_words)


def test_show_json(agency: Agency, store: ContentStore) -> None:
    post = store.read_posts()[0][0]
    result = agency("posts", "show", post.slug, "--json")
    assert json.loads(result.stdout) == post_document(post)


def test_show_unknown_slug_is_one_red_line(agency: Agency) -> None:
    line = assert_one_red_line(agency("posts", "show", "no-such-post"))
    assert "no post with slug 'no-such-post'" in line
