"""The SPA's index.html with the agency's facts embedded for the first render."""

from pathlib import Path

SITE_FACTS_MARKER = "<!--site-facts-->"
HEAD_START, HEAD_END = "<!--ssr-head-->", "<!--/ssr-head-->"
HTML_MARKER = "<!--ssr-html-->"
STATE_MARKER = "<!--ssr-state-->"


class ShellRenderer:
    """index.html with the facts tag in place, rebuilt only when the file or the facts change."""

    def __init__(self) -> None:
        self._key: tuple[float, bytes | None] | None = None
        self._html = ""

    def render(self, index: Path, facts: bytes | None) -> str | None:
        try:
            mtime = index.stat().st_mtime
        except FileNotFoundError:
            return None
        if self._key != (mtime, facts):
            self._html = index.read_text("utf-8").replace(SITE_FACTS_MARKER, facts_tag(facts))
            self._key = (mtime, facts)
        return self._html


def facts_tag(facts: bytes | None) -> str:
    """A non-executing JSON script tag; '<' is escaped so the JSON cannot close the tag."""
    if facts is None:
        return ""
    safe = facts.decode("utf-8").replace("<", "\\u003c")
    return f'<script id="site-facts" type="application/json">{safe}</script>'


def with_rendered_page(shell: str, head: str, html: str, state: str) -> str:
    """The shell with the server-rendered head, markup and query data put in their places."""
    start, end = shell.find(HEAD_START), shell.find(HEAD_END)
    if head and 0 <= start < end:
        shell = shell[:start] + head + shell[end + len(HEAD_END):]
    safe_state = state.replace("<", "\\u003c")
    state_tag = f'<script id="query-state" type="application/json">{safe_state}</script>'
    return shell.replace(HTML_MARKER, html, 1).replace(STATE_MARKER, state_tag, 1)
