"""`agency posts export`: JSON that re-imports to identical files, or Markdown with front matter."""

import json
import shutil
from pathlib import Path

from service.imports.front_matter import split_front_matter
from service.store.content_store import ContentStore, post_document
from tests.cli.conftest import Agency, assert_one_red_line
from tests.conftest import work_tree_status


def test_json_export_then_import_into_an_empty_folder_is_byte_identical(
        agency: Agency, store: ContentStore, content_dir: Path, tmp_path: Path) -> None:
    posts_dir = content_dir / "posts"
    originals = {path.name: path.read_bytes() for path in posts_dir.iterdir()}
    output = tmp_path / "posts.json"
    result = agency("posts", "export", "--format", "json", "--output", str(output))
    assert result.exit_code == 0, result.output
    assert work_tree_status(content_dir) == ""
    shutil.rmtree(posts_dir)
    posts_dir.mkdir()
    result = agency("posts", "import", str(output))
    assert result.exit_code == 0, result.output
    assert {path.name: path.read_bytes() for path in posts_dir.iterdir()} == originals
    assert work_tree_status(content_dir) == ""  # the import commit restored every file


def test_json_export_to_standard_output(agency: Agency, store: ContentStore) -> None:
    posts, _ = store.read_posts()
    result = agency("posts", "export")
    assert result.exit_code == 0
    assert json.loads(result.stdout) == [post_document(p) for p in posts]


def test_markdown_export_writes_one_file_per_post(agency: Agency, store: ContentStore,
                                                  tmp_path: Path) -> None:
    posts, _ = store.read_posts()
    output = tmp_path / "md"
    result = agency("posts", "export", "--format", "markdown", "--output", str(output))
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in output.iterdir()) == sorted(f"{p.slug}.md" for p in posts)
    post = next(p for p in posts if p.imageUrl)
    fields, body = split_front_matter((output / f"{post.slug}.md").read_text("utf-8"))
    assert fields == {"id": str(post.id), "slug": post.slug, "title": post.title,
                      "date": post.date.isoformat(), "excerpt": post.excerpt,
                      "imageUrl": post.imageUrl, "imageAlt": post.imageAlt,
                      "author": post.author, "coverages": post.coverages}
    assert post.imageAlt and post.coverages  # the test content describes its images
    assert "<p>" not in body
    assert body.strip().count("\n\n") == post.content.count("<p>") - 1


def test_markdown_export_reimports_to_the_same_posts(agency: Agency, store: ContentStore,
                                                     content_dir: Path, tmp_path: Path) -> None:
    before, _ = store.read_posts()
    output = tmp_path / "md"
    assert agency("posts", "export", "--format", "markdown", "-o", str(output)).exit_code == 0
    shutil.rmtree(content_dir / "posts")
    (content_dir / "posts").mkdir()
    assert agency("posts", "import", str(output)).exit_code == 0
    assert store.read_posts()[0] == before


def test_markdown_export_needs_a_folder(agency: Agency, tmp_path: Path) -> None:
    assert "--output" in assert_one_red_line(agency("posts", "export", "--format", "markdown"))
    file = tmp_path / "file.txt"
    file.write_text("x")
    assert "is a file" in assert_one_red_line(agency("posts", "export", "--format", "markdown",
                                                     "--output", str(file)))


def test_markdown_export_keeps_formatting_and_drafts(agency: Agency, store: ContentStore,
                                                     content_dir: Path, tmp_path: Path) -> None:
    source = tmp_path / "posts.json"
    source.write_text(json.dumps([
        {"title": "Formatted", "content": (
            "<p>A <strong>bold</strong> claim, <em>italic *stars*</em>, a <a href=\"https://"
            "portal.ct.gov/cid?a=1&amp;b=(2)\">link</a> &amp; <strong> spaced</strong>.<br>"
            "Next line.</p>\n<p>1. not a list # nor a heading [x] &lt;b&gt;</p>\n"
            "<ul><li>one<ul><li>nested</li></ul></li><li>two</li></ul>\n"
            "<ul><li>another list</li></ul>\n<ol><li>first</li><li>second</li></ol>")},
        {"title": "Structured", "content": (
            "<h2>Limits, ## explained #</h2>\n<p>Intro.</p>\n<h3>Per <em>person</em></h3>\n"
            "<blockquote><p>A quote<br>on two lines</p><ul><li>and a list</li></ul></blockquote>\n"
            "<table><thead><tr><th>Coverage</th><th>Limit | max</th></tr></thead><tbody><tr><td>"
            "Bodily injury<br>per person</td><td>$100,000</td></tr><tr><td>Property</td><td></td>"
            "</tr></tbody></table>\n<table><tbody><tr><td>No header</td></tr></tbody></table>\n"
            "<figure><img src=\"/media/winter-road.webp\" alt=\"A plowed road\"></figure>\n"
            "<figure><img src=\"/media/flood-water-line.webp\" alt=\"A &quot;water line&quot;\">"
            "<figcaption>After the <strong>storm</strong></figcaption></figure>")},
        {"title": "Still a draft", "content": "<p>Draft.</p>", "status": "draft"},
        {"title": "Coming later", "content": "<p>Soon.</p>",
         "publishAt": "2099-05-01T13:00:00Z", "date": "2099-05-01"},
    ]), "utf-8")
    assert agency("posts", "import", str(source)).exit_code == 0
    before, _ = store.read_posts()
    output = tmp_path / "md"
    assert agency("posts", "export", "--format", "markdown", "-o", str(output)).exit_code == 0
    body = (output / "formatted.md").read_text("utf-8")
    assert "**bold**" in body and "[link](" in body and "\n- one\n  - nested\n" in body
    structured = (output / "structured.md").read_text("utf-8")
    for markdown in ("\n## Limits, ## explained \\#\n", "\n### Per *person*\n",
                     "\n> A quote\\\n> on two lines\n>\n> - and a list\n",
                     "\n| Coverage | Limit \\| max |\n|---|---|\n| Bodily injury<br>per person | "
                     "$100,000 |\n| Property |  |\n",
                     "\n![A plowed road](/media/winter-road.webp)\n",
                     "\n<table><tbody><tr><td>No header</td></tr></tbody></table>\n"):
        assert markdown in structured, markdown
    fields, _ = split_front_matter((output / "still-a-draft.md").read_text("utf-8"))
    assert fields["status"] == "draft"
    shutil.rmtree(content_dir / "posts")
    (content_dir / "posts").mkdir()
    result = agency("posts", "import", str(output))
    assert result.exit_code == 0, result.output
    assert store.read_posts()[0] == before


def test_markdown_export_refuses_a_folder_holding_an_older_export(
        agency: Agency, store: ContentStore, tmp_path: Path) -> None:
    output = tmp_path / "md"
    output.mkdir()
    (output / "a-post-deleted-since.md").write_text("---\ntitle: Old\n---\nOld.\n", "utf-8")
    (output / "notes.txt").write_text("keep me", "utf-8")
    line = assert_one_red_line(agency("posts", "export", "--format", "markdown", "-o",
                                      str(output)))
    assert "already holds 1 Markdown file(s)" in line and "--clean" in line
    assert sorted(p.name for p in output.iterdir()) == ["a-post-deleted-since.md", "notes.txt"]
    result = agency("posts", "export", "--format", "markdown", "-o", str(output), "--clean")
    assert result.exit_code == 0, result.output
    assert "removed 1 earlier file(s)" in result.output
    names = sorted(p.name for p in output.iterdir())
    assert "a-post-deleted-since.md" not in names and "notes.txt" in names
    assert len(names) == len(store.read_posts()[0]) + 1
