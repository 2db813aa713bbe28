"""Quote intakes written straight into the requests database, sensitive answers sealed with the
instance's keys: a sent auto intake with two drivers and two vehicles (the staff's tests and the
browser test's setup) and one its visitor left at a step (the finish-later and upload tests)."""

import datetime as dt
import sqlite3
from typing import Any

from quart import Quart

from service.requests.fields import Submission
from service.requests.intake.intake_db import mark_sent, start_intake, write_answers
from service.requests.intake.intake_store import renewal_on
from service.requests.intake.sealing import KeyRing
from tests.service.request_rows import NOW, rows, write_request
from tests.service.test_requests_api import desk_of

ANN_LICENCE = "D12345678"
BO_LICENCE = "B98765432"
ANN_BIRTH = "1980-04-12"
CIVIC_VIN = "1HGCM82633A004352"  # a VIN with a right check digit (…4352)
TRUCK_VIN = "1M8GDM9AXKP042788"


def two_drivers_two_vehicles(ring: KeyRing, request_id: int,
                             expiry: dt.date | None = None) -> dict[str, Any]:
    """The answers of an auto intake with two drivers and two vehicles, as stored."""
    def seal(value: str) -> str:
        return ring.seal(value, request_id)
    answers: dict[str, Any] = {
        "drivers": [
            {"id": "d1", "name": "Ann Lee", "dateOfBirth": seal(ANN_BIRTH), "licenceState": "CT",
             "licenceNumber": seal(ANN_LICENCE), "yearsLicensed": "25", "incidents": "none"},
            {"id": "d2", "name": "Bo Lee", "dateOfBirth": seal("2004-09-30"),
             "licenceState": "NY", "licenceNumber": seal(BO_LICENCE), "yearsLicensed": "3",
             "incidents": "one", "incidentDetails": "speeding ticket, spring 2024"}],
        "vehicles": [
            {"id": "v1", "year": "2019", "make": "Honda", "model": "Civic", "vin": seal(CIVIC_VIN),
             "use": "commute", "annualMiles": "12000", "garagingZip": "06460",
             "ownership": "financed"},
            {"id": "v2", "year": "2015", "make": "Ford", "model": "F-150",
             "vin": seal(TRUCK_VIN), "use": "pleasure", "ownership": "owned"}],
        "autoPolicy": {"currentInsurer": "Nutmeg Mutual", "currentLimits": "100/300/100"}}
    if expiry is not None:
        answers["autoPolicy"]["expiryDate"] = expiry.isoformat()
    return answers


def write_intake(db: sqlite3.Connection, request_id: int, answers: dict[str, Any], now: float,
                 sent: bool = True) -> None:
    """The request's intake with these answers (renewal date derived as the service does)."""
    start_intake(db, request_id, now)
    write_answers(db, request_id, answers, "documents", now, renewal_on(answers))
    if sent:
        db.execute("UPDATE intakes SET sent_at = ? WHERE request_id = ?", (now, request_id))


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


def seeded_intake(app: Quart, settings: Any, **request: Any) -> int:
    """A request (`request`: its columns, as request_rows.write_request takes them) with the sent
    auto intake of two drivers and two vehicles."""
    with rows(settings) as db:
        request_id = write_request(db, **{"name": "Ann Lee", **request})
        write_intake(db, request_id, two_drivers_two_vehicles(desk_of(app).keys, request_id),
                     NOW)
    return request_id
