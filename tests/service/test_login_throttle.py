"""The sign-in throttle on its own: counted before checking, limits per address and per address and
user name, a slow-down (never a lock) per user name, and bounded memory."""

import pytest

from service.auth import throttle as throttle_module
from service.auth.throttle import Attempt, LoginThrottle, Refused

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    fake = Clock()
    monkeypatch.setattr(throttle_module.time, "monotonic", fake)
    return fake


def started(throttle: LoginThrottle, address: str, user: str) -> Attempt:
    attempt = throttle.begin(address, user)
    assert isinstance(attempt, Attempt), attempt
    return attempt


def test_guesses_are_counted_when_they_start_not_when_they_fail(clock: Clock) -> None:
    throttle = LoginThrottle()
    # 30 guesses at once: none has been checked yet when the next one arrives.
    answers = [throttle.begin("203.0.113.5", "editor") for _ in range(30)]
    assert sum(isinstance(a, Attempt) for a in answers) == throttle_module.PAIR_LIMIT == 5
    refused = [a for a in answers if isinstance(a, Refused)]
    assert len(refused) == 25
    assert all(0 < a.retry_after <= throttle_module.WINDOW_SECONDS + 1 for a in refused)


def test_one_address_is_limited_across_user_names(clock: Clock) -> None:
    throttle = LoginThrottle()
    answers = [throttle.begin("203.0.113.5", f"user{n}") for n in range(30)]
    assert sum(isinstance(a, Attempt) for a in answers) == throttle_module.ADDRESS_LIMIT == 20


def test_a_user_name_is_slowed_down_never_refused(clock: Clock) -> None:
    throttle = LoginThrottle()
    delays = [started(throttle, f"198.51.100.{n}", "editor").delay for n in range(12)]
    assert delays == [0, 0, 0, 0, 0, 0.5, 1, 2, 4, 4, 4, 4]
    # The real staff member, from an address of their own, still gets to the password check.
    assert started(throttle, "192.0.2.10", "editor").delay == throttle_module.USER_MAX_DELAY


def test_the_window_slides(clock: Clock) -> None:
    throttle = LoginThrottle()
    for _ in range(5):
        started(throttle, "203.0.113.5", "editor")
    assert isinstance(throttle.begin("203.0.113.5", "editor"), Refused)
    clock.now += throttle_module.WINDOW_SECONDS + 1
    assert started(throttle, "203.0.113.5", "editor").delay == 0


def test_a_right_password_clears_its_pair_and_an_unchecked_guess_counts_for_nothing(
        clock: Clock) -> None:
    throttle = LoginThrottle()
    for _ in range(4):
        started(throttle, "203.0.113.5", "editor")
    throttle.succeeded(started(throttle, "203.0.113.5", "editor"))
    for _ in range(4):
        throttle.not_checked(started(throttle, "203.0.113.5", "editor"))
    for _ in range(5):
        started(throttle, "203.0.113.5", "editor")
    assert isinstance(throttle.begin("203.0.113.5", "editor"), Refused)


def test_memory_is_bounded_however_many_names_and_addresses(clock: Clock) -> None:
    throttle = LoginThrottle(max_keys=100)
    for n in range(5000):
        throttle.begin(f"10.{n // 65536}.{n // 256 % 256}.{n % 256}", f"name{n}")
    assert throttle.keys_held() <= 3 * 100
    default = LoginThrottle()
    assert default.addresses.max_keys == default.pairs.max_keys == default.users.max_keys \
        == throttle_module.MAX_KEYS
