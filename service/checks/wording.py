"""The wording rules at work: each rule's phrases and patterns compiled once (RE2, linear in the
text), matched as whole words outside addresses, each match a finding with its sentence."""

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import re2

from service.checks.findings import Finding
from service.checks.sentences import Sentences
from service.store.wording_models import (
    WordingRule,
    WordingRules,
    compile_wording_pattern,
    matching_form,
    phrase_expression,
    wording_options,
)

# Addresses, e-mail addresses and domain names: wording inside them is never flagged.
ADDRESS = re2.compile(
    r"(?:https?://|mailto:|tel:|www\.)\S+|[^\s@]+@\S+"
    r"|[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|gov|edu|us|info|io|biz|co|insurance)\b\S*",
    wording_options())


@dataclass(frozen=True)
class CompiledRule:
    rule: WordingRule
    expressions: tuple["re2._Regexp[bytes]", ...]


CompiledRules = tuple[CompiledRule, ...]


def compile_rules(rules: WordingRules) -> CompiledRules:
    """Every rule's phrases (as one expression) and patterns, ready to match."""
    return tuple(CompiledRule(rule, tuple(
        compile_wording_pattern(source) for source in _sources(rule))) for rule in rules.rules)


def _sources(rule: WordingRule) -> list[str]:
    phrases = phrase_expression(rule.phrases)
    return ([phrases] if phrases is not None else []) + list(rule.patterns)


def wording_findings(text: str, field: str, rules: CompiledRules) -> list[Finding]:
    """A finding for each place in text (plain text, not markup) a rule's wording appears."""
    findings, sentences = [], Sentences(text)
    for compiled, start, end in sorted(_matches(text, rules), key=lambda match: match[1]):
        rule = compiled.rule
        findings.append(Finding(
            rule=rule.id, severity=rule.severity, message=rule.why,
            excerpt=sentences.around(start, end), suggestion=rule.suggestion,
            phrase=" ".join(text[start:end].split()), field=field))
    return findings


def _matches(text: str, rules: CompiledRules) -> Iterator[tuple[CompiledRule, int, int]]:
    form = _without_addresses(matching_form(text))
    data = form.encode("utf-8")
    # Where each byte's character is (ASCII text: the same place), and one past the end.
    places = range(len(form) + 1) if len(data) == len(form) else _character_places(form)
    for compiled in rules:
        spans: list[tuple[int, int]] = []
        for expression in compiled.expressions:
            spans += ((places[start], places[end])
                      for start, end in _whole_word_spans(expression, data, form, places))
        kept: list[tuple[int, int]] = []
        for start, end in sorted(spans, key=lambda span: (span[0], -span[1])):
            if not kept or start >= kept[-1][1]:
                kept.append((start, end))
                yield compiled, start, end


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
        pieces += [form[last:start], " " * (end - start)]
        last = end
    return "".join(pieces) + form[last:]
