"""The one registry of content documents: each document's name, file and validating model."""

from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter

from service.content.copy import COPY_DOCUMENTS, COPY_MODELS, ProductPage
from service.content.document_kind import DocumentKind, Group
from service.content.errors import NotFound
from service.content.post import Post
from service.content.site import Company, Page, Redirect, Service, SiteFacts
from service.content.slugs import is_valid_slug

POST_ADAPTER = TypeAdapter(Post)
SITE_ADAPTER = TypeAdapter(SiteFacts)
PAGE_ADAPTER = TypeAdapter(Page)
PRODUCT_ADAPTER = TypeAdapter(ProductPage)
REDIRECTS_ADAPTER = TypeAdapter(list[Redirect])
COPY_ADAPTERS: dict[str, TypeAdapter[Any]] = {
    name: TypeAdapter(model) for name, model in COPY_MODELS.items()
}

# A document's name is its file's path in the content folder without ".json"; each fixed one
# with its model, its title for staff and its group on the Site screen (copy: COPY_DOCUMENTS).
FIXED_KINDS: dict[str, DocumentKind] = {
    "site": DocumentKind(SiteFacts, "Agency facts", "Agency", (
        "requestQuote#forms", "requestPolicyChange#forms", "requestReceived", "intakeResume")),
    "services": DocumentKind(list[Service], "Services we offer", "Insurance"),
    "companies": DocumentKind(list[Company], "Companies we represent", "Agency",
                              ("companiesWeRepresent",)),
    "redirects": DocumentKind(list[Redirect], "Old post addresses", "Other"),
}
FIXED_DOCUMENTS: dict[str, TypeAdapter[Any]] = {
    "site": SITE_ADAPTER, "redirects": REDIRECTS_ADAPTER,
    **{name: TypeAdapter(kind.model) for name, kind in FIXED_KINDS.items()
       if name not in ("site", "redirects")},
}
DESCRIBED: dict[str, DocumentKind] = {
    **FIXED_KINDS, **{f"copy/{name}": kind for name, kind in COPY_DOCUMENTS.items()}}
# What staff call each document with a fixed name; a page or product page goes by its own title.
DOCUMENT_TITLES: dict[str, str] = {name: kind.title for name, kind in DESCRIBED.items()}
# The group of the documents of a folder that are not described one by one.
FOLDER_GROUPS: dict[str, Group] = {"pages": "Pages", "products": "Insurance products"}
# Fields of a document only an owner may change, by document: what code or frames the site loads
# (the form and map embeds, feature flags) and the wording rules the checks hold staff to. A path
# is dotted into the document's JSON ("map.embedUrl"); "" is the whole document. Others may send
# them back unchanged (service/documents/change_rules.py refuses a change with 403).
OWNER_ONLY_FIELDS: dict[str, tuple[str, ...]] = {
    "site": ("forms", "map.embedUrl", "features"),
    "copy/wording-rules": ("",),
}
FOLDER_DOCUMENTS: dict[str, Callable[[str], TypeAdapter[Any] | None]] = {
    "pages": lambda _name: PAGE_ADAPTER,
    "products": lambda _name: PRODUCT_ADAPTER,
    "copy": COPY_ADAPTERS.get,
}


def document_adapter(name: str) -> TypeAdapter[Any] | None:
    """The model of the document called name ('site', 'pages/about'), or None: no such kind."""
    if name in FIXED_DOCUMENTS:
        return FIXED_DOCUMENTS[name]
    folder, _, stem = name.partition("/")
    rule = FOLDER_DOCUMENTS.get(folder)
    if rule is None or not is_valid_slug(stem):
        return None
    return rule(stem)


def document_group(name: str) -> Group:
    """The Site screen's group of the document called name ("Other" for none it knows)."""
    kind = DESCRIBED.get(name)
    return kind.group if kind else FOLDER_GROUPS.get(name.partition("/")[0], "Other")


def known_document_adapter(name: str) -> TypeAdapter[Any]:
    """The model of the document called name; NotFound when no document has that name."""
    adapter = document_adapter(name)
    if adapter is None:
        raise NotFound(f"Document {name[:100]!r}")
    return adapter


def document_name(root: Path, path: Path) -> str | None:
    """The name of the document stored at path, or None when path holds no document."""
    if path.suffix != ".json" or path.parent not in (root, *(root / f for f in FOLDER_DOCUMENTS)):
        return None
    name = path.relative_to(root).with_suffix("").as_posix()
    return name if document_adapter(name) is not None else None
