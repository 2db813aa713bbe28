"""A new request kind is one entry in request_kinds.json (plus its page): the service checks,
mails, exports and links back to it with no change to its code; both sides read that one file."""

import csv
import io
import json
import re
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from service.requests.error_page import refusal_page
from service.requests.export import requests_csv
from service.requests.fields import Invalid, Submission, validate
from service.requests.kinds import KINDS_FILE, RequestKinds, load_kinds
from service.requests.mail import body, subject
from service.requests.storage import RequestStore, StatusNotAllowed

ROOT = Path(__file__).resolve().parents[2]
TODAY = date(2026, 11, 16)

CLAIM: dict[str, Any] = {
    "id": "claim", "title": "Claim report", "page": "requestQuote", "summaryField": "lossKind",
    "statuses": ["new", "done"],
    "fields": [
        {"name": "claimNumber", "check": "text", "required": True, "limit": 12, "singleLine": True,
         "labels": {"form": "Claim number", "staff": "Claim", "mail": "Claim number"},
         "problem": "Enter the claim number."},
        {"name": "lossKind", "check": "choice", "required": True, "limit": 20,
         "labels": {"form": "What happened?", "staff": "Loss", "mail": "Kind of loss"},
         "input": "radios",
         "choices": {"water": "Water damage", "theft": "Theft"},
         "problem": "Choose what happened."},
        {"name": "damages", "check": "choices", "labels": {
            "form": "What was damaged?", "staff": "Damaged", "mail": "Damaged"},
         "choices": {"roof": "Roof", "car": "Car"}, "problem": "Choose from the list.",
         "input": "checkboxes"},
        {"name": "lossDate", "check": "date", "limit": 10,
         "window": {"daysBefore": 7, "daysAfter": 0}, "input": "date",
         "labels": {"form": "When?", "staff": "Happened", "mail": "Date of loss"},
         "problem": "Choose a day of the last week."},
    ],
    "form": {"intro": "Tell us what happened.", "needed": "We need your name and the claim.",
             "optional": "The rest helps.", "message": {"label": "What else?"},
             "button": "Send my claim", "confirmation": "Thank you, we received your claim"}}


def declaration() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(KINDS_FILE.read_text("utf-8"))
    return loaded


@pytest.fixture
def with_claim(tmp_path: Path) -> RequestKinds:
    """The real declaration with one more kind, in a copy: the real file stays as it is."""
    copy = declaration()
    copy["kinds"].append(CLAIM)
    path = tmp_path / "request_kinds.json"
    path.write_text(json.dumps(copy), "utf-8")
    return load_kinds(path)


def claim(**changes: Any) -> dict[str, Any]:
    return {"kind": "claim", "name": "Ada Park", "phone": "(203) 555-0142",
            "claimNumber": "CL-77", "lossKind": "water", "damages": ["car", "roof"],
            "lossDate": "2026-11-14", **changes}


def test_the_new_kind_is_checked_from_its_entry(with_claim: RequestKinds) -> None:
    kept = validate(claim(), [], TODAY, with_claim)
    assert kept.kind == "claim"
    assert kept.details == {"claimNumber": "CL-77", "lossKind": "water",
                            "damages": ["roof", "car"], "lossDate": "2026-11-14"}
    with pytest.raises(Invalid) as refused:
        validate(claim(claimNumber="CL-1234567890", lossKind="fire", damages=["boat"],
                       lossDate="2026-11-01"), [], TODAY, with_claim)
    assert refused.value.errors == {
        "claimNumber": "Please keep this to 12 characters or fewer.",
        "lossKind": "Choose what happened.", "damages": "Choose from the list.",
        "lossDate": "Choose a day of the last week."}
    with pytest.raises(Invalid) as missing:
        validate(claim(claimNumber="  ", lossKind=None), [], TODAY, with_claim)
    assert missing.value.errors == {"claimNumber": "Enter the claim number.",
                                    "lossKind": "Choose what happened."}


def test_the_new_kinds_single_line_answers_lose_their_line_breaks(
        with_claim: RequestKinds) -> None:
    kept = validate(claim(claimNumber="CL\n77"), [], TODAY, with_claim)
    assert kept.details["claimNumber"] == "CL 77"


def test_without_its_entry_the_kind_is_refused() -> None:
    with pytest.raises(Invalid) as refused:
        validate(claim(), [], TODAY)
    assert set(refused.value.errors) == {"kind"}


def stored(kind: str, details: dict[str, Any]) -> dict[str, Any]:
    return {"id": 7, "reference": "HP-4K7Q2", "kind": kind, "status": "new",
            "createdAt": "2026-11-16T10:00:00Z",
            "name": "Ada Park", "email": "", "phone": "(203) 555-0142", "contactPreference": "",
            "message": "", "details": details, "statusChangedBy": None, "statusChangedAt": None,
            "mail": {"state": "off", "attempts": 0, "lastError": None}}


def test_the_new_kind_is_mailed_with_its_title_summary_and_labels(
        with_claim: RequestKinds) -> None:
    request = stored("claim", validate(claim(), [], TODAY, with_claim).details)
    assert subject(request, with_claim) == "Claim report from Ada Park (HP-4K7Q2)"
    text = body(request, "https://harborpoint.example", with_claim)
    assert text.startswith("Claim report HP-4K7Q2\nReceived: Monday, November 16, 2026, 5:00 AM "
                           "EST\n\n")
    assert "Claim number: CL-77\nKind of loss: Water damage\nDamaged: Roof, Car\n" \
           "Date of loss: 2026-11-14\n" in text
    assert text.endswith("Open this request: https://harborpoint.example/admin/requests/7\n")


def test_the_new_kinds_fields_are_columns_of_the_export(with_claim: RequestKinds) -> None:
    request = stored("claim", validate(claim(), [], TODAY, with_claim).details)
    rows = list(csv.DictReader(io.StringIO(requests_csv([request], with_claim))))
    assert rows[0]["claimNumber"] == "CL-77" and rows[0]["damages"] == "Roof, Car"
    assert rows[0]["kind"] == "Claim report" and rows[0]["lossKind"] == "Water damage"
    header = next(csv.reader(io.StringIO(requests_csv([], with_claim))))
    columns = declaration()["csvColumns"]
    declared = [field["name"] for kind in declaration()["kinds"] for field in kind["fields"]]
    # The real kinds' fields, then the new kind's, then the bookings', between the common ones.
    assert header == [*columns["before"], *declared, "claimNumber", "lossKind", "damages",
                      "lossDate", *columns["booking"], *columns["after"]]
    assert {"coverages", "zip", "policyNumber", "effectiveDate"} <= set(declared)


def test_the_error_page_leads_back_to_the_new_kinds_page(with_claim: RequestKinds) -> None:
    page = refusal_page(["Enter the claim number."], "", "claim", with_claim)
    assert '<a href="/request-quote">Go back to the form</a>' in page


@pytest.mark.parametrize(("change", "complaint"), [
    ({"page": "nowhere"}, "not a route"),
    ({"summaryField": "zip"}, "summaryField"),
    ({"fields": [{**CLAIM["fields"][0], "choices": {"a": "A"}}]}, "choices"),
    ({"fields": [{**CLAIM["fields"][1], "problem": ""}]}, "problem sentence"),
    ({"fields": [{**CLAIM["fields"][3], "window": None}]}, "window"),
    ({"fields": [{**CLAIM["fields"][0], "input": "radios"}]}, "is asked as one of"),
    ({"page": "faqs"}, "fromService"),
    ({"form": {**CLAIM["form"], "button": ""}}, "button"),
])
def test_a_faulty_entry_is_refused_when_the_declaration_loads(
        tmp_path: Path, change: dict[str, Any], complaint: str) -> None:
    copy = declaration()
    copy["kinds"].append({**CLAIM, **change})
    path = tmp_path / "request_kinds.json"
    path.write_text(json.dumps(copy), "utf-8")
    with pytest.raises(ValidationError, match=complaint):
        load_kinds(path)


def test_a_kind_declared_twice_is_refused(tmp_path: Path) -> None:
    copy = declaration()
    copy["kinds"].append(copy["kinds"][0])
    path = tmp_path / "request_kinds.json"
    path.write_text(json.dumps(copy), "utf-8")
    with pytest.raises(ValidationError, match="declared once"):
        load_kinds(path)


def test_the_web_reads_the_same_declaration() -> None:
    """The web's kinds come from an import of this very file, not from a copy of it."""
    config = ROOT / "web" / "src" / "config" / "request-kinds.ts"
    imported = re.findall(r"from '([^']*request_kinds\.json)'", config.read_text("utf-8"))
    assert imported and all((config.parent / path).resolve() == KINDS_FILE for path in imported)


def test_a_kind_takes_only_its_own_statuses(with_claim: RequestKinds, tmp_path: Path) -> None:
    store = RequestStore(tmp_path / "requests.sqlite3", with_claim)
    submission = Submission(kind="claim", name="Ada Park", email="", phone="(203) 555-0142",
                            contact_preference="", message="",
                            details={"claimNumber": "CL-77", "lossKind": "water"})
    claim_id = store.add(submission, 1.0, mail=False).id
    with pytest.raises(StatusNotAllowed, match="must be one of new, done"):
        store.update(claim_id, "maria", 2.0, status="contacted")
    assert store.get(claim_id)["status"] == "new"
    assert store.update(claim_id, "maria", 3.0, status="done")["status"] == "done"


def test_a_kind_naming_a_status_without_a_name_or_not_starting_new_is_refused() -> None:
    for statuses, words in [(["new", "settled"], "have no name"), (["done", "new"], "first")]:
        copy = declaration()
        copy["kinds"].append(CLAIM | {"statuses": statuses})
        with pytest.raises(ValidationError, match=words):
            RequestKinds.model_validate(copy)
