"""A query parameter an operation documents is given once: `?count=&count=7` is refused (400),
not read as whichever value a handler happens to take (request.args.get takes the first)."""

from quart import Quart, current_app, request

from service.api.openapi import ANSWERS_ATTRIBUTE, Answers
from service.http.errors import APIError


def refuse_repeated_query_parameters(app: Quart) -> None:
    """Check each request's query against its route's documented parameters (api/openapi.py)."""
    app.before_request(_each_once)


async def _each_once() -> None:
    rule = request.url_rule
    if rule is None or not request.args:
        return
    notes: Answers = getattr(current_app.view_functions[rule.endpoint], ANSWERS_ATTRIBUTE,
                             Answers())
    for parameter in notes.parameters:
        name = parameter["name"]
        if parameter["in"] == "query" and len(request.args.getlist(name)) > 1:
            raise APIError(400, f"Give {name} once.")
