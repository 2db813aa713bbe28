"""SIGKILL of a real service while staff save: every file parses, every change is committed."""

import http.client
import http.cookiejar
import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from email.message import Message
from pathlib import Path
from typing import Any

import pytest

from service.auth.accounts import StaffDirectory
from service.content.post import PostChange
from service.posts.writes import change_post
from service.store import ContentStore
from tests.conftest import git
from tests.service.conftest import INDEX_HTML
from tests.service.test_requests_kill import start_service
from tests.service.test_requests_mail import free_port

pytestmark = pytest.mark.slow

ROUNDS = 10
USER, PASSWORD = "kill-tester", "a long enough password"


class Staff:
    """A signed-in browser-like client: cookie, Origin and CSRF token on every write."""

    def __init__(self, port: int) -> None:
        self.base = f"http://127.0.0.1:{port}"
        jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
        self.token = ""

    def call(self, method: str, path: str, body: object = None,
             headers: dict[str, str] | None = None) -> tuple[int, Any, Message]:
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(self.base + path, data=data, method=method, headers={
            "Content-Type": "application/json", "Origin": self.base,
            "X-CSRF-Token": self.token, **(headers or {})})
        try:
            with self.opener.open(request, timeout=10) as response:
                return response.status, json.loads(response.read()), response.headers
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read() or b"{}"), error.headers

    def sign_in(self) -> None:
        status, answer, _ = self.call("POST", "/api/auth/login",
                                      {"username": USER, "password": PASSWORD})
        assert status == 200, answer
        self.token = answer["csrfToken"]


def keep_saving(staff: Staff, slugs: list[str], acknowledged: list[tuple[str, str]],
                stop: threading.Event) -> None:
    """Create and edit posts until the service dies, noting each change it answered."""
    n = 0
    while not stop.is_set():
        n += 1
        try:
            if n % 3 == 0:
                status, post, _ = staff.call("POST", "/api/admin/blog-posts",
                                             {"title": f"Kill test {time.time_ns()}"})
                if status == 201:
                    acknowledged.append((post["slug"], post["title"]))
                continue
            slug = slugs[n % len(slugs)]
            status, post, headers = staff.call("GET", f"/api/admin/blog-posts/{slug}")
            if status != 200:
                continue
            title = f"Saved {time.time_ns()}"
            body = {key: post[key] for key in ("excerpt", "content", "imageUrl")} | {
                "title": title}
            status, _, _ = staff.call("PATCH", f"/api/admin/blog-posts/{slug}", body,
                                      {"If-Match": headers.get("ETag", "")})
            if status == 200:
                acknowledged.append((slug, title))
        # Killed mid-answer (a cut-off body is an HTTPException): that change was not acknowledged.
        except (OSError, ValueError, http.client.HTTPException):
            return


def saved_later(title: str, than: str) -> bool:
    """Both titles come from keep_saving ('Saved <ns>') and the first was made after the second."""
    stamps = [t.removeprefix("Saved ") for t in (title, than) if t.startswith("Saved ")]
    return len(stamps) == 2 and int(stamps[0]) > int(stamps[1])


def assert_all_committed(content_dir: Path, acknowledged: list[tuple[str, str]]) -> None:
    """Clean work tree, every post parses, and every answered save is there and in git."""
    assert git(content_dir, "status", "--porcelain", "--untracked-files=all") == ""
    posts, problems = ContentStore(content_dir).read_posts()
    assert problems == []
    titles = {post.slug: post.title for post in posts}
    log = git(content_dir, "log", "--format=%s")
    for slug, _ in acknowledged:
        assert slug in titles and slug in log
    for slug in {slug for slug, _ in acknowledged}:
        last = [title for s, title in acknowledged if s == slug][-1]
        # The last answered save, or one sent after it whose answer the kill cut off.
        assert titles[slug] == last or saved_later(titles[slug], last)


@pytest.mark.long
def test_repeated_sigkill_while_saving_leaves_everything_committed(
        content_dir: Path, tmp_path: Path) -> None:
    """Over 10 s on two cores: ROUNDS real service starts, each killed mid-save, are what the
    promise is about; fewer rounds would seldom land a kill inside a write."""
    instance, dist = tmp_path / "instance", tmp_path / "dist"
    dist.mkdir()
    (dist / "index.html").write_text(INDEX_HTML, "utf-8")
    StaffDirectory(instance / "staff.sqlite3").add(USER, PASSWORD)
    slugs = [post.slug for post in ContentStore(content_dir).read_posts()[0][:3]]
    rng = random.Random(1987)
    interrupted = 0
    acknowledged: list[tuple[str, str]] = []
    staff: Staff | None = None
    for round_number in range(ROUNDS + 1):
        port = free_port()
        service = start_service(content_dir, instance, dist, port)
        try:
            # Start-up has finished whatever the last kill cut off, before any new write.
            assert_all_committed(content_dir, acknowledged)
            if round_number == ROUNDS:
                break
            if staff is None:  # the session is kept in the instance folder across restarts
                staff = Staff(port)
                staff.sign_in()
            staff.base = f"http://127.0.0.1:{port}"
            stop = threading.Event()
            writer = threading.Thread(target=keep_saving, args=(staff, slugs, acknowledged, stop))
            writer.start()
            time.sleep(rng.uniform(0.3, 1.5))
        finally:
            os.killpg(service.pid, signal.SIGKILL)
            service.wait(timeout=10)
        stop.set()
        writer.join(timeout=15)
        interrupted += (content_dir / ".store" / "intent.json").exists()
    assert not (content_dir / ".store" / "staged").exists()
    print(f"{ROUNDS} kills, {interrupted} left a change to finish at start-up")


# A killed write of each kind: the call, then the file it moves in and that commit's message.
KILLED_WRITES = {
    "post": ('change_post(store, victim, PostChange(title="Finished by another"))',
             "posts/{victim}.json", "Edit post '{victim}'"),
    "document": ('change_document(store, "site", {**store.read_site().model_dump(mode="json"),'
                 ' "phone": "(203) 555-0101"})', "site.json", "Edit site"),
}


@pytest.mark.parametrize("kind", sorted(KILLED_WRITES))
def test_a_recorded_change_is_carried_out_by_the_next_writer(content_dir: Path,
                                                             kind: str) -> None:
    """A kill between the intent record and the commit: the next write completes it first."""
    call, moved, message = KILLED_WRITES[kind]
    script = f"""
import os, sys, time
from service.content.post import PostChange
from service.posts.writes import change_post
from service.store import ContentStore
from service.documents.writes import change_document
real_replace = os.replace
calls = []
def stall(source, target):  # the first rename records the intent, the second moves the file
    real_replace(source, target)
    calls.append(target)
    if len(calls) == 2:
        print("moved", flush=True)
        time.sleep(600)
os.replace = stall
store, victim = ContentStore(sys.argv[1]), sys.argv[2]
{call}
"""
    store = ContentStore(content_dir)
    victim, other = store.read_posts()[0][:2]
    before = (content_dir / moved.format(victim=victim.slug)).read_bytes()
    process = subprocess.Popen([sys.executable, "-c", script,
                                str(content_dir), victim.slug], stdout=subprocess.PIPE,
                               text=True, cwd=Path(__file__).resolve().parents[2])
    assert process.stdout is not None and process.stdout.readline().strip() == "moved"
    process.kill()
    process.wait(timeout=10)
    assert (content_dir / ".store" / "intent.json").exists()
    assert git(content_dir, "status", "--porcelain") != ""  # moved in, not yet committed
    assert (content_dir / moved.format(victim=victim.slug)).read_bytes() != before
    change_post(store, other.slug, PostChange(title="The next change"))
    assert git(content_dir, "status", "--porcelain") == ""
    messages = git(content_dir, "log", "-2", "--format=%s").splitlines()
    assert messages == [f"Edit post '{other.slug}'", message.format(victim=victim.slug)]
    assert git(content_dir, "show", "--name-only", "--format=", "HEAD~1").split() == \
        [moved.format(victim=victim.slug)]
    if kind == "post":
        assert store.read_post(victim.slug).title == "Finished by another"
    else:
        assert store.read_site().phone == "(203) 555-0101"
