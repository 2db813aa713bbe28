"""Staff screens in plain words: the overview's activity says who changed what, named as staff
know it (no commit ids, file names or upload names), and the Site list names each thing once."""

import json
import re
from pathlib import Path
from typing import Any

from quart import Quart

from service.auth.accounts import StaffDirectory
from service.config import Settings
from service.documents import change_summary
from tests.service.conftest import STAFF_PASSWORD, StaffClient, signed_in_as
from tests.service.test_auth import png

CHANGES = "/api/admin/changes"
MEMBER = "thomas-whitcomb"
def no_hash_or_file(line: str) -> bool:
    return re.search(r"\b[0-9a-f]{7,}\b|\.json|\.webp|\.png|/", line) is None


async def summaries(client: StaffClient, limit: int) -> list[str]:
    answer: dict[str, Any] = await (await client.get(f"{CHANGES}?limit={limit}")).get_json()
    return [change["summary"] for change in answer["changes"]]


async def test_activity_says_who_changed_what_by_their_name(
        app: Quart, settings: Settings, content_dir: Path) -> None:
    StaffDirectory(settings.staff_database).add("anna", STAFF_PASSWORD, "owner", member=MEMBER)
    anna = await signed_in_as(app, "anna")
    faq = await (await anna.get("/api/admin/documents/copy/faq")).get_json()
    changed = faq["value"] | {"title": "Questions people ask"}
    assert (await anna.put("/api/admin/documents/copy/faq", json=changed)).status_code == 200
    [line] = await summaries(anna, 1)
    team = json.loads((content_dir / "copy" / "team.json").read_text("utf-8"))
    name = next(agent["name"] for agent in team["agents"] if agent["id"] == MEMBER)
    assert line == f"{name} changed the FAQ", line


async def test_an_upload_and_a_post_are_named_without_hashes(client: StaffClient) -> None:
    uploaded = await client.post("/api/admin/images", files=png())
    assert uploaded.status_code in (200, 201), await uploaded.get_data()
    url = (await uploaded.get_json())["imageUrl"]
    posts = await (await client.get("/api/admin/blog-posts")).get_json()
    post = posts[0] if isinstance(posts, list) else posts["posts"][0]
    changed = await client.patch(f"/api/admin/blog-posts/{post['slug']}",
                                 json={"title": "Storm Notes", "excerpt": "E",
                                       "content": "<p>c</p>", "imageUrl": url})
    assert changed.status_code == 200, await changed.get_data()
    [edited] = await summaries(client, 1)  # the upload went in with the save that named it
    assert edited.endswith("changed the post “Storm Notes” and a picture"), edited
    assert no_hash_or_file(edited), edited


def test_a_summary_of_many_things_names_two_and_counts_the_rest() -> None:
    def title_of(name: str) -> str | None:
        return {"pages/about": "About Us"}.get(name)

    files = ["site.json", "pages/about.json", "copy/team.json", "media/uploads/ab12cd34ef.webp"]
    assert change_summary("Ben", "Edit site", files, title_of) == (
        "Ben changed the agency facts, the page “About Us” and 2 more")
    assert change_summary("Ben", "Restore deleted post 'storm'", ["posts/storm.json"],
                          title_of) == "Ben restored the post “Storm”"
    assert change_summary("Ben", "agency posts: Edit and publish post 'a'", ["posts/a.json"],
                          title_of) == "Ben published the post “A”"
    assert change_summary("Ben", "Migrate", ["version.json"], title_of) == (
        "Ben updated the site's settings")


async def test_the_site_list_names_each_document_once(client: StaffClient) -> None:
    listed = await (await client.get("/api/admin/documents")).get_json()
    titles = [item["title"].casefold() for item in listed]
    assert len(titles) == len(set(titles)), sorted(titles)
    assert titles.count("our team") == 1
