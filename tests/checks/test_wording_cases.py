"""The wording checks against tests/fixtures/wording-cases.json: text written to slip past them
(invisible characters, odd spaces, look-alike letters, apostrophes, a domain-like slip) is read
as a reader sees it, each finding quoting the words as written; a coverage's own name is no
claim. The web checklist marks the same phrases in the same sentences (findings.test.ts)."""

import json
from pathlib import Path
from typing import Any

import pytest

from service.checks.wording import compile_rules, wording_findings
from service.content.wording import WordingRules
from service.content.wording_text import wording_text

CASES_FILE = Path(__file__).resolve().parent.parent / "fixtures" / "wording-cases.json"
CASES: dict[str, Any] = json.loads(CASES_FILE.read_text("utf-8"))
RULES = compile_rules(WordingRules.model_validate(CASES["rules"]))


@pytest.mark.parametrize("case", CASES["cases"], ids=lambda case: case["name"])
def test_each_case_gives_its_findings_over_the_words_as_written(case: dict[str, Any]) -> None:
    found = wording_findings(case["text"], "content", RULES)
    assert [{"rule": f.rule, "phrase": f.phrase, "excerpt": f.excerpt, "phraseAt": f.phraseAt}
            for f in found] == case["findings"]
    for finding in found:  # phraseAt counts UTF-16 units, as the browser slices the excerpt
        assert finding.phrase is not None and finding.phraseAt is not None
        units = finding.excerpt.encode("utf-16-le")
        at = 2 * finding.phraseAt
        phrase = finding.phrase.encode("utf-16-le")
        assert units[at:at + len(phrase)] == phrase


def test_each_character_of_the_form_points_back_at_what_it_was_written_as() -> None:
    read = wording_text("A\u00ad&amp;\u2003\u3000b\u200b\uff43")
    assert read.form == "A& bc"
    assert [read.text[start:end] for start, end in zip(read.starts, read.ends, strict=True)] \
        == ["A", "&amp;", "\u2003\u3000", "b", "\uff43"]
    assert read.source_span(1, 4) == (2, 10)


def test_rules_without_exempt_names_still_validate() -> None:
    rules = json.loads(json.dumps(CASES["rules"]))
    for rule in rules["rules"]:
        rule.pop("exempt", None)
    kept = WordingRules.model_validate(rules)
    assert all(rule.exempt == [] for rule in kept.rules)
    found = wording_findings("Ask about guaranteed issue life insurance.", "content",
                             compile_rules(kept))
    assert [f.phrase for f in found] == ["guaranteed"]


@pytest.mark.parametrize("phrase", ["\u200b", "\u00ad\u2060", "&shy;"])
def test_a_phrase_of_invisible_characters_is_refused(phrase: str) -> None:
    rules = json.loads(json.dumps(CASES["rules"]))
    rules["rules"][0]["phrases"].append(phrase)
    with pytest.raises(ValueError, match="a phrase cannot be blank"):
        WordingRules.model_validate(rules)
