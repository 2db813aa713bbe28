"""`agency posts import`: JSON, Markdown folders and WordPress exports, as one commit."""

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import Result

from service.store.content_store import ContentStore, post_document
from tests.cli.conftest import Agency, assert_one_red_line
from tests.cli.images import write_png
from tests.conftest import commit_count, files_in_commit, git, next_post_id, work_tree_status


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


def item_notes(result: Result, slug: str) -> list[str]:
    """The notes `--json` reports for the item that became slug."""
    items = json.loads(result.stdout)["items"]
    notes: list[str] = next(item["notes"] for item in items if item["slug"] == slug)
    return notes


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
    next_id = next_post_id(store)
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
    result = agency("posts", "import", "--details", str(source))
    assert result.exit_code == 0, result.output
    assert store.read_post("plain-text").content == "Stays as it is.\n\nPlain text is allowed."
    assert store.read_post("foreign-html").content == (
        '<h2>Head</h2>\n<p>Body with <strong>bold</strong> and <a href="https://ct.gov/cid">a link'
        '</a></p>')
    report = row(result.output, "foreign-html")
    assert "turned into paragraphs: <div>" in report and "dropped: <script>" in report
    assert agency("check").exit_code == 0


def test_existing_slugs_are_skipped_unless_overwrite(agency: Agency, store: ContentStore,
                                                     content_dir: Path, tmp_path: Path) -> None:
    existing = store.read_posts()[0][0]
    changed = post_document(existing) | {"title": "Replaced title", "id": 777}
    source = write_json(tmp_path / "posts.json", [changed, a_post("brand-new")])
    before = commit_count(content_dir)
    result = agency("posts", "import", "--details", str(source))
    assert result.exit_code == 0, result.output
    assert "skipped" in row(result.output, existing.slug)
    assert store.read_post(existing.slug) == existing
    assert files_in_commit(content_dir) == ["posts/brand-new.json"]
    result = agency("posts", "import", "--overwrite", "--details", str(source))
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
    result = agency("posts", "import", "--dry-run", "--details", str(source))
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
             a_post("extra-field", id=None, tags=["flood"]), "not an object",
             a_post("good-one", id=None, title="Duplicate in the batch")]
    source = write_json(tmp_path / "mixed.json", items)
    result = agency("posts", "import", "--details", str(source))
    assert result.exit_code == 1
    out = result.output
    assert "imported" in row(out, "good-one")
    assert "title is missing" in row(out, "mixed.json #2")
    assert "Invalid slug" in row(out, "mixed.json #3")
    assert "date 2024-02-30 is not a real date" in row(out, "bad-date")
    assert "imageUrl" in row(out, "bad-image")
    assert "unknown field 'tags'" in row(out, "mixed.json #6")
    assert "not a JSON object but text" in row(out, "mixed.json #7")
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
    result = agency("posts", "import", "--details", str(folder))
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


def test_unreadable_imports_are_one_red_line(agency: Agency, content_dir: Path,
                                             tmp_path: Path) -> None:
    broken_json = tmp_path / "broken.json"
    broken_json.write_text("[{", "utf-8")
    not_wxr = tmp_path / "feed.xml"
    not_wxr.write_text("<rss><channel><item/></channel></rss>", "utf-8")
    bomb = tmp_path / "bomb.xml"
    bomb.write_text('<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa">]><rss>&a;</rss>')
    entities = tmp_path / "entities.xml"
    entities.write_text('<?xml version="1.0"?><rss><channel>&lt;</channel><x>&amp;</rss>')
    empty = tmp_path / "empty"
    empty.mkdir()
    for path, message in [
            (broken_json, "not valid JSON"), (not_wxr, "not a WordPress export"),
            (bomb, "not a readable WordPress export: it declares a document type (<!DOCTYPE "
                   "...>), which is refused for safety"),
            (entities, "not a readable WordPress export: the XML is broken (mismatched tag"),
            (empty, "no Markdown files (*.md, *.markdown) in this folder"),
            (tmp_path / "missing.json", "no such file"),
            (write_json(tmp_path / "n.json", 42), "array")]:
        line = assert_one_red_line(agency("posts", "import", str(path)))
        assert message in line, line
        assert "Forbidden" not in line and "Error(" not in line, line
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


@pytest.mark.parametrize(("changes", "reason"), [
    ({"content": {"a": 1}}, "content must be text, not an object"),
    ({"title": ["A", "B"]}, "title must be text, not a list"),
    ({"excerpt": 42}, "excerpt must be text, not a number"),
    ({"imageUrl": False}, "imageUrl must be text, not true or false"),
    ({"id": "seven"}, "id 'seven' is not a whole number"),
    ({"id": 1.5}, "id must be a whole number, not a number"),
    ({"date": 20240501}, "date must be text, not a number"),
])
def test_wrong_json_types_are_refused_by_field(agency: Agency, store: ContentStore,
                                               tmp_path: Path, changes: dict[str, Any],
                                               reason: str) -> None:
    source = write_json(tmp_path / "typed.json", [a_post("typed", **changes)])
    result = agency("posts", "import", "--json", str(source))
    assert result.exit_code == 1
    item = json.loads(result.stdout)["items"][0]
    assert (item["status"], item["notes"]) == ("failed", [reason])
    assert not store.post_path("typed").exists()


def test_drafts_and_schedules_survive_a_json_round_trip(agency: Agency, store: ContentStore,
                                                        content_dir: Path,
                                                        tmp_path: Path) -> None:
    assert agency("posts", "new", "--title", "Quiet draft", "--draft").exit_code == 0
    assert agency("posts", "new", "--title", "Later news", "--at", "2099-01-05 09:00"
                  ).exit_code == 0
    posts_dir = content_dir / "posts"
    originals = {path.name: path.read_bytes() for path in posts_dir.iterdir()}
    output = tmp_path / "posts.json"
    assert agency("posts", "export", "--output", str(output)).exit_code == 0
    for path in posts_dir.iterdir():
        path.unlink()
    result = agency("posts", "import", str(output))
    assert result.exit_code == 0, result.output
    assert {path.name: path.read_bytes() for path in posts_dir.iterdir()} == originals
    assert store.read_post("quiet-draft").status == "draft"


def test_titles_in_other_scripts_get_distinct_slugs(agency: Agency, store: ContentStore,
                                                    tmp_path: Path) -> None:
    titles = ["Café crème: été 2025", "Привет, мир", "你好世界", "🎉🎉", "🎈", "Привет, мир"]
    source = write_json(tmp_path / "titles.json",
                        [{"title": title, "content": "Text."} for title in titles])
    result = agency("posts", "import", "--json", str(source))
    assert result.exit_code == 0, result.output
    slugs = [item["slug"] for item in json.loads(result.stdout)["items"]]
    assert slugs == ["cafe-creme-ete-2025", "privet-mir", "ni-hao-shi-jie", "post", "post-2",
                     "privet-mir-2"]
    assert store.read_post("privet-mir-2").title == "Привет, мир"
