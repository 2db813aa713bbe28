"""Version 4: every team member gets an id (how posts name their author), made from their name."""

import re
import unicodedata
from typing import Any

from service.store.migrations.base import CannotMigrate, Migration, is_object, list_step

ID_MAX = 60  # models.MEMBER_ID_MAX at version 4


def id_from_name(name: str) -> str:
    """"Zoë O'Brien" -> "zoe-o-brien": letters without accents, lowercase, hyphens between."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")[:ID_MAX].strip("-")


def with_ids(agents: list[Any]) -> list[Any]:
    """Each member, with an id made from their name where they have none."""
    taken = {agent["id"] for agent in agents if isinstance(agent, dict) and "id" in agent}
    members = []
    for number, agent in enumerate(agents):
        agent = is_object(agent, f"agents.{number}", "a team member")
        if "id" not in agent:
            name = agent.get("name")
            made = id_from_name(name) if isinstance(name, str) else ""
            if not made:
                raise CannotMigrate(f"agents.{number}.name", "no id can be made from this name",
                                    'Add "id": "jane-doe" (lowercase letters, digits, hyphens) '
                                    "to this member.")
            candidate, n = made, 1
            while candidate in taken:
                n += 1
                candidate = f"{made[:ID_MAX - 1 - len(str(n))]}-{n}"
            taken.add(candidate)
            # The id right after the name, where the release put it.
            agent = {key: value for key, value in agent.items() if key == "name"} | {
                "id": candidate} | agent
        members.append(agent)
    return members


migrate_team = list_step("the team", "agents", with_ids)


MIGRATION = Migration(4, "team members get an id made from their name",
                      {"copy/team.json": migrate_team})
