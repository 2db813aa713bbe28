"""What a send is held to before it is made, for the API and the CLI alike: a public post, known
topics, one send per post unless forced, and every risk finding of the post's wording named in
the send's acknowledgements (the pre-publish checks, service.checks: a review the post got when
it was published does not count for the e-mail, which goes to people's inboxes anew)."""

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from service.cache import ContentCache
from service.checks import Finding, PostText, check_context, check_post, review_key
from service.store import ContentStore

RISKS_TO_ACKNOWLEDGE = ("This post has wording to review before it is mailed: acknowledge each "
                        "finding for the e-mail, or change the post.")
ALREADY_SENT = "This post was already sent as a newsletter: force another send to send it again."
NOT_PUBLIC = "Only a published post can be sent as a newsletter."
NO_PUBLIC_URL = ("Set AGENCY_PUBLIC_URL first: a newsletter's links and images need the site's "
                 "public address.")


@dataclass
class SendRefused(Exception):
    """Why a send was not made: the status an API answers, the message, and what to show."""
    status: int
    message: str
    findings: list[Finding] = field(default_factory=list)
    errors: dict[str, str] = field(default_factory=dict)


def open_risks(text: PostText, source: ContentCache | ContentStore,
               acknowledge: Iterable[Mapping[str, Any]]) -> list[Finding]:
    """The post's risk findings that the acknowledgements do not name."""
    named = {review_key(str(a.get("rule", "")), a.get("phrase"), str(a.get("excerpt", "")))
             for a in acknowledge}
    return [f for f in check_post(text, check_context(source)) if f.severity == "risk"
            and review_key(f.rule, f.phrase, f.excerpt) not in named]


def check_send(public: bool, topics: list[str], known_topics: Iterable[str],
               earlier_send: int | None, force: bool, risks: list[Finding],
               public_url: str | None) -> None:
    """Raise SendRefused for the first thing that stops the send."""
    if public_url is None:
        raise SendRefused(422, NO_PUBLIC_URL)
    if not public:
        raise SendRefused(422, NOT_PUBLIC, errors={"slug": NOT_PUBLIC})
    unknown = sorted(set(topics) - set(known_topics))
    if not topics or unknown:
        words = f"No such topic: {', '.join(unknown)}" if unknown else "Choose a topic."
        raise SendRefused(422, words, errors={"topics": words})
    if risks:
        raise SendRefused(409, RISKS_TO_ACKNOWLEDGE, findings=risks)
    if earlier_send is not None and not force:
        raise SendRefused(409, ALREADY_SENT)


def topic_ids(copy: Mapping[str, Any]) -> list[str]:
    return [str(t["id"]) for t in copy.get("topics") or []
            if isinstance(t, Mapping) and t.get("id")]
