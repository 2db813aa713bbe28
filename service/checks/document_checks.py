"""Every check on a document: wording in each of its strings (HTML read as text) and advice on
its HTML and link addresses, each finding named by the string's dotted path."""

from collections.abc import Iterator

from service.checks.advice import address_advice, html_advice
from service.checks.context import CheckContext
from service.checks.findings import Finding
from service.checks.html_text import read_html
from service.checks.rules_in_force import RULES_DOCUMENT
from service.checks.wording import wording_findings
from service.content.document_links import link_keys
from service.html.rules import has_markup

ADDRESS_STARTS = ("/", "http://", "https://", "mailto:", "tel:")


def check_document(name: str, data: object, context: CheckContext) -> list[Finding]:
    """Every finding in a document as the editor holds it, valid or not (the wording rules'
    own document is never checked: it names the very phrases)."""
    if name == RULES_DOCUMENT:
        return []
    findings: list[Finding] = []
    for where, key, text in _strings(data):
        if key in link_keys():  # a link address: checked as one, never for wording
            findings += address_advice(text.strip(), where, context.site_path_exists)
        elif _is_address(text):
            continue  # a path or address of some other kind (a page's own path, a photo)
        elif has_markup(text):
            found = read_html(text)
            findings += [finding for block in found.blocks
                         for finding in wording_findings(block, where, context.rules)]
            findings += html_advice(found, where, context.site_path_exists)
        else:
            findings += wording_findings(text, where, context.rules)
    return sorted(findings, key=lambda finding: finding.severity != "risk")


def _is_address(text: str) -> bool:
    value = text.strip()
    return value.startswith(ADDRESS_STARTS) and len(value.split()) == 1


def _strings(data: object) -> Iterator[tuple[str, str, str]]:
    """Every string in data with its dotted path and its own key, in document order (a loop, not
    recursion: an unsaved document may nest deeper than Python recurses)."""
    stack: list[tuple[str, str, object]] = [("", "", data)]
    while stack:
        where, key, value = stack.pop()
        if isinstance(value, str):
            yield where, key, value
        elif isinstance(value, dict):
            stack += [(_join(where, str(k)), str(k), v) for k, v in reversed(value.items())]
        elif isinstance(value, list):
            stack += [(_join(where, str(i)), key, v) for i, v in reversed(list(enumerate(value)))]


def _join(where: str, part: str) -> str:
    return f"{where}.{part}" if where else part
