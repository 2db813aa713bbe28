"""The intake's sensitive answers (dates of birth, license numbers, VINs): sealed when written,
kept as stored when sent back masked (matched by the item's id), and shown masked to any
reader."""

from typing import Any

from service.requests.intake.form import INTAKE_FORM, IntakeField, Step
from service.requests.intake.sealing import KeyRing, SealBroken, is_sealed

HIDDEN_DATE = "••/••/••••"
DOTS = "••••"


def _stored_items(stored: Any) -> dict[str, dict[str, Any]]:
    if not isinstance(stored, list):
        return {}
    return {item["id"]: item for item in stored if isinstance(item, dict) and "id" in item}


def _sealed_item(step: Step, item: dict[str, Any], before: dict[str, Any], ring: KeyRing,
                 request_id: int) -> dict[str, Any]:
    """The item with its new sensitive answers sealed, cleared ones gone and the rest as kept."""
    sealed = dict(item)
    for field in step.fields:
        if not field.sensitive:
            continue
        if field.name not in item:
            if is_sealed(before.get(field.name)):
                sealed[field.name] = before[field.name]
        elif item[field.name] == "":
            del sealed[field.name]
        else:
            sealed[field.name] = ring.seal(item[field.name], request_id)
    return sealed


def seal_step(step: Step, kept: Any, stored: Any, ring: KeyRing, request_id: int) -> Any:
    """A checked step's answers as they are stored: a repeated step's items take the sensitive
    answers kept from the stored item with the same id."""
    if isinstance(kept, list):
        before = _stored_items(stored)
        return [_sealed_item(step, item, before.get(item["id"], {}), ring, request_id)
                for item in kept]
    return _sealed_item(step, kept, stored if isinstance(stored, dict) else {}, ring, request_id)


def mask(field: IntakeField, value: str, ring: KeyRing, request_id: int) -> dict[str, Any]:
    """What a reader sees of a sealed answer: a date of birth wholly hidden, others by their
    last four characters."""
    if field.check == "birthDate":
        return {"masked": HIDDEN_DATE, "set": True}
    try:
        plain = ring.unseal(value, request_id)
    except SealBroken:
        return {"masked": DOTS, "set": True}
    return {"masked": f"{DOTS} {plain[-4:]}", "set": True}


def _masked_item(step: Step, item: dict[str, Any], ring: KeyRing,
                 request_id: int) -> dict[str, Any]:
    shown = dict(item)
    for field in step.fields:
        if field.sensitive and isinstance(item.get(field.name), str):
            shown[field.name] = mask(field, item[field.name], ring, request_id)
    return shown


def masked_answers(answers: dict[str, Any], ring: KeyRing, request_id: int) -> dict[str, Any]:
    """Stored answers as any reader sees them: no sensitive value, sealed or plain."""
    shown: dict[str, Any] = {}
    for step_id, value in answers.items():
        step = INTAKE_FORM.step(step_id)
        if step is None:
            continue
        if isinstance(value, list):
            shown[step_id] = [_masked_item(step, item, ring, request_id) for item in value
                              if isinstance(item, dict)]
        elif isinstance(value, dict):
            shown[step_id] = _masked_item(step, value, ring, request_id)
    return shown


def resealed(answers: dict[str, Any], opener: KeyRing, sealer: KeyRing,
             request_id: int) -> dict[str, Any]:
    """Stored answers with every sealed value opened by `opener` and sealed again by `sealer`'s
    newest key (SealBroken when one does not open)."""
    def again(value: Any) -> Any:
        if isinstance(value, list):
            return [again(item) for item in value]
        if isinstance(value, dict):
            return {name: again(answer) for name, answer in value.items()}
        return sealer.seal(opener.unseal(value, request_id), request_id) if is_sealed(value) \
            else value

    result: dict[str, Any] = again(answers)
    return result
