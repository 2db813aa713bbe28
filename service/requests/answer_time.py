"""How soon the office answers: the one fact (the agency facts' `answerTime`, content/site.json)
in the sentences the forms' thanks and the confirmation e-mail promise it with."""

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

# What the forms say once a request is in (the web app reads the same file: config/answer-time.ts).
THANKS: dict[str, str] = json.loads(Path(__file__).with_name("thanks.json").read_text("utf-8"))
RECEIVED = THANKS["received"]
REPLY = THANKS["reply"]
UNSET = THANKS["answerTimeUnset"]


def answer_time(facts: Mapping[str, Any]) -> str:
    """The facts' answer time ("within one business day"), or a word that promises no time."""
    value = facts.get("answerTime")
    return value if isinstance(value, str) and value.strip() else UNSET


def reply_promise(facts: Mapping[str, Any]) -> str:
    """The thanks' second sentence: "An agent will contact you within one business day." """
    return REPLY.replace("{answerTime}", answer_time(facts))
