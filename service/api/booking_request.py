"""A booking as the inbox shows it with its request (StoredRequest.booking)."""

from typing import Literal

from service.api.api_model import ApiModel


class RequestBooking(ApiModel):
    """A booking's type, who takes it, where, its times (UTC) and its calendar SEQUENCE; null
    for a request of another kind."""

    type: str
    member: str
    place: Literal["phone", "office", "video"]
    start: str
    end: str
    sequence: int
