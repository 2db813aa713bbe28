"""Security headers on every answer: CSP from the configured embeds, nosniff, referrer, HSTS."""

import json
from urllib.parse import urlsplit

from quart import Request, Response

from service.http.client_address import is_https
from service.site.routes import STAFF_PREFIX

PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()"
# The headers every answer carries, whoever sends it: the service, or nginx for the files it sends
# itself (ops/nginx.py prints these). The CSP comes from the site facts, HSTS over HTTPS only.
FIXED_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
}
STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains"


def _origin(url: object) -> str | None:
    if not isinstance(url, str):
        return None
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}" if parts.scheme == "https" and parts.netloc else None


class ContentSecurityPolicy:
    """The CSP header, rebuilt only when the site facts (which name the embed hosts) change."""

    def __init__(self) -> None:
        self._facts: bytes | None = None
        self._value = ""

    def value(self, facts: bytes | None) -> str:
        if facts is not self._facts or not self._value:
            self._value = build_policy(json.loads(facts) if facts else {})
            self._facts = facts
        return self._value


def build_policy(facts: dict[str, object]) -> str:
    forms = facts.get("forms") if isinstance(facts.get("forms"), dict) else {}
    map_embed = facts.get("map") if isinstance(facts.get("map"), dict) else {}
    assert isinstance(forms, dict) and isinstance(map_embed, dict)
    frames = sorted({o for o in (_origin(forms.get("quoteEmbedUrl")),
                                 _origin(forms.get("policyChangeEmbedUrl")),
                                 _origin(map_embed.get("embedUrl"))) if o})
    scripts = sorted({o for o in (_origin(forms.get("embedScriptUrl")),) if o})
    directives = {
        "default-src": ["'self'"],
        "script-src": ["'self'", *scripts],
        "style-src": ["'self'"],
        "img-src": ["'self'", "data:", "https:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        "frame-src": frames or ["'none'"],
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
