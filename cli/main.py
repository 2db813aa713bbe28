"""The `agency` command: one sub-app per noun, working through the shared content store."""

from pathlib import Path
from typing import Annotated

import typer

from cli import check, posts

app = typer.Typer(help="Manage the agency site's content folder.", no_args_is_help=True)
app.add_typer(posts.app, name="posts")
app.command("check")(check.check)


@app.callback()
def main(
    ctx: typer.Context,
    content: Annotated[Path | None, typer.Option(
        "--content", envvar="AGENCY_CONTENT_DIR", file_okay=False,
        help="Content folder to work on.")] = None,
) -> None:
    """Manage the agency site's content folder."""
    ctx.obj = {"content": content}
