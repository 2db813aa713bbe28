"""`agency posts import` of WordPress exports: self-hosted and WordPress.com, Gutenberg blocks,
drafts and schedules, images, non-Latin titles."""

import json
import shutil
from pathlib import Path

import pytest

from service.store.content_store import ContentStore
from tests.cli.conftest import FIXTURES, Agency
from tests.cli.images import write_png
from tests.cli.test_import import item_notes
from tests.conftest import files_in_commit, git, next_post_id, work_tree_status

WXR = FIXTURES / "wordpress-export.xml"
WORDPRESS_COM = FIXTURES / "imports" / "wordpress-com.xml"


def export_beside_images(tmp_path: Path, fixture: Path, image: str) -> Path:
    folder = tmp_path / "export"
    folder.mkdir()
    shutil.copy(fixture, folder / fixture.name)
    write_png(folder / image)
    return folder / fixture.name


def test_import_wordpress_export(agency: Agency, store: ContentStore, content_dir: Path,
                                 tmp_path: Path) -> None:
    export = export_beside_images(tmp_path, WXR, "wp-content/uploads/2019/05/porch.png")
    next_id = next_post_id(store)
    result = agency("posts", "import", "--json", str(export))
    assert result.exit_code == 0, result.output
    spring = store.read_post("spring-home-maintenance")
    assert spring.title == "Spring Home Maintenance & Your Insurance"
    assert spring.date.isoformat() == "2019-05-06"
    assert spring.excerpt == "Spring maintenance & what your homeowners policy expects."
    # Bold, the list, the link, the headings (h4 as h3) and the table survive; the captioned
    # image (porch-300x200.png, found as porch.png beside the export) becomes a figure of its copy.
    assert spring.content == (
        "<p>A few hours of <strong>spring maintenance</strong> can prevent the claims we see most "
        "often after a Connecticut winter.</p>\n<figure><img src=\"/media/imported/porch.png\" "
        "alt=\"A front porch\"><figcaption>A porch after a hard winter.</figcaption></figure>\n"
        "<h2>Start with the roof</h2>\n<p>Look for "
        "missing shingles and clear the gutters.<br>Water that backs up under shingles causes "
        "interior damage.</p>\n<ul><li>Check the attic for stains</li><li>Trim branches over the "
        "roof</li></ul>\n<h3>A spring checklist</h3>\n<table><thead><tr><th>Task</th><th>When"
        "</th></tr></thead><tbody><tr><td>Clear the gutters</td><td>April</td></tr><tr><td>Test "
        "the sump pump</td><td>Before the spring rains</td></tr></tbody></table>\n"
        "<p>Questions? <a href=\"https://harborpoint.example/contact/\">Call the "
        "office</a> &amp; ask for a review.\u00a0</p>\n<p>We are happy to help.</p>")
    notes = item_notes(result, "spring-home-maintenance")
    assert "content: made level 2 or 3 headings: <h4>" in notes
    assert "images brought into media/imported/: 1" in notes
    assert "shortcodes removed: [gallery]" in notes
    assert spring.imageUrl == "/media/imported/porch.png"
    assert spring.imageAlt == "A front porch with a swing"  # the attachment's alternative text
    winter = store.read_post("winter-driving-tips")
    assert winter.excerpt.startswith("Keep a winter kit in the trunk")
    assert "<em>winter kit</em>" in winter.content and winter.content.count("<p>") == 2
    draft = store.read_post("hurricane-season-checklist-draft")
    assert draft.status == "draft" and draft.date.isoformat() == "2019-06-01"
    assert "status 'draft': imported as a draft" in item_notes(
        result, "hurricane-season-checklist-draft")
    assert {spring.id, winter.id, draft.id} == {next_id, next_id + 1, next_id + 2}
    assert json.loads(result.stdout)["leftOut"] == {"attachment": 1, "page": 1}
    assert not (content_dir / "posts" / "about.json").exists()
    assert sorted(files_in_commit(content_dir)) == [
        "media/imported/porch.png", "posts/hurricane-season-checklist-draft.json",
        "posts/spring-home-maintenance.json", "posts/winter-driving-tips.json"]
    assert agency("check").exit_code == 0


PORCH = "harborpoint.example/wp-content/uploads/2019/05/porch.png"


@pytest.mark.parametrize(("scheme", "stored", "note"), [
    ("https", f"https://{PORCH}", "featured image not found beside the export: kept at its "
                                  "address"),
    # Without a featured image, the captioned image in the text (kept at its https address).
    ("http", f"https://{PORCH.replace('.png', '-300x200.png')}",
     f"featured image http://{PORCH} not found beside the export and not https://: imported "
     "without an image"),
])
def test_wordpress_featured_image_missing_locally(agency: Agency, store: ContentStore,
                                                  tmp_path: Path, scheme: str,
                                                  stored: str | None, note: str) -> None:
    export = tmp_path / "export.xml"
    export.write_text(WXR.read_text("utf-8").replace(f"https://{PORCH}", f"{scheme}://{PORCH}"),
                      "utf-8")
    result = agency("posts", "import", "--json", str(export))
    assert result.exit_code == 0, result.output
    assert store.read_post("spring-home-maintenance").imageUrl == stored
    assert note in item_notes(result, "spring-home-maintenance")


def test_wordpress_com_export_with_gutenberg_blocks(agency: Agency, store: ContentStore,
                                                    content_dir: Path, tmp_path: Path) -> None:
    export = export_beside_images(tmp_path, WORDPRESS_COM, "2024/01/lighthouse.png")
    result = agency("posts", "import", "--json", str(export))
    assert result.exit_code == 0, result.output
    winter = store.read_post("strakhovanie-doma")  # the Cyrillic post_name, transliterated
    assert winter.title == "Страхование дома зимой"
    assert winter.status is None and winter.date.isoformat() == "2024-01-12"
    assert winter.content == (
        "<p>Frozen pipes are the claim we see most. Read <a href=\"https://portal.ct.gov/cid\">"
        "the state's guide</a> and <strong>check your <em>deductible</em></strong>.</p>\n"
        "<h2>Before the first freeze</h2>\n<ul><li>Insulate pipes on outside walls</li><li>Know "
        "where the <a href=\"/request-quote\">main shut-off</a> is</li></ul>\n"
        "<figure><img src=\"/media/imported/lighthouse.png\" alt=\"The lighthouse in January\">"
        "<figcaption>Milford Point, January.</figcaption></figure>\n"
        "<blockquote><p>Water damage is sudden; damp is not.</p></blockquote>\n"
        "<p>https://www.youtube.com/watch?v=abc123</p>\n"
        "<p><a href=\"https://cdn.example.org/pipes.jpg\">Pipe insulation</a></p>")
    assert winter.imageUrl == "/media/imported/lighthouse.png"  # its first image
    notes = item_notes(result, "strakhovanie-doma")
    for note in ("turned into paragraphs: <div>",
                 "dropped: <iframe>", "image http://old-host.example/burst.jpg dropped",
                 "images brought into media/imported/: 1",
                 "images linked at their https:// address: 1"):
        assert any(note in text for text in notes), note
    cafe = store.read_post("cafe-creme-ete-2025")
    assert cafe.status == "draft" and cafe.excerpt == "Summer hours."
    tokyo = store.read_post("dong-jing-notian-qi")
    assert tokyo.publishAt is not None
    assert tokyo.publishAt.isoformat() == "2099-03-01T14:00:00+00:00"
    assert tokyo.date.isoformat() == "2099-03-01" and tokyo.status is None
    greek = [store.read_post("ellenika-nea"), store.read_post("ellenika-nea-2")]
    assert [p.content for p in greek] == ["First note.", "Second note."]
    assert all(p.status == "draft" for p in greek)
    report = json.loads(result.stdout)
    skipped = {item["source"]: item["notes"][0] for item in report["items"]
               if item["status"] == "skipped"}
    assert skipped["#76"].startswith("no title")
    assert "'trash'" in skipped["#77 Old promotion"]
    assert report["counts"] == {"imported": 5, "replaced": 0, "unchanged": 0, "skipped": 2,
                                "failed": 0}
    assert git(content_dir, "log", "-1", "--format=%s").strip() == \
        "agency posts import: 5 posts from wordpress-com.xml"
    assert work_tree_status(content_dir) == ""
    assert agency("check").exit_code == 0


@pytest.mark.parametrize("namespace", ["http://wordpress.org/export/1.0/",
                                       "http://wordpress.org/export/1.1/",
                                       "https://wordpress.org/export/1.2/",
                                       "http://wordpress.com/export/1.2/"])
def test_any_declared_wp_namespace_is_read(agency: Agency, store: ContentStore, tmp_path: Path,
                                           namespace: str) -> None:
    text = WXR.read_text("utf-8").replace("http://wordpress.org/export/1.2/", namespace)
    export = tmp_path / "export.xml"
    export.write_text(text, "utf-8")
    result = agency("posts", "import", str(export))
    assert result.exit_code == 0, result.output
    assert store.read_post("spring-home-maintenance").excerpt.startswith("Spring maintenance")


def test_a_feed_that_only_borrows_the_prefix_is_not_an_export(agency: Agency,
                                                              tmp_path: Path) -> None:
    feed = tmp_path / "feed.xml"
    feed.write_text('<rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><item><title>x'
                    '</title></item></channel></rss>', "utf-8")
    result = agency("posts", "import", str(feed))
    assert result.exit_code == 1
    assert "not a WordPress export (WXR): its RSS channel has no wp: elements" in result.stderr
