"""The intake's steps, declared once in `intake_form.json` (the web build reads it too): per
step the lines it belongs to, what a visitor needs at hand, and each question with why it is
asked, how it is asked and how its answer is checked."""

import json
import re
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

FORM_FILE = Path(__file__).parents[1] / "intake_form.json"

# How an answer is checked: free text, a whole number or a year in a range, a date in a window
# or a birth date by age, a ZIP code, a VIN (its check digit), a driver's license number, one
# choice or several.
Check = Literal["text", "integer", "year", "date", "birthDate", "zip", "vin", "license",
                "choice", "choices"]
Input = Literal["text", "number", "date", "select", "radios", "checkboxes", "textarea"]
CHOSEN = ("choice", "choices")
# Issue 46: "No social security number field, ever." A declaration asking for one (or for a
# taxpayer number, its stand-in) is refused when it is read, so no edit can add one quietly.
NEVER_ASKED = re.compile(r"social\s*security|\bssn\b|\bitin\b|taxpayer\s*id", re.IGNORECASE)


class _Declared(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Window(_Declared):
    """The days a date may fall on, counted from the day it is given."""

    daysBefore: int
    daysAfter: int


class AgeRange(_Declared):
    """The ages, in whole years on the day it is given, a birth date may make."""

    min: int
    max: int


class IntakeField(_Declared):
    """One question: `why` is shown under it, `sensitive` answers are sealed at rest and masked
    to staff, `renewal` dates make a re-quote reminder, `lines` narrows a step's question to
    some of its lines, `title` names a repeated item (a driver by name)."""

    name: str
    label: str
    why: str
    input: Input
    check: Check
    limit: int | None = None
    min: int | None = None
    max: int | None = None
    maxAhead: int | None = None
    window: Window | None = None
    age: AgeRange | None = None
    choices: dict[str, str] = Field(default_factory=dict)
    default: str | None = None
    hint: str = ""
    autocomplete: str | None = None
    inputMode: str | None = None
    spellcheck: bool | None = None
    width: Literal["narrow", "medium", "half"] | None = None
    columns: int | None = None
    sensitive: bool = False
    renewal: bool = False
    title: bool = False
    lines: tuple[str, ...] = ()

    @model_validator(mode="after")
    def _complete(self) -> "IntakeField":
        if (self.check in CHOSEN) != bool(self.choices):
            raise ValueError(f"{self.name}: choices belong to, and only to, a choice field")
        if (self.check == "date") != (self.window is not None):
            raise ValueError(f"{self.name}: a date field, and only a date field, has a window")
        if (self.check == "birthDate") != (self.age is not None):
            raise ValueError(f"{self.name}: a birth date, and only a birth date, has an age range")
        if self.check in ("integer", "year") and self.min is None:
            raise ValueError(f"{self.name}: a number needs its least value")
        if self.check in ("text", "license", "vin", "zip") and self.limit is None:
            raise ValueError(f"{self.name}: an answer read as text needs a limit")
        if self.renewal and self.check != "date":
            raise ValueError(f"{self.name}: only a date can be a renewal date")
        if NEVER_ASKED.search(" ".join((self.name, self.label, self.why, self.hint))):
            raise ValueError(f"{self.name}: the intake never asks for a Social Security number")
        return self


class Repeat(_Declared):
    """A step asked once per item (each driver, each vehicle), with its buttons' words."""

    item: str
    add: str
    remove: str
    max: int = Field(ge=1)


class Upload(_Declared):
    """A step that takes files: their kinds (checked by content), size and number."""

    label: str
    why: str
    hint: str
    maxBytes: int = Field(gt=0)
    mediaTypes: tuple[str, ...] = Field(min_length=1)
    maxFiles: int = Field(ge=1)


class Step(_Declared):
    """One step of the intake, offered when the visitor chose one of its lines."""

    id: str
    title: str
    lines: tuple[str, ...] = Field(min_length=1)
    intro: str
    needed: tuple[str, ...] = Field(min_length=1)
    repeat: Repeat | None = None
    upload: Upload | None = None
    fields: tuple[IntakeField, ...]

    @model_validator(mode="after")
    def _consistent(self) -> "Step":
        names = [field.name for field in self.fields]
        if len(set(names)) != len(names):
            raise ValueError(f"{self.id}: each question is declared once")
        if self.repeat and sum(field.title for field in self.fields) != 1:
            raise ValueError(f"{self.id}: a repeated step names its items by one title field")
        if (self.upload is None) == (not self.fields):
            raise ValueError(f"{self.id}: a step has questions or takes files, not both")
        if strays := [f.name for f in self.fields if set(f.lines) - set(self.lines)]:
            raise ValueError(f"{self.id}: {strays} name lines the step is not offered for")
        return self

    def field(self, name: str) -> IntakeField | None:
        return next((field for field in self.fields if field.name == name), None)


class Offer(_Declared):
    heading: str
    text: str
    start: str
    skip: str


class FinishLater(_Declared):
    button: str
    text: str


class IntakeForm(_Declared):
    """The whole declaration: the offer after the short form, the consent sentence, the words
    of "Finish later" and of sending, and the steps in the order they are asked."""

    offer: Offer
    consent: str
    finishLater: FinishLater
    send: str
    steps: tuple[Step, ...]

    @model_validator(mode="after")
    def _unique(self) -> "IntakeForm":
        ids = [step.id for step in self.steps]
        if len(set(ids)) != len(ids):
            raise ValueError("each step is declared once")
        return self

    def step(self, step_id: object) -> Step | None:
        return next((step for step in self.steps if step.id == step_id), None)

    def steps_for(self, lines: set[str]) -> tuple[Step, ...]:
        """The steps offered to a visitor who chose these lines, in order."""
        return tuple(step for step in self.steps if lines & set(step.lines))

    @property
    def upload_types(self) -> tuple[str, ...]:
        """Every kind of file a step takes (by its content), in the declaration's order."""
        return tuple(dict.fromkeys(kind for step in self.steps if step.upload
                                   for kind in step.upload.mediaTypes))

    @property
    def sensitive(self) -> tuple[tuple[str, str], ...]:
        """(step, field) of every sensitive question."""
        return tuple((step.id, field.name) for step in self.steps for field in step.fields
                     if field.sensitive)


def load_form(path: Path = FORM_FILE) -> IntakeForm:
    return IntakeForm.model_validate(json.loads(path.read_text("utf-8")))


INTAKE_FORM = load_form()
