"""A content copy holding a chosen number of generated posts of about 3 KB each."""

import datetime as dt
import json
import re
from pathlib import Path

from tests.conftest import git, make_content_copy

POST_BYTES = 2_600


def _sentences(posts_dir: Path) -> list[str]:
    """Sentences of the real posts, so generated text compresses like real text."""
    text = " ".join(json.loads(path.read_text("utf-8"))["content"]
                    for path in sorted(posts_dir.glob("*.json")))
    plain = re.sub(r"<[^>]+>", " ", text)
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+", plain) if len(s.strip()) > 40]


def _content(sentences: list[str], start: int) -> str:
    paragraphs: list[str] = []
    size, index = 0, start
    while size < POST_BYTES:
        paragraph = " ".join(sentences[(index + i) % len(sentences)] for i in range(4))
        index += 4
        paragraphs.append(f"<p>{paragraph}</p>")
        size += len(paragraph) + 8
    return "\n".join(paragraphs)


def make_corpus(target: Path, posts: int) -> Path:
    """Copy the test content to target (its own git repository) and add posts until it holds
    `posts`."""
    content = make_content_copy(target)
    posts_dir = content / "posts"
    existing = [json.loads(p.read_text("utf-8")) for p in posts_dir.glob("*.json")]
    sentences = _sentences(posts_dir)
    next_id = max(post["id"] for post in existing) + 1
    first_day = dt.date(2015, 1, 1)
    for number in range(posts - len(existing)):
        slug = f"generated-post-{number:05d}"
        document = {
            "id": next_id + number,
            "slug": slug,
            "title": f"Generated post {number}: {sentences[number % len(sentences)][:60]}",
            "date": (first_day + dt.timedelta(days=number % 3650)).isoformat(),
            "excerpt": sentences[(number * 7) % len(sentences)][:300],
            "content": _content(sentences, number * 3),
            "imageUrl": None,
        }
        (posts_dir / f"{slug}.json").write_text(json.dumps(document, indent=2) + "\n", "utf-8")
    git(content, "add", "--all")
    git(content, "commit", "--quiet", "-m", f"Generate posts up to {posts}")
    return content
