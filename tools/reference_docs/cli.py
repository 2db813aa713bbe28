"""docs/cli.md: every `agency` command, its arguments, options and help, from the Typer app."""

import inspect
import re
from typing import Any

import typer.main
from typer._click.core import Context

from cli.main import app
from service.config import PROJECT_ROOT
from tools.reference_docs.markdown import GENERATED_NOTE, page, table

INTRO = """# The `agency` command

`uv run agency --help` (or `agency` inside the project's virtual environment) lists the commands;
every command has `--help`, which says what this page says. The commands work on the content
folder through the same content store as the service, also while it runs: the service picks up
their changes within a second. Worked examples are in [operating.md](operating.md) and
[architecture.md](architecture.md)."""
# An argument's usage piece as Typer writes it, `{slug}`, and as a reader types it, SLUG.
_ARGUMENT_PIECE = re.compile(r"\{(\w+)\}")


def _usage(command: Any, ctx: Context) -> str:
    pieces = " ".join(command.collect_usage_pieces(ctx))
    return f"{ctx.command_path} " + _ARGUMENT_PIECE.sub(lambda m: m[1].upper(), pieces)


def _help_text(command: Any) -> list[str]:
    """The command's docstring as paragraphs, click's no-rewrap markers left out."""
    text = inspect.cleandoc(command.help or "").replace("\b\n", "")
    return [line for line in text.split("\n")]


def _parameters(command: Any, ctx: Context) -> list[tuple[str, str, str]]:
    """(kind, how it is written, what it does) for each argument and option but --help."""
    rows = []
    for parameter in command.get_params(ctx):
        record = parameter.get_help_record(ctx)
        if parameter.name == "help" or record is None:
            continue
        written, helped = record
        rows.append((parameter.param_type_name, f"`{written}`", helped))
    return rows


def _section(command: Any, ctx: Context) -> list[str]:
    depth = min(ctx.command_path.count(" ") + 1, 4)
    lines = [f"{'#' * (depth + 1)} `{ctx.command_path}`", "", "```", _usage(command, ctx), "```",
             "", *_help_text(command), ""]
    rows = _parameters(command, ctx)
    if rows:
        lines += [*table(["", "written", "what it does"], rows), ""]
    return lines


def _walk(command: Any, name: str, parent: Context | None) -> list[str]:
    ctx = Context(command, info_name=name, parent=parent)
    lines = [] if command.hidden else _section(command, ctx)
    for child in sorted(getattr(command, "commands", {})):
        lines += _walk(command.commands[child], child, ctx)
    return lines


def cli_page() -> str:
    """The page: the root command, then each command and sub-command in name order."""
    root = typer.main.get_command(app)
    text = page([GENERATED_NOTE.format(source="cli/ (the Typer app in cli/main.py)"), "", INTRO,
                 "", *_walk(root, "agency", None)])
    # A default that names this checkout reads the same on every machine.
    return text.replace(str(PROJECT_ROOT), "<checkout>")
