"""The HTML subset post content may hold, enforced with nh3 on save and again when served."""

import nh3

ALLOWED_TAGS = frozenset({"p", "br", "strong", "em", "a", "ul", "ol", "li"})
ALLOWED_ATTRIBUTES = {"a": {"href"}}
ALLOWED_URL_SCHEMES = frozenset({"http", "https", "mailto"})


def sanitize_content(content: str) -> str:
    """Reduce content to the paragraph subset; plain text without markup passes unchanged."""
    if "<" not in content and ">" not in content:
        return content  # plain text: React renders it as text, and escaping would alter it
    cleaned: str = nh3.clean(
        content,
        tags=set(ALLOWED_TAGS),
        attributes={tag: set(attrs) for tag, attrs in ALLOWED_ATTRIBUTES.items()},
        url_schemes=set(ALLOWED_URL_SCHEMES),
        link_rel="noopener noreferrer nofollow",
        strip_comments=True,
    )
    return cleaned
