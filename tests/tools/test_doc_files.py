"""The hand-written docs (the READMEs and docs/*.md but the generated pages) name source files that
exist, and their links lead somewhere: a file renamed or removed fails here until the doc that
names it is brought up to date. The README links every page under docs/."""

import re
import subprocess
from pathlib import Path

import pytest

from tests.conftest import PROJECT_ROOT
from tools.docs_screenshots import IMAGES, STAFF_SCREENS, VISITOR_SCREENS
from tools.reference_docs.pages import GENERATORS

WRITTEN = ["README.md", "web/README.md", "docs/operating.md", "docs/staff.md",
           "docs/architecture.md"]
# The staff guide is written for the office and names no source file.
NAMING_SOURCES = [doc for doc in WRITTEN if doc != "docs/staff.md"]
# A source file's name in backquotes, with or without its folders or the web app's "@/" alias.
SOURCE_NAME = re.compile(r"`(?:@/)?([\w./-]+\.(?:py|ts|tsx|mjs))`")
# A Markdown link or image to a file of this repository (not a web address, not an anchor alone).
RELATIVE_LINK = re.compile(r"!?\[[^\]]*\]\((?!https?:|mailto:|#)([^)#\s]+)(?:#[^)]*)?\)")
# Files the build writes (rollup's render worker), named as a reader finds them in web/dist/.
BUILT = {"web/dist/server/render-worker.mjs", "server/render-worker.mjs"}


def tracked_files() -> list[str]:
    listing = subprocess.run(["git", "ls-files"], cwd=PROJECT_ROOT, capture_output=True,
                             text=True, check=True)
    return listing.stdout.split()


def test_every_page_under_docs_is_written_or_generated() -> None:
    pages = {path.relative_to(PROJECT_ROOT).as_posix()
             for path in (PROJECT_ROOT / "docs").glob("*.md")}
    assert pages == {name for name in WRITTEN if name.startswith("docs/")} | set(GENERATORS)


@pytest.mark.parametrize("doc", NAMING_SOURCES)
def test_every_source_file_a_doc_names_exists(doc: str) -> None:
    files = tracked_files()
    named = set(SOURCE_NAME.findall((PROJECT_ROOT / doc).read_text(encoding="utf-8")))
    assert named, f"{doc} names no source file: the pattern no longer reads it"
    missing = sorted(name for name in named - BUILT
                     if not any(path == name or path.endswith(f"/{name}") for path in files))
    assert missing == [], f"{doc} names files that do not exist: {missing}"


@pytest.mark.parametrize("doc", WRITTEN + list(GENERATORS))
def test_every_link_of_a_doc_leads_to_a_file(doc: str) -> None:
    source = PROJECT_ROOT / doc
    targets = RELATIVE_LINK.findall(source.read_text(encoding="utf-8"))
    broken = sorted({target for target in targets
                     if not (source.parent / Path(target)).exists()})
    assert broken == [], f"{doc} links to files that do not exist: {broken}"


def test_the_readme_links_every_doc() -> None:
    linked = set(RELATIVE_LINK.findall((PROJECT_ROOT / "README.md").read_text(encoding="utf-8")))
    pages = {path.relative_to(PROJECT_ROOT).as_posix()
             for path in (PROJECT_ROOT / "docs").glob("*.md")}
    assert pages - linked == set(), "pages under docs/ the README does not link"


def test_the_staff_guide_shows_the_screenshots_the_tool_takes() -> None:
    shown = set(re.findall(r"!\[[^\]]*\]\(images/([\w-]+)\.png\)",
                           (PROJECT_ROOT / "docs" / "staff.md").read_text(encoding="utf-8")))
    taken = {*VISITOR_SCREENS, *STAFF_SCREENS}
    assert shown == taken, "docs/staff.md and tools/docs_screenshots.py name other pictures"
    missing = sorted(name for name in taken if not (IMAGES / f"{name}.png").is_file())
    assert missing == [], f"screenshots not taken: run `make docs-screenshots` ({missing})"


def test_the_readme_stays_a_five_minute_read() -> None:
    lines = (PROJECT_ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    assert len(lines) <= 250, "README.md is over 250 lines: move the detail to a page of docs/"
