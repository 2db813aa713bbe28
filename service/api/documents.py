"""Read-only content documents: services, pages, companies and the agency's facts."""

from pathlib import Path
from typing import Union

from quart import Blueprint, Response, request
from quart_schema import document_response

from service.api.api_model import ApiRootModel
from service.api.openapi import answers
from service.api.responses import json_bytes_response
from service.content import (
    COPY_MODELS,
    Company,
    Page,
    ProductAddress,
    ProductPage,
    Service,
    SiteFacts,
    is_valid_slug,
)
from service.http.errors import APIError
from service.http.precompressed import precompressed_response
from service.posts import Author
from service.state import app_state

blueprint = Blueprint("documents", __name__, url_prefix="/api")


# Built from COPY_MODELS, so the list of copy models is kept once (mypy cannot read such a Union).
class CopyDocument(ApiRootModel[Union[tuple(COPY_MODELS.values())]]):  # type: ignore[misc]  # noqa: UP007
    """A document of editorial copy: the model of its name (copy_models.COPY_MODELS)."""


def _cached(path: Path, what: str) -> Response:
    body = app_state().cache.document(path)
    if body is None:
        raise APIError(404, f"{what} not found")
    return json_bytes_response(body)


@blueprint.get("/services")
@document_response(list[Service])
@answers(404, access="public")
async def list_services() -> Response:
    """Every insurance service (slug 'category/slug', name, description)."""
    return _cached(app_state().store.services_file, "Services")


@blueprint.get("/pages/<name>")
@document_response(Page)
@answers(404, access="public", examples={"name": "about"})
async def get_page(name: str) -> Response:
    """A page's title and content (about, contact)."""
    if not is_valid_slug(name):
        raise APIError(404, "Page not found")
    return _cached(app_state().store.page_path(name), "Page")


@blueprint.get("/companies")
@document_response(list[Company])
@answers(404, access="public")
async def list_companies() -> Response:
    """The insurers the agency represents."""
    return _cached(app_state().store.companies_file, "Companies")


@blueprint.get("/site")
@document_response(SiteFacts)
@answers(404, access="public")
async def site_facts() -> Response:
    """The agency's facts: name, numbers, address, hours, links, embeds and feature flags."""
    return _cached(app_state().store.site_file, "Site facts")


@blueprint.get("/copy/<name>")
@document_response(CopyDocument)
@answers(404, access="public", examples={"name": "home"})
async def get_copy(name: str) -> Response:
    """A document of editorial copy (team, home, testimonials, faq, ...)."""
    if not is_valid_slug(name):
        raise APIError(404, "Copy not found")
    return _cached(app_state().store.copy_path(name), "Copy")


@blueprint.get("/products")
@document_response(list[ProductAddress])
@answers(access="public")
async def list_products() -> Response:
    """Every product page's slug, path, kind and title, by path: which addresses are products."""
    state = app_state()
    cache = state.cache
    answer = state.answers.get("products", cache.version, lambda: cache.products_json)
    return await precompressed_response(request, answer, "application/json")


@blueprint.get("/authors")
@document_response(list[Author])
@answers(access="public")
async def list_authors() -> Response:
    """The team's members a post may name as its author: id, name and role (their title on Our
    Team), in the team page's order."""
    state = app_state()
    cache = state.cache
    answer = state.answers.get("authors", cache.version, lambda: cache.authors_json)
    return await precompressed_response(request, answer, "application/json")


@blueprint.get("/products/<slug>")
@document_response(ProductPage)
@answers(404, access="public", examples={"slug": "homeowners-insurance"})
async def get_product(slug: str) -> Response:
    """A static product or business page."""
    if not is_valid_slug(slug):
        raise APIError(404, "Product page not found")
    return _cached(app_state().store.product_path(slug), "Product page")
