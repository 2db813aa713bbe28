"""The newsletter's copy (copy/newsletter.json) as the running service reads it: its topics, the
consent sentence and the sender's name."""

from typing import Any

from pydantic import ValidationError

from service.content import NewsletterCopy

COPY_NAME = "newsletter"


class NewsletterUnavailable(Exception):
    """copy/newsletter.json is missing or not valid: nobody can sign up until it is fixed."""


def copy_from(parsed: Any) -> NewsletterCopy:
    """The copy from its parsed JSON; NewsletterUnavailable when it is missing or invalid."""
    try:
        return NewsletterCopy.model_validate(parsed)
    except ValidationError as error:
        raise NewsletterUnavailable("copy/newsletter.json is missing or not valid") from error


def current_copy() -> NewsletterCopy:
    """The running service's copy, from its content cache (inside a request's or the app's
    context)."""
    from service.state import app_state  # the service's state, only where the app runs

    state = app_state()
    return copy_from(state.cache.parsed(state.store.copy_path(COPY_NAME)))
