"""The "finish later" mail: the agency's name, the link and how long it works, and that the code
on screen is needed too. None of the visitor's answers: a stranger's address typed into the form
gets nothing worth reading."""

from collections.abc import Mapping
from email.message import EmailMessage
from email.utils import formataddr
from typing import Any

from service.config import Settings
from service.requests import mail
from service.requests.intake.resume import DAY, RESUME_DAYS, ResumeLinks
from service.requests.local_time import local_time_text
from service.routes import BY_ID

RESUME_PAGE = BY_ID["intakeResume"].path
# The link goes after "#": a browser never sends it to a server, so no access log keeps it.
LINK_MARK = "#link="


def resume_address(public_url: str, link: str) -> str:
    return f"{public_url}{RESUME_PAGE}{LINK_MARK}{link}"


def resume_body(agency: str, address: str, expires_at: float, phone: str) -> str:
    lines = [f"You asked {agency} to let you finish your quote request later.", "",
             "To go on where you stopped, open this link:", address, "",
             f"It works once, for {RESUME_DAYS} days (until {local_time_text(expires_at)}), on "
             "any device. You will need the 6-digit code that was shown on screen when you "
             "chose \"Finish later\": we do not send it by e-mail.", "",
             "If you no longer have the code, or the link stopped working, start again from our "
             "website" + (f" or call us at {phone}." if phone else ".")]
    lines += ["", "If you did not ask for this, you can ignore this message."]
    return "\n".join(lines) + "\n"


def build_resume_mail(recipient: str, address: str, expires_at: float, settings: Settings,
                      facts: Mapping[str, Any]) -> EmailMessage:
    agency = mail.agency_name(facts)
    phone = facts.get("phone") if isinstance(facts.get("phone"), str) else ""
    message = EmailMessage()
    message["Subject"] = mail.header_text(f"Finish your quote request with {agency}")
    message["From"] = formataddr((agency, mail.sender_address(settings)))
    message["To"] = recipient
    office = facts.get("email")
    if isinstance(office, str) and (reply_to := mail.header_address(office)):
        message["Reply-To"] = reply_to
    message.set_content(resume_body(agency, address, expires_at, str(phone or "")))
    return message


def resume_message(due: Mapping[str, Any], settings: Settings, facts: Mapping[str, Any],
                   links: ResumeLinks | None) -> EmailMessage:
    """The queued mail (the outbox's row), its link written again from the row and the key."""
    if links is None or not settings.public_url:
        raise RuntimeError("the finish-later link cannot be written (no key or public address)")
    link = links.link(due["id"], due["request"]["id"])
    return build_resume_mail(due["recipient"], resume_address(settings.public_url, link),
                             due["createdAt"] + RESUME_DAYS * DAY, settings, facts)
