"""Deployment fixtures: a content copy with drafts, schedules, a renamed post and a link with a
final slash, exported with `agency site export`, served by nginx as a plain static host and by
the service itself."""

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.addresses import MOVED_CASES
from tests.app_variants import with_app_variants
from tests.conftest import make_content_copy
from tests.export_cases import PublishingCases, add_publishing_cases, add_slashed_link
from tests.servers import (
    PUBLIC_URL,
    export_site,
    free_port,
    plain_static_server,
    running_nginx,
    running_service,
)


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, PublishingCases]:
    content = make_content_copy(tmp_path_factory.mktemp("exported") / "content")
    cases = add_publishing_cases(content)
    add_slashed_link(content)
    return content, cases


@pytest.fixture(scope="session")
def export_dir(site: tuple[Path, PublishingCases], app_variants: Path,
               tmp_path_factory: pytest.TempPathFactory) -> Path:
    content, _ = site
    folder = tmp_path_factory.mktemp("export")
    target = folder / "site"
    instance = with_app_variants(folder / "instance", app_variants)
    result = export_site(content, instance, target, moved=MOVED_CASES)
    assert result.returncode == 0, result.stdout + result.stderr
    return target


@pytest.fixture(scope="session")
def static_url(export_dir: Path) -> Iterator[str]:
    port = free_port()
    with running_nginx(plain_static_server(export_dir, port), port):
        yield f"http://127.0.0.1:{port}"


@pytest.fixture(scope="session")
def service_url(site: tuple[Path, PublishingCases],
                tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    content, _ = site
    with running_service(content, tmp_path_factory.mktemp("service-instance"),
                         server_rendering=True, AGENCY_PUBLIC_URL=PUBLIC_URL) as url:
        yield url
