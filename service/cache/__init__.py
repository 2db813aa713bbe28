"""The content as served, held in memory and kept fresh (files changed, posts coming due)."""

from service.cache.content_cache import ContentCache
from service.cache.schedule import publish_when_due
from service.posts import body_digest

__all__ = [
    "ContentCache",
    "body_digest",
    "publish_when_due",
]
