"""Page addresses as tests write them: from the route table, so that a moved page moves here too."""

from service.site.routes import BLOG_INDEX, BLOG_PREFIX, post_address

__all__ = ["BLOG_INDEX", "BLOG_PREFIX", "post_address"]
