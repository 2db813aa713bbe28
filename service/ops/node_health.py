"""This node's health as /healthz and `agency status` both report it: problems (the node cannot
do its job, /healthz answers 503 and a load balancer takes it out) and degraded (it serves, but
something it relies on fails: /healthz answers 200, `agency status` exits 1)."""

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from service.ops.content_health import (
    content_version_problems,
    invalid_content_degraded,
    invalid_content_problems,
)
from service.ops.node_checks import (
    Node,
    backup_degraded,
    commit_problems,
    content_problems,
    disk_problems,
    office_mail_degraded,
    replication_degraded,
    replication_problems,
    requests_database_problems,
)

NodeCheck = Callable[[Node], list[str]]  # blocking (files, SQLite): run off the event loop

# What stops this node doing its job: serving the content, saving edits, taking requests.
PROBLEM_CHECKS: tuple[NodeCheck, ...] = (
    content_problems, content_version_problems, invalid_content_problems, commit_problems,
    requests_database_problems, disk_problems, replication_problems)
# What this node relies on but serves without: a remote, a server elsewhere, the daily backup.
DEGRADERS: tuple[NodeCheck, ...] = (invalid_content_degraded, replication_degraded,
                                    office_mail_degraded, backup_degraded)


@dataclass
class NodeHealth:
    problems: list[str] = field(default_factory=list)
    degraded: list[str] = field(default_factory=list)

    @property
    def status(self) -> str:
        return "problem" if self.problems else "degraded" if self.degraded else "ok"

    def as_json(self) -> dict[str, Any]:
        return {"status": self.status, "problems": self.problems, "degraded": self.degraded}


def check_node(node: Node) -> NodeHealth:
    """Every check, in order (blocking: call it in a thread)."""
    return NodeHealth(problems=[reason for check in PROBLEM_CHECKS for reason in check(node)],
                      degraded=[reason for check in DEGRADERS for reason in check(node)])
