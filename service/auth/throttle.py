"""Sign-in throttling after OWASP's authentication guidance, counted before any password check.

- per client address: at most ADDRESS_LIMIT guesses per window (password spraying over names);
- per address and user name: at most PAIR_LIMIT guesses per window (guessing one password);
- per user name alone, from any address: never refused, only slowed down (a delay doubling
  from USER_FIRST_DELAY to USER_MAX_DELAY after USER_FREE guesses), so an attacker elsewhere
  cannot lock the real staff member out.

A guess is counted when it starts, before the slow hash, so guesses sent all at once cannot
all reach the check: at most the limit per window are ever verified. A successful sign-in
takes back its own count; a guess that was never verified (the hashing was busy) too.
Memory is bounded: each table keeps at most MAX_KEYS keys, the least recently used go first.
"""

import time
from collections import OrderedDict, deque
from dataclasses import dataclass

WINDOW_SECONDS = 15 * 60
ADDRESS_LIMIT = 20
PAIR_LIMIT = 5
USER_FREE = 5
USER_FIRST_DELAY = 0.5
USER_MAX_DELAY = 4.0
MAX_KEYS = 10_000


@dataclass(frozen=True)
class Attempt:
    """A counted sign-in guess: its keys, when it was counted and how long to hold it back."""

    address: str
    pair: str
    user: str
    at: float
    delay: float


@dataclass(frozen=True)
class Refused:
    """A guess over a limit: never checked; try again after retry_after seconds."""

    retry_after: int


class WindowCounts:
    """Guess times per key within a sliding window, for at most max_keys keys."""

    def __init__(self, window: float, per_key: int, max_keys: int) -> None:
        self.window = window
        self.per_key = per_key
        self.max_keys = max_keys
        self._times: OrderedDict[str, deque[float]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._times)

    def recent(self, key: str, now: float) -> deque[float]:
        """The key's times within the window (oldest first), now its most recently used key."""
        times = self._times.pop(key, None)
        if times is None:
            times = deque(maxlen=self.per_key)
        while times and times[0] <= now - self.window:
            times.popleft()
        self._times[key] = times
        while len(self._times) > self.max_keys:
            self._times.popitem(last=False)
        return times

    def add(self, key: str, at: float) -> None:
        self.recent(key, at).append(at)

    def take_back(self, key: str, at: float) -> None:
        times = self._times.get(key)
        if times is not None and at in times:
            times.remove(at)

    def forget(self, key: str) -> None:
        self._times.pop(key, None)


class LoginThrottle:
    """Counts sign-in guesses per address, per address and user name, and per user name."""

    def __init__(self, window: float = WINDOW_SECONDS, address_limit: int = ADDRESS_LIMIT,
                 pair_limit: int = PAIR_LIMIT, user_free: int = USER_FREE,
                 first_delay: float = USER_FIRST_DELAY, max_delay: float = USER_MAX_DELAY,
                 max_keys: int = MAX_KEYS) -> None:
        self.window = window
        self.first_delay = first_delay
        self.max_delay = max_delay
        self.user_free = user_free
        self.addresses = WindowCounts(window, address_limit, max_keys)
        self.pairs = WindowCounts(window, pair_limit, max_keys)
        # Enough times per user name to reach the longest delay; older ones change nothing.
        steps = 1
        while first_delay * 2 ** (steps - 1) < max_delay:
            steps += 1
        self.users = WindowCounts(window, user_free + steps, max_keys)

    def begin(self, address: str, username: str) -> Attempt | Refused:
        """Count a guess before it is checked, or refuse it when its address is over a limit."""
        now = time.monotonic()
        pair = f"{address}\n{username}"
        waits = [times[0] + self.window - now
                 for table, key in ((self.addresses, address), (self.pairs, pair))
                 if len(times := table.recent(key, now)) >= table.per_key]
        if waits:
            return Refused(retry_after=max(1, int(max(waits)) + 1))
        earlier = len(self.users.recent(username, now))
        for table, key in ((self.addresses, address), (self.pairs, pair), (self.users, username)):
            table.add(key, now)
        return Attempt(address, pair, username, now, self._delay(earlier))

    def _delay(self, earlier_guesses: int) -> float:
        over = earlier_guesses - self.user_free
        return 0.0 if over < 0 else min(self.first_delay * 2 ** over, self.max_delay)

    def succeeded(self, attempt: Attempt) -> None:
        """The right password: this guess was no failure, and the pair starts afresh."""
        self.not_checked(attempt)
        self.pairs.forget(attempt.pair)

    def not_checked(self, attempt: Attempt) -> None:
        """The guess never reached the password check: it counts for nothing."""
        self.addresses.take_back(attempt.address, attempt.at)
        self.pairs.take_back(attempt.pair, attempt.at)
        self.users.take_back(attempt.user, attempt.at)

    def keys_held(self) -> int:
        return len(self.addresses) + len(self.pairs) + len(self.users)
