"""An earlier commit of this project checked out into a temporary git worktree, with a virtual
environment of its own made from its own lock file (offline from uv's cache when it can be)."""

import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.conftest import PROJECT_ROOT

# The interpreter the Makefile pins (Debian's python3.11); uv never downloads one of its own.
PYTHON = "/usr/bin/python3.11"


def uv_command() -> str:
    """uv as the Makefile finds it: on PATH, else where `pip install --user` puts it."""
    return shutil.which("uv") or str(Path.home() / ".local" / "bin" / "uv")


def _run(command: list[str], cwd: Path, env: dict[str, str] | None = None) -> None:
    subprocess.run(command, cwd=cwd, env=env, check=True, capture_output=True, text=True)


def commit_of(revision: str) -> str:
    """The full commit a revision names here (a short hash, a tag, a branch)."""
    return subprocess.run(["git", "rev-parse", "--verify", f"{revision}^{{commit}}"],
                          cwd=PROJECT_ROOT, check=True, capture_output=True,
                          text=True).stdout.strip()


def set_up(tree: Path) -> None:
    """Its own .venv from its own uv.lock (--frozen), offline first, then its code compiled to
    bytecode as `make build` does (PYTHONDONTWRITEBYTECODE is set on these machines)."""
    env = {**os.environ, "UV_PYTHON": PYTHON, "UV_PYTHON_DOWNLOADS": "never",
           "UV_PROJECT_ENVIRONMENT": str(tree / ".venv")}
    sync = [uv_command(), "sync", "--frozen", "--compile-bytecode"]
    try:
        _run([*sync, "--offline"], tree, env)
    except subprocess.CalledProcessError:  # a package its lock names is not in the cache yet
        _run(sync, tree, env)
    _run([str(tree / ".venv" / "bin" / "python"), "-m", "compileall", "-q", "service", "cli"],
         tree)


@contextmanager
def checked_out(revision: str, folder: Path) -> Iterator[Path]:
    """The revision in a detached worktree at folder, set up; the worktree removed afterwards."""
    commit = commit_of(revision)
    _run(["git", "worktree", "add", "--detach", str(folder), commit], PROJECT_ROOT)
    try:
        set_up(folder)
        yield folder
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", str(folder)], cwd=PROJECT_ROOT,
                       capture_output=True, check=False)
        shutil.rmtree(folder, ignore_errors=True)
