"""A change to the content in the words staff use: "Anna changed the FAQ", "Ben published the
post “Flood insurance basics”" — never a commit id, a file name or an upload's random name."""

from collections.abc import Callable, Sequence

from service.content.registry import DOCUMENT_TITLES

# Words of a change's note before the first name in it (service/posts/writes.py "Edit and publish
# post 'a'", documents/writes.py, content_store "Upload image '…'"), in the order they win, with
# what a person would say was done.
VERBS = (("restore", "restored"), ("delete", "deleted"), ("unpublish", "unpublished"),
         ("publish", "published"), ("schedule", "scheduled"), ("add", "added"),
         ("upload", "added"))
NAMED = 2  # how many things a line names before "and N more"


def _lower_first(title: str) -> str:
    """"Agency facts" -> "agency facts"; "FAQ" stays "FAQ" (a word written in capitals)."""
    first = title.split(" ", 1)[0]
    return title if first.isupper() and len(first) > 1 else title[:1].lower() + title[1:]


def thing_changed(path: str, title_of: Callable[[str], str | None]) -> str | None:
    """What a file of the content folder is to staff (None: a file staff never edit, such as
    version.json); title_of answers the title of a post ("posts/<slug>") or page ("pages/about",
    "products/boat") by its name, or None."""
    if path.startswith("media/"):
        return "a picture"
    name = path.removesuffix(".json")
    if name in DOCUMENT_TITLES:
        return f"the {_lower_first(DOCUMENT_TITLES[name])}"
    folder, _, slug = name.partition("/")
    title = title_of(name) or slug.replace("-", " ").capitalize()
    if folder == "posts":
        return f"the post “{title}”"
    if folder in ("pages", "products"):
        return f"the page “{title}”"
    return None


def change_summary(who: str, message: str, files: Sequence[str],
                   title_of: Callable[[str], str | None]) -> str:
    """One line for the overview: who did what to which things, named as staff know them."""
    words = set(message.split("'", 1)[0].lower().replace(":", " ").split())
    verb = next((done for word, done in VERBS if word in words), "changed")
    named = (thing_changed(path, title_of) for path in files)
    things = sorted(dict.fromkeys(thing for thing in named if thing is not None),
                    key=lambda thing: thing == "a picture")  # what was edited first
    if not things:
        return f"{who} updated the site's settings"
    more = len(things) - NAMED
    listed = " and ".join(things[:NAMED]) if more <= 0 else ", ".join(things[:NAMED])
    return f"{who} {verb} {listed}" + (f" and {more} more" if more > 0 else "")
