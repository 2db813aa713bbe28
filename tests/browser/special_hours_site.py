"""A running site whose content says which special dates (site.json specialHours) it has: for the
tests of the special-date notice and of the first-load budget in the week before a holiday."""

import json
from collections.abc import Iterator
from typing import Any

import pytest

from tests.conftest import git, make_content_copy
from tests.servers import running_service


def site_with_special_hours(tmp_path_factory: pytest.TempPathFactory, name: str,
                            days: list[dict[str, Any]]) -> Iterator[tuple[str, dict[str, Any]]]:
    """A service (server rendering on) of a copy of the test content whose special dates are `days`:
    yields its address and its site facts."""
    content = make_content_copy(tmp_path_factory.mktemp(name) / "content")
    site_file = content / "site.json"
    site = json.loads(site_file.read_text("utf-8")) | {"specialHours": days}
    site_file.write_text(json.dumps(site, indent=2) + "\n", "utf-8")
    git(content, "commit", "--quiet", "--all", "-m", "Special hours for the test")
    instance = tmp_path_factory.mktemp(f"{name}-instance")
    with running_service(content, instance, server_rendering=True) as url:
        yield url, site
