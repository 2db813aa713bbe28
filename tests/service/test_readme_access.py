"""The README's endpoint tables say who may call each API route as the routes declare it, and
leave none out."""

import dataclasses
import re

from service.app import create_app
from service.auth.access import declared_access
from service.config import Settings
from tests.conftest import PROJECT_ROOT

ENDPOINT = re.compile(r"`(GET|POST|PATCH|PUT|DELETE) (/[^`\s?]*)[^`]*`")
PLACEHOLDER = re.compile(r"\{(\w+)\}")
# A value each placeholder's route takes ("site" names a document, and is a slug as well).
EXAMPLE = {"id": "1", "name": "site"}
AUTOMATIC = {"HEAD", "OPTIONS"}  # answered alongside GET, or by Quart itself


def who_rows(readme: str) -> list[tuple[str, str, str]]:
    """(method, path, who) for each endpoint named in a table that has a "Who" column."""
    rows, who_column = [], None
    for line in readme.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if not line.startswith("|"):
            who_column = None
        elif "Who" in cells:
            who_column = cells.index("Who")
        elif who_column is not None:
            rows += [(method, path, cells[who_column])
                     for method, path in ENDPOINT.findall(cells[0])]
    return rows


def test_the_readme_says_who_may_call_each_api_route_as_declared(settings: Settings) -> None:
    app = create_app(dataclasses.replace(settings, public_api_docs=True))
    adapter = app.url_map.bind("localhost")
    rows = who_rows((PROJECT_ROOT / "README.md").read_text("utf-8"))
    assert len(rows) > 20, "the README's endpoint tables were not found"
    told, wrong = set(), []
    for method, path, who in rows:
        address = PLACEHOLDER.sub(lambda m: EXAMPLE.get(m.group(1), "a"), path)
        endpoint, _ = adapter.match(address, method)
        declared = declared_access(app.view_functions, endpoint)
        assert declared is not None, endpoint
        if who != declared.level:
            wrong.append(f"{method} {path}: README says {who}, the route {declared.level}")
        told.add((endpoint, method))
    assert not wrong, "\n".join(wrong)
    routes = {(rule.endpoint, method) for rule in app.url_map.iter_rules()
              if rule.rule.startswith("/api/") or rule.rule == "/openapi.json"
              for method in (rule.methods or set()) - AUTOMATIC}
    assert routes - told == set(), "API routes the README's tables leave out"
