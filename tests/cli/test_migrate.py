"""`agency migrate`: the content brought to this release's version in one commit, a line per file;
nothing to do the second time; a file a step cannot carry named with field and fix, exit 1."""

import json
from pathlib import Path

from typer.testing import CliRunner

from cli.main import app
from service.store.migrations.steps import CONTENT_VERSION
from tests.conftest import PROJECT_ROOT, commit_count, git, make_content_copy

RELEASE = PROJECT_ROOT / "tests" / "fixtures" / "content-releases" / "732fda6"


def migrate(runner: CliRunner, content: Path) -> tuple[int, str, str]:
    result = runner.invoke(app, ["--content", str(content), "migrate"])
    return result.exit_code, result.stdout, result.stderr


def test_migrate_says_what_it_changed_then_that_nothing_is_left(
        runner: CliRunner, tmp_path: Path) -> None:
    content = make_content_copy(tmp_path / "content", RELEASE)
    code, out, _ = migrate(runner, content)
    assert code == 0
    assert out.splitlines()[0] == f"content version 1 -> {CONTENT_VERSION}"
    assert any(line.startswith("copy/team.json: team members get an id") for line in
               out.splitlines())
    assert commit_count(content) == 2
    code, out, _ = migrate(runner, content)
    assert (code, out) == (0, f"content is at version {CONTENT_VERSION}: nothing to migrate\n")
    assert commit_count(content) == 2


def test_a_file_a_step_cannot_carry_is_named_with_its_field_and_fix(
        runner: CliRunner, tmp_path: Path) -> None:
    content = make_content_copy(tmp_path / "content", RELEASE)
    faq = json.loads((content / "copy/faq.json").read_text("utf-8"))
    faq["sections"][0]["items"][2]["answer"] = ["[b]bold?[/b]", 7]
    (content / "copy/faq.json").write_text(json.dumps(faq), "utf-8")
    git(content, "commit", "-qam", "Hand edit")
    code, out, err = migrate(runner, content)
    assert code == 1
    assert out == ("copy/faq.json: sections.0.items.2.answer: an answer's paragraphs must be "
                   "text, at least one. Fix: Write the answer as text, or as HTML in one "
                   "string.\n")
    assert "nothing was migrated" in err
    assert commit_count(content) == 2 and not (content / "version.json").exists()
