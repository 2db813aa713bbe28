"""The sanitising step: any HTML read as a browser reads it (nh3), cut down to the policy's tags."""

import re

import nh3

from service.html.rules import (
    ATTRIBUTES,
    DROPPED_WITH_CONTENT,
    PARAGRAPH_TAGS,
    RENAMED_TAGS,
    TABLE_PARTS,
    TAGS,
    URL_SCHEMES,
    allowed_href,
    allowed_image_src,
)

# Google Docs wraps what it puts on the clipboard in <b style="font-weight:normal">: not bold.
_NORMAL_WEIGHT = re.compile(r"font-weight\s*:\s*(?:normal|[1-4]00)\b", re.I)
NOT_BOLD = "font-weight:normal"
# What marks a table part once it is read as a block (below); the shaping step reads it back.
TABLE_PART_ATTRIBUTE = "data-table-part"
# The shaping step after this one turns the renamed and the block elements into the policy's tags.
_KEPT_FOR_SHAPING = (TAGS - TABLE_PARTS) | RENAMED_TAGS.keys() | PARAGRAPH_TAGS | {"div"}
# XML's CDATA sections: HTML reads one as a comment up to its first ">" and shows the rest as text.
_CDATA_SECTION = re.compile(r"<!\[CDATA\[.*?(?:\]\]>|$)", re.DOTALL)
# Word writes a list item's bullet or number as text shown only where lists are not understood.
_WORD_LIST_MARKER = re.compile(r"<!\[if !supportLists\]>.*?<!\[endif\]>", re.DOTALL)
# Table parts are read as plain blocks that say which part they were: HTML's table rules would
# move text out of a table and drop cells found outside one, gluing their text together.
_TABLE_PART = re.compile(rf"<(/?)({'|'.join(sorted(TABLE_PARTS))})(?=[\s/>])", re.I)


def sanitised_html(content: str) -> str:
    """Content with only the policy's tags, the renamed and block ones, and links to its addresses.

    Well-formed: every element closed, text escaped, no comment; a link whose address the policy
    refuses is left without an href, an image without a src.
    """
    return nh3.clean(
        _TABLE_PART.sub(_as_block, _WORD_LIST_MARKER.sub("", _CDATA_SECTION.sub("", content))),
        tags=set(_KEPT_FOR_SHAPING),
        clean_content_tags=set(DROPPED_WITH_CONTENT),
        attributes={**{tag: set(names) for tag, names in ATTRIBUTES.items()},
                    "div": {TABLE_PART_ATTRIBUTE}, "b": {"style"}},
        attribute_filter=_policy_address,
        url_schemes=set(URL_SCHEMES),
        link_rel=None,  # rel and target are decided when rendering, never stored
        strip_comments=True,
    )


def _as_block(match: re.Match[str]) -> str:
    """<td ...> as <div data-table-part="td" ...>; </td> as an empty marker saying so, then </div>.

    The marker carries the end tag's meaning, which a bare </div> loses: </table> ends the whole
    table even when its cells were left open, as in HTML.
    """
    closing, part = match.group(1), match.group(2).lower()
    if closing:
        return f'<div {TABLE_PART_ATTRIBUTE}="/{part}"></div></div'
    return f'<div {TABLE_PART_ATTRIBUTE}="{part}"'


def _policy_address(tag: str, attribute: str, value: str) -> str | None:
    if (tag, attribute) == ("a", "href"):
        return allowed_href(value)
    if (tag, attribute) == ("img", "src"):
        return allowed_image_src(value)
    if (tag, attribute) == ("b", "style"):
        return NOT_BOLD if _NORMAL_WEIGHT.search(value) else None
    return value
