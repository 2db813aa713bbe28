"""The settings file (AGENCY_ENV_FILE): its KEY=VALUE lines, read with python-dotenv, under the
real environment, each value remembered with the line it came from."""

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from difflib import get_close_matches
from pathlib import Path

from dotenv.parser import parse_stream

from service.config_env import SettingsError
from service.config_types import ENV_PREFIX

FILE_VARIABLE = ENV_PREFIX + "ENV_FILE"
# Read when AGENCY_ENV_FILE is unset and this file exists: the service and every `agency`
# command on the machine then share one set of settings without anyone naming it.
DEFAULT_SETTINGS_FILE = Path("/etc/agency/agency.env")


@dataclass(frozen=True)
class SettingsFile:
    """A settings file's values and the line each was read from, by variable name."""
    path: Path
    values: dict[str, str] = field(default_factory=dict)
    lines: dict[str, int] = field(default_factory=dict)

    def where(self, variable: str) -> str:
        return f"{self.path} line {self.lines[variable]}"


@dataclass(frozen=True)
class SettingsSource:
    """The variables the settings are read from: the file's, then the environment's over them."""
    variables: dict[str, str]
    file: SettingsFile | None

    def origin(self, variable: str) -> str | None:
        """Where the file set variable, when the value in force is the file's."""
        if self.file is None or variable not in self.file.lines:
            return None
        if self.variables.get(variable) != self.file.values[variable]:
            return None
        return self.file.where(variable)


def chosen_file(environ: Mapping[str, str]) -> Path | None:
    """The settings file AGENCY_ENV_FILE names, else the default one when it exists."""
    if named := environ.get(FILE_VARIABLE):
        return Path(named)
    return DEFAULT_SETTINGS_FILE if DEFAULT_SETTINGS_FILE.exists() else None


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


def settings_source(environ: Mapping[str, str]) -> SettingsSource:
    """The file's variables with the environment's over them: a variable set (not empty) in
    the environment wins over the file's line."""
    path = chosen_file(environ)
    file = read_settings_file(path) if path else None
    variables = dict(file.values) if file else {}
    variables.update((name, value) for name, value in environ.items() if value)
    if path:
        variables[FILE_VARIABLE] = str(path)
    return SettingsSource(variables, file)


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
