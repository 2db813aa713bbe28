"""`agency site export` into a folder holding an older export of the content: a page that is gone
goes in both its forms, and a renamed post's forwarding page takes the place of its slash form."""

from pathlib import Path

import pytest

from service.export.files import RASTER_SUFFIXES, files_under
from service.posts.writes import rename_post
from service.store import VARIANT_WIDTHS, VARIANTS_FOLDER
from service.store.content_store import ContentStore
from tests.addresses import forward_file, post_files
from tests.app_variants import with_app_variants
from tests.conftest import make_content_copy
from tests.servers import export_site

REFRESH = b'http-equiv="refresh"'


@pytest.mark.long
def test_a_post_renamed_between_two_exports_forwards_from_both_forms(
        tmp_path: Path, app_variants: Path) -> None:
    """Over 10 s by design: two whole exports of the site, the second over the first."""
    content = make_content_copy(tmp_path / "content")
    export = tmp_path / "site"
    store = ContentStore(content)
    slug = store.read_posts()[0][0].slug
    instance = with_app_variants(tmp_path / "instance", app_variants)
    first = export_site(content, instance, export)
    assert first.returncode == 0, first.stdout + first.stderr
    # The application images' variants linked in were reused: the export made only the content's
    # (if their key changed, every export test would make them all again).
    made = {path.name for path in (instance / VARIANTS_FOLDER).iterdir()} - {
        path.name for path in app_variants.glob("*.webp")}
    images = [path for path in files_under(content / "media")
              if path.suffix.lower() in RASTER_SUFFIXES]
    assert len(made) == len(images) * len(VARIANT_WIDTHS) > 0
    page, slash_form = (export / file for file in post_files(slug))
    assert forward_file(slug) == post_files(slug)[1]  # the forwarding page takes the slash form's
    assert slash_form.read_bytes() == page.read_bytes()

    rename_post(store, slug, f"{slug}-moved")
    again = export_site(content, instance, export)
    assert again.returncode == 0, again.stdout + again.stderr
    assert not page.exists()
    assert REFRESH in slash_form.read_bytes()  # now the old address's forwarding page
    moved, moved_slash_form = (export / file for file in post_files(f"{slug}-moved"))
    assert moved_slash_form.read_bytes() == moved.read_bytes()
    assert REFRESH not in moved.read_bytes()
