"""make bench-startup's arithmetic: each version's median, the ratios, and the processor time
read from /proc (the starts themselves are timed only by the bench, never asserted here)."""

import os
import sys
from pathlib import Path

from tests.bench.base_tree import commit_of
from tests.bench.startup_compare import Version, cpu_seconds, import_counts, section
from tests.conftest import PROJECT_ROOT


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


def test_the_start_imports_are_counted_in_the_versions_tree_and_shown_beside_the_base() -> None:
    tree = version("this tree", [1.0], [1.0])
    tree.tree, tree.python = PROJECT_ROOT, Path(sys.executable)
    counts = import_counts(tree)
    assert counts["modules imported"] > counts["of them the service's"] > 100
    assert 0 < counts["of them built"] < counts["pydantic models defined"]  # some built late
    base = version("base", [1.0], [1.0])
    base.counts = {name: number + 1 for name, number in counts.items()}
    tree.counts = counts
    rows = {row[0]: row[1:] for row in section("HEAD", [base, tree], 10, 1, ("1", "2")).rows}
    built = counts["of them built"]
    assert rows["imports: of them built"] == [str(built), f"{built + 1} at HEAD"]
