"""WordPress content: shortcodes dropped, HTML reduced to paragraphs as WordPress shows it."""

import pytest

from service.store.wordpress import strip_shortcodes, wordpress_content


@pytest.mark.parametrize(("raw", "expected"), [
    ('a [caption id="x" width="300"]<img src="p.png"> Porch[/caption] b', "a  b"),
    ("[gallery] [gallery ids=\"1,2\"] [gallery/]", "  "),
    ("[embed]https://video.example/1[/embed]x", "x"),
    ("[audio src=\"a.mp3\"] [contact-form-7 id=\"5\" title=\"Quote\"]", " "),
    ("[note]kept text[/note]", "kept text"),
    ("Footnote [1] and [sic] stay", "Footnote [1] and [sic] stay"),
    ("[caption][caption]nested[/caption][/caption]done", "done"),
])
def test_shortcodes(raw: str, expected: str) -> None:
    assert strip_shortcodes(raw) == expected


def test_wordpress_paragraph_rules() -> None:
    raw = ("First line\nsame paragraph\n\n<h3>Heading</h3>\nAfter <b>bold</b>&nbsp;text."
           "\n\n<blockquote>Quoted</blockquote><p>&nbsp;</p>\n\nTom &amp; Jerry")
    assert wordpress_content(raw) == (
        "<p>First line<br>same paragraph</p>\n<p>Heading</p>\n"
        "<p>After <strong>bold</strong>\u00a0text.</p>\n<p>Quoted</p>\n<p>Tom &amp; Jerry</p>")
