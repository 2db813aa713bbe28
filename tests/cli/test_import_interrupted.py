"""A real `agency posts import` of 2,000 posts stopped by real signals at random moments.

Ctrl-C (SIGINT to the process group, as a terminal sends it) and SIGTERM must leave the content
folder with none or all of the import, committed, as soon as the process has exited; SIGKILL
leaves what the next write (here: finish_interrupted_writes, which every import runs first)
finishes or drops, and until then `agency check` does not pass a half-done import. The moments
are random (the seed is in every failure message; IMPORT_KILL_SEED repeats a run): one anywhere
in the run, one after the point of no return, for each signal.
"""

import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from service.checks.content_check import check_content
from service.store import ContentStore, finish_interrupted_writes
from tests.bench.import_sources import write_wordpress_export
from tests.conftest import commit_count, files_in_commit, git, make_content_copy, work_tree_status

pytestmark = pytest.mark.slow

POSTS = 2000
AGENCY = Path(sys.executable).with_name("agency")
MESSAGE = f"agency posts import: {POSTS} posts from export.xml"
SEED = int(os.environ.get("IMPORT_KILL_SEED", time.time_ns() % 2**32))
EXIT_SECONDS = 120


class Folder:
    """The content copy the trials share, reset to its first commit between them."""

    def __init__(self, root: Path) -> None:
        self.content = make_content_copy(root / "content")
        self.export = write_wordpress_export(root / "export.xml", POSTS)
        self.base = git(self.content, "rev-parse", "HEAD").strip()
        self.store = ContentStore(self.content)
        self.slugs = {f"generated-wordpress-post-{n:05d}" for n in range(POSTS)}

    def reset(self) -> None:
        git(self.content, "reset", "--quiet", "--hard", self.base)
        git(self.content, "clean", "--quiet", "-fdx")  # .store too: each trial on its own

    def start(self) -> subprocess.Popen[bytes]:
        return subprocess.Popen([str(AGENCY), "--content", str(self.content), "posts", "import",
                                 "--quiet", str(self.export)], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, start_new_session=True)

    def staging(self) -> list[Path]:
        root = self.store.state_dir / "staging"
        return sorted(root.iterdir()) if root.is_dir() else []

    def imported(self) -> set[str]:
        return {path.stem for path in self.store.post_files()} & self.slugs

    def assert_none_or_all(self, why: str) -> str:
        """The import is absent, or whole and committed as one commit; every file parses."""
        imported = self.imported()
        report = check_content(self.store)
        assert report.problems == [], (why, report.problems[:3])
        assert work_tree_status(self.content) == "", why
        assert self.staging() == [], why
        if not imported:
            assert git(self.content, "rev-parse", "HEAD").strip() == self.base, why
            return "none"
        assert imported == self.slugs, (why, len(imported))
        assert commit_count(self.content) == 2, why
        assert git(self.content, "log", "-1", "--format=%s").strip() == MESSAGE, why
        assert len(files_in_commit(self.content)) == POSTS, why
        return "all"


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Folder]:
    yield Folder(tmp_path_factory.mktemp("interrupted"))


@pytest.fixture(scope="module")
def full_run_seconds(folder: Folder) -> float:
    """One import left alone: it works, and its length scales the random moments."""
    started = time.monotonic()
    process = folder.start()
    _, errors = process.communicate(timeout=EXIT_SECONDS * 3)
    seconds = time.monotonic() - started
    assert process.returncode == 0, errors.decode()
    assert folder.assert_none_or_all("an import left alone") == "all"
    folder.reset()
    return seconds


def wait_for(condition: object, process: subprocess.Popen[bytes], seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and process.poll() is None:
        if callable(condition) and condition():
            return True
        time.sleep(0.005)
    return False


def send(process: subprocess.Popen[bytes], number: int) -> None:
    if process.poll() is not None:
        return
    if number == signal.SIGINT:  # Ctrl-C: the terminal signals the whole foreground group
        os.killpg(process.pid, number)
    else:
        process.send_signal(number)


@pytest.mark.parametrize("moment", ["anywhere", "after the seal"])
@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM, signal.SIGKILL],
                         ids=["SIGINT", "SIGTERM", "SIGKILL"])
def test_a_stopped_import_leaves_none_or_all(folder: Folder, full_run_seconds: float,
                                             number: int, moment: str) -> None:
    chance = random.Random(f"{SEED}-{number}-{moment}")
    folder.reset()
    process = folder.start()
    if moment == "anywhere":
        delay = chance.uniform(0.1, 1.0) * full_run_seconds
        time.sleep(delay)
    else:
        sealed = wait_for(lambda: any((f / "manifest.json").exists() for f in folder.staging()),
                          process, EXIT_SECONDS)
        assert sealed, "the import never reached its seal"
        delay = chance.uniform(0, 0.5)
        time.sleep(delay)
    why = f"{signal.Signals(number).name} {moment}, {delay:.2f} s (IMPORT_KILL_SEED={SEED})"
    send(process, number)
    _, errors = process.communicate(timeout=EXIT_SECONDS)
    stderr = errors.decode()
    assert "Traceback" not in stderr, (why, stderr)
    if number == signal.SIGKILL:
        imported = folder.imported()
        if imported and commit_count(folder.content) == 1:  # caught half-way through renames
            problems = check_content(folder.store).problems
            assert any("interrupted" in problem.reason for problem in problems), why
        finish_interrupted_writes(folder.store)  # what the next write or import does first
    state = folder.assert_none_or_all(why)
    if moment == "after the seal":
        assert state == "all", why  # past the point of no return, the import happens
    if number != signal.SIGKILL and state == "none":  # stopped while starting, or importing
        assert process.returncode in (1, 130, -number), (why, process.returncode, stderr)
        assert stderr.strip() in ("", "Aborted!", "Stopped before anything was done.",
                                  "Import stopped: nothing was imported."), (why, stderr)
    if number != signal.SIGKILL and state == "all":
        assert process.returncode == 0, (why, process.returncode, stderr)
