"""`agency posts new` and `agency posts edit`: from options, a Markdown file or $EDITOR."""

import datetime as dt
import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from cli.console import console, done, fail, user_errors, warn
from cli.context import SlugArgument, load_post, open_store
from cli.editor import edit_in_editor, save_recovery
from service.store.errors import Conflict
from service.store.front_matter import validated_post
from service.store.importers import markdown_item
from service.store.media_import import MediaPlan
from service.store.paragraphs import text_to_html
from service.store.post_fields import image_url_or_none, parse_date, slug_for_title
from service.store.slugs import check_slug

TitleOption = Annotated[str | None, typer.Option(help="The title.")]
ExcerptOption = Annotated[str | None, typer.Option(help="A short summary for the blog list.")]
DateOption = Annotated[str | None, typer.Option(help="The date, YYYY-MM-DD.")]
ImageOption = Annotated[str | None, typer.Option(
    "--image-url", help="A /media/ path, an https:// address, or a local image file to copy "
                        "into media/imported/.")]
ContentFileOption = Annotated[Path | None, typer.Option(
    "--content-file", dir_okay=False,
    help="Plain text file for the content: blank lines separate paragraphs ('-': stdin).")]


def read_text_file(path: Path) -> str:
    if str(path) == "-":
        return sys.stdin.read()
    return path.read_text("utf-8")


@user_errors
def new_post(
    ctx: typer.Context,
    title: TitleOption = None,
    excerpt: ExcerptOption = None,
    date: Annotated[str | None, typer.Option(help="The date, YYYY-MM-DD (default: today).")]
    = None,
    image_url: ImageOption = None,
    content_file: ContentFileOption = None,
    slug: Annotated[str | None, typer.Option(
        help="The slug (default: made from the title, with -2, -3 ... when taken).")] = None,
    from_file: Annotated[Path | None, typer.Option(
        "--from", dir_okay=False,
        help="A Markdown file: front matter (title, slug, date, excerpt, imageUrl), then the "
             "content as blank-line paragraphs. Options given as well take precedence.")] = None,
) -> None:
    """Add a post (one commit); the id is the next free one."""
    store = open_store(ctx)
    fields: dict[str, Any] = {}
    base_dir = Path.cwd()
    if from_file is not None:
        item = markdown_item(from_file)
        fields, base_dir = dict(item.fields), from_file.parent
        for note in item.notes:
            warn(note)
    options = {"title": title, "excerpt": excerpt, "slug": slug, "imageUrl": image_url}
    fields |= {key: value for key, value in options.items() if value is not None}
    if content_file is not None:
        fields["content"] = read_text_file(content_file)
    post_title = str(fields.get("title") or "").strip()
    if not post_title:
        fail("a title is needed: give --title, or --from a file whose front matter has one")
    taken = {path.stem for path in store.post_files()}
    if fields.get("slug"):
        post_slug = check_slug(str(fields["slug"]).strip())
        if post_slug in taken:
            fail(f"a post with slug {post_slug!r} already exists")
    else:
        post_slug = slug_for_title(post_title, taken)
    if date is not None:
        post_date = parse_date(date)
    elif fields.get("date"):
        post_date = parse_date(fields["date"], lenient=True)
    else:
        post_date = dt.date.today()
    media = MediaPlan(store)
    post = validated_post({
        "id": store.next_post_id(), "slug": post_slug, "title": post_title, "date": post_date,
        "excerpt": str(fields.get("excerpt") or "").strip(),
        "content": text_to_html(str(fields.get("content") or "")),
        "imageUrl": media.image_url(image_url_or_none(fields.get("imageUrl")), base_dir),
    })
    store.write_posts([post], f"agency posts new: add '{post.slug}'", media=media.files)
    done(f"Added post '{post.slug}' (id {post.id}, {post.date.isoformat()}): "
         f"{store.post_path(post.slug)}")


@user_errors
def edit_post(
    ctx: typer.Context,
    slug: SlugArgument,
    title: TitleOption = None,
    excerpt: ExcerptOption = None,
    date: DateOption = None,
    image_url: ImageOption = None,
    no_image: Annotated[bool, typer.Option("--no-image", help="Remove the image.")] = False,
    content_file: ContentFileOption = None,
) -> None:
    """Edit a post with options, or without options in $EDITOR (one commit when changed).

    The editor shows front matter (title, date, excerpt, imageUrl) and the content as
    paragraphs separated by blank lines. Text that does not validate is offered again; give up
    and it is kept in a recovery file under the content folder's .store/recovery/.
    """
    store = open_store(ctx)
    post = load_post(store, slug)
    media = MediaPlan(store)
    editor_text = ""
    if image_url is not None and no_image:
        fail("--image-url and --no-image cannot be used together")
    options = (title, excerpt, date, image_url, content_file)
    if no_image or any(option is not None for option in options):
        values = post.model_dump()
        if title is not None:
            values["title"] = title.strip()
        if excerpt is not None:
            values["excerpt"] = excerpt.strip()
        if date is not None:
            values["date"] = parse_date(date)
        if content_file is not None:
            values["content"] = text_to_html(read_text_file(content_file))
        if no_image:
            values["imageUrl"] = None
        elif image_url is not None:
            values["imageUrl"] = media.image_url(image_url_or_none(image_url), Path.cwd())
        updated = validated_post(values)
    else:
        result = edit_in_editor(store, post)
        if result.post is None:
            console.print("No changes; nothing written.")
            return
        updated, editor_text, media.files = result.post, result.text, result.media
    if updated == post:
        console.print("No changes; nothing written.")
        return
    try:
        store.write_posts([updated], f"agency posts edit: '{slug}'", media=media.files,
                          replace=True, expected={slug: post})
    except Conflict as error:
        if editor_text:
            path = save_recovery(store, slug, editor_text)
            fail(f"{error}; nothing written, your text is saved in {path}")
        raise
    done(f"Saved post '{slug}'.")
