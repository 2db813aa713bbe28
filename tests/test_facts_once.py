"""Facts kept once: the blog's address, the agency's time zone, the form-token marker and the upload
limit are written out only where they are defined; everywhere else (service, CLI, web app) derives
them. Each check reads the fact from its one source, so the check moves with it. Tests too write
the blog's address and its export paths only through tests/addresses.py and paths.blogPost."""

import io
import json
import re
import tokenize
from pathlib import Path

import pytest

from service.content.agency_zone import TIME_ZONE_NAME
from service.own_address import local_address
from service.requests.tokens import FORM_TOKEN_MARKER
from service.routes import BLOG_INDEX
from tests.conftest import PROJECT_ROOT

SOURCES = ("service", "cli", "tools", "web/src", "web/tools")
# Generated from the OpenAPI document, which states the patterns the models derive.
GENERATED = ("web/src/lib/api-types.ts",)
STATEMENT_START = (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT, tokenize.NL)


def source_files() -> list[Path]:
    files = [path for folder in SOURCES for path in (PROJECT_ROOT / folder).rglob("*")
             if path.suffix in (".py", ".ts", ".tsx", ".mjs", ".json") and path.is_file()]
    return [path for path in files if ".test." not in path.name
            and "__pycache__" not in path.parts and "node_modules" not in path.parts
            and path.relative_to(PROJECT_ROOT).as_posix() not in GENERATED]


def code(path: Path) -> str:
    """A file's text without its comments and docstrings, which may name a fact as an example."""
    text = path.read_text("utf-8", errors="replace")
    if path.suffix == ".py":
        tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
        kept = [token.string for at, token in enumerate(tokens) if token.type == tokenize.STRING
                and not ((at == 0 or tokens[at - 1].type in STATEMENT_START)
                         and tokens[at + 1].type == tokenize.NEWLINE)]
        return "\n".join(kept)
    if path.suffix == ".json":
        return text
    return "\n".join(line for line in text.splitlines()
                     if not line.lstrip().startswith(("//", "*", "/*")))


def files_holding(pattern: re.Pattern[str]) -> list[str]:
    return sorted(path.relative_to(PROJECT_ROOT).as_posix() for path in source_files()
                  if pattern.search(code(path)))


@pytest.mark.parametrize(("fact", "pattern", "home"), [
    ("the blog's address", re.compile(rf"""["'`]{re.escape(BLOG_INDEX)}(?:/|["'`?])"""),
     ["service/site/routes.json"]),
    ("the agency's time zone", re.compile(re.escape(TIME_ZONE_NAME)),
     ["service/content/agency_zone.json"]),
    ("the form-token marker", re.compile(re.escape(FORM_TOKEN_MARKER)),
     ["service/requests/form_rules.json"]),
    ("the upload limit", re.compile(r"up to \d+ ?MB"), []),
])
def test_a_fact_is_written_out_only_where_it_is_kept(
        fact: str, pattern: re.Pattern[str], home: list[str]) -> None:
    assert files_holding(pattern) == home, f"{fact} is copied"


# The blog's address as a test writes it by hand: at a string's start or after a space, colon,
# quote, "=" or "(" ('/blog/a', 'footer:/blog/a', 'Sign-up form on /blog/a', href="/blog"); its
# export folder at a string's start or after a space ("blog/a.html", "refused blog/a.html"); in
# Python, the folder or list page as a path part (export / "blog"). From the route table, so it
# moves with it.
BLOG_SEGMENT = re.escape(BLOG_INDEX.strip("/"))
BLOG_WRITTEN = re.compile(rf"""(?:^|[\s"'`:=(]){re.escape(BLOG_INDEX)}(?:/|$|["'`?\\])"""
                          rf"""|(?:^|[\s"'`]){BLOG_SEGMENT}/""")
BLOG_PART = re.compile(rf"{BLOG_SEGMENT}(?:\.html)?")
# Where the literal is the point: the route pattern parser's own tests take a sample pattern; the
# route table's own tests write sample entries ("/news/:slug?" refused), which a move there meets.
BLOG_WRITTEN_ON_PURPOSE = ("web/src/lib/route-pattern.test.ts", "tests/service/test_route_table.py")


def files_of_tests() -> list[Path]:
    """Python under tests/ and the web app's tests and test helpers."""
    python = [path for path in (PROJECT_ROOT / "tests").rglob("*.py")
              if "__pycache__" not in path.parts]
    web = [path for folder in ("web/src", "web/tools")
           for path in (PROJECT_ROOT / folder).rglob("*")
           if path.suffix in (".ts", ".tsx", ".mjs") and path.is_file()
           and (".test." in path.name or "testing" in path.parts)]
    return python + web


def blog_written_by_hand(path: Path) -> list[str]:
    """The strings (Python) or lines (web) of a test file that write the blog's address."""
    if path.suffix != ".py":
        return [line.strip() for line in code(path).splitlines() if BLOG_WRITTEN.search(line)]
    tokens = list(tokenize.generate_tokens(io.StringIO(path.read_text("utf-8")).readline))
    found = []
    for at, token in enumerate(tokens):
        if token.type != tokenize.STRING or (tokens[at - 1].type in STATEMENT_START
                                             and tokens[at + 1].type == tokenize.NEWLINE):
            continue  # a docstring may name the address as an example
        body = re.sub(r"""^[a-zA-Z]*("{3}|'{3}|"|')""", "", token.string)
        beside = {tokens[at - 1].string, tokens[at + 1].string}
        if BLOG_WRITTEN.search(body) or (BLOG_PART.fullmatch(body[:-1]) and "/" in beside):
            found.append(token.string)
    return found


def test_tests_write_the_blogs_address_only_through_the_helpers() -> None:
    """A test that writes "/blog/…" or an export's "blog" folder by hand breaks, or worse, still
    passes while looking at nothing, when the blog moves; tests/addresses.py (post_address,
    post_file, BLOG_FOLDER, ...) and paths.blogPost give them from the route table."""
    written = {path.relative_to(PROJECT_ROOT).as_posix(): found for path in files_of_tests()
               if (found := blog_written_by_hand(path))}
    assert written.keys() - set(BLOG_WRITTEN_ON_PURPOSE) == set(), written
    assert all((PROJECT_ROOT / path).is_file() for path in BLOG_WRITTEN_ON_PURPOSE)  # not stale


def test_the_blog_rule_finds_each_way_of_writing_it(tmp_path: Path) -> None:
    """The rule's own cases, so that a loosened pattern is noticed."""
    segment, index = BLOG_INDEX.strip("/"), BLOG_INDEX
    cases = {
        "a.py": (f'page = "{index}/a"\nexport / "{segment}" / "a.html"\n'
                 f'x = f"refused {segment}/{{slug}}.html"\ny = export / "{segment}.html"\n'
                 f'z = "<a href=\\"{index}\\">"\n'),
        "b.test.tsx": (f"expect(a).toBe('footer:{index}/a');\n"
                       f"const b = 'Sign-up form on {index}/a';\nconst c = '{segment}/flood';\n"),
        "fine.py": (f'pages = {{"{segment}": BLOG_INDEX}}\nurl = "/api/{segment}-posts"\n'
                    f'editor = "/admin/{segment}-editor"\nother = "//evil.example{index}/x"\n'),
    }
    for name, text in cases.items():
        (tmp_path / name).write_text(text, "utf-8")
    assert len(blog_written_by_hand(tmp_path / "a.py")) == 5
    assert len(blog_written_by_hand(tmp_path / "b.test.tsx")) == 3
    assert blog_written_by_hand(tmp_path / "fine.py") == []


def test_the_web_reads_the_post_limits_the_models_keep() -> None:
    checks = (PROJECT_ROOT / "web/src/features/post-editor/lib/post-checks.ts").read_text("utf-8")
    limits = json.loads((PROJECT_ROOT / "service/content/post_limits.json").read_text("utf-8"))
    assert "post_limits.json" in checks
    for value in limits.values():
        assert not re.search(rf"\b{value:_}\b|\b{value}\b", checks), value


@pytest.mark.parametrize(("host", "address"), [
    ("", "127.0.0.1"), ("0.0.0.0", "127.0.0.1"), ("::", "127.0.0.1"), ("10.0.0.5", "10.0.0.5"),
    ("::1", "::1"), ("127.0.0.1", "127.0.0.1")])
def test_the_service_is_reached_on_its_own_address_or_loopback(host: str, address: str) -> None:
    assert local_address(host) == address
