"""GET /api/admin/requests/reports: requests per week by kind, by source and by page, and the
newsletter's sends with their figures."""

import asyncio

from quart import Blueprint, Response, jsonify, request
from quart_schema import document_response

from service.api.inbox_answers import REPORT_PARAMETERS, RequestReports
from service.api.openapi import answers
from service.http.errors import APIError
from service.requests.desk import request_desk
from service.requests.page_titles import cache_titles
from service.requests.reports import MOST_WEEKS, WEEKS, request_reports
from service.state import app_state

WEEK_SECONDS = 7 * 24 * 60 * 60
blueprint = Blueprint("request_reports", __name__, url_prefix="/api/admin/requests/reports")


def _weeks() -> int:
    text = request.args.get("weeks") or str(WEEKS)
    if not text.isascii() or not text.isdigit() or not 1 <= int(text) <= MOST_WEEKS:
        raise APIError(400, f"weeks must be a whole number from 1 to {MOST_WEEKS}")
    return int(text)


@blueprint.get("")
@document_response(RequestReports)
@answers(400, 401, access="staff", signed_out="Sign in to see reports",
         parameters=REPORT_PARAMETERS)
async def reports() -> Response:
    """Requests per week by kind, by source and by page, and time to contact (staff only).

    The weeks oldest first; sources and pages over those weeks, the most first; the median
    hours from arrival to the first contact staff recorded (a call, a text or an e-mail); pages
    named by their own titles; `newsletter`: the newsletter's sends of those weeks with their
    figures (sent, bounced, complained, unsubscribed, failed, interrupted)."""
    # Imported at the first report, not by every start (issue 42).
    from service.newsletter.sends import newsletter_report

    weeks = _weeks()
    desk = request_desk()
    titles = cache_titles(app_state().cache)

    def read() -> dict[str, object]:
        now = desk.clock.now()
        with desk.store.reading() as db:
            return request_reports(db, now, weeks, titles) | {
                "newsletter": newsletter_report(db, now - weeks * WEEK_SECONDS)}

    response = jsonify(await asyncio.to_thread(read))
    response.headers["Cache-Control"] = "no-store"
    return response
