"""How an answer is named where its value is not shown (the timeline, a changed-answers list):
"Driver 1 (Ann Lee): License number", from the declaration's words."""

from typing import Any

from service.requests.intake.form import IntakeField, Step


def item_title(step: Step, item: dict[str, Any], index: int) -> str:
    """"Driver 2 (Bo Lee)": a repeated step's item by its number and its title answer."""
    assert step.repeat is not None
    title = next((item.get(field.name) for field in step.fields if field.title), None)
    named = f" ({' '.join(title.split())})" if isinstance(title, str) and title.strip() else ""
    return f"{step.repeat.item} {index + 1}{named}"


def answer_label(step: Step, field: IntakeField, item: dict[str, Any] | None = None,
                 index: int = 0) -> str:
    """How the timeline names an answer: "Driver 1 (Ann Lee): License number"."""
    if step.repeat is None or item is None:
        return f"{step.title}: {field.label}"
    return f"{item_title(step, item, index)}: {field.label}"


def changed_labels(step: Step, before: Any, after: Any) -> list[str]:
    """The answers that differ between two stored versions of a step, by their labels (sealed
    ones by their sealing: a value typed again counts as changed), and the items removed."""
    def items(stored: Any) -> list[dict[str, Any]]:
        listed = stored if isinstance(stored, list) else [stored]
        return [item for item in listed if isinstance(item, dict)]

    old = {item.get("id", ""): item for item in items(before)}
    labels = [answer_label(step, field, item, index)
              for index, item in enumerate(items(after)) for field in step.fields
              if item.get(field.name) != old.get(item.get("id", ""), {}).get(field.name)]
    if step.repeat is not None:
        kept = {item.get("id", "") for item in items(after)}
        labels += [f"{step.repeat.item} {key!s:.20} removed" for key in old if key not in kept]
    return labels
