"""Version 6: one founding year: the agency facts keep `founded`; `servingSince` goes (it becomes
`founded` only where the facts had no founded)."""

from typing import Any

from service.store.migrations.base import Migration, is_object


def migrate_site(site: Any) -> Any:
    if site is None:
        return None  # no agency facts: health says so; nothing to carry
    site = is_object(site, "(file)", "the agency facts")
    if "servingSince" not in site:
        return site
    kept = {name: value for name, value in site.items() if name != "servingSince"}
    if "founded" not in kept:
        kept["founded"] = site["servingSince"]
    return kept


MIGRATION = Migration(6, "the agency facts keep one founding year (servingSince removed, "
                         "founded kept)", {"site.json": migrate_site})
