"""The server render's settings: service/config.py's Settings takes them from here, so that every
AGENCY_ variable is still declared once, with its type, range and meaning."""

from pydantic import Field
from pydantic_settings import BaseSettings

from service.config_types import Flag, Interval


class RenderingSettings(BaseSettings):
    """The server render's part of Settings (its docs: `make docs`, docs/settings.md)."""
    server_rendering: Flag = Field(
        default=True,
        description="`0` serves the plain app shell and lets the browser render every page (the "
                    "Node render worker is not started)")
    render_timeout: Interval = Field(
        default=5.0,
        description="seconds a page's server render may take; a slower one gets the plain app "
                    "shell, which the browser renders")
    render_command: tuple[str, ...] | None = None
