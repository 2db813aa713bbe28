"""The content's version and files: what the start-up migration will change (or why it cannot),
and each file the models refuse, by file and field, with its fix."""

import asyncio

from service.ops.doctor.findings import Finding, Setup, fail, ok
from service.store import (
    ContentStore,
    ContentVersionError,
    MigrationFailed,
    file_name,
    invalid_files,
    missing_essentials,
    plan_migration,
)

VERSION = "content version"
FILES = "content file"
FILE_FIX = ("Edit the field named (on the Site screens, or in the file) to what the message asks, "
            "or restore the file from git (git log -- FILE); until then its page leaves it out.")


async def content_migration(setup: Setup) -> list[Finding]:
    return await asyncio.to_thread(_content_migration, ContentStore(setup.settings.content_dir))


async def content_files(setup: Setup) -> list[Finding]:
    return await asyncio.to_thread(_content_files, ContentStore(setup.settings.content_dir))


def _content_migration(store: ContentStore) -> list[Finding]:
    if not store.root.is_dir():
        return []  # the content repository check says so
    try:
        plan = plan_migration(store)
    except ContentVersionError as error:
        return [fail(VERSION, str(error), "Run the release that migrated the content.")]
    except MigrationFailed as error:
        return [fail(VERSION, f"cannot be migrated: {problem.file}: {problem.field}: "
                              f"{problem.reason}", problem.fix) for problem in error.problems]
    if not plan.needed:
        return [ok(VERSION, f"version {plan.found}, this release's")]
    return [ok(VERSION, f"version {plan.found}: will be migrated to {plan.target} at start-up "
                        "(or by agency migrate), one commit")] + [
        ok(VERSION, f"will change {line}") for line in plan.lines()[1:]]


def _content_files(store: ContentStore) -> list[Finding]:
    if not store.root.is_dir():
        return []
    try:
        migrated = set(plan_migration(store).changes)
    except (ContentVersionError, MigrationFailed):
        migrated = set()  # content_migration says why
    refused = [problem for problem in invalid_files(store) + missing_essentials(store)
               if file_name(store, problem.path) not in migrated]
    if not refused:
        return [ok(FILES, "every file validates" + (" once migrated" if migrated else ""))]
    return [fail(FILES, f"{file_name(store, problem.path)}: {problem.reason}",
                 FILE_FIX.replace("FILE", file_name(store, problem.path)))
            for problem in refused]
