"""The shapes of the staff inbox for the OpenAPI document: its filters, a page of requests and
the reports on where requests come from."""

from pydantic import BaseModel

from service.api.newsletter_answers import NewsletterReport
from service.api.openapi import JSONObject, query
from service.api.request_answers import StoredRequest
from service.requests.inbox import MOST_PAGES, MOST_SEARCH_CHARACTERS, PAGE_SIZE
from service.requests.kinds import REQUEST_KINDS
from service.requests.reports import MOST_WEEKS, WEEKS


class Assignee(BaseModel):
    username: str
    displayName: str


class Assignees(BaseModel):
    """The active staff a request can be assigned to."""

    assignees: list[Assignee]


class Forgotten(BaseModel):
    """How many requests of the person were forgotten."""

    forgotten: int


OVERDUE_ONLY = ("1", "true")
ANY_OVERDUE = ("", "0", "false")


def _choice(name: str, values: tuple[str, ...], description: str) -> JSONObject:
    # Empty is "any", as a filter form's "All" choice sends it.
    return query(name, {"type": "string", "enum": ["", *values]}, description)


INBOX_PARAMETERS = [
    query("q", {"type": "string", "maxLength": MOST_SEARCH_CHARACTERS},
          "Name or e-mail containing it (in any case), a phone number holding its digits (at "
          "least 4, written any way), or the reference it is."),
    _choice("kind", REQUEST_KINDS.ids, "Only requests of this kind; empty or left out: any."),
    _choice("status", tuple(REQUEST_KINDS.statuses),
            "Only requests in this status; empty or left out: any."),
    query("assignee", {"type": "string"},
          'Only requests assigned to this staff username (400 for a name no staff member has), '
          'or "none" for unassigned ones.'),
    _choice("overdue", (*OVERDUE_ONLY, "0", "false"),
            "1 or true: only requests still new after they were due."),
    _choice("renewal", (*OVERDUE_ONLY, "0", "false"),
            "1 or true: only requests back for a re-quote before their current policy renews "
            "(AGENCY_INTAKE_RENEWAL_DAYS), until their status is changed."),
    query("page", {"type": "integer", "minimum": 1, "maximum": MOST_PAGES, "default": 1},
          f"Which page of {PAGE_SIZE}; past the last, an empty one."),
]

REPORT_PARAMETERS = [
    query("weeks", {"type": "integer", "minimum": 1, "maximum": MOST_WEEKS, "default": WEEKS},
          "How many weeks, this one included, the reports cover."),
]


class RequestPage(BaseModel):
    """One page of the inbox, the overdue first (the earliest due first), then the newest;
    `total` matches the filters; `newCount`, `overdueCount` and `renewalCount` (back for a
    re-quote before renewal) count the whole inbox;
    `mailLinks` is false while AGENCY_PUBLIC_URL is unset (the office's mails cannot link to a
    request)."""

    requests: list[StoredRequest]
    newCount: int
    overdueCount: int
    renewalCount: int
    total: int
    page: int
    pageSize: int
    mailLinks: bool


class WeekCounts(BaseModel):
    """Requests that arrived in the week starting `start` (a Monday, the office's day), by kind."""

    start: str
    counts: dict[str, int]


class SourceCount(BaseModel):
    """The campaign (utm_source), else the referring site, else "Direct"."""

    source: str
    count: int


class PageCount(BaseModel):
    """The page a form was sent from; `title` is the post's or the route's (null: unknown)."""

    page: str
    title: str | None
    count: int


class RequestReports(BaseModel):
    """Requests per week by kind (oldest week first), and over those weeks by source and by
    page, with the median hours from arrival to the first contact (null: none contacted)."""

    weeks: list[WeekCounts]
    sources: list[SourceCount]
    pages: list[PageCount]
    medianFirstContactHours: float | None
    total: int
    newsletter: NewsletterReport
