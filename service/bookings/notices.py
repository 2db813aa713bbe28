"""What a change to a booking sends: the visitor's and the staff member's mails (with the
calendar invitation), through the requests' outbox. Each message is built from the booking as it
stands when it is sent (service/bookings/mail_rows.py, booking_message.py)."""

import sqlite3
from typing import Literal

from service.bookings.links import spend_links_of
from service.requests.mail import header_address
from service.requests.mail_queue import queue_mail

BookingChange = Literal["booked", "moved", "cancelled"]
# One purpose per mail of a booking: the outbox builds each message when it sends it.
VISITOR_PURPOSE = "booking-visitor"
STAFF_PURPOSE = "booking-staff"
REMINDER_PURPOSE = "booking-reminder"


def drop_pending_reminders(db: sqlite3.Connection, request_id: int) -> None:
    """Reminders still waiting are kept unsent (state "off"): the booking moved or ended."""
    db.execute("UPDATE mails SET state = 'off' WHERE request_id = ? AND purpose = ? "
               "AND state = 'pending'", (request_id, REMINDER_PURPOSE))


def queue_booking_notices(db: sqlite3.Connection, request_id: int, change: BookingChange,
                          now: float, visitor_email: str, staff_email: str | None) -> None:
    """Queue the mails of one change to a booking, in the transaction that made the change. A
    move or a cancellation drops the reminders still waiting at once; the visitor's mail queues
    those of the new time when it goes (the reminder times are a setting of the sender), and
    the manage links mailed before stop working."""
    if change != "booked":  # the earlier mails' links and reminders speak of what was
        drop_pending_reminders(db, request_id)
        spend_links_of(db, request_id, "manage", now)
    # Only an address that can stand in a header as it is gets a mail (service/requests/mail.py).
    if visitor := header_address(visitor_email or ""):
        queue_mail(db, request_id, VISITOR_PURPOSE, visitor, now, "pending")
    if staff := header_address(staff_email or ""):
        queue_mail(db, request_id, STAFF_PURPOSE, staff, now, "pending")
