"""How a document describes itself to staff: its model, its title and its Site screen group."""

from typing import Any, Literal, NamedTuple

# The Site screen's groups, in the order it shows them.
Group = Literal["Agency", "Pages", "Insurance", "Insurance products", "Other"]
GROUPS: tuple[Group, ...] = ("Agency", "Pages", "Insurance", "Insurance products", "Other")


class DocumentKind(NamedTuple):
    """A document of a fixed name: the model its JSON validates against, what staff call it, the
    group the Site screen lists it in, and the public pages it is behind: route ids of
    site/routes.json, each with the section of the document that page shows after a '#'
    ("faqs#sections"), which "Edit this page" opens (service/site/edit_targets.py)."""

    model: Any
    title: str
    group: Group
    shown_on: tuple[str, ...] = ()
