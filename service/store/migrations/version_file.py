"""The content folder's schema version, kept in version.json; absent: version 1 (before 0.2.0)."""

import json
from pathlib import Path

from service.store.atomic import json_bytes
from service.store.migrations.steps import CONTENT_VERSION

VERSION_FILE = "version.json"
VERSION_FIELD = "contentVersion"


class ContentVersionError(Exception):
    """The content's version cannot be used by this code: unreadable, or newer than it knows."""


def read_content_version(root: Path) -> int:
    """The version the content folder records (1 when it records none)."""
    path = root / VERSION_FILE
    try:
        found = json.loads(path.read_bytes())
    except FileNotFoundError:
        return 1
    except (OSError, ValueError) as error:
        raise ContentVersionError(f"{VERSION_FILE} cannot be read ({error}): restore it from git "
                                  f"(git -C {root} checkout -- {VERSION_FILE})") from error
    version = found.get(VERSION_FIELD) if isinstance(found, dict) else None
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise ContentVersionError(f'{VERSION_FILE} must be {{"{VERSION_FIELD}": N}} with N a '
                                  "whole number from 1: restore it from git")
    return version


def refuse_newer(root: Path) -> int:
    """The content's version; ContentVersionError when it is newer than this code knows."""
    version = read_content_version(root)
    if version > CONTENT_VERSION:
        raise ContentVersionError(
            f"the content is at version {version}, newer than this release knows "
            f"({CONTENT_VERSION}): a newer release has migrated it. Run that release, or restore "
            "the content and the instance from the backup made before the upgrade")
    return version


def version_bytes(version: int) -> bytes:
    return json_bytes({VERSION_FIELD: version})
