"""The strict slug pattern, checked before any path is built from a slug."""

import re

from service.content.errors import InvalidSlug
from service.content.post_limits import SLUG_MAX_LENGTH as SLUG_MAX_LENGTH

SLUG_PATTERN = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
# What a person reads when a slug does not match (the model's fields; service/content/matching.py).
SLUG_SENTENCE = "Use lowercase letters, numbers and single dashes, like flood-insurance-basics"


def is_valid_slug(slug: str) -> bool:
    """True when slug is lowercase ASCII words joined by single hyphens, within the length cap."""
    return len(slug) <= SLUG_MAX_LENGTH and SLUG_PATTERN.fullmatch(slug) is not None


def check_slug(slug: str) -> str:
    """Return slug unchanged, or raise InvalidSlug; slugs are refused, never cleaned."""
    if not isinstance(slug, str) or not is_valid_slug(slug):
        raise InvalidSlug(str(slug))
    return slug


def slugify(title: str) -> str:
    """A valid slug made from a title: accents and other scripts spelled in ASCII ('é' is 'e')."""
    # Imported at the first slug made (a new post, a team member without an id), not by every
    # start: python-slugify compiles its patterns as it loads.
    from slugify import slugify as make_slug

    slug = make_slug(title, max_length=SLUG_MAX_LENGTH, replacements=[["'", ""], ["\u2019", ""]])
    return slug if is_valid_slug(slug) else "post"
