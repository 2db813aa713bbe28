"""The HTML policy: what post and page content may hold, and its plain-text forms."""

from service.html.paragraphs import html_to_text, text_paragraphs, text_to_html
from service.html.policy import served_html

__all__ = [
    "html_to_text",
    "served_html",
    "text_paragraphs",
    "text_to_html",
]
