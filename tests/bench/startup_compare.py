"""Start-up beside an earlier commit: both versions started in turn on copies of one generated
content folder, timed from process start to the first 200 on /healthz.

`python -m tests.bench.startup_compare --base 732fda6` (`make bench-startup BASE=...`). The
machine is shared and noisy, so the starts are interleaved (the order flips every round) and the
figure that counts is the ratio, never an absolute time.
"""

import argparse
import http.client
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from tests.bench.attempts import progress
from tests.bench.base_tree import checked_out, commit_of
from tests.bench.corpus import make_corpus
from tests.bench.served import free_port
from tests.bench.table import Section, render
from tests.conftest import PROJECT_ROOT

DEFAULT_BASE = "732fda6"
POSTS = 5_000
ROUNDS = 5
HEALTH = "/healthz"
START_SECONDS = 120


@dataclass
class Version:
    """One version of the service: its tree, its interpreter, its own copy of the content."""

    name: str
    tree: Path
    python: Path
    content: Path
    instance: Path
    starts: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)


def _answered(port: int) -> bool:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        connection.request("GET", HEALTH)
        response = connection.getresponse()
        response.read()
        return response.status == 200
    except OSError:
        return False
    finally:
        connection.close()


def cpu_seconds(pid: int) -> float:
    """The processor time a process has used so far, all its threads, from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def start_seconds(version: Version) -> tuple[float, float]:
    """`python -m service` in the version's tree, from process start to the first 200 on
    /healthz, and the processor time it used until then (less swayed by other work on the
    machine); server rendering off (the Node worker is the same program for both)."""
    port = free_port()
    env = {**os.environ, "AGENCY_HOST": "127.0.0.1", "AGENCY_PORT": str(port),
           "AGENCY_CONTENT_DIR": str(version.content),
           "AGENCY_INSTANCE_DIR": str(version.instance), "AGENCY_SERVER_RENDERING": "0",
           "AGENCY_WATCH": "1"}
    with tempfile.TemporaryFile() as log:  # a file, not a pipe nobody reads while it starts
        started = time.perf_counter()
        process = subprocess.Popen([str(version.python), "-m", "service"], cwd=version.tree,
                                   env=env, stdout=subprocess.DEVNULL, stderr=log)
        try:
            deadline = time.monotonic() + START_SECONDS
            while not _answered(port):
                if process.poll() is not None:
                    log.seek(0)
                    last = log.read().decode(errors="replace").strip().splitlines()[-1:]
                    raise RuntimeError(f"{version.name} exited {process.returncode}: {last}")
                if time.monotonic() > deadline:
                    raise RuntimeError(f"{version.name} did not answer {HEALTH} in time")
                time.sleep(0.005)
            return time.perf_counter() - started, cpu_seconds(process.pid)
        finally:
            process.terminate()
            process.wait(timeout=30)


# What `python -m service` imports before it serves, counted: unlike the times, the same on a busy
# machine as on a quiet one.
COUNTS = """
import json, sys
import pydantic
import service.__main__
seen, waiting = set(), [pydantic.BaseModel]
while waiting:
    for model in waiting.pop().__subclasses__():
        if model not in seen:
            seen.add(model)
            waiting.append(model)
print(json.dumps({"modules imported": len(sys.modules),
                  "of them the service's": sum(name.startswith("service.") for name in sys.modules),
                  "pydantic models defined": len(seen),
                  "of them built": sum(model.__pydantic_complete__ for model in seen)}))
"""


def import_counts(version: Version) -> dict[str, int]:
    """Modules imported and pydantic models built by the start's imports, in the version's tree."""
    run = subprocess.run([str(version.python), "-c", COUNTS], cwd=version.tree, check=True,
                         capture_output=True, text=True,
                         env={**os.environ, "PYTHONPATH": str(version.tree)})
    counts: dict[str, int] = json.loads(run.stdout)
    return counts


def interleaved(versions: list[Version], rounds: int) -> None:
    """One untimed start each (the post index written, files in the page cache), then `rounds`
    rounds, the order flipped every round so a drift in the machine's load hits both alike."""
    for version in versions:
        start_seconds(version)
        version.counts = import_counts(version)
    for number in range(rounds):
        order = versions if number % 2 == 0 else versions[::-1]
        for version in order:
            wall, cpu = start_seconds(version)
            version.starts.append(wall)
            version.cpu.append(cpu)
        progress("start-up round {}: {}".format(number + 1, ", ".join(
            f"{version.name} {version.starts[-1]:.2f} s" for version in versions)))


def load_average() -> str:
    return " ".join(f"{value:.2f}" for value in os.getloadavg())


def compare(base: str, folder: Path, posts: int = POSTS, rounds: int = ROUNDS) -> Section:
    """The table section: each version's median start, the ratio, the rounds and the load."""
    progress(f"start-up beside {base}: checking out and setting up {base}")
    with checked_out(base, folder / "base") as tree:
        progress(f"start-up beside {base}: {posts:,} posts")
        corpus = make_corpus(folder / "corpus", posts)
        versions = []
        for name, root, python in ((f"{base} (base)", tree, tree / ".venv" / "bin" / "python"),
                                   ("this tree", PROJECT_ROOT, Path(sys.executable))):
            content = folder / f"content-{len(versions)}"
            shutil.copytree(corpus, content, symlinks=True)
            versions.append(Version(name, root, python, content,
                                    folder / f"instance-{len(versions)}"))
        before = load_average()
        interleaved(versions, rounds)
        after = load_average()
    return section(base, versions, posts, rounds, (before, after))


def section(base: str, versions: list[Version], posts: int, rounds: int,
            loads: tuple[str, str]) -> Section:
    then, now = versions
    result = Section(f"Start-up beside {base} ({commit_of(base)[:10]}): {posts:,} posts, "
                     f"{rounds} interleaved rounds, process start to first 200 on {HEALTH}",
                     ["figure", "value", "note"])
    for version in versions:
        result.add(f"{version.name}: median start-up (s)", statistics.median(version.starts),
                   " ".join(f"{start:.2f}" for start in version.starts))
    for version in versions:
        result.add(f"{version.name}: median processor time until then (s)",
                   statistics.median(version.cpu), " ".join(f"{cpu:.2f}" for cpu in version.cpu))
    for name in now.counts:
        result.add(f"imports: {name}", now.counts[name], f"{then.counts.get(name, '-')} at {base}")
    ratio = statistics.median(now.starts) / statistics.median(then.starts)
    paired = statistics.median(a / b for a, b in zip(now.starts, then.starts, strict=True))
    verdict = "met" if ratio <= 1.0 else "MISSED"
    result.add("this tree / base, of the medians (x)", ratio, f"target <= 1.00: {verdict}")
    result.add("this tree / base, median of each round's pair (x)", paired, "")
    result.add("this tree / base, processor time, of the medians (x)",
               statistics.median(now.cpu) / statistics.median(then.cpu), "")
    result.note(f"load average (1, 5, 15 min) on {os.cpu_count()} cores: {loads[0]} before, "
                f"{loads[1]} after; a shared machine: compare the ratios, not the seconds")
    return result


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m tests.bench.startup_compare",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--base", default=DEFAULT_BASE, help="the earlier commit to compare")
    parser.add_argument("--rounds", type=int, default=ROUNDS)
    parser.add_argument("--posts", type=int, default=POSTS)
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as tmp:
        print(render([compare(arguments.base, Path(tmp), arguments.posts, arguments.rounds)]))


if __name__ == "__main__":
    main()
