"""How long each post field may be, as data (post_limits.json, which the web edit form reads)."""

import json
from pathlib import Path

LIMITS: dict[str, int] = json.loads(Path(__file__).with_name("post_limits.json").read_text("utf-8"))
TITLE_MAX = LIMITS["titleMax"]
IMAGE_ALT_MAX = LIMITS["imageAltMax"]
EXCERPT_MAX = LIMITS["excerptMax"]
CONTENT_MAX = LIMITS["contentMax"]
URL_MAX = LIMITS["urlMax"]
SLUG_MAX_LENGTH = LIMITS["slugMax"]
