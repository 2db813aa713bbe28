"""`agency status` exits 1 while anything fails (a push, the office's mail, the requests database)
and 0 when all is well; `agency push` pushes now, beside a running service."""

import datetime as dt
import json
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from service.ops.backup import back_up_instance, backup_name
from service.replication.status import read_status
from service.requests.fields import Submission
from service.requests.request_links import NO_PUBLIC_URL
from service.requests.storage import RequestStore
from service.store.content_store import ContentStore
from tests.cli.conftest import Agency
from tests.conftest import git
from tests.servers import running_service

pytestmark = [pytest.mark.clock,  # reads the time: run again under faketime (make test-clock)
              pytest.mark.slow]


def wait_for(check: Callable[[], bool], seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while not check() and time.monotonic() < deadline:
        time.sleep(0.1)
    assert check()


def test_status_exits_1_while_the_service_cannot_push_and_agency_push_catches_up(
        agency: Agency, content_dir: Path, tmp_path: Path) -> None:
    remote, instance = tmp_path / "remote.git", tmp_path / "instance"  # no remote there yet
    env = {"AGENCY_GIT_REMOTE": str(remote), "AGENCY_INSTANCE_DIR": str(instance)}
    store = ContentStore(content_dir)
    slug = store.read_posts()[0][0].slug
    with running_service(content_dir, instance, server_rendering=False, **env):
        assert agency("posts", "edit", slug, "--title", "Waits for the remote",
                      env=env).exit_code == 0
        head = git(content_dir, "rev-parse", "HEAD").strip()
        wait_for(lambda: (read_status(store.state_dir) or {}).get("failingSince") is not None,
                 seconds=20)
        failing = agency("status", env=env)
        assert failing.exit_code == 1, failing.output
        assert "Health: degraded" in failing.output
        assert "Degraded: pushes failing for" in failing.output
        refused = agency("push", env=env)
        assert refused.exit_code == 1
        assert refused.stderr.startswith(f"Error: push to {remote} failed (")
        assert len(refused.stderr.strip().splitlines()) == 1
        git(tmp_path, "init", "--quiet", "--bare", "--initial-branch=main", str(remote))
        pushed = agency("push", env=env)  # now, not at the service's next retry
        assert pushed.exit_code == 0, pushed.output
        assert git(remote, "rev-parse", "refs/heads/main").strip() == head
        well = agency("status", env=env)
        assert well.exit_code == 0, well.output
        assert "Health: ok" in well.output and "Commits not pushed yet: 0" in well.output


def test_status_exits_1_with_a_corrupted_requests_database(agency: Agency,
                                                           tmp_path: Path) -> None:
    instance = tmp_path / "instance"
    env = {"AGENCY_INSTANCE_DIR": str(instance)}
    RequestStore(instance / "requests.sqlite3").purge(0)  # creates the database
    assert agency("status", env=env).exit_code == 0
    (instance / "requests.sqlite3").write_bytes(b"\x00garbage" * 1000)
    result = agency("status", "--json", env=env)
    assert result.exit_code == 1
    assert '"the requests database fails: file is not a database"' in result.output


def test_status_warns_without_a_public_address_and_not_with_one(agency: Agency,
                                                                 tmp_path: Path) -> None:
    env = {"AGENCY_INSTANCE_DIR": str(tmp_path / "instance"), "AGENCY_PUBLIC_URL": None}
    result = agency("status", env=env)
    assert result.exit_code == 0  # a warning: nothing fails
    assert f"Warning: {NO_PUBLIC_URL}" in " ".join(result.stdout.split())
    assert json.loads(agency("status", "--json", env=env).stdout)["warnings"] == [NO_PUBLIC_URL]
    linked = {**env, "AGENCY_PUBLIC_URL": "https://www.harborpoint.example"}
    assert "Warning" not in agency("status", env=linked).stdout
    assert json.loads(agency("status", "--json", env=linked).stdout)["warnings"] == []


def test_status_exits_1_while_the_offices_mail_fails(agency: Agency, tmp_path: Path) -> None:
    instance = tmp_path / "instance"
    env = {"AGENCY_INSTANCE_DIR": str(instance)}
    requests = RequestStore(instance / "requests.sqlite3")
    received = requests.add(Submission("quote", "Jane Doe", "jane@example.com", "", "email", "",
                                       {"coverages": ["auto"], "zip": "06460"}), 0, mail=True)
    with requests.reading() as db:
        (office_mail,) = db.execute("SELECT id FROM mails WHERE purpose = 'office' "
                                    "AND request_id = ?", (received.id,)).fetchone()
    assert agency("status", env=env).exit_code == 0  # queued, not failed yet
    requests.mail_failed(office_mail, "ConnectionRefusedError: [Errno 111]", 60.0, 1.0)
    result = agency("status", env=env)
    assert result.exit_code == 1
    assert "Degraded: mail to the office failing since 1970-01-01 00:00 UTC: 1 notification " \
           "waits" in result.output
    requests.mail_sent(office_mail, 2.0)
    assert agency("status", env=env).exit_code == 0


def test_push_without_a_remote_or_on_a_replica_is_one_red_line(agency: Agency) -> None:
    alone = agency("push", env={"AGENCY_GIT_REMOTE": ""})
    assert (alone.exit_code, alone.stderr.strip()) == (
        1, "Error: No git remote to push to: set AGENCY_GIT_REMOTE.")
    replica = agency("push", env={"AGENCY_GIT_REMOTE": "/srv/remote.git", "AGENCY_READ_ONLY": "1"})
    assert replica.exit_code == 2 and "never pushes" in replica.stderr


def test_status_exits_1_when_the_daily_backups_stopped(agency: Agency, tmp_path: Path) -> None:
    instance, backups = tmp_path / "instance", tmp_path / "backups"
    RequestStore(instance / "requests.sqlite3").purge(0)
    env = {"AGENCY_INSTANCE_DIR": str(instance), "AGENCY_BACKUP_DIR": str(backups)}
    taken = dt.datetime.now(dt.UTC) - dt.timedelta(hours=49)
    back_up_instance(instance, backups / backup_name(taken, False))
    assert agency("status", env=env).exit_code == 0  # a day late: retried, not yet stopped
    (backups / backup_name(taken, False)).rename(
        backups / backup_name(taken - dt.timedelta(hours=2), False))
    result = agency("status", env=env)
    assert result.exit_code == 1
    assert "Degraded: no daily backup taken for two days" in result.output
