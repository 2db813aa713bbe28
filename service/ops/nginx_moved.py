"""The nginx locations of the route table's moved addresses: each answers 301 at its new place."""

import re

from service.routes import MOVED


def moved_locations(upstream: str, moved: dict[str, str] | None = None) -> str:
    """A location per moved address (any case, as the router matches): the old path and what lies
    under it answer 301 at the new one, the rest of the path and the query kept. The rest is
    taken from $request_uri, as the client sent it (still encoded, so never a line break); an
    address whose encoding hides the old path is sent to the service, which answers it too."""
    table = MOVED if moved is None else moved
    return "".join(f"""
    # Moved (routes.json): {old} answers 301 at {new}.
    location ~* ^{re.escape(old)}(?:/|$) {{
        if ($request_uri ~* "^{re.escape(old)}([/?].*)?$") {{
            return 301 {new}$1;
        }}
        proxy_pass http://{upstream};
    }}
""" for old, new in table.items())
