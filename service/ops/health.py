"""GET /healthz: 200 while this node can do its job, 503 with the problems when it cannot.

"status" is "ok", "degraded" (it serves, but something it relies on fails: pushes or pulls, the
mail server; a load balancer must not take a healthy site out for a remote's outage) or
"problem" (503). The checks are service/ops/node_health.py's, shared with `agency status`, plus
the render worker and the static export, which only the service knows. The answer holds the
content version and commit, replication (last push or pull, commits waiting) and the export. It
is never cached and logged at debug level only. It is for the proxy and monitoring on this
machine, and says whether things work, not where the git remote is or what git said about it:
those are in the log and `agency status`. "embedsWithheld" names each embed of the site facts
whose origin AGENCY_EMBED_ORIGINS does not allow (not served; the site works without it).
"""

import asyncio
import json
from typing import Any

from quart import Blueprint, Response, current_app

from service.auth.access import access
from service.documents import withheld_in_file
from service.ops.node_checks import Node, uncommitted_files
from service.ops.node_health import NodeHealth, check_node
from service.ops.runtime import EXTENSION_KEY, Runtime

blueprint = Blueprint("health", __name__)

# Where the remote is (a host, a path) and git's own words about it (which name it and more):
# nothing a monitor needs, and more than a health check should tell whoever can reach it.
PRIVATE_REPLICATION_FIELDS = frozenset(("remote", "lastError"))
WORKER_START_SECONDS = 5.0
# The checks read files and the requests database: a disk that hangs is a problem, not a hang.
CHECK_SECONDS = 10.0


@blueprint.get("/healthz")
@access("public")  # to whoever reaches the port: the proxy in front keeps it to this machine
async def healthz() -> Response:
    runtime: Runtime = current_app.extensions[EXTENSION_KEY]
    state = runtime.state
    body: dict[str, Any] = {"contentVersion": state.cache.version,
                            "commit": await _head(runtime)}
    health = NodeHealth()
    body["renderWorker"] = await _render_worker(runtime, health.problems)
    body["uncommittedFiles"] = await asyncio.to_thread(uncommitted_files, state.store)
    replication = runtime.pusher or runtime.puller
    recorded = replication.status.as_json() if replication else None
    body["replication"] = None if recorded is None else {
        key: value for key, value in recorded.items() if key not in PRIVATE_REPLICATION_FIELDS}
    node = await _check_node(Node(state.settings, state.store, recorded, serving=True,
                                  content_problems=dict(state.cache.problems)))
    health.problems += node.problems
    health.degraded += node.degraded
    if runtime.export is not None:
        body["export"] = runtime.export.status.as_json()
        if runtime.export.status.error:
            health.problems.append(f"static export: {runtime.export.status.error}")
    withheld = await asyncio.to_thread(withheld_in_file, state.store.site_file,
                                       state.settings.embed_origins)
    if withheld:  # content names embeds the settings do not allow
        body["embedsWithheld"] = [{"field": field, "origin": origin}
                                  for field, origin in withheld]
    if state.settings.read_only:
        body["readOnly"] = True
    body |= health.as_json()
    response = Response(json.dumps(body), status=503 if health.problems else 200,
                        mimetype="application/json")
    response.headers["Cache-Control"] = "no-store"
    return response


async def _check_node(node: Node) -> NodeHealth:
    try:
        return await asyncio.wait_for(asyncio.to_thread(check_node, node), CHECK_SECONDS)
    except TimeoutError:
        return NodeHealth(problems=[f"the health checks took over {CHECK_SECONDS:.0f} s "
                                    "(a disk or the requests database hangs)"])


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


async def _head(runtime: Runtime) -> str | None:
    """The content's current commit (None outside git)."""
    return await asyncio.to_thread(runtime.state.store.git.resolve, "HEAD")
