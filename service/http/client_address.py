"""Who is asking: the client address and the site's own origin, proxies believed only if trusted."""

from quart import Request


def client_address(request: Request, trusted_proxy_hops: int) -> str:
    """The connection's address, or the one a trusted proxy chain reports in X-Forwarded-For."""
    if trusted_proxy_hops > 0:
        chain = [part.strip() for part in request.headers.get("X-Forwarded-For", "").split(",")]
        chain = [part for part in chain if part]
        if len(chain) >= trusted_proxy_hops:
            return chain[-trusted_proxy_hops]
    return request.remote_addr or "unknown"


def own_origin(request: Request, trusted_proxy_hops: int) -> str:
    scheme = request.scheme
    if trusted_proxy_hops > 0:
        scheme = request.headers.get("X-Forwarded-Proto", scheme).split(",")[0].strip()
    return f"{scheme}://{request.host}"


def is_https(request: Request, trusted_proxy_hops: int) -> bool:
    return own_origin(request, trusted_proxy_hops).startswith("https://")
