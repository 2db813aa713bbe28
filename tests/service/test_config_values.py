"""Values printed into nginx's and systemd's configuration: host names, listen addresses and
paths that are only that, and every attempt to add a directive of one's own refused."""

from pathlib import Path

import pytest

from service.ops.config_values import (
    UnsafeValue,
    config_path,
    header_value,
    host_name,
    listen_address,
    upstream_address,
)
from service.ops.nginx import nginx_config
from service.ops.nginx_site import NginxSite
from service.ops.systemd_units import ServiceUnit, UnitError, service_unit

# What an attacker sends: each would end a directive, open a block or start a line of its own.
HOSTILE = ["www.x.example;include /etc/shadow", "www.x.example include", "x.example\ninclude y",
           "x.example{", "x.example}", 'x."example', "x.'example", "x.example#", "$host",
           "x.example\r", "x.example\t", "-x.example", "x-.example", "x..example", "", "a" * 64,
           ".".join(["a" * 60] * 5), "*.x.example", "x_y.example", "xn--é.example"]


@pytest.mark.parametrize("name", ["www.harborpoint.example", "localhost", "a-b.c-d.example",
                                  "xn--bcher-kva.example", "WWW.Example.COM", "a" * 63])
def test_host_names_pass(name: str) -> None:
    assert host_name(name, "--server-name") == name


@pytest.mark.parametrize("name", HOSTILE)
def test_anything_else_is_no_host_name(name: str) -> None:
    with pytest.raises(UnsafeValue) as refused:
        host_name(name, "--server-name")
    assert str(refused.value) == ("--server-name takes a host name (dot-separated labels of "
                                  f"letters, digits and '-'), not {name!r}")


@pytest.mark.parametrize("value", ["443", "127.0.0.1:8443", "[::1]:443", "[::]:80", "*:443",
                                   "localhost:80", "65535"])
def test_listen_addresses_pass(value: str) -> None:
    assert listen_address(value, "--listen") == value


@pytest.mark.parametrize("value", ["443 ssl; include /etc/shadow", "443;", "0", "65536", "",
                                   "::1:443", "[127.0.0.1]:443", "x;y:443", "443\n", "a b:80",
                                   "[::1]", "unix:/tmp/s"])
def test_other_listen_values_are_refused(value: str) -> None:
    with pytest.raises(UnsafeValue, match=r"^--listen takes a port or ADDRESS:PORT"):
        listen_address(value, "--listen")


def test_the_upstream_brackets_ipv6_and_refuses_anything_but_a_host() -> None:
    assert upstream_address("127.0.0.1", 8000) == "127.0.0.1:8000"
    assert upstream_address("::1", 8000) == "[::1]:8000"
    assert upstream_address("[::1]", 8000) == "[::1]:8000"
    assert upstream_address("agency.internal", 8000) == "agency.internal:8000"
    with pytest.raises(UnsafeValue, match=r"^AGENCY_HOST takes a host name"):
        upstream_address("127.0.0.1:1;include /etc/shadow", 8000)


@pytest.mark.parametrize("path", ["/srv/agency/content", "/etc/letsencrypt/live/x/fullchain.pem",
                                  "/srv/a-b_c.d/e+f@g,h=i:j~k"])
def test_ordinary_paths_pass(path: str) -> None:
    assert config_path(Path(path), "--certificate") == path


@pytest.mark.parametrize("character", [";", "{", "}", '"', "'", "`", "$", "#", "%", "\\", " ",
                                       "\t", "\n", "\r", "\x00", "\x0b", "\u2028", "\u00a0"])
def test_paths_with_syntax_are_refused(character: str) -> None:
    path = f"/etc/x{character}include /etc/shadow"
    with pytest.raises(UnsafeValue) as refused:
        config_path(path, "--certificate")
    assert str(refused.value) == (f"--certificate: {path!r} holds {character!r}, which the "
                                  "configuration would read as syntax: use a path without it")


def test_header_values_stay_inside_their_quotes() -> None:
    assert header_value("default-src 'self'", "CSP") == "default-src 'self'"
    assert header_value('a "b"', "CSP") == "a 'b'"
    for bad in ("a\nadd_header X y", "a\\", "$host", "a\x00"):
        with pytest.raises(UnsafeValue, match=r"^CSP holds "):
            header_value(bad, "CSP")


def site(**changed: object) -> NginxSite:
    values: dict[str, object] = {
        "server_name": "www.harborpoint.example", "upstream": "127.0.0.1:8000",
        "web_dist": Path("/srv/agency/web/dist"), "media_dir": Path("/srv/content/media"),
        "content_security_policy": "default-src 'self'", "max_body_bytes": 1 << 20,
        "certificate": "/etc/ssl/fullchain.pem", "certificate_key": "/etc/ssl/privkey.pem",
        "export_dir": Path("/srv/agency/site"), **changed}
    return NginxSite(**values)  # type: ignore[arg-type]


@pytest.mark.parametrize(("field", "value", "named"), [
    ("server_name", "www.x.example;include /etc/shadow", "--server-name"),
    ("upstream", "127.0.0.1:8000;include /etc/shadow", "AGENCY_HOST and AGENCY_PORT"),
    ("listen", "443 ssl; include /etc/shadow", "--listen"),
    ("http_listen", "80; include /etc/shadow", "--http-listen"),
    ("certificate", "/etc/ssl/x.pem;\ninclude /etc/shadow", "--certificate"),
    ("certificate_key", "/etc/ssl/x.pem;include /etc/shadow", "--certificate-key"),
    ("export_dir", Path("/srv/site;include /etc/shadow"), "--export-dir"),
    ("web_dist", Path("/srv/dist}"), "AGENCY_WEB_DIST"),
    ("media_dir", Path("/srv/content/me dia"), "the content folder"),
    ("acme_webroot", Path("/var/www/le{"), "--acme-webroot"),
])
def test_the_site_refuses_every_hostile_value_by_name(field: str, value: object,
                                                      named: str) -> None:
    with pytest.raises(UnsafeValue) as refused:
        site(**{field: value})
    assert str(refused.value).startswith(named)


def test_a_hostile_policy_is_refused_before_it_is_printed() -> None:
    with pytest.raises(UnsafeValue, match=r"^the Content-Security-Policy header holds '\\n'"):
        nginx_config(site(content_security_policy="default-src 'self'\n}\ninclude /etc/shadow;"))
    assert """add_header Content-Security-Policy "a 'b'" always;""" in nginx_config(
        site(content_security_policy='a "b"'))


@pytest.mark.parametrize("path", ["/srv/agency;x", "/srv/%h/content", "/srv/a\nExecStartPre=/x",
                                  "/srv/a\\x", '/srv/"a'])
def test_systemd_units_refuse_paths_systemd_would_read_as_more(path: str) -> None:
    unit = ServiceUnit(name="agency", user="agency", project_root=Path("/srv/app"),
                       python=Path("/srv/app/.venv/bin/python"),
                       env_file=Path("/etc/agency/agency.env"), host="127.0.0.1", port=8000,
                       writable=(Path(path),), read=(Path("/srv/app"),))
    with pytest.raises(UnitError, match=r"^a folder or file of the service: "):
        service_unit(unit)


def test_a_long_server_name_gets_a_short_slug_of_its_own() -> None:
    long_name = "www." + "a" * 60 + ".harborpoint.example"
    other = "www." + "a" * 60 + ".harborpoint.example.org"
    assert site(server_name="www.harborpoint.example").slug == "www_harborpoint_example"
    assert len(site(server_name=long_name).slug) <= 30
    assert site(server_name=long_name).slug != site(server_name=other).slug
