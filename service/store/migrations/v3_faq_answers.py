"""Version 3: each FAQ answer, a list of plain paragraphs, becomes one HTML string (<p> each)."""

from typing import Any

from service.html.paragraphs import text_to_html
from service.store.migrations.base import CannotMigrate, Migration, is_object


def answer_html(paragraphs: list[Any], field: str) -> str:
    if not paragraphs or not all(isinstance(p, str) for p in paragraphs):
        raise CannotMigrate(field, "an answer's paragraphs must be text, at least one",
                            "Write the answer as text, or as HTML in one string.")
    return "\n".join(text_to_html(paragraph) for paragraph in paragraphs)


def migrate_faq(faq: Any) -> Any:
    if faq is None:
        return None
    faq = is_object(faq, "(file)", "the FAQ")
    sections = []
    for s, section in enumerate(faq.get("sections", [])):
        section = is_object(section, f"sections.{s}", "a section")
        items = []
        for i, item in enumerate(section.get("items", [])):
            item = is_object(item, f"sections.{s}.items.{i}", "a question")
            if isinstance(item.get("answer"), list):
                item = {**item, "answer": answer_html(item["answer"],
                                                      f"sections.{s}.items.{i}.answer")}
            items.append(item)
        sections.append({**section, "items": items} if "items" in section else section)
    return {**faq, "sections": sections} if "sections" in faq else faq


MIGRATION = Migration(3, "FAQ answers become HTML, a <p> per paragraph",
                      {"copy/faq.json": migrate_faq})
