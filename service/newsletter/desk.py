"""NewsletterDesk: the newsletter's parts one app shares (its sender and the subscribers' links),
kept in app.extensions."""

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from quart import current_app

from service.cache import ContentCache
from service.config import Settings
from service.newsletter.links import SubscriberLinks
from service.newsletter.sender import NewsletterSender
from service.requests.desk import RequestDesk
from service.routes import post_address

EXTENSION_KEY = "agency_newsletter"


@dataclass
class NewsletterDesk:
    sender: NewsletterSender
    links: SubscriberLinks
    cache: ContentCache

    def copy(self) -> Mapping[str, Any]:
        """copy/newsletter.json as last read ({} when missing or invalid)."""
        found = self.cache.parsed(self.cache.store.copy_path("newsletter"))
        return found if isinstance(found, Mapping) else {}

    def public_post(self, slug: str) -> tuple[str, str, str] | None:
        """A public post's title, served HTML and path; None for a draft or unknown slug."""
        post = self.cache.posts.get(slug)
        if post is None or slug not in self.cache.public_slugs:
            return None
        return post.title, self.cache.served_content(slug), post_address(slug)


def issue_parts(title: str, post_html: str, post_url: str, public_url: str,
                facts: Mapping[str, Any]) -> tuple[str, str]:
    """A send's HTML and text parts (issue_mail.frozen_parts), imported at the first send made."""
    from service.newsletter.issue_mail import frozen_parts

    return frozen_parts(title, post_html, post_url, public_url, facts)


def make_newsletter(settings: Settings, cache: ContentCache, desk: RequestDesk) -> NewsletterDesk:
    holder: list[NewsletterDesk] = []
    sender = NewsletterSender(desk.store, settings, desk.clock, desk.outbox.site_facts,
                              lambda: holder[0].copy(), lambda slug: holder[0].public_post(slug),
                              issue_parts)
    holder.append(NewsletterDesk(sender, sender.links, cache))
    return holder[0]


def newsletter_desk() -> NewsletterDesk:
    found: NewsletterDesk = current_app.extensions[EXTENSION_KEY]
    return found
