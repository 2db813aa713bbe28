"""The pre-publish checks for staff: the findings in a stored post or document, and in the text an
editor holds before it is saved (the live list beside the editor)."""

import asyncio
import json
from typing import Annotated, Any

from pydantic import Field, StrictStr
from quart import Blueprint, Response
from quart.blueprints import BlueprintSetupState
from quart_schema import document_response, validate_request

from service.api.api_model import ApiModel, ApiRootModel
from service.api.document_edits import NAME_EXAMPLE, DocumentNameConverter
from service.api.openapi import answers
from service.api.responses import json_bytes_response
from service.checks import Finding, PostText, check_context, check_document, check_post
from service.content import (
    CONTENT_MAX,
    EXCERPT_MAX,
    SLUG_MAX_LENGTH,
    TITLE_MAX,
    URL_MAX,
    is_valid_slug,
)
from service.http.errors import APIError
from service.posts import encode_json
from service.state import app_state

blueprint = Blueprint("checks", __name__, url_prefix="/api/admin")

POST_EXAMPLE = {"slug": "boat-season-launch-checklist-for-long-island-sound"}


@blueprint.record_once
def _add_document_converter(setup: BlueprintSetupState) -> None:
    setup.app.url_map.converters["document"] = DocumentNameConverter


class PostChecksRequest(ApiModel):
    """A post's text as the editor holds it, saved or not. `slug`: the post's own, so that its
    own title does not count as another post's."""

    title: Annotated[StrictStr, Field(max_length=TITLE_MAX)]
    excerpt: Annotated[StrictStr, Field(max_length=EXCERPT_MAX)]
    content: Annotated[StrictStr, Field(max_length=CONTENT_MAX)]
    imageAlt: Annotated[StrictStr | None, Field(max_length=EXCERPT_MAX)] = None
    imageUrl: Annotated[StrictStr | None, Field(max_length=URL_MAX)] = None
    slug: Annotated[StrictStr | None, Field(max_length=SLUG_MAX_LENGTH)] = None


class DocumentChecksRequest(ApiModel):
    """A document as the editor holds it: checked as far as it is strings, valid or not."""

    data: Any = None


class Findings(ApiRootModel[list[Finding]]):
    """The findings, wording to review (severity risk) first, then advice; [] when none."""


def _findings_response(findings: list[Finding]) -> Response:
    return json_bytes_response(encode_json([f.model_dump(mode="json") for f in findings]))


async def _post_findings(text: PostText) -> Response:
    context = check_context(app_state().cache)
    return _findings_response(await asyncio.to_thread(check_post, text, context))


async def _document_findings(name: str, data: Any) -> Response:
    context = check_context(app_state().cache)
    return _findings_response(await asyncio.to_thread(check_document, name, data, context))


@blueprint.get("/blog-posts/<slug>/checks")
@document_response(Findings)
@answers(401, 404, access="staff", examples=POST_EXAMPLE)
async def post_checks(slug: str) -> Response:
    """The findings in a stored post: wording to review (risk) and advice."""
    post = app_state().cache.staff_post(slug) if is_valid_slug(slug) else None
    if post is None:
        raise APIError(404, "Blog post not found")
    return await _post_findings(PostText.model_validate(
        {name: post.get(name) for name in PostText.model_fields}))


@blueprint.post("/blog-posts/checks")
@validate_request(PostChecksRequest)
@document_response(Findings)
@answers(400, 401, 403, 413, 422, access="staff-write")
async def draft_post_checks(data: PostChecksRequest) -> Response:
    """The findings in a post's text as the editor holds it, before it is saved."""
    return await _post_findings(PostText.model_validate(data.model_dump()))


@blueprint.get("/documents/<document:name>/checks")
@document_response(Findings)
@answers(401, 404, access="staff", examples=NAME_EXAMPLE)
async def document_checks(name: str) -> Response:
    """The findings in a stored document (one that no longer validates is checked as far as it
    is strings)."""
    state = app_state()
    path = state.store.document_path(name)
    data = state.cache.parsed(path)
    if data is None:
        data = await asyncio.to_thread(_read_json, path)
    return await _document_findings(name, data)


@blueprint.post("/documents/<document:name>/checks")
@validate_request(DocumentChecksRequest)
@document_response(Findings)
@answers(400, 401, 403, 404, 413, 422, access="staff-write", examples=NAME_EXAMPLE)
async def draft_document_checks(name: str, data: DocumentChecksRequest) -> Response:
    """The findings in a document as the editor holds it, before it is saved."""
    app_state().store.document_path(name)  # 404 for a name no document has
    return await _document_findings(name, data.data)


def _read_json(path: Any) -> Any:
    """A stored document that does not validate, as JSON (None when it is not even that)."""
    try:
        return json.loads(path.read_bytes())
    except FileNotFoundError:
        raise APIError(404, "Document not found") from None
    except (OSError, ValueError):
        return None
