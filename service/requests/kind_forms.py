"""How a kind's form page shows it, declared with the kind in `request_kinds.json`: each field's
input, hint and browser hints, and the page's own words (the web renders one page from these)."""

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

# How a field is asked: a line of text, a day, one of a list, one of several buttons, or boxes.
Input = Literal["text", "date", "select", "radios", "checkboxes"]
# What each check may be asked with (the service checks the answer the same either way).
INPUTS_OF_CHECK: dict[str, tuple[str, ...]] = {
    "text": ("text",), "zip": ("text",), "date": ("date",), "company": ("select",),
    "choice": ("radios", "select"), "choices": ("checkboxes",)}


class _Declared(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class FieldForm(_Declared):
    """A field as its form shows it: the input, a line of help (`{daysBefore}` and `{daysAfter}`
    filled in from a date's window), the browser's autocomplete and keyboard, its width, the
    columns of its choices, the first option of a list, and the address parameter that ticks a
    choice when the page opens."""

    input: Input = "text"
    hint: str = ""
    autocomplete: str | None = None
    inputMode: Literal["numeric", "tel", "email", "text"] | None = None
    spellcheck: bool | None = None
    width: Literal["whole", "half", "medium", "narrow"] = "whole"
    columns: int = Field(1, ge=1, le=3)
    placeholder: str | None = None
    fromAddress: str | None = None


class Wording(_Declared):
    """A heading (or a field's label) with its text (or hint)."""

    label: str = ""
    hint: str = ""
    heading: str = ""
    text: str = ""
    title: str = ""


class Embed(_Declared):
    """The third-party form a site may embed instead: the site facts' `forms` key holding its
    address, the frame's title and its height in pixels."""

    fact: str
    title: str
    height: int = Field(gt=0)


class KindForm(_Declared):
    """A kind's form page: the line under its heading, a notice above the form, what must be
    filled in and what is optional, the message box's label and hint, the button, the
    confirmation's heading and its note, the phone block's title and text, and the embed."""

    intro: str
    notice: Wording | None = None
    needed: str
    optional: str
    message: Wording
    button: str
    confirmation: str
    confirmationNote: str = ""
    assistance: Wording | None = None
    embed: Embed | None = None

    @model_validator(mode="after")
    def _worded(self) -> "KindForm":
        if not (self.message.label and self.button and self.confirmation):
            raise ValueError("a form needs its message label, button and confirmation")
        return self
