"""The tests run on their own content (tests/fixtures/content): no test reads the agency's content/
but the one smoke test of it and the tests of the tools that write into it."""

import re

from service.checks.content_check import check_content
from service.store.content_store import ContentStore
from tests.conftest import PROJECT_ROOT, TEST_CONTENT

# Each reader of the live folder, and why it may.
LIVE_READERS = {
    "tests/deploy/test_live_content.py": "the smoke test: content/ validates and renders",
    "tests/browser/test_wordmarks.py": "make wordmarks draws into content/media/logos",
}
# The live folder named by its constant, or spelled out: a path from the project root, or one
# that climbs out of a test's folder to it.
LIVE_FOLDER = re.compile(r"\bLIVE_CONTENT\b|ROOT\s*/\s*[\"']content\b"
                         r"|parents?(\[\d+\])?\s*/\s*[\"']content\b|\.\./content/")
TEST_SOURCES = ("tests/**/*.py", "web/src/**/*.test.ts", "web/src/**/*.test.tsx",
                "web/tools/**/*.test.mjs")


def test_only_the_smoke_test_and_the_content_tools_tests_read_the_live_content() -> None:
    readers = {str(path.relative_to(PROJECT_ROOT)) for pattern in TEST_SOURCES
               for path in PROJECT_ROOT.glob(pattern)
               if LIVE_FOLDER.search(path.read_text("utf-8"))}
    assert readers - {"tests/conftest.py", "tests/test_test_content.py"} == LIVE_READERS.keys()


def test_the_pattern_finds_each_way_of_naming_the_live_folder() -> None:
    for named in ('PROJECT_ROOT / "content"', "ROOT / 'content' / 'posts'", "LIVE_CONTENT",
                  'Path(__file__).parents[2] / "content"', "'../../../../content/products/*.json'"):
        assert LIVE_FOLDER.search(named), named
    for other in ('"tests/fixtures/content"', "'../../tests/fixtures/content/copy/faq.json'",
                  'tmp_path / "content"', 'folder / "content"', 'post["content"]'):
        assert not LIVE_FOLDER.search(other), other


def test_the_test_content_is_valid_content_of_its_own(store: ContentStore) -> None:
    """A change to the content model changes tests/fixtures/content as it changes content/."""
    assert TEST_CONTENT.parent == PROJECT_ROOT / "tests" / "fixtures"
    report = check_content(store)
    assert [f"{problem.path}: {problem.reason}" for problem in report.problems] == []
    assert report.posts
