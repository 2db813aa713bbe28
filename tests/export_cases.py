"""A content copy with what a static export must handle besides published posts: a draft, a post
scheduled for later, a renamed post whose old address forwards, a link written with a final
slash, and links out of the content."""

from dataclasses import dataclass
from pathlib import Path

from service.content import NewPost
from service.posts.writes import create_post, rename_post
from service.store.content_store import ContentStore
from tests.addresses import BLOG_PREFIX, post_address
from tests.conftest import git

DRAFT_TITLE = "Holiday office hours (draft)"
# A page's address with a final slash, as older content wrote some: the router finds the page.
SLASHED_LINK = "/insurance/vehicle-insurance/auto-insurance/"
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
                           old_address=post_address(oldest.slug),
                           new_address=post_address(renamed.slug))


def add_slashed_link(content: Path) -> None:
    """A published post linking to a page and to the blog with a final slash."""
    body = (f'<p>See <a href="{SLASHED_LINK}">auto insurance</a> and '
            f'<a href="{BLOG_PREFIX}">the other posts</a>.</p>')
    create_post(ContentStore(content),
                NewPost(title="Linked the old way", status="published", content=body))


def commit_all(content: Path, message: str) -> None:
    git(content, "add", "--all")
    git(content, "commit", "--quiet", "-m", message)


def link_out_of_the_content(content: Path, secret: Path) -> dict[str, Path]:
    """Links in content/media, committed as git keeps them: to a file outside the content (the
    staff database), to a folder of the system, and to a picture beside them. Answers them."""
    links = {"media/staff.webp": secret, "media/system": Path("/etc"),
             "media/same.webp": Path("winter-road.webp")}
    for name, target in links.items():
        (content / name).symlink_to(target)
    commit_all(content, "Links pushed through git")
    return links
