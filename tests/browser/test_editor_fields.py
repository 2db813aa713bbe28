"""The post editor's fields in a real browser: problems are told in plain words beside the field
that caused them (never a validator's wording), the image address box turns this site's own full
address into its /media/ path, and the icon buttons carry readable icons and labels."""

import json
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.browser.test_admin import editor, open_editor, toast_region, update_post

VALIDATOR_WORDING = ["String should", "Invalid request body", "validation", "imageUrl must"]


def test_an_empty_title_is_refused_beside_the_field(
    staff_page: Page, base_url: str, served_content: Path
) -> None:
    page = staff_page
    posts = page.request.get(base_url + "/api/blog-posts").json()
    post = posts[-3]
    before = (served_content / "posts" / f"{post['slug']}.json").read_text()
    patches: list[str] = []
    page.on("request", lambda r: patches.append(r.url) if r.method == "PATCH" else None)
    open_editor(page, base_url, post["slug"])
    form = editor(page)
    title = form.get_by_label("Title")
    expect(title).to_have_value(post["title"])

    title.fill("")
    form.get_by_role("button", name="Update", exact=True).click()
    expect(title).to_have_accessible_description("Add a title before saving")
    expect(title).to_have_attribute("aria-invalid", "true")
    expect(title).to_be_focused()
    expect(form).to_contain_text("Check the fields marked in red, then save again.")
    text = form.inner_text()
    assert all(wording not in text for wording in VALIDATOR_WORDING)
    assert patches == []
    assert (served_content / "posts" / f"{post['slug']}.json").read_text() == before

    # Typing a title clears the message.
    title.fill("A title again")
    expect(form.get_by_text("Add a title before saving")).to_have_count(0)


def test_too_long_fields_say_the_limit(staff_page: Page, base_url: str) -> None:
    page = staff_page
    posts = page.request.get(base_url + "/api/blog-posts").json()
    open_editor(page, base_url, posts[-3]["slug"])
    form = editor(page)
    expect(form.get_by_label("Title")).to_have_value(posts[-3]["title"])
    form.get_by_label("Title").fill("T" * 201)
    form.get_by_label("Excerpt").fill("E" * 1001)
    form.get_by_role("button", name="Update", exact=True).click()
    expect(form.get_by_label("Title")).to_have_accessible_description(
        "Shorten the title to 200 characters or fewer (it has 201)."
    )
    expect(form.get_by_label("Excerpt")).to_have_accessible_description(
        "Shorten the excerpt to 1,000 characters or fewer (it has 1,001)."
    )


def test_the_image_address_takes_this_sites_own_address(
    staff_page: Page, base_url: str, served_content: Path
) -> None:
    page = staff_page
    posts = page.request.get(base_url + "/api/blog-posts").json()
    post = posts[-3]
    media = next(p for p in sorted((served_content / "media").glob("*.webp")))
    path = "/" + media.relative_to(served_content).as_posix()
    token = page.request.get(base_url + "/api/auth/session").json()["csrfToken"]
    open_editor(page, base_url, post["slug"])
    form = editor(page)
    field = form.get_by_label("Image URL")
    # The box shows addresses as stored, never with this site's host name.
    assert field.get_attribute("placeholder") == "/media/uploads/photo.webp"

    try:
        # A refused address says why as soon as the field is left, before any save.
        field.fill("http://images.example/porch.jpg")
        field.press("Tab")
        expect(field).to_have_accessible_description(
            "An image of this site (/media/…, as an upload fills in) or an https:// address;"
            " leave it empty for no image. Use the secure https:// version of this address:"
            " the site shows images from secure addresses only."
        )
        field.fill("/images/porch.jpg")
        form.get_by_role("button", name="Update", exact=True).click()
        expect(form).to_contain_text(
            "Use an image of this site (/media/…, as an upload fills in) or an address starting"
            " with https://."
        )

        # This site's own full address (copied from the browser) becomes its /media/ path on
        # leaving the box, and is saved as that path.
        field.fill(base_url + path)
        field.press("Tab")
        expect(field).to_have_value(path)
        update_post(page, form)
        expect(toast_region(page)).to_contain_text("Blog post updated successfully")
        saved = json.loads((served_content / "posts" / f"{post['slug']}.json").read_text())
        assert saved["imageUrl"] == path
        expect(field).to_have_value(path)
    finally:
        answer = page.request.patch(
            f"{base_url}/api/admin/blog-posts/{post['slug']}",
            data={key: post[key] for key in ("title", "excerpt", "content", "imageUrl")},
            headers={"X-CSRF-Token": token, "Origin": base_url, "If-Match": "*"},
        )
        assert answer.ok, answer.text()


def test_icon_buttons_show_readable_icons_and_labels(staff_page: Page, base_url: str) -> None:
    page = staff_page
    posts = page.request.get(base_url + "/api/blog-posts").json()
    with_image = next(p for p in reversed(posts) if p["imageUrl"])
    open_editor(page, base_url, with_image["slug"])
    form = editor(page)
    expect(form.get_by_label("Image URL")).to_have_value(with_image["imageUrl"])

    buttons = {
        "Remove image": form.get_by_role("button", name="Remove image"),
        "Sign out": page.get_by_role("button", name="Sign out"),
        "Load the latest saved version": form.get_by_role(
            "button", name="Load the latest saved version"
        ),
    }
    for label, button in buttons.items():
        expect(button).to_be_visible()
        expect(button).to_contain_text(label)
        icon = button.locator("svg")
        box = icon.bounding_box()
        assert box is not None and box["width"] >= 20 and box["height"] >= 20, (label, box)
