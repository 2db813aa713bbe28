"""A phone's HEIC photo uploaded through the post editor: stored upright as WebP and previewed."""

import io
import re
import urllib.request

from PIL import Image
from playwright.sync_api import Page, expect

from tests.browser.helpers import collect_console_errors
from tests.browser.test_admin import editor, open_editor, toast_region, unexpected
from tests.browser.test_publishing import forget, write
from tests.heic_photos import RED, heic_photo


def test_a_heic_photo_uploads_through_the_editor_and_shows_as_webp(staff_page: Page,
                                                                  base_url: str) -> None:
    page = staff_page
    errors = collect_console_errors(page)
    post = write(page, base_url, "POST", "/api/admin/blog-posts",
                 {"title": "Photo from a phone", "content": "<p>Taken on the shore.</p>"})
    try:
        open_editor(page, base_url, post["slug"])
        form = editor(page)
        form.get_by_label("Upload an image").set_input_files(files=[{
            "name": "IMG_0042.HEIC", "mimeType": "image/heic", "buffer": heic_photo(800, 400)}])
        expect(toast_region(page)).to_contain_text("Image uploaded successfully")
        url_field = form.get_by_label("Image URL")
        expect(url_field).to_have_value(re.compile(r"^/media/uploads/[\w-]+\.webp$"))
        image_url = url_field.input_value()

        # The preview is the stored WebP, turned upright as the phone showed it (portrait).
        preview = form.get_by_role("img", name="Preview of the post image")
        expect(preview).to_be_visible()
        page.wait_for_function("img => img.complete && img.naturalWidth > 0",
                               arg=preview.element_handle())
        assert preview.evaluate("img => [img.naturalWidth, img.naturalHeight]") == [400, 800]
        with urllib.request.urlopen(base_url + image_url) as answer:
            assert answer.headers["Content-Type"] == "image/webp"
            with Image.open(io.BytesIO(answer.read())) as stored:
                assert stored.format == "WEBP" and stored.size == (400, 800)
                top = stored.convert("RGB").getpixel((200, 100))
                assert all(abs(a - b) <= 24 for a, b in zip(top, RED, strict=True))
        assert unexpected(errors) == []
    finally:
        forget(page, base_url, post["slug"])
