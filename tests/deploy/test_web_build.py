"""`npm run build` while the service serves (docs/operating.md, "Upgrading"): the build goes to a
folder of its own and web/dist turns to it in one rename, so every page and asset answered
meanwhile is whole; the running service keeps the build it started with until it restarts, and
the new build keeps the previous one's hashed assets, which pages already sent name."""

import contextlib
import json
import os
import re
import shutil
import subprocess
import urllib.request
from pathlib import Path

import pytest

from service.site.build_files import SOURCEMAP_DIR
from tests.addresses import BLOG_INDEX
from tests.conftest import PROJECT_ROOT, make_content_copy
from tests.servers import running_service, web_dist

FIRST_BUILD_MARK = "<!-- the build the service started with -->"
OLD_ASSET = "main-0ldbuild.js"


def fetch(url: str) -> tuple[int, bytes]:
    with urllib.request.urlopen(url, timeout=60) as answer:
        return answer.status, answer.read()


def earlier_build(link: Path) -> Path:
    """web/dist as `make build` leaves it, a link to a build folder: the project's own build,
    marked, with one asset only it has."""
    first = link.parent / f"{link.name}-builds" / "20000101T000000Z-1"
    shutil.copytree(web_dist().resolve(), first)
    index = first / "index.html"
    index.write_text(index.read_text("utf-8").replace("<head>", f"<head>{FIRST_BUILD_MARK}", 1),
                     "utf-8")
    (first / "assets" / OLD_ASSET).write_text("console.log('old')", "utf-8")
    (first / SOURCEMAP_DIR / f"{OLD_ASSET}.map").write_text('{"version": 3}', "utf-8")
    own = sorted(path.name for path in (first / "assets").iterdir())
    (first / ".own-assets.json").write_text(json.dumps(own), "utf-8")
    link.symlink_to(first.relative_to(link.parent))
    return first


def whole_pages(url: str) -> int:
    """Pages and every asset they name, each answered in full; how many pages were checked."""
    checked = 0
    for path in ("/", BLOG_INDEX, "/about"):
        status, page = fetch(url + path)
        assert status == 200 and FIRST_BUILD_MARK.encode() in page, path
        for asset in re.findall(rb'(?:src|href)="(/assets/[^"]+)"', page):
            assert fetch(url + asset.decode())[0] == 200, asset
        checked += 1
    return checked


@pytest.mark.long
def test_a_build_while_the_service_serves_never_breaks_what_it_serves(tmp_path: Path) -> None:
    """Over 10 s by design: the real `npm run build` (build-dist.mjs, rollup) with the service
    answering all the while. Of the client alone, without terser or brotli (WEB_BUILD_SMALL=1):
    this is about the build's folder and the switch; where each of the whole build's outputs
    goes is the next test's, and `make build` makes all of it, which the other suites run on."""
    link = tmp_path / "web" / "dist"
    link.parent.mkdir()
    first = earlier_build(link)
    content, instance = make_content_copy(tmp_path / "content"), tmp_path / "instance"
    with running_service(content, instance, server_rendering=True,
                         AGENCY_WEB_DIST=str(link)) as url:
        build = subprocess.Popen(["node", "web/tools/build-dist.mjs"], cwd=PROJECT_ROOT,
                                 env={**os.environ, "WEB_DIST_LINK": str(link),
                                      "WEB_BUILD_SMALL": "1"},
                                 stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        checked = 0
        while build.poll() is None:
            checked += whole_pages(url)
            # A round every half second, not back to back: a build writing into the folder served
            # would break pages for most of its run, not for an instant, and rounds back to back
            # (server renders and some 20 fetches each) took a core from the build they watch.
            with contextlib.suppress(subprocess.TimeoutExpired):
                build.wait(timeout=0.5)
        assert build.returncode == 0, build.stderr.read() if build.stderr else ""
        checked += whole_pages(url)  # still the build it started with, after the switch
        assert checked > 3
        assert fetch(f"{url}/assets/{OLD_ASSET}")[0] == 200

    new = link.resolve()
    assert new != first.resolve() and new.parent == first.parent and first.is_dir()
    assert (new / "index.html").is_file()
    assert (new / "assets" / OLD_ASSET).is_file()  # for pages already sent, and for nginx
    assert (new / SOURCEMAP_DIR / f"{OLD_ASSET}.map").is_file()  # kept beside, never served
    assert OLD_ASSET not in json.loads((new / ".own-assets.json").read_text("utf-8"))
    # The restart, on the new build's page (which has no render worker: the client alone).
    with running_service(content, instance, server_rendering=False,
                         AGENCY_WEB_DIST=str(link)) as url:
        status, page = fetch(url + BLOG_INDEX)
        assert status == 200 and FIRST_BUILD_MARK.encode() not in page
        new_main = [path.name for path in (new / "assets").glob("main-*.js")]
        assert any(f"/assets/{name}".encode() in page for name in new_main), page[:2000]


def test_every_output_of_the_whole_build_goes_to_the_builds_own_folder(tmp_path: Path) -> None:
    """The client and the server-rendering worker, as rollup.config.mjs gives them to rollup:
    each under the folder build-dist.mjs names (WEB_DIST_DIR), none into the web/dist served."""
    target = tmp_path / "dist-builds" / "new"
    script = ("const config = (await import('./web/rollup.config.mjs')).default;"
              "console.log(JSON.stringify([config].flat().map("
              "(part) => part.output.dir ?? part.output.file)));")
    run = subprocess.run(["node", "--input-type=module", "-e", script], cwd=PROJECT_ROOT,
                         env={**os.environ, "WEB_DIST_DIR": str(target)},
                         capture_output=True, text=True, check=True)
    outputs = [Path(output) for output in json.loads(run.stdout)]
    assert outputs == [target, target / "server" / "render-worker.mjs"]
