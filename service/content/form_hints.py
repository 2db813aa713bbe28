"""How a model's field reads in the staff forms: its label, its help line and its widget, declared
on the field and carried to the web by the document's JSON Schema."""

from typing import Any, Literal

from pydantic import Field

# The widgets the staff forms know beside those a field's type chooses (issue 30's convention).
# "special-day": a special date's own section (notice preview, times off when closed all day).
Widget = Literal["html", "image", "textarea", "time", "date", "email", "tel", "url", "special-day"]

# The schema key on the field that names an item of a list: its line in the forms, its history.
ITEM_TITLE = "x-item-title"


def form_field(title: str | None = None, description: str | None = None,
               widget: Widget | None = None, null_label: str | None = None,
               link: bool = False, item_title: bool = False) -> Any:
    """A Field carrying a form label, help line and widget hint, and for a field that may be null
    the label of the box that makes it so (`x-null-label`, "Closed" for a weekday; the form says
    "No <label>" without one), and `x-link` on a link address the url widget does not ask (a
    site path may be one: service/store/document_links.py), and `x-item-title` on the field that
    names an item of a list (the question, the insurer's name: the form's line for the item and
    its history name the item by it); no validation of its own. Only what
    is given is set, so it adds to the field's other Field (a pattern, an alias) and does not
    reset it."""
    extra = {key: value for key, value in (("x-widget", widget), ("x-null-label", null_label),
                                           ("x-link", link or None),
                                           (ITEM_TITLE, item_title or None))
             if value is not None}
    hints: dict[str, Any] = {"title": title, "description": description,
                             "json_schema_extra": extra or None}
    return Field(**{key: value for key, value in hints.items() if value is not None})


def item_title_key(object_schema: dict[str, Any]) -> str | None:
    """The JSON key of the field an object's schema marks as naming the item, if any."""
    return next((key for key, field in object_schema.get("properties", {}).items()
                 if isinstance(field, dict) and field.get(ITEM_TITLE)), None)
