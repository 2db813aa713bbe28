"""Version 7: the privacy notice and the accessibility statement every form and the footer link
to, added from the release's texts (defaults/) where the content has none; review them."""

from typing import Any

from service.store.migrations.base import Migration
from service.store.migrations.defaults import default


def notice(name: str) -> Any:
    def add_when_missing(found: Any) -> Any:
        return default(name) if found is None else found
    return add_when_missing


MIGRATION = Migration(7, "the privacy notice and the accessibility statement added from the "
                         "release's texts where missing",
                      {"copy/privacy.json": notice("privacy"),
                       "copy/accessibility.json": notice("accessibility")})
