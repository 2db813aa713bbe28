"""Models of the wording checks' content: the rules staff edit (copy/wording-rules.json) and the
reviews that acknowledge a finding (a post's wordingReviews, wording-reviews.json)."""

import re
from typing import Annotated, Literal

import re2
from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StrictStr,
    ValidationInfo,
    field_validator,
)

from service.content.fields import ids_unique
from service.content.form_hints import form_field
from service.content.matching import Matching
from service.content.slugs import SLUG_PATTERN
from service.content.wording_text import wording_form

PHRASE_MAX = 100
PATTERN_MAX = 200
PHRASES_MAX = 500  # a rule's phrases are matched as one expression, which RE2 must hold
PATTERNS_MAX = 50
# RE2 runs in time linear in the text whatever the pattern, so a pattern staff write can never
# backtrack catastrophically; this caps the memory one compiled pattern may take.
PATTERN_MEMORY = 1 << 20
RULE_ID = re2.compile(SLUG_PATTERN.pattern)
REVIEW_AT = r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z"


def wording_options() -> re2.Options:
    """How the checks compile every expression: without case, quietly, in bounded memory."""
    options = re2.Options()
    options.case_sensitive = False
    options.log_errors = False
    options.max_mem = PATTERN_MEMORY
    return options


def compile_wording_pattern(pattern: str) -> "re2._Regexp[bytes]":
    """A rule's pattern compiled for matching UTF-8 text without case (text is searched as bytes,
    encoded once, so searching on from any place costs nothing more); re2.error when RE2
    refuses it."""
    return re2.compile(wording_form(pattern).encode("utf-8"), wording_options())


def phrase_expression(phrases: list[str]) -> str | None:
    """A rule's phrases as one expression: each a whole phrase whatever the spaces between its
    words, the longest first so that "guaranteed" wins over "guarantee" at the same place."""
    forms = sorted({wording_form(phrase).lower() for phrase in phrases}, key=len, reverse=True)
    literal = [r"\s+".join(re2.escape(word) for word in form.split()) for form in forms]
    return f"(?:{'|'.join(literal)})" if literal else None


def _rule_id(value: str) -> str:
    if not RULE_ID.fullmatch(value):
        raise ValueError("use lowercase letters, digits and hyphens, like price-claim")
    return value


def _phrase(value: str) -> str:
    if not wording_form(value).strip():
        raise ValueError("a phrase cannot be blank (or only characters a reader does not see)")
    return " ".join(value.split())


def _refusal(error: re2.error) -> str:
    reason = error.args[0] if error.args else error
    return reason.decode() if isinstance(reason, bytes) else str(reason)


def _pattern(value: str) -> str:
    try:
        compiled = compile_wording_pattern(value)
    except re2.error as error:
        raise ValueError(f"not a pattern the checks can use ({_refusal(error)})") from None
    if compiled.search(b"") is not None:
        raise ValueError("this pattern matches empty text, so it would flag everything")
    return value


class _Wording(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class WordingRule(_Wording):
    """One kind of wording to flag: its phrases and patterns, why it matters and what to say."""

    id: Annotated[StrictStr, AfterValidator(_rule_id), form_field(
        "Rule id", "A short name in lowercase with hyphens, like price-claim; reviews refer to "
        "it, so keep it once chosen.")]
    label: Annotated[StrictStr, Field(min_length=1, max_length=100),
                     form_field("Name", item_title=True)]
    severity: Annotated[Literal["risk", "advice"], form_field(
        "Severity", "risk: must be reviewed before the text goes public; advice: listed only.")]
    phrases: Annotated[list[Annotated[StrictStr, Field(max_length=PHRASE_MAX),
                                      AfterValidator(_phrase)]],
                       Field(max_length=PHRASES_MAX), form_field(
        "Phrases", "Words to flag, one a line; capitals, apostrophes, spacing, invisible "
        "characters and look-alike letters do not matter, and only whole words match.")] = []
    patterns: Annotated[list[Annotated[StrictStr, Field(min_length=1, max_length=PATTERN_MAX),
                                       AfterValidator(_pattern)]],
                        Field(max_length=PATTERNS_MAX), form_field(
        "Patterns", "For wording phrases cannot list, like save\\s+\\d+\\s?%: a regular "
        "expression in RE2 syntax, matched as whole words.")] = []
    exempt: Annotated[list[Annotated[StrictStr, Field(max_length=PHRASE_MAX),
                                     AfterValidator(_phrase)]],
                      Field(max_length=PHRASES_MAX), form_field(
        "Names that are not claims", "Names of coverages or products that hold one of the "
        "phrases, one a line, like guaranteed issue life insurance: a phrase inside such a name "
        "is not flagged.")] = []
    why: Annotated[StrictStr, Field(min_length=1, max_length=400), form_field(
        "Why it matters", "One plain sentence, shown with each finding.", widget="textarea")]
    suggestion: Annotated[StrictStr, Field(min_length=1, max_length=400), form_field(
        "What to write instead", widget="textarea")]

    @field_validator("phrases", "exempt")
    @classmethod
    def _phrases_held_at_once(cls, phrases: list[str]) -> list[str]:
        expression = phrase_expression(phrases)
        try:
            if expression is not None:
                compile_wording_pattern(expression)
        except re2.error as error:
            raise ValueError(f"too many or too long phrases to check together ({_refusal(error)})"
                             "; move some to a rule of their own") from None
        return phrases

    @field_validator("patterns")
    @classmethod
    def _something_to_match(cls, patterns: list[str], info: ValidationInfo) -> list[str]:
        # Phrases that failed their own checks are not in info.data: that is said there.
        if not patterns and info.data.get("phrases") == []:
            raise ValueError("give at least one phrase or pattern")
        return patterns


class WordingRules(_Wording):
    """The wording the checks flag in posts and pages (copy/wording-rules.json)."""

    rules: Annotated[list[WordingRule], form_field("Rules"), ids_unique(
        "rule {place} has the id {id!r}, which an earlier rule already has")]


class WordingReview(_Wording):
    """Staff reviewed this finding's wording and let it stand: which finding (rule, phrase,
    excerpt), who and when."""

    rule: Annotated[StrictStr, Field(min_length=1, max_length=60)]
    phrase: Annotated[StrictStr, Field(min_length=1, max_length=PHRASE_MAX * 3)]
    excerpt: Annotated[StrictStr, Field(min_length=1, max_length=400)]
    by: Annotated[StrictStr, Field(min_length=1, max_length=100)]
    at: Annotated[StrictStr, Matching(re.compile(REVIEW_AT), (
        "Write the time of the review in UTC, like 2026-11-28T21:00:00Z"))]


class DocumentWordingReviews(_Wording):
    """wording-reviews.json: each document's acknowledged findings, by document name."""

    documents: dict[StrictStr, list[WordingReview]] = {}
