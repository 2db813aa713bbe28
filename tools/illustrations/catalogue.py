"""Every topic illustration the generator draws, named `<topic>-<n>`, and the web app's catalogue."""

from collections.abc import Callable

from tools.illustrations import (
    scenes_home,
    scenes_people,
    scenes_vehicles,
    scenes_water,
    scenes_work,
)

SCENES: dict[str, Callable[[], str]] = {
    **scenes_home.SCENES,
    **scenes_vehicles.SCENES,
    **scenes_water.SCENES,
    **scenes_work.SCENES,
    **scenes_people.SCENES,
}


def catalogue() -> dict[str, list[str]]:
    """Topic → its illustrations' addresses under /media/, in drawing order."""
    topics: dict[str, list[str]] = {}
    for name in SCENES:
        topic = name.rsplit("-", 1)[0]
        topics.setdefault(topic, []).append(f"/media/illustrations/{name}.webp")
    return topics
