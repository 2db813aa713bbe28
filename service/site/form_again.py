"""A request form's own page served again after its plain post was refused: the site's header and
footer, the visitor's answers in the fields and each problem beside its field."""

from typing import Any

from quart import request

from service.http.client_address import own_origin
from service.render.app_shell import with_rendered_page
from service.requests.desk import with_form_tokens
from service.state import app_state


async def form_page_again(path: str, posted: dict[str, Any]) -> str | None:
    """The page at `path` rendered with `posted` (posted_form.posted_form) and a fresh form token;
    None when the site is not built or cannot be rendered."""
    state = app_state()
    facts = state.cache.document(state.store.site_file)
    shell = state.shell.render(state.settings.web_dist / "index.html", facts)
    if shell is None:
        return None
    origin = state.settings.public_url or own_origin(request)
    page = await state.renderer.page_once(path, origin, posted)
    if page is None:
        return None
    return with_form_tokens(with_rendered_page(shell, page.head, page.html, page.state))
