"""One recipient's copy of a newsletter: the parts frozen when the send started, the footer every
mail must carry (postal address, why they get it, preferences and unsubscribe links) and the
list headers (RFC 2369, RFC 8058, RFC 2919)."""

import datetime as dt
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from email.message import EmailMessage
from email.utils import format_datetime, formataddr
from html import escape
from typing import Any
from urllib.parse import urlsplit

from service.config import Settings
from service.newsletter.article import FONT, mail_article
from service.newsletter.mail_policy import NEWSLETTER_POLICY, set_folded
from service.requests import mail

Facts = Mapping[str, Any]
PAGE = ("background:#f1f5f9;margin:0;padding:24px 0;" + FONT)
SHEET = "max-width:640px;margin:0 auto;background:#ffffff;padding:32px 24px"
WORDMARK = ("margin:0 0 24px;font-size:20px;font-weight:700;letter-spacing:0.02em;"
            "color:#0f2742;" + FONT)
TITLE = "margin:0 0 20px;font-size:26px;line-height:1.25;color:#0f2742;" + FONT
FOOTER = "margin:32px 0 0;padding-top:16px;border-top:1px solid #e2e8f0;font-size:13px;" \
         "line-height:1.5;color:#64748b;" + FONT
LINK = "color:#0f766e;text-decoration:underline"


@dataclass(frozen=True)
class Recipient:
    """Who a copy is for, and what the footer and headers say to them."""
    email: str
    token: str  # their lasting link's token, naming the send
    topics: Sequence[str]  # the titles of the send's topics they signed up for


def frozen_parts(title: str, post_html: str, post_url: str, public_url: str,
                 facts: Facts) -> tuple[str, str]:
    """The HTML and text a send keeps when it starts: wordmark, title, the post, its address."""
    body, text = mail_article(post_html, public_url)
    name = mail.agency_name(facts)
    html = (f'<p style="{WORDMARK}">{escape(name)}</p>'
            f'<h1 style="{TITLE}">{escape(title)}</h1>{body}'
            f'<p style="margin:24px 0 0;font-size:15px;{FONT}">'
            f'<a style="{LINK}" href="{escape(post_url)}">Read it on our website</a></p>')
    plain = f"{name}\n\n{title}\n{'=' * min(len(title), 70)}\n\n{text}\nRead it on our " \
            f"website: {post_url}\n"
    return html, plain


def _links(public_url: str, token: str) -> tuple[str, str]:
    return (f"{public_url}/newsletter/preferences#{token}",
            f"{public_url}/api/newsletter/unsubscribe/{token}")


def _why(topics: Sequence[str], public_url: str) -> str:
    host = urlsplit(public_url).hostname or public_url
    named = " and ".join(topics) if topics else "our newsletter"
    return f"You signed up for {named} at {host}."


def html_document(html: str, to: Recipient, public_url: str, facts: Facts) -> str:
    preferences, unsubscribe = _links(public_url, to.token)
    footer = (f'<div style="{FOOTER}"><p style="margin:0 0 8px">'
              f'{escape(_why(to.topics, public_url))}</p>'
              f'<p style="margin:0 0 8px"><a style="{LINK}" href="{escape(preferences)}">'
              f'Choose your topics</a> &middot; <a style="{LINK}" href="{escape(unsubscribe)}">'
              f'Unsubscribe</a></p>'
              f'<p style="margin:0">{escape(mail.agency_name(facts))}, '
              f'{escape(mail.office_address(facts))}</p></div>')
    return ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width,initial-scale=1">'
            f'</head><body style="{PAGE}"><div style="{SHEET}">{html}{footer}</div>'
            '</body></html>')


def text_document(text: str, to: Recipient, public_url: str, facts: Facts) -> str:
    preferences, unsubscribe = _links(public_url, to.token)
    return (f"{text}\n--\n{_why(to.topics, public_url)}\n"
            f"Choose your topics: {preferences}\nUnsubscribe: {unsubscribe}\n"
            f"{mail.agency_name(facts)}, {mail.office_address(facts)}\n")


def unsubscribe_address(settings: Settings) -> str:
    return settings.newsletter_unsubscribe_address or mail.sender_address(settings)


def list_unsubscribe(public_url: str, token: str, settings: Settings) -> str:
    """The two addresses, https first; folded between them (neither can be broken)."""
    _, one_click = _links(public_url, token)
    mailto = f"mailto:{unsubscribe_address(settings)}?subject=unsubscribe%20{token}"
    return f"<{one_click}>,\r\n <{mailto}>"


def new_message_id(public_url: str) -> str:
    """A Message-ID short enough for one header line (bounces and complaints quote it)."""
    return f"<nl.{secrets.token_hex(10)}@{urlsplit(public_url).hostname or 'localhost'}>"


def issue_message(subject: str, parts: tuple[str, str], to: Recipient, message_id: str,
                  settings: Settings, facts: Facts, from_name: str | None = None
                  ) -> EmailMessage:
    """The copy for one recipient: text and HTML alternatives and the list headers."""
    public_url = settings.public_url
    assert public_url is not None  # a send needs absolute addresses (checked when it is made)
    host = urlsplit(public_url).hostname or "localhost"
    message = EmailMessage(policy=NEWSLETTER_POLICY)
    message["Subject"] = mail.header_text(subject)
    message["From"] = formataddr((mail.header_text(from_name or mail.agency_name(facts)),
                                  mail.sender_address(settings)))
    message["To"] = to.email
    message["Date"] = format_datetime(dt.datetime.now(dt.UTC))
    message["Message-ID"] = message_id
    message["List-Id"] = f"{mail.agency_name(facts)} newsletter <newsletter.{host}>"
    set_folded(message, "List-Unsubscribe", list_unsubscribe(public_url, to.token, settings))
    set_folded(message, "List-Unsubscribe-Post", "List-Unsubscribe=One-Click")
    message.set_content(text_document(parts[1], to, public_url, facts))
    message.add_alternative(html_document(parts[0], to, public_url, facts), subtype="html")
    return message
