"""Addresses content files name are held whole by the models, so every reader (the service's
load, `agency check`, the exports, a replica) refuses what the API would: no "..", no other
site, no line break, nothing before or after the address."""

import json
from pathlib import Path
from typing import Any

import pytest

from service.content.errors import InvalidContent
from service.store.content_store import ContentStore
from tests.addresses import BLOG_PREFIX, post_address

# Each field the models check against a pattern: its file, where it is, and a value it takes.
ADDRESS_FIELDS: dict[str, tuple[str, list[Any], str]] = {
    "quote post slug": ("site.json", ["quotePostSlug"], "flood-insurance-basics"),
    "social link": ("site.json", ["social", 0, "url"], "https://www.facebook.com/agency"),
    "insurer website": ("companies.json", [0, "website"], "https://www.travelers.com"),
    "insurer logo": ("companies.json", [0, "logo"], "/media/logos/travelers.webp"),
    "service slug": ("services.json", [0, "slug"], "vehicle-insurance/auto-insurance"),
    "agent photo": ("copy/team.json", ["agents", 0, "photo"], "/media/team/agent.webp"),
    "copy link": ("copy/home.json", ["services", 0, "href"], "/insurance/vehicle"),
    "product slug": ("products/flood-insurance.json", ["slug"], "flood-insurance"),
    "product path": ("products/flood-insurance.json", ["path"],
                     "/insurance/property-insurance/flood-insurance"),
    "redirect from": ("redirects.json", [0, "from"], post_address("old-address")),
    "redirect to": ("redirects.json", [0, "to"], post_address("new-address")),
}


def with_value(store: ContentStore, relative: str, where: list[Any], value: str) -> Path:
    """The content file at relative, its field at `where` set to value; answers its path."""
    path = store.root / relative
    if path == store.redirects_file:  # absent until a post is renamed
        redirects = [{"from": post_address("a"), "to": post_address("b")}]
        path.write_text(json.dumps(redirects) + "\n", "utf-8")
    document = json.loads(path.read_text("utf-8"))
    *parents, last = where
    holder = document
    for key in parents:
        holder = holder[key]
    holder[last] = value
    path.write_text(json.dumps(document, indent=2) + "\n", "utf-8")
    return path


@pytest.mark.parametrize("field", ADDRESS_FIELDS)
def test_every_address_is_held_whole(store: ContentStore, field: str) -> None:
    relative, where, good = ADDRESS_FIELDS[field]
    store.read_document(with_value(store, relative, where, good))
    # Values the old patterns passed, as they looked for the address anywhere in the text.
    for bad in (f"{good}\n", f"{good}\nmore", f"javascript:alert(1)//{good}"):
        with pytest.raises(InvalidContent):
            store.read_document(with_value(store, relative, where, bad))


@pytest.mark.parametrize(("field", "bad"), [
    ("product path", "/insurance/property-insurance/../../../../escaped"),
    ("product path", "/insurance/property-insurance/flood-insurance/../../../../../escaped"),
    ("service slug", "property-insurance/../../../../escaped"),
    ("service slug", "property-insurance/flood-insurance/.."),
    ("redirect from", f"{post_address('x')}/../../../../escaped"),
])
def test_addresses_the_export_writes_to_never_climb_out(store: ContentStore, field: str,
                                                        bad: str) -> None:
    relative, where, _ = ADDRESS_FIELDS[field]
    with pytest.raises(InvalidContent):
        store.read_document(with_value(store, relative, where, bad))


@pytest.mark.parametrize("target", [
    "//evil.example/blog/new", "https://evil.example/blog/new", "@evil.example/blog/new",
    "/\\evil.example/blog/new", "http:/evil.example", f"{post_address('new')}\n/admin 302",
    f"{post_address('new')} /x", f"{BLOG_PREFIX}../../admin", f"{BLOG_PREFIX}./new",
    f"{BLOG_PREFIX}/new", BLOG_PREFIX.lstrip("/") + "new",
])
def test_a_redirect_only_forwards_within_the_site(store: ContentStore, target: str) -> None:
    path = with_value(store, "redirects.json", [0, "to"], target)
    with pytest.raises(InvalidContent, match=r"0\.to"):
        store.read_document(path)


@pytest.mark.parametrize("target", [post_address("new-address"), "/insurance/vehicle", "/"])
def test_a_redirect_may_forward_to_any_page_of_the_site(store: ContentStore,
                                                        target: str) -> None:
    path = with_value(store, "redirects.json", [0, "to"], target)
    assert [r.target for r in store.read_document(path)] == [target]


@pytest.mark.parametrize("source", [f"{post_address('old')}\n", f"{post_address('old')}/",
                                    "/elsewhere", post_address("Old")])
def test_a_redirect_only_leaves_a_post_address(store: ContentStore, source: str) -> None:
    path = with_value(store, "redirects.json", [0, "from"], source)
    with pytest.raises(InvalidContent, match=r"0\.from"):
        store.read_document(path)
