"""Staff read and change any content document other than a post: its stored value with its
version (ETag), a change checked by the document's model as one commit, its history, a restore."""

import asyncio
import re
from dataclasses import asdict
from typing import Annotated, Any

from pydantic import Field
from quart import Blueprint, Response, request
from quart.blueprints import BlueprintSetupState
from quart_schema import document_response
from werkzeug.routing import BaseConverter

from service.api.api_model import ApiModel
from service.api.openapi import JSONObject, answers
from service.api.responses import json_bytes_response
from service.api.staff_answers import utc_text
from service.api.staff_writes import ETAG, IF_MATCH, author, restore_route, written
from service.api.versions import expected_versions, required_versions, with_etag
from service.api.wording_gate import WORDING_CONFLICT, acknowledged_body, document_reviewer
from service.auth.access import staff_member
from service.content import (
    FIXED_DOCUMENTS,
    FOLDER_DOCUMENTS,
    Acknowledgements,
    Group,
    known_document_adapter,
)
from service.documents import (
    ABSENT,
    ChangeRules,
    DocumentWrite,
    change_document,
    document_schema,
    document_versions,
    editable_documents,
    read_document_version,
    restore_document,
    stored_changes,
    stored_form,
    undo_change,
)
from service.posts import VersionRev, encode_json
from service.state import app_state

blueprint = Blueprint("document_edits", __name__, url_prefix="/api/admin/documents")


class DocumentNameConverter(BaseConverter):
    """A document's name as the registry knows its shape ('site', 'pages/<stem>'): so that
    '/site/history' is the history's address and never a document called 'site/history'."""

    regex = (f"(?:{'|'.join(map(re.escape, FIXED_DOCUMENTS))}|"
             f"(?:{'|'.join(map(re.escape, FOLDER_DOCUMENTS))})/[^/]+)")


@blueprint.record_once
def _add_document_converter(setup: BlueprintSetupState) -> None:
    setup.app.url_map.converters["document"] = DocumentNameConverter


NAME_EXAMPLE = {"name": "site"}
DOCUMENT_BODY: JSONObject = {"required": True, "content": {"application/json": {"schema": {
    "description": "The whole document, in the shape its public read answers (GET /api/site, "
                   "/api/pages/{name}, /api/copy/{name}, …); checked by the document's model. "
                   "Or `{\"data\": <the document>, \"acknowledge\": [{rule, phrase, excerpt}]}` "
                   "to name the risk findings of its wording (POST …/checks) staff reviewed and "
                   "let stand: a document with one neither named nor reviewed before is refused "
                   "(409, with the findings)."}}}}


class DocumentAnswer(ApiModel):
    """A document as stored, by its name: 'site', 'services', 'companies', 'redirects',
    'pages/{name}', 'products/{slug}' or 'copy/{name}'."""

    name: str
    value: Any


SCHEMA_ANSWER: dict[int, JSONObject] = {200: {
    "description": "The JSON Schema (draft 2020-12, validation mode, `$defs` kept) of the "
                   "document's model: each field's `title` and `description` where the model "
                   "gives them, and its widget as `x-widget` (html, image, textarea, time, date, "
                   "email, tel, url), and `x-owner-only: true` on a field only an owner may "
                   "change (on the root: the whole document).",
    "content": {"application/json": {"schema": {"type": "object", "additionalProperties": True},
                                     "example": {"type": "object", "properties": {
                                         "title": {"type": "string"}}}}}}}


class DocumentListItem(ApiModel):
    """A document staff can open, by name, with its title for staff and its group on the Site
    screen (the list comes in the groups' order); `problem` is null, or says what is wrong with a
    file that no longer validates (reading it answers 409 until it is put right)."""

    name: str
    title: str
    group: Group
    problem: str | None = None


class FieldChangeAnswer(ApiModel):
    """One field a version changed: its path into the document's JSON (keys and list positions),
    its place named for people (the item by its own name, then the field's label), and its
    value before and after (null where that version leaves the field out)."""

    path: list[str | int]
    place: str
    old: Any
    new: Any


class DocumentVersionAnswer(ApiModel):
    """One commit that touched the document; value is the document after it (null: deleted, or
    not valid then); changes, each field it changed from the version before (empty when it
    created, deleted or broke the document)."""

    rev: str
    at: str
    author: str
    message: str
    deleted: bool
    value: Any
    changes: list[FieldChangeAnswer] = []  # noqa: RUF012  # pydantic copies a default per instance


class DocumentHistoryAnswer(ApiModel):
    versions: list[DocumentVersionAnswer]


class DocumentRestoreRequest(ApiModel):
    """The version to bring back, as a new change, and the risk findings of its wording staff
    reviewed and let stand (`acknowledge`)."""

    rev: Annotated[VersionRev, Field(description=(
        "A version's `rev` from the document's history; one git does not know is refused "
        "with 422."))]
    acknowledge: Acknowledgements = None


def _change_rules() -> ChangeRules:
    """The rules a change by the signed-in member keeps to: their role's, the settings' embeds."""
    state = app_state()
    return ChangeRules(owner=staff_member().session.role == "owner",
                       embed_origins=state.settings.embed_origins)


def _stored_form(name: str, value: Any) -> Any:
    return stored_form(known_document_adapter(name), value)


def _document_response(name: str, value: Any, version: str) -> Response:
    answer = DocumentAnswer(name=name, value=_stored_form(name, value))
    return with_etag(json_bytes_response(encode_json(answer.model_dump(mode="json"))), version,
                     request)


def _written_response(write: DocumentWrite) -> Response:
    return _document_response(write.name, write.value, write.version)


@blueprint.get("")
@document_response(list[DocumentListItem])
@answers(401, access="staff")
async def list_documents() -> Response:
    """Every document staff can edit here, by name, with its title for staff and its group.

    By group, in the Site screen's order; a file edited by hand into an invalid state is listed
    with its problem."""
    entries = await asyncio.to_thread(editable_documents, app_state().store)
    return json_bytes_response(encode_json([
        DocumentListItem(**asdict(entry)).model_dump(mode="json")
        for entry in entries]))


@blueprint.get("/<document:name>")
@document_response(DocumentAnswer)
@answers(401, 404, 409, access="staff", success_headers=ETAG, examples=NAME_EXAMPLE)
async def get_document(name: str) -> Response:
    """A document as stored, with the ETag to send back as If-Match (409: the stored file does
    not validate, the answer says why; saving a valid document puts it right)."""
    value, version = await asyncio.to_thread(read_document_version, app_state().store, name)
    return _document_response(name, value, version)


@blueprint.put("/<document:name>")
@document_response(DocumentAnswer)
@answers(400, 401, 403, 404, 409, 412, 413, 422, 428, access="staff-write",
         parameters=[IF_MATCH], success_headers=ETAG, examples=NAME_EXAMPLE,
         request_body=DOCUMENT_BODY, responses=WORDING_CONFLICT)
async def replace_document(name: str) -> Response:
    """Replace a document, checked by its model and its wording reviewed, as one commit by the
    signed-in staff member (with the reviews it keeps, in wording-reviews.json).

    Only an owner changes the owner-only fields (the form and map embeds and feature flags of
    `site`, the whole of `copy/wording-rules`): another member's change to one is refused with
    403 naming it, while values sent back as stored save. A changed embed address must be of an
    origin AGENCY_EMBED_ORIGINS allows (422 naming the field otherwise, for owners too)."""
    state = app_state()
    versions = required_versions(request)
    data, acknowledge = acknowledged_body(await request.get_json())
    write = await written(state, change_document, state.store, name, data, author=author(),
                          expected_versions=versions,
                          review=document_reviewer(state, acknowledge, author()),
                          rules=_change_rules())
    return _written_response(write)


class DocumentUndoRequest(ApiModel):
    """One change of a version to undo alone: the version's `rev` and the change's `path`, as
    the history lists them, and the risk findings staff reviewed and let stand."""

    rev: VersionRev
    path: Annotated[list[Annotated[str, Field(max_length=200)] | Annotated[int, Field(ge=0)]],
                    Field(min_length=1, max_length=30)]
    acknowledge: Acknowledgements = None


@restore_route(blueprint, "/<document:name>/undo", DocumentUndoRequest, DocumentAnswer,
               examples=NAME_EXAMPLE)
async def undo_document_change(name: str, data: DocumentUndoRequest) -> Response:
    """One change of a version undone alone, as a new commit: that field back to its value
    before the version, the rest of the document as it is now.

    Held to a save's checks (its model, the wording review, owner-only fields, the write lock);
    refused with 409 when the field changed since that version, 422 when that version made no
    such change."""
    state = app_state()
    write = await written(state, undo_change, state.store, name, data.rev, tuple(data.path),
                          author=author(), expected_versions=expected_versions(request),
                          review=document_reviewer(state, data.acknowledge, author()),
                          rules=_change_rules())
    return _written_response(write)


@blueprint.get("/<document:name>/schema")
@answers(401, 404, access="staff", examples=NAME_EXAMPLE, responses=SCHEMA_ANSWER)
async def document_schema_answer(name: str) -> Response:
    """The JSON Schema of the document's model, from which the staff form is built."""
    return json_bytes_response(encode_json(document_schema(name)))


@blueprint.get("/<document:name>/history")
@document_response(DocumentHistoryAnswer)
@answers(401, 404, 409, access="staff", examples=NAME_EXAMPLE)
async def document_history(name: str) -> dict[str, Any]:
    """Every commit that touched the document, newest first, with the document after it."""
    versions = await asyncio.to_thread(document_versions, app_state().store, name)
    values = [None if v.value is None else _stored_form(name, v.value) for v in versions]
    return DocumentHistoryAnswer(versions=[DocumentVersionAnswer(
        rev=v.rev, at=utc_text(v.at), author=v.author, message=v.message, deleted=v.deleted,
        value=value, changes=_changes(name, values[index + 1:index + 2], value))
        for index, (v, value) in enumerate(zip(versions, values, strict=True))],
    ).model_dump(mode="json")


def _changes(name: str, before: list[Any], after: Any) -> list[FieldChangeAnswer]:
    """What after changed from the version before it (none without both)."""
    if not before or before[0] is None or after is None:
        return []
    return [FieldChangeAnswer(path=list(c.path), place=c.place, old=_given(c.old),
                              new=_given(c.new)) for c in stored_changes(name, before[0], after)]


def _given(value: Any) -> Any:
    return None if value is ABSENT else value


@restore_route(blueprint, "/<document:name>/restore", DocumentRestoreRequest, DocumentAnswer,
               examples=NAME_EXAMPLE)
async def restore_document_version(name: str, data: DocumentRestoreRequest) -> Response:
    """The document as of an earlier version, written back as a new commit.

    Its wording is reviewed as a save's is (409 until it is); the reviews the document had at
    that version count, as do those it has now."""
    state = app_state()
    write = await written(state, restore_document, state.store, name, data.rev, author=author(),
                          expected_versions=expected_versions(request),
                          review=document_reviewer(state, data.acknowledge, author()),
                          rules=_change_rules())
    return _written_response(write)
