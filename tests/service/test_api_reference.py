"""The generated API reference (docs/api.md) says who may call each API route as the routes
declare it, and leaves none out; every API route is in the OpenAPI document it is made from; the
written docs name no route the service does not have."""

import re

import pytest
from quart import Quart
from werkzeug.exceptions import HTTPException

from service.app import create_app
from service.auth.access import declared_access
from service.config import Settings
from tests.conftest import PROJECT_ROOT
from tools.reference_docs.api import DOCUMENT_ROUTE

ENDPOINT = re.compile(r"`(GET|POST|PATCH|PUT|DELETE) (/[^`\s?]*)[^`]*`")
PLACEHOLDER = re.compile(r"\{(\w+)\}")
# A value each placeholder's route takes ("site" names a document, and is a slug as well).
EXAMPLE = {"request_id": "1", "id": "1", "name": "site", "file_id": "1",
           "time_off_id": "1", "subscriber_id": "1", "send_id": "1"}
# Placeholders as the docs write them: {slug} (OpenAPI's spelling) or <slug>.
DOC_PLACEHOLDER = re.compile(r"\{(\w+)\}|<(\w+)>")
# The written docs that name API routes (the README and the staff guide name none).
WRITTEN_DOCS = ["docs/architecture.md", "docs/operating.md"]
AUTOMATIC = {"HEAD", "OPTIONS"}  # answered alongside GET, or by Quart itself


def who_rows(reference: str) -> list[tuple[str, str, str]]:
    """(method, path, who) for each endpoint named in a table that has a "Who" column."""
    rows, who_column = [], None
    for line in reference.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if not line.startswith("|"):
            who_column = None
        elif "Who" in cells:
            who_column = cells.index("Who")
        elif who_column is not None:
            rows += [(method, path, cells[who_column].strip("`"))
                     for method, path in ENDPOINT.findall(cells[0])]
    return rows


def api_routes(settings: Settings) -> tuple[Quart, set[tuple[str, str]]]:
    app = create_app(settings.replace(public_api_docs=True))
    routes = {(rule.endpoint, method) for rule in app.url_map.iter_rules()
              if rule.rule.startswith("/api/") or rule.rule == DOCUMENT_ROUTE
              for method in (rule.methods or set()) - AUTOMATIC}
    return app, routes


def test_the_api_reference_says_who_may_call_each_route_as_declared(settings: Settings) -> None:
    app, routes = api_routes(settings)
    adapter = app.url_map.bind("localhost")
    rows = who_rows((PROJECT_ROOT / "docs" / "api.md").read_text("utf-8"))
    assert len(rows) > 20, "docs/api.md's route table was not found"
    told, wrong = set(), []
    for method, path, who in rows:
        address = PLACEHOLDER.sub(lambda m: EXAMPLE.get(m.group(1), "a"), path)
        endpoint, _ = adapter.match(address, method)
        declared = declared_access(app.view_functions, endpoint)
        assert declared is not None, endpoint
        if who != declared.level:
            wrong.append(f"{method} {path}: docs/api.md says {who}, the route {declared.level}")
        told.add((endpoint, method))
    assert not wrong, "\n".join(wrong)
    assert routes - told == set(), "API routes docs/api.md leaves out: run `make docs`"


async def test_every_api_route_is_an_operation_of_the_openapi_document(
        settings: Settings) -> None:
    app = create_app(settings.replace(public_api_docs=True))
    document = await (await app.test_client().get(DOCUMENT_ROUTE)).get_json()
    operations = {(method.upper(), path) for path, item in document["paths"].items()
                  for method in item}
    missing = sorted(f"{method} {rule.rule}" for rule in app.url_map.iter_rules()
                     if rule.rule.startswith("/api/")
                     for method in (rule.methods or set()) - AUTOMATIC
                     if (method, re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", rule.rule))
                     not in operations)
    assert missing == [], "API routes the OpenAPI document (and so docs/api.md) leaves out"


@pytest.mark.parametrize("doc", WRITTEN_DOCS)
def test_every_route_a_written_doc_names_is_one_the_service_has(settings: Settings,
                                                                doc: str) -> None:
    app = create_app(settings.replace(public_api_docs=True))
    adapter = app.url_map.bind("localhost")
    named = ENDPOINT.findall((PROJECT_ROOT / doc).read_text("utf-8"))
    assert named, f"{doc} names no route: the pattern no longer reads it"
    unknown = []
    for method, path in named:
        address = DOC_PLACEHOLDER.sub(lambda m: EXAMPLE.get(m[1] or m[2], "a"), path)
        try:
            adapter.match(address, method)
        except HTTPException:
            unknown.append(f"{method} {path}")
    assert unknown == [], f"{doc} names routes the service does not have"
