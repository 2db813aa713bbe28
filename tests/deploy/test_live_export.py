"""AGENCY_EXPORT_DIR: the running service keeps its static export current. A save rewrites only
the files it affects, atomically; a scheduled post appears by itself when due; renames forward
and unpublished posts leave the export."""

import datetime as dt
import gzip
import json
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import brotli
import pytest
from argon2 import PasswordHasher

from service.auth.accounts import StaffDirectory
from tests.addresses import BLOG_PAGE, forward_file, post_address, post_file, post_files
from tests.app_variants import with_app_variants
from tests.conftest import make_content_copy
from tests.export_cases import link_out_of_the_content
from tests.servers import PUBLIC_URL, StaffOverHttp, running_service

pytestmark = pytest.mark.clock  # reads the time (on the real clock: README, Tests)

USER, PASSWORD = "exporter", "a long enough password"
# A busy two-core machine renders a page in about a second; this leaves room for many.
SHOWS_WITHIN_SECONDS = 15.0


def until(check: Callable[[], bool], seconds: float = SHOWS_WITHIN_SECONDS) -> float:
    """Seconds until check() held; fails after `seconds`."""
    started = time.monotonic()
    while not check():
        assert time.monotonic() - started < seconds, "did not happen in time"
        time.sleep(0.05)
    return time.monotonic() - started


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory,
         app_variants: Path) -> Iterator[tuple[str, Path]]:
    """The real service keeping an export current. Over 12 s, to 20 s on a loaded machine: its
    start, then the whole first export it writes by itself, waited for before the module's tests."""
    folder = tmp_path_factory.mktemp("live")
    content = make_content_copy(folder / "content")
    instance = with_app_variants(folder / "instance", app_variants)
    StaffDirectory(instance / "staff.sqlite3", hasher=PasswordHasher(time_cost=1,
                   memory_cost=1024, parallelism=1)).add(USER, PASSWORD)
    link_out_of_the_content(content, instance / "staff.sqlite3")
    export = folder / "export"
    with running_service(content, instance, server_rendering=True, log=folder / "service.log",
                         AGENCY_EXPORT_DIR=str(export), AGENCY_PUBLIC_URL=PUBLIC_URL) as url:
        until(lambda: health(url)["export"]["updatedAt"] is not None, seconds=300)
        yield url, export


def health(url: str) -> Any:
    try:
        with urllib.request.urlopen(url + "/healthz", timeout=10) as answer:
            return json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return json.loads(error.read())


def html_files(export: Path) -> dict[Path, int]:
    return {path: path.stat().st_mtime_ns for path in export.rglob("*.html")}


def summaries(url: str) -> list[dict[str, Any]]:
    with urllib.request.urlopen(url + "/api/blog-posts?view=summary", timeout=10) as answer:
        posts: list[dict[str, Any]] = json.loads(answer.read())
        return posts


def test_a_body_edit_rewrites_only_that_posts_page_and_data(live: tuple[str, Path]) -> None:
    """Quick itself; over 12 s, to 20 s on a loaded machine, for its module's set-up (`live`)."""
    url, export = live
    staff = StaffOverHttp(url, USER, PASSWORD)
    post = summaries(url)[3]
    page, slash_form = (export / file for file in post_files(post["slug"]))
    before = html_files(export)
    staff.send("PATCH", f"/api/admin/blog-posts/{post['slug']}",
               {"title": post["title"], "excerpt": post["excerpt"],
                "content": "<p>A paragraph written for the live export.</p>",
                "imageUrl": post["imageUrl"]})
    until(lambda: b"written for the live export" in page.read_bytes())
    until(lambda: health(url)["export"]["contentVersion"] == health(url)["contentVersion"])
    after = html_files(export)
    assert {path for path in after if after[path] != before.get(path)} == {page, slash_form}
    assert slash_form.read_bytes() == page.read_bytes()
    data = json.loads((export / "data" / "blog-posts" / f"{post['slug']}.json").read_text())
    assert data["content"] == "<p>A paragraph written for the live export.</p>"
    assert not list(export.rglob(".tmp-*"))


def test_a_title_edit_reaches_the_post_and_every_list(live: tuple[str, Path]) -> None:
    url, export = live
    staff = StaffOverHttp(url, USER, PASSWORD)
    post = summaries(url)[4]
    staff.send("PATCH", f"/api/admin/blog-posts/{post['slug']}",
               {"title": "Retitled for the export", "excerpt": post["excerpt"],
                "content": "<p>Body.</p>", "imageUrl": post["imageUrl"]})
    until(lambda: b"Retitled for the export" in (export / post_file(post["slug"])).read_bytes())
    until(lambda: b"Retitled for the export" in (export / BLOG_PAGE).read_bytes())
    assert b"Retitled for the export" in (export / "feed.xml").read_bytes()
    assert "Retitled for the export" in (export / "data" / "blog-posts.summary.json").read_text()


def served_page(url: str, path: str) -> str:
    """The page as a browser gets it: compressed when the service has a compressed copy."""
    request = urllib.request.Request(url + path, headers={"Accept-Encoding": "br, gzip"})
    with urllib.request.urlopen(request, timeout=30) as answer:
        body = answer.read()
        coding = answer.headers.get("Content-Encoding")
    return (brotli.decompress(body) if coding == "br" else
            gzip.decompress(body) if coding == "gzip" else body).decode("utf-8")


def test_a_new_phone_number_is_on_every_page_at_once_and_in_the_export(
        live: tuple[str, Path]) -> None:
    """Near 10 s on a loaded machine: a fact on every page changed, so the service re-renders every
    page of the export, waited for until each shows the new number."""
    url, export = live
    staff = StaffOverHttp(url, USER, PASSWORD)
    facts = staff.send("GET", "/api/admin/documents/site")["value"]
    old, new = facts["phone"], "(203) 555-0177"
    pages = [path for path in export.rglob("*.html") if old in path.read_text("utf-8")]
    assert len(pages) > 20, "the export shows the agency's number on most pages"
    staff.send("PUT", "/api/admin/documents/site", {**facts, "phone": new})
    # The first answers after the save already show it: the render cache, the replayed and the
    # precompressed answers follow the content, they never serve the old number.
    for path in ("/", "/contact", "/about", "/faqs", "/api/site"):
        shown = served_page(url, path)
        assert new in shown and old not in shown, path
    until(lambda: all(new in path.read_text("utf-8") and old not in path.read_text("utf-8")
                      for path in pages))
    assert json.loads((export / "data" / "site.json").read_text())["phone"] == new


def test_a_scheduled_post_appears_by_itself_when_due(live: tuple[str, Path]) -> None:
    url, export = live
    staff = StaffOverHttp(url, USER, PASSWORD)
    due = (dt.datetime.now(dt.UTC) + dt.timedelta(seconds=4)).replace(microsecond=0)
    post = staff.send("POST", "/api/admin/blog-posts",
                      {"title": "Due in a moment", "content": "On time.", "status": "scheduled",
                       "publishAt": due.isoformat(timespec="seconds")})
    page = export / post_file(post["slug"])
    assert not page.exists()
    until(lambda: page.exists(), seconds=4 + SHOWS_WITHIN_SECONDS)
    assert dt.datetime.now(dt.UTC) >= due
    assert f"{PUBLIC_URL}{post_address(post['slug'])}" in (export / "sitemap.xml").read_text()


def test_rename_leaves_a_forwarding_page_and_unpublish_removes_the_post(
        live: tuple[str, Path]) -> None:
    url, export = live
    staff = StaffOverHttp(url, USER, PASSWORD)
    posts = summaries(url)
    renamed, hidden = posts[6]["slug"], posts[7]["slug"]
    staff.send("PATCH", f"/api/admin/blog-posts/{renamed}",
               {**{k: posts[6][k] for k in ("title", "excerpt", "imageUrl")},
                "content": "<p>Moved.</p>", "slug": f"{renamed}-moved"})
    assert (export / post_file(hidden)).is_file()  # the page unpublishing will take away
    forwarding = export / forward_file(renamed)
    until(lambda: (export / post_file(f"{renamed}-moved")).exists())
    until(lambda: health(url)["export"]["contentVersion"] == health(url)["contentVersion"])
    # The post's page goes, both forms; the forwarding page takes the place of its slash form.
    assert not (export / post_file(renamed)).exists()
    assert b'http-equiv="refresh"' in forwarding.read_bytes()
    line = f"{post_address(renamed)} {post_address(renamed)}-moved 301"
    assert line in (export / "_redirects").read_text()
    assert f"{PUBLIC_URL}{post_address(renamed)}-moved" in forwarding.read_text()
    staff.send("PATCH", f"/api/admin/blog-posts/{hidden}",
               {**{k: posts[7][k] for k in ("title", "excerpt", "imageUrl")},
                "content": "<p>Hidden.</p>", "status": "draft"})
    until(lambda: not (export / post_file(hidden)).exists())
    assert not (export / post_files(hidden)[1]).parent.exists()
    assert not (export / "data" / "blog-posts" / f"{hidden}.json").exists()
    assert hidden not in (export / "data" / "blog-posts.summary.json").read_text()


def test_symbolic_links_in_the_content_are_never_exported(live: tuple[str, Path]) -> None:
    _, export = live
    assert (export / "media" / "winter-road.webp").is_file()
    for name in ("staff.webp", "system", "same.webp"):
        assert not (export / "media" / name).exists(), name
    assert not any(path.is_symlink() for path in export.rglob("*"))


def test_source_maps_are_never_exported(live: tuple[str, Path]) -> None:
    _, export = live
    assert list((export / "assets").glob("main-*.js"))
    assert not list(export.rglob("*.map"))
