"""The wording check on the longest content, at one and four times the length: a check that
stays linear takes about four times as long, one that went quadratic sixteen."""

import time

from service.checks.context import CheckContext, check_context
from service.checks.post_checks import PostText, check_post
from service.checks.wording import compile_rules
from service.content.wording import WordingRules
from service.store.content_store import ContentStore
from tests.bench.table import Section
from tests.conftest import TEST_CONTENT

# (what each stresses, one repeated unit, its count at 1 x): the cases tests/checks/test_wording.py
# checks for their findings.
CASES = [
    ("every match inside a word", "aexpert", 28_000),
    ("thousands of findings in one sentence", "\u00e9 guaranteed \u00e7a, ", 11_000),
    ("a pattern that backtracks elsewhere: (a+)+b", "a", 50_000),
]
NESTED = WordingRules.model_validate({"rules": [{
    "id": "nested", "label": "Nested", "severity": "risk", "patterns": ["(a+)+b"],
    "why": "A bench.", "suggestion": "None."}]})


def _seconds(context: CheckContext, content: str) -> float:
    started = time.perf_counter()
    check_post(PostText(title="A post", excerpt="A short summary.", content=content), context)
    return time.perf_counter() - started


def wording_section() -> Section:
    site = check_context(ContentStore(TEST_CONTENT))
    nested = CheckContext(compile_rules(NESTED))
    section = Section("Wording check on the longest content (1 x and 4 x the length)",
                      ["case", "1 x (s)", "4 x (s)", "4 x / 1 x"])
    for name, unit, count in CASES:
        context = nested if name.startswith("a pattern") else site
        one = _seconds(context, f"<p>{unit * count}!</p>")
        four = _seconds(context, f"<p>{unit * count * 4}!</p>")
        section.add(name, one, four, four / one)
    section.note("linear: about 4; quadratic: about 16")
    return section
