"""What a start imports and runs before it serves: nothing it needs only for an upload, a
Markdown import or export, and no child process (issue 42: start-up no slower)."""

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.conftest import PROJECT_ROOT

# Imported at their first use instead: image intake and variants, front matter, Markdown, a
# new slug, a backup's archive.
NOT_AT_START = ("PIL", "pillow_heif", "yaml", "markdown_it", "cryptography", "pyrage", "slugify",
                "tarfile")
# Rooms only a command or a staff action uses, none of their modules at a start: the imports
# (WordPress, Markdown, plans), the doctor and the restore.
ROOMS_NOT_AT_START = ("service.imports", "service.ops.doctor", "service.ops.restore")
# Imported only by a service set up to run them: the live export, replication, the backups.
ONLY_WHEN_SET_UP = ("service.export.live", "service.export.exporter", "service.replication.pusher",
                    "service.replication.puller", "service.ops.backup_task")
# The newsletter's modules a start leaves for their first use: the sender's rounds (its loop is
# made at the start, service/newsletter/sender.py), a mail composed and sent, the feedback read,
# a sign-up and its links, the staff's list, import and sends; and the standard library's
# modules only they use (the feedback Maildir, the mails' header policy).
NEWSLETTER_NOT_AT_START = (
    "service.newsletter.sending", "service.newsletter.send_queue", "service.newsletter.relay",
    "service.newsletter.issue_mail", "service.newsletter.article",
    "service.newsletter.mail_policy", "service.newsletter.confirm_mail",
    "service.newsletter.confirm_rows", "service.newsletter.test_mail",
    "service.newsletter.feedback", "service.newsletter.feedback_mailbox",
    "service.newsletter.feedback_parse", "service.newsletter.importing",
    "service.newsletter.staff_list", "service.newsletter.preferences",
    "service.newsletter.subscribers", "service.newsletter.subscriber_marks",
    "service.newsletter.sends", "service.newsletter.send_gate", "mailbox", "email.policy")

SCRIPT = """
import gc, json, subprocess, sys
spawned = []
real_init = subprocess.Popen.__init__

def recording_init(self, args, *rest, **options):
    spawned.append(str(args))
    real_init(self, args, *rest, **options)

subprocess.Popen.__init__ = recording_init
import service.__main__
from service.content import Post
from service.ops import free_memory
print(json.dumps({"modules": sorted(name.split(".")[0] for name in sys.modules),
                  "postBuilt": Post.__pydantic_complete__,
                  "serviceModules": sorted(name for name in sys.modules
                                           if name.startswith("service.")),
                  "allModules": sorted(sys.modules),
                  "spawned": spawned, "trim": free_memory._TRIM is not None,
                  "collecting": gc.isenabled()}))
"""


def _start_imports() -> dict[str, object]:
    run = subprocess.run([sys.executable, "-c", SCRIPT], cwd=PROJECT_ROOT, check=True,
                         capture_output=True, text=True)
    found: dict[str, object] = json.loads(run.stdout)
    return found


def test_the_start_leaves_upload_and_import_libraries_unimported() -> None:
    modules = _start_imports()["modules"]
    assert isinstance(modules, list)
    assert "quart" in modules  # the probe sees what the start imports
    assert [name for name in NOT_AT_START if name in modules] == []


def test_the_start_leaves_the_export_replication_and_backups_unimported() -> None:
    modules = _start_imports()["serviceModules"]
    assert isinstance(modules, list)
    assert "service.ops.runtime" in modules  # the probe sees the service's own modules
    assert [name for name in ONLY_WHEN_SET_UP if name in modules] == []


def test_the_start_imports_no_module_of_the_rooms_it_does_not_use() -> None:
    modules = _start_imports()["serviceModules"]
    assert isinstance(modules, list)
    assert "service.content.slugs" in modules  # the probe sees the rooms' modules
    assert [name for name in modules if name.startswith(ROOMS_NOT_AT_START)] == []


def test_the_start_imports_none_of_the_newsletters_machinery() -> None:
    modules = _start_imports()["allModules"]
    assert isinstance(modules, list)
    # The probe sees the newsletter's own modules and the standard library's.
    assert {"service.newsletter.sender", "email.message"} <= set(modules)
    assert [name for name in NEWSLETTER_NOT_AT_START if name in modules] == []


def test_the_start_runs_no_child_process_and_still_finds_malloc_trim() -> None:
    found = _start_imports()
    assert found["spawned"] == []  # ctypes.util.find_library ran `ldconfig -p`
    assert found["trim"] is True  # glibc's malloc_trim, as the memory test needs


def test_the_start_leaves_the_post_model_unbuilt() -> None:
    """The start reads the posts from their index: the model is built when a post is first read
    from its file or changed (pydantic's defer_build, service/content/post.py)."""
    assert _start_imports()["postBuilt"] is False


def test_the_collector_is_paused_while_the_start_imports() -> None:
    assert _start_imports()["collecting"] is False


# The server's run replaced by a probe that reports what the collector was left with, runs the
# app's start (the content loaded) and stop, reports again and returns (the start then exits 3, as
# when a server does not start): no port is opened.
FREEZE_PROBE = """
import asyncio, gc, json, sys
import pydantic
import uvicorn
from service.__main__ import main
from service.newsletter.desk import EXTENSION_KEY as NEWSLETTER_KEY
from service.state import EXTENSION_KEY

def collector(app=None):
    tracked = {id(item) for item in gc.get_objects()}
    found = {"frozen": gc.get_freeze_count(), "tracked": len(tracked),
             "collecting": gc.isenabled()}
    if app is not None:
        posts = list(app.extensions[EXTENSION_KEY].cache.posts.values())
        found["posts"] = len(posts)
        found["postsLeftToTheCollector"] = sum(id(post) in tracked for post in posts)
    return found

def api_models():
    seen, waiting = set(), [pydantic.BaseModel]
    while waiting:
        for model in waiting.pop().__subclasses__():
            if model not in seen:
                seen.add(model)
                waiting.append(model)
    # Bodies and answers, not the generic base of the list-like ones (cheap, with no fields).
    return {f"{model.__module__}.{model.__qualname__}": model.__pydantic_complete__
            for model in seen if model.__module__.startswith("service.api.")
            and not model.__pydantic_generic_metadata__["parameters"]}

def probe(self, sockets=None):
    app = self.config.app
    before = collector()

    async def start_and_stop():
        await app.startup()
        found = collector(app)
        found["apiModels"] = api_models()
        await app.extensions[NEWSLETTER_KEY].sender.round()
        found["modulesAfterANewsletterRound"] = sorted(sys.modules)
        await app.shutdown()
        return found

    print(json.dumps({"beforeServing": before, "loaded": asyncio.run(start_and_stop())}))

uvicorn.Server.run = probe
sys.argv = ["service"]
main()
"""


def _freeze_probe(content_dir: Path, instance_dir: Path,
                  **settings: str) -> dict[str, dict[str, Any]]:
    env = {**os.environ, "AGENCY_INSTANCE_DIR": str(instance_dir),
           "AGENCY_CONTENT_DIR": str(content_dir), "AGENCY_WATCH": "0",
           "AGENCY_SERVER_RENDERING": "0", **settings}
    run = subprocess.run([sys.executable, "-c", FREEZE_PROBE], cwd=PROJECT_ROOT, env=env,
                         capture_output=True, text=True, check=False)
    assert run.returncode == 3, run.stderr
    found: dict[str, dict[str, Any]] = json.loads(run.stdout)
    return found


def test_what_the_start_imported_is_frozen_before_serving(content_dir: Path,
                                                         tmp_path: Path) -> None:
    found = _freeze_probe(content_dir, tmp_path / "instance")["beforeServing"]
    # Left to the collector: what the start makes from here on, not the some 140,000 objects the
    # imports made (a full collection walks every tracked object, some 40 ms each at 5,000 posts).
    assert found["frozen"] > 50_000
    assert found["tracked"] < found["frozen"] / 10
    assert found["collecting"] is True  # paused while the start imports, on again to serve


def test_the_posts_as_first_loaded_are_frozen_too(content_dir: Path, tmp_path: Path) -> None:
    probed = _freeze_probe(content_dir, tmp_path / "instance")
    found = probed["loaded"]
    assert found["posts"] > 0
    # Held off while the posts load, the collector walks none of them again afterwards.
    assert found["postsLeftToTheCollector"] == 0
    assert found["frozen"] > probed["beforeServing"]["frozen"]
    assert found["collecting"] is True


# Built at the start all the same: a visitor's request checks it (service/api/intake_resume.py).
BUILT_FOR_VISITORS = {"service.api.intake_resume.ResumeBody"}


def test_the_start_builds_none_of_the_api_models(content_dir: Path, tmp_path: Path) -> None:
    """The API's request bodies and answers are built at their first use, not by every start
    (some 90 models; a new one subclasses service.api.api_model.ApiModel)."""
    models = _freeze_probe(content_dir, tmp_path / "instance")["loaded"]["apiModels"]
    assert len(models) > 50  # the probe sees the API's models
    assert {name for name, built in models.items() if built} == BUILT_FOR_VISITORS


def test_a_newsletter_round_with_nothing_to_do_imports_none_of_its_machinery(
        content_dir: Path, tmp_path: Path) -> None:
    """Without a mail server or a feedback Maildir the sender's loop runs its rounds, and its
    machinery (service/newsletter/sending.py) is never imported."""
    modules = _freeze_probe(content_dir, tmp_path / "instance")["loaded"][
        "modulesAfterANewsletterRound"]
    assert "service.newsletter.sender" in modules  # the probe sees the newsletter's modules
    assert [name for name in NEWSLETTER_NOT_AT_START if name in modules] == []


def test_a_newsletter_round_with_a_maildir_to_read_imports_its_machinery(
        content_dir: Path, tmp_path: Path) -> None:
    maildir = tmp_path / "feedback"
    for sub in ("new", "cur", "tmp"):
        (maildir / sub).mkdir(parents=True)
    modules = _freeze_probe(content_dir, tmp_path / "instance",
                            AGENCY_NEWSLETTER_MAILDIR=str(maildir))["loaded"][
        "modulesAfterANewsletterRound"]
    assert {"service.newsletter.sending", "service.newsletter.feedback_mailbox",
            "mailbox"} <= set(modules)
