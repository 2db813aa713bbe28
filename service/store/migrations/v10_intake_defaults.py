"""Version 10: the quote intake's rater defaults (copy/intake-defaults.json: prior bodily injury
limits, marital status, residence type) added from the release's text where the content has
none; staff review them on the Site screen."""

from typing import Any

from service.store.migrations.base import Migration
from service.store.migrations.defaults import default


def add_when_missing(found: Any) -> Any:
    return default("intake-defaults") if found is None else found


MIGRATION = Migration(10, "the quote intake's rater defaults added from the release's text "
                         "where missing", {"copy/intake-defaults.json": add_when_missing})
