"""The model of a notice page (privacy, accessibility) and the facts its text may name in braces."""

import json
import re
from pathlib import Path
from typing import Annotated, ClassVar

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StrictStr

from service.content.form_hints import form_field
from service.content.office_hours import TextDate

# Each name a notice may write in braces, e.g. {retentionDays}, and what the page shows for it.
# The web fills them in as it shows the page (web/src/features/agency-info/lib/notice-text.ts).
PLACEHOLDERS: dict[str, str] = json.loads(
    Path(__file__).with_name("notice_placeholders.json").read_text("utf-8"))
PLACEHOLDER = re.compile(r"\{(\w*)\}")
FILLED_IN = "Filled in as the page is shown: " + ", ".join(
    f"{{{name}}} ({what})" for name, what in PLACEHOLDERS.items()) + "."


def _known_placeholders(text: str) -> str:
    unknown = [name for name in PLACEHOLDER.findall(text) if name not in PLACEHOLDERS]
    if unknown:
        raise ValueError(f"{{{unknown[0]}}} is not a fact the page can fill in; it knows "
                         + ", ".join(f"{{{name}}}" for name in PLACEHOLDERS))
    return text


NoticeText = Annotated[StrictStr, Field(min_length=1), AfterValidator(_known_placeholders)]
NoticeParagraph = Annotated[NoticeText, form_field(widget="textarea", description=FILLED_IN)]


class _Notice(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class NoticeSection(_Notice):
    """A titled part of a notice: its paragraphs, then an optional bullet list."""

    heading: Annotated[NoticeText, form_field("Heading", item_title=True)]
    paragraphs: Annotated[list[NoticeParagraph], form_field("Paragraphs")] = []
    bullets: Annotated[list[NoticeText], form_field("Bullet points", FILLED_IN)] = []


class Notice(_Notice):
    """A notice page: its title, when it was last reviewed, an introduction and its sections."""

    # Filled in as the page is shown, besides the agency's years (agency check knows them).
    FILLED_PLACEHOLDERS: ClassVar[tuple[str, ...]] = tuple(PLACEHOLDERS)

    title: Annotated[NoticeText, form_field("Title")]
    updated: Annotated[TextDate, form_field("Last updated", "The day the text was last reviewed.")]
    intro: Annotated[list[NoticeParagraph], form_field("Introduction")]
    sections: Annotated[list[NoticeSection], Field(min_length=1), form_field("Sections")]
