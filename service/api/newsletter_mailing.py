"""A post as the newsletter mails it, before any send: the preview, and a test mail to staff.

The mail's modules are imported at the first preview or test, not by every start (issue 42)."""

import asyncio
from collections.abc import Mapping

from quart import Blueprint, Response, jsonify, request
from quart_schema import document_response, validate_request

from service.api.newsletter_answers import NewsletterPreview, TestSendRequest
from service.api.newsletter_sends import post_text
from service.api.openapi import answers, query
from service.api.responses import no_store
from service.auth.access import staff_member
from service.checks import check_context, check_post
from service.http.errors import APIError, field_errors, json_error
from service.newsletter.desk import NewsletterDesk, newsletter_desk
from service.requests import mail
from service.requests.desk import request_desk
from service.state import app_state

blueprint = Blueprint("newsletter_mailing", __name__, url_prefix="/api/admin/newsletter")
NO_ADDRESS = ("Your account is not linked to a team member with an e-mail address: give the "
              "address to send the test to.")
MAIL_OFF = "Mail is off: set AGENCY_SMTP_HOST and AGENCY_NOTIFY_TO to send a test."


def _post(newsletter: NewsletterDesk, slug: str) -> tuple[str, str, str]:
    """The public post's title, HTML and path; 404 for no post, 422 for one not public."""
    from service.newsletter.send_gate import NO_PUBLIC_URL, NOT_PUBLIC

    if app_state().settings.public_url is None:
        raise APIError(422, NO_PUBLIC_URL)
    post = newsletter.public_post(slug)
    if post is None:
        post_text(slug)  # 404 for no post at all
        raise APIError(422, NOT_PUBLIC)
    return post


@blueprint.get("/preview")
@document_response(NewsletterPreview)
@answers(401, 404, 422, access="staff", parameters=[
    query("slug", {"type": "string", "minLength": 1, "maxLength": 200}, "The post's slug."),
    query("subject", {"type": "string", "maxLength": 200}, "The subject; the post's title "
                                                          "when unset.")])
async def preview() -> Response:
    """The mail subscribers would get (its HTML and text parts) and the post's findings."""
    from service.newsletter.issue_mail import html_document, text_document
    from service.newsletter.test_mail import post_parts, sample

    newsletter, settings = newsletter_desk(), app_state().settings
    slug = request.args.get("slug") or ""
    post = _post(newsletter, slug)
    assert settings.public_url is not None
    facts = request_desk().outbox.site_facts()
    html, text = post_parts(post, settings.public_url, facts)
    to = sample("subscriber@example.com", newsletter.copy(), newsletter.links)
    findings = await asyncio.to_thread(check_post, post_text(slug),
                                       check_context(app_state().cache))
    return no_store(jsonify({
        "subject": mail.header_text(request.args.get("subject") or post[0]),
        "html": html_document(html, to, settings.public_url, facts),
        "text": text_document(text, to, settings.public_url, facts),
        "findings": [f.model_dump(mode="json") for f in findings]}))


def _own_address() -> str | None:
    member = staff_member().session.member
    agents = (app_state().cache.parsed(app_state().store.copy_path("team")) or {}).get("agents")
    for agent in agents if isinstance(agents, list) else []:
        if isinstance(agent, Mapping) and agent.get("id") == member and member:
            return mail.header_address(str(agent.get("email") or ""))
    return None


@blueprint.post("/test")
@validate_request(TestSendRequest)
@answers(400, 401, 403, 404, 413, 422, 502, access="staff-write", responses={202: {
    "description": "The test mail was handed to the mail server."}})
async def test_send(data: TestSendRequest) -> tuple[Response, int] | Response:
    """Mail the post to one address now, as a subscriber would get it, with "[Test] " before
    the subject: never to subscribers, not kept as a send."""
    from service.newsletter.relay import refusal
    from service.newsletter.test_mail import send_now, trial_message

    newsletter, settings = newsletter_desk(), app_state().settings
    to = mail.header_address(data.to) if data.to else _own_address()
    if to is None:
        words = "Give an e-mail address." if data.to else NO_ADDRESS
        return no_store(json_error(422, words, errors=field_errors([("to", words)])))
    if not settings.mail_enabled:
        raise APIError(422, MAIL_OFF)
    message = trial_message(_post(newsletter, data.slug), to, data.subject, settings,
                           request_desk().outbox.site_facts(), newsletter.copy(),
                           newsletter.links)
    try:
        await asyncio.to_thread(send_now, message, to, settings)
    except Exception as error:  # any failure of the server is a 502
        raise APIError(502, f"The mail server did not take the mail: {refusal(error).words}") \
            from None
    return no_store(jsonify({"message": f"A test was sent to {to}."})), 202
