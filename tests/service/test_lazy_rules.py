"""The app's URL rules compile their URL builders at their first use, not as the app is made
(service/http/lazy_rules.py, issue 42: start-up), and build what werkzeug's own builders build."""

from quart import Quart
from werkzeug.routing import IntegerConverter, Rule

from service.app import create_app
from service.config import Settings
from service.http.lazy_rules import LazyRule

FIRST_USE = "build_first"  # the stand-in each builder is until it is first called


def _routes(app: Quart) -> list[Rule]:
    # Quart adds its static route as it is made, before the app names its rule class.
    return [rule for rule in app.url_map.iter_rules() if rule.endpoint != "static"]


def _values(rule: Rule) -> dict[str, object]:
    """A value for each part of the address (one a default fills is left to it)."""
    return {name: 7 if isinstance(converter, IntegerConverter) else "site"
            for name, converter in rule._converters.items()}


def test_no_route_compiles_its_builders_as_the_app_is_made(settings: Settings) -> None:
    routes = _routes(create_app(settings))
    assert len(routes) > 100  # the probe sees every route of the API and the site
    assert all(isinstance(rule, LazyRule) for rule in routes)
    assert {rule._build.__name__ for rule in routes} == {FIRST_USE}
    assert {rule._build_unknown.__name__ for rule in routes} == {FIRST_USE}


def test_each_route_builds_the_url_werkzeugs_own_builder_builds(settings: Settings) -> None:
    routes = _routes(create_app(settings))
    for rule in routes:
        values = _values(rule)
        own = Rule._compile_builder(rule, False).__get__(rule, None)(**values)
        own_unknown = Rule._compile_builder(rule, True).__get__(rule, None)(**values, page=2)
        assert rule.build(values, append_unknown=False) == own, rule.rule
        assert rule.build({**values, "page": 2}) == own_unknown, rule.rule
        # Compiled at that first use, and kept.
        assert rule._build.__name__ != FIRST_USE
        assert rule._build_unknown.__name__ != FIRST_USE
        assert rule.build(values, append_unknown=False) == own


def test_the_app_builds_a_routes_address(settings: Settings) -> None:
    adapter = create_app(settings).url_map.bind("agency.example")
    assert adapter.build("public_posts.get_post", {"slug": "spring-checklist", "x": "1"}) == \
        "/api/blog-posts/spring-checklist?x=1"
    assert adapter.build("public_posts.get_post", {"slug": "a b"}, force_external=True) == \
        "http://agency.example/api/blog-posts/a%20b"
