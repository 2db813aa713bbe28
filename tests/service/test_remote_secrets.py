"""A git remote's user, password and query-string token are shown nowhere: not in /healthz, the
replication status and its last error, the log or `agency status`; /healthz names no remote.
Real git and the real service, with remotes git really pushes to, pulls from or fails to reach."""

import json
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from cli.main import app
from service.replication.shown_remote import shown_remote
from service.replication.status import read_status
from service.store.content_store import ContentStore
from tests.conftest import git
from tests.servers import free_port
from tests.service.real_service import running_service

pytestmark = pytest.mark.slow

SECRET = "s3cret"


@pytest.mark.parametrize(("remote", "shown"), [
    ("https://git.example/agency.git?token=abc#main", "https://git.example/agency.git"),
    ("https://user:secret@host/x", "https://host/x"),
    ("https://bot:p@ss?w#rd@host:8443/x.git", "https://host:8443/x.git"),
    ("ssh://git@backup.example:2222/srv/content.git", "ssh://backup.example:2222/srv/content.git"),
    ("git@backup.example:agency-content.git", "backup.example:agency-content.git"),
    ("bot:secret@backup.example:agency-content.git", "backup.example:agency-content.git"),
    ("/mnt/backup/content.git", "/mnt/backup/content.git"),
    ("../backup/content.git", "../backup/content.git"),
    ("file://bot:secret@localhost/srv/content.git?token=abc", "file://localhost/srv/content.git"),
])
def test_a_remote_is_shown_without_user_password_query_or_fragment(remote: str,
                                                                  shown: str) -> None:
    assert shown_remote(remote) == shown


def bare_remote_with_token(tmp_path: Path) -> tuple[Path, str, str]:
    """A real bare repository reached through a file:// URL with user info and a token. git
    ignores a file:// URL's user and takes the query as part of the path, so the folder's name
    carries it: the folder, the URL, and the URL as it should be shown."""
    folder = tmp_path / f"remote.git?token={SECRET}"
    git(tmp_path, "init", "--quiet", "--bare", "--initial-branch=main", str(folder))
    return (folder, f"file://agency-bot:{SECRET}@localhost{folder}",
            f"file://localhost{tmp_path}/remote.git")


def healthz(port: int) -> str:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=10) as answer:
            return str(answer.read().decode())
    except urllib.error.HTTPError as error:
        return str(error.read().decode())


def serve_until(content: Path, tmp_path: Path, remote: str, done: Callable[[Any], bool],
                **settings: str) -> tuple[str, str]:
    """Run the service on content replicating with remote until done(its /healthz answer) holds;
    that answer's body and everything the service logged."""
    log = tmp_path / "service.log"
    with running_service(content, tmp_path, log=log, GIT_REMOTE=remote, **settings) as port:
        deadline = time.monotonic() + 60
        while not done(json.loads(body := healthz(port))["replication"]):
            assert time.monotonic() < deadline, f"replication never got there: {body}"
            time.sleep(0.1)
    return body, log.read_text("utf-8")


def agency_status(content: Path, remote: str, read_only: bool = False) -> tuple[str, str]:
    """`agency status` and `agency status --json`, as a maintainer runs them beside the service
    (exit code 1: every case here has a push or pull failing)."""
    env = {"AGENCY_GIT_REMOTE": remote, "AGENCY_READ_ONLY": "1" if read_only else "0",
           "AGENCY_CONTENT_DIR": None, "COLUMNS": "200"}
    outputs = []
    for args in ([], ["--json"]):
        result = CliRunner().invoke(app, ["--content", str(content), "status", *args], env=env)
        assert result.exit_code == 1, result.output
        outputs.append(result.output)
    return outputs[0], outputs[1]


def test_a_push_the_remote_rejects_shows_its_token_nowhere(content_dir: Path,
                                                           tmp_path: Path) -> None:
    folder, remote, shown = bare_remote_with_token(tmp_path)
    git(content_dir, "push", "--quiet", str(folder), "HEAD:refs/heads/main")
    # The remote now holds a commit this copy lacks: every push is refused, and git names the URL.
    git(content_dir, "commit", "--quiet", "--amend", "-m", "Initial content, reworded")
    health, log = serve_until(content_dir, tmp_path, remote, lambda r: r["failingSince"])
    status = read_status(ContentStore(content_dir).state_dir) or {}
    assert status["remote"] == shown
    assert f"failed to push some refs to '{shown}'" in status["lastError"]
    assert f"push to {shown} failed" in log
    text, as_json = agency_status(content_dir, remote)
    assert f"primary, pushes to {shown}" in text and "[rejected]" in text
    assert json.loads(as_json)["remote"] == shown
    for output in (health, json.dumps(status), log, text, as_json):
        assert SECRET not in output
    assert "remote.git" not in health


def test_a_push_to_an_unreachable_https_remote_shows_its_password_and_token_nowhere(
        content_dir: Path, tmp_path: Path) -> None:
    port = free_port()  # nothing listens there: git cannot connect, and says so naming the URL
    remote = f"https://agency-bot:{SECRET}@127.0.0.1:{port}/agency.git?token={SECRET}"
    shown = f"https://127.0.0.1:{port}/agency.git"
    health, log = serve_until(content_dir, tmp_path, remote, lambda r: r["failingSince"])
    status = read_status(ContentStore(content_dir).state_dir) or {}
    assert status["remote"] == shown
    assert f"unable to access '{shown}/'" in status["lastError"]
    assert f"push to {shown} failed" in log
    text, as_json = agency_status(content_dir, remote)
    assert f"primary, pushes to {shown}" in text and "unable to access" in text
    for output in (health, json.dumps(status), log, text, as_json):
        assert SECRET not in output and "agency-bot" not in output
    assert f"127.0.0.1:{port}" not in health


def test_a_diverged_replica_shows_its_remotes_token_nowhere(content_dir: Path,
                                                            tmp_path: Path) -> None:
    folder, remote, shown = bare_remote_with_token(tmp_path)
    git(content_dir, "push", "--quiet", str(folder), "HEAD:refs/heads/main")
    replica = tmp_path / "replica"
    git(tmp_path, "clone", "--quiet", str(folder), str(replica))
    for copy, name in ((replica, "Replica"), (content_dir, "Primary")):
        git(copy, "-c", f"user.name={name}", "-c", "user.email=x@example.invalid", "commit",
            "--quiet", "--allow-empty", "-m", f"Made on the {name.lower()}")
    git(content_dir, "push", "--quiet", str(folder), "HEAD:refs/heads/main")
    health, log = serve_until(replica, tmp_path, remote, lambda r: r["diverged"],
                              READ_ONLY="1", PULL_SECONDS="0.2")
    assert json.loads(health)["status"] == "problem"
    assert f"REPLICA DIVERGED: {shown}" in log
    text, as_json = agency_status(replica, remote, read_only=True)
    assert f"replica, pulls from {shown}" in text
    status = read_status(ContentStore(replica).state_dir) or {}
    for output in (health, json.dumps(status), log, text, as_json):
        assert SECRET not in output
    assert "remote.git" not in health
