"""Who is asking: the client's address and the site's own origin, as the connection says.

Behind a trusted proxy, http/forwarded.py has already put the proxy's word for the client and
the scheme in their place; nothing here reads a forwarded header.
"""

import ipaddress

from quart import Request

# The addresses one IPv6 subscriber holds: a /64 is a single network's share (RFC 6177 hands a
# site at least that much), so a limit counted per address would give an attacker 2**64 tries.
IPV6_CLIENT_PREFIX = 64


def client_address(request: Request) -> str:
    return request.remote_addr or "unknown"


def limit_key(address: str) -> str:
    """Whom a limit counts for a client address: an IPv4 address alone, an IPv6 one by its /64,
    an IPv4-mapped IPv6 one as its IPv4 address; anything else (no IP address) as it is."""
    try:
        ip = ipaddress.ip_address(address.strip("[]").split("%", 1)[0])
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, IPV6_CLIENT_PREFIX), strict=False))
    return str(ip)


def client_limit_key(request: Request) -> str:
    """The key the request limit, the sign-in throttle and the confirmation limit count this
    client by."""
    return limit_key(client_address(request))


def own_origin(request: Request) -> str:
    return f"{request.scheme}://{request.host}"


def is_https(request: Request) -> bool:
    return request.scheme == "https"


def from_another_site(request: Request) -> bool:
    """Whether a browser says another site's page sent this request: Sec-Fetch-Site when it
    sends one, else an Origin that is not this site's. A client that sends neither (a script, an
    old browser) is not a browser acting for a visitor of another site, and passes."""
    fetch_site = request.headers.get("Sec-Fetch-Site")
    if fetch_site is not None:
        return fetch_site not in ("same-origin", "none")
    origin = request.headers.get("Origin")
    return origin is not None and origin != own_origin(request)
