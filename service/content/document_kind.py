"""How a document describes itself to staff: its model, its title and its Site screen group."""

from typing import Any, Literal, NamedTuple

# The Site screen's groups, in the order it shows them.
Group = Literal["Agency", "Pages", "Insurance", "Insurance products", "Other"]
GROUPS: tuple[Group, ...] = ("Agency", "Pages", "Insurance", "Insurance products", "Other")


class DocumentKind(NamedTuple):
    """A document of a fixed name: the model its JSON validates against, what staff call it and
    the group the Site screen lists it in."""

    model: Any
    title: str
    group: Group
