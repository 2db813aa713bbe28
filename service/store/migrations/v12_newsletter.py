"""Version 12: the newsletter's words and topics (copy/newsletter.json: the sign-up page's
paragraph, the consent sentence, the topics Home & auto and Business) added from the release's
text where the content has none; staff review them on the Site screen."""

from typing import Any

from service.store.migrations.base import Migration
from service.store.migrations.defaults import default


def add_when_missing(found: Any) -> Any:
    return default("newsletter") if found is None else found


MIGRATION = Migration(12, "the newsletter's words and topics added from the release's text "
                         "where missing", {"copy/newsletter.json": add_when_missing})
