"""What `agency posts import` prints: a one-screen summary, --details, --json, --quiet, a stop."""

import json
from pathlib import Path
from typing import Any

import pytest
import typer
from click.testing import Result

from cli import post_import
from cli.main import app
from service.store.content_store import ContentStore
from tests.cli.conftest import Agency
from tests.cli.test_import import a_post, write_json
from tests.conftest import commit_count, work_tree_status


def many(tmp_path: Path, count: int, failing: int = 0) -> Path:
    posts = [a_post(f"bulk-{n:04d}", id=None, content="<h4>Head</h4><p>Body.</p>")
             for n in range(count)]
    posts += [a_post(f"broken-{n}", id=None, date="2024-02-30") for n in range(failing)]
    return write_json(tmp_path / "bulk.json", posts)


def test_a_big_import_is_summarised_on_one_screen(agency: Agency, tmp_path: Path) -> None:
    result = agency("posts", "import", str(many(tmp_path, 300, failing=12)))
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert len(lines) < 30, result.output
    assert lines[0] == "Import of bulk.json (JSON, 312 items)"
    assert "Failed (12):" in lines
    assert "  broken-0: date 2024-02-30 is not a real date" in lines
    assert "  … and 2 more (--details lists them)" in lines
    assert "    300  content: made level 2 or 3 headings: <h4>" in lines
    assert "300 imported, 0 replaced, 0 unchanged, 0 skipped, 12 failed." in result.stderr
    assert "bulk-0001" not in result.output  # imported items are counted, not listed


def test_details_lists_every_item(agency: Agency, tmp_path: Path) -> None:
    result = agency("posts", "import", "--details", str(many(tmp_path, 3)))
    assert result.exit_code == 0, result.output
    for slug in ("bulk-0000", "bulk-0001", "bulk-0002"):
        assert any(slug in line and "imported" in line for line in result.output.splitlines())


def test_json_report_for_scripts(agency: Agency, tmp_path: Path) -> None:
    result = agency("posts", "import", "--json", str(many(tmp_path, 2, failing=1)))
    assert result.exit_code == 1
    report = json.loads(result.stdout)
    assert report["counts"] == {"imported": 2, "replaced": 0, "unchanged": 0, "skipped": 0,
                                "failed": 1}
    assert report["committed"] is True and report["dryRun"] is False
    assert report["items"][0] == {"source": "bulk.json #1", "slug": "bulk-0000",
                                  "status": "imported",
                                  "notes": ["content: made level 2 or 3 headings: <h4>"]}
    assert report["items"][2]["notes"] == ["date 2024-02-30 is not a real date"]


def test_quiet_prints_nothing_unless_something_failed(agency: Agency, tmp_path: Path) -> None:
    result = agency("posts", "import", "--quiet", str(many(tmp_path, 3)))
    assert (result.exit_code, result.output) == (0, "")
    result = agency("posts", "import", "--quiet", str(many(tmp_path, 0, failing=1)))
    assert result.exit_code == 1
    assert "broken-0" in result.output and "not a real date" in result.output
    assert "bulk-0000" not in result.output


def test_ctrl_c_says_nothing_was_imported(agency: Agency, content_dir: Path, tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted(*_args: Any, **_kwargs: Any) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(post_import, "plan_import", interrupted)
    before = commit_count(content_dir)
    result = agency("posts", "import", str(many(tmp_path, 3)))
    assert result.exit_code == post_import.STOPPED_EXIT_CODE
    assert result.stderr.strip() == "Import stopped: nothing was imported."
    assert commit_count(content_dir) == before and work_tree_status(content_dir) == ""


def test_an_interrupted_import_is_finished_before_the_next(
        agency: Agency, store: ContentStore, content_dir: Path, tmp_path: Path) -> None:
    staging = store.state_dir / "staging" / "1-dead"
    (staging / "files").mkdir(parents=True)
    (staging / "files" / "0").write_text(json.dumps(a_post("left-behind", id=900)), "utf-8")
    (staging / "manifest.json").write_text(json.dumps({
        "message": "agency posts import: 1 post from old.json", "author": None,
        "files": [["posts/left-behind.json", "0"]]}), "utf-8")
    result = agency("posts", "import", str(many(tmp_path, 1)))
    assert result.exit_code == 0, result.output
    assert "Finished an earlier import that had been interrupted: agency posts import: 1 post " \
           "from old.json" in result.stderr
    assert store.read_post("left-behind").id == 900
    assert commit_count(content_dir) == 3 and work_tree_status(content_dir) == ""


def help_texts(runner: Any, command: typer.Typer, path: list[str]) -> list[tuple[str, Result]]:
    """Every command's --help, walking the command tree."""
    import typer.main

    group = typer.main.get_command(command)
    found = []

    def walk(node: Any, words: list[str]) -> None:
        found.append((" ".join(words), runner.invoke(app, [*words, "--help"])))
        for name, child in getattr(node, "commands", {}).items():
            walk(child, [*words, name])

    walk(group, path)
    return found


def test_help_shows_flags_without_a_type(runner: Any) -> None:
    texts = help_texts(runner, app, [])
    assert len(texts) > 15
    for words, result in texts:
        assert result.exit_code == 0, words
        assert "<bool>" not in result.output, words
    import_help = next(result.output for words, result in texts if words == "posts import")
    assert "--recursive" in import_help and "<path>" in import_help
