"""`agency staff`: accounts live in the instance folder; removal, disabling and new passwords end
sessions; the first account is an owner; an account links to the team member it writes as."""

from pathlib import Path

import pytest
from argon2 import PasswordHasher
from typer.testing import CliRunner

from cli.main import app
from service.auth.accounts import StaffDirectory
from tests.cli.conftest import Agency, assert_one_red_line

runner = CliRunner()


@pytest.fixture
def instance(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "instance"
    monkeypatch.setenv("AGENCY_INSTANCE_DIR", str(folder))
    monkeypatch.setattr("service.auth.accounts.PasswordHasher",
                        lambda: PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1))
    return folder


def directory(instance: Path) -> StaffDirectory:
    return StaffDirectory(instance / "staff.sqlite3")


def test_add_list_passwd_remove(instance: Path) -> None:
    added = runner.invoke(app, ["staff", "add", "maria", "--password", "a long password 1"])
    assert added.exit_code == 0, added.output
    assert directory(instance).authenticate("maria", "a long password 1")
    session_id, _ = directory(instance).start_session("maria")

    listed = runner.invoke(app, ["staff", "list"])
    assert listed.exit_code == 0 and "maria" in listed.output

    changed = runner.invoke(app, ["staff", "passwd", "maria", "--password", "another password 2"])
    assert changed.exit_code == 0
    assert directory(instance).session(session_id) is None
    assert directory(instance).authenticate("maria", "another password 2")
    assert not directory(instance).authenticate("maria", "a long password 1")

    session_id, _ = directory(instance).start_session("maria")
    removed = runner.invoke(app, ["staff", "remove", "maria", "--yes"])
    assert removed.exit_code == 0
    assert directory(instance).session(session_id) is None
    assert not directory(instance).authenticate("maria", "another password 2")


def test_password_is_asked_for_hidden_when_not_given(instance: Path) -> None:
    result = runner.invoke(app, ["staff", "add", "joe"],
                           input="a long password 1\na long password 1\n")
    assert result.exit_code == 0, result.output
    assert "a long password 1" not in result.output
    assert directory(instance).authenticate("joe", "a long password 1")


@pytest.mark.parametrize("args", [
    ["staff", "add", "Bad Name", "--password", "a long password 1"],
    ["staff", "add", "shorty", "--password", "short"],
    ["staff", "remove", "nobody", "--yes"],
    ["staff", "passwd", "nobody", "--password", "a long password 1"],
    ["staff", "disable", "nobody"],
    ["staff", "add", "maria", "--role", "boss", "--password", "a long password 1"],
])
def test_user_errors_are_one_red_line(instance: Path, args: list[str]) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code != 0
    assert "Traceback" not in result.output
    assert "Error:" in result.output


def test_duplicate_account_is_refused(instance: Path) -> None:
    runner.invoke(app, ["staff", "add", "maria", "--password", "a long password 1"])
    again = runner.invoke(app, ["staff", "add", "maria", "--password", "a long password 1"])
    assert again.exit_code != 0 and "already exists" in again.output


def test_the_first_account_is_an_owner_and_later_ones_take_their_role(instance: Path) -> None:
    first = runner.invoke(app, ["staff", "add", "maria", "--password", "a long password 1"])
    assert first.exit_code == 0 and "always an owner" in first.output
    runner.invoke(app, ["staff", "add", "tom", "--password", "a long password 1"])
    runner.invoke(app, ["staff", "add", "ann", "--role", "owner",
                        "--password", "a long password 1"])
    assert [(m.username, m.role) for m in directory(instance).members()] == [
        ("ann", "owner"), ("maria", "owner"), ("tom", "staff")]
    listed = runner.invoke(app, ["staff", "list"], env={"COLUMNS": "200"})
    assert [[cell.strip() for cell in line.split("│")][1:3]
            for line in listed.output.splitlines() if "tom" in line] == [["tom", "staff"]]


def test_disable_ends_sessions_until_enable_and_keeps_the_last_owner(instance: Path) -> None:
    runner.invoke(app, ["staff", "add", "maria", "--password", "a long password 1"])
    runner.invoke(app, ["staff", "add", "tom", "--password", "a long password 1"])
    session_id, _ = directory(instance).start_session("tom")
    assert runner.invoke(app, ["staff", "disable", "tom"]).exit_code == 0
    assert directory(instance).session(session_id) is None
    assert not directory(instance).authenticate("tom", "a long password 1")
    assert "disabled" in runner.invoke(app, ["staff", "list"], env={"COLUMNS": "200"}).output
    assert runner.invoke(app, ["staff", "enable", "tom"]).exit_code == 0
    assert directory(instance).authenticate("tom", "a long password 1")
    last = runner.invoke(app, ["staff", "disable", "maria"])
    assert last.exit_code != 0 and "last owner" in last.output


def test_remove_keeps_the_last_owner_while_other_accounts_remain(instance: Path) -> None:
    runner.invoke(app, ["staff", "add", "maria", "--password", "a long password 1"])
    runner.invoke(app, ["staff", "add", "tom", "--password", "a long password 1"])
    last = runner.invoke(app, ["staff", "remove", "maria", "--yes"])
    assert last.exit_code != 0 and "last owner" in last.output
    assert [m.username for m in directory(instance).members()] == ["maria", "tom"]
    assert runner.invoke(app, ["staff", "remove", "tom", "--yes"]).exit_code == 0
    # The only account left may go: the next one added is an owner again.
    assert runner.invoke(app, ["staff", "remove", "maria", "--yes"]).exit_code == 0
    runner.invoke(app, ["staff", "add", "ann", "--password", "a long password 1"])
    assert [(m.username, m.role) for m in directory(instance).members()] == [("ann", "owner")]


def test_instance_folder_is_outside_content_and_ignored_by_git() -> None:
    ignored = (Path(__file__).resolve().parents[2] / ".gitignore").read_text()
    assert "instance/" in ignored.splitlines()


PASSWORD = "a long password 1"


def linked_member(instance: Path, username: str) -> str | None:
    return directory(instance).member(username).member


def test_staff_add_links_the_account_to_a_team_member(agency: Agency, instance: Path) -> None:
    added = agency("staff", "add", "tom", "--password", PASSWORD, "--member", "thomas-whitcomb")
    assert added.exit_code == 0, added.output
    assert "writing as thomas-whitcomb" in added.output
    assert linked_member(instance, "tom") == "thomas-whitcomb"
    listed = agency("staff", "list")
    assert "thomas-whitcomb" in listed.output


def test_staff_add_refuses_a_member_the_team_lacks_and_adds_nobody(
        agency: Agency, instance: Path) -> None:
    line = assert_one_red_line(agency("staff", "add", "tom", "--password", PASSWORD,
                                      "--member", "tom"))
    assert "No team member has the id 'tom'" in line
    assert not StaffDirectory(instance / "staff.sqlite3").has_members()


def test_staff_member_links_and_unlinks_an_account(agency: Agency, instance: Path) -> None:
    assert agency("staff", "add", "maria", "--password", PASSWORD).exit_code == 0
    assert linked_member(instance, "maria") is None
    linked = agency("staff", "member", "maria", "eleanor-whitcomb")
    assert linked.exit_code == 0, linked.output
    assert "maria now writes as eleanor-whitcomb" in linked.output
    assert linked_member(instance, "maria") == "eleanor-whitcomb"
    unlinked = agency("staff", "member", "maria", "--none")
    assert unlinked.exit_code == 0 and linked_member(instance, "maria") is None


@pytest.mark.parametrize(("args", "message"), [
    (["maria"], "Give a team member's id, or --none"),
    (["maria", "eleanor-whitcomb", "--none"], "Give a team member's id, or --none"),
    (["maria", "nobody"], "No team member has the id 'nobody'"),
    (["nobody-here", "eleanor-whitcomb"], "No staff member named 'nobody-here'"),
])
def test_staff_member_refuses_in_one_red_line(agency: Agency, instance: Path, args: list[str],
                                              message: str) -> None:
    assert agency("staff", "add", "maria", "--password", PASSWORD).exit_code == 0
    assert message in assert_one_red_line(agency("staff", "member", *args))
    assert linked_member(instance, "maria") is None
