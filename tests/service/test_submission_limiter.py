"""The sliding-window limiter of the public forms: what it allows and how long it says to wait."""

from service.requests.limiter import SubmissionLimiter


def test_the_wait_runs_until_the_oldest_try_leaves_the_window() -> None:
    limiter = SubmissionLimiter(limit=3, window=600)
    for at in (0.0, 100.0, 250.5):
        assert limiter.allows("a", at)
        limiter.record("a", at)
    assert not limiter.allows("a", 300)
    assert limiter.retry_after("a", 300) == 300
    assert limiter.retry_after("a", 599.2) == 1  # rounded up, never 0
    assert limiter.allows("a", 600)
    assert limiter.allows("b", 300) and limiter.retry_after("b", 300) == 1
