"""WordPress content: shortcodes taken out and reported, text read as WordPress shows it."""

import pytest

from service.html.policy import clean_post_html
from service.imports.wordpress import without_shortcodes, wordpress_html


@pytest.mark.parametrize(("raw", "expected"), [
    # A caption keeps its image and its text, as a figure (the importer brings the image in).
    ('a [caption id="x" width="300"]<img src="p.png"> Porch[/caption] b',
     'a <figure><img src="p.png"><figcaption>Porch</figcaption></figure> b'),
    ('[caption]<a href="/big.png"><img src="p.png" /></a>Linked[/caption]',
     '<figure><a href="/big.png"><img src="p.png" /></a><figcaption>Linked</figcaption></figure>'),
    ("[gallery] [gallery ids=\"1,2\"] [gallery/]", "  "),
    ("[embed]https://video.example/1[/embed]x", "x"),
    ("[audio src=\"a.mp3\"] [contact-form-7 id=\"5\" title=\"Quote\"]", " "),
    ("[note]kept text[/note]", "kept text"),
    ("Footnote [1] and [sic] stay", "Footnote [1] and [sic] stay"),
    ("[caption][caption]nested[/caption][/caption]done", "nesteddone"),
])
def test_shortcodes(raw: str, expected: str) -> None:
    assert without_shortcodes(raw)[0] == expected


def test_each_removed_shortcode_is_counted() -> None:
    _, removed = without_shortcodes('[gallery ids="1"] [gallery] [embed]u[/embed] [note]x[/note]'
                                    ' [caption]c[/caption]')
    assert removed == {"[gallery]": 2, "[embed]": 1, "[note]": 1}


def test_wordpress_paragraph_rules() -> None:
    raw = ("First line\nsame paragraph\n\n<h3>Heading</h3>\nAfter <b>bold</b>&nbsp;text."
           "\n\n<blockquote>Quoted</blockquote><p>&nbsp;</p>\n\nTom &amp; Jerry [gallery]")
    content, notes = wordpress_html(raw)
    assert clean_post_html(content) == (
        "<p>First line<br>same paragraph</p>\n<h3>Heading</h3>\n"
        "<p>After <strong>bold</strong>\u00a0text.</p>\n<blockquote><p>Quoted</p></blockquote>\n"
        "<p>Tom &amp; Jerry </p>")
    assert notes == ["shortcodes removed: [gallery]"]
