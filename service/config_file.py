"""The settings file (AGENCY_ENV_FILE) beside pydantic-settings' reading of it: which file,
its lines checked and numbered, and bad settings told in one line naming the file's line."""

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from difflib import get_close_matches
from pathlib import Path
from typing import Any

from dotenv.parser import parse_stream
from pydantic import ValidationError
from pydantic.fields import FieldInfo

from service.config_types import ENV_PREFIX, accepts

FILE_VARIABLE = ENV_PREFIX + "ENV_FILE"
# Read when AGENCY_ENV_FILE is unset and this file exists: the service and every `agency`
# command on the machine then share one set of settings without anyone naming it.
DEFAULT_SETTINGS_FILE = Path("/etc/agency/agency.env")


class SettingsError(ValueError):
    """Settings the service cannot run with: one line that names each bad variable."""


@dataclass(frozen=True)
class SettingsFile:
    """A settings file's values as written and the line each was read from, by variable name."""
    path: Path
    values: dict[str, str] = field(default_factory=dict)
    lines: dict[str, int] = field(default_factory=dict)

    def where(self, variable: str) -> str:
        return f"{self.path} line {self.lines[variable]}"


def chosen_file(environ: Mapping[str, str]) -> Path | None:
    """The settings file AGENCY_ENV_FILE names, else the default one when it exists."""
    if named := environ.get(FILE_VARIABLE):
        return Path(named)
    return DEFAULT_SETTINGS_FILE if DEFAULT_SETTINGS_FILE.exists() else None


def settings_file(environ: Mapping[str, str]) -> SettingsFile | None:
    """The chosen settings file read and checked (see read_settings_file), or None."""
    path = chosen_file(environ)
    return read_settings_file(path) if path else None


def read_settings_file(path: Path) -> SettingsFile:
    """Its values; SettingsError for a file that cannot be read or a line that is not
    KEY=VALUE (a comment, a blank line and `export KEY=VALUE` are fine)."""
    try:
        with path.open(encoding="utf-8") as stream:
            bindings = list(parse_stream(stream))
    except (OSError, UnicodeDecodeError) as error:
        raise SettingsError(f"cannot read the settings file {path} ({FILE_VARIABLE}): "
                            f"{getattr(error, 'strerror', None) or error}") from None
    read = SettingsFile(path)
    for binding in bindings:
        if binding.error or (binding.key is not None and binding.value is None):
            raise SettingsError(f"{path} line {binding.original.line}: not a KEY=VALUE line: "
                                f"{binding.original.string.strip()!r}")
        if binding.key is not None and binding.value is not None:
            read.values[binding.key] = binding.value
            read.lines[binding.key] = binding.original.line
    return read


def describe(error: ValidationError, fields: Mapping[str, FieldInfo],
             environ: Mapping[str, str], file: SettingsFile | None) -> str:
    """One line for every bad setting: the variable, what it accepts and what it was given,
    after the settings file's line when the value came from there (the environment not
    setting it)."""
    sentences = []
    for problem in error.errors():
        variable = ENV_PREFIX + str(problem["loc"][0]).upper()
        sentence = _sentence(problem, fields)
        if file is not None and variable in file.lines and not environ.get(variable):
            sentence = f"{file.where(variable)}: {sentence}"
        sentences.append(sentence)
    return "; ".join(dict.fromkeys(sentences))


def _sentence(problem: Any, fields: Mapping[str, FieldInfo]) -> str:
    name = str(problem["loc"][0])
    cause = problem.get("ctx", {}).get("error")
    if problem["type"] == "value_error" and cause is not None:
        return str(cause)  # the settings' own checks word their refusal themselves
    return f"{ENV_PREFIX}{name.upper()} must be {accepts(fields[name])}, not {problem['input']!r}"


def names_not_settings(file: SettingsFile, known: Collection[str],
                       retired: Mapping[str, str]) -> list[str]:
    """A sentence for each name the file sets that is no setting (known: the variable names)."""
    sentences = []
    for name in file.values:
        short = name.removeprefix(ENV_PREFIX)
        if name == FILE_VARIABLE:
            reason = "cannot be set here: a settings file cannot name another one"
        elif name.startswith(ENV_PREFIX) and short in retired:
            reason = f"is no longer read: {retired[short]}"
        elif not name.startswith(ENV_PREFIX):
            reason = f"is not an {ENV_PREFIX} setting (set other variables in the service's unit)"
        elif name not in known:
            close = get_close_matches(name, known, n=1)
            reason = "is not a setting" + (f" (did you mean {close[0]}?)" if close else "")
        else:
            continue
        sentences.append(f"{file.where(name)}: {name} {reason}")
    return sentences
