"""What a version changed, computed from two stored versions: each field with its old and new
value, named by the form's labels and a list item by the title field its model declares."""

from typing import Any

from service.content.form_hints import item_title_key
from service.content.registry import DESCRIBED
from service.documents.field_changes import (
    ABSENT,
    SEPARATOR,
    FieldChange,
    field_changes,
    place_name,
)
from service.documents.schemas import document_schema

S = SEPARATOR.strip()  # the mark between the labels of a place
TRAVELERS = {"name": "Travelers", "category": "Auto & Home", "website": "https://travelers.com",
             "phones": [{"label": "Customer service", "number": "(800) 555-0103"}],
             "logo": "/media/logos/travelers.webp", "claimsPhone": "(800) 555-0101"}
HANOVER = {**TRAVELERS, "name": "Hanover", "claimsPhone": "(800) 555-0300"}


def companies(*items: dict[str, Any]) -> list[dict[str, Any]]:
    return list(items)


def changes(name: str, before: Any, after: Any) -> list[FieldChange]:
    return field_changes(document_schema(name), before, after, "Companies we represent")


def test_a_changed_field_is_named_by_its_item_and_label_with_old_and_new_value() -> None:
    after = companies({**TRAVELERS, "claimsPhone": "(800) 555-0199"}, HANOVER)
    assert changes("companies", companies(TRAVELERS, HANOVER), after) == [FieldChange(
        (0, "claimsPhone"), f"Travelers {S} 24-hour claims phone", "(800) 555-0101",
        "(800) 555-0199")]


def test_the_declared_title_field_names_the_item_not_the_first_text() -> None:
    # A question is the FAQ item's title though a section's id comes first in its section.
    schema = document_schema("copy/faq")
    faq = {"title": "FAQ", "intro": [], "sections": [{"id": "car", "title": "Car insurance",
                                                      "items": [{"answer": "<p>Yes.</p>",
                                                                 "question": "Do I need it?"}]}]}
    assert place_name(schema, faq, ("sections", 0, "items", 0, "answer"), "FAQ") == \
        f"Sections {S} Car insurance {S} Items {S} Do I need it? {S} Answer"


def test_each_field_is_its_own_change_and_a_field_given_or_dropped_is_absent_on_one_side() -> None:
    before = companies(TRAVELERS, HANOVER)
    without = {key: value for key, value in HANOVER.items() if key != "claimsPhone"}
    after = companies({**TRAVELERS, "website": "https://www.travelers.com",
                       "payBillUrl": "https://pay.travelers.com"}, without)
    assert [(c.place, c.old, c.new) for c in changes("companies", before, after)] == [
        (f"Travelers {S} Website", "https://travelers.com", "https://www.travelers.com"),
        (f"Travelers {S} Pay a bill online", ABSENT, "https://pay.travelers.com"),
        (f"Hanover {S} 24-hour claims phone", "(800) 555-0300", ABSENT)]


def test_a_list_that_grew_is_one_change_and_the_same_document_has_none() -> None:
    before = companies(TRAVELERS)
    grown = changes("companies", before, companies(TRAVELERS, HANOVER))
    assert grown == [FieldChange((), "Companies we represent", before, [TRAVELERS, HANOVER])]
    assert changes("companies", before, companies(dict(TRAVELERS))) == []


def test_nested_labels_come_from_the_model_and_unlabelled_keys_are_worded() -> None:
    schema = document_schema("site")
    site = {"hours": {"saturday": {"opens": "09:00", "closes": "12:00"}},
            "specialHours": [], "social": [{"name": "Facebook", "url": "https://f.example"}]}
    assert place_name(schema, site, ("hours", "saturday", "closes"), "Agency facts") == \
        f"Office hours {S} Saturday {S} Closes"
    assert place_name(schema, site, ("social", 0, "url"), "Agency facts") == \
        f"Social media {S} Facebook {S} Address"
    assert place_name(schema, site, ("shortName",), "Agency facts") == "Short name"


def test_each_declared_title_field_is_a_text_field_of_its_model() -> None:
    declared = {}
    for name in [*DESCRIBED, "pages/about", "products/bonds"]:
        for model, node in document_schema(name).get("$defs", {}).items():
            if key := item_title_key(node):
                declared[model] = key
                assert node["properties"][key]["type"] == "string", model
    assert declared["Company"] == "name" and declared["FaqItem"] == "question"
    assert declared["Agent"] == "name"
