"""A booking as the inbox shows it with its request (StoredRequest.booking)."""

from typing import Literal

from pydantic import BaseModel


class RequestBooking(BaseModel):
    """A booking's type, who takes it, where, its times (UTC) and its calendar SEQUENCE; null
    for a request of another kind."""

    type: str
    member: str
    place: Literal["phone", "office", "video"]
    start: str
    end: str
    sequence: int
