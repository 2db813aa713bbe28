"""Every topic illustration the generator draws, named `<topic>-<n>`, and the web app's catalogue."""

from collections.abc import Callable

from service.routes import APP_MEDIA_PREFIX
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


def catalogue() -> dict[str, int]:
    """Topic → how many illustrations it has: /app-media/illustrations/<topic>-1.webp and on."""
    topics: dict[str, int] = {}
    for name in SCENES:
        topic, number = name.rsplit("-", 1)
        topics[topic] = topics.get(topic, 0) + 1
        if int(number) != topics[topic]:
            raise ValueError(f"{name}: the pictures of a topic are numbered 1, 2, 3 ... in order")
    return topics


def addresses(topics: dict[str, int]) -> list[str]:
    """Every illustration's address under /app-media/, where the application serves them."""
    return [f"{APP_MEDIA_PREFIX}/illustrations/{topic}-{n}.webp"
            for topic, count in topics.items() for n in range(1, count + 1)]
