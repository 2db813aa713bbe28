"""Wording written to slip past the checks (invisible characters, odd spaces, look-alike and
fullwidth letters) is found by the staff API's checks and holds a page's save to its review; a
coverage's own name kept as an exempt name in the rules document is no claim. (The cases in
detail: tests/checks/test_wording_cases.py.)"""

from pathlib import Path
from typing import Any

from tests.conftest import commit_count
from tests.service.conftest import StaffClient

RULES = "/api/admin/documents/copy/wording-rules"
PAGE = "/api/admin/documents/pages/about"
# "lowest price" with a soft hyphen entity, "guaranteed" with a Cyrillic a and a zero-width
# joiner, "best price" in fullwidth letters, "fully covered" across an ideographic space.
DISGUISED = ("<p>The lowest pri&shy;ce, gu\u0430ran\u200dteed, and full\u3000coverage.</p>")
SENTENCE = "The lowest pri\u00adce, gu\u0430ran\u200dteed, and full coverage."
FOUND = [("price-claim", "lowest pri\u00adce", 4), ("promise-of-outcome",
                                                    "gu\u0430ran\u200dteed", 19),
         ("promise-of-outcome", "full coverage", 36)]


def risks(findings: list[dict[str, Any]]) -> list[tuple[str, str, int]]:
    assert all(f["excerpt"] == SENTENCE for f in findings if f["severity"] == "risk")
    return [(f["rule"], f["phrase"], f["phraseAt"]) for f in findings if f["severity"] == "risk"]


async def test_the_checks_endpoint_sees_through_disguised_wording(client: StaffClient) -> None:
    response = await client.post("/api/admin/blog-posts/checks", json={
        "title": "\uff42\uff45\uff53\uff54 \uff50\uff52\uff49\uff43\uff45", "excerpt": "x",
        "content": DISGUISED})
    assert response.status_code == 200
    found = await response.get_json()
    assert next((f["field"], f["phrase"]) for f in found if f["severity"] == "risk") == (
        "title", "\uff42\uff45\uff53\uff54 \uff50\uff52\uff49\uff43\uff45")
    assert risks([f for f in found if f["field"] == "content"]) == FOUND


async def test_a_page_with_disguised_wording_is_held_to_its_review(
        client: StaffClient, content_dir: Path) -> None:
    page = (await (await client.get(PAGE)).get_json())["value"]
    page["content"] = DISGUISED
    commits = commit_count(content_dir)
    refused = await client.put(PAGE, json=page)
    assert refused.status_code == 409
    assert risks((await refused.get_json())["findings"]) == FOUND
    assert commit_count(content_dir) == commits


async def test_exempt_names_in_the_rules_document_are_no_claim(client: StaffClient) -> None:
    async def checked(content: str) -> list[str | None]:
        draft = await client.post("/api/admin/blog-posts/checks", json={
            "title": "Life insurance", "excerpt": "x", "content": content})
        return [f["phrase"] for f in await draft.get_json() if f["severity"] == "risk"]

    name = "<p>Ask about guaranteed\u00a0issue life insurance; approval guaranteed.</p>"
    assert await checked(name) == ["guaranteed", "guaranteed"]
    rules = (await (await client.get(RULES)).get_json())["value"]
    assert "exempt" not in rules["rules"][0] or rules["rules"][0]["exempt"] == []
    rules["rules"][0]["exempt"] = ["guaranteed issue"]
    saved = await client.put(RULES, json=rules)
    assert saved.status_code == 200, await saved.get_data()
    assert (await saved.get_json())["value"]["rules"][0]["exempt"] == ["guaranteed issue"]
    assert await checked(name) == ["guaranteed"]  # the promise, not the coverage's name
    rules["rules"][0]["exempt"] = ["\u200b"]
    refused = await client.put(RULES, json=rules)
    assert refused.status_code == 422
    assert [e["field"] for e in (await refused.get_json())["errors"]] == ["rules.0.exempt.0"]
