"""Precompressed answers: each coding made once per version on a worker thread, shared by the
requests that wait for it, made again after a failure; the coding each Accept-Encoding gets."""

import asyncio
import gzip
import threading

import brotli
import pytest
from quart import Quart, request

from service.http import precompressed
from service.http.precompressed import PrecompressedAnswers, pick_encoding


async def test_each_coding_is_made_once_per_version_off_the_event_loop(
        monkeypatch: pytest.MonkeyPatch) -> None:
    threads: list[int] = []
    real = dict(precompressed.COMPRESSORS)

    def recording(coding: str) -> object:
        def compress(body: bytes) -> bytes:
            threads.append(threading.get_ident())
            return real[coding](body)
        return compress

    for coding in real:
        monkeypatch.setitem(precompressed.COMPRESSORS, coding, recording(coding))
    answers = PrecompressedAnswers()
    body = b"x" * 5000
    answer = answers.get("list", 1, lambda: body)
    assert answer.codings == ("br", "gzip")
    copies = await asyncio.gather(*(answer.copy("br") for _ in range(5)), answer.copy("gzip"))
    assert threads and threading.get_ident() not in threads  # not on the event loop
    assert answers.compressions == 2 and len(threads) == 2  # the five waited for one
    assert brotli.decompress(copies[0]) == gzip.decompress(copies[-1]) == body
    assert answers.get("list", 1, lambda: b"not read") is answer
    newer = answers.get("list", 2, lambda: b"y" * 5000)
    assert newer.body == b"y" * 5000 and newer.etag != answer.etag
    assert answers.builds == 2


async def test_a_failed_compression_is_tried_again(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(body: bytes) -> bytes:
        raise MemoryError("no room")

    monkeypatch.setitem(precompressed.COMPRESSORS, "gzip", broken)
    answer = PrecompressedAnswers().get("list", 1, lambda: b"x" * 5000)
    with pytest.raises(MemoryError):
        await answer.copy("gzip")
    monkeypatch.undo()
    assert gzip.decompress(await answer.copy("gzip")) == b"x" * 5000


async def test_small_answers_have_no_copies_and_names_are_bounded() -> None:
    answers = PrecompressedAnswers(entries=3)
    assert answers.get("robots", None, lambda: b"User-agent: *\n").codings == ()
    for number in range(10):
        answers.get(("feed", f"https://host-{number}.example"), 1, lambda: b"<feed/>")
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
