"""Version 9: the privacy notice says what the quote intake's detailed questions collect, why,
how the most sensitive answers are protected and how long they are kept (defaults/
privacy-intake.json, the release's text); its sentence that the forms never ask for a driver's
license number is corrected where it is still the release's own."""

from typing import Any

from service.store.migrations.base import CannotMigrate, Migration, is_object
from service.store.migrations.defaults import default


def _corrected(section: Any, replaced: dict[str, str]) -> Any:
    """A section with the old sentence replaced in its paragraphs (a section edited differently
    is left as written)."""
    if not isinstance(section, dict) or not isinstance(section.get("paragraphs"), list):
        return section
    paragraphs = [replaced["new"] if paragraph == replaced["old"] else paragraph
                  for paragraph in section["paragraphs"]]
    return {**section, "paragraphs": paragraphs}


def migrate_privacy(notice: Any) -> Any:
    if notice is None:
        return None
    notice = is_object(notice, "(file)", "the privacy notice")
    sections = notice.get("sections")
    if not isinstance(sections, list):
        raise CannotMigrate("sections", "the privacy notice has no list of sections",
                            "Restore copy/privacy.json from git.")
    release = default("privacy-intake")
    headings = [section.get("heading") if isinstance(section, dict) else None
                for section in sections]
    if release["sections"][0]["heading"] in headings:
        return notice
    # After the section on what the request forms collect, else at the top.
    at = headings.index(release["after"]) + 1 if release["after"] in headings else 0
    sections = [_corrected(section, release["replaced"]) for section in sections]
    return {**notice, "updated": release["updated"],
            "sections": [*sections[:at], *release["sections"], *sections[at:]]}


MIGRATION = Migration(9, "the privacy notice says what the quote intake collects and how long "
                         "it is kept", {"copy/privacy.json": migrate_privacy})
