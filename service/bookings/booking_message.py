"""The booking mails' words: to the visitor (confirmed, changed, cancelled, a reminder) and to the
staff member, each change with its calendar invitation attached."""

from collections.abc import Mapping
from email.message import EmailMessage
from email.utils import formataddr
from typing import Any

from service.bookings.booking_db import Booking
from service.bookings.ics import Invitation, calendar
from service.bookings.notices import REMINDER_PURPOSE, STAFF_PURPOSE
from service.bookings.setting import BookingsUnavailable, current_setting
from service.config import Settings
from service.content import AGENCY_ZONE
from service.requests import mail
from service.requests.intake.resume_mail import LINK_MARK
from service.requests.local_time import local_time_text
from service.requests.page_titles import PageTitles, content_titles
from service.requests.request_links import request_link
from service.routes import BY_ID, meeting_address

MANAGE_PAGE = BY_ID["bookManage"].path
BOOK_PAGE = BY_ID["book"].path
PLACE_WORDS = {"phone": "by phone", "office": "at our office", "video": "by video call"}

Facts = Mapping[str, Any]


def manage_address(public_url: str, token: str) -> str:
    return f"{public_url}{MANAGE_PAGE}{LINK_MARK}{token}"


def type_title(type_id: str, titles: PageTitles | None = None) -> str:
    """The meeting type's title as copy/booking.json gives it now (`titles`: the site's pages by
    their titles, which hold each type's own page; else the running service's content), or words
    made from its id ("quote-call": "Quote call") for a type since removed."""
    if titles is None:
        try:
            titles = content_titles((), (), (), current_setting().copy.model_dump()["types"])
        except (BookingsUnavailable, RuntimeError, KeyError):  # RuntimeError: no app context
            titles = {}
    return titles.get(meeting_address(type_id)) \
        or type_id.replace("-", " ").strip().capitalize() or "Call"


def location(call: Booking, facts: Facts) -> str:
    if call.place == "phone":
        return f"Phone call: we call you at {call.phone}" if call.phone else "Phone call"
    if call.place == "office":
        return f"{mail.agency_name(facts)}, {mail.office_address(facts)}".rstrip(", ")
    return "Video call (the link is in your agent's message)"


def invitation(call: Booking, facts: Facts, settings: Settings) -> Invitation:
    office = facts.get("email") if isinstance(facts.get("email"), str) else ""
    title = call.title or type_title(call.type_id)
    return Invitation(
        uid=call.uid, sequence=call.sequence, start=call.starts_at, end=call.ends_at,
        zone=AGENCY_ZONE.key, summary=f"{title} with {mail.agency_name(facts)}",
        location=location(call, facts),
        description=f"{title}, reference {call.reference}.",
        organizer_name=mail.agency_name(facts),
        organizer_email=mail.header_address(str(office)) or mail.sender_address(settings),
        attendee_name=mail.header_text(call.name),
        attendee_email=mail.header_address(call.email) or "",
        cancelled=call.status != "booked")


def _visitor_subject(call: Booking, reminder: bool) -> str:
    when, title = local_time_text(call.starts_at), (call.title or type_title(call.type_id)).lower()
    if reminder:
        return f"Reminder: your {title} on {when}"
    if call.status != "booked":
        return f"Cancelled: your {title} on {when} ({call.reference})"
    return f"{'Changed' if call.sequence else 'Confirmed'}: your {title} on {when} " \
           f"({call.reference})"


def visitor_body(call: Booking, facts: Facts, public_url: str | None, link: str | None,
                 reminder: bool, cutoff_hours: int) -> str:
    phone = facts.get("phone") if isinstance(facts.get("phone"), str) else ""
    title, agency = (call.title or type_title(call.type_id)).lower(), mail.agency_name(facts)
    when = local_time_text(call.starts_at)
    if call.status != "booked":
        lines = [f"Your {title} with {agency} on {when} is cancelled.", ""]
        if public_url:
            lines.append(f"To book another time: {public_url}{BOOK_PAGE}")
    else:
        opening = (f"A reminder of your {title} with {agency}." if reminder else
                   f"Your {title} with {agency} is {'moved' if call.sequence else 'booked'}.")
        minutes = round((call.ends_at - call.starts_at) / 60)
        lines = [opening, "", f"When: {when} ({minutes} minutes)",
                 f"Where: {location(call, facts)}", f"Reference: {call.reference}", ""]
        if link and public_url:
            until = local_time_text(call.starts_at - cutoff_hours * 3600)
            lines += [f"To change or cancel it until {until}, open this link:",
                      manage_address(public_url, link), ""]
        if not reminder:
            lines.append("The invitation attached adds it to your calendar.")
    if phone:
        lines += ["", f"Questions? Call us at {phone}."]
    return "\n".join(lines) + "\n"


def staff_body(call: Booking, facts: Facts, public_url: str | None) -> str:
    state = {"booked": "moved to" if call.sequence else "booked for"}.get(call.status,
                                                                           "cancelled, was")
    lines = [f"{call.title or type_title(call.type_id)} {call.reference} {state} "
             f"{local_time_text(call.starts_at)}", "",
             f"Name: {call.name}", f"Phone: {call.phone}", f"E-mail: {call.email}",
             f"Where: {location(call, facts)}"]
    lines += [f"{key}: {value}" for key, value in call.answers.items() if value]
    lines += ["", f"Open this request: {request_link(public_url, call.request_id)}"]
    return "\n".join(lines) + "\n"


def booking_message(due: Mapping[str, Any], settings: Settings, facts: Facts,
                    titles: PageTitles | None = None) -> EmailMessage:
    """The prepared row's mail (service/bookings/mail_rows.py prepare_booking_mail); `titles`,
    the site's pages by their titles, give the meeting type's."""
    call: Booking = due["booking"]
    call = call._replace(title=type_title(call.type_id, titles))
    agency = mail.agency_name(facts)
    message = EmailMessage()
    message["From"] = formataddr((agency, mail.sender_address(settings)))
    message["To"] = due["recipient"]
    reminder = due["purpose"] == REMINDER_PURPOSE
    if due["purpose"] == STAFF_PURPOSE:
        message["Subject"] = mail.header_text(
            f"Booking {call.reference}: {call.title} with {call.name}")[:200]
        if reply_to := mail.header_address(call.email):
            message["Reply-To"] = reply_to
        message.set_content(staff_body(call, facts, settings.public_url))
    else:
        message["Subject"] = mail.header_text(_visitor_subject(call, reminder))
        office = facts.get("email")
        if isinstance(office, str) and (reply_to := mail.header_address(office)):
            message["Reply-To"] = reply_to
        message.set_content(visitor_body(call, facts, settings.public_url, due["manageLink"],
                                         reminder, settings.booking_change_cutoff_hours))
    if not reminder:
        method = "REQUEST" if call.status == "booked" else "CANCEL"
        message.add_attachment(calendar(invitation(call, facts, settings), due["now"])
                               .encode("utf-8"), maintype="text", subtype="calendar",
                               params={"method": method, "charset": "utf-8"},
                               filename="invite.ics")
    return message
