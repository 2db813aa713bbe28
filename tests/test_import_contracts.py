"""The rooms' import contracts (pyproject.toml, run by `make lint`) hold for the code as it is, and
break on a lower room importing a higher one or a front end importing a room's module."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import PROJECT_ROOT

LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")


@pytest.fixture(scope="module")
def project_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The service, the CLI and the contracts, apart, so a test may break an import in them."""
    root = tmp_path_factory.mktemp("project")
    for package in ("service", "cli"):
        shutil.copytree(PROJECT_ROOT / package, root / package,
                        ignore=shutil.ignore_patterns("__pycache__", "node_modules", "*.pyc"))
    shutil.copy(PROJECT_ROOT / "pyproject.toml", root / "pyproject.toml")
    return root


def lint_imports(root: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(LINT_IMPORTS), "--no-cache"], cwd=root, capture_output=True,
                          text=True, env={**os.environ, "PYTHONPATH": str(root)}, check=False)


def with_line(path: Path, line: str) -> str:
    kept = path.read_text("utf-8")
    path.write_text(f"{kept}\n{line}  # noqa\n", "utf-8")
    return kept


def test_the_code_keeps_both_contracts(project_copy: Path) -> None:
    result = lint_imports(project_copy)
    assert result.returncode == 0, result.stdout
    assert "Contracts: 2 kept, 0 broken." in result.stdout


def lint_with_line(project: Path, module: str, line: str) -> subprocess.CompletedProcess[str]:
    """The contracts checked with `line` added to `module` (a path), then taken out again."""
    path = project / module
    kept = with_line(path, line)
    try:
        return lint_imports(project)
    finally:
        path.write_text(kept, "utf-8")


def test_the_store_importing_the_posts_room_breaks_the_layers(project_copy: Path) -> None:
    result = lint_with_line(project_copy, "service/store/journal.py",
                            "from service.posts import change_post")
    assert result.returncode == 1
    assert "Layers: a lower room never imports a higher one BROKEN" in result.stdout
    assert "service.store.journal -> service.posts" in result.stdout


def test_the_cli_importing_a_module_of_a_room_breaks_the_facades(project_copy: Path) -> None:
    result = lint_with_line(project_copy, "cli/check.py",
                            "from service.posts.writes import change_post")
    assert result.returncode == 1
    assert "cli.check -> service.posts.writes" in result.stdout
    assert "Layers: a lower room never imports a higher one KEPT" in result.stdout
