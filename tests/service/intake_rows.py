"""Intakes as the visitor's start leaves them, written straight into the requests file (the
start hook is another part's), for the finish-later and upload tests."""

from quart import Quart

from service.requests.fields import Submission
from service.requests.intake.intake_db import mark_sent, start_intake, write_answers
from tests.service.test_requests_api import desk_of

# Answers no mail may hold: plain words a reader would spot, and sensitive values sealed.
DRIVER = "Bartholomew Quince"
MAKE = "Studebaker"
LICENCE = "Q7731904"


def started_intake(app: Quart, email: str = "ann.lee@example.com", step: str = "vehicles",
                   sent: bool = False) -> tuple[int, str]:
    """A quote request with an intake left at `step`, and the visitor's intake token."""
    desk = desk_of(app)
    now = desk.clock.now()
    received = desk.store.add(Submission(
        kind="quote", name="Ann Lee", email=email, phone="(203) 555-0142",
        contact_preference="email", message="", details={"coverages": ["auto"]}), now)
    answers = {"drivers": [{"id": "d1", "name": DRIVER,
                            "licenceNumber": desk.keys.seal(LICENCE, received.id)}],
               "vehicles": [{"id": "v1", "make": MAKE}]}
    with desk.store.transaction() as db:
        token = start_intake(db, received.id, now)
        write_answers(db, received.id, answers, step, now, None)
        if sent:
            mark_sent(db, received.id, now)
    return received.id, token


def intake_header(token: str) -> dict[str, str]:
    return {"Authorization": f"Intake {token}"}
