"""A visitor's attachments to their intake: one file per upload (the declarations page), taken
when its content is one of the declared kinds, and removed again by its id."""

import asyncio

from quart import Blueprint, Response, jsonify, request

from service.api.intake_access import intake_contact, intake_request_id
from service.api.openapi import JSONObject, answers
from service.api.responses import no_store
from service.api.uploads import read_one_file
from service.http.errors import APIError
from service.requests.desk import request_desk
from service.requests.intake.files import (
    StoredFile,
    add_file,
    count_files,
    media_type_of,
    remove_stored,
    shown_name,
    take_file,
    upload_rules,
    write_whole,
)
from service.requests.request_db import LARGEST_ROW_ID
from service.state import app_state

blueprint = Blueprint("intake_files", __name__, url_prefix="/api/intake/files")

FILE_FIELD = "file"
NOT_ATTACHED = "That file is not attached to your request."
KIND_WORDS = {"application/pdf": "PDF", "image/jpeg": "JPEG", "image/png": "PNG",
              "image/heic": "HEIC"}
FILE_BODY: JSONObject = {"required": True, "content": {"multipart/form-data": {"schema": {
    "type": "object", "required": [FILE_FIELD],
    "properties": {FILE_FIELD: {"type": "string", "format": "binary",
                                "description": "A PDF, JPEG, PNG or HEIC file, known by its "
                                               "content (its name and stated type are not "
                                               "trusted)."}}}}}}


def _megabytes(size: int) -> str:
    return f"{size / (1024 * 1024):g} MB"


def _kinds() -> str:
    words = [KIND_WORDS.get(kind, kind) for kind in upload_rules().mediaTypes]
    return ", ".join(words[:-1]) + f" or {words[-1]}" if len(words) > 1 else words[0]


async def _read_file() -> tuple[bytes, str]:
    """The one uploaded file's bytes and name; refused before parsing when far too large."""
    limit = upload_rules().maxBytes
    too_large = APIError(413, f"That file is larger than {_megabytes(limit)}. Please send a "
                              "smaller scan or photo, or a PDF of the page alone.")
    data, name = await read_one_file(request, FILE_FIELD, limit, too_large)
    return data, shown_name(name)


@blueprint.post("")
@answers(400, 401, 409, 413, 415, access="intake", request_body=FILE_BODY, responses={
    201: {"description": "The file is kept: {id, name, size, mediaType}."}})
async def upload_file() -> Response:
    """Attach a file to the intake (multipart field `file`): 201 with its id; 413 beyond the
    declared size, 415 when its content is not a declared kind, 409 at the declared number."""
    request_id = await intake_request_id()
    await intake_contact(request_id)
    data, name = await _read_file()
    rules = upload_rules()
    media_type = await asyncio.to_thread(media_type_of, data) if data else None
    if media_type not in rules.mediaTypes:
        raise APIError(415, f"That file is not a {_kinds()} file. Please send the declarations "
                            "page as a PDF, or as a photo or scan.")
    desk, folder = request_desk(), app_state().settings.intake_files
    now = desk.clock.now()

    def keep() -> StoredFile | None:
        stored = write_whole(folder, data)
        try:
            with desk.store.transaction() as db:
                if count_files(db, request_id) >= rules.maxFiles:
                    remove_stored(folder, stored)
                    return None
                return add_file(db, request_id, stored, name, str(media_type), len(data),
                                now)
        except BaseException:
            remove_stored(folder, stored)
            raise

    kept = await asyncio.to_thread(keep)
    if kept is None:
        raise APIError(409, f"You can attach up to {rules.maxFiles} files. Remove one first to "
                            "attach another.")
    response = jsonify(kept.as_json())
    response.status_code = 201
    return no_store(response)


@blueprint.delete("/<int:file_id>")
@answers(401, 404, 409, access="intake", responses={
    204: {"description": "The file is removed."}})
async def remove_file(file_id: int) -> Response:
    """Remove an attached file of this intake (404 for another's or an unknown id)."""
    request_id = await intake_request_id()
    await intake_contact(request_id)
    desk, folder = request_desk(), app_state().settings.intake_files
    if file_id > LARGEST_ROW_ID:
        raise APIError(404, NOT_ATTACHED)

    def remove() -> bool:
        with desk.store.transaction() as db:
            stored = take_file(db, request_id, file_id)
        if stored is not None:
            remove_stored(folder, stored)
        return stored is not None

    if not await asyncio.to_thread(remove):
        raise APIError(404, NOT_ATTACHED)
    return no_store(Response(status=204))
