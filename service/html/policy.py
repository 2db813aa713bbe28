"""The one HTML policy for post and page content: whether content keeps to it, and as stored.

The policy itself is data, `html_policy.json` (read by html_rules.py and by the web app at build
time); html_cleaner.py turns any input into its canonical form, which is how content is served.
"""

import html
from html.parser import HTMLParser

from service.html.cleaner import clean_post_html, cleaned_with_changes
from service.html.rules import (
    ATTRIBUTES,
    CANONICAL_IMAGE,
    CANONICAL_LINK,
    CANONICAL_TAG,
    CONTROL_TEXT,
    PARENTS,
    TAGS,
    URL_SCHEMES,
    VOID_ELEMENTS,
    allowed_href,
    allowed_image_src,
    has_markup,
)

__all__ = ["clean_post_html", "cleaned_with_changes", "keeping_to_policy", "policy_problems",
           "served_html"]


def keeping_to_policy(content: str) -> str:
    """Content as stored: as given when it keeps to the policy, else cleaned to the canonical form.

    Content that already keeps to it is never rewritten, so saving a post without touching its
    body leaves the body byte for byte as it was.
    """
    return content if not policy_problems(content) else clean_post_html(content)

def is_canonical(content: str) -> bool:
    """A quick test, without parsing, that content holds only the policy's tags and links."""
    for match in CANONICAL_TAG.finditer(content):
        tag = match.group(0)
        if tag in _CANONICAL_TAGS:
            continue
        link = CANONICAL_LINK.fullmatch(tag)
        if link is not None and allowed_href(html.unescape(link.group(1))) == html.unescape(
                link.group(1)):
            continue
        image = CANONICAL_IMAGE.fullmatch(tag)
        if image is None or allowed_image_src(image.group(1)) is None:
            return False
    return True

def served_html(content: str) -> str:
    """Content as served: always in the canonical form, which the web app shows without cleaning.

    Files written by the store are in it and skip the cleaner; any other (a text editor's, a
    pull's) is cleaned, even when the policy checker finds nothing wrong with it.
    """
    if is_canonical(content) and not CONTROL_TEXT.search(content):
        return content
    return clean_post_html(content)


def policy_problems(content: str) -> list[str]:
    """Every way content departs from the policy, in words; [] when it keeps to it."""
    if not has_markup(content):
        return ["control characters are not allowed"] if CONTROL_TEXT.search(content) else []
    checker = _PolicyChecker()
    checker.feed(content)
    checker.close()
    return checker.problems

_CANONICAL_TAGS = frozenset([f"<{tag}>" for tag in TAGS if tag not in ("a", "img")]
                            + [f"</{tag}>" for tag in TAGS if tag not in ("br", "img")])


class _PolicyChecker(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.problems: list[str] = []
        self.open: list[str] = []  # the elements the parser is inside, outermost first

    def _report(self, problem: str) -> None:
        if problem not in self.problems:
            self.problems.append(problem)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in TAGS:
            self._report(f"tag <{tag}> is not allowed")
            return
        self._check_place(tag)
        if tag not in VOID_ELEMENTS:
            self.open.append(tag)
        allowed = ATTRIBUTES.get(tag, frozenset())
        for name, value in attrs:
            if name not in allowed:
                self._report(f"attribute {name!r} on <{tag}> is not allowed")
            elif tag == "a" and name == "href" and allowed_href(value or "") != (value or ""):
                self._report(f"link {value!r} is not an allowed address "
                             f"({', '.join(sorted(URL_SCHEMES))} or a /site path)")
            elif tag == "img" and name == "src" and allowed_image_src(value or "") is None:
                self._report(f"image {value!r} is not a file of the site's /media/")
        for needed in {"a": ("href",), "img": ("src", "alt")}.get(tag, ()):
            if needed not in {name for name, _ in attrs}:
                self._report(f"<{tag}> without {needed}")

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in VOID_ELEMENTS and self.open and self.open[-1] == tag:
            self.open.pop()

    def _check_place(self, tag: str) -> None:
        """A heading, quote, table part or figure where the canonical form puts it."""
        parents = PARENTS.get(tag)
        parent = self.open[-1] if self.open else "#top"
        if parents is not None and parent not in parents:
            where = "at the top level" if parents == {"#top"} else \
                "inside " + " or ".join(f"<{name}>" for name in sorted(parents))
            self._report(f"<{tag}> belongs {where}")

    def handle_endtag(self, tag: str) -> None:
        if tag in self.open:
            del self.open[len(self.open) - 1 - self.open[::-1].index(tag):]
        if tag not in TAGS:
            self._report(f"tag <{tag}> is not allowed")

    def handle_comment(self, data: str) -> None:
        self._report("HTML comments are not allowed")

    def handle_decl(self, decl: str) -> None:
        self._report(f"declaration <!{decl}> is not allowed")

    def unknown_decl(self, data: str) -> None:
        self._report(f"declaration <![{data[:20]}...]> is not allowed")

    def handle_pi(self, data: str) -> None:
        self._report(f"processing instruction <?{data}> is not allowed")

    def handle_data(self, data: str) -> None:
        if CONTROL_TEXT.search(data):
            self._report("control characters are not allowed")
