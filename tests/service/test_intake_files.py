"""A visitor's attachments: known by their content (a renamed program is refused whatever its
name), held to the declaration's size and number, kept 0600 in a 0700 folder of the instance
folder under random names, written whole or not at all, and removed by their id."""

import io
import os
import stat
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.config import Settings
from service.requests.intake import files
from service.requests.intake.files import upload_rules, write_whole
from tests.heic_photos import heic_photo
from tests.service.intake_rows import intake_header, started_intake
from tests.service.test_write_safety import upload

PDF = b"%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"
# What a Windows program starts with: its "MZ" header and the DOS stub's words.
EXE = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff" + \
    b"This program cannot be run in DOS mode.\r\n" + bytes(200)


@pytest.fixture
def settings(settings: Settings) -> Settings:
    # The app's own cap above the declaration's, so the declared limit is the one met.
    return settings.replace(max_upload_bytes=upload_rules().maxBytes + 1024 * 1024)


def picture(kind: str) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (40, 30), (200, 30, 30)).save(out, kind)
    return out.getvalue()


async def send(client: QuartClient, token: str, data: bytes, name: str = "declarations.pdf",
               content_type: str = "application/pdf") -> Any:
    return await client.post("/api/intake/files", headers=intake_header(token),
                             files=upload(data, name, content_type, field="file"))


def kept(settings: Settings) -> list[Path]:
    folder = settings.intake_files
    return sorted(folder.iterdir()) if folder.exists() else []


async def test_a_pdf_is_kept_private_under_a_random_name_outside_the_content(
        app: Quart, anonymous: QuartClient, settings: Settings, content_dir: Path) -> None:
    _, token = started_intake(app)
    answer = await send(anonymous, token, PDF, name="../../Declarations\tpage.pdf")
    assert answer.status_code == 201, await answer.get_data()
    body = await answer.get_json()
    assert body["mediaType"] == "application/pdf" and body["size"] == len(PDF)
    assert body["name"] == "Declarations page.pdf"
    [stored] = kept(settings)
    assert stored.read_bytes() == PDF
    assert "eclaration" not in stored.name and len(stored.name) == 32
    assert stat.S_IMODE(stored.stat().st_mode) == 0o600
    assert stat.S_IMODE(stored.parent.stat().st_mode) == 0o700
    assert stored.is_relative_to(settings.instance_dir)
    assert not stored.is_relative_to(content_dir.resolve())
    assert not any(PDF in path.read_bytes() for path in content_dir.rglob("*") if path.is_file())


@pytest.mark.parametrize(("data", "name", "media_type"), [
    (picture("JPEG"), "IMG_0001.jpg", "image/jpeg"),
    (picture("PNG"), "scan.png", "image/png"),
    (heic_photo(64, 48), "IMG_0002.HEIC", "image/heic"),
    (picture("PNG"), "named-wrong.pdf", "image/png"),  # the content decides, not the name
])
async def test_images_are_known_by_their_content(
        app: Quart, anonymous: QuartClient, data: bytes, name: str, media_type: str) -> None:
    _, token = started_intake(app)
    answer = await send(anonymous, token, data, name=name, content_type="application/pdf")
    assert answer.status_code == 201, await answer.get_data()
    assert (await answer.get_json())["mediaType"] == media_type


@pytest.mark.parametrize(("data", "name"), [
    (EXE, "declarations.pdf"),  # a program renamed, and sent as a PDF
    (b"GIF89a" + bytes(50), "page.gif"),  # an image of a kind not declared
    (picture("PNG")[:60], "cut-short.png"),  # a PNG's header and no picture
    (b"", "empty.pdf"),
])
async def test_anything_else_is_refused_415_and_nothing_is_kept(
        app: Quart, anonymous: QuartClient, settings: Settings, data: bytes, name: str) -> None:
    _, token = started_intake(app)
    answer = await send(anonymous, token, data, name=name)
    assert answer.status_code == 415
    assert "PDF" in (await answer.get_json())["message"]
    assert kept(settings) == []


async def test_a_file_over_the_declared_size_is_refused_413(
        app: Quart, anonymous: QuartClient, settings: Settings) -> None:
    _, token = started_intake(app)
    limit = upload_rules().maxBytes
    answer = await send(anonymous, token, PDF + bytes(limit + 1 - len(PDF)))
    assert answer.status_code == 413
    assert "10 MB" in (await answer.get_json())["message"]
    assert kept(settings) == []
    exactly = await send(anonymous, token, PDF + bytes(limit - len(PDF)))
    assert exactly.status_code == 201


async def test_the_declared_number_of_files_is_the_most(
        app: Quart, anonymous: QuartClient, settings: Settings) -> None:
    _, token = started_intake(app)
    most = upload_rules().maxFiles
    for _ in range(most):
        assert (await send(anonymous, token, PDF)).status_code == 201
    over = await send(anonymous, token, PDF)
    assert over.status_code == 409
    assert len(kept(settings)) == most


async def test_a_file_is_removed_by_its_id_and_only_by_its_own_intake(
        app: Quart, anonymous: QuartClient, settings: Settings) -> None:
    _, token = started_intake(app)
    _, stranger = started_intake(app, email="someone.else@example.com")
    file_id = (await (await send(anonymous, token, PDF)).get_json())["id"]
    path = f"/api/intake/files/{file_id}"
    assert (await anonymous.delete(path, headers=intake_header(stranger))).status_code == 404
    assert len(kept(settings)) == 1
    assert (await anonymous.delete(path, headers=intake_header(token))).status_code == 204
    assert kept(settings) == []
    assert (await anonymous.delete(path, headers=intake_header(token))).status_code == 404
    huge = "/api/intake/files/99999999999999999999999"
    assert (await anonymous.delete(huge, headers=intake_header(token))).status_code == 404


async def test_uploads_need_the_intake_token_and_an_unsent_intake(
        app: Quart, anonymous: QuartClient, settings: Settings) -> None:
    _, sent = started_intake(app, sent=True)
    assert (await send(anonymous, sent, PDF)).status_code == 409
    no_token = await anonymous.post("/api/intake/files", files=upload(PDF, field="file"))
    assert no_token.status_code == 401
    assert kept(settings) == []


def test_a_write_that_fails_leaves_no_file_behind(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "intake-files"

    def disk_full(descriptor: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files.os, "fsync", disk_full)
    with pytest.raises(OSError):
        write_whole(folder, PDF)
    assert list(folder.iterdir()) == []
    monkeypatch.undo()
    name = write_whole(folder, PDF)
    assert [path.name for path in folder.iterdir()] == [name]
    assert stat.S_IMODE(os.stat(folder / name).st_mode) == 0o600
