"""Images a post refers to by a local file path, brought into content/media/imported/.

An image value is kept when it is an https:// address or a /media/ path that exists in the
content folder. Otherwise it is read as a file path (relative to the file that named it, or
absolute); an existing file is checked and re-encoded like an upload (no EXIF, allowed formats
only) and planned as media/imported/<name>, the same bytes reusing one name.

Exports name images by their old web address; find_beside looks for such a file beside the
export (the address's path, then shorter tails of it, then without WordPress's "-300x200").
"""

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from urllib.parse import unquote, urlparse

from service.content.errors import InvalidContent, NotFound, StoreError
from service.store.content_store import ContentStore
from service.store.images import normalise_image

IMPORTED_FOLDER = "imported"
MAX_IMAGE_BYTES = 10 * 1024 * 1024
NAME_CHARACTERS = re.compile(r"[^A-Za-z0-9_.-]+")
URL_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]+:")
RESIZED = re.compile(r"-\d+x\d+(?=\.[A-Za-z0-9]+$)")


def find_beside(address: str, folders: Sequence[Path]) -> Path | None:
    """The local file an image address names, looked for in folders (first match wins)."""
    parsed = urlparse(address)
    if parsed.scheme not in ("", "http", "https", "file") or not parsed.path:
        return None
    parts = [part for part in PurePosixPath(unquote(parsed.path)).parts
             if part not in ("/", "", ".", "..")]
    if not parts:
        return None
    # WordPress keeps uploads in wp-content/uploads/YYYY/MM; WordPress.com's addresses skip it.
    bases = [base for folder in folders for base in (folder, folder / "wp-content" / "uploads")]
    for name in dict.fromkeys([parts[-1], RESIZED.sub("", parts[-1])]):
        tails = [[*parts[start:-1], name] for start in range(len(parts))]
        for folder in bases:
            for tail in tails:
                candidate = folder.joinpath(*tail)
                if candidate.is_file():
                    return candidate
    return None


@dataclass
class MediaPlan:
    """The media files a batch of posts will add: relative path under media/ to bytes."""

    store: ContentStore
    files: dict[str, bytes] = field(default_factory=dict)

    def image_url(self, value: str | None, base_dir: Path,
                  folders: Sequence[Path] = ()) -> str | None:
        """The imageUrl to store for value, planning a copy when it names a local file (also
        looked for in folders, by its path as find_beside does)."""
        if value is None:
            return None
        if value.startswith("https://"):
            return value
        if value.startswith("/media/") and self.has_media(value):
            return value
        local = Path(value.removeprefix("file://")).expanduser()
        local = local if local.is_absolute() else base_dir / local
        if local.is_file():
            return self.copy_file(local)
        beside = find_beside(value, folders) if folders else None
        if beside is not None:
            return self.copy_file(beside)
        if value.startswith("/media/"):
            raise InvalidContent(f"imageUrl {value}: not in the content folder's media")
        if URL_SCHEME.match(value):
            raise InvalidContent(f"imageUrl {value}: must be null, a /media/ path, an https:// "
                                 "address or a local image file")
        raise InvalidContent(f"imageUrl {value}: no such image file")

    def has_media(self, url: str) -> bool:
        """Whether url (a /media/ path) names a file already in the content folder's media."""
        try:
            self.store.media_file(url.removeprefix("/media/"))
        except NotFound:
            return False
        return True

    def copy_file(self, source: Path) -> str:
        """Plan a copy of a local image file and answer its URL; InvalidContent when it is not
        an image the site takes."""
        return "/media/" + self._plan_copy(source)

    def _plan_copy(self, source: Path) -> str:
        try:
            if source.stat().st_size > MAX_IMAGE_BYTES:
                raise InvalidContent(f"imageUrl {source}: larger than 10 MiB")
            data, extension = normalise_image(source.read_bytes())
        except StoreError as error:
            raise InvalidContent(f"imageUrl {source}: {error}") from error
        except OSError as error:
            raise InvalidContent(f"imageUrl {source}: {error.strerror or error}") from error
        stem = NAME_CHARACTERS.sub("-", source.stem).strip("-._") or "image"
        number = 1
        while True:
            suffix = f"-{number}" if number > 1 else ""
            relative = f"{IMPORTED_FOLDER}/{stem[:80]}{suffix}.{extension}"
            target = self.store.media_target(relative)
            planned = self.files.get(relative)
            on_disk = target.read_bytes() if planned is None and target.is_file() else None
            if (planned or on_disk) in (None, data):
                self.files[relative] = data
                return relative
            number += 1
