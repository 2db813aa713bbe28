"""The requests store as the agency runs it: references with its initials, due times counted in its
office hours, both read from its facts as they are when a request arrives."""

import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from service.requests.due import business_due
from service.requests.references import agency_initials
from service.requests.storage import RequestStore

SiteFacts = Callable[[], Mapping[str, Any]]


def facts_from(cached: Callable[[], Any], site_file: Path) -> SiteFacts:
    """The agency's facts as the content cache holds them, or from the file before the cache is
    loaded (the store gives old rows their references at start-up, before the content is read)."""

    def facts() -> Mapping[str, Any]:
        found = cached()
        if found is None:
            try:
                found = json.loads(site_file.read_text("utf-8"))
            except (OSError, ValueError):
                found = None
        return found if isinstance(found, Mapping) else {}

    return facts


def agency_store(database: Path, site_facts: SiteFacts,
                 intake_files: Path | None = None) -> RequestStore:
    return RequestStore(database, reference_prefix=lambda: agency_initials(site_facts()),
                        due_rule=lambda arrived: business_due(arrived, site_facts()),
                        intake_files=intake_files)
