"""Writers in separate processes: serialised by the lock; a killed writer leaves no damage."""

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

from service.content.post import PostUpdate
from service.posts.writes import change_post
from service.store.content_store import ContentStore
from tests.conftest import PROJECT_ROOT, commit_count, files_in_commit, git, work_tree_status

WRITER = textwrap.dedent("""
    import sys
    from service.store.content_store import ContentStore
    from service.content.post import PostUpdate
    from service.posts.writes import change_post
    store = ContentStore(sys.argv[1])
    slug, rounds, tag = sys.argv[2], int(sys.argv[3]), sys.argv[4]
    for n in range(rounds):
        change_post(store, slug, PostUpdate(title=f"{tag} {n}", excerpt=tag,
                                           content=f"<p>{tag} round {n}</p>", imageUrl=None))
""")

KILLED_WRITER = textwrap.dedent("""
    import os, sys, time
    from service.store.content_store import ContentStore
    from service.content.post import PostUpdate
    from service.posts.writes import change_post
    real_fsync = os.fsync
    def stall(fd):
        real_fsync(fd)
        print("stalled", flush=True)
        time.sleep(600)
    os.fsync = stall
    store = ContentStore(sys.argv[1])
    change_post(store, sys.argv[2], PostUpdate(title="half written", excerpt="x",
                                              content="<p>x</p>", imageUrl=None))
""")


def run_python(script: str, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-c", script, *args], cwd=PROJECT_ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_two_processes_writing_at_once_are_serialised(store: ContentStore,
                                                      content_dir: Path) -> None:
    posts, _ = store.read_posts()
    rounds = 8
    before = commit_count(content_dir)
    writers = [run_python(WRITER, str(content_dir), posts[i].slug, str(rounds), f"writer{i}")
               for i in (0, 1)]
    for writer in writers:
        _, err = writer.communicate(timeout=120)
        assert writer.returncode == 0, err
    assert commit_count(content_dir) == before + 2 * rounds
    for rev in range(2 * rounds):
        assert len(files_in_commit(content_dir, f"HEAD~{rev}")) == 1
    for i in (0, 1):
        assert store.read_post(posts[i].slug).title == f"writer{i} {rounds - 1}"
    assert work_tree_status(content_dir) == ""


def test_two_processes_writing_the_same_post_lose_no_commit(store: ContentStore,
                                                            content_dir: Path) -> None:
    slug = store.read_posts()[0][0].slug
    before = commit_count(content_dir)
    writers = [run_python(WRITER, str(content_dir), slug, "6", tag) for tag in ("left", "right")]
    for writer in writers:
        _, err = writer.communicate(timeout=120)
        assert writer.returncode == 0, err
    assert commit_count(content_dir) == before + 12
    final = json.loads(store.post_path(slug).read_text("utf-8"))
    assert final["title"] in {"left 5", "right 5"}
    assert work_tree_status(content_dir) == ""


def test_writer_killed_mid_write_leaves_the_old_file_and_no_litter(store: ContentStore,
                                                                  content_dir: Path) -> None:
    posts, _ = store.read_posts()
    victim, other = posts[0], posts[1]
    original = store.post_path(victim.slug).read_bytes()
    writer = run_python(KILLED_WRITER, str(content_dir), victim.slug)
    assert writer.stdout is not None
    assert writer.stdout.readline().strip() == "stalled"
    os.kill(writer.pid, signal.SIGKILL)
    writer.wait(timeout=10)

    assert store.post_path(victim.slug).read_bytes() == original
    assert store.read_posts()[1] == []  # the half-written temp file is never read as a post

    change_post(store, other.slug, PostUpdate(title="After the crash", excerpt="e",
                                             content="<p>c</p>", imageUrl=None))
    leftovers = [p.name for p in content_dir.rglob(".tmp-*")]
    assert leftovers == []
    assert git(content_dir, "status", "--porcelain") == ""

