"""Shared fixtures: every test gets its own copy of the test content in its own git repository."""

import asyncio
import atexit
import functools
import os
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from quart import Quart
from quart.testing.app import TestApp

from service.ops.lifecycle import SHUTDOWN_SECONDS
from service.posts.fields import next_free_id
from service.store.content_store import ContentStore

# pytest-xdist workers start with COLUMNS=80 and LINES=24, and Rich fixes its width from them
# at import: the CLI's tables would fold where the tests look for whole rows.
os.environ.pop("COLUMNS", None)
os.environ.pop("LINES", None)

PROJECT_ROOT = Path(__file__).resolve().parent.parent
# The content the tests run on: a frozen folder of their own, so editing the agency's texts in
# content/ never breaks a test.
TEST_CONTENT = PROJECT_ROOT / "tests" / "fixtures" / "content"
# The agency's own content: read only by the one smoke test of it and by the tests of the tools
# that write into it (tests/test_test_content.py names them and fails on any other reader).
LIVE_CONTENT = PROJECT_ROOT / "content"
BROWSER_TESTS = PROJECT_ROOT / "tests" / "browser"


class ServiceTestApp(TestApp):
    """Quart's test app, with as long to stop as the service gives its own background work
    (SHUTDOWN_SECONDS) and a little more: Quart's 6 s is shorter than that deadline, and on a
    loaded machine a test app's teardown failed on it while the service was stopping in time."""

    def __init__(self, app: Quart) -> None:
        super().__init__(app, startup_timeout=30, shutdown_timeout=int(SHUTDOWN_SECONDS) + 8)


Quart.test_app_class = ServiceTestApp


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests marked long first, the rest in their usual order: the xdist workers take the
    long waits at the start and end on short tests side by side, not one of them on a long test
    alone. The browser suite keeps its own order (its scheduling)."""
    if any(BROWSER_TESTS in item.path.parents for item in items):
        return
    items.sort(key=lambda item: item.get_closest_marker("long") is None)


def git(folder: Path, *args: str) -> str:
    result = subprocess.run(["git", "-C", str(folder), *args], capture_output=True, text=True,
                            check=True)
    return result.stdout


def _new_repository(target: Path, source: Path) -> Path:
    """Copy source to target and make it a fresh git repository with one commit."""
    shutil.copytree(source, target, ignore=shutil.ignore_patterns(".store"))
    git(target, "init", "--quiet", "--initial-branch=main")
    git(target, "config", "user.name", "Test Runner")
    git(target, "config", "user.email", "tests@example.invalid")
    git(target, "config", "commit.gpgsign", "false")
    git(target, "add", "--all")
    git(target, "commit", "--quiet", "-m", "Initial content")
    return target


# The frozen content folders under tests/fixtures (the test content, earlier releases' content):
# each is made a repository once per process and copied whole after.
FIXTURES = PROJECT_ROOT / "tests" / "fixtures"


@functools.cache
def _prepared_content(source: Path) -> Path:
    """source made a repository once per process; copies of it are copied whole (a sixth of the
    time of building a repository for each test). Its objects are packed and git's sample hooks
    left out: half the files, half the time of each copy."""
    folder = Path(tempfile.mkdtemp(prefix="prepared-content-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    content = _new_repository(folder / "content", source)
    git(content, "gc", "--quiet", "--prune=now")
    for sample in (content / ".git" / "hooks").glob("*.sample"):
        sample.unlink()
    return content


def make_content_copy(target: Path, source: Path = TEST_CONTENT) -> Path:
    """A fresh git repository at target holding source (the test content unless told), with one
    commit. A folder of tests/fixtures is prepared once and copied; any other (one a test made,
    which it may change between copies) is made a repository afresh."""
    if FIXTURES not in source.resolve().parents:
        return _new_repository(target, source)
    shutil.copytree(_prepared_content(source.resolve()), target, symlinks=True)
    return target


@pytest.fixture
def content_dir(tmp_path: Path) -> Path:
    return make_content_copy(tmp_path / "content")


@pytest.fixture(scope="session")
def app_variants(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The application images' width variants, made once for the whole run (tests/app_variants.py):
    xdist workers share their base folder's parent."""
    from tests.app_variants import make_app_variants
    from tests.made_once import run_folder

    return make_app_variants(run_folder(tmp_path_factory))


@pytest.fixture
def store(content_dir: Path) -> ContentStore:
    return ContentStore(content_dir)


@pytest.fixture
def open_umask() -> Iterator[None]:
    """No umask at all while the test runs: only the modes the code sets keep a file private."""
    previous = os.umask(0)
    yield
    os.umask(previous)


def file_mode(path: Path) -> int:
    return path.stat().st_mode & 0o777


def folder_snapshot(folder: Path, leave_out: tuple[str, ...] = ()) -> dict[str, tuple[int, bytes]]:
    """Every file and folder under folder (itself too) but names ending in leave_out: its mode
    and bytes, to tell that nothing changed."""
    found = {".": (folder.stat().st_mode, b"")}
    for path in sorted(folder.rglob("*")):
        if not path.name.endswith(leave_out):
            found[str(path.relative_to(folder))] = (
                path.lstat().st_mode, path.read_bytes() if path.is_file() else b"")
    return found


def next_post_id(store: ContentStore) -> int:
    """The id the store gives the next new post: one past the highest in use."""
    return next_free_id(post.id for post in store.read_posts()[0])


def commit_count(folder: Path) -> int:
    return int(git(folder, "rev-list", "--count", "HEAD").strip())


def files_in_commit(folder: Path, rev: str = "HEAD") -> list[str]:
    out = git(folder, "show", "--name-only", "--no-renames", "--format=", rev)
    return [line for line in out.splitlines() if line]


def work_tree_status(folder: Path) -> str:
    return git(folder, "status", "--porcelain", "--untracked-files=all")


async def eventually(check: Callable[[], bool], seconds: float = 3.0) -> None:
    """Wait until check() holds (a watcher or cache catching up), failing after `seconds`."""
    for _ in range(int(seconds / 0.05)):
        if check():
            return
        await asyncio.sleep(0.05)
    assert check()
