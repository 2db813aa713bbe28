"""The upgrade rehearsed with the real thing: 732fda6's content and an instance folder as that
release made it (a staff account, a session, requests) started as a real service under this code,
then the old session and a new sign-in used, the requests read and the public facts compared; and
a migration killed mid-way leaves the old content whole or completes it, and runs at the next
start."""

import hashlib
import html
import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
import time
import urllib.request
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest
from argon2 import PasswordHasher

from service.auth.session_guard import SESSION_COOKIE
from service.auth.staff_schema import STAFF_SCHEMA
from service.requests.schema import REQUESTS_SCHEMA
from service.store.content_store import ContentStore
from service.store.content_validity import invalid_files
from service.store.migrations.steps import CONTENT_VERSION
from tests.conftest import PROJECT_ROOT, commit_count, git, make_content_copy
from tests.servers import StaffOverHttp, running_service
from tests.service.old_requests_database import MIGRATED_REQUESTS, make_old_database
from tests.service.test_content_upgrade import (
    FACT_ADDRESSES,
    RELEASES,
    facts_from,
    release_facts,
)

pytestmark = pytest.mark.slow

USER, PASSWORD = "eleanor", "the password from before the upgrade"
OLD_SESSION = "a-session-id-from-732fda6-kept-in-a-browser"
# service/auth/accounts.py's SCHEMA at 732fda6 (CSRF tokens kept in plain text).
OLD_STAFF_SCHEMA = """
CREATE TABLE IF NOT EXISTS staff (username TEXT PRIMARY KEY, password_hash TEXT NOT NULL,
                                  created_at REAL NOT NULL);
CREATE TABLE IF NOT EXISTS sessions (
    id_hash TEXT PRIMARY KEY,
    username TEXT NOT NULL REFERENCES staff(username) ON DELETE CASCADE,
    csrf_token TEXT NOT NULL, created_at REAL NOT NULL, expires_at REAL NOT NULL);
"""


def instance_of_732fda6(instance: Path) -> None:
    """staff.sqlite3 with an account and a live session, requests.sqlite3 with three requests."""
    instance.mkdir(mode=0o700, parents=True)
    with closing(sqlite3.connect(instance / "staff.sqlite3")) as db:
        db.executescript(OLD_STAFF_SCHEMA)
        now = float(int(time.time()))
        hasher = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1)
        db.execute("INSERT INTO staff VALUES (?, ?, ?)", (USER, hasher.hash(PASSWORD), now))
        db.execute("INSERT INTO sessions VALUES (?, ?, ?, ?, ?)",
                   (hashlib.sha256(OLD_SESSION.encode()).hexdigest(), USER, "plain-token",
                    now, now + 3600))
        db.commit()
    make_old_database(instance / "requests.sqlite3")


def get(url: str, cookie: str | None = None) -> Any:
    headers = {"Cookie": f"{SESSION_COOKIE}={cookie}"} if cookie else {}
    with urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=30) as r:
        return json.loads(r.read())


def served_facts(url: str) -> dict[str, Any]:
    return facts_from(*[get(url + path) for path in FACT_ADDRESSES])


def page_text(url: str) -> str:
    """A page as the server renders it, as visitors read it: the text, scripts left out."""
    with urllib.request.urlopen(url, timeout=60) as answer:
        body = answer.read().decode("utf-8")
    body = re.sub(r"<script\b.*?</script>", " ", body, flags=re.S)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", body)).split())


def assert_pages_show(url: str, content: Path) -> None:
    """The rendered pages show what 732fda6's files held: phone, address, each row of the hours,
    every FAQ question, team member and insurer."""
    site = json.loads((content / "site.json").read_text("utf-8"))
    facts = release_facts(content)
    assert site["phone"] in page_text(url + "/")
    contact = page_text(url + "/contact")
    assert site["address"]["street"] in contact and site["phone"] in contact
    for row in site["hours"]:  # "Monday to Friday" then its times, and so on
        assert f"{row['days']} {row['hours']}".lower() in contact.lower(), row
    faqs = page_text(url + "/faqs")
    assert all(question in faqs for question in facts["faq"])
    team = page_text(url + "/about/our-team")
    assert all(name in team and title in team for name, title in facts["team"])
    insurers = page_text(url + "/about/companies-we-represent")
    assert all(name in insurers for name in facts["insurers"])


def test_732fda6s_content_and_instance_run_under_this_code(tmp_path: Path) -> None:
    content = make_content_copy(tmp_path / "content", RELEASES / "732fda6")
    before = release_facts(content)
    instance_of_732fda6(tmp_path / "instance")
    with running_service(content, tmp_path / "instance", server_rendering=True,
                         AGENCY_REQUEST_RETENTION_DAYS="36500") as url:
        assert get(url + "/api/auth/session", OLD_SESSION)["username"] == USER
        staff = StaffOverHttp(url, USER, PASSWORD)
        inbox = staff.send("GET", "/api/admin/requests")
        assert sorted((r["id"], r["name"]) for r in inbox["requests"]) == [
            (row[0], row[4]) for row in MIGRATED_REQUESTS]
        assert served_facts(url) == before
        assert_pages_show(url, RELEASES / "732fda6")  # the release's files, as they were
        health = get(url + "/healthz")
        assert (health["status"], health["problems"], health["degraded"]) == ("ok", [], [])
    assert commit_count(content) == 2
    assert git(content, "log", "-1", "--format=%s").strip() == (
        f"Migrate content to version {CONTENT_VERSION}")
    assert invalid_files(ContentStore(content)) == []


def old_or_new(content: Path, old: dict[str, bytes], new: dict[str, bytes]) -> str:
    """Which whole version the folder holds once the store has finished what a kill left."""
    ContentStore(content).recover()
    found = json_files(content)
    assert found in (old, new), "a mix of versions"
    assert git(content, "status", "--porcelain") == ""
    return "old" if found == old else "new"


def json_files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*.json")
            if ".git" not in p.parts and ".store" not in p.parts}


def agency_migrate(content: Path) -> list[str]:
    return [sys.executable, "-c", "from cli.main import app; app()", "--content", str(content),
            "migrate"]


@pytest.mark.long
def test_a_migration_killed_midway_leaves_one_whole_version_and_runs_again(
        tmp_path: Path) -> None:
    """Some 6 s: four runs of the migration, each killed at a random moment, then run again."""
    migrated = make_content_copy(tmp_path / "migrated", RELEASES / "732fda6")
    subprocess.run(agency_migrate(migrated), cwd=PROJECT_ROOT, check=True, capture_output=True)
    new = json_files(migrated)
    seen = set()
    # A git hook (prepare-commit-msg runs even with --no-verify) holds the commit: the kill lands
    # after the files moved into place, before git committed them; git dies with it.
    for round_number, hold_commit in enumerate((True, False, False, False)):
        content = make_content_copy(tmp_path / f"content-{round_number}", RELEASES / "732fda6")
        old = json_files(content)
        marker = tmp_path / f"committing-{round_number}"
        hook = content / ".git" / "hooks" / "prepare-commit-msg"
        if hold_commit:
            hook.write_text(f"#!/bin/sh\necho $PPID $$ > {marker}.part\nmv {marker}.part {marker}"
                            "\nexec sleep 600\n", "utf-8")
            hook.chmod(0o755)
        process = subprocess.Popen(agency_migrate(content), cwd=PROJECT_ROOT,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                   start_new_session=True)
        if hold_commit:
            while not marker.exists():
                assert process.poll() is None, "the migration ended without committing"
                time.sleep(0.01)  # a pause, not a spin that took a core from the migration
        else:  # killed after a varying share of the work
            for _ in range(round_number * 200):
                if process.poll() is not None:
                    break
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=30)
        if hold_commit:
            for pid in marker.read_text().split():  # git and its hook, as a power cut would
                os.kill(int(pid), signal.SIGKILL)
            hook.unlink()
        seen.add(old_or_new(content, old, new))
        assert commit_count(content) in (1, 2)
        # The next start (agency migrate does what it does) brings it to the new version once.
        subprocess.run(agency_migrate(content), cwd=PROJECT_ROOT, check=True,
                       capture_output=True)
        assert json_files(content) == new and commit_count(content) == 2
        assert git(content, "log", "-1", "--format=%s").strip() == (
            f"Migrate content to version {CONTENT_VERSION}")
    assert "new" in seen  # the held commit was completed by the store's journal


def test_upgrade_check_says_what_the_start_will_migrate_in_732fda6s_content_and_instance(
        tmp_path: Path) -> None:
    content = make_content_copy(tmp_path / "content", RELEASES / "732fda6")
    instance_of_732fda6(tmp_path / "instance")
    before = json_files(content)
    env = {**os.environ, "AGENCY_INSTANCE_DIR": str(tmp_path / "instance"), "COLUMNS": "400"}
    checked = subprocess.run([*agency_migrate(content)[:-1], "upgrade-check"], cwd=PROJECT_ROOT,
                             env=env, capture_output=True, text=True, check=False)
    assert checked.returncode == 0, checked.stdout
    lines = checked.stdout.splitlines()
    assert (f"ok   content version: version 1: will be migrated to {CONTENT_VERSION} at start-up "
            "(or by agency migrate), one commit") in lines
    for name in ("site.json", "copy/faq.json", "copy/team.json", "copy/online-services.json",
                 "copy/privacy.json", "copy/accessibility.json"):
        assert any(line.startswith(f"ok   content version: will change {name}: ")
                   for line in lines), name
    assert "ok   content file: every file validates once migrated" in lines
    assert any(line.startswith(f"ok   staff database: schema 1: will be migrated to "
                               f"{STAFF_SCHEMA.version} at "
                               "start-up (plain CSRF tokens dropped; roles") for line in lines)
    assert any(line.startswith(f"ok   requests database: schema 1: will be migrated to "
                               f"{REQUESTS_SCHEMA.version}")
               for line in lines)
    assert json_files(content) == before and commit_count(content) == 1  # it only reads


def test_a_service_killed_while_it_migrates_migrates_at_its_next_start(tmp_path: Path) -> None:
    """SIGKILL while the start-up migration commits (a git hook holds the commit, and git dies
    too, as in a power cut): the next start finishes the change, one whole commit."""
    content = make_content_copy(tmp_path / "content", RELEASES / "732fda6")
    marker = tmp_path / "committing"
    hook = content / ".git" / "hooks" / "prepare-commit-msg"
    hook.write_text(f"#!/bin/sh\necho $PPID $$ > {marker}.part\nmv {marker}.part {marker}\n"
                    "exec sleep 600\n", "utf-8")
    hook.chmod(0o755)
    env = {**os.environ, "AGENCY_CONTENT_DIR": str(content),
           "AGENCY_INSTANCE_DIR": str(tmp_path / "instance"), "AGENCY_WEB_DIST": str(tmp_path),
           "AGENCY_HOST": "127.0.0.1", "AGENCY_PORT": "9", "AGENCY_WATCH": "0",
           "AGENCY_SERVER_RENDERING": "0"}
    service = subprocess.Popen([sys.executable, "-m", "service"], cwd=PROJECT_ROOT, env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               start_new_session=True)
    while not marker.exists():
        assert service.poll() is None, "the service stopped before its migration committed"
        time.sleep(0.01)
    os.killpg(service.pid, signal.SIGKILL)
    service.wait(timeout=30)
    for pid in marker.read_text().split():
        os.kill(int(pid), signal.SIGKILL)
    hook.unlink()
    assert commit_count(content) == 1  # killed before its commit
    with running_service(content, tmp_path / "instance", server_rendering=False) as url:
        health = get(url + "/healthz")
        assert (health["status"], health["problems"], health["degraded"]) == ("ok", [], [])
        assert served_facts(url) == release_facts(RELEASES / "732fda6")
    assert commit_count(content) == 2
    assert git(content, "log", "-1", "--format=%s").strip() == (
        f"Migrate content to version {CONTENT_VERSION}")
    assert git(content, "status", "--porcelain") == ""
