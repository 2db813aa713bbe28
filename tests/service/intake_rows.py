"""A quote intake written straight into the requests database, sensitive answers sealed with
the instance's keys, as the visitor's part stores it: for the staff's tests before it is merged,
and for the browser test's setup."""

import datetime as dt
import sqlite3
from typing import Any

from service.requests.intake.intake_db import start_intake, write_answers
from service.requests.intake.renewal import renewal_of
from service.requests.intake.sealing import KeyRing

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
    write_answers(db, request_id, answers, "documents", now, renewal_of(answers))
    if sent:
        db.execute("UPDATE intakes SET sent_at = ? WHERE request_id = ?", (now, request_id))
