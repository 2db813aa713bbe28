"""The models of a blog post: as stored (posts/<slug>.json) and as a change to one says it."""

import datetime as dt
from typing import Annotated, Literal

from pydantic import (
    AfterValidator,
    AwareDatetime,
    BaseModel,
    ConfigDict,
    Field,
    StrictInt,
    StrictStr,
)

from service.content.fields import (
    STRICT,
    Content,
    Coverages,
    Excerpt,
    ImageAlt,
    ImageUrl,
    MemberId,
    Slug,
    Title,
)
from service.content.office_hours import TextDate
from service.content.wording import WordingReview


class _Strict(BaseModel):
    # Built at first use (a post read from its file or changed), not by every start: the start
    # reads the posts from their index (issue 42).
    model_config = ConfigDict(**STRICT, defer_build=True)


def _utc(value: dt.datetime | None) -> dt.datetime | None:
    return value.astimezone(dt.UTC) if value is not None else None


PublishAt = Annotated[AwareDatetime | None, AfterValidator(_utc)]
# Only drafts say so on disk: a file without "status" is published, as every post before drafts.
StoredStatus = Literal["draft", "published"] | None


class Post(_Strict):
    """A blog post as stored in posts/<slug>.json; the API answers visitors without the last two.

    `status` is "draft" for a post only staff see; `publishAt` is the moment a post becomes
    public (a scheduled post until then), kept afterwards as when it went live.
    `wordingReviews` are the wording findings staff reviewed and let stand (staff read them,
    visitors never do).
    """

    id: Annotated[StrictInt, Field(ge=1)]
    slug: Slug
    title: Title
    date: dt.date
    excerpt: Excerpt
    content: Content
    imageUrl: ImageUrl = None
    imageAlt: ImageAlt = None
    # The id of the team member who wrote it (copy/team.json); null: no byline.
    author: MemberId | None = None
    # The slugs of the products it is about (content/products); their pages list the post.
    coverages: Coverages = []
    status: StoredStatus = None
    publishAt: PublishAt = None
    wordingReviews: list[WordingReview] = []


PUBLIC_POST_FIELDS = ("id", "slug", "title", "date", "excerpt", "content", "imageUrl", "imageAlt",
                      "author", "coverages")


WriteStatus = Literal["draft", "published", "scheduled"]
ACKNOWLEDGE_MAX = 50


def _as_reviewed(name: str) -> object:
    """A field of WordingReview with its limits, so that an acknowledgement takes what a review
    may keep."""
    return Annotated[StrictStr, *WordingReview.model_fields[name].metadata]


class Acknowledgement(_Strict):
    """A wording finding staff reviewed and let stand, named as the checks name it."""

    rule: _as_reviewed("rule")  # type: ignore[valid-type]
    phrase: _as_reviewed("phrase")  # type: ignore[valid-type]
    excerpt: _as_reviewed("excerpt")  # type: ignore[valid-type]


Acknowledgements = Annotated[list[Acknowledgement] | None, Field(
    max_length=ACKNOWLEDGE_MAX, description=(
        "Risk findings of the wording (GET or POST …/checks) that staff reviewed and let stand. "
        "A write that leaves the text public is refused (409, with the findings) while a risk "
        "finding is neither named here nor reviewed before; kept as the text's wordingReviews "
        "while the text still has the finding."))]


class PostChange(_Strict):
    """What a change to a post may say; fields left out stay as they are.

    `status` "published" means now, "scheduled" needs `publishAt` (ISO 8601 with an offset, or
    Connecticut wall time without one); `slug` moves the post to a new address.
    """

    title: Title | None = None
    excerpt: Excerpt | None = None
    content: Content | None = None
    imageUrl: ImageUrl = None
    imageAlt: ImageAlt = None
    author: Annotated[MemberId | None, Field(description=(
        "The id of the team member shown as the author (copy/team.json); null: no byline. "
        "Left out: unchanged."))] = None
    coverages: Annotated[Coverages | None, Field(description=(
        "The slugs of the products the post is about (content/products; GET /api/products), "
        "whose pages list it; [] for none. A slug no product has is refused with 422. "
        "Left out: unchanged."))] = None
    slug: Slug | None = None
    date: TextDate | None = None
    status: WriteStatus | None = None
    publishAt: Annotated[StrictStr | None, Field(max_length=40)] = None
    acknowledge: Acknowledgements = None


class PostUpdate(PostChange):
    """The PATCH body: the four fields staff edit (title, excerpt, content, imageUrl), all
    required, and PostChange's optional ones (imageAlt among them: left out, it stays as it is,
    so an editor that does not show it never clears it)."""

    title: Title
    excerpt: Excerpt
    content: Content
    imageUrl: ImageUrl


class NewPost(PostChange):
    """A post to add: a title is enough; it starts as a draft unless told otherwise."""

    title: Title
    excerpt: Excerpt = ""
    content: Content = ""
    status: WriteStatus | None = "draft"



class ImageUpload(_Strict):
    """The answer to an image upload."""

    imageUrl: StrictStr


def post_sort_key(post: Post) -> tuple[dt.date, int]:
    """Newest first when sorted in reverse: by date, then id."""
    return (post.date, post.id)
