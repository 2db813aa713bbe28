"""`agency posts new` and `agency posts edit`: from options, a Markdown file or $EDITOR."""

import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from cli.console import console, done, fail, user_errors, warn
from cli.content import (
    MARKDOWN,
    AtOption,
    Conflict,
    MediaPlan,
    NewPost,
    Post,
    PostChange,
    SlugArgument,
    StaleVersion,
    change_post,
    create_post,
    describe_moment,
    image_url_or_none,
    import_content,
    load_post,
    markdown_item,
    open_store,
    parse_date,
    post_status,
    post_version,
    text_to_html,
    utc_now,
)
from cli.editor import edit_in_editor, save_recovery
from cli.replica import writes

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


@writes
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
             "content in Markdown. Options given as well take precedence.")] = None,
    draft: Annotated[bool, typer.Option(
        "--draft", help="Keep it as a draft that only staff see (publish it later).")] = False,
    at: AtOption = None,
) -> None:
    """Add a post (one commit); the id is the next free one."""
    store = open_store(ctx)
    if draft and at:
        fail("--draft and --at cannot be used together")
    fields: dict[str, Any] = {}
    base_dir, folders = Path.cwd(), [Path.cwd()]
    media = MediaPlan(store)
    content = ""
    if from_file is not None:
        item = markdown_item(from_file)
        fields, base_dir, folders = dict(item.fields), from_file.parent, item.folders()
        rendered = import_content(str(fields.get("content") or ""), MARKDOWN, media, folders)
        content = rendered.html
        draft = draft or (fields.get("status") == "draft" and not at)
        for note in item.notes + rendered.notes:
            warn(note)
    options = {"title": title, "excerpt": excerpt, "slug": slug, "imageUrl": image_url}
    fields |= {key: value for key, value in options.items() if value is not None}
    if content_file is not None:
        content = text_to_html(read_text_file(content_file))
    post_title = str(fields.get("title") or "").strip()
    if not post_title:
        fail("a title is needed: give --title, or --from a file whose front matter has one")
    if date is not None:
        fields["date"] = parse_date(date)
    elif fields.get("date"):
        fields["date"] = parse_date(fields["date"], lenient=True)
    new = NewPost.model_validate({
        "title": post_title, "slug": str(fields["slug"]).strip() if fields.get("slug") else None,
        "date": fields.get("date"), "excerpt": str(fields.get("excerpt") or "").strip(),
        "content": content,
        "imageUrl": media.image_url(image_url_or_none(fields.get("imageUrl")), base_dir, folders),
        "status": "draft" if draft else "scheduled" if at else "published", "publishAt": at,
    })
    post = create_post(store, new, media=media.files, via="agency posts new")
    state = {"draft": " as a draft", "scheduled": f", to appear {_when(post)}"}
    done(f"Added post '{post.slug}' (id {post.id}, {post.date.isoformat()})"
         f"{state.get(post_status(post, utc_now()), '')}: {store.post_path(post.slug)}")


@writes
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
    change: dict[str, Any] = {}
    if no_image or any(option is not None for option in (title, excerpt, date, image_url,
                                                            content_file)):
        if title is not None:
            change["title"] = title.strip()
        if excerpt is not None:
            change["excerpt"] = excerpt.strip()
        if date is not None:
            change["date"] = parse_date(date)
        if content_file is not None:
            change["content"] = text_to_html(read_text_file(content_file))
        if no_image:
            change["imageUrl"] = None
        elif image_url is not None:
            change["imageUrl"] = media.image_url(image_url_or_none(image_url), Path.cwd())
    else:
        result = edit_in_editor(store, post)
        if result.post is None:
            console.print("No changes; nothing written.")
            return
        editor_text, media.files = result.text, result.media
        change = {name: getattr(result.post, name)
                  for name in ("title", "date", "excerpt", "content", "imageUrl")}
    try:
        updated = change_post(store, slug, PostChange.model_validate(change),
                              expected_versions={post_version(post)}, media=media.files,
                              via="agency posts edit")
    except (Conflict, StaleVersion) as error:
        reason = str(error) if isinstance(error, Conflict) else \
            f"post {slug!r} was changed elsewhere since it was read"
        if editor_text:
            path = save_recovery(store, slug, editor_text)
            fail(f"{reason}; nothing written, your text is saved in {path}")
        fail(reason)
    if updated == post:
        console.print("No changes; nothing written.")
        return
    done(f"Saved post '{slug}'.")


def _when(post: Post) -> str:
    return describe_moment(post.publishAt) if post.publishAt else "now"
