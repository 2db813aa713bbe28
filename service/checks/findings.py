"""A finding: one thing the checks found in a text, as the API, the CLI and reviews name it."""

from typing import Literal

from pydantic import BaseModel, ConfigDict

Severity = Literal["risk", "advice"]


class Finding(BaseModel):
    """What was found and where. A risk finding is acknowledged by its (rule, phrase, excerpt):
    the same sentence can hold several phrases, so the phrase is part of its identity."""

    model_config = ConfigDict(frozen=True)

    rule: str
    severity: Severity
    message: str  # why it matters, in one plain sentence
    excerpt: str  # the sentence the phrase is in, or the offending thing for advice
    suggestion: str | None
    phrase: str | None  # the matched words as written
    field: str  # "title", "excerpt", "content", "imageAlt", or a document's dotted path
    # Where the phrase starts in the excerpt, in UTF-16 code units as a browser counts: the
    # sentence may hold the same words elsewhere (a coverage's name that is no claim).
    phraseAt: int | None = None
