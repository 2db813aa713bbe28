"""Advice on a text's HTML and a post's fields: images without alt text, skipped heading levels,
vague or broken or insecure links, lengths, titles already used. Advice never blocks."""

from collections.abc import Callable
from urllib.parse import urlsplit, urlunsplit

from service.checks.findings import Finding
from service.checks.html_text import HtmlText
from service.content.addresses import site_address

TITLE_MAX = 65
EXCERPT_MAX = 160
# Link text that says nothing about where the link goes (compared without case or end marks).
VAGUE_LINK_TEXTS = frozenset({"click here", "here", "read more", "this link", "learn more",
                              "more", "link", "click"})


def advice(rule: str, message: str, excerpt: str, suggestion: str, field: str) -> Finding:
    return Finding(rule=rule, severity="advice", message=message, excerpt=excerpt,
                   suggestion=suggestion, phrase=None, field=field)


def html_advice(found: HtmlText, field: str,
                site_path_exists: Callable[[str], bool]) -> list[Finding]:
    """Advice on the images, headings and links of one HTML field."""
    return [*_images(found, field), *_headings(found, field),
            *_links(found, field, site_path_exists)]


def _images(found: HtmlText, field: str) -> list[Finding]:
    return [advice("image-alt", "An image without alt text tells someone using a screen reader "
                   "nothing about what it shows.", image.src,
                   "Describe what the image shows in a short sentence.", field)
            for image in found.images if not (image.alt or "").strip()]


def _headings(found: HtmlText, field: str) -> list[Finding]:
    findings, level = [], 1  # the post's title is the page's one first-level heading
    for heading in found.headings:
        if heading.level > level + 1:
            findings.append(advice(
                "heading-skip", f"This heading skips a level (a level-{heading.level} heading "
                f"with no level-{level + 1} heading before it), which confuses readers who "
                "move by headings.", heading.text,
                f"Make it a level-{level + 1} heading (Heading {level + 1}).", field))
        level = heading.level
    return findings


def _links(found: HtmlText, field: str,
           site_path_exists: Callable[[str], bool]) -> list[Finding]:
    findings = []
    for link in found.links:
        if link.text.lower().strip(" .,:;!?\u2026") in VAGUE_LINK_TEXTS:
            findings.append(advice(
                "vague-link-text", "Link text like this does not say where the link goes, "
                "which matters to readers who move from link to link.", link.text,
                "Use words that name the destination, like \"our flood insurance page\".",
                field))
        findings += address_advice(link.href, field, site_path_exists)
    return findings


def address_advice(href: str, field: str,
                   site_path_exists: Callable[[str], bool]) -> list[Finding]:
    """Advice on one link address: an http:// one, or a path of this site that has no page or
    is not written as the page's address is."""
    if href[:7].lower() == "http://":
        return [advice("insecure-link", "This link uses http://, which browsers warn about and "
                       "which can be read or changed on the way.", href,
                       "Use the https:// address if the site has one.", field)]
    if href.startswith("/") and not href.startswith("//") and not href.startswith("/media/"):
        parts = urlsplit(href)
        if not site_path_exists(parts.path):
            return [advice("broken-site-link", "This link goes to a page of this site that "
                           "does not exist.", href,
                           "Check the address, or link to the page that replaced it.", field)]
        address = site_address(parts.path)
        if parts.path != address:
            return [advice("site-link-form", "This link writes the page's address with a final "
                           "slash or in capitals: search engines count two addresses for one "
                           "page, and a static copy of the site has no page in capitals.", href,
                           f"Write it as {urlunsplit(parts._replace(path=address))}.", field)]
    return []


def post_field_advice(title: str, excerpt: str, field_prefix: str = "") -> list[Finding]:
    """Advice on a post's title and excerpt lengths."""
    findings = []
    if len(title) > TITLE_MAX:
        findings.append(advice(
            "title-length", f"This title has {len(title)} characters; search results cut "
            f"titles after about {TITLE_MAX}.", title,
            f"Shorten it to {TITLE_MAX} characters or fewer.", f"{field_prefix}title"))
    if not excerpt.strip():
        findings.append(advice(
            "excerpt-missing", "Without an excerpt, lists and search results show no summary "
            "of the post.", "", "Write one or two sentences saying what the post covers.",
            f"{field_prefix}excerpt"))
    elif len(excerpt) > EXCERPT_MAX:
        findings.append(advice(
            "excerpt-length", f"This excerpt has {len(excerpt)} characters; search results "
            f"cut summaries after about {EXCERPT_MAX}.", excerpt[:EXCERPT_MAX] + "\u2026",
            f"Shorten it to {EXCERPT_MAX} characters or fewer.", f"{field_prefix}excerpt"))
    return findings
