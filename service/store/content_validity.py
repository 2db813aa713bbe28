"""Which content files the models refuse, and which of those every page needs: what health and
the doctor report, so no file is left out of the pages without anyone told."""

from pathlib import Path

from service.store.content_store import ContentStore
from service.store.loading import ContentFileError, Problem, read_file

# Every page's header and footer show the agency facts: without them no page is right.
ESSENTIAL_DOCUMENTS = ("site",)


def invalid_files(store: ContentStore) -> list[Problem]:
    """Every content file (documents and posts) that does not validate (blocking: reads them)."""
    problems = []
    for path in store.document_files():
        adapter = store.document_adapter(path)
        if adapter is None:
            continue
        try:
            read_file(path, adapter)
        except ContentFileError as error:
            problems.append(error.problem)
    return problems + store.read_posts()[1]


def file_name(store: ContentStore, path: Path) -> str:
    """The file's path in the content folder ("copy/faq.json")."""
    try:
        return path.relative_to(store.root).as_posix()
    except ValueError:
        return path.name


def is_essential(store: ContentStore, path: Path) -> bool:
    return path in {store.root / f"{name}.json" for name in ESSENTIAL_DOCUMENTS}


def missing_essentials(store: ContentStore) -> list[Problem]:
    return [Problem(path, "missing") for name in ESSENTIAL_DOCUMENTS
            if not (path := store.root / f"{name}.json").is_file()]
