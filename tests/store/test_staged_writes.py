"""All-or-nothing batch writes: whatever step a writer stops at, the content ends with none or all.

A killed writer is played here by leaving behind exactly what it would have left (a staging
folder, sealed or not, with some files already renamed); tests/cli/test_import_interrupted.py
kills real processes.
"""

import os
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from filelock import FileLock

from service.checks.content_check import check_content
from service.content.post import Post
from service.store import staged_writes
from service.store.batch_writes import write_posts
from service.store.content_store import ContentStore
from service.store.vcs import GitRecorder
from tests.conftest import commit_count, files_in_commit, git, next_post_id, work_tree_status

MESSAGE = "agency posts import: 5 posts from batch.json"


def batch(store: ContentStore, count: int = 5) -> list[Post]:
    model = store.read_posts()[0][0]
    first = next_post_id(store)
    return [model.model_copy(update={"slug": f"staged-{number}", "id": first + number})
            for number in range(count)]


def staging_root(store: ContentStore) -> Path:
    return store.state_dir / "staging"


def leftovers(store: ContentStore) -> list[str]:
    root = staging_root(store)
    return sorted(path.name for path in root.iterdir()) if root.is_dir() else []


def assert_all_committed(store: ContentStore, content_dir: Path, posts: list[Post]) -> None:
    assert [store.read_post(post.slug) for post in posts] == posts
    assert git(content_dir, "log", "-1", "--format=%s").strip() == MESSAGE
    assert sorted(files_in_commit(content_dir)) == sorted(f"posts/{p.slug}.json" for p in posts)
    assert work_tree_status(content_dir) == ""
    assert leftovers(store) == []


def assert_none_written(store: ContentStore, content_dir: Path, posts: list[Post],
                        commits: int) -> None:
    assert not any(store.post_path(post.slug).exists() for post in posts)
    assert commit_count(content_dir) == commits
    assert work_tree_status(content_dir) == ""
    assert leftovers(store) == []


class Killed(BaseException):
    """Stands for SIGKILL: raised where the process would have died, its clean-up skipped."""


def die(*_args: object, **_kwargs: object) -> None:
    raise Killed


@pytest.fixture
def killed_at(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """Make the writer 'die' before its n-th rename, in git, or removing its staging folder."""
    def arm(point: int | str) -> None:
        real_replace = os.replace
        done = [0]

        def replace(source: Any, target: Any) -> None:
            if "/files/" in str(source):  # a staged file going into place
                if done[0] == point:
                    raise Killed
                done[0] += 1
            real_replace(source, target)

        monkeypatch.setattr(staged_writes.os, "replace", replace)
        if point == "commit":
            monkeypatch.setattr(GitRecorder, "commit", die)
        if point == "cleanup":
            monkeypatch.setattr(staged_writes.shutil, "rmtree", die)
        monkeypatch.setattr(staged_writes, "_discard", lambda *_: None)  # a dead writer's

    yield arm


def test_a_batch_is_one_commit_and_leaves_nothing_behind(store: ContentStore,
                                                        content_dir: Path) -> None:
    posts = batch(store)
    seen: list[tuple[str, int, int | None]] = []
    outcome = write_posts(store, posts, MESSAGE, progress=lambda *step: seen.append(step))
    assert outcome.committed and not outcome.stop_requested
    assert_all_committed(store, content_dir, posts)
    assert ("writing", 5, 5) in seen and ("committing", 5, 5) in seen
    assert seen[-1] == ("committing", 5, None)  # then git


@pytest.mark.parametrize("point", [0, 1, 3, "commit", "cleanup"])
def test_a_writer_killed_after_the_seal_is_finished_by_the_next_write(
        store: ContentStore, content_dir: Path, killed_at: Any, point: int | str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    posts = batch(store)
    killed_at(point)
    with pytest.raises(Killed):
        write_posts(store, posts, MESSAGE)
    monkeypatch.undo()
    renamed = point if isinstance(point, int) else len(posts)
    assert sum(store.post_path(p.slug).exists() for p in posts) == renamed
    report = check_content(store)
    assert any("interrupted" in problem.reason and MESSAGE in problem.reason
               for problem in report.problems), report.problems
    with store.write_lock():
        pass
    assert_all_committed(store, content_dir, posts)
    assert check_content(store).problems == []


def test_a_writer_killed_while_staging_leaves_the_content_untouched(
        store: ContentStore, content_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    posts = batch(store)
    commits = commit_count(content_dir)
    monkeypatch.setattr(staged_writes, "fsync_path", die)  # the first fsync: a staged file
    monkeypatch.setattr(staged_writes, "_discard", lambda *_: None)
    with pytest.raises(Killed):
        write_posts(store, posts, MESSAGE)
    monkeypatch.undo()
    assert len(leftovers(store)) == 2  # the folder and its lock, as a dead writer leaves them
    assert check_content(store).problems == []  # nothing of it is content yet
    with store.write_lock():
        pass
    assert_none_written(store, content_dir, posts, commits)


def test_a_live_writers_staging_folder_is_left_alone(store: ContentStore) -> None:
    root = staging_root(store)
    root.mkdir(parents=True)
    owner = FileLock(root / "4242-abc.lock")
    owner.acquire()
    (root / "4242-abc" / "files").mkdir(parents=True)
    with store.write_lock():
        pass
    assert (root / "4242-abc").is_dir()
    owner.release()
    with store.write_lock():
        pass
    assert leftovers(store) == []


@pytest.fixture
def ctrl_c_as_python_sets_it() -> Iterator[None]:
    """Ctrl-C raising KeyboardInterrupt, as Python sets it at start: a process started in the
    background by a shell (`make test &`) inherits Ctrl-C ignored."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, previous)


@pytest.mark.usefixtures("ctrl_c_as_python_sets_it")
def test_ctrl_c_while_staging_stops_with_nothing_written(
        store: ContentStore, content_dir: Path) -> None:
    posts = batch(store)
    commits = commit_count(content_dir)

    def interrupt(phase: str, done: int, _total: int | None) -> None:
        if phase == "writing" and done == 3:
            signal.raise_signal(signal.SIGINT)

    with pytest.raises(KeyboardInterrupt):
        write_posts(store, posts, MESSAGE, progress=interrupt)
    assert_none_written(store, content_dir, posts, commits)


@pytest.mark.usefixtures("ctrl_c_as_python_sets_it")
def test_ctrl_c_after_the_seal_is_held_until_the_commit(store: ContentStore,
                                                        content_dir: Path) -> None:
    posts = batch(store)

    def interrupt(phase: str, done: int, _total: int | None) -> None:
        if phase == "committing" and done == 2:
            signal.raise_signal(signal.SIGINT)
            signal.raise_signal(signal.SIGTERM)

    outcome = write_posts(store, posts, MESSAGE, progress=interrupt)
    assert outcome.committed and outcome.stop_requested
    assert_all_committed(store, content_dir, posts)
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler  # given back


@pytest.mark.usefixtures("ctrl_c_as_python_sets_it")
def test_a_stop_just_before_the_seal_cancels_the_batch(
        store: ContentStore, content_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    posts = batch(store)
    commits = commit_count(content_dir)
    enter = staged_writes.HeldSignals.__enter__

    def enter_and_interrupt(self: staged_writes.HeldSignals) -> staged_writes.HeldSignals:
        held = enter(self)
        signal.raise_signal(signal.SIGINT)
        return held

    monkeypatch.setattr(staged_writes.HeldSignals, "__enter__", enter_and_interrupt)
    with pytest.raises(KeyboardInterrupt):
        write_posts(store, posts, MESSAGE)
    assert_none_written(store, content_dir, posts, commits)


def test_a_refused_batch_leaves_no_staging_behind(store: ContentStore,
                                                  content_dir: Path) -> None:
    existing = store.read_posts()[0][0]
    posts = [*batch(store, 2), existing]
    commits = commit_count(content_dir)
    with pytest.raises(Exception, match="already exists"):
        write_posts(store, posts, MESSAGE)
    assert_none_written(store, content_dir, posts[:2], commits)
