"""One APIError type, and the mapping of store and request errors to JSON HTTP answers."""

import logging

from pydantic import ValidationError
from quart import Quart, Response, jsonify, request
from quart_schema import RequestSchemaValidationError
from werkzeug.exceptions import HTTPException, MethodNotAllowed

from service import store as store_errors
from service.store import ImageRejected, WordingToReview, validation_field_errors

log = logging.getLogger(__name__)


class APIError(Exception):
    """An error answered to the client as {"message": ...} with a status."""

    def __init__(self, status: int, message: str, retry_after: int | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.retry_after = retry_after


def field_errors(fields: list[tuple[str, str]]) -> list[dict[str, str]]:
    """The `errors` of a FieldErrors answer: each refused field with its sentence."""
    return [{"field": where, "message": message} for where, message in fields]


def json_error(status: int, message: str, **extra: object) -> Response:
    response = jsonify({"message": message, **extra})
    response.status_code = status
    return response


IMAGE_STATUS = {"unsupported": 415, "too-large": 413, "corrupt": 422}

STORE_STATUS: dict[type[store_errors.StoreError], int] = {
    store_errors.InvalidSlug: 404,
    store_errors.NotFound: 404,
    store_errors.Conflict: 409,
    store_errors.InvalidContent: 422,
    store_errors.StaleVersion: 412,
    store_errors.NoHistory: 409,
    store_errors.OwnerOnly: 403,
}


def register_error_handlers(app: Quart) -> None:
    @app.errorhandler(APIError)
    async def api_error(error: APIError) -> Response:
        response = json_error(error.status, error.message)
        if error.retry_after is not None:
            response.headers["Retry-After"] = str(error.retry_after)
        return response

    @app.errorhandler(store_errors.StoreError)
    async def store_error(error: store_errors.StoreError) -> Response:
        status = next((s for t, s in STORE_STATUS.items() if isinstance(error, t)), 500)
        if isinstance(error, ImageRejected):
            status = IMAGE_STATUS[error.reason]
        if isinstance(error, WordingToReview):
            return json_error(409, error.reason,
                              findings=[f.model_dump(mode="json") for f in error.findings])
        if isinstance(error, store_errors.FieldProblems | store_errors.OwnerOnly):
            return json_error(status, error.reason, errors=field_errors(error.fields))
        if isinstance(error, store_errors.InvalidContent) and error.path is not None:
            log.error("content file does not validate: %s", error)
            return json_error(409, f"The stored file does not validate: {error.reason}")
        return json_error(status, str(error))

    @app.errorhandler(RequestSchemaValidationError)
    async def schema_error(error: RequestSchemaValidationError) -> Response:
        validation = error.validation_error
        if isinstance(validation, ValidationError):
            return json_error(422, "Invalid request body",
                              errors=field_errors(validation_field_errors(validation)))
        return json_error(400, "Request body must be a JSON object")

    @app.errorhandler(HTTPException)
    async def http_error(error: HTTPException) -> Response:
        status = error.code or 500
        if status == 413:
            return json_error(413, "Request body is too large")
        api = request.path == "/api" or request.path.startswith("/api/")
        if status == 404 and api:
            return json_error(404, "No such API endpoint")
        if isinstance(error, MethodNotAllowed):
            # RFC 9110 15.5.6: a 405 names the methods the resource does take.
            response = json_error(405, "Method not allowed")
            response.headers["Allow"] = ", ".join(sorted(error.valid_methods or ()))
            return response
        if api or status >= 500:
            return json_error(status, error.description or error.name)
        return json_error(status, error.name)

    @app.errorhandler(UnicodeDecodeError)
    async def undecodable(_: UnicodeDecodeError) -> Response:
        return json_error(400, "Request body is not valid UTF-8")
