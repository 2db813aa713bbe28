"""Lighthouse (mobile defaults) in Debian's Chromium: median scores of several runs per page."""

import json
import os
import statistics
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from tests.conftest import PROJECT_ROOT

LIGHTHOUSE = PROJECT_ROOT / "tests/bench/lighthouse/node_modules/.bin/lighthouse"
CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROME_FLAGS = ("--headless --no-sandbox --disable-gpu --disable-quic --no-first-run "
                "--disable-background-networking --disable-component-update --disable-sync")
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
RUNS = 3


@dataclass(frozen=True)
class Scores:
    """Median category scores (0-100) and cumulative layout shift of one page."""

    categories: dict[str, float]
    cls: float


def _one_run(url: str, report: Path) -> tuple[dict[str, float], float]:
    subprocess.run([str(LIGHTHOUSE), url, f"--chrome-flags={CHROME_FLAGS}", "--output=json",
                    f"--output-path={report}", f"--only-categories={','.join(CATEGORIES)}",
                    "--quiet"],
                   env={**os.environ, "CHROME_PATH": CHROMIUM}, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=180)
    result = json.loads(report.read_text("utf-8"))
    scores = {name: (result["categories"][name]["score"] or 0) * 100 for name in CATEGORIES}
    return scores, result["audits"]["cumulative-layout-shift"]["numericValue"]


def audit(url: str, runs: int = RUNS) -> Scores:
    with tempfile.TemporaryDirectory(prefix="bench-lighthouse-") as tmp:
        results = [_one_run(url, Path(tmp) / f"run-{n}.json") for n in range(runs)]
    categories = {name: statistics.median(scores[name] for scores, _ in results)
                  for name in CATEGORIES}
    return Scores(categories, statistics.median(cls for _, cls in results))
