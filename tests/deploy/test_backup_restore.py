"""docs/operating.md "Backups and restore", end to end with the real service and the real
`agency`: the daily backup appears and rotates; stopped, the newest is restored into an empty
folder, and a service on it signs the staff member in and lists the visitors' requests. A restore
while the service runs is refused, and a service does not start while a restore holds the folder."""

import datetime as dt
import io
import json
import os
import re
import subprocess
import sys
import tarfile
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path

import pyrage
import pytest
from pyrage import x25519

from service.instance_lock import no_service_running
from service.ops.backup import daily_backups, latest_backup, taken_at
from service.requests.tokens import MINIMUM_SECONDS
from tests.conftest import PROJECT_ROOT, file_mode, folder_snapshot
from tests.servers import StaffOverHttp, free_port, running_service, service_env

pytestmark = pytest.mark.clock  # reads the time (on the real clock: README, Tests)

USER, PASSWORD = "maria", "a long enough password"
KEEP = 3
VISITORS = ("Jane Restored", "John Restored")
NEXT_BACKUP = re.compile(r"daily backup into \S+: the next in (\d+) s")


def agency(instance: Path, content: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """`agency ARGS...` as an operator runs it, on this instance and content."""
    env = {**os.environ, "AGENCY_INSTANCE_DIR": str(instance), "AGENCY_CONTENT_DIR": str(content)}
    return subprocess.run([sys.executable, "-c", "from cli.main import app; app()", *args],
                          cwd=PROJECT_ROOT, env=env, text=True, capture_output=True, timeout=120)


def until(check: Callable[[], bool], seconds: float = 90) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "did not happen in time"
        time.sleep(0.1)


def newest_taken_at(backups: Path) -> dt.datetime:
    newest = latest_backup(backups)
    return (taken_at(newest) if newest else None) or dt.datetime.min.replace(tzinfo=dt.UTC)


def send_requests(url: str) -> None:
    """Each visitor's quote request, posted as the site's form does (JSON with a form token)."""
    tokens = []
    for _ in VISITORS:
        with urllib.request.urlopen(url + "/api/requests/form-token", timeout=10) as answer:
            tokens.append(json.loads(answer.read())["token"])
    time.sleep(MINIMUM_SECONDS + 0.2)  # a person takes at least this long to fill the form
    for name, token in zip(VISITORS, tokens, strict=True):
        body = {"kind": "quote", "name": name, "phone": "203-555-0142", "coverages": ["auto"],
                "formToken": token, "website": ""}
        request = urllib.request.Request(url + "/api/requests", json.dumps(body).encode(),
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=10) as answer:
            assert answer.status == 201


@pytest.mark.long
def test_the_readme_recipe_restores_staff_and_requests_into_an_empty_folder(
        content_dir: Path, tmp_path: Path) -> None:
    """Over 10 s by design: backups taken a second apart until one rotates out, then two starts
    of the real service."""
    instance, backups, log = tmp_path / "instance", tmp_path / "backups", tmp_path / "service.log"
    added = agency(instance, content_dir, "staff", "add", USER, "--password", PASSWORD)
    assert added.returncode == 0, added.stderr
    with running_service(content_dir, instance, server_rendering=False, log=log,
                         AGENCY_BACKUP_DIR=str(backups), AGENCY_BACKUP_SECONDS="1",
                         AGENCY_BACKUP_KEEP=str(KEEP)) as url:
        send_requests(url)
        sent = dt.datetime.now(dt.UTC)
        until(lambda: newest_taken_at(backups) > sent)
        until(lambda: "daily backup: deleted" in log.read_text())  # rotated
        before = folder_snapshot(instance, leave_out=("-shm",))  # readers write SQLite's -shm
        refused = agency(instance, content_dir, "restore", str(latest_backup(backups)))
        assert refused.returncode == 1
        assert "not restored: the service is running on" in refused.stderr
        assert folder_snapshot(instance, leave_out=("-shm",)) == before
    kept = daily_backups(backups)
    assert len(kept) == KEEP and file_mode(backups) == 0o700
    assert {file_mode(path) for path in kept} == {0o600}

    restored, restored_content = tmp_path / "restored", tmp_path / "restored-content"
    restored.mkdir()
    newest = latest_backup(backups)
    assert newest is not None
    result = agency(restored, restored_content, "restore", str(newest),
                    "--content-to", str(restored_content))
    assert result.returncode == 0, result.stderr
    with running_service(restored_content, restored, server_rendering=False) as url:
        staff = StaffOverHttp(url, USER, PASSWORD)
        names = [item["name"] for item in staff.send("GET", "/api/admin/requests")["requests"]]
        assert sorted(names) == sorted(VISITORS)
        with urllib.request.urlopen(url + "/api/site", timeout=10) as answer:
            assert answer.status == 200  # the content came back from the backup's bundle


def test_the_first_backup_is_taken_at_start_and_not_again_within_the_day(
        content_dir: Path, tmp_path: Path) -> None:
    instance, backups = tmp_path / "instance", tmp_path / "backups"
    first_log, second_log = tmp_path / "first.log", tmp_path / "second.log"
    key = x25519.Identity.generate()
    settings = {"AGENCY_BACKUP_DIR": str(backups), "AGENCY_BACKUP_AGE_RECIPIENT": str(
        key.to_public())}
    with running_service(content_dir, instance, server_rendering=False, log=first_log,
                         **settings):
        until(lambda: latest_backup(backups) is not None)
    [first] = daily_backups(backups)
    assert first.name.endswith(".tar.gz.age")
    plain = io.BytesIO(pyrage.decrypt(first.read_bytes(), [key]))
    with tarfile.open(fileobj=plain, mode="r:gz") as tar:
        assert {"staff.sqlite3", "requests.sqlite3", "content.bundle"} <= set(tar.getnames())
    with running_service(content_dir, instance, server_rendering=False, log=second_log,
                         **settings):
        until(lambda: NEXT_BACKUP.search(second_log.read_text()) is not None)
    [first_wait] = NEXT_BACKUP.findall(first_log.read_text())
    [second_wait] = NEXT_BACKUP.findall(second_log.read_text())
    assert int(first_wait) == 0 and int(second_wait) > 86000  # a day less the time since then
    assert daily_backups(backups) == [first]


def test_the_service_does_not_start_while_a_restore_holds_the_folder(
        content_dir: Path, tmp_path: Path) -> None:
    instance = tmp_path / "instance"
    instance.mkdir(mode=0o700)
    env = service_env(content_dir, instance, free_port(), server_rendering=False)
    with no_service_running(instance):
        started = subprocess.run([sys.executable, "-m", "service"], cwd=PROJECT_ROOT, env=env,
                                 capture_output=True, text=True, timeout=120)
    assert started.returncode != 0
    assert "cannot start: agency restore is writing the instance folder" in started.stderr


def test_a_bad_age_recipient_stops_the_start_with_one_line(content_dir: Path,
                                                           tmp_path: Path) -> None:
    env = service_env(content_dir, tmp_path / "instance", free_port(), server_rendering=False,
                      AGENCY_BACKUP_DIR=str(tmp_path / "backups"),
                      AGENCY_BACKUP_AGE_RECIPIENT="ssh-ed25519 AAAA-not-age")
    started = subprocess.run([sys.executable, "-m", "service"], cwd=PROJECT_ROOT, env=env,
                             capture_output=True, text=True, timeout=120)
    assert started.returncode == 2
    assert ("cannot start: AGENCY_BACKUP_AGE_RECIPIENT must be an age public key (age1...), "
            "not 'ssh-ed25519 AAAA-not-age'") in started.stderr
    assert not (tmp_path / "backups").exists()
