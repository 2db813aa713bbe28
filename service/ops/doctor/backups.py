"""Whether daily backups are taken, and how old the newest one is."""

import asyncio
import datetime as dt
import shlex
import stat
from pathlib import Path

from service.ops.backup import daily_backups, missed_after, taken_at
from service.ops.doctor.findings import Finding, Setup, fail, ok, warn

SUBJECT = "backups"
READ_THE_LOG = ("Read the service's log for 'daily backup' (journalctl -u agency) and make sure "
                "the service's user can write to AGENCY_BACKUP_DIR.")


async def backup_age(setup: Setup) -> list[Finding]:
    settings = setup.settings
    if settings.backup_dir is None:
        return [warn(SUBJECT, "no daily backup is taken (AGENCY_BACKUP_DIR is not set)",
                     "Set AGENCY_BACKUP_DIR to a folder on another disk, or copy `agency backup` "
                     "archives off this machine yourself.")]
    backups = await asyncio.to_thread(daily_backups, settings.backup_dir)
    return [*_open_folder(settings.backup_dir), _age_finding(settings.backup_dir, backups,
                         dt.timedelta(seconds=settings.backup_seconds), dt.datetime.now(dt.UTC))]


def _age_finding(folder: Path, backups: list[Path], interval: dt.timedelta,
                 now: dt.datetime) -> Finding:
    if not backups:
        return warn(SUBJECT, f"no backup in {folder} yet",
                    "The service takes the first one just after it starts; if it runs, "
                    + READ_THE_LOG[0].lower() + READ_THE_LOG[1:])
    newest = backups[-1]
    moment = taken_at(newest)
    assert moment is not None  # daily_backups lists only files named by their time
    age = now - moment
    said = f"the newest, {newest.name}, is {_hours(age)} old ({len(backups)} kept in {folder})"
    if missed_after(age, interval, 2):
        return fail(SUBJECT, said, READ_THE_LOG)
    if missed_after(age, interval, 1):
        return warn(SUBJECT, said, READ_THE_LOG)
    return ok(SUBJECT, said)


def _open_folder(folder: Path) -> list[Finding]:
    """A folder others may write to lets them plant the "newest" backup a restore would take."""
    try:
        mode = stat.S_IMODE(folder.stat().st_mode)
    except FileNotFoundError:
        return []  # made with the first backup
    if mode & stat.S_IWOTH:
        return [fail(SUBJECT, f"{folder} can be written by any user on this machine ({mode:04o}): "
                              "one could put a backup of their own there",
                     f"chmod 700 {shlex.quote(str(folder))}")]
    return []


def _hours(age: dt.timedelta) -> str:
    hours = age.total_seconds() / 3600
    return f"{hours:.0f} hours" if hours < 48 else f"{hours / 24:.0f} days"
