"""docs/settings.md: every AGENCY_ setting from the settings model (service/config.py)."""

from pathlib import Path

from pydantic.fields import FieldInfo
from pydantic_core import PydanticUndefined

from service.config import FIELDS, PROJECT_ROOT, VARIABLES
from service.config_types import ENV_PREFIX, accepts
from tools.reference_docs.markdown import GENERATED_NOTE, page, table

INTRO = """# Settings

The service and every `agency` command read these `AGENCY_` variables, from the environment or
the settings file (see "The settings file" in [operating.md](operating.md)). Each is declared once
in `service/config.py`, with its type, range, default and meaning; this table is made from it.
An empty value counts as unset. A folder may be missing (some are made when needed) but not a
file."""


def default_text(field: FieldInfo) -> str:
    """The default as a reader writes it: `8000`, `1`, unset, or `content/` of this checkout."""
    value = field.get_default(call_default_factory=True)
    if value is None or value == ():
        return "unset"
    if isinstance(value, bool):
        return "`1`" if value else "`0`"
    if isinstance(value, float) and value.is_integer():
        return f"`{int(value)}`"
    if isinstance(value, Path):
        return f"`{value.relative_to(PROJECT_ROOT).as_posix()}/` of this checkout"
    assert value is not PydanticUndefined
    return f"`{value}`"


def variable_of(name: str) -> str:
    return ENV_PREFIX + name.upper()


def settings_page() -> str:
    """The page: one row per setting, in the order the model declares them."""
    rows = [(f"`{variable_of(name)}`", default_text(FIELDS[name]), accepts(FIELDS[name]),
             FIELDS[name].description or "") for name in VARIABLES]
    return page([GENERATED_NOTE.format(source="service/config.py"), "", INTRO, "",
                 *table(["variable", "default", "accepts", "meaning"], rows)])
