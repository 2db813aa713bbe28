"""What `agency site export` never writes, whatever the content or the folder holds: a file outside
the export folder, a forwarding page to another site, a file reached through a symbolic link, or
a source map."""

import json
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

from service.export.layout import data_file, redirect_file
from service.routes import moved_forwards, routes_of
from service.site.build_files import SOURCEMAP_DIR
from service.store.content_store import ContentStore
from tests.addresses import BLOG_FOLDER, post_address, post_file
from tests.app_variants import with_app_variants
from tests.conftest import make_content_copy
from tests.export_cases import commit_all, link_out_of_the_content
from tests.servers import PUBLIC_URL, export_site

ESCAPE = "../../../../escaped"


def test_a_path_outside_the_folder_is_refused_even_if_the_content_passed(
        tmp_path: Path, app_variants: Path) -> None:
    """The exporter's own check, apart from the models: an export made by an older version
    remembers a forwarding page at a climbing address, and a link in the folder leads out."""
    export = tmp_path / "a" / "b" / "c" / "export"
    victim = tmp_path / "victim" / "index.html"
    victim.parent.mkdir()
    victim.write_text("not the export's to delete", "utf-8")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    export.mkdir(parents=True)
    climbing = f"{post_address('x')}/../../../../victim"
    (export / BLOG_FOLDER).symlink_to(elsewhere, target_is_directory=True)
    (export / ".agency-export.json").write_text(json.dumps(
        {"origin": PUBLIC_URL,
         "redirects": {climbing: post_address("y")}}), "utf-8")
    content = make_content_copy(tmp_path / "content")

    instance = with_app_variants(tmp_path / "instance", app_variants)
    result = export_site(content, instance, export)
    assert victim.read_text("utf-8") == "not the export's to delete"
    assert list(elsewhere.iterdir()) == []
    assert result.returncode == 1
    assert f"refused {redirect_file(climbing)}" in result.stderr
    newest = ContentStore(content).read_posts()[0][0]
    assert f"refused {post_file(newest.slug)}" in result.stderr
    assert (export / "index.html").is_file() and (export / "data" / "site.json").is_file()


def push_addresses_out(content: Path) -> None:
    """Addresses pushed through git that the API would refuse: a redirect climbing out of its
    folder, one to another site, one with a line break, a product page and a service climbing
    out. Each of these passed the models' patterns before they were held to the whole value."""
    (content / "redirects.json").write_text(json.dumps([
        {"from": f"{post_address('x')}/{ESCAPE}", "to": post_address("y")},
        {"from": post_address("old"), "to": "//evil.example/phish"},
        {"from": post_address("older"), "to": f"{post_address('y')}\n/admin /evil 302"}]), "utf-8")
    product = content / "products" / "flood-insurance.json"
    product.write_text(json.dumps(json.loads(product.read_text("utf-8"))
                                  | {"path": f"/insurance/x/{ESCAPE}"}), "utf-8")
    services = json.loads((content / "services.json").read_text("utf-8"))
    services[0]["slug"] = f"vehicle-insurance/auto-insurance/../{ESCAPE}"
    (content / "services.json").write_text(json.dumps(services), "utf-8")
    commit_all(content, "Addresses pushed through git that the API would refuse")


@dataclass
class OneExport:
    """An export with three hazards at once (none bears on another: the links are in media/,
    the addresses in redirects.json, a product page and services.json, the maps in the export
    folder): links out of the content, addresses that climb out or lead elsewhere, and source
    maps an older export published in the folder."""
    root: Path
    content: Path
    folder: Path
    links: list[str]
    old_maps: list[Path]
    result: subprocess.CompletedProcess[str]


@pytest.fixture(scope="module")
def one_export(tmp_path_factory: pytest.TempPathFactory, app_variants: Path) -> OneExport:
    """Over 14 s, to 23 s on a loaded machine: one whole `agency site export`, every page rendered,
    shared by the module's three tests so that the three hazards cost one export."""
    tmp_path = tmp_path_factory.mktemp("one-export")
    # A private file outside the content (the export's own instance folder holds real databases,
    # which its service opens at start-up).
    secret = tmp_path / "private" / "staff.sqlite3"
    secret.parent.mkdir()
    # A marker no page or script of the site holds ("staff accounts" is in the staff screens').
    secret.write_bytes(b"SQLite format 3 private-7c41e9 staff database")
    content = make_content_copy(tmp_path / "content")
    links = link_out_of_the_content(content, secret)
    push_addresses_out(content)
    # Four folders deep, so that each "../../../.." of ESCAPE would land inside tmp_path.
    export = tmp_path / "a" / "b" / "c" / "d" / "export"
    old_maps = [export / SOURCEMAP_DIR / "main-0ld0ld0l.js.map",
                export / "assets" / "main-0ld0ld0l.js.map"]
    for old_map in old_maps:
        old_map.parent.mkdir(parents=True, exist_ok=True)
        old_map.write_text('{"sourcesContent": ["the staff editor"]}', "utf-8")

    instance = with_app_variants(tmp_path / "instance", app_variants)
    result = export_site(content, instance, export)
    assert result.returncode == 0, result.stdout + result.stderr
    return OneExport(tmp_path, content, export, list(links), old_maps, result)


def test_addresses_that_climb_out_or_lead_elsewhere_are_refused(one_export: OneExport) -> None:
    """Quick itself; over 14 s, to 23 s on a loaded machine, for the module's `one_export`."""
    export, content, result = one_export.folder, one_export.content, one_export.result
    for path in ("redirects.json", "products/flood-insurance.json", "services.json"):
        assert f"{content / path}: " in result.stderr, path  # reported, left out
    assert [p for p in one_export.root.rglob("escaped*")] == []
    # Only the route table's moved addresses, one for each page they lead to (/quote/resume with
    # /quote, a post with the blog should the blog move): none of the refused redirects.
    fixed_pages = [route.path for route in routes_of("pages", "unlisted") if route.fixed]
    summary = data_file("/api/blog-posts?view=summary")
    assert summary is not None
    posts = [post_address(post["slug"])
             for post in json.loads((export / summary).read_text("utf-8"))]
    assert posts
    assert (export / "_redirects").read_text("utf-8") == "".join(
        f"{old} {new} 301\n" for old, new in sorted(moved_forwards(fixed_pages + posts).items()))
    slash_forms = list((export / BLOG_FOLDER).glob("*/index.html"))
    assert len(slash_forms) == len(posts)  # the folder looked in is the one the posts are in
    assert not [page for page in slash_forms  # no forwarding page
                if b'http-equiv="refresh"' in page.read_bytes()]
    assert (export / "insurance" / "property-insurance" / "renters-insurance.html").is_file()


def test_symbolic_links_in_the_content_are_never_exported(one_export: OneExport) -> None:
    """Quick itself; over 14 s, to 23 s on a loaded machine, for the module's `one_export`."""
    export = one_export.folder
    for name in one_export.links:
        assert not (export / name).exists() and not (export / name).is_symlink(), name
    exported = [path for path in export.rglob("*") if path.is_file()]
    assert not any(path.is_symlink() for path in export.rglob("*"))
    assert not any(b"private-7c41e9" in path.read_bytes() for path in exported)
    assert not list((export / "media-variants").rglob("same.webp.webp"))
    assert (export / "media" / "winter-road.webp").is_file()


def test_source_maps_an_older_export_published_are_removed(one_export: OneExport) -> None:
    """Quick itself; over 14 s, to 23 s on a loaded machine, for the module's `one_export`."""
    export = one_export.folder
    assert not any(old_map.exists() for old_map in one_export.old_maps)
    assert not list(export.rglob("*.map"))
    assert not (export / SOURCEMAP_DIR).exists()
    assert list((export / "assets").glob("main-*.js"))
