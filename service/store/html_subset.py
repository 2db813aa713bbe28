"""Whether stored content keeps to the HTML subset posts may hold: each departure, in words."""

from html.parser import HTMLParser

from service.store.paragraphs import is_html
from service.store.sanitize import ALLOWED_ATTRIBUTES, ALLOWED_TAGS, ALLOWED_URL_SCHEMES


def subset_problems(content: str) -> list[str]:
    """Every way content leaves the subset (<p>, <br>, <strong>, <em>, <a href>, lists); [] if none.

    Plain text without tags keeps to the subset. Links must be absolute http, https or mailto.
    """
    if not is_html(content) and "<!--" not in content:
        return []
    checker = _SubsetChecker()
    checker.feed(content)
    checker.close()
    return checker.problems


class _SubsetChecker(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.problems: list[str] = []

    def _report(self, problem: str) -> None:
        if problem not in self.problems:
            self.problems.append(problem)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in ALLOWED_TAGS:
            self._report(f"tag <{tag}> is not allowed")
            return
        allowed = ALLOWED_ATTRIBUTES.get(tag, set())
        for name, value in attrs:
            if name not in allowed:
                self._report(f"attribute {name!r} on <{tag}> is not allowed")
            elif tag == "a" and name == "href" and not _allowed_href(value or ""):
                self._report(f"link {value!r} is not an http, https or mailto address")
        if tag == "a" and "href" not in {name for name, _ in attrs}:
            self._report("<a> without href")

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)

    def handle_endtag(self, tag: str) -> None:
        if tag not in ALLOWED_TAGS:
            self._report(f"tag <{tag}> is not allowed")

    def handle_comment(self, data: str) -> None:
        self._report("HTML comments are not allowed")

    def handle_decl(self, decl: str) -> None:
        self._report(f"declaration <!{decl}> is not allowed")

    def handle_pi(self, data: str) -> None:
        self._report(f"processing instruction <?{data}> is not allowed")


def _allowed_href(href: str) -> bool:
    scheme, colon, rest = href.strip().partition(":")
    if not colon or scheme.lower() not in ALLOWED_URL_SCHEMES:
        return False
    return rest.startswith("//") if scheme.lower() in {"http", "https"} else bool(rest)
