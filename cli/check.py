"""`agency check`: validate every content file and report each problem with its path."""

import typer

from cli.console import console, errors
from cli.context import open_store
from service.store.errors import InvalidContent, StoreError
from service.store.loading import Problem


def check(ctx: typer.Context) -> None:
    """Validate every content file; exit non-zero when any is invalid."""
    store = open_store(ctx)
    posts, problems = store.read_posts()
    for path in store.document_files():
        try:
            store.read_document(path)
        except InvalidContent as error:
            problems.append(Problem(path, error.reason))
        except StoreError as error:
            problems.append(Problem(path, str(error)))
    ids = [p.id for p in posts]
    problems += [Problem(store.post_path(p.slug), f"duplicate id {p.id}")
                 for p in posts if ids.count(p.id) > 1]
    for problem in problems:
        errors.print(f"[red]{problem.path}[/]: {problem.reason}", highlight=False)
    if problems:
        raise typer.Exit(code=1)
    console.print(f"[green]OK[/]: {len(posts)} posts and every other content file are valid.")
