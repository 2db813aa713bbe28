"""routes.json's `moved` table: the service answers each old address, and what lies under an old
prefix, with a 301 to the new one (query kept, any case); the table refuses a move that would hide
a page that still answers, or lead nowhere."""

import pytest
from quart import Quart

from service import routes
from service.checks.context import CheckContext
from service.routes import ROUTES, moved_address, moved_forwards, read_moved
from tests.addresses import BLOG_INDEX, COMMON_WRONG, MOVED_CASES, post_address


@pytest.fixture
def moved(monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    for old, new in MOVED_CASES.items():
        monkeypatch.setitem(routes.MOVED, old, new)
    return MOVED_CASES


@pytest.mark.parametrize(("asked", "location"), [
    ("/old-news", BLOG_INDEX),
    ("/old-news?page=2", f"{BLOG_INDEX}?page=2"),
    ("/OLD-News/", f"{BLOG_INDEX}/"),
    ("/old-news/flood-cover?utm_source=mail", f"{post_address('flood-cover')}?utm_source=mail"),
    ("/questions", "/faqs"),
])
async def test_a_moved_address_answers_301_at_its_new_place(
        app: Quart, moved: dict[str, str], asked: str, location: str) -> None:
    answer = await app.test_client().get(asked)
    assert answer.status_code == 301
    assert answer.headers["Location"] == location


@pytest.mark.parametrize("asked", ["/old-newsletter", "/questions-and-answers", "/faqs"])
async def test_an_address_that_only_starts_alike_is_not_moved(
        app: Quart, moved: dict[str, str], asked: str) -> None:
    assert (await app.test_client().get(asked)).status_code != 301


def test_an_export_forwards_every_page_a_moved_prefix_leads_to() -> None:
    pages = ["/", BLOG_INDEX, post_address("a"), "/faqs"]
    assert moved_forwards(pages, MOVED_CASES) == {
        "/old-news": BLOG_INDEX, f"/old-news/{post_address('a').rsplit('/', 1)[1]}":
            post_address("a"), "/questions": "/faqs"}
    assert moved_address("/old-news/x", MOVED_CASES) == f"{BLOG_INDEX}/x"


TABLE = {"staffPrefix": routes.STAFF_PREFIX, "appMediaPrefix": routes.APP_MEDIA_PREFIX}


@pytest.mark.parametrize(("old", "new", "problem"), [
    ("/about", "/faqs", "would hide addresses that still answer"),
    (BLOG_INDEX, "/faqs", "would hide addresses that still answer"),
    (f"{routes.STAFF_PREFIX}/old", "/faqs", "would hide addresses that still answer"),
    ("/api/old", "/faqs", "would hide addresses that still answer"),
    ("/old", "/nowhere", "leads to no route of the table"),
    ("/Old", "/faqs", "lowercase fixed paths"),
    ("/old", "//evil.example", "lowercase fixed paths"),
    ("/", "/faqs", "lowercase fixed paths"),
])
def test_the_moved_table_refuses_a_move_that_hides_or_leads_nowhere(
        old: str, new: str, problem: str) -> None:
    with pytest.raises(ValueError, match=problem):
        read_moved({**TABLE, "moved": {old: new}}, ROUTES)


def test_the_moved_table_refuses_a_chain() -> None:
    with pytest.raises(ValueError, match="another moved address"):
        read_moved({**TABLE, "moved": {"/older": "/old", "/old": "/faqs"}}, ROUTES)


def test_a_link_to_a_moved_address_reaches_a_page(moved: dict[str, str]) -> None:
    context = CheckContext((), site_paths=frozenset({BLOG_INDEX, post_address("a"), "/faqs"}))
    assert context.site_path_exists("/questions") and context.site_path_exists("/Old-News/a/")
    assert not context.site_path_exists("/old-news/b")


@pytest.mark.parametrize(("asked", "location"), [
    *COMMON_WRONG.items(),
    ("/FAQ", "/faqs"),
    ("/quote?coverage=auto-insurance", "/request-quote?coverage=auto-insurance"),
])
async def test_common_wrong_addresses_answer_301_from_the_route_table(
        app: Quart, asked: str, location: str) -> None:
    answer = await app.test_client().get(asked)
    assert answer.status_code == 301
    assert answer.headers["Location"] == location


def test_the_route_tables_moved_list_holds_the_common_wrong_addresses() -> None:
    assert {old: routes.MOVED[old] for old in COMMON_WRONG} == COMMON_WRONG


def test_every_moved_address_leads_to_a_page_of_the_route_table() -> None:
    """Each right-hand address is the fixed path of a public page the table lists, not only a
    prefix of one: a typo there would send visitors to a 404 with a 301."""
    pages = {route.path for route in ROUTES if route.fixed and route.kind in ("pages", "unlisted")}
    assert routes.MOVED and all(new in pages for new in routes.MOVED.values()), routes.MOVED
