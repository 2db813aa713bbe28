"""docs/api.md: every API operation from the OpenAPI document the service produces, with who may
call it as its route declares (service/auth/access.py)."""

import asyncio
import inspect
import re
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast

from quart import Quart

from service.auth.access import declared_access
from tools.openapi_document import fetch_document, scratch_app
from tools.reference_docs.markdown import GENERATED_NOTE, cell, page, table

METHODS = ("get", "put", "post", "patch", "delete")
DOCUMENT_ROUTE = "/openapi.json"
AUTOMATIC = {"HEAD", "OPTIONS"}  # answered alongside GET, or by Quart itself
INTRO = """# The API

{description}

**Who** is the access the route declares (`answers(access=...)`), which `service/auth/access.py`
checks before the handler runs: see "Who may call a route" in [architecture.md](architecture.md).
The document itself is served at `/openapi.json` with `AGENCY_PUBLIC_API_DOCS=1`; the checked-in
copy, `web/api/openapi.json`, is what the web app's types are made from."""
_RULE_PLACEHOLDER = re.compile(r"<(?:\w+:)?(\w+)>")


def documented_routes(app: Quart) -> dict[tuple[str, str], str]:
    """(METHOD, path in OpenAPI's spelling) of every API route and /openapi.json, with the
    access its view declares."""
    routes: dict[tuple[str, str], str] = {}
    for rule in app.url_map.iter_rules():
        if not (rule.rule.startswith("/api/") or rule.rule == DOCUMENT_ROUTE):
            continue
        declared = declared_access(app.view_functions, rule.endpoint)
        level = declared.level if declared else "undeclared"
        path = _RULE_PLACEHOLDER.sub(r"{\1}", rule.rule)
        for method in sorted((rule.methods or set()) - AUTOMATIC):
            routes[(method, path)] = level
    return routes


def _first_doc_line(app: Quart, path: str) -> str:
    """What a route the document leaves out does: its view's docstring, or for the document's
    own route (quart-schema's, without one) what it is."""
    if path == DOCUMENT_ROUTE:
        return "This OpenAPI document (only with `AGENCY_PUBLIC_API_DOCS=1`)."
    views = [app.view_functions[rule.endpoint] for rule in app.url_map.iter_rules()
             if rule.rule == path]
    return inspect.cleandoc(views[0].__doc__ or "").split("\n\n")[0] if views else ""


def read_service() -> tuple[dict[str, Any], dict[tuple[str, str], str], dict[str, str]]:
    """The OpenAPI document, the declared access of each route, and the docstring of the routes
    the document leaves out (itself), from an app over scratch folders."""
    with tempfile.TemporaryDirectory() as scratch:
        app = scratch_app(Path(scratch))
        document = cast(dict[str, Any], asyncio.run(fetch_document(app)))
        routes = documented_routes(app)
        undocumented = {path: _first_doc_line(app, path) for _, path in routes
                        if path not in document["paths"]}
    return document, routes, undocumented


def described(item: dict[str, Any]) -> str:
    """An item's description on one line; pydantic hands a plain list Python's own docstring."""
    text = " ".join(str(item.get("description", "")).split())
    return "" if text.startswith("Built-in ") else text


def type_of(schema: dict[str, Any]) -> str:
    """A schema's type in a few words: `string`, `list of Post`, `Post or null`, `"a" \\| "b"`."""
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[1]
        return f"[{name}](#{name.lower()})"
    for combined in ("anyOf", "oneOf", "allOf"):
        if combined in schema:
            return " or ".join(type_of(part) for part in schema[combined])
    if "enum" in schema:
        return " or ".join(f'`"{value}"`' if isinstance(value, str) else f"`{value}`"
                           for value in schema["enum"])
    if "const" in schema:
        return f"`{schema['const']!r}`"
    kind = schema.get("type", "any")
    if kind == "array":
        return f"list of {type_of(schema.get('items', {}))}"
    if kind == "object" and "title" in schema and "properties" in schema:
        return f"object ({schema['title']})"
    return f"{kind} ({schema['format']})" if "format" in schema else str(kind)


def _limits(schema: dict[str, Any]) -> str:
    words = {"minLength": "length {} or more", "maxLength": "length {} at most",
             "minimum": "{} or more", "maximum": "{} at most", "maxItems": "{} items at most",
             "pattern": "matching `{}`"}
    return "; ".join(text.format(schema[key]) for key, text in words.items() if key in schema)


def property_rows(schema: dict[str, Any]) -> Iterator[tuple[str, str, str, str]]:
    """(name, type, required, description and limits) for each property of an object schema."""
    required = set(schema.get("required", ()))
    for name, prop in sorted(schema.get("properties", {}).items()):
        about = " ".join(part for part in (described(prop), _limits(prop)) if part)
        yield f"`{name}`", type_of(prop), "yes" if name in required else "", about


def _body_lines(content: dict[str, Any]) -> list[str]:
    lines = []
    for kind, body in sorted(content.items()):
        schema = body.get("schema", {})
        lines.append(f"`{kind}`: {type_of(schema)}. {described(schema)}".rstrip())
        if "properties" in schema:
            lines += ["", *table(["field", "type", "required", "about"], property_rows(schema))]
    return lines


def _response_text(response: dict[str, Any]) -> str:
    if "$ref" in response:
        name = response["$ref"].rsplit("/", 1)[1]
        return f"[{name}](#response-{name.lower()})"
    kinds = [f"{kind}: {type_of(body.get('schema', {}))}"
             for kind, body in sorted(response.get("content", {}).items())]
    return " ".join([described(response), *(f"({kind})" for kind in kinds)])


def lead_sentence(operation: dict[str, Any]) -> str:
    """The summary, finished from the description when the docstring's first line broke off."""
    summary, rest = operation.get("summary", ""), operation.get("description", "")
    if not rest or summary.endswith("."):
        return str(summary)
    end = re.search(r"\.(\s|$)", rest)
    return f"{summary} {rest[:end.start() + 1] if end else rest}"


def operation_lines(method: str, path: str, operation: dict[str, Any], who: str) -> list[str]:
    """One operation's section: who, what, parameters, body and answers."""
    text = " ".join(" ".join(str(operation.get(part, "")).split())
                    for part in ("summary", "description")).strip()
    lines = [f"### `{method.upper()} {path}`", "", f"**Who:** `{who}`.", "", text, ""]
    parameters = [(f"`{p['name']}`", p["in"], "yes" if p.get("required") else "",
                   type_of(p.get("schema", {})),
                   " ".join(part for part in (described(p), _limits(p.get("schema", {}))) if part))
                  for p in operation.get("parameters", [])]
    if parameters:
        lines += ["Parameters:", "",
                  *table(["name", "in", "required", "type", "about"], parameters), ""]
    if "requestBody" in operation:
        lines += ["Body:", "", *_body_lines(operation["requestBody"].get("content", {})), ""]
    answers = [(status, _response_text(response))
               for status, response in sorted(operation.get("responses", {}).items())]
    lines += ["Answers:", "", *table(["status", "answer"], answers), ""]
    return lines


def api_page() -> str:
    """The page: a table of every route, then each operation, the shared answers, the schemas."""
    document, routes, undocumented = read_service()
    paths: dict[str, Any] = document["paths"]
    summary = [(f"`{method} {path}`", f"`{who}`",
                lead_sentence(paths.get(path, {}).get(method.lower(), {}))
                or undocumented.get(path, "")) for (method, path), who in sorted(routes.items(),
                                                                                key=_route_order)]
    lines = [GENERATED_NOTE.format(source="the service's OpenAPI document and route access"), "",
             INTRO.format(description=document["info"]["description"]), "",
             "## Every route", "", *table(["method and path", "Who", "what"], summary), "",
             "## Operations", ""]
    for path in sorted(paths):
        for method in METHODS:
            if method in paths[path]:
                who = routes.get((method.upper(), path), "undeclared")
                lines += operation_lines(method, path, paths[path][method], who)
    components = document.get("components", {})
    lines += ["## Shared answers", ""]
    for name, response in sorted(components.get("responses", {}).items()):
        lines += [f'<a id="response-{name.lower()}"></a>', f"### {name}", "",
                  cell(_response_text(response)), ""]
    lines += ["## Authentication", "",
              *table(["scheme", "where", "about"],
                     [(f"`{name}`", f"{scheme.get('in')} `{scheme.get('name')}`",
                       scheme.get("description", ""))
                      for name, scheme in sorted(components.get("securitySchemes", {}).items())]),
              "", "## Schemas", ""]
    for name, schema in sorted(components.get("schemas", {}).items()):
        lines += [f"### {name}", "", described(schema), ""]
        if "properties" in schema:
            lines += [*table(["field", "type", "required", "about"], property_rows(schema)), ""]
        elif "properties" not in schema:
            lines += [f"{type_of(schema)}.", ""]
    return page(lines)


def _route_order(item: tuple[tuple[str, str], str]) -> tuple[str, int]:
    (method, path), _ = item
    return path, METHODS.index(method.lower()) if method.lower() in METHODS else len(METHODS)
