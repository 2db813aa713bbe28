"""LazyRule: a URL rule whose URL builder is compiled at its first use, not as the rule is added.

Werkzeug compiles two builders (Python made from an AST) for each rule as it is added, for
url_for and default redirects, which this service does not use: some 15 ms of every start at
its 114 routes (issue 42). Each is the same function, made when first called instead."""

from collections.abc import Callable
from typing import Any

from quart.routing import QuartRule
from werkzeug.routing import Rule

Builder = Callable[..., tuple[str, str]]


class LazyRule(QuartRule):
    """A QuartRule (the app's url_rule_class) whose builders are compiled when first called."""

    def _compile_builder(self, append_unknown: bool = True) -> Builder:
        name = "_build_unknown" if append_unknown else "_build"

        def build_first(rule: Rule, **values: Any) -> tuple[str, str]:
            built: Builder = Rule._compile_builder(rule, append_unknown).__get__(rule, None)
            setattr(rule, name, built)  # compiled once: later calls go straight to it
            return built(**values)
        return build_first
