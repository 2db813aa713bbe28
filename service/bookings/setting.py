"""What bookings are checked against, read from the content: the meeting types, the office's
hours and special days, and where each team member's mails go."""

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from service.content import BookingCopy
from service.requests.opening_times import OpeningTimes


class BookingsUnavailable(Exception):
    """The content gives no valid meeting types or office hours: nothing can be booked."""


@dataclass(frozen=True)
class BookingSetting:
    """The meeting types, the office's opening times, each team member's e-mail address (by
    their id) and the office's, which gets a member's mail when they have none."""

    copy: BookingCopy
    office: OpeningTimes
    member_emails: Mapping[str, str]
    office_email: str | None

    def staff_email(self, member: str) -> str | None:
        return self.member_emails.get(member) or self.office_email

    @classmethod
    def from_content(cls, booking: Any, facts: Any, team: Any) -> "BookingSetting":
        """From the parsed copy/booking.json, site.json and copy/team.json."""
        try:
            copy = BookingCopy.model_validate(booking)
        except ValidationError as error:
            raise BookingsUnavailable("copy/booking.json is not valid") from error
        office = OpeningTimes.from_facts(facts if isinstance(facts, Mapping) else None)
        if office is None:
            raise BookingsUnavailable("site.json gives no valid office hours")
        agents = team.get("agents", []) if isinstance(team, Mapping) else []
        emails = {agent["id"]: agent["email"] for agent in agents if isinstance(agent, Mapping)
                  and isinstance(agent.get("id"), str) and isinstance(agent.get("email"), str)}
        office_email = facts.get("email") if isinstance(facts, Mapping) else None
        return cls(copy, office, emails, office_email if isinstance(office_email, str) else None)


def current_setting() -> BookingSetting:
    """The running service's setting, from its content cache (inside a request's context)."""
    from service.state import app_state  # the service's state, only where a request runs

    state = app_state()
    parsed = state.cache.parsed
    return BookingSetting.from_content(parsed(state.store.copy_path("booking")),
                                       parsed(state.store.site_file),
                                       parsed(state.store.copy_path("team")))
