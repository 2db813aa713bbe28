"""The site facts' embeds (forms, map) against AGENCY_EMBED_ORIGINS: one the settings do not
allow is not served, which the operator should know and settle either way."""

import asyncio
import json
from typing import Any

from service.ops.doctor.findings import Finding, Setup, ok, warn
from service.store.embeds import value_at, withheld_embeds
from service.store.models import EMBED_FIELDS

SUBJECT = "site embeds"


async def site_embeds(setup: Setup) -> list[Finding]:
    facts = await asyncio.to_thread(_site_facts, setup)
    if facts is None or all(value_at(facts, field) is None for field in EMBED_FIELDS):
        return []  # no facts to read (the content check says why), or no embed at all
    allowed = setup.settings.embed_origins
    withheld = withheld_embeds(facts, allowed)
    if not withheld:
        return [ok(SUBJECT, f"every embed of site.json is of an allowed origin "
                            f"({', '.join(allowed)})")]
    return [warn(SUBJECT, f"site.json {field} names {origin}, which AGENCY_EMBED_ORIGINS does "
                          "not allow: it is not served (no frame or script from it)",
                 f"Add {origin} to AGENCY_EMBED_ORIGINS if the agency trusts it, or clear "
                 f"{field} in the site facts.") for field, origin in withheld]


def _site_facts(setup: Setup) -> Any:
    try:
        return json.loads((setup.settings.content_dir / "site.json").read_bytes())
    except (OSError, ValueError):
        return None
