"""Version 11: the meeting types visitors can book (copy/booking.json: a quote call, a policy
review and a business consultation) added from the release's text where the content has none;
staff review them on the Site screen."""

from typing import Any

from service.store.migrations.base import Migration
from service.store.migrations.defaults import default


def add_when_missing(found: Any) -> Any:
    return default("booking") if found is None else found


MIGRATION = Migration(11, "the meeting types visitors can book added from the release's text "
                         "where missing", {"copy/booking.json": add_when_missing})
