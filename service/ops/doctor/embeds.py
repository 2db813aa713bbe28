"""The site facts' embeds (forms, map) against AGENCY_EMBED_ORIGINS: one the settings do not
allow is not served, which the operator should know and settle either way."""

import asyncio

from service.documents import withheld_in_file
from service.ops.doctor.findings import Finding, Setup, ok, warn

SUBJECT = "site embeds"


async def site_embeds(setup: Setup) -> list[Finding]:
    allowed = setup.settings.embed_origins
    withheld = await asyncio.to_thread(withheld_in_file, setup.settings.content_dir / "site.json",
                                       allowed)
    if withheld is None:
        return []  # no facts to read: the content checks say why
    if not withheld:
        return [ok(SUBJECT, "every embed of site.json is of an allowed origin, or there is none")]
    return [warn(SUBJECT, f"site.json {field} names {origin}, which AGENCY_EMBED_ORIGINS does "
                          "not allow: it is not served (no frame or script from it)",
                 f"Add {origin} to AGENCY_EMBED_ORIGINS if the agency trusts it, or clear "
                 f"{field} in the site facts.") for field, origin in withheld]
