"""The settings: valid, and the same ones the service reads (its settings file, not a shell's)."""

import os
import shlex
import stat
from collections.abc import Mapping
from pathlib import Path

from service.config import Settings
from service.config_file import DEFAULT_SETTINGS_FILE, FILE_VARIABLE, SettingsError, settings_file
from service.ops.doctor.findings import Finding, fail, ok, warn

SUBJECT = "settings"
NO_FILE_FIX = (f"Put the AGENCY_ settings in {DEFAULT_SETTINGS_FILE} (or a file {FILE_VARIABLE} "
               "names), so the service and every agency command read the same ones.")


def settings_findings(environ: Mapping[str, str] | None = None) -> tuple[Settings | None,
                                                                       list[Finding]]:
    """The settings (None when the service would refuse them) and what was found about them."""
    env = os.environ if environ is None else environ
    try:
        settings = Settings.from_env(env)
    except SettingsError as error:
        return None, [fail(SUBJECT, str(error), "Correct the variables named, as the service "
                                                "will refuse to start with them.")]
    if refused := Settings.names_not_read(env):
        return None, [fail(SUBJECT, sentence, "Remove it, as the service will refuse to start "
                                              "with it.") for sentence in refused]
    file = settings_file(env)
    if file is None:
        return settings, [warn(SUBJECT, "every AGENCY_ variable set is valid, but no settings "
                                        "file is read", NO_FILE_FIX)]
    found = [warn(SUBJECT, f"{name} from this shell ({env[name]!r}) overrides {file.where(name)} "
                           f"({value!r}), which the service reads",
                  f"Run `unset {name}` so this command works on what the service uses.")
             for name, value in file.values.items() if env.get(name) and env[name] != value]
    return settings, [*found, *_file_mode(file.path),
                      ok(SUBJECT, f"every AGENCY_ variable set is valid, read from {file.path}")]


def _file_mode(path: Path) -> list[Finding]:
    """Another local user may not change the settings (they choose what the service runs, and
    as whom it signs in to the mail server), and should not read them (the SMTP password)."""
    mode = stat.S_IMODE(path.stat().st_mode)
    fix = f"chmod o-rwx {shlex.quote(str(path))}"
    if mode & stat.S_IWOTH:
        return [fail(SUBJECT, f"{path} can be changed by any user on this machine ({mode:04o})",
                     fix)]
    if mode & stat.S_IROTH:
        return [warn(SUBJECT, f"{path} can be read by any user on this machine ({mode:04o}), "
                              "the mail server's password with it", fix)]
    return []
