"""`agency posts export`: every post as one JSON file, or as Markdown files in a folder."""

from enum import StrEnum
from pathlib import Path
from typing import Annotated

import typer

from cli.console import done, fail, user_errors, warn
from cli.content import (
    MARKDOWN_SUFFIXES,
    json_bytes,
    open_store,
    post_document,
    post_to_markdown,
    write_bytes_atomic,
)


class ExportFormat(StrEnum):
    json = "json"
    markdown = "markdown"


@user_errors
def export_posts(
    ctx: typer.Context,
    output_format: Annotated[ExportFormat, typer.Option(
        "--format", help="json: one file in the API's shape, re-importable as it is; markdown: "
                         "one <slug>.md per post with front matter.")] = ExportFormat.json,
    output: Annotated[Path | None, typer.Option(
        "--output", "-o", help="The JSON file, or the folder for Markdown (JSON without it: "
                               "standard output).")] = None,
    clean: Annotated[bool, typer.Option(
        "--clean", help="Markdown: first remove the Markdown files an earlier export left in "
                        "the folder.")] = False,
) -> None:
    """Export every post, newest first, drafts and scheduled posts included."""
    posts, problems = open_store(ctx).read_posts()
    if problems:
        warn(f"{len(problems)} post file(s) could not be read and are left out; "
             "`agency check` lists why.")
    if output_format is ExportFormat.json:
        data = json_bytes([post_document(post) for post in posts])
        if output is None:
            typer.echo(data.decode("utf-8"), nl=False)
            return
        write_bytes_atomic(output, data)
        done(f"Exported {len(posts)} posts to {output}")
        return
    if output is None:
        fail("--format markdown needs --output DIR")
    if output.exists() and not output.is_dir():
        fail(f"{output} is a file; give a folder for the Markdown files")
    earlier = _markdown_files(output)
    if earlier and not clean:
        fail(f"{output} already holds {len(earlier)} Markdown file(s), from an earlier export "
             "perhaps; importing the folder would bring them back. Choose an empty folder, or "
             "add --clean to remove them first.")
    for path in earlier:
        path.unlink()
    output.mkdir(parents=True, exist_ok=True)
    for post in posts:
        write_bytes_atomic(output / f"{post.slug}.md", post_to_markdown(post).encode("utf-8"))
    removed = f" (removed {len(earlier)} earlier file(s))" if earlier else ""
    done(f"Exported {len(posts)} posts to {output}/{removed}")


def _markdown_files(folder: Path) -> list[Path]:
    """Markdown files anywhere in folder: what `posts import --recursive` would read."""
    if not folder.is_dir():
        return []
    return sorted(path for path in folder.rglob("*")
                  if path.suffix.lower() in MARKDOWN_SUFFIXES and path.is_file())
