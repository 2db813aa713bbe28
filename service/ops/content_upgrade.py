"""The content brought to this release's version as the service starts, before anything reads it:
the primary migrates (one commit, which replicas and the export follow); a replica never does,
and serves (health 503) until the primary's commit arrives; newer content stops any start."""

import asyncio
import logging

from service.store import (
    CONTENT_VERSION,
    ContentStore,
    ContentVersionError,
    MigrationFailed,
    migrate_content,
    refuse_newer,
)

log = logging.getLogger(__name__)


async def migrate_at_start(store: ContentStore, read_only: bool) -> None:
    try:
        if read_only:
            found = await asyncio.to_thread(refuse_newer, store.root)
            if found < CONTENT_VERSION:
                log.warning("the content is at version %d and this release reads version %d: "
                            "a replica does not migrate; it takes the primary's commit 'Migrate "
                            "content to version %d' when it pulls it (health says 503 until "
                            "then)", found, CONTENT_VERSION, CONTENT_VERSION)
            return
        plan = await asyncio.to_thread(migrate_content, store, "agency migrate")
    except ContentVersionError as error:
        log.error("cannot start: %s", error)
        raise
    except MigrationFailed as error:
        log.error("cannot start: the content cannot be migrated to version %d; nothing was "
                  "changed", CONTENT_VERSION)
        for problem in error.problems:
            log.error("cannot start: %s", problem)
        raise
    if plan.needed:
        for line in plan.lines():
            log.info("migrated: %s", line)
