"""`agency site export` needs only the content: a damaged or missing instance folder (staff
accounts, visitors' requests) neither stops it nor is touched by it, and a failure is one line."""

import os
from pathlib import Path

import pytest

from service.config import Settings
from service.export.once import private_settings
from tests.app_variants import with_app_variants
from tests.conftest import make_content_copy
from tests.servers import export_site


def assert_exported(result_stdout: str, result_stderr: str, export: Path) -> None:
    assert "Traceback" not in result_stderr, result_stderr
    assert "pages rendered" in result_stdout, result_stdout + result_stderr
    assert (export / "index.html").is_file()
    assert (export / "sitemap.xml").is_file()


def test_damaged_databases_and_a_backup_folder_neither_stop_nor_touch_the_export(
        tmp_path: Path, app_variants: Path) -> None:
    """Near 10 s, to 18 s on a loaded machine: a whole `agency site export`, every page rendered,
    since that it finishes beside damaged databases, and that no part of it takes a backup into
    the backup folder set, is the point. One export for both: the export's service runs on an
    instance folder of its own, so the damaged databases cannot be what keeps a backup away (a
    backup taken would be of that healthy folder)."""
    content = make_content_copy(tmp_path / "content")
    instance = with_app_variants(tmp_path / "instance", app_variants)
    damaged = {"requests.sqlite3": os.urandom(8192),
               "staff.sqlite3": b"SQLite format 3\x00" + os.urandom(4080)}
    for name, data in damaged.items():
        (instance / name).write_bytes(data)
    export, backups = tmp_path / "site", tmp_path / "backups"
    result = export_site(content, instance, export, AGENCY_BACKUP_DIR=str(backups))
    assert result.returncode == 0, result.stdout + result.stderr
    assert_exported(result.stdout, result.stderr, export)
    for name, data in damaged.items():
        assert (instance / name).read_bytes() == data
    assert sorted(path.name for path in instance.iterdir()) == [
        "media-variants", "requests.sqlite3", "staff.sqlite3"]  # the variants it reuses, alone
    assert not backups.exists() or not list(backups.iterdir())


@pytest.mark.long
def test_no_instance_folder_is_needed_or_made(tmp_path: Path) -> None:
    """Over 10 s by design: with no instance folder to take them from, the export makes every
    application image's width variants itself (the other exports reuse the run's, app_variants),
    and that it needs nothing else is the point."""
    content = make_content_copy(tmp_path / "content")
    export = tmp_path / "site"
    result = export_site(content, tmp_path / "instance", export)
    assert result.returncode == 0, result.stdout + result.stderr
    assert_exported(result.stdout, result.stderr, export)
    assert not (tmp_path / "instance").exists()


def test_a_target_that_cannot_be_written_is_one_line(tmp_path: Path) -> None:
    content = make_content_copy(tmp_path / "content")
    (tmp_path / "a-file").write_text("not a folder\n", "utf-8")
    result = export_site(content, tmp_path / "instance", tmp_path / "a-file" / "site")
    assert result.returncode == 1
    assert result.stderr.splitlines() == [
        "Error: the export stopped: Not a directory "
        f"({tmp_path / 'a-file' / 'site' / '.agency-export.json'})"], result.stderr


def test_the_exports_own_service_sends_no_mail_and_takes_no_backup(tmp_path: Path) -> None:
    settings = Settings.from_env({
        "AGENCY_INSTANCE_DIR": str(tmp_path / "instance"), "AGENCY_SMTP_HOST": "127.0.0.1",
        "AGENCY_NOTIFY_TO": "office@harborpoint.example",
        "AGENCY_BACKUP_DIR": str(tmp_path / "backups"), "AGENCY_GIT_REMOTE": str(tmp_path),
        "AGENCY_EXPORT_DIR": str(tmp_path / "live")})
    assert settings.mail_enabled and settings.request_digest
    private = private_settings(settings, tmp_path / "scratch")
    assert private.instance_dir == tmp_path / "scratch" / "instance"
    assert not private.mail_enabled and not private.request_digest
    assert (private.backup_dir, private.git_remote, private.export_dir) == (None, None, None)
    assert private.read_only and private.host == "127.0.0.1"

