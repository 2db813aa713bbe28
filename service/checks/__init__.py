"""The pre-publish checks: wording that is a risk for an insurance agency, and advice on
accessibility, links and lengths, run on a post's or a document's text; and the wording review
a write is held to (service/checks/wording_review.py)."""

from service.checks.content_check import CheckReport, check_content
from service.checks.context import check_context
from service.checks.document_checks import check_document
from service.checks.findings import Finding
from service.checks.folder_findings import ContentFindings, FileFinding, content_findings
from service.checks.html_text import read_html
from service.checks.post_checks import PostText, check_post, post_text
from service.checks.reviews import read_document_reviews, review_key
from service.checks.sentences import ELLIPSIS
from service.checks.wording_review import (
    document_reviewer,
    post_reviewer,
    review_time,
    review_wording,
    worded_in,
)

__all__ = [
    "ELLIPSIS",
    "CheckReport",
    "ContentFindings",
    "FileFinding",
    "Finding",
    "PostText",
    "check_content",
    "check_context",
    "check_document",
    "check_post",
    "content_findings",
    "document_reviewer",
    "post_reviewer",
    "post_text",
    "read_document_reviews",
    "read_html",
    "review_key",
    "review_time",
    "review_wording",
    "worded_in",
]
