"""Old post addresses that forward to new ones: redirects.json, kept free of chains and loops."""

from pathlib import Path

from service.content.site import Redirect
from service.routes import post_address
from service.store.atomic import json_bytes


def after_rename(redirects: list[Redirect], old: str, new: str) -> list[Redirect]:
    """The redirects once /blog/old moved to /blog/new: earlier ones follow it in one hop."""
    old_path, new_path = post_address(old), post_address(new)
    kept = [Redirect(source=r.source, target=new_path if r.target == old_path else r.target)
            for r in redirects if r.source not in (old_path, new_path)]
    return [r for r in kept if r.source != r.target] + [Redirect(source=old_path, target=new_path)]


def after_taking(redirects: list[Redirect], slug: str) -> list[Redirect]:
    """The redirects once a post lives at /blog/slug again: its own address no longer forwards."""
    return [r for r in redirects if r.source != post_address(slug)]


def redirects_bytes(redirects: list[Redirect]) -> bytes:
    return json_bytes([r.model_dump(mode="json") for r in redirects])


def redirect_changes(path: Path, before: list[Redirect],
                     after: list[Redirect]) -> dict[Path, bytes | None]:
    """The file change that takes redirects.json from before to after (nothing when equal)."""
    return {} if before == after else {path: redirects_bytes(after)}
