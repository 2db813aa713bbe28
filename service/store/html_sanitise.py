"""The sanitising step: any HTML read as a browser reads it (nh3), cut down to the policy's tags."""

import re

import nh3

from service.store.html_rules import (
    ATTRIBUTES,
    DROPPED_WITH_CONTENT,
    PARAGRAPH_TAGS,
    RENAMED_TAGS,
    TAGS,
    URL_SCHEMES,
    allowed_href,
)

# The shaping step after this one turns the renamed and the block elements into the policy's tags.
_KEPT_FOR_SHAPING = TAGS | RENAMED_TAGS.keys() | PARAGRAPH_TAGS
# XML's CDATA sections: HTML reads one as a comment up to its first ">" and shows the rest as text.
_CDATA_SECTION = re.compile(r"<!\[CDATA\[.*?(?:\]\]>|$)", re.DOTALL)
# The policy's table parts are read as plain blocks, each cell a paragraph: HTML's table rules
# would move text out of a table and drop cells found outside one, gluing their text together.
_TABLE_PARTS = PARAGRAPH_TAGS & {"table", "caption", "thead", "tbody", "tfoot", "tr", "td", "th"}
_TABLE_PART = re.compile(rf"<(/?)(?:{'|'.join(sorted(_TABLE_PARTS))})(?=[\s/>])", re.I)


def sanitised_html(content: str) -> str:
    """Content with only the policy's tags, the renamed and block ones, and links to its addresses.

    Well-formed: every element closed, text escaped, no comment; a link whose address the policy
    refuses is left without an href.
    """
    return nh3.clean(
        _TABLE_PART.sub(r"<\1div", _CDATA_SECTION.sub("", content)),
        tags=set(_KEPT_FOR_SHAPING),
        clean_content_tags=set(DROPPED_WITH_CONTENT),
        attributes={tag: set(names) for tag, names in ATTRIBUTES.items()},
        attribute_filter=_policy_address,
        url_schemes=set(URL_SCHEMES),
        link_rel=None,  # rel and target are decided when rendering, never stored
        strip_comments=True,
    )


def _policy_address(tag: str, attribute: str, value: str) -> str | None:
    return allowed_href(value) if (tag, attribute) == ("a", "href") else value
