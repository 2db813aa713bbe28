"""Content documents other than posts: writing, history, listing, schemas, reviews."""

from service.documents.change_rules import ChangeRules
from service.documents.change_words import change_summary
from service.documents.embeds import withheld_in_file
from service.documents.field_changes import ABSENT, SEPARATOR, FieldChange
from service.documents.history import DocumentVersion, document_versions, restore_document
from service.documents.listing import editable_documents
from service.documents.reviews import reviews_path
from service.documents.schemas import document_schema
from service.documents.undo import stored_changes, undo_change
from service.documents.writes import (
    DocumentWrite,
    change_document,
    read_document_version,
    stored_form,
)

__all__ = [
    "ABSENT",
    "SEPARATOR",
    "ChangeRules",
    "DocumentVersion",
    "DocumentWrite",
    "FieldChange",
    "change_document",
    "change_summary",
    "document_schema",
    "document_versions",
    "editable_documents",
    "read_document_version",
    "restore_document",
    "reviews_path",
    "stored_changes",
    "stored_form",
    "undo_change",
    "withheld_in_file",
]
