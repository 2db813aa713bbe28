"""`agency restore FILE`: a backup put back as the instance folder, private, made when missing;
a damaged, foreign or unreadable backup refused with one red line and the instance folder left
byte for byte as it was."""

import io
import tarfile
from collections.abc import Callable
from pathlib import Path

import pytest
from argon2 import PasswordHasher
from pyrage import x25519

from service.auth.accounts import StaffDirectory
from service.ops.backup import back_up_instance
from service.ops.backup_crypt import encrypt_file
from service.requests.fields import Submission
from service.requests.storage import RequestStore
from tests.cli.conftest import Agency, assert_one_red_line
from tests.conftest import file_mode, folder_snapshot, git


@pytest.fixture
def fast_hashes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("service.auth.accounts.PasswordHasher",
                        lambda: PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1))


def instance_of(folder: Path, staff: str, visitor: str) -> Path:
    """An instance folder with one staff account and one visitor's request."""
    StaffDirectory(folder / "staff.sqlite3").add(staff, "a long password 1")
    RequestStore(folder / "requests.sqlite3").add(
        Submission("quote", visitor, "jane@example.com", "", "email", "",
                   {"coverages": ["auto"], "zip": "06460"}), 0, mail=False)
    return folder


def staff_in(instance: Path) -> list[str]:
    return [member.username for member in StaffDirectory(instance / "staff.sqlite3").members()]


def visitors_in(instance: Path) -> list[str]:
    return [request["name"] for request in RequestStore(instance / "requests.sqlite3").find()]


def restore(agency: Agency, archive: Path, instance: Path, *options: str) -> tuple[int, str]:
    result = agency("restore", str(archive), *options,
                    env={"AGENCY_INSTANCE_DIR": str(instance)})
    return result.exit_code, result.output


@pytest.fixture
def backup(tmp_path: Path, fast_hashes: None) -> Path:
    """A backup of an instance where maria works and Jane Backup asked for a quote."""
    archive = tmp_path / "backups" / "agency-backup-20261114T030000Z.tar.gz"
    back_up_instance(instance_of(tmp_path / "backed-up", "maria", "Jane Backup"), archive)
    return archive


@pytest.fixture
def live_instance(tmp_path: Path, fast_hashes: None) -> Path:
    """The instance folder a refused restore must leave alone."""
    return instance_of(tmp_path / "instance", "thomas", "Jane Live")


@pytest.mark.usefixtures("open_umask")
def test_a_backup_restored_into_a_missing_folder_makes_it_private(
        agency: Agency, backup: Path, tmp_path: Path) -> None:
    instance = tmp_path / "new" / "instance"
    code, output = restore(agency, backup, instance)
    assert code == 0, output
    assert "Restored requests.sqlite3, staff.sqlite3" in output
    assert staff_in(instance) == ["maria"] and visitors_in(instance) == ["Jane Backup"]
    assert file_mode(instance) == 0o700
    assert {path.name: file_mode(path) for path in instance.iterdir()} == {
        "staff.sqlite3": 0o600, "requests.sqlite3": 0o600}
    assert sorted(path.name for path in instance.parent.iterdir()) == ["instance"]


def test_a_restore_over_a_used_folder_keeps_that_folder_aside(
        agency: Agency, backup: Path, live_instance: Path) -> None:
    before = folder_snapshot(live_instance)
    code, output = restore(agency, backup, live_instance)
    assert code == 0, output
    assert staff_in(live_instance) == ["maria"]
    [kept] = live_instance.parent.glob("instance.before-restore-*")
    assert f"kept as {kept}" in output.replace("\n", "")
    assert folder_snapshot(kept) == before


def test_an_encrypted_backup_is_restored_with_its_identity_file(
        agency: Agency, backup: Path, tmp_path: Path) -> None:
    key = x25519.Identity.generate()
    identity = tmp_path / "backup-key.txt"
    identity.write_text(f"# created: 2026-11-14\n# public key: {key.to_public()}\n{key}\n")
    encrypted = backup.with_name(backup.name + ".age")
    encrypt_file(backup, encrypted, str(key.to_public()))
    instance = tmp_path / "instance"
    code, output = restore(agency, encrypted, instance, "--identity", str(identity))
    assert code == 0, output
    assert visitors_in(instance) == ["Jane Backup"]


def test_the_content_bundle_is_cloned_where_asked(
        agency: Agency, tmp_path: Path, content_dir: Path, fast_hashes: None) -> None:
    archive = tmp_path / "with-content.tar.gz"
    back_up_instance(instance_of(tmp_path / "backed-up", "maria", "Jane"), archive, content_dir)
    instance, content = tmp_path / "instance", tmp_path / "restored-content"
    code, output = restore(agency, archive, instance, "--content-to", str(content))
    assert code == 0, output
    assert git(content, "rev-parse", "HEAD") == git(content_dir, "rev-parse", "HEAD")
    assert (content / "site.json").read_bytes() == (content_dir / "site.json").read_bytes()
    assert git(content, "remote").strip() == ""  # the bundle was a temporary file
    assert sorted(path.name for path in instance.iterdir()) == [
        "requests.sqlite3", "staff.sqlite3"]


@pytest.mark.usefixtures("open_umask")
def test_the_intake_files_are_backed_up_and_restored_private(
        agency: Agency, tmp_path: Path, fast_hashes: None) -> None:
    """Attached files are personal data like the requests database: in the backup (not one
    half written, nor the intake's key file, kept apart on purpose), and back, 0600 in 0700."""
    instance = instance_of(tmp_path / "backed-up", "maria", "Jane Backup")
    files = instance / "intake-files"
    files.mkdir()
    (files / "0123abcd").write_bytes(b"%PDF-1.7 declarations")
    (files / ".4567.part").write_bytes(b"%PDF-1.7 half")
    (instance / "intake-keys.json").write_text('{"keys": []}')
    archive = tmp_path / "backups" / "agency-backup-20261114T030000Z.tar.gz"
    assert "intake-files/" in back_up_instance(instance, archive)
    with tarfile.open(archive) as tar:
        assert sorted(tar.getnames()) == ["intake-files/0123abcd", "requests.sqlite3",
                                          "staff.sqlite3"]
    restored = tmp_path / "restored"
    code, output = restore(agency, archive, restored)
    assert code == 0, output
    assert (restored / "intake-files" / "0123abcd").read_bytes() == b"%PDF-1.7 declarations"
    assert file_mode(restored / "intake-files") == 0o700
    assert file_mode(restored / "intake-files" / "0123abcd") == 0o600
    assert sorted(path.name for path in (restored / "intake-files").iterdir()) == ["0123abcd"]


def tar_gz(*members: tuple[tarfile.TarInfo, bytes]) -> bytes:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as tar:
        for member, data in members:
            member.size = len(data) if member.isreg() else 0
            tar.addfile(member, io.BytesIO(data) if member.isreg() else None)
    return buffer.getvalue()


def member(name: str, kind: bytes = tarfile.REGTYPE, link: str = "") -> tarfile.TarInfo:
    info = tarfile.TarInfo(name)
    info.type, info.linkname, info.mode = kind, link, 0o600
    return info


def damaged_database(backup: Path) -> bytes:
    """The backup's staff database with its first table's page header broken."""
    with tarfile.open(backup) as tar:
        source = tar.extractfile("staff.sqlite3")
        assert source is not None
        data = bytearray(source.read())
    page = 4096
    assert int.from_bytes(data[16:18], "big") == page
    data[page + 3:page + 5] = b"\xff\xff"  # page 2, the staff table: 65535 cells
    return bytes(data)


Archive = Callable[[Path], bytes]
REFUSED: dict[str, tuple[Archive, str]] = {
    "truncated": (lambda good: good.read_bytes()[:len(good.read_bytes()) // 2], "damaged"),
    "not-gzip": (lambda good: b"staff.sqlite3 and requests.sqlite3\n", "damaged"),
    "foreign": (lambda good: tar_gz((member("notes.txt"), b"minutes"),
                                    (member("etc/hosts"), b"127.0.0.1 localhost")),
                "'notes.txt', which no backup holds"),
    "no-database": (lambda good: tar_gz((member("form-token.key"), b"00" * 32)),
                    "not a backup of an agency instance"),
    "dot-dot": (lambda good: tar_gz((member("../staff.sqlite3"), good.read_bytes())),
                "'../staff.sqlite3', which no backup holds"),
    "absolute": (lambda good: tar_gz((member("/tmp/staff.sqlite3"), good.read_bytes())),
                 "'/tmp/staff.sqlite3', which no backup holds"),
    "symlink": (lambda good: tar_gz((member("staff.sqlite3", tarfile.SYMTYPE, "/etc/passwd"),
                                     b"")), "not a plain file"),
    "hard-link": (lambda good: tar_gz((member("requests.sqlite3"), b""),
                                      (member("staff.sqlite3", tarfile.LNKTYPE,
                                              "requests.sqlite3"), b"")), "not a plain file"),
    "intake-dot-dot": (lambda good: tar_gz((member("intake-files/../staff.sqlite3"),
                                             good.read_bytes())),
                       "'intake-files/../staff.sqlite3', which no backup holds"),
    "intake-deeper": (lambda good: tar_gz((member("intake-files/a/b"), b"%PDF")),
                      "'intake-files/a/b', which no backup holds"),
    "twice": (lambda good: tar_gz((member("form-token.key"), b"00" * 32),
                                  (member("form-token.key"), b"11" * 32)), "twice"),
    "not-sqlite": (lambda good: tar_gz((member("staff.sqlite3"), b"x" * 8192)),
                   "staff.sqlite3 in the archive is damaged: file is not a database"),
    "damaged-pages": (lambda good: tar_gz((member("staff.sqlite3"), damaged_database(good))),
                      "staff.sqlite3 in the archive is damaged"),
}


@pytest.mark.parametrize("case", list(REFUSED))
def test_a_damaged_or_foreign_backup_is_refused_and_changes_nothing(
        agency: Agency, backup: Path, live_instance: Path, tmp_path: Path, case: str) -> None:
    make, reason = REFUSED[case]
    archive = tmp_path / f"{case}.tar.gz"
    archive.write_bytes(make(backup))
    before = folder_snapshot(live_instance)
    result = agency("restore", str(archive), env={"AGENCY_INSTANCE_DIR": str(live_instance)})
    line = assert_one_red_line(result)
    assert line.startswith("Error: not restored: ") and reason in line, line
    assert folder_snapshot(live_instance) == before
    assert not list(tmp_path.glob(".instance.restoring-*"))  # nothing left beside it
    assert not (tmp_path / "etc").exists() and not (tmp_path / "staff.sqlite3").exists()


def test_an_encrypted_backup_without_its_key_is_refused(
        agency: Agency, backup: Path, live_instance: Path, tmp_path: Path) -> None:
    encrypted = backup.with_name(backup.name + ".age")
    encrypt_file(backup, encrypted, str(x25519.Identity.generate().to_public()))
    other = x25519.Identity.generate()
    (tmp_path / "other-key.txt").write_text(f"{other}\n")
    before = folder_snapshot(live_instance)
    code, output = restore(agency, encrypted, live_instance)
    assert code == 1 and "is encrypted with age: give the identity file" in output
    code, output = restore(agency, encrypted, live_instance,
                           "--identity", str(tmp_path / "other-key.txt"))
    assert code == 1 and "cannot decrypt" in output, output
    assert folder_snapshot(live_instance) == before

