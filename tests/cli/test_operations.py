"""`agency status`, `agency backup FILE` and `agency deploy nginx` (checked by nginx itself)."""

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest
from argon2 import PasswordHasher

from service.auth.accounts import StaffDirectory
from service.replication.status import ReplicationStatus
from service.requests.storage import RequestStore
from service.store.content_store import ContentStore
from tests.cli.conftest import Agency
from tests.conftest import PROJECT_ROOT, file_mode, git
from tests.servers import self_signed

pytestmark = pytest.mark.slow


def test_status_shows_the_commit_and_what_waits_to_be_pushed(
        agency: Agency, content_dir: Path, tmp_path: Path) -> None:
    remote = tmp_path / "remote.git"
    git(tmp_path, "init", "--quiet", "--bare", "--initial-branch=main", str(remote))
    env = {"AGENCY_GIT_REMOTE": str(remote)}
    result = agency("status", "--json", env=env)
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["commit"] == git(content_dir, "rev-parse", "HEAD").strip()
    assert report["remote"] == str(remote) and report["branch"] == "main"
    assert report["pendingCommits"] == 1 and report["uncommittedFiles"] == 0
    git(content_dir, "push", "--quiet", str(remote), "HEAD:refs/heads/main")
    git(content_dir, "update-ref", "refs/remotes/agency/main", "HEAD")
    shown = agency("status", env=env)
    assert shown.exit_code == 0, shown.output
    assert "Commits not pushed yet: 0" in shown.output
    assert "primary, pushes to" in shown.output and "Initial content" in shown.output


def test_status_hides_a_password_and_token_in_the_remote(agency: Agency) -> None:
    remote = "https://bot:s3cret@git.example.invalid/site.git?token=s3cret"
    result = agency("status", "--json", env={"AGENCY_GIT_REMOTE": remote})
    assert result.exit_code == 0
    assert "s3cret" not in result.output
    assert json.loads(result.output)["remote"] == "https://git.example.invalid/site.git"


def test_status_prints_gits_words_as_they_are(agency: Agency, content_dir: Path,
                                              tmp_path: Path) -> None:
    remote = str(tmp_path / "[backup]" / "remote.git")
    status = ReplicationStatus(role="primary", remote=remote)
    status.failed(" ! [rejected]        main -> main (non-fast-forward)")
    status.save(ContentStore(content_dir).state_dir)
    result = agency("status", env={"AGENCY_GIT_REMOTE": remote})
    assert result.exit_code == 1, result.output  # a failing push
    assert f"primary, pushes to {remote} (main)" in result.output
    assert "! [rejected]        main -> main (non-fast-forward)" in result.output


def instance_with_maria(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An instance folder with one staff member, maria, and an empty request database."""
    instance = tmp_path / "instance"
    monkeypatch.setattr("service.auth.accounts.PasswordHasher",
                        lambda: PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1))
    StaffDirectory(instance / "staff.sqlite3").add("maria", "a long password 1")
    RequestStore(instance / "requests.sqlite3").purge(0)  # creates the database
    return instance


def test_backup_copies_the_live_databases_with_sqlites_online_backup(
        agency: Agency, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    instance = instance_with_maria(tmp_path, monkeypatch)
    held_open = sqlite3.connect(instance / "staff.sqlite3")  # the service would hold it open
    held_open.execute("BEGIN")
    archive = tmp_path / "backups" / "instance.tar.gz"
    result = agency("backup", str(archive), env={"AGENCY_INSTANCE_DIR": str(instance)})
    held_open.rollback()
    held_open.close()
    assert result.exit_code == 0, result.output
    restored = tmp_path / "restored"
    with tarfile.open(archive) as tar:
        assert sorted(tar.getnames()) == ["requests.sqlite3", "staff.sqlite3"]
        restored.mkdir()
        for name in tar.getnames():  # read by name, so nothing in the archive picks a path
            member = tar.extractfile(name)
            assert member is not None
            (restored / name).write_bytes(member.read())
    assert [m.username for m in StaffDirectory(restored / "staff.sqlite3").members()] == ["maria"]


@pytest.mark.usefixtures("open_umask")
def test_a_backup_and_every_file_in_it_are_readable_by_their_owner_only(
        agency: Agency, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    instance = instance_with_maria(tmp_path, monkeypatch)
    (instance / "form-token.key").write_text("00" * 32, "ascii")
    archive = tmp_path / "backups" / "instance.tar.gz"
    result = agency("backup", str(archive), env={"AGENCY_INSTANCE_DIR": str(instance)})
    assert result.exit_code == 0, result.output
    assert file_mode(archive) == 0o600
    with tarfile.open(archive) as tar:
        assert {member.name: member.mode for member in tar.getmembers()} == {
            "staff.sqlite3": 0o600, "requests.sqlite3": 0o600, "form-token.key": 0o600}


def test_backup_of_a_missing_instance_folder_is_one_red_line(agency: Agency,
                                                             tmp_path: Path) -> None:
    result = agency("backup", str(tmp_path / "b.tar.gz"),
                    env={"AGENCY_INSTANCE_DIR": str(tmp_path / "nowhere")})
    assert result.exit_code == 1 and "no instance folder" in result.output

@pytest.mark.parametrize("export", [False, True], ids=["service-rendered", "static-export"])
def test_deploy_nginx_prints_a_configuration_nginx_accepts(
        agency: Agency, tmp_path: Path, export: bool) -> None:
    cert, key = self_signed(tmp_path)
    extra = ["--export-dir", str(tmp_path / "export")] if export else []
    result = agency("deploy", "nginx", "--server-name", "www.harborpoint.example",
                    "--certificate", str(cert), "--certificate-key", str(key), *extra)
    assert result.exit_code == 0, result.output
    text = result.output
    assert "server_name www.harborpoint.example;" in text
    assert "proxy_set_header X-Forwarded-For $remote_addr;" in text
    assert "proxy_set_header X-Forwarded-Proto $scheme;" in text
    assert "client_max_body_size 11m;" in text and "client_body_timeout" in text
    assert "immutable" in text
    assert ("try_files $uri $uri.html $uri/index.html =404;" in text) is export
    nginx = shutil.which("nginx") or "/usr/sbin/nginx"
    conf = tmp_path / "nginx.conf"
    conf.write_text(f"pid {tmp_path}/nginx.pid; error_log {tmp_path}/error.log;\n"
                    "events {}\nhttp {\ninclude /etc/nginx/mime.types;\n"
                    f"{text}\n}}\n", "utf-8")
    checked = subprocess.run([nginx, "-t", "-q", "-p", str(tmp_path), "-c", str(conf)],
                             capture_output=True, text=True)
    assert checked.returncode == 0, checked.stderr


def test_site_export_says_what_it_needs(agency: Agency, tmp_path: Path) -> None:
    no_worker = agency("site", "export", str(tmp_path / "out"),
                       env={"AGENCY_WEB_DIST": str(tmp_path / "no-build"),
                            "AGENCY_PUBLIC_URL": "https://www.harborpoint.example",
                            "AGENCY_INSTANCE_DIR": str(tmp_path / "instance")})
    assert no_worker.exit_code == 1 and "make build" in no_worker.output
    built = tmp_path / "dist"
    (built / "server").mkdir(parents=True)
    (built / "server" / "render-worker.mjs").write_text("", "utf-8")
    no_address = agency("site", "export", str(tmp_path / "out"),
                        env={"AGENCY_WEB_DIST": str(built), "AGENCY_PUBLIC_URL": "",
                             "AGENCY_INSTANCE_DIR": str(tmp_path / "instance")})
    assert no_address.exit_code == 1 and "AGENCY_PUBLIC_URL" in no_address.output
    assert not (tmp_path / "out").exists()


def test_the_service_will_not_keep_an_export_without_the_sites_address(
        content_dir: Path, tmp_path: Path) -> None:
    built = tmp_path / "dist"
    (built / "server").mkdir(parents=True)
    (built / "server" / "render-worker.mjs").write_text("", "utf-8")
    env = {**os.environ, "AGENCY_CONTENT_DIR": str(content_dir), "AGENCY_WEB_DIST": str(built),
           "AGENCY_INSTANCE_DIR": str(tmp_path / "instance"),
           "AGENCY_EXPORT_DIR": str(tmp_path / "site"), "AGENCY_PUBLIC_URL": ""}
    started = subprocess.run([sys.executable, "-m", "service"], cwd=PROJECT_ROOT, env=env,
                             capture_output=True, text=True, timeout=60)
    assert started.returncode == 2
    assert "AGENCY_PUBLIC_URL" in started.stderr
