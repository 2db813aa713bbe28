"""Facts kept once: the blog's address, the agency's time zone, the form-token marker and the upload
limit are written out only where they are defined; everywhere else (service, CLI, web app) derives
them. Each check reads the fact from its one source, so the check moves with it."""

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
