"""The kinds of image staff may upload, as data (image_types.json, which the web app's file
inputs read too): each decoder's format, its name for people, and what it is stored as."""

import json
from pathlib import Path
from typing import Any

IMAGE_TYPES: list[dict[str, Any]] = json.loads(
    Path(__file__).with_name("image_types.json").read_text("utf-8"))["formats"]

# Each format Pillow may decode, with the extension its re-encoded file is saved under (a phone's
# HEIC photo becomes WebP: browsers do not show HEIC).
STORED_EXTENSIONS: dict[str, str] = {kind["format"]: kind["storedAs"] for kind in IMAGE_TYPES}


def image_kinds(last_word: str) -> str:
    """The kinds by name: "JPEG, PNG, WebP, GIF or HEIC" (last_word "or"), for messages."""
    names = [kind["name"] for kind in IMAGE_TYPES]
    return f"{', '.join(names[:-1])} {last_word} {names[-1]}"
