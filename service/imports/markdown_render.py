"""Markdown bodies of imported posts as HTML: CommonMark (markdown-it-py), site templates aside.

Jekyll and Hugo bodies hold template code the site cannot run: Liquid tags ({% ... %}, {{ ... }})
and Hugo shortcodes ({{< ... >}}, {{% ... %}}) are taken out, keeping what a paired tag encloses
and reporting each by name; {% raw %} sections stay as written, {% highlight %} blocks become code
blocks, {% comment %} blocks go, and kramdown attribute lists ({: .class}) are dropped. The HTML is
then kept to the site's policy by the caller.
"""

import functools
import html
import re
from collections import Counter
from typing import TYPE_CHECKING

from service.html.rules import counted

if TYPE_CHECKING:
    from markdown_it import MarkdownIt
RAW = re.compile(r"{%-?\s*raw\s*-?%}(.*?){%-?\s*endraw\s*-?%}", re.S)
COMMENT = re.compile(r"{%-?\s*comment\s*-?%}.*?{%-?\s*endcomment\s*-?%}", re.S)
HIGHLIGHT = re.compile(r"{%-?\s*highlight\s+([\w+-]+)[^%]*%}\n?(.*?){%-?\s*endhighlight\s*-?%}",
                       re.S)
LIQUID_TAG = re.compile(r"{%-?\s*(\w+)[^%]*?-?%}")
LIQUID_OUTPUT = re.compile(r"{{-?(?![<%])\s*(.*?)\s*-?}}", re.S)
SHORTCODE = re.compile(r"{{([<%])\s*(/?)\s*([\w./-]+)(.*?)\s*[>%]}}", re.S)
ATTRIBUTE = re.compile(r'(\w+)="([^"]*)"')
KRAMDOWN_ATTRIBUTES = re.compile(r"^[ \t]*{:[^}\n]*}[ \t]*$\n?|{:[^}\n]*}", re.M)
RAW_MARK = "\x00raw{}\x00"
# Newlines markdown-it puts between block tags are layout, not text: inside a list item the
# site's cleaner would keep them.
BLOCK_NEWLINE = re.compile(r"\n+(?=</?(?:ul|ol|li|p)>)|(?<=<ul>)\n+|(?<=<ol>)\n+|(?<=</ul>)\n+"
                           r"|(?<=</ol>)\n+|(?<=</li>)\n+|(?<=</p>)\n+")


@functools.cache
def renderer() -> "MarkdownIt":
    """The CommonMark renderer, made at the first import rather than at every service start
    (markdown-it-py took some 40 ms of it, and the service imports nothing on its own)."""
    from markdown_it import MarkdownIt

    made = MarkdownIt("commonmark", {"html": True}).enable(["table", "strikethrough"])
    # A hard line break is <br> alone, as the site stores it (markdown-it adds a newline after it).
    made.add_render_rule("hardbreak", lambda *_args: "<br>")
    return made


def markdown_to_html(text: str) -> tuple[str, list[str]]:
    """The body as HTML, and in words what template code was taken out of it."""
    raw_sections: list[str] = []

    def keep_raw(match: re.Match[str]) -> str:
        raw_sections.append(match.group(1))
        return RAW_MARK.format(len(raw_sections) - 1)

    text = RAW.sub(keep_raw, text)
    removed: Counter[str] = Counter()
    text, comments = COMMENT.subn("", text)
    if comments:
        removed["{% comment %}"] += comments
    text = HIGHLIGHT.sub(lambda m: f"```{m.group(1)}\n{m.group(2).rstrip()}\n```", text)
    text = SHORTCODE.sub(lambda m: _shortcode(m, removed), text)
    text = LIQUID_TAG.sub(lambda m: _removed(removed, f"{{% {m.group(1)} %}}",
                                             m.group(1).startswith("end")), text)
    text = LIQUID_OUTPUT.sub(lambda m: _removed(removed, f"{{{{ {_first_word(m.group(1))} }}}}"),
                             text)
    text, attributes = KRAMDOWN_ATTRIBUTES.subn("", text)
    for number, section in enumerate(raw_sections):
        text = text.replace(RAW_MARK.format(number), section)
    notes = [f"template code removed: {counted(removed)}"] if removed else []
    if attributes:
        notes.append(f"kramdown attribute lists removed: {attributes}")
    return BLOCK_NEWLINE.sub("", renderer().render(text)), notes


def _shortcode(match: re.Match[str], removed: Counter[str]) -> str:
    """Hugo's figure becomes the image it shows (the caller imports it); others go, reported."""
    name, attributes = match.group(3), dict(ATTRIBUTE.findall(match.group(4)))
    if name == "figure" and attributes.get("src") and not match.group(2):
        alt = attributes.get("alt") or attributes.get("caption") or attributes.get("title") or ""
        return f'<img src="{html.escape(attributes["src"])}" alt="{html.escape(alt)}">'
    closing = "%" if match.group(1) == "%" else ">"
    return _removed(removed, f"{{{{{match.group(1)} {name} {closing}}}}}", bool(match.group(2)))


def _removed(removed: Counter[str], name: str, closing: bool = False) -> str:
    if not closing:
        removed[name] += 1
    return ""


def _first_word(expression: str) -> str:
    return (expression.split() or ["…"])[0].split("|")[0]
