"""The OpenAPI document (/openapi.json): the /api/ operations only, every answer each one gives,
one shared error shape. Routes say what they answer besides success with `answers(...)`."""

import copy
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from quart_schema import OpenAPIProvider
from werkzeug.routing.rules import Rule

from service.api.openapi_description import DESCRIPTION
from service.auth.access import Access, access as declare_access, declared_access
from service.auth.account_rules import USERNAME_PATTERN
from service.checks import Finding
from service.content import COPY_MODELS, SLUG_MAX_LENGTH
from service.posts import REV_MAX_LENGTH, REV_PATTERN
from service.requests.storage import LARGEST_ROW_ID

F = TypeVar("F", bound=Callable[..., Any])
JSONObject = dict[str, Any]

ANSWERS_ATTRIBUTE = "_agency_answers"
API_PREFIX = "/api/"
SESSION_COOKIE_NAME = "agency_session"
CSRF_HEADER_NAME = "X-CSRF-Token"

ERROR_SCHEMAS: JSONObject = {
    "Error": {
        "type": "object", "title": "Error",
        "description": "Why a request was refused, in a sentence to show as it is.",
        "properties": {"message": {"type": "string"}},
        "required": ["message"], "additionalProperties": False,
    },
    "FieldError": {
        "type": "object", "title": "FieldError",
        "properties": {"field": {"type": "string"}, "message": {"type": "string"}},
        "required": ["field", "message"], "additionalProperties": False,
    },
    "FieldErrors": {
        "type": "object", "title": "FieldErrors",
        "description": "A refused request body: the message, and each field to fix when known.",
        "properties": {"message": {"type": "string"},
                       "errors": {"type": "array",
                                  "items": {"$ref": "#/components/schemas/FieldError"}}},
        "required": ["message"], "additionalProperties": False,
    },
    # The checks' findings, as a refused write names them (the checks' own answers too).
    "Finding": Finding.model_json_schema(),
    "WordingConflict": {
        "type": "object", "title": "WordingConflict",
        "description": "A refused change: the message, and when the text has wording to review "
                       "before it goes public, the risk findings to acknowledge.",
        "properties": {"message": {"type": "string"},
                       "findings": {"type": "array",
                                    "items": {"$ref": "#/components/schemas/Finding"}}},
        "required": ["message"], "additionalProperties": False,
    },
    "FormRefusal": {
        "type": "object", "title": "FormRefusal",
        "description": "A refused request form: the message, and a sentence for each field to "
                       "fix, by field name.",
        "properties": {"message": {"type": "string"},
                       "errors": {"type": "object", "additionalProperties": {"type": "string"}}},
        "required": ["message"], "additionalProperties": False,
    },
}


def _error(description: str, schema: str = "Error",
           headers: JSONObject | None = None) -> JSONObject:
    answer: JSONObject = {"description": description, "content": {
        "application/json": {"schema": {"$ref": f"#/components/schemas/{schema}"}}}}
    if headers:
        answer["headers"] = headers
    return answer


RETRY_AFTER = {"Retry-After": {"description": "Seconds to wait before trying again.",
                               "schema": {"type": "integer", "minimum": 0}}}

# One response object per status, referenced by every operation that gives it.
ERROR_RESPONSES: dict[int, tuple[str, JSONObject]] = {
    400: ("BadRequest", _error("The request could not be read (not JSON, not UTF-8, not an "
                               "object) or a query parameter is given more than once.")),
    401: ("NotSignedIn", _error("No staff session, or a wrong user name or password.")),
    403: ("Refused", _error("A cross-site request, a missing or wrong CSRF token, a read-only "
                            "copy of the site, a staff member who is not an owner where only "
                            "owners may go or changing fields only an owner may change (each "
                            "named in `errors`), or one who must change a temporary password "
                            "first.", "FieldErrors")),
    404: ("NotFound", _error("Nothing is stored at this address.")),
    409: ("Conflict", _error("The change conflicts with what is stored (an address already taken, "
                             "a post that was not deleted).")),
    410: ("Gone", _error("The link was used already, is past its time or never existed.")),
    412: ("VersionChanged", _error("If-Match names a version that is no longer the current one: "
                                   "reload and make the change again.")),
    413: ("TooLarge", _error("The request body is larger than this operation takes.")),
    415: ("UnsupportedType", _error("The body's media type, or the uploaded file's type, is not "
                                    "one this operation takes.")),
    422: ("Invalid", _error("The body is readable but some fields are not acceptable.",
                           "FieldErrors")),
    428: ("VersionRequired", _error("The change names no version of what it changes: send "
                                    "If-Match (an ETag from a read, or * to overwrite).")),
    429: ("TooMany", _error("Too many attempts from this client; try again later.",
                           headers=RETRY_AFTER)),
    502: ("NotSent", _error("The mail server did not take the mail; nothing was kept.")),
    503: ("Busy", _error("The server is too busy for this now; try again shortly.",
                         headers=RETRY_AFTER)),
}

NOT_MODIFIED: JSONObject = {"description": "The copy named in If-None-Match is current."}
ETAG_HEADER = {"ETag": {"description": "The version of this answer, for If-None-Match.",
                        "required": True, "schema": {"type": "string"}}}

SECURITY_SCHEMES: JSONObject = {
    "staffSession": {"type": "apiKey", "in": "cookie", "name": SESSION_COOKIE_NAME,
                     "description": "The session cookie `POST /api/auth/login` sets."},
    "csrfToken": {"type": "apiKey", "in": "header", "name": CSRF_HEADER_NAME,
                  "description": "The session's `csrfToken` (from sign-in or "
                                 "`GET /api/auth/session`); writes also need a same-site "
                                 "`Origin`."},
    "intakeToken": {"type": "apiKey", "in": "header", "name": "Authorization", "description":
                    "`Intake <token>`, the token the intake's start or resume gave the device."},
}
SECURITY: dict[Access, list[JSONObject]] = {
    "public": [], "public-form": [], "same-origin": [],
    "staff": [{"staffSession": []}],
    "staff-write": [{"staffSession": [], "csrfToken": []}],
    "optional-write": [{}, {"staffSession": [], "csrfToken": []}],
    "owner": [{"staffSession": []}],
    "owner-write": [{"staffSession": [], "csrfToken": []}],
    "intake": [{"intakeToken": []}],
}

# The refusals each access level makes, documented on every operation that declares it.
ACCESS_REFUSALS: dict[Access, tuple[int, ...]] = {
    "public": (), "public-form": (403,), "same-origin": (403,),
    "staff": (401, 403),  # 403: a temporary password not changed yet
    "staff-write": (401, 403),
    "optional-write": (403,),
    "owner": (401, 403),
    "owner-write": (401, 403),
    "intake": (401,),
}

# Path parameters, by name, as the routes check them.
SLUG_PATH: JSONObject = {"type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$",
                         "maxLength": SLUG_MAX_LENGTH}
ROW_ID: JSONObject = {"type": "integer", "minimum": 1, "maximum": LARGEST_ROW_ID}
PATH_PARAMETERS: dict[str, JSONObject] = {
    "slug": SLUG_PATH, "name": SLUG_PATH, "request_id": ROW_ID, "subscriber_id": ROW_ID,
    "rev": {"type": "string", "pattern": REV_PATTERN, "maxLength": REV_MAX_LENGTH},
    "username": {"type": "string", "pattern": f"^{USERNAME_PATTERN.pattern}$"},
}


@dataclass(frozen=True)
class Answers:
    """What a route answers besides its documented success, and what it asks of the caller."""

    errors: tuple[int, ...] = ()
    parameters: tuple[JSONObject, ...] = ()
    success_headers: JSONObject = field(default_factory=dict)
    responses: dict[int, JSONObject] = field(default_factory=dict)
    request_body: JSONObject | None = None
    conditional: bool = True
    examples: dict[str, str] = field(default_factory=dict)
    links: JSONObject = field(default_factory=dict)
    body_examples: JSONObject = field(default_factory=dict)


def answers(*errors: int, access: Access, signed_out: str | None = None,
            temporary_password: bool = False, parameters: Iterable[JSONObject] = (),
            success_headers: JSONObject | None = None,
            responses: dict[int, JSONObject] | None = None,
            request_body: JSONObject | None = None, conditional: bool = True,
            examples: dict[str, str] | None = None, links: JSONObject | None = None,
            body_examples: JSONObject | None = None) -> Callable[[F], F]:
    """Document a route's error statuses (each with the shared response), declare who may call
    it (`access`, enforced by service/auth/access.py; `signed_out` rewords its 401;
    `temporary_password` lets in a member who must change theirs first), its
    query and header parameters, headers on its success answer, answers quart-schema cannot
    describe (`responses`, raw OpenAPI) and a request body given as raw OpenAPI.
    `conditional=False` for a GET whose answer has no ETag (not JSON); `examples` are path
    parameter values that name something in the shipped content; `links` (OpenAPI link objects)
    say which operations take what the success answer names; `body_examples` add an example
    body per media type."""
    unknown = set(errors) - set(ERROR_RESPONSES)
    if unknown:
        raise ValueError(f"no shared response for {sorted(unknown)}")
    parameters = tuple(parameters)  # 400 for a query parameter given twice (api/query_once.py)

    def decorate(func: F) -> F:
        setattr(func, ANSWERS_ATTRIBUTE, Answers(
            tuple(sorted({*errors, *(400 for p in parameters if p["in"] == "query")})), parameters,
            success_headers or {}, responses or {}, request_body, conditional, examples or {},
            links or {}, body_examples or {}))
        return declare_access(access, signed_out, temporary_password)(func)

    return decorate


def query(name: str, schema: JSONObject, description: str) -> JSONObject:
    return {"name": name, "in": "query", "required": False, "schema": schema,
            "description": description}


def copy_documents_schema() -> JSONObject:
    """GET /api/copy/{name}'s answer by name: each copy document's model (copy_models), so the
    web's types follow the registry."""
    return {"type": "object", "title": "CopyDocuments",
            "description": "Each document of content/copy/ by name: the model of its answer.",
            "properties": {name: {"$ref": f"#/components/schemas/{model.__name__}"}
                           for name, model in sorted(COPY_MODELS.items())},
            "required": sorted(COPY_MODELS)}


def link(operation_id: str, **parameters: str) -> JSONObject:
    """An OpenAPI link: `operation_id` takes `parameters` (name or location.name: expression)."""
    return {"operationId": operation_id, "parameters": parameters}


def header(name: str, schema: JSONObject, description: str, required: bool) -> JSONObject:
    return {"name": name, "in": "header", "required": required, "schema": schema,
            "description": description}


class ApiDocument(OpenAPIProvider):
    """quart-schema's document, narrowed to /api/ and completed from each route's `answers`."""

    def schema(self) -> dict[str, Any]:
        document = super().schema()
        document["info"]["description"] = DESCRIPTION
        components = document["components"]
        components["schemas"].update(copy.deepcopy(ERROR_SCHEMAS))
        components["schemas"]["CopyDocuments"] = copy_documents_schema()
        components["responses"] = {name: copy.deepcopy(response)
                                   for name, response in ERROR_RESPONSES.values()}
        components["securitySchemes"] = copy.deepcopy(SECURITY_SCHEMES)
        document["paths"] = dict(sorted(document["paths"].items()))
        return document

    def generate_rules(self) -> Iterable[Rule]:
        for rule in super().generate_rules():
            if rule.rule.startswith(API_PREFIX):
                yield rule

    def build_paths(self, rule: Rule) -> tuple[dict[str, Any], dict[str, Any]]:
        paths, components = super().build_paths(rule)
        notes = getattr(self._app.view_functions[rule.endpoint], ANSWERS_ATTRIBUTE, Answers())
        declared = declared_access(self._app.view_functions, rule.endpoint)
        assert declared is not None  # enforce_access refuses to build an app without one
        for path_item in paths.values():
            for method in list(path_item):
                path_item[method] = complete(copy.deepcopy(path_item[method]), method, notes,
                                             declared.level)
        return paths, components


def complete(operation: JSONObject, method: str, notes: Answers, level: Access) -> JSONObject:
    """One operation with its parameters, body, security and every answer it gives."""
    for parameter in operation["parameters"]:
        if parameter["in"] == "path" and parameter["name"] in PATH_PARAMETERS:
            parameter["schema"] = dict(PATH_PARAMETERS[parameter["name"]])
        if parameter["name"] in notes.examples:
            parameter["example"] = notes.examples[parameter["name"]]
    operation["parameters"].extend(copy.deepcopy(list(notes.parameters)))
    if not operation["parameters"]:
        del operation["parameters"]
    if notes.request_body is not None:
        operation["requestBody"] = copy.deepcopy(notes.request_body)
    elif "requestBody" in operation:
        operation["requestBody"]["required"] = True
    for media_type, extra in notes.body_examples.items():
        operation["requestBody"]["content"][media_type].update(copy.deepcopy(extra))
    responses: JSONObject = {str(status): answer
                             for status, answer in operation["responses"].items()}
    responses.update({str(status): copy.deepcopy(answer)
                      for status, answer in notes.responses.items()})
    success = [status for status in responses if status.startswith("2")]
    for status in success:
        headers = responses[status].setdefault("headers", {})
        headers.update(copy.deepcopy(notes.success_headers))
        if method == "get" and notes.conditional:
            headers.update(copy.deepcopy(ETAG_HEADER))
        if not headers:
            del responses[status]["headers"]
        if notes.links:
            responses[status]["links"] = copy.deepcopy(notes.links)
    if method == "get" and notes.conditional:
        responses["304"] = copy.deepcopy(NOT_MODIFIED)
    for code in sorted({*notes.errors, *ACCESS_REFUSALS[level]}):
        responses.setdefault(str(code),
                             {"$ref": f"#/components/responses/{ERROR_RESPONSES[code][0]}"})
    operation["responses"] = dict(sorted(responses.items()))
    security = SECURITY[level]
    if security:
        operation["security"] = copy.deepcopy(security)
    return operation
