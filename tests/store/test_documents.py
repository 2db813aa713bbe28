"""Any content document: a change checked by its model, versioned, one commit, with history."""

import json
from pathlib import Path

import pytest

from service.checks.content_check import check_content
from service.content.errors import InvalidContent, NotFound, StaleVersion
from service.documents.history import document_versions, restore_document
from service.documents.writes import change_document, read_document_version
from service.store import ContentStore
from tests.conftest import commit_count, files_in_commit, git, work_tree_status


def site_data(store: ContentStore) -> dict[str, object]:
    data: dict[str, object] = json.loads(store.site_file.read_text("utf-8"))
    return data


def test_a_change_is_one_commit_of_exactly_that_file(store: ContentStore,
                                                     content_dir: Path) -> None:
    data = site_data(store) | {"phone": "(203) 555-0199"}
    before = commit_count(content_dir)
    written = change_document(store, "site", data, author="maria")
    assert written.paths == frozenset({store.site_file})
    assert written.value.phone == "(203) 555-0199"
    assert written.version == read_document_version(store, "site")[1]
    assert commit_count(content_dir) == before + 1
    assert files_in_commit(content_dir) == ["site.json"]
    assert git(content_dir, "log", "-1", "--format=%an %s").strip() == "maria Edit site"
    assert json.loads(store.site_file.read_text("utf-8")) == data
    assert store.site_file.read_text("utf-8").endswith("}\n")
    assert work_tree_status(content_dir) == ""


def test_unchanged_data_writes_nothing(store: ContentStore, content_dir: Path) -> None:
    before = commit_count(content_dir)
    written = change_document(store, "pages/about", json.loads(
        store.page_path("about").read_text("utf-8")))
    assert written.paths == frozenset()
    assert commit_count(content_dir) == before


@pytest.mark.parametrize(("change", "reason"), [
    ({"phone": 42}, "phone: Input should be a valid string"),
    ({"hours": "all day"}, "hours"),
    ({"unknown": 1}, "unknown: Extra inputs are not permitted"),
])
def test_data_the_model_refuses_changes_nothing(store: ContentStore, content_dir: Path,
                                               change: dict[str, object], reason: str) -> None:
    original = store.site_file.read_bytes()
    before = commit_count(content_dir)
    with pytest.raises(InvalidContent) as refused:
        change_document(store, "site", site_data(store) | change)
    assert str(refused.value).startswith("site: ") and reason in str(refused.value)
    assert store.site_file.read_bytes() == original
    assert commit_count(content_dir) == before
    assert work_tree_status(content_dir) == ""


def test_a_stale_expected_version_is_refused(store: ContentStore, content_dir: Path) -> None:
    _, loaded = read_document_version(store, "companies")
    companies = json.loads(store.companies_file.read_text("utf-8"))
    change_document(store, "companies", companies[:1], expected_versions=[loaded])
    before = commit_count(content_dir)
    with pytest.raises(StaleVersion) as stale:
        change_document(store, "companies", companies[:2], expected_versions=[loaded])
    assert "document 'companies' was changed elsewhere" in str(stale.value)
    assert stale.value.current_version == read_document_version(store, "companies")[1]
    assert json.loads(store.companies_file.read_text("utf-8")) == companies[:1]
    assert commit_count(content_dir) == before


@pytest.mark.parametrize("name", ["posts/some-post", "copy/not-a-copy-kind", "pages/../site",
                                  "nothing", "pages/about/x"])
def test_only_registered_documents_are_written(store: ContentStore, name: str) -> None:
    with pytest.raises(NotFound):
        change_document(store, name, {})


def test_history_lists_each_change_and_restore_brings_one_back_as_a_new_commit(
        store: ContentStore, content_dir: Path) -> None:
    original = json.loads(store.page_path("contact").read_text("utf-8"))
    change_document(store, "pages/contact", original | {"title": "Reach us"}, author="maria")
    change_document(store, "pages/contact", original | {"title": "Call us"}, author="joe")
    versions = document_versions(store, "pages/contact")
    assert [v.value.title for v in versions] == ["Call us", "Reach us", original["title"]]
    assert [v.author for v in versions] == ["joe", "maria", "Test Runner"]
    assert versions[0].at >= versions[1].at >= versions[2].at

    before = commit_count(content_dir)
    restored = restore_document(store, "pages/contact", versions[1].rev, author="ann")
    assert restored.value.title == "Reach us"
    assert restored.paths == frozenset({store.page_path("contact")})
    assert commit_count(content_dir) == before + 1
    assert files_in_commit(content_dir) == ["pages/contact.json"]
    short = git(content_dir, "rev-parse", "--short", versions[1].rev).strip()
    assert git(content_dir, "log", "-1", "--format=%s").strip() == \
        f"Restore pages/contact to {short}"
    assert json.loads(store.page_path("contact").read_text("utf-8")) == \
        original | {"title": "Reach us"}
    assert len(document_versions(store, "pages/contact")) == 4


def test_restore_refuses_an_unknown_revision(store: ContentStore) -> None:
    with pytest.raises(InvalidContent):
        restore_document(store, "site", "0" * 40)


def test_a_file_no_document_is_named_after_is_a_problem_agency_check_names(
        store: ContentStore) -> None:
    stray = store.pages_dir / "Our_Team.json"
    stray.write_text("{}\n", "utf-8")
    report = check_content(store)
    assert any(p.path == stray and "no document of the site has this name" in p.reason
               for p in report.problems)
