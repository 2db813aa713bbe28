"""Staff and the newsletter's subscribers: the list (search, status, topic, a count of each
status), the export as CSV, an import of people who consented elsewhere, and unsubscribing one.

The list's and the import's modules are imported at the first request that uses them, not by
every start (issue 42)."""

import asyncio
from typing import Any

from quart import Blueprint, Response, jsonify, request

from service.api.openapi import JSONObject, answers, query
from service.api.request_answers import FIELD_REFUSAL
from service.api.responses import no_store
from service.api.uploads import read_one_file
from service.auth.access import staff_member
from service.http.errors import APIError, json_error
from service.newsletter.setting import NewsletterUnavailable, current_copy
from service.newsletter.statuses import STATUSES
from service.requests.desk import request_desk
from service.requests.storage import LARGEST_ROW_ID

blueprint = Blueprint("staff_newsletter_subscribers", __name__,
                      url_prefix="/api/admin/newsletter")

SIGN_IN_TO_SEE = "Sign in to see the newsletter's subscribers"
PAGE_MAX = 10_000
SEARCH_MAX, TOPIC_MAX = 200, 60
NO_SUCH = "No subscriber has that id."
TOO_LARGE = "The file is too large: import at most 2 MB at a time."
NOT_TEXT = "The file could not be read as CSV text: save it as CSV (UTF-8) and try again."
UNAVAILABLE = "The newsletter's topics cannot be read just now (copy/newsletter.json)."
LIST_PARAMETERS = (
    query("q", {"type": "string", "maxLength": SEARCH_MAX}, "Words in the address or the name."),
    query("status", {"type": "string", "enum": list(STATUSES)}, "Only this status."),
    query("topic", {"type": "string", "maxLength": TOPIC_MAX}, "Only subscribers of this topic."),
    query("page", {"type": "integer", "minimum": 1, "maximum": PAGE_MAX}, "From 1."))
SUBSCRIBER: JSONObject = {"type": "object", "required": [
    "id", "email", "name", "topics", "status", "createdAt", "confirmedAt", "consent"],
    "properties": {"id": {"type": "integer"}, "email": {"type": "string"},
                   "name": {"type": "string"},
                   "topics": {"type": "array", "items": {"type": "string"}},
                   "status": {"type": "string", "enum": list(STATUSES)},
                   "createdAt": {"type": "string", "format": "date-time"},
                   "confirmedAt": {"type": ["string", "null"], "format": "date-time"},
                   "consent": {"type": "object"}}}
LIST_ANSWER: dict[int, JSONObject] = {200: {
    "description": "A page of the subscribers found (newest first), how many were found and "
                   "the count of each status.", "content": {"application/json": {"schema": {
        "type": "object", "required": ["subscribers", "total", "counts"], "properties": {
            "subscribers": {"type": "array", "items": SUBSCRIBER}, "total": {"type": "integer"},
            "counts": {"type": "object", "additionalProperties": {"type": "integer"}}}}}}}}
CSV_ANSWER: dict[int, JSONObject] = {200: {
    "description": "The subscribers found, as CSV.",
    "headers": {"Content-Disposition": {"required": True, "schema": {"type": "string"}}},
    "content": {"text/csv": {"schema": {"type": "string"}}}}}
IMPORT_FIELDS: JSONObject = {"type": "object", "required": ["consentSource", "topics"],
                             "properties": {
                                 "csv": {"type": "string"},
                                 "consentSource": {"type": "string", "minLength": 1},
                                 "topics": {"type": "array", "items": {"type": "string"}}}}
IMPORT_BODY: JSONObject = {"required": True, "content": {
    "application/json": {"schema": {**IMPORT_FIELDS, "required": ["csv", "consentSource",
                                                                   "topics"]}},
    "multipart/form-data": {"schema": {**IMPORT_FIELDS, "required": ["file", "consentSource",
                                                                     "topics"], "properties": {
        **IMPORT_FIELDS["properties"], "file": {"type": "string", "format": "binary"}}}}}}
IMPORT_ANSWER: dict[int, JSONObject] = {200: {
    "description": "How many were added, and each line skipped with why.",
    "content": {"application/json": {"schema": {
        "type": "object", "required": ["added", "skipped"], "properties": {
            "added": {"type": "integer"}, "skipped": {"type": "array", "items": {
                "type": "object", "properties": {"line": {"type": "integer"},
                                                 "email": {"type": "string"},
                                                 "reason": {"type": "string"}}}}}}}}},
    **FIELD_REFUSAL}
STATUS_BODY: JSONObject = {"required": True, "content": {"application/json": {"schema": {
    "type": "object", "required": ["status"],
    "properties": {"status": {"type": "string", "enum": ["unsubscribed"]}}}}}}
STATUS_ANSWER: dict[int, JSONObject] = {200: {
    "description": "The subscriber as they now stand.",
    "content": {"application/json": {"schema": SUBSCRIBER}}}, **FIELD_REFUSAL}


def _filters() -> dict[str, Any]:
    args = request.args
    status, page = args.get("status") or None, args.get("page", "1")
    if status is not None and status not in STATUSES:
        raise APIError(400, f"status must be one of {', '.join(STATUSES)}")
    if not page.isdigit() or not 1 <= int(page) <= PAGE_MAX:
        raise APIError(400, f"page must be a whole number from 1 to {PAGE_MAX}")
    q, topic = args.get("q") or None, args.get("topic") or None
    if (q and len(q) > SEARCH_MAX) or (topic and len(topic) > TOPIC_MAX):
        raise APIError(400, f"q takes at most {SEARCH_MAX} characters, topic {TOPIC_MAX}")
    return {"q": q, "status": status, "topic": topic, "page": int(page)}


async def _read(**kwargs: Any) -> dict[str, Any]:
    from service.newsletter.staff_list import find_subscribers

    desk = request_desk()

    def read() -> dict[str, Any]:
        with desk.store.reading() as db:
            return find_subscribers(db, **kwargs)
    return await asyncio.to_thread(read)


@blueprint.get("/subscribers")
@answers(400, 401, 403, access="staff", signed_out=SIGN_IN_TO_SEE, responses=LIST_ANSWER,
         parameters=LIST_PARAMETERS)
async def list_subscribers() -> Response:
    """A page of the subscribers found by address or name, status and topic (staff only)."""
    return no_store(jsonify(await _read(**_filters())))


@blueprint.get("/subscribers.csv")
@answers(400, 401, 403, access="staff", signed_out=SIGN_IN_TO_SEE, responses=CSV_ANSWER,
         parameters=LIST_PARAMETERS[:3], conditional=False)
async def export_subscribers() -> Response:
    """Every subscriber found, as CSV (staff only): address, name, topics, status, when they
    signed up and confirmed, and where they consented."""
    from service.newsletter.staff_list import subscribers_csv

    filters = {**_filters(), "page": 1, "page_size": None}
    found = await _read(**filters)
    response = Response(subscribers_csv(found["subscribers"]), mimetype="text/csv")
    response.headers["Content-Disposition"] = 'attachment; filename="subscribers.csv"'
    return no_store(response)


async def _import_fields() -> tuple[str, object, object]:
    """The CSV's text, the consent source and the topics, as JSON or a multipart upload."""
    from service.newsletter.importing import MAX_IMPORT_BYTES, ImportRefused

    if request.mimetype == "multipart/form-data":
        data, _ = await read_one_file(request, "file", MAX_IMPORT_BYTES,
                                      APIError(413, TOO_LARGE))
        form = await request.form
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise ImportRefused("csv", NOT_TEXT) from error
        return text, form.get("consentSource"), form.getlist("topics")
    body = await request.get_json(silent=True)
    if not isinstance(body, dict) or not isinstance(body.get("csv"), str):
        raise APIError(400, "Send {\"csv\", \"consentSource\", \"topics\"} as JSON, or the file "
                            "as multipart/form-data in the field 'file'.")
    return body["csv"], body.get("consentSource"), body.get("topics")


@blueprint.post("/subscribers/import")
@answers(400, 401, 403, 413, 503, access="staff-write", request_body=IMPORT_BODY,
         responses=IMPORT_ANSWER)
async def import_csv() -> Response:
    """Add people who consented elsewhere, from a CSV (email, name), as subscribed to the topics
    chosen, with the consent source typed (required); each line not added is named with why."""
    from service.newsletter.importing import ImportRefused, import_subscribers
    from service.newsletter.subscribers import chosen_topics

    try:
        text, source, asked = await _import_fields()
        known = current_copy().topic_ids()
    except ImportRefused as refused:
        return no_store(json_error(422, refused.message, errors={refused.field: refused.message}))
    except NewsletterUnavailable as error:
        raise APIError(503, UNAVAILABLE, retry_after=60) from error
    topics = chosen_topics(asked, known)
    if isinstance(topics, str):
        return no_store(json_error(422, topics, errors={"topics": topics}))
    desk, who = request_desk(), staff_member().session.username

    def run() -> dict[str, Any]:
        with desk.store.transaction() as db:
            return import_subscribers(db, text, source, topics, who, desk.clock.now())
    try:
        return no_store(jsonify(await asyncio.to_thread(run)))
    except ImportRefused as refused:
        return no_store(json_error(422, refused.message, errors={refused.field: refused.message}))


@blueprint.post("/subscribers/<int:subscriber_id>/status")
@answers(400, 401, 403, 404, access="staff-write", request_body=STATUS_BODY,
         responses=STATUS_ANSWER)
async def change_status(subscriber_id: int) -> Response:
    """Unsubscribe a subscriber (staff may only unsubscribe: subscribing takes the person's own
    confirmation)."""
    from service.newsletter.staff_list import StatusRefused, staff_status

    body = await request.get_json(silent=True)
    if not isinstance(body, dict):
        raise APIError(400, "Send {\"status\": \"unsubscribed\"} as JSON")
    if not 0 < subscriber_id <= LARGEST_ROW_ID:  # no row can have it (SQLite's are 64-bit)
        raise APIError(404, NO_SUCH)
    desk, who = request_desk(), staff_member().session.username

    def run() -> dict[str, Any] | None:
        with desk.store.transaction() as db:
            return staff_status(db, subscriber_id, body.get("status"), who, desk.clock.now())
    try:
        found = await asyncio.to_thread(run)
    except StatusRefused as refused:
        return no_store(json_error(422, str(refused), errors={"status": str(refused)}))
    if found is None:
        raise APIError(404, NO_SUCH)
    return no_store(jsonify(found))
