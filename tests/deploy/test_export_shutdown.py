"""SIGTERM while the content keeps changing: the live export stops with the service without a
line of failed renders per page, and the next start brings the export up to the content."""

import json
import os
import threading
import time
from pathlib import Path

import pytest
from argon2 import PasswordHasher

from service.auth.accounts import StaffDirectory
from tests.app_variants import with_app_variants
from tests.conftest import make_content_copy
from tests.deploy.test_live_export import health
from tests.servers import PUBLIC_URL, running_service

# A busy two-core machine renders the fixture site in well under a minute.
EXPORT_SECONDS = 300.0


def wait_for_export(url: str) -> None:
    """Until the export holds the content the service serves."""
    deadline = time.monotonic() + EXPORT_SECONDS
    while True:
        body = health(url)
        if body["export"]["updatedAt"] and \
                body["export"]["contentVersion"] == body["contentVersion"]:
            return
        assert time.monotonic() < deadline, f"the export did not catch up: {body['export']}"
        time.sleep(0.2)


class PhoneChanges(threading.Thread):
    """Writes a new phone number into site.json every tenth of a second until stopped, as a
    pull or an editor would."""

    def __init__(self, content: Path) -> None:
        super().__init__(daemon=True)
        self.site = content / "site.json"
        self.facts = json.loads(self.site.read_text("utf-8"))
        self.halt = threading.Event()
        self.count = 0

    def set_phone(self, phone: str) -> None:
        """Replaced whole, as git and the store write (a half-written file is another test)."""
        self.facts["phone"] = phone
        temp = self.site.with_name(".site.json.tmp")
        temp.write_text(json.dumps(self.facts, indent=2) + "\n", "utf-8")
        os.replace(temp, self.site)

    def run(self) -> None:
        while not self.halt.is_set():
            self.count += 1
            self.set_phone(f"(203) 555-{self.count % 10000:04d}")
            time.sleep(0.1)


def problem_lines(log: Path) -> list[str]:
    return [line for line in log.read_text("utf-8").splitlines()
            if line.startswith(("WARNING", "ERROR", "CRITICAL"))]


@pytest.mark.long
def test_sigterm_while_content_changes_stops_quietly_and_the_next_start_catches_up(
        tmp_path: Path, app_variants: Path) -> None:
    """Over 10 s by design: two starts of the real service, each exporting the whole site, and
    seconds of changes under way when the signal comes."""
    content = make_content_copy(tmp_path / "content")
    instance = with_app_variants(tmp_path / "instance", app_variants)
    export, log = tmp_path / "export", tmp_path / "service.log"
    # A staff account, so the start-up hint about the first one is not among the lines counted.
    StaffDirectory(instance / "staff.sqlite3", hasher=PasswordHasher(
        time_cost=1, memory_cost=1024, parallelism=1)).add("editor", "a long enough password")
    changes = PhoneChanges(content)
    with running_service(content, instance, server_rendering=True, log=log,
                         AGENCY_EXPORT_DIR=str(export), AGENCY_PUBLIC_URL=PUBLIC_URL) as url:
        wait_for_export(url)
        changes.start()
        time.sleep(1.5)  # updates under way when the signal comes, on leaving this block
    time.sleep(0.5)  # the service has exited: these changes wait for the next start
    changes.halt.set()
    changes.join()
    changes.set_phone("(203) 555-0199")
    assert changes.count > 10
    text = log.read_text("utf-8")
    assert "Shutting down" in text and "Traceback" not in text
    assert problem_lines(log) == []

    with running_service(content, instance, server_rendering=True,
                         AGENCY_EXPORT_DIR=str(export), AGENCY_PUBLIC_URL=PUBLIC_URL) as url:
        wait_for_export(url)
    assert json.loads((export / "data" / "site.json").read_text("utf-8"))["phone"] == \
        "(203) 555-0199"
    shown = [page for page in export.rglob("*.html") if "(203) 555-" in page.read_text("utf-8")]
    assert len(shown) > 20, "the export shows the agency's number on most pages"
    stale = [str(page.relative_to(export)) for page in shown
             if "(203) 555-0199" not in page.read_text("utf-8")]
    assert stale == []
