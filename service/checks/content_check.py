"""Every problem of a content folder: schema, unique slugs and ids, missing media, stray HTML,
years the pages should take from the founding year, symbolic links."""

import os
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from service.checks.media_references import missing_media
from service.content.copy import Team
from service.content.errors import InvalidContent, StoreError
from service.content.post import Post
from service.content.site import Page
from service.documents.agency_years import years_problems
from service.html.policy import policy_problems
from service.posts.coverages import product_slugs, unknown_coverages
from service.store.content_store import ContentStore
from service.store.loading import Problem
from service.store.staged_writes import interrupted_batches

# Git's own folder and the store's local state (git-ignored) are not content.
NOT_CONTENT = frozenset({".git", ".store"})


@dataclass
class CheckReport:
    posts: list[Post] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)


def check_content(store: ContentStore) -> CheckReport:
    """Validate every content file and the references between them."""
    posts, problems = store.read_posts()
    report = CheckReport(posts, problems)
    documents: dict[Path, Any] = {}
    for path in store.document_files():
        try:
            documents[path] = store.read_document(path)
        except InvalidContent as error:
            report.problems.append(Problem(path, error.reason))
        except StoreError as error:
            report.problems.append(Problem(path, str(error)))
    _check_posts(store, posts, report)
    for path, document in documents.items():
        if isinstance(document, Page):
            report.problems += [Problem(path, f"content: {reason}")
                                for reason in policy_problems(document.content)]
    _check_references(store, documents, posts, report)
    _check_years(store, documents, report)
    for folder, message in interrupted_batches(store):
        report.problems.append(Problem(folder, f"an interrupted write is not finished yet "
                                               f"({message!r}): the next change completes it"))
    report.problems += [Problem(link, f"a symbolic link (to {os.readlink(link)}): the site never "
                                      "follows one, so it is not served or exported; put the "
                                      "file itself here") for link in symbolic_links(store.root)]
    return report


def symbolic_links(root: Path) -> Iterator[Path]:
    """Every symbolic link under root, to a file or a folder (never walked into)."""
    for base, folders, names in os.walk(root):
        folders[:] = sorted(name for name in folders if name not in NOT_CONTENT)
        for name in sorted([*folders, *names]):
            if os.path.islink(os.path.join(base, name)):
                yield Path(base, name)


def _check_posts(store: ContentStore, posts: list[Post], report: CheckReport) -> None:
    # Slugs are unique by construction: a post's slug must be its file's name (parse_post).
    ids = Counter(post.id for post in posts)
    products = product_slugs(store)
    for post in posts:
        path = store.post_path(post.slug)
        if ids[post.id] > 1:
            report.problems.append(Problem(path, f"duplicate id {post.id}"))
        report.problems += [Problem(path, f"coverages: {slug!r} is not a product page "
                                          "(products/), so no page lists the post for it")
                            for slug in unknown_coverages(post, products)]
        report.problems += [Problem(path, f"content: {reason}")
                            for reason in policy_problems(post.content)]


def _check_references(store: ContentStore, documents: dict[Path, Any], posts: list[Post],
                      report: CheckReport) -> None:
    report.problems += missing_media(store)
    _check_authors(store, documents.get(store.copy_path("team")), posts, report)
    services = documents.get(store.services_file)
    if isinstance(services, list):
        for slug, count in Counter(service.slug for service in services).items():
            if count > 1:
                report.problems.append(Problem(store.services_file,
                                               f"duplicate service slug {slug!r}"))
    site = documents.get(store.site_file)
    quote_slug = getattr(site, "quotePostSlug", None)
    quote_post = next((post for post in posts if post.slug == quote_slug), None)
    if quote_slug and quote_post is None:
        report.problems.append(Problem(store.site_file,
                                       f"quotePostSlug {quote_slug!r} is not a post"))
    elif quote_post is not None and quote_post.status == "draft":
        report.problems.append(Problem(store.site_file, f"quotePostSlug {quote_slug!r} is a "
                                                        "draft: visitors cannot open it"))


def _check_years(store: ContentStore, documents: dict[Path, Any], report: CheckReport) -> None:
    """The texts visitors read name the founding year and the years in business only through the
    placeholders (the wording rules' examples are not shown to visitors)."""
    for path, document in documents.items():
        folder = path.relative_to(store.root).parts[0]
        if path == store.site_file:
            texts: Any = [document.tagline]  # the one fact the web fills (the header)
        elif folder in ("pages", "copy", "products") and path != store.copy_path("wording-rules"):
            texts = document
        else:
            continue
        also_filled = getattr(type(document), "FILLED_PLACEHOLDERS", ())
        report.problems += [Problem(path, reason)
                            for reason in years_problems(texts, also_filled)]


def _check_authors(store: ContentStore, team: Any, posts: list[Post], report: CheckReport) -> None:
    """A post naming an author the team does not have shows no byline (a team file that does not
    validate is a problem of its own, and the posts are not checked against it)."""
    if not isinstance(team, Team):
        return
    members = {agent.id for agent in team.agents}
    report.problems += [
        Problem(store.post_path(post.slug), f"author {post.author!r}: no team member has this id "
                                            "(copy/team.json), so the post shows no byline")
        for post in posts if post.author is not None and post.author not in members]
