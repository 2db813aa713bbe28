"""An `agency` command as this service would have a person run it: the command by its path (no
uv or venv on PATH needed), with what it must be told to reach the service's instance folder."""

import os
import pwd
import shlex
import sys
from pathlib import Path

from service.config import Settings
from service.config_file import DEFAULT_SETTINGS_FILE, FILE_VARIABLE, SettingsError


def agency_command(settings: Settings, *args: str) -> str:
    """One line to paste: `[sudo -u USER env] [VARIABLE=value ...] /path/to/agency args`."""
    agency = Path(sys.executable).with_name("agency")
    words = [str(agency) if agency.is_file() else "agency"]
    variables = [f"{name}={value}" for name, value in _variables(settings).items()]
    # Under systemd (INVOCATION_ID) as a user of its own: files the command makes must be that
    # user's, or the service cannot open them.
    if os.environ.get("INVOCATION_ID") and os.geteuid() != 0:
        user = pwd.getpwuid(os.geteuid()).pw_name
        words = ["sudo", "-u", user, "env", *variables, *words]
    else:
        words = [*variables, *words]
    return " ".join(shlex.quote(word) for word in words) + " " + " ".join(args)


def _variables(settings: Settings) -> dict[str, str]:
    """What a command started without this process's environment must be given."""
    given: dict[str, str] = {}
    if settings.env_file is not None and settings.env_file != DEFAULT_SETTINGS_FILE:
        given[FILE_VARIABLE] = str(settings.env_file)
    try:
        plain = Settings.from_env(given)
    except SettingsError:
        plain = None
    if plain is None or plain.instance_dir.resolve() != settings.instance_dir.resolve():
        given["AGENCY_INSTANCE_DIR"] = str(settings.instance_dir.resolve())
    return given
