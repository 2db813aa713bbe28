"""Reading a backup archive for `agency restore`: its gzip stream whole, its members only the
plain files a backup holds (the intake's files in their own folder), and what it unpacks to
bounded (an archive of a few hundred KB can hold gigabytes of zeros): counted while the stream
is read, by the sizes its headers give and by the bytes actually written."""

import gzip
import os
import tarfile
import zlib
from pathlib import Path
from typing import IO

from service.instance import make_folder, open_private
from service.ops.backup import DATABASES, MEMBERS, is_member

CHUNK_BYTES = 1 << 20
# What an archive may unpack to: SQLite files and a git bundle shrink a few times in gzip, not
# a hundred (the requests database is vacuumed when rows go); a small archive gets the floor.
UNPACK_RATIO = 100
UNPACK_FLOOR_BYTES = 64 << 20
# Beyond the files themselves, tar's headers, padding and end blocks.
TAR_OVERHEAD_BYTES = 64 << 10


class RestoreRefused(Exception):
    """The backup cannot be restored (or not now): the sentence says why; nothing was changed."""


def unpack_limit(archive_bytes: int) -> int:
    """The most the files of an archive this large may add up to, unpacked."""
    return max(UNPACK_FLOOR_BYTES, UNPACK_RATIO * archive_bytes)


def _too_large(archive: Path, limit: int) -> RestoreRefused:
    return RestoreRefused(f"{archive.name} unpacks to more than {limit / (1 << 20):.0f} MB, over "
                          f"{UNPACK_RATIO} times its own size: no backup grows so much, refused")


def check_gzip(archive: Path, limit: int) -> None:
    """Read the whole stream, writing nothing: gzip's length and checksum catch a cut or damaged
    file, and the count stops one whose files add up to more than limit as soon as it passes."""
    read = 0
    try:
        with gzip.open(archive, "rb") as stream:
            while chunk := stream.read(CHUNK_BYTES):
                read += len(chunk)
                if read > limit + TAR_OVERHEAD_BYTES:
                    raise _too_large(archive, limit)
    except (OSError, EOFError, zlib.error) as error:
        raise RestoreRefused(f"{archive.name} is damaged or not a backup (.tar.gz): "
                             f"{error}") from None


def unpack(archive: Path, folder: Path, limit: int) -> None:
    """The archive's files into folder: their sizes as the headers give them, then the bytes
    actually written, kept within limit."""
    declared = written = 0
    try:
        with tarfile.open(archive, "r:gz") as tar:
            for member in tar:
                _check_member(member, folder)
                declared += member.size
                if declared > limit:
                    raise _too_large(archive, limit)
                source = tar.extractfile(member)
                assert source is not None  # a regular file, checked above
                make_folder((folder / member.name).parent)  # the intake's files' folder, 0700
                target = open_private(folder / member.name, os.O_WRONLY | os.O_EXCL)
                with source, os.fdopen(target, "wb") as output:
                    written += copy_within(source, output, limit - written)
    except CopyTooLarge:
        raise _too_large(archive, limit) from None
    except (tarfile.TarError, EOFError, zlib.error) as error:
        raise RestoreRefused(f"{archive.name} is damaged or not a backup: {error}") from None
    if not any((folder / name).exists() for name in DATABASES):
        raise RestoreRefused(f"{archive.name} holds neither {' nor '.join(DATABASES)}: "
                             "not a backup of an agency instance")


class CopyTooLarge(Exception):
    """More bytes came than the copy was allowed."""


def copy_within(source: IO[bytes], output: IO[bytes], allowed: int) -> int:
    """Copy source to output, counting; CopyTooLarge as soon as more than allowed came."""
    copied = 0
    while chunk := source.read(CHUNK_BYTES):
        copied += len(chunk)
        if copied > allowed:
            raise CopyTooLarge
        output.write(chunk)
    return copied


def _check_member(member: tarfile.TarInfo, folder: Path) -> None:
    if not is_member(member.name):
        raise RestoreRefused(f"the archive holds {member.name!r}, which no backup holds "
                             f"(only {', '.join(MEMBERS)} and intake files): not a backup of "
                             "an agency instance")
    if member.type not in (tarfile.REGTYPE, tarfile.AREGTYPE):  # sparse ones grow as unpacked
        raise RestoreRefused(f"{member.name} in the archive is not a plain file "
                             "(a link, folder or device): refused")
    if (folder / member.name).exists():
        raise RestoreRefused(f"the archive holds {member.name} twice: refused")
