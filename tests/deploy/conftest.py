"""Deployment fixtures: a content copy with drafts, schedules, a renamed post and a link with a
final slash, exported with `agency site export`, served by nginx as a plain static host and by
the service itself."""

import dataclasses
import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.addresses import MOVED_CASES
from tests.app_variants import with_app_variants
from tests.conftest import make_content_copy
from tests.export_cases import PublishingCases, add_publishing_cases, add_slashed_link
from tests.made_once import made_once, run_folder
from tests.servers import (
    PUBLIC_URL,
    export_site,
    free_port,
    plain_static_server,
    running_nginx,
    running_service,
)


@pytest.fixture(scope="session")
def shared_site(tmp_path_factory: pytest.TempPathFactory, app_variants: Path) -> Path:
    """The content with the publishing cases (content/, cases.json) and its export (site/), made
    once for the run by the first worker that needs them: the modules that read them may run on
    different workers (--dist loadfile), and an export is some 5 s of CPU. The first test to need
    it has the export in its set-up, and a worker that comes second waits for it: with the app
    variants and the service's start, 8 s to 35 s of set-up seen on a loaded machine."""
    folder = run_folder(tmp_path_factory) / "exported-site"
    with made_once(folder) as first:
        if first:
            shutil.rmtree(folder, ignore_errors=True)  # what a failed first attempt left
            folder.mkdir()
            content = make_content_copy(folder / "content")
            cases = add_publishing_cases(content)
            add_slashed_link(content)
            (folder / "cases.json").write_text(json.dumps(dataclasses.asdict(cases)), "utf-8")
            instance = with_app_variants(folder / "instance", app_variants)
            result = export_site(content, instance, folder / "site", moved=MOVED_CASES)
            assert result.returncode == 0, result.stdout + result.stderr
    return folder


@pytest.fixture(scope="session")
def site(shared_site: Path,
         tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, PublishingCases]:
    """The worker's own copy of the exported content (same commits, so the same dates), for its
    service to serve."""
    content = tmp_path_factory.mktemp("exported") / "content"
    shutil.copytree(shared_site / "content", content, symlinks=True)
    cases = json.loads((shared_site / "cases.json").read_text("utf-8"))
    return content, PublishingCases(**cases)


@pytest.fixture(scope="session")
def export_dir(shared_site: Path) -> Path:
    return shared_site / "site"


@pytest.fixture(scope="session")
def static_url(export_dir: Path) -> Iterator[str]:
    port = free_port()
    with running_nginx(plain_static_server(export_dir, port), port):
        yield f"http://127.0.0.1:{port}"


@pytest.fixture(scope="session")
def service_url(site: tuple[Path, PublishingCases],
                tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The service on the worker's copy of the content, rendering on the server: its start, some
    seconds on a loaded machine, is in the set-up of the worker's first test that needs it."""
    content, _ = site
    with running_service(content, tmp_path_factory.mktemp("service-instance"),
                         server_rendering=True, AGENCY_PUBLIC_URL=PUBLIC_URL) as url:
        yield url
