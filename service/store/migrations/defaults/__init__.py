"""The texts a migration adds where older content had none: as the release that added them shipped
them, and never changed after (content migrated later must come out the same)."""

import json
from pathlib import Path
from typing import Any

FOLDER = Path(__file__).parent


def default(name: str) -> Any:
    """The JSON of defaults/<name>.json."""
    return json.loads((FOLDER / f"{name}.json").read_text("utf-8"))
