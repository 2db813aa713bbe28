"""Schemathesis against the real service (`python -m service` on a content copy): every operation
of /openapi.json, positive and negative data, the stateful phase with a staff session, and every
check it has (`--checks all`), not only "no 5xx". Settings and the reasons for each are in
schemathesis.toml beside this file; the staff session and form tokens come from hooks.py."""

import collections
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from service.auth.accounts import StaffDirectory
from tests.conftest import PROJECT_ROOT, make_content_copy
from tests.servers import running_service

HERE = Path(__file__).resolve().parent
STAFF_USER = "fuzz-editor"
STAFF_PASSWORD = "a long and unguessable fuzzing password"
# A fixed seed makes a failure reproducible as it is; AGENCY_FUZZ_SEED picks another run.
SEED = os.environ.get("AGENCY_FUZZ_SEED", "20261123")
MAX_EXAMPLES = "10"  # cases per operation and phase: about 1,200 requests in all
# One worker: Hypothesis's source inspection is not thread-safe ("AST constructor recursion
# depth mismatch" with two), and the machine has two cores for the whole suite anyway.
# A bound on a run that hangs, not a speed check (with the intake's operations, a run on a machine
# loaded by other work took some 3.5 minutes).
TIME_LIMIT_SECONDS = 300
# A deleted post comes back through POST /api/admin/blog-posts/{slug}/restore, the link its DELETE
# answer declares: after following it the post is there again, by design, which the "deleted
# resource still available" check (ST301) cannot tell from a delete that did not happen. Posts
# are the only resource the API deletes; test_publishing_api.py asserts that a deleted post is
# gone (404 to reads and changes) until restored.
EXCLUDED_CHECKS = "use_after_free"  # the bound (2 minutes) less the service's start

HTTP_METHODS = {"get", "put", "post", "delete", "options", "head", "patch", "trace"}
# Operations the run must get a success from, or it only ever met refusals.
MUST_SUCCEED = (
    "POST /api/admin/blog-posts", "PATCH /api/admin/blog-posts/{slug}",
    "DELETE /api/admin/blog-posts/{slug}", "POST /api/admin/blog-posts/{slug}/restore",
    "GET /api/admin/blog-posts/{slug}", "GET /api/admin/blog-posts/{slug}/history",
    "POST /api/requests", "GET /api/admin/requests/{request_id}",
    "PATCH /api/admin/requests/{request_id}", "GET /api/admin/requests", "POST /api/auth/logout",
    "GET /api/admin/staff", "POST /api/admin/staff",
)


def _documented_operations() -> int:
    """The operations of the checked-in OpenAPI document (a drift test keeps it the service's)."""
    document = json.loads((PROJECT_ROOT / "web" / "api" / "openapi.json").read_text("utf-8"))
    return sum(method in HTTP_METHODS for path in document["paths"].values() for method in path)


@pytest.mark.long
def test_schemathesis_finds_no_failure(tmp_path: Path) -> None:
    """Slow by design (about a minute on two cores): some 1,200 generated requests, every
    operation in each phase, against the real service; it fails past TIME_LIMIT_SECONDS."""
    content = make_content_copy(tmp_path / "content")
    instance = tmp_path / "instance"
    StaffDirectory(instance / "staff.sqlite3").add(STAFF_USER, STAFF_PASSWORD)
    answers = tmp_path / "answers.txt"
    answers.touch()
    with running_service(content, instance, server_rendering=False, log=tmp_path / "service.log",
                         AGENCY_PUBLIC_API_DOCS="1", AGENCY_WATCH="0") as url:
        env = {**os.environ, "SCHEMATHESIS_HOOKS": "tests.fuzz.hooks",
               "AGENCY_FUZZ_INSTANCE": str(instance), "AGENCY_FUZZ_STAFF": STAFF_USER,
               "AGENCY_FUZZ_ORIGIN": url, "AGENCY_FUZZ_ANSWERS": str(answers)}
        command = [str(Path(sys.executable).with_name("schemathesis")),
                   "--config-file", str(HERE / "schemathesis.toml"), "run", f"{url}/openapi.json",
                   "--checks", "all", "--exclude-checks", EXCLUDED_CHECKS,
                   "--phases", "examples,coverage,fuzzing,stateful",
                   "--mode", "all", "--max-examples", MAX_EXAMPLES, "--seed", SEED,
                   "--workers", "1", "--header", f"Origin: {url}", "--no-color",
                   "--report", "json", "--report-dir", str(tmp_path / "report")]
        started = time.monotonic()
        run = subprocess.run(command, cwd=PROJECT_ROOT, env=env, capture_output=True, text=True,
                             timeout=TIME_LIMIT_SECONDS)
        took = time.monotonic() - started
    summary = run.stdout[-6000:]
    assert run.returncode == 0, f"schemathesis failed ({took:.0f} s):\n{run.stdout}{run.stderr}"
    operations = _documented_operations()
    assert " passed" in summary and f"{operations}/{operations}" in summary, summary

    seen = collections.Counter(line.rsplit(" ", 1)[0] for line in answers.read_text().splitlines()
                               if line.rsplit(" ", 1)[1].startswith("2"))
    missing = [operation for operation in MUST_SUCCEED if not seen[operation]]
    assert not missing, f"no success from {missing}; successes: {dict(seen)}\n{summary}"
