"""`agency newsletter ...`: the newsletter's subscribers and its sends."""

import typer

from cli import newsletter_send

app = typer.Typer(help="The newsletter: its subscribers and its sends.", no_args_is_help=True)
app.command("send")(newsletter_send.send)
app.command("status")(newsletter_send.status)
