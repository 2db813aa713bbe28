"""Writing an export folder: atomic replacement, and mirroring the build and the media into it."""

import contextlib
import hashlib
import os
import shutil
import stat
from collections.abc import Callable, Iterator
from pathlib import Path, PurePosixPath

from service.site.build_files import SOURCEMAP_DIR, is_public_build_file, is_source_map
from service.store import TEMP_PREFIX

RASTER_SUFFIXES = frozenset((".jpg", ".jpeg", ".png", ".webp", ".gif"))
# Where a file goes in the export, relative to its folder; None when it may not go there.
Place = Callable[[PurePosixPath], Path | None]


def digest(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=16).hexdigest()


def write_atomic(path: Path, data: bytes) -> None:
    """Replace path so a file server sends the old bytes or the new, never a mix. No fsync: an
    export is made again from the content after a crash."""
    _replace(path, lambda temp: temp.write_bytes(data))


def copy_atomic(source: Path, target: Path) -> bool:
    """Copy source over target unless it already holds the same size and modification time."""
    stat = source.stat()
    with contextlib.suppress(FileNotFoundError):
        present = target.stat()
        if present.st_size == stat.st_size and present.st_mtime_ns == stat.st_mtime_ns:
            return False
    _replace(target, lambda temp: shutil.copy2(source, temp))
    return True


def _replace(path: Path, fill: Callable[[Path], object]) -> None:
    """Fill a temp file beside path, readable by the web server, then rename it over path."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.parent / f"{TEMP_PREFIX}{os.getpid()}-{os.urandom(4).hex()}-{path.name}"
    try:
        fill(temp)
        os.chmod(temp, 0o644)
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            temp.unlink()
        raise


def remove(root: Path, path: Path) -> None:
    """Delete a file of the export and the folders it leaves empty (never the export's root)."""
    with contextlib.suppress(FileNotFoundError):
        path.unlink()
    folder = path.parent
    while folder != root and folder.is_relative_to(root):
        try:
            folder.rmdir()
        except OSError:
            break
        folder = folder.parent


def files_under(folder: Path) -> Iterator[Path]:
    """Every visible regular file below folder (hidden files and folders, and temp files, left
    out). Symbolic links are neither followed nor listed: git keeps them, and one in the content
    could name any file of the machine (the staff database, /etc/...)."""
    if not folder.is_dir() or folder.is_symlink():
        return
    for base, folders, names in os.walk(folder):  # never into a linked folder (followlinks)
        folders[:] = sorted(name for name in folders if not name.startswith("."))
        for name in sorted(names):
            path = Path(base, name)
            if not name.startswith(".") and stat.S_ISREG(path.lstat().st_mode):
                yield path


def mirror_build(web_dist: Path, place: Place) -> int:
    """The built app's public files (hashed assets, icons, manifest) copied in; the shell, the
    render worker and source maps are not public. Old hashed assets stay: pages open in browsers
    still load them."""
    copied = 0
    for source in files_under(web_dist):
        relative = PurePosixPath(source.relative_to(web_dist).as_posix())
        target = place(relative) if is_public_build_file(relative) else None
        if target is not None:
            copied += copy_atomic(source, target)
    return copied


def remove_source_maps(export_dir: Path) -> list[Path]:
    """Delete the source maps an export made before they were kept out (sourcemaps/, assets/)."""
    stale = [path for folder in ("assets", SOURCEMAP_DIR)
             for path in files_under(export_dir / folder) if is_source_map(path.name)]
    for path in stale:
        remove(export_dir, path)
    return stale


def mirror_media(media_dir: Path, folder: str, export_dir: Path,
                 place: Place) -> tuple[list[Path], int]:
    """A media folder (content/media, the application's app-media) copied to the export's folder
    of that name; files gone from it are removed. Answers the raster images (which get width
    variants) and how many files changed."""
    changed = 0
    present: set[PurePosixPath] = set()
    images: list[Path] = []
    for source in files_under(media_dir):
        relative = PurePosixPath(folder, source.relative_to(media_dir).as_posix())
        target = place(relative)
        if target is None:
            continue
        present.add(relative)
        changed += copy_atomic(source, target)
        if source.suffix.lower() in RASTER_SUFFIXES:
            images.append(source)
    for stale in list(files_under(export_dir / folder)):
        if PurePosixPath(stale.relative_to(export_dir).as_posix()) not in present:
            remove(export_dir, stale)
            changed += 1
    return images, changed
