"""The HTML policy: what post and page content may hold, and its plain-text forms."""

from service.html.paragraphs import html_to_text, text_paragraphs, text_to_html

__all__ = [
    "html_to_text",
    "text_paragraphs",
    "text_to_html",
]
