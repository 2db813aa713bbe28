"""`agency doctor` on real parts: a git content repository with a bare remote, an instance folder
made by the service's own code, aiosmtpd, nginx -t and certificates made by openssl."""

import datetime as dt
import os
import sqlite3
import subprocess
import time
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import pytest
from argon2 import PasswordHasher
from click.testing import Result

from service.auth.accounts import StaffDirectory
from service.ops.backup import back_up_instance, backup_name
from service.requests.fields import Submission
from service.requests.intake.intake_db import write_answers
from service.requests.intake.sealing import load_ring
from service.requests.storage import RequestStore
from tests.cli.conftest import Agency
from tests.conftest import git
from tests.servers import self_signed
from tests.service.test_requests_mail import free_port, start_smtp

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)


@pytest.fixture
def remote(tmp_path: Path, content_dir: Path) -> Path:
    """A bare repository holding everything the content repository has."""
    bare = tmp_path / "remote.git"
    subprocess.run(["git", "init", "--quiet", "--bare", str(bare)], check=True)
    git(content_dir, "push", "--quiet", str(bare), "main")
    return bare


@pytest.fixture
def instance(tmp_path: Path) -> Path:
    """An instance folder as the service makes it: a staff account and the requests database."""
    folder = tmp_path / "instance"
    StaffDirectory(folder / "staff.sqlite3", hasher=PasswordHasher(
        time_cost=1, memory_cost=1024, parallelism=1)).add("owner", "a long enough password")
    RequestStore(folder / "requests.sqlite3").set_up()
    return folder


@pytest.fixture
def mail_port() -> Iterator[int]:
    port = free_port()
    controller, _ = start_smtp(port)
    yield port
    controller.stop()

def backups(folder: Path, instance: Path, *ages: dt.timedelta) -> Path:
    """Real backups of the instance, named as if taken that long ago."""
    for age in ages:
        back_up_instance(instance, folder / backup_name(dt.datetime.now(dt.UTC) - age, False))
    return folder


def settings_env(instance: Path, remote: Path | None, mail_port: int | None = None,
                 **more: str) -> dict[str, str | None]:
    return {"AGENCY_INSTANCE_DIR": str(instance),
            "AGENCY_GIT_REMOTE": str(remote) if remote else None,
            "AGENCY_SMTP_HOST": "127.0.0.1" if mail_port else None,
            "AGENCY_SMTP_PORT": str(mail_port) if mail_port else None,
            "AGENCY_SMTP_STARTTLS": "0", "AGENCY_NOTIFY_TO": "office@harborpoint.example",
            "AGENCY_EXPORT_DIR": None, "AGENCY_READ_ONLY": None,
            "AGENCY_EMBED_ORIGINS": "https://www.openstreetmap.org",
            "AGENCY_PUBLIC_URL": "https://www.harborpoint.example", **more}


def settings_file(folder: Path, env: dict[str, str | None]) -> dict[str, str | None]:
    """The settings written to a settings file, and an environment that names only the file."""
    file = folder / "agency.env"
    file.write_text("".join(f"{name}={value}\n" for name, value in env.items() if value), "utf-8")
    os.chmod(file, 0o640)  # as the README installs it: the service's group reads it
    return {**dict.fromkeys(env), "AGENCY_ENV_FILE": str(file)}


def findings(result: Result) -> list[tuple[str, str, str]]:
    """(status, subject, the rest) for each line `agency doctor` printed."""
    found = []
    for line in result.stdout.splitlines():
        status, _, rest = line.partition(" ")
        subject, _, said = rest.strip().partition(": ")
        found.append((status, subject, said))
    return found


def about(result: Result, subject: str) -> list[tuple[str, str]]:
    return [(status, said) for status, named, said in findings(result) if named == subject]


def test_a_healthy_setup_passes_every_check(agency: Agency, tmp_path: Path, remote: Path,
                                            instance: Path, mail_port: int) -> None:
    cert, key = self_signed(tmp_path, 60, "www.harborpoint.example", ("cert-60.pem", "key-60.pem"))
    site = tmp_path / "harborpoint.conf"
    printed = agency("deploy", "nginx", "--server-name", "www.harborpoint.example",
                     "--certificate", str(cert), "--certificate-key", str(key))
    site.write_text(printed.stdout, "utf-8")
    backed_up = backups(tmp_path / "backups", instance, dt.timedelta(days=1), dt.timedelta(hours=3))
    env = settings_env(instance, remote, mail_port, AGENCY_BACKUP_DIR=str(backed_up))
    result = agency("doctor", "--nginx-config", str(site), env=settings_file(tmp_path, env))
    assert result.exit_code == 0, result.output
    subjects = [subject for _, subject, _ in findings(result)]
    assert subjects == ["settings", "instance folder", "staff database", "requests database",
                        "intake keys", "content repository", "git remote", "git remote",
                        "content version", "content file", "site embeds", "mail server",
                        "public address", "nginx configuration", "certificate", "disk space",
                        "backups"]
    assert {status for status, _, _ in findings(result)} == {"ok"}, result.output
    assert about(result, "certificate")[0][1].startswith(f"{cert} is valid until ")


def test_without_a_public_address_the_doctor_warns_the_mails_cannot_link_to_requests(
        agency: Agency, tmp_path: Path, instance: Path, mail_port: int) -> None:
    env = settings_env(instance, None, mail_port, AGENCY_PUBLIC_URL=None)
    result = agency("doctor", env=settings_file(tmp_path, env))
    assert result.exit_code == 0, result.output  # a warning, not a failure
    assert about(result, "public address") == [
        ("warn", "AGENCY_PUBLIC_URL is not set, so the office's mails cannot link to requests. "
                 "Fix: Set it to the site's address (https://www.example.com).")]
    linked = agency("doctor", env=settings_file(tmp_path, {**env, **{
        "AGENCY_PUBLIC_URL": "https://www.harborpoint.example"}}))
    assert about(linked, "public address") == [
        ("ok", "https://www.harborpoint.example: the office's mails link to each request there")]


def test_a_world_readable_instance_folder_fails(agency: Agency, instance: Path,
                                               remote: Path) -> None:
    os.chmod(instance, 0o755)
    os.chmod(instance / "staff.sqlite3", 0o644)
    result = agency("doctor", env=settings_env(instance, remote))
    assert result.exit_code == 1, result.output
    lines = about(result, "instance folder")
    assert [status for status, _ in lines] == ["fail", "fail"]
    assert lines[0][1] == f"{instance} is open to other users (0755). Fix: chmod 700 {instance}"
    assert lines[1][1] == (f"files other users can open: staff.sqlite3 (0644). Fix: chmod 600 "
                           f"{instance / 'staff.sqlite3'}")


def test_an_unreachable_remote_fails_and_uncommitted_changes_warn(
        agency: Agency, tmp_path: Path, content_dir: Path, instance: Path) -> None:
    (content_dir / "notes.txt").write_text("not committed\n", "utf-8")
    # An upload waiting for the save that names it is no uncommitted change.
    (content_dir / "media" / "uploads").mkdir(parents=True, exist_ok=True)
    (content_dir / "media" / "uploads" / "0123456789abcdef01234567.png").write_bytes(b"png")
    with open(content_dir / "site.json", "a", encoding="utf-8") as site:
        site.write("\n")
    result = agency("doctor", env=settings_env(instance, tmp_path / "nowhere.git"))
    assert result.exit_code == 1, result.output
    assert about(result, "content repository") == [(
        "warn", f"2 files changed and not committed. Fix: Look at them with git -C {content_dir} "
                "status, then commit or discard them (the service commits its own saves).")]
    [(status, said)] = about(result, "git remote")
    assert status == "fail" and said.startswith(f"{tmp_path / 'nowhere.git'} cannot be reached: ")


def test_commits_not_pushed_warn_without_failing(agency: Agency, content_dir: Path,
                                                 instance: Path, remote: Path) -> None:
    site = content_dir / "site.json"
    site.write_text(site.read_text("utf-8").replace("(203) 555-0142", "(203) 555-0199"), "utf-8")
    git(content_dir, "commit", "--quiet", "-am", "Not pushed")
    result = agency("doctor", env=settings_env(instance, remote))
    assert result.exit_code == 0, result.output
    assert about(result, "git remote")[1][0:1] == ("warn",)
    assert about(result, "git remote")[1][1].startswith("1 commits not pushed yet")


def test_a_certificate_about_to_expire_warns(agency: Agency, tmp_path: Path, instance: Path,
                                             remote: Path) -> None:
    cert, _ = self_signed(tmp_path, 5, "www.harborpoint.example", ("cert-5.pem", "key-5.pem"))
    result = agency("doctor", "--certificate", str(cert), env=settings_env(instance, remote))
    assert result.exit_code == 0, result.output
    [(status, said)] = about(result, "certificate")
    assert status == "warn" and said.startswith(f"{cert} expires in 4 days (")


def test_what_would_stop_the_service_fails(agency: Agency, tmp_path: Path, instance: Path,
                                           remote: Path) -> None:
    with closing(sqlite3.connect(instance / "staff.sqlite3")) as database:
        database.execute("PRAGMA user_version = 99")
    broken = tmp_path / "broken.conf"
    broken.write_text("server { listen 80; no_such_directive on; }\n", "utf-8")
    nobody_listening = free_port()
    result = agency("doctor", "--nginx-config", str(broken),
                    env=settings_env(instance, remote, nobody_listening))
    assert result.exit_code == 1, result.output
    assert about(result, "staff database")[0][0] == "fail"
    assert "newer than this release knows" in about(result, "staff database")[0][1]
    [(status, said)] = about(result, "nginx configuration")
    assert status == "fail" and 'unknown directive "no_such_directive"' in said
    [(status, said)] = about(result, "mail server")
    assert status == "fail" and said.startswith(f"127.0.0.1:{nobody_listening} does not answer")


def test_settings_the_service_would_refuse_fail_alone(agency: Agency, instance: Path) -> None:
    result = agency("doctor", env={**settings_env(instance, None), "AGENCY_PORT": "eighty"})
    assert result.exit_code == 1, result.output
    assert findings(result) == [("fail", "settings", "AGENCY_PORT must be a whole number from 1 "
                                 "to 65535, not 'eighty'. Fix: Correct the variables named, as "
                                 "the service will refuse to start with them.")]


def test_backups_missing_or_late_are_flagged(agency: Agency, tmp_path: Path, instance: Path,
                                             remote: Path) -> None:
    result = agency("doctor", env=settings_env(instance, remote))
    [(status, said)] = about(result, "backups")
    assert status == "warn"
    assert said.startswith("no daily backup is taken (AGENCY_BACKUP_DIR is not set). Fix: Set ")
    folder = tmp_path / "backups"
    result = agency("doctor", env=settings_env(instance, remote, AGENCY_BACKUP_DIR=str(folder)))
    [(status, said)] = about(result, "backups")
    assert status == "warn" and said.startswith(f"no backup in {folder} yet. Fix: ")
    backups(folder, instance, dt.timedelta(days=3), dt.timedelta(hours=30))
    result = agency("doctor", env=settings_env(instance, remote, AGENCY_BACKUP_DIR=str(folder)))
    [(status, said)] = about(result, "backups")
    assert status == "warn" and said.startswith("the newest, agency-backup-")
    assert "30 hours old" in said
    backups(folder, instance, dt.timedelta(days=2, hours=3))
    (folder / sorted(os.listdir(folder))[-1]).unlink()  # the 30-hour one: now 2 days + 3 h
    result = agency("doctor", env=settings_env(instance, remote, AGENCY_BACKUP_DIR=str(folder)))
    [(status, said)] = about(result, "backups")
    assert status == "fail" and "2 days old" in said and result.exit_code == 1


def test_settings_without_a_file_or_overridden_by_the_shell_warn(
        agency: Agency, tmp_path: Path, instance: Path, remote: Path) -> None:
    result = agency("doctor", env=settings_env(instance, remote))
    [(status, said)] = about(result, "settings")
    assert status == "warn" and said.startswith("every AGENCY_ variable set is valid, but no "
                                                "settings file is read. Fix: Put the AGENCY_")
    env = settings_file(tmp_path, settings_env(instance, remote))
    result = agency("doctor", env={**env, "AGENCY_INSTANCE_DIR": str(tmp_path / "elsewhere")})
    [(status, said), (ok, _)] = about(result, "settings")
    assert (status, ok) == ("warn", "ok")
    assert said.startswith(f"AGENCY_INSTANCE_DIR from this shell ('{tmp_path}/elsewhere') "
                           f"overrides {tmp_path}/agency.env line 1 ('{instance}'), which the "
                           "service reads. Fix: Run `unset AGENCY_INSTANCE_DIR`")


def test_an_embed_of_an_origin_not_allowed_warns_that_it_is_not_served(
        agency: Agency, tmp_path: Path, instance: Path) -> None:
    env = settings_env(instance, None, AGENCY_EMBED_ORIGINS="https://forms.example.net")
    result = agency("doctor", env=settings_file(tmp_path, env))
    assert result.exit_code == 0, result.output  # a warning: the site works without the map
    (status, said), = about(result, "site embeds")
    assert status == "warn"
    assert said.startswith("site.json map.embedUrl names https://www.openstreetmap.org, which "
                           "AGENCY_EMBED_ORIGINS does not allow: it is not served")


def test_a_remote_that_reads_as_an_option_is_refused_and_never_run(
        agency: Agency, tmp_path: Path, instance: Path) -> None:
    marker = tmp_path / "ran"
    remote = f"--upload-pack=touch {marker};"
    result = agency("doctor", env=settings_env(instance, None, AGENCY_GIT_REMOTE=remote))
    assert result.exit_code == 1, result.output
    assert not marker.exists()
    [(status, said)] = about(result, "settings")
    assert status == "fail" and said.startswith(
        "AGENCY_GIT_REMOTE must be a path or URL git understands, not text starting with '-' ")


def test_a_settings_file_others_may_read_warns_and_one_they_may_change_fails(
        agency: Agency, tmp_path: Path, instance: Path, remote: Path) -> None:
    env = settings_file(tmp_path, settings_env(instance, remote,
                                               AGENCY_SMTP_PASSWORD="mail server secret"))
    file = tmp_path / "agency.env"
    result = agency("doctor", env=env)
    assert [status for status, _ in about(result, "settings")] == ["ok"], result.output
    os.chmod(file, 0o644)
    result = agency("doctor", env=env)
    assert about(result, "settings")[0] == (
        "warn", f"{file} can be read by any user on this machine (0644), the mail server's "
                f"password with it. Fix: chmod o-rwx {file}")
    assert result.exit_code == 0, result.output
    os.chmod(file, 0o666)
    result = agency("doctor", env=env)
    assert about(result, "settings")[0] == (
        "fail",
        f"{file} can be changed by any user on this machine (0666). Fix: chmod o-rwx {file}")
    assert result.exit_code == 1, result.output


def test_a_backup_folder_others_may_write_to_fails(agency: Agency, tmp_path: Path,
                                                  instance: Path, remote: Path) -> None:
    folder = backups(tmp_path / "backups", instance, dt.timedelta(hours=3))
    env = settings_env(instance, remote, AGENCY_BACKUP_DIR=str(folder))
    os.chmod(folder, 0o755)
    assert [status for status, _ in about(agency("doctor", env=env), "backups")] == ["ok"]
    os.chmod(folder, 0o777)
    result = agency("doctor", env=env)
    assert result.exit_code == 1, result.output
    lines = about(result, "backups")
    assert [status for status, _ in lines] == ["fail", "ok"]
    assert lines[0][1] == (f"{folder} can be written by any user on this machine (0777): one "
                           f"could put a backup of their own there. Fix: chmod 700 {folder}")


def test_databases_holding_what_this_release_does_not_make_fail(
        agency: Agency, instance: Path, remote: Path) -> None:
    with closing(sqlite3.connect(instance / "staff.sqlite3")) as database:
        database.executescript("CREATE TRIGGER keep_owner BEFORE DELETE ON staff "
                               "BEGIN SELECT RAISE(IGNORE); END;")
    with closing(sqlite3.connect(instance / "requests.sqlite3")) as database:
        database.executescript("CREATE TABLE kept (name TEXT, email TEXT);"
                               "CREATE TRIGGER keep AFTER INSERT ON requests BEGIN "
                               "INSERT INTO kept VALUES (NEW.name, NEW.email); END;")
    result = agency("doctor", env=settings_env(instance, remote))
    assert result.exit_code == 1, result.output
    fix = ("Fix: Stop the service and restore the file from a backup taken before that was "
           "added (agency restore checks it), or remove what is named with sqlite3 after "
           "reading it.")
    assert about(result, "staff database") == [(
        "fail", f"{instance / 'staff.sqlite3'} holds trigger keep_owner on staff, which this "
                f"release does not make. {fix}")]
    assert about(result, "requests database") == [(
        "fail", f"{instance / 'requests.sqlite3'} holds table kept, which this release does not "
                f"make; trigger keep on requests, which this release does not make. {fix}")]


def test_a_missing_or_unreadable_intake_key_file_is_named(agency: Agency, instance: Path) -> None:
    keys = instance / "intake-keys.json"
    env = settings_env(instance, None)
    assert about(agency("doctor", env=env), "intake keys")[0][0] == "ok"
    store = RequestStore(instance / "requests.sqlite3")
    received = store.add(Submission("quote", "Ann Lee", "ann@example.com", "", "email", "",
                                    {"coverages": ["auto"], "zip": ""}), time.time(),
                         intake=True)
    with store.transaction() as db:
        write_answers(db, received.id, {"drivers": [
            {"id": "d1", "licenceNumber": load_ring(keys).seal("D1234567", received.id)}]},
            "", time.time(), None)
    assert about(agency("doctor", env=env), "intake keys")[0][0] == "ok"
    keys.write_text("{not json", "utf-8")
    status, said = about(agency("doctor", env=env), "intake keys")[0]
    assert status == "fail" and "cannot be read" in said
    keys.unlink()
    status, said = about(agency("doctor", env=env), "intake keys")[0]
    assert status == "fail" and "1 intake(s) hold answers sealed with it" in said
