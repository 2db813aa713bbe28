"""`agency site list|show|edit|history|restore`: any document but a post, as JSON, through the
store's change_document and restore_document (validated, one commit, refused on a replica)."""

import json
import sys
from collections.abc import Callable
from pathlib import Path

from service.store.content_store import ContentStore
from tests.cli.conftest import Agency, assert_one_red_line, editor_seen
from tests.conftest import commit_count, files_in_commit, git, work_tree_status

FakeEditor = Callable[..., dict[str, str]]
PHONE = '"phone": "(203) 555-0142"'


def last_commit(content_dir: Path) -> tuple[str, str]:
    """The newest commit's author name and subject."""
    author, subject = git(content_dir, "log", "-1", "--format=%an%n%s").splitlines()
    return author, subject


def test_list_names_every_document_but_posts(agency: Agency) -> None:
    result = agency("site", "list")
    assert result.exit_code == 0, result.output
    names = result.stdout.split()
    assert {"site", "services", "companies", "copy/faq", "pages/about",
            "products/flood-insurance"} <= set(names)
    assert names == sorted(names)
    assert not [name for name in names if name.startswith("posts")]


def test_show_prints_the_stored_json(agency: Agency, content_dir: Path) -> None:
    for name in ("site", "copy/faq", "companies"):
        result = agency("site", "show", name)
        assert result.exit_code == 0, result.output
        assert result.stdout == (content_dir / f"{name}.json").read_text("utf-8")


def test_unknown_names_are_one_red_line(agency: Agency, content_dir: Path,
                                        fake_editor: FakeEditor) -> None:
    before = commit_count(content_dir)
    for args in (["show", "nope"], ["show", "pages/no-such-page"], ["show", "posts/x"],
                 ["edit", "../site"], ["history", "copy/unknown"], ["history", "pages/never"],
                 ["restore", "nope", "HEAD"]):
        line = assert_one_red_line(agency("site", *args, env=fake_editor({"save": True})))
        assert "no document called" in line and "agency site list" in line, line
    assert commit_count(content_dir) == before


def test_edit_saves_one_commit_of_the_one_file_by_gits_author(
        agency: Agency, store: ContentStore, content_dir: Path,
        fake_editor: FakeEditor) -> None:
    before = commit_count(content_dir)
    env = fake_editor({"replace": [PHONE, '"phone": "(203) 555-0199"']})
    result = agency("site", "edit", "site", env=env)
    assert result.exit_code == 0, result.output
    assert editor_seen(env)[0].startswith('{\n  "name": "Harbor Point Insurance Agency"')
    assert store.read_site().phone == "(203) 555-0199"
    assert commit_count(content_dir) == before + 1
    assert files_in_commit(content_dir) == ["site.json"]
    assert last_commit(content_dir) == ("Test Runner", "agency site edit: Edit site")
    assert work_tree_status(content_dir) == ""


def test_edit_of_a_document_in_a_folder(agency: Agency, content_dir: Path,
                                        fake_editor: FakeEditor) -> None:
    env = fake_editor({"replace": ['"title": "Frequently Asked Questions"',
                                   '"title": "Questions"']})
    assert agency("site", "edit", "copy/faq", env=env).exit_code == 0
    stored = json.loads((content_dir / "copy" / "faq.json").read_text("utf-8"))
    assert stored["title"] == "Questions"
    assert files_in_commit(content_dir) == ["copy/faq.json"]


def test_edit_without_a_change_writes_nothing(agency: Agency, content_dir: Path,
                                              fake_editor: FakeEditor) -> None:
    before = commit_count(content_dir)
    for step in ({"quit": True}, {"save": True}):
        result = agency("site", "edit", "site", env=fake_editor(step))
        assert result.exit_code == 0, result.output
        assert "No changes; nothing written." in result.output
    assert commit_count(content_dir) == before


def test_a_bad_edit_is_offered_again_naming_the_field(agency: Agency, store: ContentStore,
                                                      content_dir: Path,
                                                      fake_editor: FakeEditor) -> None:
    before = commit_count(content_dir)
    env = fake_editor({"replace": [PHONE, '"phone": 42']},
                      {"replace": ['"phone": 42', '"phone": "(203) 555-0177"']})
    result = agency("site", "edit", "site", input="y\n", env=env)
    assert result.exit_code == 0, result.output
    assert "phone: Input should be a valid string" in result.stderr
    seen = editor_seen(env)
    assert '"phone": 42' in seen[1]  # the text came back as the user left it
    assert store.read_site().phone == "(203) 555-0177"
    assert commit_count(content_dir) == before + 1


def test_giving_up_on_a_bad_edit_changes_nothing_and_keeps_the_text(
        agency: Agency, content_dir: Path, fake_editor: FakeEditor) -> None:
    before = commit_count(content_dir)
    original = (content_dir / "site.json").read_bytes()
    for replace, reason in ((['"name": ', '"bogus": 1, "name": '],
                             "bogus: Extra inputs are not permitted"),
                            ([PHONE, '"phone": '], "Invalid JSON")):
        env = fake_editor({"replace": replace})
        result = agency("site", "edit", "site", input="n\n", env=env)
        assert result.exit_code == 1, result.output
        assert reason in result.stderr, result.stderr
        recovery = Path(result.stdout.split("saved in ")[1].split()[0])
        assert recovery.parent == content_dir / ".store" / "recovery"
        assert recovery.name.startswith("site-") and recovery.suffix == ".json"
    assert (content_dir / "site.json").read_bytes() == original
    assert commit_count(content_dir) == before
    assert work_tree_status(content_dir) == ""


def test_edit_from_a_file(agency: Agency, content_dir: Path, tmp_path: Path) -> None:
    text = (content_dir / "site.json").read_text("utf-8")
    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    good.write_text(text.replace(PHONE, '"phone": "(203) 555-0111"'), "utf-8")
    bad.write_text(text.replace(PHONE, '"phone": null'), "utf-8")
    before = commit_count(content_dir)
    assert "phone" in assert_one_red_line(agency("site", "edit", "site", "--from", str(bad)))
    assert commit_count(content_dir) == before
    assert agency("site", "edit", "site", "--from", str(good)).exit_code == 0
    assert '"(203) 555-0111"' in (content_dir / "site.json").read_text("utf-8")
    assert commit_count(content_dir) == before + 1


def test_a_change_made_meanwhile_is_not_overwritten(agency: Agency, content_dir: Path,
                                                    tmp_path: Path) -> None:
    path = content_dir / "site.json"
    other = path.read_text("utf-8").replace(PHONE, '"phone": "(203) 555-0100"')
    # The editor plays the other writer: it changes the stored file while "open".
    sneaky = tmp_path / "sneaky.py"
    sneaky.write_text("import pathlib, sys\n"
                      f"pathlib.Path({str(path)!r}).write_text({other!r}, 'utf-8')\n"
                      "t = pathlib.Path(sys.argv[1])\n"
                      f"t.write_text(t.read_text().replace({PHONE!r}, "
                      "'\"phone\": \"(203) 555-0122\"'))\n")
    result = agency("site", "edit", "site", env={"EDITOR": f"{sys.executable} {sneaky}"})
    assert result.exit_code == 1
    assert "changed elsewhere" in result.stderr and "saved in" in result.stderr
    assert '"(203) 555-0100"' in path.read_text("utf-8")


def test_history_lists_the_edit_and_restore_brings_the_old_value_back(
        agency: Agency, store: ContentStore, content_dir: Path,
        fake_editor: FakeEditor) -> None:
    first = git(content_dir, "rev-parse", "HEAD").strip()
    env = fake_editor({"replace": [PHONE, '"phone": "(203) 555-0199"']})
    assert agency("site", "edit", "site", env=env).exit_code == 0
    edit = git(content_dir, "rev-parse", "HEAD").strip()
    history = agency("site", "history", "site")
    assert history.exit_code == 0, history.output
    rows = [line for line in history.stdout.splitlines() if edit[:10] in line or first[:10] in line]
    assert len(rows) == 2
    assert "agency site edit: Edit site" in rows[0] and "Test Runner" in rows[0]
    restored = agency("site", "restore", "site", first[:10])
    assert restored.exit_code == 0, restored.output
    assert store.read_site().phone == "(203) 555-0142"
    assert git(content_dir, "rev-parse", "HEAD~1").strip() == edit  # a new commit on top
    assert files_in_commit(content_dir) == ["site.json"]
    author, subject = last_commit(content_dir)
    assert author == "Test Runner" and subject.startswith("Restore site to ")
    again = agency("site", "restore", "site", first[:10])
    assert again.exit_code == 0 and "nothing written" in again.output
    assert "unknown revision" in assert_one_red_line(agency("site", "restore", "site", "nope"))
