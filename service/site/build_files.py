"""Which files of the built web app (web/dist) are public, for the service and the exports."""

from pathlib import PurePosixPath

# Where rollup writes the source maps (web/tools/source-maps.mjs): beside the build, for tools.
SOURCEMAP_DIR = "sourcemaps"
# The render worker and the app shell the service fills in: never sent as they are.
_PRIVATE_FOLDERS = frozenset({"server", SOURCEMAP_DIR})
_SHELL = PurePosixPath("index.html")


def is_source_map(name: str) -> bool:
    """A source map holds the original source (the staff editor's too): never public."""
    return name.lower().endswith(".map")


def is_public_build_file(relative: PurePosixPath) -> bool:
    """True for a file of the build a static host may send: hashed assets, icons, the manifest."""
    return (relative != _SHELL and relative.parts[0] not in _PRIVATE_FOLDERS
            and not is_source_map(relative.name))
