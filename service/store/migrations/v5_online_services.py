"""Version 5: Online Services gains the client service center's heading and introduction and the
after-a-loss steps, from the release's defaults (defaults/online-services-sections.json)."""

from typing import Any

from service.store.migrations.base import Migration, is_object
from service.store.migrations.defaults import default


def migrate_online_services(page: Any) -> Any:
    if page is None:
        return None
    page = is_object(page, "(file)", "the Online Services page")
    sections = default("online-services-sections")
    return page | {name: value for name, value in sections.items() if name not in page}


MIGRATION = Migration(5, "Online Services gains the client service center and the after-a-loss "
                         "steps (the release's texts)",
                      {"copy/online-services.json": migrate_online_services})
