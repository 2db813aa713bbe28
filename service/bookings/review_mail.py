"""The annual review mail: a link (60 days, once) to book a policy review, for a client."""

from collections.abc import Mapping
from email.message import EmailMessage
from email.utils import formataddr
from typing import Any

from service.bookings.links import DAY, REVIEW_LINK_DAYS, make_link
from service.config import Settings
from service.requests import mail
from service.requests.intake.resume_mail import LINK_MARK
from service.requests.local_time import local_time_text
from service.requests.storage import RequestStore
from service.routes import BY_ID

REVIEW_PAGE = BY_ID["bookReview"].path


def review_address(public_url: str, token: str) -> str:
    return f"{public_url}{REVIEW_PAGE}{LINK_MARK}{token}"


def prepare_review_mail(store: RequestStore, due: dict[str, Any],
                        now: float) -> dict[str, Any] | None:
    """The due mail with a new review link (an older one stops working), made as it is sent:
    only the link's hash is kept."""
    if due["request"] is None:
        return None
    expires_at = now + REVIEW_LINK_DAYS * DAY
    with store.transaction() as db:
        link = make_link(db, "review", due["request"]["id"], now, expires_at)
    return due | {"reviewLink": link, "expiresAt": expires_at}


def review_body(name: str, agency: str, address: str, expires_at: float, phone: str) -> str:
    lines = [f"Dear {name}," if name else "Hello,", "",
             f"It is time for your annual policy review with {agency}: we go over your "
             "coverage with you and look for anything that changed in the past year.", "",
             "Choose a time that suits you here:", address, "",
             f"The link works once, for {REVIEW_LINK_DAYS} days (until "
             f"{local_time_text(expires_at)})."]
    if phone:
        lines += ["", f"You can also call us at {phone}."]
    return "\n".join(lines) + "\n"


def review_message(due: Mapping[str, Any], settings: Settings,
                   facts: Mapping[str, Any]) -> EmailMessage:
    """The prepared row's mail (prepare_review_mail gave it its link)."""
    if not settings.public_url:
        raise RuntimeError("the review link cannot be written (no public address)")
    agency = mail.agency_name(facts)
    phone = facts.get("phone") if isinstance(facts.get("phone"), str) else ""
    message = EmailMessage()
    message["Subject"] = mail.header_text(f"Book your annual policy review with {agency}")
    message["From"] = formataddr((agency, mail.sender_address(settings)))
    message["To"] = due["recipient"]
    office = facts.get("email")
    if isinstance(office, str) and (reply_to := mail.header_address(office)):
        message["Reply-To"] = reply_to
    message.set_content(review_body(mail.header_text(due["request"]["name"]), agency,
                                    review_address(settings.public_url, due["reviewLink"]),
                                    due["expiresAt"], str(phone or "")))
    return message
