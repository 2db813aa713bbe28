"""The small page a form post without JavaScript gets back when its request was refused and the
site's own page cannot be rendered (no render worker, or it failed)."""

import base64
import hashlib
from html import escape

from service.requests.kinds import REQUEST_KINDS, RequestKinds
from service.requests.posted_form import CHECK_HEADING

STYLE = ("body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}"
         "main{max-width:36rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.75rem;"
         "box-shadow:0 1px 3px rgba(0,0,0,.12)}h1{font-size:1.5rem;margin-top:0}"
         "li{margin:.4rem 0}a{color:#1d4ed8;font-weight:600}")


def refusal_page(problems: list[str], phone: str, kind: str | None,
                 kinds: RequestKinds = REQUEST_KINDS, heading: str = CHECK_HEADING,
                 back: str | None = None, what: str = "request") -> str:
    """A self-contained page: the heading, the problems in plain words, the phone number, a link
    back to the kind's form (the first kind's, when the post named none it knows), or to `back`
    for another form (`what` it sent: "sign-up")."""
    unique = list(dict.fromkeys(problems))
    items = "".join(f"<li>{escape(problem)}</li>" for problem in unique)
    digits = "".join(ch for ch in phone if ch.isdigit())
    call = (f'<p>Or call us at <a href="tel:+1{escape(digits[-10:])}">{escape(phone)}</a>.</p>'
            if digits else "")
    back = escape(back or (kinds.form_kind(kind) or kinds.form_kinds[0]).page_path)
    return ("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            "<meta name=\"robots\" content=\"noindex\">"
            f"<title>{escape(heading)}</title><style>{STYLE}</style></head><body><main>"
            f"<h1>{escape(heading)}</h1>"
            f"<p>We couldn\u2019t send your {escape(what)} yet:</p><ul>{items}</ul>"
            f"<p><a href=\"{back}\">Go back to the form</a></p>"
            "<p>Your browser\u2019s Back button also takes you back with what you typed.</p>"
            f"{call}</main></body></html>")


def _style_hash() -> str:
    return base64.b64encode(hashlib.sha256(STYLE.encode()).digest()).decode()


# The site's policy allows no inline style; this page allows exactly its own and nothing else.
PAGE_POLICY = (f"default-src 'none'; style-src 'sha256-{_style_hash()}'; base-uri 'none'; "
               "form-action 'self'; frame-ancestors 'none'")
