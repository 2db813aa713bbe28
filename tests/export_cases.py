"""A content copy with what a static export must handle besides published posts: a draft, a post
scheduled for later, and a renamed post whose old address forwards."""

from dataclasses import dataclass
from pathlib import Path

from service.store.content_store import ContentStore
from service.store.models import NewPost
from service.store.post_writes import create_post, rename_post

DRAFT_TITLE = "Holiday office hours (draft)"
SCHEDULED_TITLE = "Spring storm checklist (scheduled)"


@dataclass(frozen=True)
class PublishingCases:
    draft: str
    scheduled: str
    old_address: str
    new_address: str


def add_publishing_cases(content: Path) -> PublishingCases:
    store = ContentStore(content)
    draft = create_post(store, NewPost(title=DRAFT_TITLE, content="Not yet."))
    scheduled = create_post(store, NewPost(title=SCHEDULED_TITLE, content="Later.",
                                           status="scheduled",
                                           publishAt="2099-04-01T09:00:00-04:00"))
    oldest = store.read_posts()[0][-1]
    renamed = rename_post(store, oldest.slug, f"{oldest.slug}-renamed")
    return PublishingCases(draft=draft.slug, scheduled=scheduled.slug,
                           old_address=f"/blog/{oldest.slug}",
                           new_address=f"/blog/{renamed.slug}")
