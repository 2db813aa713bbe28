"""Who is asking: the client's address and the site's own origin, as the connection says.

Behind a trusted proxy, http/forwarded.py has already put the proxy's word for the client and
the scheme in their place; nothing here reads a forwarded header.
"""

from quart import Request


def client_address(request: Request) -> str:
    return request.remote_addr or "unknown"


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
