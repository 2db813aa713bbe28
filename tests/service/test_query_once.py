"""A query parameter an operation documents is taken once: given twice it is refused with 400,
whatever the values, on every operation that takes one (service/api/query_once.py)."""

from typing import Any

from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.app import create_app
from service.config import Settings
from tests.service.conftest import StaffClient
from tools.openapi_document import fetch_document


async def test_the_fuzzers_find_a_count_given_twice_is_refused(anonymous: QuartClient) -> None:
    # Schemathesis sent this: the empty first value was read as "not given", the rest ignored.
    answer = await anonymous.get("/api/booking/next?count=&count=M")
    assert answer.status_code == 400
    assert await answer.get_json() == {"message": "Give count once."}
    assert (await anonymous.get("/api/booking/next?count=2")).status_code == 200


async def test_every_documented_query_parameter_given_twice_is_refused(
        settings: Settings, client: StaffClient) -> None:
    """Walked from the OpenAPI document: each GET without path parameters, as a signed-in owner."""
    app: Quart = create_app(settings.replace(public_api_docs=True))
    async with app.test_app():
        document: Any = await fetch_document(app)
    walked = []
    for path, item in document["paths"].items():
        operation = item.get("get")
        if operation is None or "{" in path:
            continue
        for parameter in operation.get("parameters", []):
            if parameter["in"] != "query":
                continue
            name = parameter["name"]
            answer = await client.get(f"{path}?{name}=1&{name}=2")
            assert answer.status_code == 400, (path, name, answer.status_code)
            assert (await answer.get_json())["message"] == f"Give {name} once.", (path, name)
            assert "400" in operation["responses"], (path, "documents no 400")
            walked.append(f"{path}?{name}")
    assert len(walked) >= 15, walked
