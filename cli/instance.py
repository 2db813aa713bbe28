"""The instance folder as commands open it: its settings, after its file modes are repaired."""

from cli.console import warn
from service.config import Settings
from service.instance import repair


def instance_settings() -> Settings:
    """The settings, once the instance folder is private again (what changed is said first)."""
    settings = Settings.from_env()
    for line in repair(settings.instance_dir):
        warn(line)
    return settings
