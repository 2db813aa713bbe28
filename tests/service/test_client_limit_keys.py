"""The request limit and the sign-in throttle count an IPv6 client by its /64, an IPv4 one by its
address, an IPv4-mapped IPv6 one as its IPv4 address: fresh addresses from one network get no
fresh share."""


import pytest
from quart import Quart

from service.auth.throttle import ADDRESS_LIMIT
from service.http.client_address import limit_key
from service.requests.limiter import LIMIT
from tests.service.conftest import sign_in
from tests.service.test_requests_api import old_token, quote


@pytest.mark.parametrize(("address", "key"), [
    ("203.0.113.9", "203.0.113.9"),
    ("2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"),
    ("2001:DB8:1:2::1", "2001:db8:1:2::/64"),
    ("[2001:db8:1:2::1]", "2001:db8:1:2::/64"),
    ("fe80::1%eth0", "fe80::/64"),
    ("::ffff:203.0.113.9", "203.0.113.9"),
    ("<local>", "<local>"),
])
def test_each_client_address_counts_as_its_key(address: str, key: str) -> None:
    assert limit_key(address) == key


def one_of_a_64(n: int) -> str:
    """A different address each time, all in 2001:db8:7:7::/64 (as privacy addresses are)."""
    return f"2001:db8:7:7:{n:x}:{n * 7 % 65536:x}:1:{n:x}"


async def test_sign_in_guesses_from_one_64_share_one_limit(behind_proxy: Quart) -> None:
    client = behind_proxy.test_client()
    # A name per guess, so only the address limit (not the address-and-name one) can refuse.
    for n in range(ADDRESS_LIMIT):
        answer = await sign_in(client, username=f"user{n}", password="a guess",
                               **{"X-Forwarded-For": one_of_a_64(n)})
        assert answer.status_code == 401, n
    refused = await sign_in(client, username="another", password="a guess",
                            **{"X-Forwarded-For": one_of_a_64(ADDRESS_LIMIT)})
    assert refused.status_code == 429
    # The next /64 over is somebody else, and the staff member there signs in.
    elsewhere = await sign_in(client, **{"X-Forwarded-For": "2001:db8:7:8::1"})
    assert elsewhere.status_code == 200


async def test_sign_in_from_a_mapped_address_counts_with_its_ipv4_address(
        behind_proxy: Quart) -> None:
    client = behind_proxy.test_client()
    for n in range(ADDRESS_LIMIT):
        forwarded = "203.0.113.5" if n % 2 else "::ffff:203.0.113.5"
        answer = await sign_in(client, username=f"user{n}", password="a guess",
                               **{"X-Forwarded-For": forwarded})
        assert answer.status_code == 401, n
    refused = await sign_in(client, **{"X-Forwarded-For": "::ffff:203.0.113.5"})
    assert refused.status_code == 429
    ipv4_neighbour = await sign_in(client, **{"X-Forwarded-For": "203.0.113.6"})
    assert ipv4_neighbour.status_code == 200


async def post_request_from(app: Quart, address: str) -> int:
    response = await app.test_client().post(
        "/api/requests", headers={"X-Forwarded-For": address},
        json=quote(app, formToken=old_token(app, address=address)))
    return response.status_code


async def test_requests_from_one_64_share_one_limit(behind_proxy: Quart) -> None:
    for n in range(LIMIT):
        assert await post_request_from(behind_proxy, one_of_a_64(n)) == 201, n
    assert await post_request_from(behind_proxy, one_of_a_64(LIMIT)) == 429
    assert await post_request_from(behind_proxy, "2001:db8:7:8::1") == 201


async def test_requests_from_ipv4_addresses_are_counted_apart(behind_proxy: Quart) -> None:
    for n in range(LIMIT):
        assert await post_request_from(behind_proxy, "198.51.100.7") == 201, n
    assert await post_request_from(behind_proxy, "::ffff:198.51.100.7") == 429
    assert await post_request_from(behind_proxy, "198.51.100.8") == 201
