"""The public posts' JSON answers, each held once: the full list and the summary list are joined
from the posts' answers, and one post's answer is read back from its span of the full list."""

import hashlib
from collections.abc import Iterable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import orjson

from service.content.post import Post
from service.html.policy import served_html
from service.store.content_store import dumped_version, public_fields

SUMMARY_FIELDS = ("id", "slug", "title", "date", "excerpt", "imageUrl", "imageAlt", "author",
                  "coverages")

# The lists' entity tags are hashed here as each version of the lists is made, rather than by the
# first request that needs one, which waited for it (some 20 ms at 5,000 posts: issue 42), or by
# the start, which served nothing until then. hashlib lets go of the GIL while it hashes, so the
# event loop goes on meanwhile.
_HASHER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="post-list-digests")

# Where a post's answers sit: its document in the full list, its summary in the summary list.
Span = tuple[int, int, int, int]


def body_digest(body: bytes) -> str:
    """A strong entity tag for an answer made of these bytes."""
    return hashlib.blake2b(body, digest_size=16).hexdigest()


def encode_json(value: Any) -> bytes:
    """Compact UTF-8 JSON, as every answer is sent. orjson hands back its whole write buffer (about
    32 KB however short the JSON): kept for every post, that was ten times the content's size,
    so the bytes are copied to an object of their own length."""
    return bytes(memoryview(orjson.dumps(value)))


def summary(document: dict[str, Any]) -> dict[str, Any]:
    """A post without its content: what lists (blog, sidebar, admin) need."""
    return {field: document[field] for field in SUMMARY_FIELDS}


@dataclass(frozen=True)
class EncodedPost:
    """A public post as the cache keeps it once its answers are in the lists: without its text,
    which the full list holds, with the version of the stored post and whether its content is
    served as stored (made once per stored version of the post, not per change)."""

    post: Post  # content left out
    version: str
    as_stored: bool


@dataclass(frozen=True)
class FreshAnswers:
    """A post's answer and its summary as just encoded, before they are joined into the lists."""

    document: bytes
    summary: bytes


def encode_post(post: Post, served_as_stored: bool = False,
                dumped: tuple[dict[str, Any], str] | None = None) -> tuple[EncodedPost,
                                                                           FreshAnswers]:
    """The post kept without its text, and its answers; `dumped` is its fields dumped as JSON
    and their version when the start-up's load has them already (the post index keeps both)."""
    if dumped is None:
        fields = post.model_dump(mode="json")  # once: the version and the answers both need it
        dumped = fields, dumped_version(fields)
    fields, version = dumped
    content = post.content if served_as_stored else served_html(post.content)
    document = public_fields(fields) | {"content": content}
    kept = EncodedPost(post.model_copy(update={"content": ""}), version, content == post.content)
    return kept, FreshAnswers(encode_json(document), encode_json(summary(document)))


def answer_content(answer: bytes) -> str:
    """The served content in one post's answer."""
    content: str = orjson.loads(answer)["content"]
    return content


def _joined(parts: list[bytes | memoryview]) -> tuple[bytes, list[int]]:
    """`[part,part,...]` in one copy, and where each part starts in it."""
    pieces: list[bytes | memoryview] = [b"["]
    starts = []
    position = 1
    for number, part in enumerate(parts):
        if number:
            pieces.append(b",")
            position += 1
        pieces.append(part)
        starts.append(position)
        position += len(part)
    pieces.append(b"]")
    return b"".join(pieces), starts


class PostLists:
    """The full list and the summary list of public posts, newest first; nothing else holds a
    post's answer (at 5,000 posts a second copy of each was as big as the content)."""

    def __init__(self) -> None:
        self.full = b"[]"
        self.summaries = b"[]"
        self._spans: dict[str, Span] = {}
        self._digests: dict[str, Future[str | None]] = {}

    @property
    def full_digest(self) -> str:
        """The full list's entity tag, hashed once per change (hashing it per request cost more
        than serving it)."""
        return self._digest("full")

    @property
    def summaries_digest(self) -> str:
        """The summary list's entity tag, likewise."""
        return self._digest("summaries")

    def _digest(self, name: str) -> str:
        body = self.full if name == "full" else self.summaries
        digest = self._digests[name].result() if name in self._digests else None
        return digest if digest is not None else body_digest(body)

    def _hash_later(self) -> None:
        """Both lists hashed on the hashing thread, which a later change makes skip these."""
        full, summaries = self.full, self.summaries
        self._digests = {
            "full": _HASHER.submit(lambda: body_digest(full) if full is self.full else None),
            "summaries": _HASHER.submit(
                lambda: body_digest(summaries) if summaries is self.summaries else None)}

    def answer(self, slug: str) -> bytes | None:
        """One post's answer (a copy of its span: a view would keep a superseded list alive)."""
        span = self._spans.get(slug)
        return None if span is None else self.full[span[0]:span[1]]

    def rebuild(self, posts: Iterable[tuple[str, FreshAnswers | None]]) -> None:
        """The lists of these posts in this order: each with its fresh answers, or, given None,
        with the answers the current lists hold for it."""
        full, summaries = memoryview(self.full), memoryview(self.summaries)
        slugs: list[str] = []
        documents: list[bytes | memoryview] = []
        shorts: list[bytes | memoryview] = []
        for slug, fresh in posts:
            slugs.append(slug)
            if fresh is None:
                start, end, summary_start, summary_end = self._spans[slug]
                documents.append(full[start:end])
                shorts.append(summaries[summary_start:summary_end])
            else:
                documents.append(fresh.document)
                shorts.append(fresh.summary)
        self.full, starts = _joined(documents)
        self.summaries, summary_starts = _joined(shorts)
        self._hash_later()
        self._spans = {slug: (start, start + len(document), summary_start,
                              summary_start + len(short))
                       for slug, start, document, summary_start, short
                       in zip(slugs, starts, documents, summary_starts, shorts, strict=True)}
