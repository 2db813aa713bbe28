"""The meeting types a visitor can book (copy/booking.json): how long each takes, its buffers,
notice and window, where it is held, what it asks and which team members take it."""

import re
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictStr, model_validator

from service.content.fields import MEMBER_ID_PATTERN, HttpsUrl, MemberId
from service.content.form_hints import form_field
from service.content.matching import Matching

Text = Annotated[StrictStr, Field(min_length=1, max_length=200)]
Words = Annotated[StrictStr, Field(min_length=1, max_length=2000), form_field(widget="textarea")]
# A meeting type's id (its page /book/<id>) and a question's: written as a team member's id is.
TypeId = Annotated[StrictStr, Matching(re.compile(MEMBER_ID_PATTERN), "Use lowercase letters, "
                                       "numbers and single dashes, like quote-call"),
                   Field(max_length=60)]
Place = Literal["phone", "office", "video"]
# The grid open times are offered on (availability.py); a meeting's length is a multiple of it.
SLOT_MINUTES = 15


class _Booking(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Question(_Booking):
    """A question the visitor answers when booking (a line of text; required or not)."""

    id: Annotated[TypeId, form_field("Short name", "Lowercase letters, numbers and dashes.")]
    label: Annotated[Text, form_field("Question", item_title=True)]
    required: Annotated[StrictBool, form_field("Must be answered")] = False


class MeetingType(_Booking):
    """One kind of meeting: its words, its length and buffers, the notice it needs in office
    hours, how many days ahead it can be booked, its daily cap, where it is held and by whom."""

    id: Annotated[TypeId, form_field("Short name in addresses",
                                     "Like quote-call: /book/quote-call.")]
    title: Annotated[Text, form_field("Title", item_title=True)]
    description: Words
    durationMinutes: Annotated[int, Field(ge=SLOT_MINUTES, le=8 * 60, multiple_of=SLOT_MINUTES),
                               form_field("Length (minutes)", "A multiple of 15.")]
    bufferBeforeMinutes: Annotated[int, Field(ge=0, le=240), form_field(
        "Free time before (minutes)")] = 0
    bufferAfterMinutes: Annotated[int, Field(ge=0, le=240), form_field(
        "Free time after (minutes)")] = 0
    minimumNoticeBusinessHours: Annotated[int, Field(ge=0, le=24 * 14), form_field(
        "Least notice (office hours)", "Counted in the office's open hours only.")] = 4
    daysAhead: Annotated[int, Field(ge=1, le=365), form_field(
        "Days ahead", "How far ahead it can be booked.")] = 30
    dailyCap: Annotated[int | None, Field(ge=1, le=100), form_field(
        "Most a day", null_label="No daily limit")] = None
    places: Annotated[list[Place], Field(min_length=1, max_length=3), form_field("Where")]
    videoLink: Annotated[HttpsUrl | None, form_field(
        "Video link", "The meeting's address when it is held by video.",
        null_label="No video link")] = None
    questions: Annotated[list[Question], Field(max_length=10), form_field("Questions")] = []
    members: Annotated[list[MemberId], Field(max_length=20), form_field(
        "Team members who take it", "Their short names in Team members.")] = []
    active: Annotated[StrictBool, form_field("Offered on the site")] = True

    @model_validator(mode="after")
    def _consistent(self) -> "MeetingType":
        if len(set(self.places)) != len(self.places):
            raise ValueError("name each place once")
        if "video" in self.places and self.videoLink is None:
            raise ValueError("a meeting held by video needs its video link")
        if len(set(self.members)) != len(self.members):
            raise ValueError("name each team member once")
        if len({question.id for question in self.questions}) != len(self.questions):
            raise ValueError("give each question its own short name")
        return self

    @property
    def offered(self) -> bool:
        """Shown to visitors: active, with someone to take it."""
        return self.active and bool(self.members)


class BookingCopy(_Booking):
    """The booking page's introduction and the meeting types, in the order they are offered."""

    intro: Words
    types: Annotated[list[MeetingType], Field(max_length=20), form_field("Meeting types")]

    @model_validator(mode="after")
    def _unique(self) -> "BookingCopy":
        if len({kind.id for kind in self.types}) != len(self.types):
            raise ValueError("give each meeting type its own short name")
        return self

    def type(self, type_id: object) -> MeetingType | None:
        return next((kind for kind in self.types if kind.id == type_id), None)

    @property
    def offered(self) -> list[MeetingType]:
        return [kind for kind in self.types if kind.offered]
