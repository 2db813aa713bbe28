"""Precompressed answers: made once per version on a worker thread, shared by the requests that
wait for it, made again after a failure; the coding each Accept-Encoding gets."""

import asyncio
import gzip
import threading

import brotli
import pytest
from quart import Quart, request

from service import precompressed
from service.precompressed import Precompressed, PrecompressedAnswers, pick_encoding


async def test_one_compression_per_version_shared_by_waiting_requests(
        monkeypatch: pytest.MonkeyPatch) -> None:
    threads: list[int] = []
    real = precompressed.precompress

    def recording(body: bytes, etag: str | None = None) -> Precompressed:
        threads.append(threading.get_ident())
        return real(body, etag)

    monkeypatch.setattr(precompressed, "precompress", recording)
    answers = PrecompressedAnswers()
    body = b"x" * 5000
    together = await asyncio.gather(*(answers.get("list", 1, lambda: body) for _ in range(5)))
    assert all(answer is together[0] for answer in together)
    assert threads and threading.get_ident() not in threads  # not on the event loop
    assert gzip.decompress(together[0].copies["gzip"]) == body
    assert brotli.decompress(together[0].copies["br"]) == body
    assert (await answers.get("list", 1, lambda: b"not read")) is together[0]
    newer = await answers.get("list", 2, lambda: b"y" * 5000)
    assert newer.body == b"y" * 5000 and newer.etag != together[0].etag
    assert answers.compressions == 2


async def test_a_failed_compression_is_tried_again(monkeypatch: pytest.MonkeyPatch) -> None:
    answers = PrecompressedAnswers()

    def broken(body: bytes, etag: str | None = None) -> Precompressed:
        raise MemoryError("no room")

    monkeypatch.setattr(precompressed, "precompress", broken)
    with pytest.raises(MemoryError):
        await answers.get("list", 1, lambda: b"x")
    monkeypatch.undo()
    assert (await answers.get("list", 1, lambda: b"x")).body == b"x"


async def test_small_answers_have_no_copies_and_names_are_bounded() -> None:
    answers = PrecompressedAnswers(entries=3)
    small = await answers.get("robots", None, lambda: b"User-agent: *\n")
    assert small.copies == {}
    for number in range(10):
        await answers.get(("feed", f"https://host-{number}.example"), 1, lambda: b"<feed/>")
    assert len(answers._answers) == 3


@pytest.mark.parametrize(("accepted", "chosen"), [
    ("", None), ("identity", None), ("gzip", "gzip"), ("br", "br"), ("gzip, br", "br"),
    ("br;q=0.1, gzip;q=0.9", "gzip"), ("gzip;q=0, br;q=0", None), ("*", "br"),
    ("*;q=0.5, gzip", "gzip"),
])
async def test_the_best_accepted_coding_is_chosen(accepted: str, chosen: str | None) -> None:
    app = Quart(__name__)
    async with app.test_request_context("/", headers={"Accept-Encoding": accepted}):
        assert pick_encoding(request, ("br", "gzip")) == chosen
