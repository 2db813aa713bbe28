"""All-or-nothing batch writes: files staged apart, sealed, renamed into place, committed once.

A batch goes through four steps. Staging: every file is written and fsynced into its own folder
under .store/staging/ (same file system, git-ignored), without the write lock; a lock on that
folder tells other writers its owner is alive. Seal: under the write lock, after the caller's
last checks, manifest.json is written atomically: from here on the batch will happen. Renames:
each staged file replaces its target. Commit: one git commit of exactly those paths, then the
folder goes.

A writer killed on the way leaves its folder behind, and whoever next takes the write lock
(ContentStore.write_lock calls finish_staged_batches) deals with it: an unsealed folder whose
owner is gone is deleted, since none of it reached the content folder; a sealed one is finished
(the renames still to do, the commit) and then deleted. Ctrl-C and SIGTERM in the main thread
are held from just before the seal to the end, so an interrupted process leaves none or all.
"""

import contextlib
import json
import logging
import os
import shutil
from collections.abc import Callable, Iterator, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from filelock import FileLock, Timeout

from service.store.atomic import fsync_path, json_bytes, write_bytes_atomic
from service.store.held_signals import HeldSignals

if TYPE_CHECKING:
    from service.store.content_store import ContentStore

log = logging.getLogger(__name__)

STAGING_FOLDER = "staging"
MANIFEST = "manifest.json"
LOCK_SUFFIX = ".lock"
FSYNC_THREADS = 8  # concurrent fsyncs share journal commits: far faster than one at a time

# (phase, done, total) of a long job: "reading" and "checking" (imports), "writing" while
# staging, "committing" while renaming; total None while git commits.
Progress = Callable[[str, int, int | None], None]


@dataclass
class BatchOutcome:
    """How a batch ended: committed to git (False: kept, and committed with the next change),
    and whether a stop was asked for while it could no longer be stopped."""

    committed: bool
    stop_requested: bool = False


def write_all_or_nothing(store: "ContentStore", files: Mapping[Path, bytes | None],
                         message: str, *, author: str | None = None,
                         check: Callable[[], None] | None = None,
                         progress: Progress | None = None) -> BatchOutcome:
    """Write (bytes) or remove (None) every file as one commit, or change nothing.

    check runs under the write lock just before the seal and may raise to refuse the batch.
    """
    report = progress or (lambda _phase, _done, _total: None)
    folder, owner = _new_folder(store)
    try:
        staged = _stage(folder, files, report)
        with store.write_lock():
            if check is not None:
                check()
            with HeldSignals() as held:
                if held.waiting():
                    raise _StoppedBeforeSeal(held)
                write_bytes_atomic(folder / MANIFEST, json_bytes(_manifest(
                    store, staged, message, author)))
                committed = _finish(store, folder, staged, message, author, report)
            return BatchOutcome(committed, bool(held.received))
    except _StoppedBeforeSeal as stopped:
        _discard(folder, owner)
        stopped.held.redeliver()
        raise  # not reached: redeliver raises
    except BaseException:
        if not (folder / MANIFEST).exists():
            _discard(folder, owner)
        raise
    finally:
        with contextlib.suppress(OSError):
            owner.release()
            if not folder.exists():
                _lock_path(folder).unlink()


class _StoppedBeforeSeal(Exception):
    def __init__(self, held: HeldSignals) -> None:
        super().__init__("stopped before the seal")
        self.held = held


def finish_staged_batches(store: "ContentStore") -> list[str]:
    """Under the write lock: finish sealed batches a killed writer left, drop unsealed ones.

    Answers the commit messages of the batches it finished.
    """
    finished = []
    for folder in _staging_folders(store):
        if (folder / MANIFEST).is_file():
            manifest = _read_manifest(folder)
            try:
                staged, message, author = _from_manifest(store, folder, manifest or {})
            except (TypeError, ValueError) as error:
                log.error("cannot finish the batch in %s: %s", folder, error)
                continue
            store.git.wait_until_idle()  # a killed writer's git may still be finishing
            _finish(store, folder, staged, message, author, lambda *_: None)
            log.warning("finished an interrupted batch write: %s", message)
            finished.append(message)
        elif not _owner_alive(folder):
            shutil.rmtree(folder, ignore_errors=True)
    for lock in _orphan_locks(store):
        with contextlib.suppress(OSError):
            lock.unlink()
    return finished


def interrupted_batches(store: "ContentStore") -> list[tuple[Path, str]]:
    """Sealed batches a stopped writer left unfinished (folder, commit message); batches still
    being written are not counted. Changes nothing."""
    found = []
    for folder in _staging_folders(store):
        sealed = (folder / MANIFEST).is_file() and not _owner_alive(folder)
        manifest = _read_manifest(folder) if sealed else None
        if manifest is not None:
            found.append((folder, str(manifest.get("message", ""))))
    return found


# -- steps ------------------------------------------------------------------------------------
def _new_folder(store: "ContentStore") -> tuple[Path, FileLock]:
    """A staging folder, whose lock (beside it) is held before the folder exists."""
    root = store.state_dir / STAGING_FOLDER
    root.mkdir(parents=True, exist_ok=True)
    folder = root / f"{os.getpid()}-{os.urandom(6).hex()}"
    owner = FileLock(_lock_path(folder))
    owner.acquire()
    folder.mkdir()
    return folder, owner


def _lock_path(folder: Path) -> Path:
    return folder.with_name(folder.name + LOCK_SUFFIX)


def _stage(folder: Path, files: Mapping[Path, bytes | None],
           report: Progress) -> dict[Path, Path | None]:
    """Each target with its staged copy (None: to be removed), written and made durable."""
    staged: dict[Path, Path | None] = {}
    written: list[Path] = []
    total = len(files)
    data_folder = folder / "files"
    data_folder.mkdir()
    for number, (target, data) in enumerate(files.items()):
        if data is None:
            staged[target] = None
        else:
            path = data_folder / str(number)
            with open(path, "xb") as handle:
                handle.write(data)
            staged[target] = path
            written.append(path)
        report("writing", number + 1, total)
    with ThreadPoolExecutor(FSYNC_THREADS) as pool:
        list(pool.map(fsync_path, written))
    fsync_path(data_folder)
    return staged


def _finish(store: "ContentStore", folder: Path, staged: Mapping[Path, Path | None],
            message: str, author: str | None, report: Progress) -> bool:
    """The renames still to do, one commit, then the folder goes; True when committed."""
    parents: set[Path] = set()
    total = len(staged)
    for number, (target, source) in enumerate(staged.items()):
        if source is None:
            if target.exists():
                target.unlink()
                parents.add(target.parent)
        elif source.exists():
            target.parent.mkdir(parents=True, exist_ok=True)
            os.replace(source, target)
            parents.add(target.parent)
        report("committing", number + 1, total)
    for parent in parents:
        fsync_path(parent)
    report("committing", total, None)
    committed = store.git.commit(list(staged), message, author)
    shutil.rmtree(folder, ignore_errors=True)
    return committed


def _discard(folder: Path, owner: FileLock) -> None:
    shutil.rmtree(folder, ignore_errors=True)
    with contextlib.suppress(OSError):
        owner.release()
        _lock_path(folder).unlink()


# -- the manifest -------------------------------------------------------------------------------
def _manifest(store: "ContentStore", staged: Mapping[Path, Path | None], message: str,
              author: str | None) -> dict[str, Any]:
    entries = [[os.path.relpath(target, store.root), source.name if source else None]
               for target, source in staged.items()]
    return {"message": message, "author": author, "files": entries}


def _read_manifest(folder: Path) -> dict[str, Any] | None:
    """The sealed batch's manifest; None (and logged) when it cannot be read."""
    try:
        value = json.loads((folder / MANIFEST).read_text("utf-8"))
    except (OSError, ValueError) as error:
        log.error("unreadable staging manifest %s: %s", folder, error)
        return None
    return value if isinstance(value, dict) else None


def _from_manifest(store: "ContentStore", folder: Path, manifest: dict[str, Any]
                   ) -> tuple[dict[Path, Path | None], str, str | None]:
    staged: dict[Path, Path | None] = {}
    if not manifest:
        raise ValueError("no manifest")
    for relative, name in manifest.get("files", []):
        target = (store.root / relative).resolve()
        if not target.is_relative_to(store.root) or target.is_relative_to(store.state_dir):
            raise ValueError(f"staging manifest {folder} names a path outside the content")
        staged[target] = folder / "files" / name if name is not None else None
    return staged, str(manifest.get("message", "")), manifest.get("author")


# -- other writers' folders ---------------------------------------------------------------------
def _staging_folders(store: "ContentStore") -> Iterator[Path]:
    root = store.state_dir / STAGING_FOLDER
    if root.is_dir():
        yield from sorted(path for path in root.iterdir() if path.is_dir())


def _orphan_locks(store: "ContentStore") -> Iterator[Path]:
    """Lock files left without their folder by a writer killed while discarding it."""
    root = store.state_dir / STAGING_FOLDER
    if root.is_dir():
        for path in root.glob(f"*{LOCK_SUFFIX}"):
            folder = path.with_name(path.name.removesuffix(LOCK_SUFFIX))
            if not folder.exists() and not _owner_alive(folder):
                yield path


def _owner_alive(folder: Path) -> bool:
    """True while the process that stages into folder still holds its lock."""
    lock = FileLock(_lock_path(folder))
    try:
        lock.acquire(timeout=0)
    except Timeout:
        return True
    lock.release()
    return False


def finish_interrupted_writes(store: "ContentStore") -> list[str]:
    """Finish (or drop) now what killed writers left; answers the finished batches' messages."""
    found = [message for _, message in interrupted_batches(store)]
    if found or any(_staging_folders(store)):
        with store.write_lock():  # taking it runs finish_staged_batches
            pass
    return found
