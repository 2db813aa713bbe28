"""The route table (service/site/routes.json): the rows it refuses, where the addresses of its
content routes come from, and the query parameters the render cache keeps."""

import copy
from typing import Any

import pytest

from service.render.page_url import ROUTE_PARAMETERS
from service.render.public_paths import CONTENT_ADDRESSES
from service.routes import BY_ID, ROUTES, TABLE, read_table, routes_of
from tests.addresses import BLOG_PREFIX


def table_with(**changes: Any) -> dict[str, Any]:
    """The table with `group={id: row or None}` changes (None removes the row)."""
    table = copy.deepcopy(TABLE)
    for group, rows in changes.items():
        for route_id, row in rows.items():
            if row is None:
                del table[group][route_id]
            else:
                table[group][route_id] = row
    return table


@pytest.mark.parametrize(("changes", "problem"), [
    ({"pages": {"news": ["/News/", "News"]}}, "not lowercase segments and :parameters"),
    ({"content": {"news": ["/news/:slug?", "News"]}}, "not lowercase segments and :parameters"),
    ({"pages": {"post": [f"{BLOG_PREFIX}:slug", "Post"]}}, "a pattern, not a fixed path"),
    ({"unlisted": {"thanks": ["/thanks/:kind", "Thanks"]}}, "a pattern, not a fixed path"),
    ({"content": {"news": ["/news", "News"]}}, "no parameter for content to fill"),
    ({"staff": {"users": ["/users", "Users"]}}, "under /admin exactly when"),
    ({"pages": {"adminHelp": ["/admin/help", "Help"]}}, "under /admin exactly when"),
    ({"pages": {"drawings": ["/app-media/drawings", "Drawings"]}}, "application's own images"),
    ({"staff": {"faqs": ["/admin/faqs", "FAQ"]}}, "unique and known"),
    ({"pages": {"requestQuote": None}}, "unique and known"),
], ids=["uppercase-slash", "optional-parameter", "pattern-page", "pattern-unlisted",
        "fixed-content", "staff-outside", "public-inside", "app-media", "same-id", "unknown-id"])
def test_the_table_refuses_a_route_its_group_cannot_hold(changes: dict[str, Any],
                                                         problem: str) -> None:
    with pytest.raises(ValueError, match=problem):
        read_table(table_with(**changes))


def test_only_a_fixed_path_reads_query_parameters() -> None:
    table = table_with()
    table["queryParameters"]["blogPost"] = ["page"]
    with pytest.raises(ValueError, match="only a fixed path"):
        read_table(table)


def test_the_render_cache_keeps_the_query_parameters_the_table_names() -> None:
    assert ROUTE_PARAMETERS.keys() == {route.path for route in ROUTES if route.query}
    assert {path: list(names) for path, names in ROUTE_PARAMETERS.items()} == {
        BY_ID[route_id].path: names for route_id, names in TABLE["queryParameters"].items()}


def test_every_content_route_has_a_source_of_addresses() -> None:
    """Else the sitemap and the export could not list its pages (they fail instead)."""
    assert {route.id for route in routes_of("content")} == CONTENT_ADDRESSES.keys()
