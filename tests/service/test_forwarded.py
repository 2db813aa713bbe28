"""X-Forwarded-For/-Proto are believed from the proxies AGENCY_TRUSTED_PROXIES names, and from no
one else: a client that reaches the service directly cannot choose its address or scheme."""

import http.client
import json
import logging
import os
import subprocess
import sys
from http.cookies import SimpleCookie
from pathlib import Path

import pytest
from quart import Quart

from service.app import create_app
from service.auth.throttle import PAIR_LIMIT
from service.config import Settings
from service.requests.limiter import LIMIT
from tests.service.conftest import arriving_from, sign_in
from tests.service.real_service import PROJECT_ROOT, running_service
from tests.service.test_requests_api import old_token, quote

pytestmark = pytest.mark.slow

DIRECT = "198.51.100.7"  # a client that reaches the service without the proxy
PROXY = "127.0.0.1"


def forged(n: int) -> dict[str, str]:
    return {"X-Forwarded-For": f"10.0.{n}.{n}", "X-Forwarded-Proto": "https"}


async def quote_statuses(app: Quart, count: int, address: str) -> list[int]:
    """The answers to `count` quotes from `address`, each naming another forwarded address."""
    client = app.test_client()
    statuses = []
    for n in range(count):
        body = quote(app, formToken=old_token(app, address=address))
        statuses.append((await client.post("/api/requests", json=body,
                                           headers=forged(n))).status_code)
    return statuses


@pytest.fixture
def direct(settings: Settings) -> Quart:
    """The service with nginx on this machine named as its proxy, reached by someone else."""
    return arriving_from(create_app(settings.replace(trusted_proxies=(PROXY,))), DIRECT)


@pytest.fixture
def proxied(settings: Settings) -> Quart:
    return arriving_from(create_app(settings.replace(trusted_proxies=(PROXY,))), PROXY)


async def test_a_rotating_forwarded_for_does_not_reset_the_request_limit(
        direct: Quart, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="service.requests")
    async with direct.test_app():
        statuses = await quote_statuses(direct, LIMIT + 2, DIRECT)
    assert statuses == [201] * LIMIT + [429] * 2
    logged = [record.__dict__["client"] for record in caplog.records
              if record.__dict__.get("event") == "request"]
    assert logged == [DIRECT] * (LIMIT + 2)


async def test_a_rotating_forwarded_for_does_not_reset_the_sign_in_lock(direct: Quart) -> None:
    async with direct.test_app():
        client = direct.test_client()
        statuses = [(await sign_in(client, password=f"guess {n}", **forged(n))).status_code
                    for n in range(PAIR_LIMIT + 2)]
        assert statuses == [401] * PAIR_LIMIT + [429] * 2
        # Nor does a forwarded scheme make the answer claim HTTPS.
        right = await sign_in(client, username="other", **forged(99))
        assert "Strict-Transport-Security" not in right.headers


async def test_a_forwarded_scheme_from_a_direct_client_is_not_believed(
        direct: Quart) -> None:
    async with direct.test_app():
        response = await sign_in(direct.test_client(), **forged(1))
    assert response.status_code == 200
    assert not SimpleCookie(response.headers["Set-Cookie"])["agency_session"]["secure"]
    assert "Strict-Transport-Security" not in response.headers


async def test_through_the_named_proxy_each_visitor_has_an_address_of_their_own(
        proxied: Quart, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="service.requests")
    async with proxied.test_app():
        client = proxied.test_client()
        visitors = [f"203.0.113.{n}" for n in range(1, LIMIT + 3)]
        for visitor in visitors:
            body = quote(proxied, formToken=old_token(proxied, address=visitor))
            answer = await client.post("/api/requests", json=body,
                                       headers={"X-Forwarded-For": visitor})
            assert answer.status_code == 201
        # What a visitor puts in front of the proxy's own entry is not believed either.
        chain = {"X-Forwarded-For": f"10.9.9.9, {visitors[0]}"}
        for _ in range(LIMIT - 1):
            body = quote(proxied, formToken=old_token(proxied, address=visitors[0]))
            assert (await client.post("/api/requests", json=body, headers=chain)
                    ).status_code == 201
        body = quote(proxied, formToken=old_token(proxied, address=visitors[0]))
        assert (await client.post("/api/requests", json=body, headers=chain)).status_code == 429
    logged = {record.__dict__["client"] for record in caplog.records
              if record.__dict__.get("event") == "request"}
    assert logged == set(visitors)


async def test_with_no_proxy_named_nothing_forwarded_is_believed(settings: Settings) -> None:
    app = arriving_from(create_app(settings), PROXY)
    assert settings.trusted_proxies == ()
    async with app.test_app():
        statuses = await quote_statuses(app, LIMIT + 1, PROXY)
    assert statuses == [201] * LIMIT + [429]


def test_the_setting_takes_addresses_and_networks_and_names_a_bad_one() -> None:
    settings = Settings.from_env({"AGENCY_TRUSTED_PROXIES": "127.0.0.1, 10.1.0.0/16, ::1"})
    assert settings.trusted_proxies == ("127.0.0.1", "10.1.0.0/16", "::1")
    with pytest.raises(ValueError, match="AGENCY_TRUSTED_PROXIES: 'nginx'"):
        Settings.from_env({"AGENCY_TRUSTED_PROXIES": "127.0.0.1,nginx"})


@pytest.mark.parametrize(("variable", "value", "said"), [
    ("AGENCY_TRUSTED_PROXY_HOPS", "1", "AGENCY_TRUSTED_PROXY_HOPS is no longer read: name the "
                                       "proxy's address in AGENCY_TRUSTED_PROXIES"),
    ("AGENCY_TRUSTED_PROXIES", "nginx", "AGENCY_TRUSTED_PROXIES: 'nginx' is not an IP address"),
])
def test_the_service_will_not_start_on_a_setting_it_cannot_follow(
        tmp_path: Path, variable: str, value: str, said: str) -> None:
    env = {**os.environ, "AGENCY_INSTANCE_DIR": str(tmp_path), "AGENCY_PORT": "9",
           variable: value}
    finished = subprocess.run([sys.executable, "-m", "service"], cwd=PROJECT_ROOT, env=env,
                              capture_output=True, text=True, timeout=60)
    assert finished.returncode == 2
    assert said in finished.stderr


def sign_in_from(port: int, source: str, forwarded_for: str, password: str) -> int:
    """POST /api/auth/login over a real connection from the loopback address `source`."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30,
                                            source_address=(source, 0))
    try:
        connection.request("POST", "/api/auth/login", headers={
            "Content-Type": "application/json", "Origin": f"http://127.0.0.1:{port}",
            "X-Forwarded-For": forwarded_for},
            body=json.dumps({"username": "editor", "password": password}))
        return connection.getresponse().status
    finally:
        connection.close()


@pytest.mark.long
def test_the_real_service_believes_only_the_proxy_address_it_names(
        content_dir: Path, tmp_path: Path) -> None:
    """Over 10 s on two cores: the real service checks each of some fifteen sign-ins at argon2's
    real cost, the part of the process the cheap hashing of the in-process tests leaves out."""
    # 127.0.0.2 plays nginx; 127.0.0.1 a client that found the service's port.
    with running_service(content_dir, tmp_path, TRUSTED_PROXIES="127.0.0.2") as port:
        direct = [sign_in_from(port, "127.0.0.1", f"10.0.0.{n}", f"guess {n}")
                  for n in range(PAIR_LIMIT + 1)]
        assert direct == [401] * PAIR_LIMIT + [429]
        assert sign_in_from(port, "127.0.0.2", "203.0.113.9", "guess") == 401
        assert [sign_in_from(port, "127.0.0.2", "198.51.100.1", f"guess {n}")
                for n in range(PAIR_LIMIT + 1)][-1] == 429
        assert sign_in_from(port, "127.0.0.2", "198.51.100.2", "guess") == 401
