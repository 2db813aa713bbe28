"""Security headers on every answer: CSP from the allowed embed origins, nosniff, referrer, HSTS."""

from collections.abc import Sequence

from quart import Request, Response

from service.http.client_address import is_https
from service.routes import STAFF_PREFIX

PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()"
# The headers every answer carries, whoever sends it: the service, or nginx for the files it sends
# itself (ops/nginx.py prints these). The CSP comes from the settings, HSTS over HTTPS only.
FIXED_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
}
STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains"


def build_policy(embed_origins: Sequence[str]) -> str:
    """The CSP: this site's own code and frames, and the embed origins the settings allow
    (AGENCY_EMBED_ORIGINS) for frames and scripts; never an origin content names."""
    origins = sorted(set(embed_origins))
    directives = {
        "default-src": ["'self'"],
        "script-src": ["'self'", *origins],
        "style-src": ["'self'"],
        "img-src": ["'self'", "data:", "https:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        "frame-src": origins or ["'none'"],
        "frame-ancestors": ["'none'"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "form-action": ["'self'"],
    }
    return "; ".join(f"{name} {' '.join(values)}" for name, values in directives.items())


def add_security_headers(response: Response, request: Request, policy: str) -> Response:
    headers = response.headers
    headers.setdefault("Content-Security-Policy", policy)
    for name, value in FIXED_HEADERS.items():
        headers.setdefault(name, value)
    if is_https(request):
        headers.setdefault("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY)
    if request.method not in ("GET", "HEAD") or request.path.lower().startswith(STAFF_PREFIX):
        headers["Cache-Control"] = "no-store"
    return response
