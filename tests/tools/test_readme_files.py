"""The READMEs name source files that exist: a file renamed or removed fails here until the
README that names it is brought up to date."""

import re
import subprocess

import pytest

from tests.conftest import PROJECT_ROOT

READMES = ["README.md", "web/README.md"]
# A source file's name in backquotes, with or without its folders or the web app's "@/" alias.
SOURCE_NAME = re.compile(r"`(?:@/)?([\w./-]+\.(?:py|ts|tsx|mjs))`")
# Files the build writes (rollup's render worker), named as a reader finds them in web/dist/.
BUILT = {"web/dist/server/render-worker.mjs", "server/render-worker.mjs"}


def tracked_files() -> list[str]:
    listing = subprocess.run(["git", "ls-files"], cwd=PROJECT_ROOT, capture_output=True,
                             text=True, check=True)
    return listing.stdout.split()


@pytest.mark.parametrize("readme", READMES)
def test_every_source_file_a_readme_names_exists(readme: str) -> None:
    files = tracked_files()
    named = set(SOURCE_NAME.findall((PROJECT_ROOT / readme).read_text(encoding="utf-8")))
    assert named, f"{readme} names no source file: the pattern no longer reads it"
    missing = sorted(name for name in named - BUILT
                     if not any(path == name or path.endswith(f"/{name}") for path in files))
    assert missing == [], f"{readme} names files that do not exist: {missing}"
