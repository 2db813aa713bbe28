"""`agency posts new`: from options or a Markdown file; slug, date and id filled in."""

import datetime as dt
import json
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from service.content.slugs import SLUG_SENTENCE
from service.store.content_store import ContentStore
from tests.cli.conftest import Agency, assert_one_red_line
from tests.cli.images import write_png
from tests.conftest import commit_count, files_in_commit, git, next_post_id, work_tree_status

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)


def stored(content_dir: Path, slug: str) -> dict[str, object]:
    data: dict[str, object] = json.loads((content_dir / "posts" / f"{slug}.json").read_text())
    return data


def connecticut_today() -> str:
    """The agency's date, which is what a post without one gets (not the machine's UTC date)."""
    return dt.datetime.now(ZoneInfo("America/New_York")).date().isoformat()


def test_new_from_options_writes_one_commit(agency: Agency, content_dir: Path,
                                            store: ContentStore, tmp_path: Path) -> None:
    next_id = next_post_id(store)
    text = tmp_path / "body.txt"
    text.write_text("Water rises fast.\nMove valuables up.\n\n\nCall us & ask <how>.\n", "utf-8")
    before = commit_count(content_dir)
    result = agency("posts", "new", "--title", "Flood Prep for Milford Homes", "--excerpt",
                    "Three steps.", "--date", "2025-06-01", "--image-url",
                    "/media/flood-water-line.webp", "--content-file", str(text))
    assert result.exit_code == 0, result.output
    assert stored(content_dir, "flood-prep-for-milford-homes") == {
        "id": next_id, "slug": "flood-prep-for-milford-homes",
        "title": "Flood Prep for Milford Homes", "date": "2025-06-01", "excerpt": "Three steps.",
        "content": "<p>Water rises fast.<br>Move valuables up.</p>\n"
                   "<p>Call us &amp; ask &lt;how&gt;.</p>",
        "imageUrl": "/media/flood-water-line.webp"}
    assert commit_count(content_dir) == before + 1
    assert files_in_commit(content_dir) == ["posts/flood-prep-for-milford-homes.json"]
    assert git(content_dir, "log", "-1", "--format=%s").strip() == \
        "agency posts new: Add post 'flood-prep-for-milford-homes'"
    assert work_tree_status(content_dir) == ""


def test_new_derives_a_unique_slug_and_dates_today(agency: Agency, content_dir: Path) -> None:
    for _ in range(3):
        result = agency("posts", "new", "--title", "Spring Newsletter: What's New?")
        assert result.exit_code == 0, result.output
    first, second, third = (stored(content_dir, slug) for slug in (
        "spring-newsletter-whats-new", "spring-newsletter-whats-new-2",
        "spring-newsletter-whats-new-3"))
    assert first["date"] == connecticut_today()
    assert (first["content"], first["excerpt"], first["imageUrl"]) == ("", "", None)
    assert [second["id"], third["id"]] == [int(str(first["id"])) + 1, int(str(first["id"])) + 2]


def test_new_from_markdown_with_front_matter(agency: Agency, content_dir: Path,
                                             tmp_path: Path) -> None:
    source = tmp_path / "draft.md"
    source.write_text("---\ntitle: 'Boat Insurance: Spring Checklist'\ndate: 2025-04-02\n"
                      "excerpt: Before launch day.\nimageUrl: photos/boat.png\n---\n\n"
                      "Check the hull.\n\nReview your limits.\n", "utf-8")
    write_png(tmp_path / "photos" / "boat.png")
    result = agency("posts", "new", "--from", str(source))
    assert result.exit_code == 0, result.output
    post = stored(content_dir, "boat-insurance-spring-checklist")
    assert post["title"] == "Boat Insurance: Spring Checklist"
    assert post["date"] == "2025-04-02"
    assert post["content"] == "<p>Check the hull.</p>\n<p>Review your limits.</p>"
    assert post["imageUrl"] == "/media/imported/boat.png"
    assert (content_dir / "media" / "imported" / "boat.png").is_file()
    assert sorted(files_in_commit(content_dir)) == [
        "media/imported/boat.png", "posts/boat-insurance-spring-checklist.json"]


def test_new_options_override_the_file_and_slug_may_be_given(agency: Agency, content_dir: Path,
                                                             tmp_path: Path) -> None:
    source = tmp_path / "draft.md"
    source.write_text("---\ntitle: From the file\nslug: from-file\n---\nBody.\n", "utf-8")
    result = agency("posts", "new", "--from", str(source), "--title", "From the option",
                    "--slug", "chosen-slug")
    assert result.exit_code == 0, result.output
    assert stored(content_dir, "chosen-slug")["title"] == "From the option"
    assert not (content_dir / "posts" / "from-file.json").exists()


def test_new_refuses_bad_input_with_one_red_line(agency: Agency, content_dir: Path,
                                                 store: ContentStore) -> None:
    taken = store.read_posts()[0][0].slug
    cases = [
        (["--excerpt", "no title"], "title"),
        (["--title", "T", "--date", "2025-02-30"], "2025-02-30 is not a real date"),
        (["--title", "T", "--date", "June 1"], "YYYY-MM-DD"),
        (["--title", "T", "--slug", taken], "already exists"),
        (["--title", "T", "--slug", "Bad Slug"], f"slug: {SLUG_SENTENCE}"),
        (["--title", "T", "--image-url", "http://insecure.example/a.png"], "https"),
        (["--title", "T", "--image-url", "/media/missing.webp"], "not in the content"),
        (["--title", "T", "--content-file", "/no/such/file.txt"], "No such file"),
        (["--from", "/no/such/draft.md"], "No such file"),
    ]
    before = commit_count(content_dir)
    for args, message in cases:
        line = assert_one_red_line(agency("posts", "new", *args))
        assert message in line, (args, line)
    assert commit_count(content_dir) == before
    assert work_tree_status(content_dir) == ""


def test_new_from_broken_front_matter(agency: Agency, tmp_path: Path) -> None:
    source = tmp_path / "broken.md"
    source.write_text("---\ntitle: [unclosed\n---\nBody\n", "utf-8")
    assert "front matter" in assert_one_red_line(agency("posts", "new", "--from", str(source)))
    source.write_text("No front matter here.\n", "utf-8")
    assert "---" in assert_one_red_line(agency("posts", "new", "--from", str(source)))


def test_new_reads_content_from_standard_input(agency: Agency, content_dir: Path) -> None:
    result = agency("posts", "new", "--title", "From Stdin", "--content-file", "-",
                    input="Piped in.\n\nTwo paragraphs.\n")
    assert result.exit_code == 0, result.output
    assert stored(content_dir, "from-stdin")["content"] == \
        "<p>Piped in.</p>\n<p>Two paragraphs.</p>"
