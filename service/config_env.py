"""The AGENCY_ variables as pydantic-settings finds them, and bad values told in one line."""

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from pydantic import ValidationError, create_model
from pydantic.fields import FieldInfo
from pydantic_settings import BaseSettings, EnvSettingsSource, SettingsConfigDict
from pydantic_settings.sources.utils import parse_env_vars

from service.config_types import ENV_PREFIX, accepts


class SettingsError(ValueError):
    """Settings the service cannot run with: one line that names each bad variable."""


class _Variables(BaseSettings):
    # AGENCY_PORT exactly (not agency_port), as before; an empty value counts as unset.
    model_config = SettingsConfigDict(env_prefix=ENV_PREFIX, case_sensitive=True,
                                      env_ignore_empty=True)


class _Environment(EnvSettingsSource):
    """pydantic-settings' environment source, over os.environ or the mapping a test gives."""

    def __init__(self, variables: type[BaseSettings], environ: Mapping[str, str]) -> None:
        self.environ = environ
        super().__init__(variables)

    def _load_env_vars(self) -> Mapping[str, str | None]:
        return parse_env_vars(self.environ, self.case_sensitive, self.env_ignore_empty,
                              self.env_parse_none_str)


def read_variables(names: Iterable[str], environ: Mapping[str, str]) -> dict[str, str]:
    """The text of each named setting's variable that is set, by setting name."""
    # Text only: the settings model checks every value, so one place does and one message says.
    fields: dict[str, Any] = {name.upper(): (str | None, None) for name in names}
    variables = create_model("AgencyVariables", __base__=_Variables, **fields)
    found = _Environment(variables, environ)()
    return {name.lower(): value for name, value in found.items() if value is not None}


def describe(error: ValidationError, fields: Mapping[str, FieldInfo],
             origin: Callable[[str], str | None] = lambda _variable: None) -> str:
    """One line for every bad setting: the variable, what it accepts and what it was given,
    after the settings file's line when the value came from there (origin says)."""
    sentences = []
    for problem in error.errors():
        variable = ENV_PREFIX + str(problem["loc"][0]).upper()
        where = origin(variable)
        sentences.append(f"{where}: " * bool(where) + _sentence(problem, fields))
    return "; ".join(dict.fromkeys(sentences))


def _sentence(problem: Any, fields: Mapping[str, FieldInfo]) -> str:
    name = str(problem["loc"][0])
    cause = problem.get("ctx", {}).get("error")
    if problem["type"] == "value_error" and cause is not None:
        return str(cause)  # the settings' own checks word their refusal themselves
    return f"{ENV_PREFIX}{name.upper()} must be {accepts(fields[name])}, not {problem['input']!r}"
