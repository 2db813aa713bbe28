"""The newsletter's words (copy/newsletter.json): the sign-up page's paragraph, the consent
sentence every sign-up form shows (and each consent records), the topics and the sender's name."""

import re
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StrictStr

from service.content.fields import MEMBER_ID_PATTERN, ids_unique
from service.content.form_hints import form_field
from service.content.matching import Matching

Line = Annotated[StrictStr, Field(min_length=1, max_length=200)]
Words = Annotated[StrictStr, Field(min_length=1, max_length=2000), form_field(widget="textarea")]
TopicId = Annotated[StrictStr, Matching(re.compile(MEMBER_ID_PATTERN), "Use lowercase letters, "
                                        "numbers and single dashes, like home-auto"),
                    Field(max_length=60)]


class _Newsletter(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Topic(_Newsletter):
    """A topic visitors choose when they sign up, and a send goes to."""

    id: Annotated[TopicId, form_field(
        "Short name", "Like home-auto. Subscribers are kept by it: changing it drops them from "
        "the topic.")]
    title: Annotated[Line, form_field("Title", item_title=True)]
    description: Words


class NewsletterCopy(_Newsletter):
    """The newsletter page's paragraph, the consent sentence, the topics, and the sender's name."""

    intro: Annotated[Words, form_field("Introduction", "The /newsletter page's paragraph.")]
    consentText: Annotated[Words, form_field(
        "Consent sentence", "Shown under every sign-up form and kept with each sign-up as what "
        "the person agreed to.")]
    topics: Annotated[list[Topic], Field(min_length=1, max_length=20),
                      ids_unique("the short name {id} is given to two topics: each needs its own"),
                      form_field("Topics")]
    fromName: Annotated[Line | None, form_field(
        "Sender name", "The name the mails come from; empty: the agency's name.",
        null_label="The agency's name")] = None

    def topic_ids(self) -> list[str]:
        return [topic.id for topic in self.topics]
