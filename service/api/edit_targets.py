"""Staff ask what a public page comes from, so that "Edit this page" opens it in the workspace."""

from typing import Any

from quart import Blueprint, request
from quart_schema import document_response

from service.api.api_model import ApiModel
from service.api.openapi import answers, query
from service.http.errors import APIError
from service.site.edit_targets import edit_target
from service.state import app_state

blueprint = Blueprint("edit_targets", __name__, url_prefix="/api/admin")

PATH_MAX = 2_000
PATH_PARAMETER = {**query("path", {"type": "string", "minLength": 1, "maxLength": PATH_MAX,
                                   "pattern": "^/([^/].*)?$"},
                          "A public page's path, like /faqs."), "required": True}


class EditTargetAnswer(ApiModel):
    """What the page comes from: a document (`document`, with the `section` it shows), a post
    (`post`, its slug), or neither (the blog's list: the posts); `href` opens it for staff, and
    a document's editor links back to the page ("View on site")."""

    route: str
    href: str
    document: str | None = None
    section: str | None = None
    post: str | None = None


@blueprint.get("/edit-target")
@document_response(EditTargetAnswer)
@answers(400, 401, 404, access="staff", parameters=[PATH_PARAMETER])
async def page_edit_target() -> dict[str, Any]:
    """The document (or post) and section a public page comes from (404: no public page there)."""
    path = request.args.get("path", "")
    if not path.startswith("/") or path.startswith("//") or len(path) > PATH_MAX:
        raise APIError(400, "path must be one of this site's addresses, like /faqs")
    target = edit_target(app_state().cache, path)
    if target is None:
        raise APIError(404, f"No public page answers {path[:100]}")
    return EditTargetAnswer(route=target.route, href=target.href, document=target.document,
                            section=target.section, post=target.post).model_dump(mode="json")
