"""The instance folder: private to the service's user, and its databases at a schema this release
can run (older ones are migrated at start-up), undamaged, and holding what the schema makes and
nothing else (no trigger, view or table another made)."""

import asyncio
import os
import pwd
import shlex
import sqlite3
import stat
from contextlib import closing
from pathlib import Path

from service.instance import FILE_MODE, FOLDER_MODE
from service.ops.backup import DATABASE_SCHEMAS
from service.ops.doctor.findings import Finding, Setup, fail, ok, warn
from service.sqlite_migrations import Schema, SchemaTooNew, schema_version
from service.sqlite_objects import unexpected_objects

FOLDER = "instance folder"
# Permission bits that let anyone but the owner in.
OTHERS = 0o077


async def instance_folder(setup: Setup) -> list[Finding]:
    return await asyncio.to_thread(_instance_folder, setup.settings.instance_dir)


def _instance_folder(folder: Path) -> list[Finding]:
    if not folder.exists():
        return [warn(FOLDER, f"{folder} does not exist yet",
                     "Start the service once (it makes the folder private), or point "
                     "AGENCY_INSTANCE_DIR at the folder that holds the staff accounts.")]
    info = folder.stat()
    # root may check any user's folder (and must, to read Let's Encrypt's certificates).
    if info.st_uid != os.geteuid() and os.geteuid() != 0:
        owner, me = _user_name(info.st_uid), _user_name(os.geteuid())
        return [fail(FOLDER, f"{folder} belongs to {owner}, not to {me} who runs this",
                     f"Run agency doctor as the service's user (sudo -u {owner} agency "
                     "doctor), or hand the folder to that user with chown -R.")]
    findings = []
    mode = stat.S_IMODE(info.st_mode)
    if mode & OTHERS:
        findings.append(fail(FOLDER, f"{folder} is open to other users ({mode:04o})",
                             f"chmod {FOLDER_MODE:o} {shlex.quote(str(folder))}"))
    exposed = _exposed_files(folder)
    if exposed:
        names = ", ".join(f"{path.name} ({mode:04o})" for path, mode in exposed)
        paths = " ".join(shlex.quote(str(path)) for path, _ in exposed)
        findings.append(fail(FOLDER, f"files other users can open: {names}",
                             f"chmod {FILE_MODE:o} {paths}"))
    return findings or [ok(FOLDER, f"{folder} is private: only {_user_name(info.st_uid)} "
                                   "can open it and its files")]


def _exposed_files(folder: Path) -> list[tuple[Path, int]]:
    """The files directly in the folder with any permission for others (the ones the service
    makes 0600; what lies in sub-folders is kept out by the folder's own mode)."""
    exposed = []
    for path in sorted(folder.iterdir()):
        try:
            info = path.lstat()
        except FileNotFoundError:  # a -wal or -shm SQLite removed meanwhile
            continue
        mode = stat.S_IMODE(info.st_mode)
        if stat.S_ISREG(info.st_mode) and mode & OTHERS:
            exposed.append((path, mode))
    return exposed


def _user_name(uid: int) -> str:
    try:
        return pwd.getpwuid(uid).pw_name
    except KeyError:
        return f"user {uid}"


async def database_schemas(setup: Setup) -> list[Finding]:
    settings = setup.settings
    return [await asyncio.to_thread(_schema, subject, database,
                                    DATABASE_SCHEMAS[database.name])
            for subject, database in (("staff database", settings.staff_database),
                                      ("requests database", settings.requests_database))]


def _schema(subject: str, database: Path, schema: Schema) -> Finding:
    if not database.exists():
        return ok(subject, f"{database.name} is not made yet: the service makes it at start-up")
    try:
        with closing(sqlite3.connect(database, timeout=10)) as connection:
            version = schema_version(connection, schema)
            damage = [row[0] for row in connection.execute("PRAGMA quick_check")]
            strange = unexpected_objects(connection, schema) if damage == ["ok"] else []
    except SchemaTooNew as error:
        return fail(subject, str(error), "Run the release that migrated it, or restore the "
                    "backup taken before the upgrade.")
    except sqlite3.Error as error:
        return fail(subject, f"{database} cannot be read: {error}",
                    "Stop the service and restore the file from the last backup.")
    if damage != ["ok"]:
        return fail(subject, f"{database} is damaged: {'; '.join(damage[:3])}",
                    "Stop the service and restore the file from the last backup.")
    if strange:
        return fail(subject, f"{database} holds {'; '.join(strange)}",
                    "Stop the service and restore the file from a backup taken before that "
                    "was added (agency restore checks it), or remove what is named with "
                    "sqlite3 after reading it.")
    if version == 0:
        return ok(subject, f"{database.name} is empty: the service sets it up at start-up")
    if version < schema.version:
        steps = "; ".join(step.description for step in schema.migrations[version - 1:])
        return ok(subject, f"schema {version}: will be migrated to {schema.version} at start-up "
                           f"({steps})")
    return ok(subject, f"schema {version}, this release's")
