"""`agency posts import` of Markdown: a Jekyll site, Hugo content in YAML and TOML, CommonMark
rendered and kept to the site's policy, drafts and schedules, slugs from file names."""

import json
import shutil
from pathlib import Path

import pytest

from service.store.content_store import ContentStore
from tests.cli.conftest import FIXTURES, Agency, assert_one_red_line
from tests.cli.images import write_png
from tests.cli.test_import import item_notes
from tests.conftest import files_in_commit, work_tree_status

IMPORTS = FIXTURES / "imports"


@pytest.fixture
def jekyll(tmp_path: Path) -> Path:
    site = tmp_path / "jekyll"
    shutil.copytree(IMPORTS / "jekyll", site)
    write_png(site / "assets" / "img" / "boat.png")
    return site


@pytest.fixture
def hugo_posts(tmp_path: Path) -> Path:
    site = tmp_path / "hugo"
    shutil.copytree(IMPORTS / "hugo", site)
    write_png(site / "content" / "posts" / "bundle-post" / "cover.png", colour=(200, 0, 0))
    return site / "content" / "posts"


def test_a_jekyll_site(agency: Agency, store: ContentStore, content_dir: Path,
                       jekyll: Path) -> None:
    result = agency("posts", "import", "--json", str(jekyll))
    assert result.exit_code == 0, result.output
    post = store.read_post("jekyll-turns-2-0-0")  # slug and date from the file name
    assert (post.title, post.date.isoformat(), post.status) == ("Jekyll turns 2.0.0",
                                                                "2014-05-06", None)
    assert post.content == (
        "<p>A year ago, we released <a href=\"https://jekyllrb.com/news/2013/05/05/jekyll-1-0-0"
        "-released/\">Jekyll 1.0</a>. Today, we are <strong>thrilled</strong> to\nannounce "
        "<em>Jekyll 2.0.0</em>, read the upgrade notes.</p>\n<p>gem install jekyll\n</p>\n"
        "<p>What's new:</p>\n<ul><li>Collections</li><li>Sass and CoffeeScript support<ul><li>"
        "with nested items</li></ul></li><li>A jekyll new --blank option</li></ul>\n<ol><li>"
        "Install it</li><li>Run jekyll serve</li></ol>\n<p>Press Ctrl+C to stop the server; "
        "your site lives at .</p>\n<figure><img src=\"/media/imported/boat.png\" alt=\"A boat at "
        "the dock\"></figure>\n<p>Happy Jekylling!</p>")
    assert post.imageUrl == "/media/imported/boat.png"
    notes = item_notes(result, "jekyll-turns-2-0-0")
    for note in ("template code removed: {% link %}, {{ site.url }}",
                 "kramdown attribute lists removed: 1", "content: turned into paragraphs: <pre>",
                 "content: kept as plain text: <code> (3), <kbd> (2)",
                 "ignored front matter: categories"):
        assert note in notes, note
    untitled = store.read_post("no-title-here")
    assert (untitled.title, untitled.date.isoformat()) == ("No Title Here", "2015-01-20")
    assert store.read_post("unpublished-notes").status == "draft"  # published: false
    assert store.read_post("coverage-faq").status == "draft"  # from _drafts/
    holiday = store.read_post("holiday-hours")
    assert holiday.publishAt is not None and holiday.publishAt.year == 2099
    assert holiday.status is None and holiday.date.isoformat() == "2099-12-25"
    assert [store.read_post(s).title for s in ("same-name", "same-name-2")] == [
        "Fireworks safety", "Fireworks safety again"]
    assert not store.post_path("home").exists()  # index.md is a page of the site
    report = json.loads(result.stdout)
    assert report["notes"] == ["A Jekyll site: only the posts in _posts/ and _drafts/ were read."]
    assert report["counts"]["imported"] == 7
    assert work_tree_status(content_dir) == ""
    assert agency("check").exit_code == 0


def test_hugo_yaml_and_toml_front_matter(agency: Agency, store: ContentStore,
                                         hugo_posts: Path) -> None:
    result = agency("posts", "import", "--json", str(hugo_posts))
    assert result.exit_code == 0, result.output
    hello = store.read_post("hello-hugo")  # Hugo's slug
    assert hello.excerpt == "Our first post written with Hugo."  # its description
    assert hello.date.isoformat() == "2023-04-02" and hello.status is None
    assert hello.content == (
        "<p>Read the  page, or see the docs.</p>\n<p><a href=\"https://images.example.com/"
        "dock.jpg\">The dock</a></p>\n<p>Ask about <strong>bundling</strong> discounts.</p>\n"
        "<p>Some inline HTML and a  that must go.</p>")
    assert "content: dropped: <script>" in item_notes(result, "hello-hugo")
    toml = store.read_post("written-in-toml")
    assert toml.status == "draft" and toml.date.isoformat() == "2023-06-01"
    assert toml.content == "<p>This post is a <em>draft</em> with <a href=\"https://gohugo.io/\">" \
                           "a link</a>.</p>"
    assert store.read_post("only-a-lastmod").date.isoformat() == "2022-11-15"
    spring = store.read_post("spring-open-house")  # publishDate ahead: scheduled for then
    assert spring.publishAt is not None and spring.publishAt.isoformat() == \
        "2099-04-01T14:00:00+00:00"
    assert store.read_post("summer-promotion").status == "draft"  # expiryDate passed
    report = json.loads(result.stdout)
    assert report["leftOut"] == {"section page (_index)": 1}
    assert report["notes"] == ["1 Markdown file(s) in sub-folders not read (add --recursive to "
                               "read them)"]
    assert not store.post_path("bundle-post").exists()


def test_recursive_reads_page_bundles(agency: Agency, store: ContentStore, content_dir: Path,
                                      hugo_posts: Path) -> None:
    result = agency("posts", "import", "--recursive", str(hugo_posts))
    assert result.exit_code == 0, result.output
    bundle = store.read_post("bundle-post")  # the bundle's folder names it
    assert bundle.imageUrl == "/media/imported/cover.png"
    assert bundle.content == ("<figure><img src=\"/media/imported/cover.png\" alt=\"The cover\">"
                              "</figure>\n<p>The bundle's folder names the post.</p>")
    assert "media/imported/cover.png" in files_in_commit(content_dir)


def test_a_folder_whose_posts_are_all_in_sub_folders(agency: Agency, tmp_path: Path) -> None:
    (tmp_path / "site" / "2024").mkdir(parents=True)
    (tmp_path / "site" / "2024" / "a.markdown").write_text("---\ntitle: A\n---\nx\n", "utf-8")
    line = assert_one_red_line(agency("posts", "import", str(tmp_path / "site")))
    assert "no Markdown files (*.md, *.markdown) in this folder; 1 in its sub-folders: add " \
           "--recursive" in line


def test_markdown_is_rendered_not_stored_as_text(agency: Agency, store: ContentStore,
                                                 tmp_path: Path) -> None:
    source = tmp_path / "note.md"
    source.write_text("---\ntitle: Markdown, rendered\n---\n\nSee [the guide][g], *now*.\n\n"
                      "* one\n* **two**\n\nA <b>bold</b> <em>word</em> & a <u>tag</u>.\n\n"
                      "[g]: https://portal.ct.gov/cid\n", "utf-8")
    assert agency("posts", "import", str(source)).exit_code == 0
    assert store.read_post("markdown-rendered").content == (
        "<p>See <a href=\"https://portal.ct.gov/cid\">the guide</a>, <em>now</em>.</p>\n"
        "<ul><li>one</li><li><strong>two</strong></li></ul>\n"
        "<p>A <strong>bold</strong> <em>word</em> &amp; a tag.</p>")


def test_markdown_headings_quotes_and_tables_are_kept(agency: Agency, store: ContentStore,
                                                     tmp_path: Path) -> None:
    source = tmp_path / "limits.md"
    source.write_text("---\ntitle: Limits, explained\n---\n\n# What a limit is\n\nThe most a "
                      "policy pays.\n\n#### Per person\n\n> A limit is *per claim*.\n>\n> - not "
                      "per year\n\n| Coverage | Limit |\n|---|---:|\n| Bodily injury | $100,000 "
                      "|\n| Property \\| damage | $50,000 |\n", "utf-8")
    result = agency("posts", "import", "--json", str(source))
    assert result.exit_code == 0, result.output
    assert store.read_post("limits-explained").content == (
        "<h2>What a limit is</h2>\n<p>The most a policy pays.</p>\n<h3>Per person</h3>\n"
        "<blockquote><p>A limit is <em>per claim</em>.</p><ul><li>not per year</li></ul>"
        "</blockquote>\n<table><thead><tr><th>Coverage</th><th>Limit</th></tr></thead><tbody>"
        "<tr><td>Bodily injury</td><td>$100,000</td></tr><tr><td>Property | damage</td>"
        "<td>$50,000</td></tr></tbody></table>")
    assert "content: made level 2 or 3 headings: <h1>, <h4>" in item_notes(
        result, "limits-explained")


def test_a_file_without_front_matter_may_name_its_title(agency: Agency, store: ContentStore,
                                                        tmp_path: Path) -> None:
    (tmp_path / "notes").mkdir()
    (tmp_path / "notes" / "readme.md").write_text("# Storm tips\n\nStay inside.\n", "utf-8")
    (tmp_path / "notes" / "bare.md").write_text("Just text.\n", "utf-8")
    result = agency("posts", "import", "--json", str(tmp_path / "notes"))
    assert result.exit_code == 1
    assert store.read_post("storm-tips").content == "<p>Stay inside.</p>"
    failed = [item for item in json.loads(result.stdout)["items"] if item["status"] == "failed"]
    assert failed[0]["source"] == "bare.md"
    assert "no front matter" in failed[0]["notes"][0]


@pytest.mark.parametrize(("front", "reason"), [
    ("title: T\ndate: 2024-02-30", "date 2024-02-30 is not a real date"),
    ("title: T\nslug: Not A Slug", "lowercase letters, digits and single hyphens"),
    ("title: [a, b]", "title must be a single value"),
])
def test_bad_front_matter_values_fail_with_the_reason(agency: Agency, tmp_path: Path,
                                                      front: str, reason: str) -> None:
    source = tmp_path / "bad.md"
    source.write_text(f"---\n{front}\n---\nBody\n", "utf-8")
    result = agency("posts", "import", "--json", str(source))
    assert result.exit_code == 1
    assert reason in json.loads(result.stdout)["items"][0]["notes"][0]
