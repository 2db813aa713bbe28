"""Post bodies saved through the API keep to the one HTML policy, and agency check agrees."""

import json
from pathlib import Path

from quart.typing import TestClientProtocol as QuartClient
from typer.testing import CliRunner

from cli.main import app as agency
from service.store.content_store import ContentStore
from tests.conftest import commit_count


def newest(store: ContentStore) -> str:
    return store.read_posts()[0][0].slug


def body(content: str, title: str = "Flood basics") -> dict[str, str | None]:
    return {"title": title, "excerpt": "Short.", "content": content, "imageUrl": None}


def check_passes(content_dir: Path) -> None:
    result = CliRunner(env={"COLUMNS": "200"}).invoke(agency, ["--content", str(content_dir),
                                                               "check"])
    assert result.exit_code == 0, result.output


async def test_a_saved_link_keeps_its_address_without_rel_and_passes_check(
        client: QuartClient, store: ContentStore, content_dir: Path) -> None:
    slug = newest(store)
    sent = '<p>See <a href="https://portal.ct.gov/cid" target="_blank" rel="nofollow">CID</a>.</p>'
    response = await client.patch(f"/api/admin/blog-posts/{slug}", json=body(sent))
    assert response.status_code == 200
    stored = json.loads(store.post_path(slug).read_text("utf-8"))["content"]
    assert stored == '<p>See <a href="https://portal.ct.gov/cid">CID</a>.</p>'
    check_passes(content_dir)


async def test_div_paragraphs_are_saved_as_paragraphs_not_glued_text(
        client: QuartClient, store: ContentStore, content_dir: Path) -> None:
    slug = newest(store)
    sent = "<div>First para.</div><div>Second para.</div><script>alert(1)</script>"
    response = await client.patch(f"/api/admin/blog-posts/{slug}", json=body(sent))
    assert (await response.get_json())["content"] == "<p>First para.</p>\n<p>Second para.</p>"
    check_passes(content_dir)


async def test_saving_the_same_content_twice_changes_nothing(
        client: QuartClient, store: ContentStore, content_dir: Path) -> None:
    slug = newest(store)
    sent = "<h2>Before the storm</h2><ul><li><b>Photograph</b> your rooms</li></ul>"
    await client.patch(f"/api/admin/blog-posts/{slug}", json=body(sent))
    saved = store.post_path(slug).read_bytes()
    commits = commit_count(content_dir)
    stored = json.loads(saved)["content"]
    for content in (sent, stored):
        response = await client.patch(f"/api/admin/blog-posts/{slug}", json=body(content))
        assert response.status_code == 200
        assert store.post_path(slug).read_bytes() == saved
    assert commit_count(content_dir) == commits


async def test_a_title_only_save_keeps_a_body_within_the_policy_byte_for_byte(
        client: QuartClient, store: ContentStore, content_dir: Path) -> None:
    slug = newest(store)
    # Within the policy but not in the cleaner's own form (no newline between blocks).
    within = '<p>One</p><p><a href="/request-quote">Two</a></p><ul><li><p>three</p></li></ul>'
    path = store.post_path(slug)
    document = json.loads(path.read_text("utf-8")) | {"content": within}
    path.write_text(json.dumps(document, indent=2) + "\n", "utf-8")
    response = await client.patch(f"/api/admin/blog-posts/{slug}",
                                  json=body(within, title="A new title"))
    assert response.status_code == 200
    assert json.loads(path.read_text("utf-8"))["content"] == within
