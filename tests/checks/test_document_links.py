"""The keys read as link addresses come from the documents' models (the url widget, or `x-link`):
a link field any model declares is checked as an address, never for wording."""

from typing import Any

from service.checks.context import check_context
from service.checks.document_checks import check_document
from service.content.document_links import _is_link, _properties, link_keys
from service.content.registry import COPY_ADAPTERS, FIXED_DOCUMENTS, PAGE_ADAPTER
from service.store.content_store import ContentStore


def test_the_link_keys_are_the_models_link_fields() -> None:
    keys = link_keys()
    # The insurers' addresses, a copy link's address, the online services' and the map's.
    assert {"href", "url", "website", "linkUrl", "payBillUrl", "claimUrl"} <= keys
    # Never a key no model declares a link (a text, a photo, a page's own path).
    assert not keys & {"title", "label", "photo", "path", "name", "content"}
    for key in keys:
        assert any(_is_link(node) for adapter in (*FIXED_DOCUMENTS.values(),
                                                  *COPY_ADAPTERS.values(), PAGE_ADAPTER)
                   for name, node in _properties(adapter.json_schema()) if name == key)


def test_a_link_field_of_a_model_is_checked_as_an_address(store: ContentStore) -> None:
    context = check_context(store)
    companies: list[dict[str, Any]] = [
        {"name": "Acme", "website": "http://acme.example", "claimUrl": "http://acme.example/c"}]
    found = check_document("companies", companies, context)
    assert [(f.rule, f.field) for f in found] == [
        ("insecure-link", "0.website"), ("insecure-link", "0.claimUrl")]
