"""The request kinds, declared once in `request_kinds.json` (the web build reads it too): each
kind's fields with their labels, limits and choices, its page, the statuses and the CSV columns."""

import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from service.requests.kind_forms import INPUTS_OF_CHECK, FieldForm, KindForm
from service.routes import BY_ID

KINDS_FILE = Path(__file__).with_name("request_kinds.json")
# The status every request is stored with (the requests table's default, requests/schema.py).
ARRIVES_AS = "new"

# How an answer is checked: free text, a ZIP code, one of the agency's companies (or "Not sure"),
# one choice, at least one of several choices, or a day inside the field's window.
Check = Literal["text", "zip", "company", "choice", "choices", "date"]
CHOSEN = ("choice", "choices")


class _Declared(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class FieldLabels(_Declared):
    """A field's name where people read it: the form's question, the staff screen and the mail."""

    form: str
    staff: str
    mail: str


class DateWindow(_Declared):
    """The days a date may fall on, counted from the day the request is sent."""

    daysBefore: int
    daysAfter: int


class KindField(FieldForm):
    """One of a kind's own answers; `problem` is the sentence a visitor reads when it is wrong,
    `about` what the API document says of it (how its form asks it: FieldForm)."""

    name: str
    check: Check
    labels: FieldLabels
    about: str = ""
    required: bool = False
    limit: int | None = None
    singleLine: bool = False
    choices: dict[str, str] = Field(default_factory=dict)
    window: DateWindow | None = None
    problem: str = ""

    @model_validator(mode="after")
    def _complete(self) -> "KindField":
        if (self.check in CHOSEN) != bool(self.choices):
            raise ValueError(f"{self.name}: choices belong to, and only to, a choice field")
        if (self.check == "date") != (self.window is not None):
            raise ValueError(f"{self.name}: a date field, and only a date field, has a window")
        if self.check != "choices" and self.limit is None:
            raise ValueError(f"{self.name}: an answer read as text needs a limit")
        if not self.problem and (self.required or self.check != "text"):
            raise ValueError(f"{self.name}: a field that can be refused needs its problem sentence")
        if self.input not in INPUTS_OF_CHECK[self.check]:
            raise ValueError(f"{self.name}: a {self.check} field is asked as one of "
                             f"{INPUTS_OF_CHECK[self.check]}")
        return self

    def words(self, value: str) -> str:
        """What a person reads for a chosen value (the value itself when it is not a choice)."""
        return self.choices.get(value, value)


class RequestKind(_Declared):
    """A kind of request: its title, the route of its form page, the answer that sums it up (in
    the mail's subject and the staff list), the statuses it can take (the first is the one it
    arrives with), its own fields, in the order they are shown, and its page's words. A kind
    without a form (a booking: service/bookings) has no page, summary or form of its own."""

    id: str
    title: str
    page: str | None = None
    summaryField: str | None = None
    statuses: tuple[str, ...] = Field(min_length=1)
    fields: tuple[KindField, ...]
    form: KindForm | None = None

    @model_validator(mode="after")
    def _consistent(self) -> "RequestKind":
        if self.page is None or self.form is None or self.summaryField is None:
            if (self.page, self.form, self.summaryField, self.fields) != (None, None, None, ()):
                raise ValueError(f"{self.id}: a kind with a form has a page, a summaryField and "
                                 "its fields; one without has none of them")
            return self
        if self.page not in BY_ID:
            raise ValueError(f"{self.id}: page {self.page!r} is not a route of routes.json")
        if not BY_ID[self.page].from_service:
            # Its page needs the service for a fresh form token, and the web reads the request
            # pages (never a visit's source) from fromService.
            raise ValueError(f"{self.id}: page {self.page!r} is not in routes.json's fromService")
        if self.summaryField not in {field.name for field in self.fields}:
            raise ValueError(f"{self.id}: summaryField {self.summaryField!r} is not its field")
        return self

    @property
    def page_path(self) -> str:
        """Its form page's address (only a kind with a form has one)."""
        assert self.page is not None, f"{self.id} has no form page"
        return BY_ID[self.page].path

    @property
    def arrives_as(self) -> str:
        return self.statuses[0]

    def field(self, name: str) -> KindField | None:
        return next((field for field in self.fields if field.name == name), None)


class CsvColumns(_Declared):
    """The export's columns before and after the kinds' own fields, the bookings' between."""

    before: tuple[str, ...]
    booking: tuple[str, ...]
    after: tuple[str, ...]


class RequestKinds(_Declared):
    """The whole declaration: every status with its name on the staff screens, the statuses that
    finish a request (purged after the retention period), the export's columns around the
    kinds' own fields, the kinds with a form in the order they are offered, and the kinds that
    come another way (a booking: service/bookings), kept apart so the public pages, which read
    the kinds with a form, carry none of them."""

    statuses: dict[str, str]
    finished: tuple[str, ...]
    csvColumns: CsvColumns
    kinds: tuple[RequestKind, ...]
    kindsWithoutForm: tuple[RequestKind, ...] = ()

    @model_validator(mode="after")
    def _unique(self) -> "RequestKinds":
        ids = [kind.id for kind in self.every]
        if len(set(ids)) != len(ids):
            raise ValueError("each kind is declared once")
        if unnamed := [s for s in self.finished if s not in self.statuses]:
            raise ValueError(f"finished names unknown statuses: {unnamed}")
        if [kind.id for kind in self.kinds if kind.form is None] + [
                kind.id for kind in self.kindsWithoutForm if kind.form is not None]:
            raise ValueError("kinds have a form, kindsWithoutForm none")
        for kind in self.every:
            if unnamed := [status for status in kind.statuses if status not in self.statuses]:
                raise ValueError(f"{kind.id}: statuses {unnamed} have no name in statuses")
            if kind.form is not None and kind.statuses[0] != ARRIVES_AS:
                raise ValueError(f"{kind.id}: a request arrives as {ARRIVES_AS!r}: list it first")
        every = [field for kind in self.every for field in kind.fields]
        for field in every:
            if any(other.name == field.name and other != field for other in every):
                raise ValueError(f"{field.name}: kinds that share a field declare it alike")
        return self

    @property
    def every(self) -> tuple[RequestKind, ...]:
        """Every kind: those with a form, then the others."""
        return (*self.kinds, *self.kindsWithoutForm)

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(kind.id for kind in self.every)

    def kind(self, kind_id: object) -> RequestKind | None:
        return next((kind for kind in self.every if kind.id == kind_id), None)

    def statuses_of(self, kind_id: object) -> tuple[str, ...]:
        """The statuses a request of this kind can take (none for a kind no longer declared)."""
        kind = self.kind(kind_id)
        return kind.statuses if kind is not None else ()

    @property
    def fields(self) -> dict[str, KindField]:
        """Every kind's own fields by name, in the order of the kinds and their fields."""
        return {field.name: field for kind in self.every for field in kind.fields}

    @property
    def list_fields(self) -> tuple[str, ...]:
        """The fields a form post may send more than once (check boxes)."""
        return tuple(name for name, field in self.fields.items() if field.check == "choices")

    @property
    def csv_header(self) -> tuple[str, ...]:
        return (*self.csvColumns.before, *self.fields, *self.csvColumns.booking,
                *self.csvColumns.after)

    @property
    def form_kinds(self) -> tuple[RequestKind, ...]:
        """The kinds a visitor sends through the request form, in the order they are offered."""
        return self.kinds

    def form_kind(self, kind_id: object) -> RequestKind | None:
        """The kind of that id when the request form takes it."""
        return next((kind for kind in self.form_kinds if kind.id == kind_id), None)


def load_kinds(path: Path = KINDS_FILE) -> RequestKinds:
    return RequestKinds.model_validate(json.loads(path.read_text("utf-8")))


REQUEST_KINDS = load_kinds()
