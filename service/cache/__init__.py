"""The content as served, held in memory and kept fresh (files changed, posts coming due)."""

from service.cache.content_cache import ContentCache
from service.cache.schedule import publish_when_due

__all__ = [
    "ContentCache",
    "publish_when_due",
]
