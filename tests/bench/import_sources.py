"""Generated import sources of any size: a WordPress export, a Markdown folder, a JSON array.

Posts look like real ones: Gutenberg blocks with headings, links, lists and bold text in the
WordPress export, CommonMark in the Markdown files, policy HTML in the JSON.
"""

import datetime as dt
import json
from pathlib import Path
from xml.sax.saxutils import escape

SENTENCES = [
    "Connecticut winters are hard on roofs, gutters and the pipes behind outside walls.",
    "A flood policy usually starts thirty days after you buy it, so plan ahead of the season.",
    "Liability coverage pays when someone is hurt on your property and you are found at fault.",
    "Umbrella policies add a layer above your home and auto limits for a modest premium.",
    "Keep receipts and photos of valuable items somewhere outside the house.",
    "Ask us to review your deductibles whenever your savings or your household change.",
    "Teen drivers raise premiums, but good-student and driver-training discounts help.",
    "Water backup from a sump pump is often excluded unless you add an endorsement.",
]


def _sentence(number: int, offset: int) -> str:
    return SENTENCES[(number + offset) % len(SENTENCES)]


def _date(number: int) -> dt.date:
    return dt.date(2012, 1, 1) + dt.timedelta(days=number % 4000)


def _gutenberg(number: int) -> str:
    blocks = [
        f"<!-- wp:paragraph -->\n<p>{_sentence(number, 0)} <strong>{_sentence(number, 1)}</strong>"
        f" Read <a href=\"https://portal.ct.gov/cid\">the state's guide</a>.</p>\n"
        "<!-- /wp:paragraph -->",
        f"<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Checklist {number}</h2>\n"
        "<!-- /wp:heading -->",
        "<!-- wp:list -->\n<ul class=\"wp-block-list\">"
        + "".join(f"<!-- wp:list-item --><li>{_sentence(number, i)}</li><!-- /wp:list-item -->"
                  for i in range(2, 5))
        + "</ul>\n<!-- /wp:list -->",
        f"<!-- wp:paragraph -->\n<p><em>{_sentence(number, 5)}</em> {_sentence(number, 6)}</p>\n"
        "<!-- /wp:paragraph -->",
    ]
    return "\n\n".join(blocks)


def write_wordpress_export(path: Path, posts: int) -> Path:
    """A WXR 1.2 export with `posts` published posts."""
    items = []
    for number in range(posts):
        items.append(f"""
  <item>
    <title>{escape(f"Post {number}: {_sentence(number, 3)[:50]}")}</title>
    <link>https://harborpoint.example/?p={number + 100}</link>
    <dc:creator><![CDATA[office]]></dc:creator>
    <content:encoded><![CDATA[{_gutenberg(number)}]]></content:encoded>
    <excerpt:encoded><![CDATA[]]></excerpt:encoded>
    <wp:post_id>{number + 100}</wp:post_id>
    <wp:post_date><![CDATA[{_date(number)} 09:30:00]]></wp:post_date>
    <wp:post_name><![CDATA[generated-wordpress-post-{number:05d}]]></wp:post_name>
    <wp:status><![CDATA[publish]]></wp:status>
    <wp:post_type><![CDATA[post]]></wp:post_type>
    <wp:post_password><![CDATA[]]></wp:post_password>
  </item>""")
    path.write_text(f"""<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
  xmlns:content="http://purl.org/rss/1.0/modules/content/"
  xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Harbor Point Insurance</title>
  <wp:wxr_version>1.2</wp:wxr_version>
  {"".join(items)}
</channel>
</rss>
""", "utf-8")
    return path


def write_markdown_folder(folder: Path, posts: int) -> Path:
    """`posts` Markdown files with YAML front matter, named the Jekyll way."""
    folder.mkdir(parents=True, exist_ok=True)
    for number in range(posts):
        date = _date(number)
        body = (f"{_sentence(number, 0)} **{_sentence(number, 1)}**\n\n"
                f"## Checklist {number}\n\n"
                + "".join(f"* {_sentence(number, i)}\n" for i in range(2, 5))
                + "\nRead [the state's guide](https://portal.ct.gov/cid) and "
                + f"_{_sentence(number, 5)}_\n")
        (folder / f"{date}-generated-markdown-post-{number:05d}.md").write_text(
            f"---\ntitle: \"Post {number}: {_sentence(number, 3)[:50]}\"\n"
            f"excerpt: {_sentence(number, 6)}\n---\n\n{body}", "utf-8")
    return folder


def write_json_array(path: Path, posts: int) -> Path:
    """`posts` posts in the API's shape, without ids (the store numbers them)."""
    documents = [{
        "slug": f"generated-json-post-{number:05d}",
        "title": f"Post {number}: {_sentence(number, 3)[:50]}",
        "date": _date(number).isoformat(),
        "excerpt": _sentence(number, 6),
        "content": f"<p>{_sentence(number, 0)} <strong>{_sentence(number, 1)}</strong></p>\n"
                   f"<ul><li>{_sentence(number, 2)}</li><li>{_sentence(number, 3)}</li></ul>",
        "imageUrl": None,
    } for number in range(posts)]
    path.write_text(json.dumps(documents, indent=2), "utf-8")
    return path


SOURCES = {"wordpress": (write_wordpress_export, "export.xml"),
           "markdown": (write_markdown_folder, "markdown"),
           "json": (write_json_array, "posts.json")}


def write_source(kind: str, folder: Path, posts: int) -> Path:
    """One generated source of the given kind in folder."""
    writer, name = SOURCES[kind]
    return writer(folder / name, posts)
