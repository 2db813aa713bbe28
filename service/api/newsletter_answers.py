"""The newsletter sends' bodies and answers as the OpenAPI document declares them."""

from typing import Annotated

from pydantic import BaseModel, Field, StrictBool, StrictStr

from service.checks import Finding
from service.content import Acknowledgement

TOPICS_MAX = 50
SUBJECT_MAX = 200


class SendRequest(BaseModel):
    """A post to mail to the subscribers of some topics, now or at `scheduledAt`."""
    slug: Annotated[StrictStr, Field(min_length=1, max_length=200)]
    topics: Annotated[list[Annotated[StrictStr, Field(min_length=1, max_length=80)]],
                      Field(min_length=1, max_length=TOPICS_MAX)]
    subject: Annotated[StrictStr | None, Field(min_length=1, max_length=SUBJECT_MAX)] = None
    scheduledAt: Annotated[StrictStr | None, Field(max_length=40, description=(
        "ISO 8601 with its offset (`2026-12-01T14:00:00Z`); unset or past: now"))] = None
    force: StrictBool = False
    acknowledge: Annotated[list[Acknowledgement], Field(max_length=50)] = []


class TestSendRequest(BaseModel):
    """The post as a test mail: to `to`, else the staff member's own address."""
    slug: Annotated[StrictStr, Field(min_length=1, max_length=200)]
    to: Annotated[StrictStr | None, Field(max_length=254)] = None
    subject: Annotated[StrictStr | None, Field(min_length=1, max_length=SUBJECT_MAX)] = None


class FeedbackRequest(BaseModel):
    """A bounce or complaint a mail provider reports about one of our mails."""
    type: Annotated[StrictStr, Field(pattern="^(bounce|complaint)$")]
    email: Annotated[StrictStr, Field(min_length=3, max_length=254)]
    messageId: Annotated[StrictStr | None, Field(max_length=250)] = None


class SendFigures(BaseModel):
    recipients: int
    sent: int
    pending: int
    failed: int
    interrupted: int
    skipped: int
    bounced: int
    complained: int
    unsubscribed: int


class NewsletterSend(BaseModel):
    """A send: its post, subject and topics, its state and its figures."""
    id: int
    slug: str
    subject: str
    topics: list[str]
    state: str
    scheduledAt: str | None
    createdAt: str | None
    createdBy: str | None
    forced: bool
    acknowledged: list[Acknowledgement]
    startedAt: str | None
    finishedAt: str | None
    figures: SendFigures


class SendMail(BaseModel):
    email: str
    state: str
    attempts: int
    sentAt: str | None
    error: str | None
    bouncedAt: str | None
    complainedAt: str | None


class NewsletterSendDetail(NewsletterSend):
    """A send with each recipient's mail (the send log)."""
    mails: list[SendMail]


class NewsletterSends(BaseModel):
    sends: list[NewsletterSend]


class NewsletterPreview(BaseModel):
    """The mail as subscribers would get it (links for a sample subscriber), and the post's
    findings (risk findings must be acknowledged to send)."""
    subject: str
    html: str
    text: str
    findings: list[Finding]


class ReportedSend(BaseModel):
    id: int
    slug: str
    subject: str
    state: str
    startedAt: str | None
    figures: SendFigures


class NewsletterReport(BaseModel):
    """The newsletter's sends of the report's weeks, newest first, and their figures added up
    (no tracking pixel, no rewritten link: what the relay, bounces, complaints and unsubscribes
    tell)."""
    sends: list[ReportedSend]
    totals: SendFigures
