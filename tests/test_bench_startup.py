"""make bench-startup's arithmetic: each version's median, the ratios, and the processor time
read from /proc (the starts themselves are timed only by the bench, never asserted here)."""

import os
from pathlib import Path

from tests.bench.base_tree import commit_of
from tests.bench.startup_compare import Version, cpu_seconds, section


def version(name: str, starts: list[float], cpu: list[float]) -> Version:
    return Version(name, Path("."), Path("python"), Path("content"), Path("instance"),
                   starts, cpu)


def test_the_section_gives_medians_and_the_ratios_of_this_tree_to_the_base() -> None:
    base = version("base", [2.0, 1.0, 3.0], [1.0, 1.0, 1.0])
    now = version("this tree", [1.0, 1.5, 1.5], [0.5, 0.75, 0.5])
    rows = {row[0]: row[1:] for row in section("HEAD", [base, now], 5_000, 3, ("1", "2")).rows}
    assert rows["base: median start-up (s)"][0] == "2.00"
    assert rows["this tree: median start-up (s)"][0] == "1.50"
    assert rows["this tree / base, of the medians (x)"] == ["0.75", "target <= 1.00: met"]
    # Rounds paired: 1.0/2.0, 1.5/1.0, 1.5/3.0 -> the median of 0.5, 1.5 and 0.5.
    assert rows["this tree / base, median of each round's pair (x)"][0] == "0.50"
    assert rows["this tree / base, processor time, of the medians (x)"][0] == "0.50"


def test_a_slower_tree_is_reported_as_missing_the_target() -> None:
    base = version("base", [1.0], [1.0])
    now = version("this tree", [1.2], [1.1])
    rows = {row[0]: row[1:] for row in section("HEAD", [base, now], 10, 1, ("1", "2")).rows}
    assert rows["this tree / base, of the medians (x)"] == ["1.20", "target <= 1.00: MISSED"]


def test_processor_time_and_commits_are_read_from_the_system() -> None:
    spent = sum(range(200_000))  # some work of this process's own
    assert spent and cpu_seconds(os.getpid()) > 0
    assert len(commit_of("HEAD")) == 40
