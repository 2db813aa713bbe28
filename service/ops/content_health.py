"""Health's checks of the content itself: its version against this release's, and each file the
models refuse (the agency facts every page shows: a problem, 503; any other file: degraded)."""

from service.ops.node_checks import Node
from service.store import (
    CONTENT_VERSION,
    ContentVersionError,
    Problem,
    file_name,
    invalid_files,
    is_essential,
    read_content_version,
)

FIX = "agency doctor names the field and the fix"


def content_version_problems(node: Node) -> list[str]:
    if not node.store.root.is_dir():
        return []  # content_problems says the folder cannot be read
    try:
        found = read_content_version(node.store.root)
    except ContentVersionError as error:
        return [f"the content's version cannot be read: {error}"]
    if found > CONTENT_VERSION:
        return [f"the content is at version {found}, newer than this release knows "
                f"({CONTENT_VERSION}): run the release that migrated it"]
    if found < CONTENT_VERSION:
        waits = ("waiting for the primary's commit 'Migrate content to version "
                 f"{CONTENT_VERSION}'" if node.settings.read_only
                 else "restart the service or run agency migrate")
        return [f"the content is at version {found}, this release reads version "
                f"{CONTENT_VERSION}: {waits}"]
    return []


def _refused(node: Node) -> list[Problem]:
    if not node.store.site_file.is_file():
        return []  # content_problems says the folder or the facts cannot be read
    known = node.content_problems
    found = list(known.values()) if known is not None else invalid_files(node.store)
    return found


def _line(node: Node, problem: Problem, what: str) -> str:
    return f"content file {file_name(node.store, problem.path)} {what}: {problem.reason} ({FIX})"


def invalid_content_problems(node: Node) -> list[str]:
    """The agency facts missing or refused: every page would show the site without them."""
    return [_line(node, problem, "is refused, and every page needs it")
            for problem in _refused(node) if is_essential(node.store, problem.path)]


def invalid_content_degraded(node: Node) -> list[str]:
    """Any other file refused: its page, post or section is left out until it is corrected."""
    return [_line(node, problem, "is refused and left out of the site")
            for problem in _refused(node) if not is_essential(node.store, problem.path)]
