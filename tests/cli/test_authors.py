"""Authors from the command line: `agency check` lists a post whose author the team does not
have, and an import keeps only authors the team has (linking staff accounts to members:
test_staff.py)."""

import json
from pathlib import Path

from service.store.content_store import ContentStore
from tests.cli.conftest import Agency

POST = "a-contractors-guide-to-surety-bonds"


def test_check_names_the_file_of_a_post_whose_author_the_team_lacks(
        agency: Agency, content_dir: Path) -> None:
    path = content_dir / "posts" / f"{POST}.json"
    post = json.loads(path.read_text("utf-8"))
    path.write_text(json.dumps(post | {"author": "someone-gone"}, indent=2) + "\n", "utf-8")
    result = agency("check")
    assert result.exit_code == 1
    assert f"posts/{POST}.json" in result.output
    assert "author 'someone-gone': no team member has this id" in " ".join(result.output.split())


def test_an_import_keeps_a_team_members_byline_and_notes_any_other_author(
        agency: Agency, store: ContentStore, tmp_path: Path) -> None:
    posts = [{"slug": slug, "title": f"Title of {slug}", "date": "2024-05-01", "excerpt": "",
              "content": "<p>One.</p>", "imageUrl": None, "author": author}
             for slug, author in (("by-tom", "thomas-whitcomb"), ("by-a-login", "parkr"))]
    source = tmp_path / "posts.json"
    source.write_text(json.dumps(posts), "utf-8")
    result = agency("posts", "import", "--json", str(source))
    assert result.exit_code == 0, result.output
    assert store.read_post("by-tom").author == "thomas-whitcomb"
    assert store.read_post("by-a-login").author is None
    notes = {item["slug"]: item["notes"] for item in json.loads(result.stdout)["items"]}
    assert notes["by-a-login"] == [
        "author 'parkr' is not a member of the team (copy/team.json): imported without a byline"]
