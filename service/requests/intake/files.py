"""Files a visitor attaches to an intake (the declarations page): known by their content, never
by their name, kept in the instance folder under random names (0600 in a 0700 folder), written
whole or not at all."""

import io
import os
import re
import secrets
import sqlite3
import warnings
from dataclasses import dataclass
from pathlib import Path

from service.instance import make_folder, open_private
from service.requests.intake.form import INTAKE_FORM, Upload
from service.store import fsync_path, pillow

PDF_MAGIC = b"%PDF-"
# Pillow's name of each image format taken, and the media type it is stored as.
IMAGE_TYPES = {"JPEG": "image/jpeg", "PNG": "image/png", "HEIF": "image/heic"}
MAX_PIXELS = 100_000_000  # a scan or photo of a page; beyond, it is a decompression bomb
NAME_LIMIT = 120
# An upload names its file in a row moments after writing it: a file a day old that no row
# names was left by a crash between the two, and goes with the retention purge.
UNNAMED_GRACE_SECONDS = 24 * 60 * 60
FOLDERS = re.compile(r"[/\\]")
CONTROL = re.compile(r"[\x00-\x1f\x7f\u2028\u2029\x85]+")


def upload_rules() -> Upload:
    """What the declaration takes: the one step that takes files says it."""
    return next(step.upload for step in INTAKE_FORM.steps if step.upload is not None)


@dataclass(frozen=True)
class StoredFile:
    id: int
    name: str
    size: int
    media_type: str

    def as_json(self) -> dict[str, object]:
        return {"id": self.id, "name": self.name, "size": self.size, "mediaType": self.media_type}


def media_type_of(data: bytes) -> str | None:
    """The file's type by its content: a PDF by its header, an image by Pillow (pillow-heif for
    HEIC) opening and checking it; None for anything else, whatever it is named."""
    if data.startswith(PDF_MAGIC):
        return "application/pdf"
    Image = pillow()
    with warnings.catch_warnings():
        warnings.simplefilter("error", Image.DecompressionBombWarning)
        try:
            with Image.open(io.BytesIO(data), formats=list(IMAGE_TYPES)) as image:
                if image.width * image.height > MAX_PIXELS:
                    return None
                kind = IMAGE_TYPES.get(str(image.format))
                image.verify()  # the whole file read: a truncated or broken one is refused
        except (OSError, SyntaxError, ValueError, Image.DecompressionBombError,
                Image.DecompressionBombWarning):
            return None
    return kind


def shown_name(name: str | None) -> str:
    """The name the visitor's device gave, made safe to show: no folders, no control
    characters, not too long."""
    base = CONTROL.sub(" ", FOLDERS.split(name or "")[-1])
    base = " ".join(base.split())[:NAME_LIMIT]
    return base or "attachment"


def write_whole(folder: Path, data: bytes) -> str:
    """The bytes in a new file of the folder under a random name (temp file, fsync, rename):
    the name, or nothing on disk when it failed."""
    make_folder(folder)
    stored = secrets.token_hex(16)
    temporary = folder / f".{stored}.part"
    descriptor = open_private(temporary, os.O_WRONLY | os.O_EXCL)
    try:
        with os.fdopen(descriptor, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.rename(temporary, folder / stored)
        fsync_path(folder)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    return stored


def count_files(db: sqlite3.Connection, request_id: int) -> int:
    row = db.execute("SELECT COUNT(*) FROM intake_files WHERE request_id = ?",
                     (request_id,)).fetchone()
    return int(row[0])


def add_file(db: sqlite3.Connection, request_id: int, stored: str, name: str, media_type: str,
             size: int, now: float) -> StoredFile:
    cursor = db.execute("INSERT INTO intake_files (request_id, stored_name, name, media_type, "
                        "size, uploaded_at) VALUES (?, ?, ?, ?, ?, ?)",
                        (request_id, stored, name, media_type, size, now))
    assert cursor.lastrowid is not None
    return StoredFile(cursor.lastrowid, name, size, media_type)


def files_of(db: sqlite3.Connection, request_id: int) -> list[StoredFile]:
    """The request's files, in the order they came (what GET /api/intake lists)."""
    rows = db.execute("SELECT id, name, size, media_type FROM intake_files WHERE request_id = ? "
                      "ORDER BY id", (request_id,)).fetchall()
    return [StoredFile(*row) for row in rows]


def take_file(db: sqlite3.Connection, request_id: int, file_id: int) -> str | None:
    """Forget the request's file: its stored name (to delete from disk once committed), or None
    when the request has no such file."""
    row = db.execute("DELETE FROM intake_files WHERE id = ? AND request_id = ? "
                     "RETURNING stored_name", (file_id, request_id)).fetchone()
    return str(row[0]) if row else None


def remove_stored(folder: Path, stored: str) -> None:
    """Delete a stored file (gone already is as good): the one way a stored file is deleted,
    and only ever a file of the folder itself."""
    (folder / Path(stored).name).unlink(missing_ok=True)


def unnamed_files(db: sqlite3.Connection, folder: Path, before: float) -> list[str]:
    """The folder's files (finished or half-written) that no row names, last changed before
    `before`: what a crash between writing a file and its row left."""
    try:
        entries = list(os.scandir(folder))
    except FileNotFoundError:
        return []
    named = {row[0] for row in db.execute("SELECT stored_name FROM intake_files")}
    return sorted(entry.name for entry in entries
                  if entry.is_file(follow_symlinks=False) and entry.name not in named
                  and entry.stat(follow_symlinks=False).st_mtime < before)
