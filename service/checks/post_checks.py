"""Every check on one post's text: wording in each field, advice on its HTML, lengths and a
title another post already has."""

from pydantic import BaseModel, ConfigDict

from service.checks.advice import advice, html_advice, post_field_advice
from service.checks.context import CheckContext
from service.checks.findings import Finding
from service.checks.html_text import read_html
from service.checks.wording import wording_findings
from service.content import Post
from service.routes import post_address


class PostText(BaseModel):
    """The text of a post, saved or not: what the checks read. `slug` is the post's own (None
    for a new one), left out when looking for another post with the same title."""

    model_config = ConfigDict(frozen=True)

    title: str
    excerpt: str
    content: str  # HTML
    imageAlt: str | None = None
    imageUrl: str | None = None
    slug: str | None = None


def post_text(post: Post) -> PostText:
    """A stored post's text, as check_post reads it."""
    return PostText(title=post.title, excerpt=post.excerpt, content=post.content,
                    imageAlt=getattr(post, "imageAlt", None), imageUrl=post.imageUrl,
                    slug=post.slug)


def check_post(fields: PostText, context: CheckContext) -> list[Finding]:
    """Every finding in a post: risks first in reading order (title, excerpt, text, image
    description), then advice."""
    found = read_html(fields.content)
    plain = [("title", fields.title), ("excerpt", fields.excerpt),
             *(("content", block) for block in found.blocks),
             ("imageAlt", fields.imageAlt or "")]
    wording = [finding for field, text in plain
               for finding in wording_findings(text, field, context.rules)]
    advised = [*post_field_advice(fields.title, fields.excerpt),
               *html_advice(found, "content", context.site_path_exists),
               *_featured_image(fields), *_same_title(fields, context)]
    return [*(f for f in wording if f.severity == "risk"),
            *(f for f in wording if f.severity != "risk"), *advised]


def _featured_image(fields: PostText) -> list[Finding]:
    if not fields.imageUrl or (fields.imageAlt or "").strip():
        return []
    return [advice("image-alt", "The featured image has no description, so a screen reader "
                   "and a social preview say nothing about it.", fields.imageUrl,
                   "Fill in the image description (alt text).", "imageAlt")]


def _same_title(fields: PostText, context: CheckContext) -> list[Finding]:
    wanted = _title_key(fields.title)
    others = [slug for slug, title in context.post_titles.items()
              if slug != fields.slug and _title_key(title) == wanted]
    if not wanted or not others:
        return []
    return [advice("duplicate-title", f"Another post ({post_address(others[0])}) already has this "
                   "title, so readers and search results cannot tell the two apart.",
                   fields.title, "Give this post a title of its own.", "title")]


def _title_key(title: str) -> str:
    return " ".join(title.casefold().split())
