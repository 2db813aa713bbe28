"""The office's answer time is one fact (the agency facts' `answerTime`): the Contact Us page, the
forms' thanks, the confirmation e-mail and the accessibility notice say it from there. Any other
public wording that promises a time (a copy of "within one business day", "the same business
day") fails here, in the code of the service and the web app and in the pages and copy of the
test content, which mirror the agency's."""

import json
import re
from pathlib import Path

from service.requests.answer_time import reply_promise
from tests.conftest import PROJECT_ROOT, TEST_CONTENT
from tests.test_facts_once import code, source_files

# Words that promise how soon someone answers.
TIME_PROMISE = re.compile(
    r"business days?|same[- ](?:business )?day|within (?:an?|one|two|three|\d+) hours?", re.I)
# Staff screens (the office's own due rule), test data and the content migrations' history.
NOT_PUBLIC = re.compile(
    r"^web/src/(?:features/(?:requests|workspace|admin-editor|post-editor|document-editor|"
    r"staff-accounts|auth)/|app/routes/admin-|testing/)|^service/store/migrations/")


def public_files() -> list[Path]:
    content = [*(TEST_CONTENT / "pages").glob("*.json"), *(TEST_CONTENT / "copy").glob("*.json")]
    return [path for path in [*source_files(), *content]
            if not NOT_PUBLIC.search(path.relative_to(PROJECT_ROOT).as_posix())]


def test_no_public_wording_promises_an_answer_time_of_its_own() -> None:
    holding = sorted(path.relative_to(PROJECT_ROOT).as_posix() for path in public_files()
                     if TIME_PROMISE.search(code(path)))
    assert holding == [], f"an answer time is written out here instead of {{answerTime}}: {holding}"


def test_the_fact_is_in_the_agency_facts_and_the_promises_read_it() -> None:
    facts = json.loads((TEST_CONTENT / "site.json").read_text("utf-8"))
    assert TIME_PROMISE.search(facts["answerTime"])
    assert reply_promise(facts) == f"An agent will contact you {facts['answerTime']}."
    accessibility = (TEST_CONTENT / "copy" / "accessibility.json").read_text("utf-8")
    assert "{answerTime}" in accessibility


def test_without_the_fact_no_time_is_promised() -> None:
    assert reply_promise({}) == "An agent will contact you soon."
    assert not TIME_PROMISE.search(reply_promise({"answerTime": " "}))
