"""Lighthouse (mobile defaults) in Debian's Chromium: median scores of several runs per page, a
run that fails tried once more; and how busy the machine is besides the bench."""

import json
import os
import statistics
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from tests.bench.attempts import Failed, attempt
from tests.conftest import PROJECT_ROOT

LIGHTHOUSE = PROJECT_ROOT / "tests/bench/lighthouse/node_modules/.bin/lighthouse"
CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROME_FLAGS = ("--headless --no-sandbox --disable-gpu --disable-quic --no-first-run "
                "--disable-background-networking --disable-component-update --disable-sync")
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
RUNS = 3
# Other work above this share of the machine's cores makes Lighthouse's figures a busy machine's.
BUSY_SHARE = 0.10


@dataclass(frozen=True)
class Scores:
    """Median category scores (0-100), cumulative layout shift and total blocking time (ms)."""

    categories: dict[str, float]
    cls: float
    tbt_ms: float


def _one_run(url: str, report: Path) -> tuple[dict[str, float], float, float]:
    subprocess.run([str(LIGHTHOUSE), url, f"--chrome-flags={CHROME_FLAGS}", "--output=json",
                    f"--output-path={report}", f"--only-categories={','.join(CATEGORIES)}",
                    "--quiet"],
                   env={**os.environ, "CHROME_PATH": CHROMIUM}, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=180)
    result = json.loads(report.read_text("utf-8"))
    scores = {name: (result["categories"][name]["score"] or 0) * 100 for name in CATEGORIES}
    audits = result["audits"]
    return (scores, audits["cumulative-layout-shift"]["numericValue"],
            audits["total-blocking-time"]["numericValue"])


def audit(url: str, runs: int = RUNS) -> Scores | Failed:
    """The medians of `runs` runs; a run that fails twice fails the page."""
    results = []
    with tempfile.TemporaryDirectory(prefix="bench-lighthouse-") as tmp:
        for number in range(1, runs + 1):
            report = Path(tmp) / f"run-{number}.json"
            result = attempt(f"lighthouse {url} run {number}",
                             lambda report=report: _one_run(url, report))
            if isinstance(result, Failed):
                return Failed(f"run {number} of {runs} failed twice: {result.reason}")
            results.append(result)
    categories = {name: statistics.median(scores[name] for scores, _, _ in results)
                  for name in CATEGORIES}
    return Scores(categories, statistics.median(cls for _, cls, _ in results),
                  statistics.median(tbt for _, _, tbt in results))


def _cpu_times() -> tuple[int, int]:
    """Busy and total jiffies of all cores, from /proc/stat."""
    fields = [int(value) for value in Path("/proc/stat").read_text().split("\n")[0].split()[1:]]
    idle = fields[3] + fields[4]  # idle and iowait
    return sum(fields) - idle, sum(fields)


def other_work_share(seconds: float = 5.0) -> float:
    """The share of the machine's cores busy while the bench itself waits (its service idle)."""
    busy_before, total_before = _cpu_times()
    time.sleep(seconds)
    busy_after, total_after = _cpu_times()
    return (busy_after - busy_before) / max(total_after - total_before, 1)
