"""GET /healthz: 200 with a small JSON when all is well, 503 with the problems when not.

Holds the content version and commit, whether the render worker runs, replication (last push or
pull, commits waiting) and the static export. Never cached; logged at debug level only. It is for
the proxy and monitoring on this machine, and says whether things work, not where the git remote
is or what git said about it: those are in the log and `agency status`.
"""

import asyncio
import datetime as dt
import json
from typing import Any

from quart import Blueprint, Response, current_app

from service.auth.access import access
from service.ops.runtime import EXTENSION_KEY, Runtime
from service.replication.status import ReplicationStatus

blueprint = Blueprint("health", __name__)

# Where the remote is (a host, a path) and git's own words about it (which name it and more):
# nothing a monitor needs, and more than a health check should tell whoever can reach it.
PRIVATE_REPLICATION_FIELDS = frozenset(("remote", "lastError"))
# How long replication may fail before the service calls itself unhealthy: a push that fails once
# is retried within seconds and is no reason to take the service out of a load balancer.
REPLICATION_GRACE_SECONDS = 120.0
WORKER_START_SECONDS = 5.0


@blueprint.get("/healthz")
@access("public")  # to whoever reaches the port: the proxy in front keeps it to this machine
async def healthz() -> Response:
    runtime: Runtime = current_app.extensions[EXTENSION_KEY]
    state = runtime.state
    problems: list[str] = []
    body: dict[str, Any] = {"contentVersion": state.cache.version,
                            "commit": await _head(runtime)}
    body["renderWorker"] = await _render_worker(runtime, problems)
    uncommitted = _uncommitted(runtime)
    body["uncommittedFiles"] = uncommitted
    if uncommitted:
        problems.append(f"{uncommitted} changed files wait for a git commit that keeps failing")
    replication = runtime.pusher or runtime.puller
    body["replication"] = _replication(replication.status if replication else None, problems)
    if runtime.export is not None:
        body["export"] = runtime.export.status.as_json()
        if runtime.export.status.error:
            problems.append(f"static export: {runtime.export.status.error}")
    if state.settings.read_only:
        body["readOnly"] = True
    body["status"] = "problem" if problems else "ok"
    body["problems"] = problems
    response = Response(json.dumps(body), status=503 if problems else 200,
                        mimetype="application/json")
    response.headers["Cache-Control"] = "no-store"
    return response


async def _render_worker(runtime: Runtime, problems: list[str]) -> str:
    worker = runtime.state.renderer.worker
    if worker is None:
        return "off"
    if worker.alive:
        return "running"
    try:  # it stopped (crashed, killed): a render would start it again, so try that now
        await asyncio.wait_for(worker.start(), WORKER_START_SECONDS)
    except (OSError, TimeoutError) as error:
        problems.append(f"the render worker cannot start: {error}")
        return "stopped"
    return "running" if worker.alive else "stopped"


def _uncommitted(runtime: Runtime) -> int:
    try:
        pending = json.loads(runtime.state.store.git.pending_file.read_text("utf-8"))
    except (FileNotFoundError, ValueError):
        return 0
    return len(pending) if isinstance(pending, list) else 0


async def _head(runtime: Runtime) -> str | None:
    """The content's current commit (None outside git)."""
    return await asyncio.to_thread(runtime.state.store.git.resolve, "HEAD")


def _replication(status: ReplicationStatus | None,
                 problems: list[str]) -> dict[str, Any] | None:
    if status is None:
        return None
    failing = status.failing_for(dt.datetime.now(dt.UTC))
    if status.diverged:
        problems.append("the replica has diverged from the remote: see `agency status`")
    elif failing > REPLICATION_GRACE_SECONDS:
        verb = "pushes" if status.role == "primary" else "pulls"
        problems.append(f"{verb} failing for {failing:.0f} s: see `agency status`")
    return {key: value for key, value in status.as_json().items()
            if key not in PRIVATE_REPLICATION_FIELDS}
