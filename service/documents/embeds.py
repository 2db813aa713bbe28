"""The site facts' embed addresses (models.EMBED_FIELDS) against the origins the settings allow
(AGENCY_EMBED_ORIGINS): which fields name another origin, and the facts as visitors get them."""

import copy
import json
import logging
from collections.abc import Collection
from pathlib import Path
from typing import Any

from service.content.addresses import https_origin
from service.content.site import EMBED_FIELDS

log = logging.getLogger(__name__)


def value_at(document: Any, path: str) -> Any:
    """The value at a dotted path into a JSON document ("" is the whole); None where missing."""
    value = document
    for key in filter(None, path.split(".")):
        if not isinstance(value, dict):
            return None
        value = value.get(key)
    return value


def not_allowed(url: Any, allowed: Collection[str]) -> bool:
    """Whether an embed address is set to something that is no https address of an allowed
    origin."""
    return url is not None and (not isinstance(url, str) or https_origin(url) not in allowed)


def withheld_embeds(facts: Any, allowed: Collection[str]) -> list[tuple[str, str]]:
    """Each embed field of the facts whose address is of no allowed origin, with that address's
    origin (or the address itself, when it names none)."""
    found = []
    for field in EMBED_FIELDS:
        url = value_at(facts, field)
        if not_allowed(url, allowed):
            found.append((field, https_origin(url) or str(url) if isinstance(url, str)
                          else repr(url)))
    return found


def withheld_in_file(site_file: Path, allowed: Collection[str]) -> list[tuple[str, str]] | None:
    """withheld_embeds of the site facts as stored (None when the file cannot be read as JSON:
    the content checks say why), for /healthz and agency doctor. Blocking: run it in a thread."""
    try:
        facts = json.loads(site_file.read_bytes())
    except (OSError, ValueError):
        return None
    return withheld_embeds(facts, allowed)


def served_facts(facts: Any, allowed: Collection[str]) -> Any:
    """The facts as visitors get them, each embed of no allowed origin set to null (and logged)
    so no page frames or loads it (the CSP, built from the same list, would refuse it anyway)."""
    withheld = withheld_embeds(facts, allowed)
    if not withheld:
        return facts
    served = copy.deepcopy(facts)
    for field, origin in withheld:
        *parents, last = field.split(".")
        value_at(served, ".".join(parents))[last] = None
        log.warning("site.json %s names %s, which AGENCY_EMBED_ORIGINS does not allow: not "
                    "served", field, origin)
    return served


def embed_refusal(url: str, allowed: Collection[str]) -> str:
    """Why an embed address is refused, naming its origin, in words an owner can act on."""
    origin_or_url = https_origin(url) or url
    if not allowed:
        return (f"{origin_or_url} is not allowed: no embed origin is (AGENCY_EMBED_ORIGINS "
                "is empty)")
    return (f"{origin_or_url} is not allowed: embeds may come from "
            f"{', '.join(allowed)} (AGENCY_EMBED_ORIGINS)")
