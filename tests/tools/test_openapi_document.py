"""The checked-in OpenAPI document (web/api/openapi.json, the source of the web app's types) is the
one the service produces now: a route or model changed without `make api-types` fails here."""

import json

from tools.openapi_document import DOCUMENT_PATH, document_text


def test_checked_in_document_matches_the_service() -> None:
    produced = document_text()
    assert json.loads(produced)["paths"], "the service documented no operation"
    assert DOCUMENT_PATH.read_text(encoding="utf-8") == produced, (
        "web/api/openapi.json is stale: run `make api-types` and commit the result")
