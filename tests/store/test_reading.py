"""Reading content: every real file validates, malformed files are reported, not fatal."""

import json
from pathlib import Path

import pytest

from service.content.errors import InvalidContent, NotFound
from service.content.post import Post
from service.store.content_store import ContentStore


def test_every_shipped_content_file_validates(store: ContentStore) -> None:
    posts, problems = store.read_posts()
    assert problems == []
    assert len(posts) >= 14
    site = store.read_site()
    assert site.features.inlinePostEditing is False
    assert site.quotePostSlug in {p.slug for p in posts}
    assert len(store.read_document(store.companies_file)) == 15
    assert store.read_document(store.page_path("about")).title
    assert store.read_document(store.page_path("contact")).title
    slugs = {s.slug for s in store.read_document(store.services_file)}
    assert {"vehicle-insurance/auto-insurance", "property-insurance/homeowners-insurance"} <= slugs


def test_shipped_posts_cover_two_years_with_and_without_images(store: ContentStore) -> None:
    posts, _ = store.read_posts()
    dates = sorted(p.date for p in posts)
    assert (dates[-1] - dates[0]).days >= 2 * 365
    assert any(p.imageUrl is None for p in posts)
    with_images = [p for p in posts if p.imageUrl]
    assert with_images
    for post in with_images:
        assert post.imageUrl is not None
        assert store.media_file(post.imageUrl.removeprefix("/media/")).is_file()
    assert len({p.id for p in posts}) == len(posts)


def test_posts_are_sorted_newest_first(store: ContentStore) -> None:
    posts, _ = store.read_posts()
    assert [p.date for p in posts] == sorted((p.date for p in posts), reverse=True)


def test_content_files_are_pretty_printed_with_trailing_newline(content_dir: Path) -> None:
    for path in content_dir.rglob("*.json"):
        text = path.read_text("utf-8")
        assert text.endswith("}\n") or text.endswith("]\n"), path
        assert text == json.dumps(json.loads(text), indent=2, ensure_ascii=False) + "\n", path


def test_malformed_post_is_reported_and_the_rest_still_load(store: ContentStore) -> None:
    before, _ = store.read_posts()
    (store.posts_dir / "broken-post.json").write_text("{ not json", "utf-8")
    (store.posts_dir / "missing-title.json").write_text(
        json.dumps({"id": 999, "slug": "missing-title", "date": "2025-01-01", "excerpt": "",
                    "content": "", "imageUrl": None}), "utf-8")
    after, problems = store.read_posts()
    assert [p.slug for p in after] == [p.slug for p in before]
    reasons = {p.path.name: p.reason for p in problems}
    assert set(reasons) == {"broken-post.json", "missing-title.json"}
    assert "title" in reasons["missing-title.json"]
    with pytest.raises(InvalidContent) as error:
        store.read_post("broken-post")
    assert error.value.path == store.posts_dir / "broken-post.json"


def test_post_whose_slug_disagrees_with_its_file_name_is_a_problem(store: ContentStore) -> None:
    posts, _ = store.read_posts()
    document = posts[0].model_dump(mode="json")
    (store.posts_dir / "another-name.json").write_text(json.dumps(document), "utf-8")
    _, problems = store.read_posts()
    assert [p.path.name for p in problems] == ["another-name.json"]
    assert "does not match file name" in problems[0].reason


def test_unknown_post_and_page(store: ContentStore) -> None:
    with pytest.raises(NotFound):
        store.read_post("no-such-post")
    with pytest.raises(NotFound):
        store.read_document(store.page_path("no-such-page"))


@pytest.mark.parametrize("image_url", ["javascript:alert(1)", "http://x.test/a.png",
                                       "/media/../site.json", "/etc/passwd", "data:image/png,x"])
def test_post_refuses_unsafe_image_urls(image_url: str) -> None:
    with pytest.raises(ValueError):
        Post.model_validate({"id": 1, "slug": "a", "title": "t", "date": "2025-01-01",
                             "excerpt": "", "content": "", "imageUrl": image_url})
