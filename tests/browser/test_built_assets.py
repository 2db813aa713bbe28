"""The real build as the real service serves it: no source map (they hold the original source, the
staff editor's included), and script types that name their charset once."""

import re
import urllib.error
import urllib.request

from tests.browser.conftest import SOURCEMAP_DIR, source_map_sources, web_dist


def fetch(url: str) -> tuple[int, str, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, response.headers.get("Content-Type", ""), response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get("Content-Type", ""), error.read()


def test_the_build_keeps_its_source_maps_out_of_the_served_folder() -> None:
    dist = web_dist()
    scripts = sorted(path.name for path in (dist / "assets").glob("*.js"))
    assert scripts
    assert not list((dist / "assets").rglob("*.map"))
    assert sorted(path.name.removesuffix(".map")
                  for path in (dist / SOURCEMAP_DIR).glob("*.js.map")) == scripts
    for name in scripts:
        assert b"sourceMappingURL" not in (dist / "assets" / name).read_bytes(), name


def test_no_script_of_the_site_has_its_source_map_served(base_url: str) -> None:
    _, _, home = fetch(base_url + "/")
    entry = re.findall(r'src="(/assets/[^"]+\.js)"', home.decode())
    assert entry, "the home page names no script"
    editor = next((web_dist() / "assets").glob("admin-blog-editor-*.js")).name
    assert any("/features/admin-editor/" in source
               for source in source_map_sources(f"{base_url}/assets/{editor}"))
    for path in (*entry, f"/assets/{editor}"):
        status, content_type, body = fetch(base_url + path)
        assert status == 200 and content_type == "text/javascript; charset=utf-8", path
        assert b"sourceMappingURL" not in body
        status, _, body = fetch(f"{base_url}{path}.map")
        assert status == 404, path
        assert b"sourcesContent" not in body
