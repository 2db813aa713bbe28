"""Help screens as people read them: a flag shows no <bool> (Typer's rich help names one)."""

from typing import Any

from typer.core import TyperOption

_type_label = TyperOption.display_type_rich


def _label_without_bool(option: TyperOption, ctx: Any) -> str | None:
    """A flag takes no value, so its help row names none."""
    return None if option.is_flag else _type_label(option, ctx)


def install() -> None:
    TyperOption.display_type_rich = _label_without_bool  # type: ignore[method-assign,assignment]
