"""What a change to a booking sends: the visitor's and the staff member's mails (with the
calendar invitation), through the requests' outbox. The booking-mail part completes this module:
the reminders, and each mail's message (service/requests/outbox.py message_for)."""

import sqlite3
from typing import Literal

from service.requests.mail_queue import queue_mail

BookingChange = Literal["booked", "moved", "cancelled"]
# One purpose per reader: the outbox builds each message when it sends it.
VISITOR_PURPOSE = "booking-visitor"
STAFF_PURPOSE = "booking-staff"


def queue_booking_notices(db: sqlite3.Connection, request_id: int, change: BookingChange,
                          now: float, visitor_email: str, staff_email: str | None) -> None:
    """Queue the mails of one change to a booking, in the transaction that made the change."""
    del change  # the message is built from the booking as it stands when the mail is sent
    if visitor_email:
        queue_mail(db, request_id, VISITOR_PURPOSE, visitor_email, now, "pending")
    if staff_email:
        queue_mail(db, request_id, STAFF_PURPOSE, staff_email, now, "pending")
