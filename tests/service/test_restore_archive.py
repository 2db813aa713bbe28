"""The three counts that keep a backup archive from unpacking to more than it may: the gzip
stream read before anything is written, the members' sizes as their headers give them, and the
bytes actually copied. Real tar.gz files with a small limit, so each count is seen alone."""

import io
import os
import tarfile
from pathlib import Path

import pytest

from service.ops.restore_archive import (
    TAR_OVERHEAD_BYTES,
    UNPACK_FLOOR_BYTES,
    UNPACK_RATIO,
    CopyTooLarge,
    RestoreRefused,
    check_gzip,
    copy_within,
    unpack,
    unpack_limit,
)

KB = 1 << 10


def archive_of(path: Path, **members: bytes) -> Path:
    with tarfile.open(path, "w:gz") as tar:
        for name, data in members.items():
            info = tarfile.TarInfo(name)
            info.size, info.mode = len(data), 0o600
            tar.addfile(info, io.BytesIO(data))
    return path


def test_the_limit_grows_with_the_archive_above_a_floor() -> None:
    assert unpack_limit(300 * KB) == UNPACK_FLOOR_BYTES
    assert unpack_limit(10 << 20) == UNPACK_RATIO * (10 << 20)


def test_the_stream_count_stops_before_anything_is_written(tmp_path: Path) -> None:
    archive = archive_of(tmp_path / "a.tar.gz", **{"staff.sqlite3": bytes(600 * KB)})
    check_gzip(archive, 600 * KB)  # the files fit: tar's own blocks are allowed for
    with pytest.raises(RestoreRefused, match=r"^a\.tar\.gz unpacks to more than 1 MB"):
        check_gzip(archive, 600 * KB - TAR_OVERHEAD_BYTES - 1)


def test_the_headers_sizes_are_added_before_each_member_is_written(tmp_path: Path) -> None:
    archive = archive_of(tmp_path / "a.tar.gz", **{"staff.sqlite3": os.urandom(600 * KB),
                                                    "requests.sqlite3": os.urandom(600 * KB)})
    folder = tmp_path / "unpacked"
    folder.mkdir()
    with pytest.raises(RestoreRefused, match="unpacks to more than"):
        unpack(archive, folder, 1000 * KB)
    assert [path.name for path in folder.iterdir()] == ["staff.sqlite3"]  # the second never


def test_the_copy_stops_at_the_bytes_allowed(tmp_path: Path) -> None:
    output = io.BytesIO()
    assert copy_within(io.BytesIO(b"x" * 1000), output, 1000) == 1000
    output = io.BytesIO()
    with pytest.raises(CopyTooLarge):
        copy_within(io.BytesIO(os.urandom(3 << 20)), output, (2 << 20) + 1)
    assert len(output.getvalue()) == 2 << 20  # the chunks before the one that passed it


def test_a_sparse_member_is_refused(tmp_path: Path) -> None:
    """GNU sparse files unpack to more than their data: not a plain file here."""
    path = tmp_path / "sparse.tar.gz"
    info = tarfile.TarInfo("staff.sqlite3")
    info.type, info.size, info.mode = tarfile.GNUTYPE_SPARSE, 0, 0o600
    with tarfile.open(path, "w:gz", format=tarfile.GNU_FORMAT) as tar:
        tar.addfile(info, io.BytesIO(b""))
    folder = tmp_path / "unpacked"
    folder.mkdir()
    with pytest.raises(RestoreRefused, match="not a plain file"):
        unpack(path, folder, 1 << 20)
