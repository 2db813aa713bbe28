"""The cleaner: any HTML into the policy's canonical form, and in words what it had to change.

Two steps: sanitising (html_sanitise.py, nh3: what a browser would read, cut down to the policy)
and shaping (html_shape.py: paragraphs, lists and text in the canonical form). Plain text without
markup is left as it is, control characters aside.
"""

from service.html.changes import changes_in
from service.html.rules import CONTROL_TEXT, has_markup
from service.html.sanitise import sanitised_html
from service.html.shape import shaped_html


def clean_post_html(content: str) -> str:
    """Content in the policy's canonical form; idempotent, and policy_problems() of it is []."""
    if not has_markup(content):
        # Plain text: React renders it as text, and escaping would alter it.
        return CONTROL_TEXT.sub("", content)
    return shaped_html(sanitised_html(content))


def cleaned_with_changes(content: str) -> tuple[str, list[str]]:
    """clean_post_html's answer, and in words what it changed beyond the form (for imports)."""
    return clean_post_html(content), changes_in(content) if has_markup(content) else []
