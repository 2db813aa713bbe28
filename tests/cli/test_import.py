"""`agency posts import`: JSON, Markdown folders and WordPress exports, as one commit."""

import json
import shutil
from pathlib import Path
from typing import Any

from service.store.content_store import ContentStore, post_document
from tests.cli.conftest import FIXTURES, Agency, assert_one_red_line
from tests.cli.images import write_png
from tests.conftest import commit_count, files_in_commit, git, work_tree_status

WXR = FIXTURES / "wordpress-export.xml"


def a_post(slug: str, **changes: Any) -> dict[str, Any]:
    return {"id": 500, "slug": slug, "title": f"Title of {slug}", "date": "2024-05-01",
            "excerpt": "An excerpt.", "content": "<p>One.</p>\n<p>Two.</p>", "imageUrl": None,
            **changes}


def write_json(path: Path, value: object) -> Path:
    path.write_text(json.dumps(value), "utf-8")
    return path


def last_message(content_dir: Path) -> str:
    return git(content_dir, "log", "-1", "--format=%s").strip()


def row(output: str, text: str) -> str:
    return next(line for line in output.splitlines() if text in line)


def test_import_json_array_is_one_commit(agency: Agency, store: ContentStore, content_dir: Path,
                                         tmp_path: Path) -> None:
    source = write_json(tmp_path / "posts.json", [a_post("first-import"),
                                                   a_post("second-import", id=501)])
    before = commit_count(content_dir)
    result = agency("posts", "import", str(source))
    assert result.exit_code == 0, result.output
    assert commit_count(content_dir) == before + 1
    assert sorted(files_in_commit(content_dir)) == ["posts/first-import.json",
                                                    "posts/second-import.json"]
    assert last_message(content_dir) == "agency posts import: 2 posts from posts.json"
    assert post_document(store.read_post("first-import")) == a_post("first-import")
    assert "2 imported, 0 replaced, 0 unchanged, 0 skipped, 0 failed" in result.output
    assert work_tree_status(content_dir) == ""


def test_import_single_object_keeps_a_free_id_and_renumbers_a_taken_one(
        agency: Agency, store: ContentStore, tmp_path: Path) -> None:
    taken = store.read_posts()[0][0].id
    next_id = store.next_post_id()
    assert agency("posts", "import", str(write_json(tmp_path / "a.json", a_post(
        "kept-id", id=900)))).exit_code == 0
    assert store.read_post("kept-id").id == 900
    assert agency("posts", "import", str(write_json(tmp_path / "b.json", a_post(
        "renumbered", id=taken)))).exit_code == 0
    assert store.read_post("renumbered").id == max(next_id, 901)


def test_import_keeps_plain_text_and_cleans_foreign_html(agency: Agency, store: ContentStore,
                                                             tmp_path: Path) -> None:
    source = write_json(tmp_path / "p.json", [
        a_post("plain-text", id=None, content="Stays as it is.\n\nPlain text is allowed."),
        a_post("foreign-html", id=None,
               content="<div class='x'><h2>Head</h2>Body with <b>bold</b> and "
                       "<a href='https://ct.gov/cid' rel='nofollow'>a link</a></div>"
                       "<script>alert(1)</script>")])
    result = agency("posts", "import", str(source))
    assert result.exit_code == 0, result.output
    assert store.read_post("plain-text").content == "Stays as it is.\n\nPlain text is allowed."
    assert store.read_post("foreign-html").content == (
        '<p>Head</p>\n<p>Body with <strong>bold</strong> and <a href="https://ct.gov/cid">a link'
        '</a></p>')
    report = row(result.output, "foreign-html")
    assert "turned into paragraphs: <div>, <h2>" in report and "dropped: <script>" in report
    assert agency("check").exit_code == 0


def test_existing_slugs_are_skipped_unless_overwrite(agency: Agency, store: ContentStore,
                                                     content_dir: Path, tmp_path: Path) -> None:
    existing = store.read_posts()[0][0]
    changed = post_document(existing) | {"title": "Replaced title", "id": 777}
    source = write_json(tmp_path / "posts.json", [changed, a_post("brand-new")])
    before = commit_count(content_dir)
    result = agency("posts", "import", str(source))
    assert result.exit_code == 0, result.output
    assert "skipped" in row(result.output, existing.slug)
    assert store.read_post(existing.slug) == existing
    assert files_in_commit(content_dir) == ["posts/brand-new.json"]
    result = agency("posts", "import", "--overwrite", str(source))
    assert result.exit_code == 0, result.output
    assert "replaced" in row(result.output, existing.slug)
    assert "unchanged" in row(result.output, "brand-new")
    assert store.read_post(existing.slug).title == "Replaced title"
    assert store.read_post(existing.slug).id == 777
    assert files_in_commit(content_dir) == [f"posts/{existing.slug}.json"]
    assert last_message(content_dir) == "agency posts import: 1 post from posts.json"
    assert commit_count(content_dir) == before + 2


def test_dry_run_validates_and_writes_nothing(agency: Agency, content_dir: Path,
                                              tmp_path: Path) -> None:
    write_png(tmp_path / "pic.png")
    source = write_json(tmp_path / "posts.json", [a_post("would-be", imageUrl="pic.png"),
                                                   a_post("bad-date", date="May 1")])
    result = agency("posts", "import", "--dry-run", str(source))
    assert result.exit_code == 1
    assert "would be imported" in row(result.output, "would-be")
    assert "failed" in row(result.output, "bad-date")
    assert "Dry run" in result.output and "nothing written" in result.output
    assert work_tree_status(content_dir) == ""
    assert not (content_dir / "media" / "imported").exists()


def test_invalid_items_fail_alone_with_their_reasons(agency: Agency, store: ContentStore,
                                                     content_dir: Path, tmp_path: Path) -> None:
    items = [a_post("good-one", id=None), a_post("no-title", id=None, title=""),
             a_post("Bad Slug", id=None), a_post("bad-date", id=None, date="2024-02-30"),
             a_post("bad-image", id=None, imageUrl="javascript:alert(1)"),
             a_post("extra-field", id=None, author="Someone"), "not an object",
             a_post("good-one", id=None, title="Duplicate in the batch")]
    source = write_json(tmp_path / "mixed.json", items)
    result = agency("posts", "import", str(source))
    assert result.exit_code == 1
    out = result.output
    assert "imported" in row(out, "good-one")
    assert "title is missing" in row(out, "mixed.json #2")
    assert "Invalid slug" in row(out, "mixed.json #3")
    assert "YYYY-MM-DD" in row(out, "bad-date")
    assert "imageUrl" in row(out, "bad-image")
    assert "unknown field 'author'" in row(out, "mixed.json #6")
    assert "not a JSON object" in row(out, "mixed.json #7")
    assert "appears earlier" in row(out, "mixed.json #8")
    assert "1 imported, 0 replaced, 0 unchanged, 0 skipped, 7 failed" in out
    assert files_in_commit(content_dir) == ["posts/good-one.json"]
    posts = {p.name for p in (content_dir / "posts").iterdir()}
    assert not {"bad-date.json", "bad-image.json", "extra-field.json"} & posts
    assert work_tree_status(content_dir) == ""


def test_import_markdown_folder_copies_local_images(agency: Agency, store: ContentStore,
                                                    content_dir: Path, tmp_path: Path) -> None:
    folder = tmp_path / "notes"
    folder.mkdir()
    write_png(folder / "img" / "porch photo.png")
    write_png(tmp_path / "elsewhere.png", colour=(200, 10, 10))
    (folder / "a.md").write_text(
        "---\ntitle: Porch Safety\ndate: 2024-03-01 10:00:00\nimage: img/porch photo.png\n"
        "tags: [home]\n---\nFirst.\n\nSecond.\n", "utf-8")
    (folder / "b.md").write_text(
        f"---\ntitle: Same Porch Again\nslug: porch-again\nimageUrl: {folder}/img/porch photo.png"
        f"\nexcerpt: Again.\n---\nBody.\n", "utf-8")
    (folder / "c.md").write_text(
        f"---\ntitle: Another Picture\nimageUrl: {tmp_path}/elsewhere.png\n---\nBody.\n", "utf-8")
    (folder / "notes.txt").write_text("not Markdown", "utf-8")
    result = agency("posts", "import", str(folder))
    assert result.exit_code == 0, result.output
    porch = store.read_post("porch-safety")
    assert (porch.date.isoformat(), porch.content) == ("2024-03-01",
                                                       "<p>First.</p>\n<p>Second.</p>")
    assert porch.imageUrl == "/media/imported/porch-photo.png"
    assert store.read_post("porch-again").imageUrl == porch.imageUrl  # same bytes, one file
    assert store.read_post("another-picture").imageUrl == "/media/imported/elsewhere.png"
    assert "ignored front matter: tags" in row(result.output, "porch-safety")
    assert sorted(files_in_commit(content_dir)) == [
        "media/imported/elsewhere.png", "media/imported/porch-photo.png",
        "posts/another-picture.json", "posts/porch-again.json", "posts/porch-safety.json"]
    assert last_message(content_dir) == "agency posts import: 3 posts from notes"
    assert agency("check").exit_code == 0


def test_import_wordpress_export(agency: Agency, store: ContentStore, content_dir: Path,
                                 tmp_path: Path) -> None:
    export = tmp_path / "wp" / "harborpoint.WordPress.2019-06-03.xml"
    export.parent.mkdir()
    shutil.copy(WXR, export)
    write_png(tmp_path / "wp" / "wp-content" / "uploads" / "2019" / "05" / "porch.png")
    next_id = store.next_post_id()
    result = agency("posts", "import", str(export))
    assert result.exit_code == 0, result.output
    spring = store.read_post("spring-home-maintenance")
    assert spring.title == "Spring Home Maintenance & Your Insurance"
    assert spring.date.isoformat() == "2019-05-06"
    assert spring.excerpt == "Spring maintenance & what your homeowners policy expects."
    # Bold, the list and the link survive; the heading becomes a paragraph, and the report says so.
    assert spring.content == (
        "<p>A few hours of <strong>spring maintenance</strong> can prevent the claims we see most "
        "often after a Connecticut winter.</p>\n<p>Start with the roof</p>\n<p>Look for missing "
        "shingles and clear the gutters.<br>Water that backs up under shingles causes interior "
        "damage.</p>\n<ul><li>Check the attic for stains</li><li>Trim branches over the roof</li>"
        "</ul>\n<p>Questions? <a href=\"https://harborpoint.example/contact/\">Call the office</a> "
        "&amp; ask for a review.\u00a0</p>\n<p>We are happy to help.</p>")
    assert "turned into paragraphs: <h2>" in row(result.output, "Spring Home Maintenance")
    assert spring.imageUrl == "/media/imported/porch.png"
    winter = store.read_post("winter-driving-tips")
    assert winter.excerpt.startswith("Keep a winter kit in the trunk")
    assert "<em>winter kit</em>" in winter.content and winter.content.count("<p>") == 2
    assert {spring.id, winter.id} == {next_id, next_id + 1}
    out = result.output
    assert "status 'draft'" in row(out, "Hurricane Season Checklist")
    assert "Left out 2 item(s) that are not posts (attachment: 1, page: 1)" in out
    assert not (content_dir / "posts" / "about.json").exists()
    assert sorted(files_in_commit(content_dir)) == [
        "media/imported/porch.png", "posts/spring-home-maintenance.json",
        "posts/winter-driving-tips.json"]
    assert agency("check").exit_code == 0


def test_wordpress_featured_image_missing_locally_is_noted(agency: Agency, store: ContentStore,
                                                           tmp_path: Path) -> None:
    export = tmp_path / "export.xml"
    shutil.copy(WXR, export)
    result = agency("posts", "import", str(export))
    assert result.exit_code == 0, result.output
    assert store.read_post("spring-home-maintenance").imageUrl is None
    assert "featured image" in result.output


def test_unreadable_imports_are_one_red_line(agency: Agency, content_dir: Path,
                                             tmp_path: Path) -> None:
    broken_json = tmp_path / "broken.json"
    broken_json.write_text("[{", "utf-8")
    not_wxr = tmp_path / "feed.xml"
    not_wxr.write_text("<rss><channel><item/></channel></rss>", "utf-8")
    bomb = tmp_path / "bomb.xml"
    bomb.write_text('<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa">]><rss>&a;</rss>')
    empty = tmp_path / "empty"
    empty.mkdir()
    for path, message in [(broken_json, "not valid JSON"), (not_wxr, "not a WordPress export"),
                          (bomb, "WordPress export"), (empty, "no Markdown files"),
                          (tmp_path / "missing.json", "no such file"),
                          (write_json(tmp_path / "n.json", 42), "array")]:
        line = assert_one_red_line(agency("posts", "import", str(path)))
        assert message in line, line
    assert work_tree_status(content_dir) == ""


def test_import_and_new_strip_control_characters_and_noncharacters(
        agency: Agency, content_dir: Path, tmp_path: Path) -> None:
    hostile = "Storm\x07 prep\x89\ufffe"
    source = write_json(tmp_path / "posts.json", [a_post("hostile", title=hostile,
                                                         excerpt=hostile)])
    assert agency("posts", "import", str(source)).exit_code == 0
    stored = json.loads((content_dir / "posts" / "hostile.json").read_text("utf-8"))
    assert (stored["title"], stored["excerpt"]) == ("Storm prep", "Storm prep")
    (tmp_path / "body.txt").write_text("Line\x1b one\n\nLine two\x85", "utf-8")
    result = agency("posts", "new", "--title", "Bell\x07 title", "--content-file",
                    str(tmp_path / "body.txt"))
    assert result.exit_code == 0, result.output
    made = json.loads((content_dir / "posts" / "bell-title.json").read_text("utf-8"))
    assert made["title"] == "Bell title"
    assert made["content"] == "<p>Line one</p>\n<p>Line two</p>"
