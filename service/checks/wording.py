"""The wording rules at work: each rule's phrases and patterns compiled once (RE2, linear in the
text), matched as whole words outside addresses in the text as a reader sees it (wording_text),
each match a finding over the words as written, with its sentence."""

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import re2

from service.checks.findings import Finding
from service.checks.sentences import Sentences
from service.content.wording import (
    WordingRule,
    WordingRules,
    compile_wording_pattern,
    phrase_expression,
    wording_options,
)
from service.content.wording_text import wording_text

# Addresses, e-mail addresses and domain names: wording inside them is never flagged. A domain
# name's ending is written in small letters and ends the name: "guaranteed.Co-signed" (a missing
# space) is no address (RE2 has no lookahead: both are checked in _addresses).
ADDRESS = re2.compile(
    r"(?:https?://|mailto:|tel:|www\.)\S+|[^\s@]+@\S+"
    r"|[\w-]+(?:\.[\w-]+)*\.(com|net|org|gov|edu|us|info|io|biz|co|insurance)\b\S*",
    wording_options())


@dataclass(frozen=True)
class CompiledRule:
    rule: WordingRule
    expressions: tuple["re2._Regexp[bytes]", ...]
    exempt: "re2._Regexp[bytes] | None" = None  # the names in which a match is no claim


CompiledRules = tuple[CompiledRule, ...]


def compile_rules(rules: WordingRules) -> CompiledRules:
    """Every rule's phrases (as one expression), patterns and exempt names, ready to match."""
    compiled = []
    for rule in rules.rules:
        exempt = phrase_expression(rule.exempt)
        compiled.append(CompiledRule(
            rule, tuple(compile_wording_pattern(source) for source in _sources(rule)),
            compile_wording_pattern(exempt) if exempt is not None else None))
    return tuple(compiled)


def _sources(rule: WordingRule) -> list[str]:
    phrases = phrase_expression(rule.phrases)
    return ([phrases] if phrases is not None else []) + list(rule.patterns)


def wording_findings(text: str, field: str, rules: CompiledRules) -> list[Finding]:
    """A finding for each place in text (plain text, not markup) a rule's wording appears."""
    findings, sentences = [], Sentences(text)
    for compiled, start, end in sorted(_matches(text, rules), key=lambda match: match[1]):
        rule = compiled.rule
        excerpt, at = sentences.around(start, end)
        findings.append(Finding(
            rule=rule.id, severity=rule.severity, message=rule.why, excerpt=excerpt,
            suggestion=rule.suggestion, phrase=" ".join(text[start:end].split()), field=field,
            phraseAt=_utf16_length(excerpt[:at])))
    return findings


def _utf16_length(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def _matches(text: str, rules: CompiledRules) -> Iterator[tuple[CompiledRule, int, int]]:
    """Each rule's matches, as places in text."""
    read = wording_text(text)
    form = _without_addresses(read.form)
    data = form.encode("utf-8")
    # Where each byte's character is (ASCII text: the same place), and one past the end.
    places = range(len(form) + 1) if len(data) == len(form) else _character_places(form)
    for compiled in rules:
        spans: list[tuple[int, int]] = []
        for expression in compiled.expressions:
            spans += _spans(expression, data, form, places)
        exempt = [] if compiled.exempt is None else list(
            _spans(compiled.exempt, data, form, places))
        kept: list[tuple[int, int]] = []
        for start, end in sorted(spans, key=lambda span: (span[0], -span[1])):
            if any(outer <= start and end <= after for outer, after in exempt):
                continue
            if not kept or start >= kept[-1][1]:
                kept.append((start, end))
                yield compiled, *read.source_span(start, end)


def _spans(expression: "re2._Regexp[bytes]", data: bytes, form: str,
           places: Sequence[int]) -> Iterator[tuple[int, int]]:
    """Each whole-word match's span in form."""
    return ((places[start], places[end])
            for start, end in _whole_word_spans(expression, data, form, places))


def _character_places(form: str) -> list[int]:
    places = [index for index, character in enumerate(form)
              for _ in range(len(character.encode("utf-8")))]
    return [*places, len(form)]


def _whole_word_spans(expression: "re2._Regexp[bytes]", data: bytes, form: str,
                      places: Sequence[int]) -> Iterator[tuple[int, int]]:
    """Each match's byte span; a match inside a word is skipped, searching on from the next
    character."""
    position = 0
    while position <= len(data):
        match = expression.search(data, position)
        if match is None:
            return
        start, end = match.span()
        if end > start and _whole_words(form, places[start], places[end]):
            yield start, end
            position = end
        else:
            position = start + 1
            while position < len(data) and data[position] & 0xC0 == 0x80:
                position += 1  # on to the next character, never into the middle of one


def _whole_words(form: str, start: int, end: int) -> bool:
    """Whether the match neither starts nor ends inside a word ("expert" not in "inexpert")."""
    inside_at_start = start > 0 and _is_word(form[start - 1]) and _is_word(form[start])
    inside_at_end = end < len(form) and _is_word(form[end - 1]) and _is_word(form[end])
    return not inside_at_start and not inside_at_end


def _is_word(character: str) -> bool:
    return character.isalnum() or character == "_"


def _without_addresses(form: str) -> str:
    """form with every address blanked out, each character kept in its place."""
    pieces, last = [], 0
    for match in ADDRESS.finditer(form):
        start, end = match.span()
        if not _is_address(form, match):
            continue
        pieces += [form[last:start], " " * (end - start)]
        last = end
    return "".join(pieces) + form[last:]


def _is_address(form: str, match: "re2._Match[str]") -> bool:
    """Whether a match is an address: one with a scheme or an @ is; a bare domain name only
    when its ending is in small letters and not followed by more of a word ("-signed")."""
    ending_at, ending_end = match.span(1)
    if ending_at < 0:
        return True
    ending = form[ending_at:ending_end]
    return ending.islower() and form[ending_end:ending_end + 1] != "-"
