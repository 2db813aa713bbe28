"""Tries counted per client address for the routes a link or a code opens (the intake's resume,
a booking's manage and review links): 429 with Retry-After past a route's limit."""

from quart import current_app, request

from service.http.client_address import client_address, limit_key
from service.http.errors import APIError
from service.requests.desk import request_desk
from service.requests.limiter import SubmissionLimiter

LIMITS_KEY = "client_try_limits"
TOO_MANY = "Too many tries from your connection. Please wait a few minutes, or call us."


def count_try(name: str, limit: int) -> None:
    """Count this client's try of `name` (before any await: a burst cannot slip past); 429 past
    `limit` in the limiter's window, saying when to try again."""
    limits: dict[str, SubmissionLimiter] = current_app.extensions.setdefault(LIMITS_KEY, {})
    limiter = limits.setdefault(name, SubmissionLimiter(limit=limit))
    key, now = limit_key(client_address(request)), request_desk().clock.now()
    if not limiter.allows(key, now):
        raise APIError(429, TOO_MANY, retry_after=limiter.retry_after(key, now))
    limiter.record(key, now)
