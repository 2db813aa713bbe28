"""The team's members as authors: each one's id, name and role, read from copy/team.json."""

from typing import Any

from pydantic import BaseModel

from service.content.errors import InvalidContent
from service.store.content_store import ContentStore


class Author(BaseModel):
    """A member a post may name as its author: `role` is their title on Our Team."""

    id: str
    name: str
    role: str


def team_authors(team: Any) -> list[Author]:
    """The members of a team document (as parsed JSON), in the page's order; none without one."""
    agents = team.get("agents", []) if isinstance(team, dict) else []
    return [Author(id=agent["id"], name=agent["name"], role=agent["title"]) for agent in agents]


def stored_authors(store: ContentStore) -> list[Author]:
    """The members of the content folder's team document (NotFound, InvalidContent)."""
    team = store.read_document(store.copy_path("team"))
    return team_authors(team.model_dump(mode="json"))


def check_member(member: str | None, authors: list[Author]) -> str | None:
    """The member id when the team has it (or None); InvalidContent naming the ids it has."""
    if member is None or any(author.id == member for author in authors):
        return member
    known = ", ".join(author.id for author in authors) or "none"
    raise InvalidContent(f"No team member has the id {member!r} (the team's ids: {known})")
