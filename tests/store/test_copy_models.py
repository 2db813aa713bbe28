"""The team and FAQ models: an agent's direct contact details, and FAQ answers held to the posts'
one HTML policy whichever way they are saved."""

import json
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from service.content.copy import Agent, FaqItem, Team
from service.documents.writes import change_document
from service.store import ContentStore

AGENT: dict[str, Any] = {"name": "Jane Doe", "id": "jane-doe", "title": "Agent",
                         "bio": ["Jane joined in 2020."]}


def refused_fields(data: dict[str, Any]) -> list[str]:
    with pytest.raises(ValidationError) as refused:
        Agent.model_validate(data)
    return [".".join(map(str, error["loc"])) for error in refused.value.errors()]


def test_an_agent_may_give_a_license_languages_and_a_direct_line_and_address() -> None:
    agent = Agent.model_validate(AGENT | {
        "license": "CT-555-0009", "languages": ["English", "Portuguese"],
        "phone": "(203) 555-0160", "email": "jane@harborpointinsurance.example"})
    assert (agent.license, agent.languages, agent.phone, agent.email) == (
        "CT-555-0009", ["English", "Portuguese"], "(203) 555-0160",
        "jane@harborpointinsurance.example")
    bare = Agent.model_validate(AGENT)
    assert (bare.license, bare.languages, bare.phone, bare.email) == (None, [], None, None)


@pytest.mark.parametrize("phone", ["+1 203.555.0160", "203-555-0160", "1 (203) 555 0160"])
def test_a_direct_line_is_a_ten_digit_number_written_any_usual_way(phone: str) -> None:
    assert Agent.model_validate(AGENT | {"phone": phone}).phone == phone


@pytest.mark.parametrize("change", [
    {"phone": "555-0160"}, {"phone": "call 203 555 0160"}, {"phone": "2" * 41},
    {"phone": "+44 20 7946 0958"}, {"email": "jane@"}, {"email": "jane at example.com"},
    {"email": "jane@example"}, {"license": ""}, {"license": "x" * 41}, {"languages": [""]},
])
def test_a_malformed_contact_detail_is_refused_naming_its_field(change: dict[str, Any]) -> None:
    [field] = change
    assert refused_fields(AGENT | change)[0].startswith(field)


@pytest.mark.parametrize("member_id", ["Jane-Doe", "jane_doe", "jane--doe", "-jane", "jane-",
                                       "jane doe", "j" * 61])
def test_an_agent_id_is_lowercase_letters_digits_and_single_hyphens(member_id: str) -> None:
    assert refused_fields(AGENT | {"id": member_id}) == ["id"]


def test_an_agent_id_left_out_or_empty_is_made_from_the_name() -> None:
    without = {key: value for key, value in AGENT.items() if key != "id"}
    for data in (without, AGENT | {"id": ""}):
        assert Agent.model_validate(data | {"name": "Zoë O'Brien-Walsh"}).id == "zoe-obrien-walsh"


def test_two_agents_of_the_team_may_not_share_an_id() -> None:
    team = {"mission": "Help.", "whyChooseUs": [], "agents": [AGENT, AGENT | {"name": "Jo"}]}
    with pytest.raises(ValidationError) as refused:
        Team.model_validate(team)
    [error] = refused.value.errors()
    assert error["loc"] == ("agents",)
    assert "jane-doe is given to two members" in error["msg"]
    assert Team.model_validate(team | {"agents": [AGENT, AGENT | {"id": "jo"}]})


def test_the_staff_form_gets_a_label_and_widget_for_each_new_field() -> None:
    fields = Agent.model_json_schema()["properties"]
    assert fields["license"]["title"] == "License number"
    assert fields["languages"]["title"] == "Languages spoken"
    assert (fields["phone"]["x-widget"], fields["email"]["x-widget"]) == ("tel", "email")
    assert fields["photo"]["x-widget"] == "image"
    assert all(field.get("title") for field in fields.values())
    assert FaqItem.model_json_schema()["properties"]["answer"]["x-widget"] == "html"


@pytest.mark.parametrize(("given", "stored"), [
    ('<p>Read <a href="/request-quote">our form</a>.</p>',
     '<p>Read <a href="/request-quote">our form</a>.</p>'),
    ("<p>Hi</p><script>alert(1)</script>", "<p>Hi</p>"),
    ('<p><a href="javascript:alert(1)">Click</a></p>', "<p>Click</p>"),
    ('<p onclick="steal()">Hi <img src=x onerror=alert(1)></p>', "<p>Hi </p>"),
    ("Fish & chips\n\nTwo paragraphs", "<p>Fish &amp; chips</p>\n<p>Two paragraphs</p>"),
])
def test_an_answer_is_stored_as_html_under_the_posts_policy(given: str, stored: str) -> None:
    assert FaqItem(question="Q?", answer=given).answer == stored


def test_a_saved_answer_never_holds_a_script_or_a_javascript_link(
        store: ContentStore, content_dir: Path) -> None:
    path = content_dir / "copy/faq.json"
    faq = json.loads(path.read_text("utf-8"))
    faq["sections"][0]["items"][0]["answer"] = (
        '<p>See <a href="JaVaScRiPt:alert(1)">this</a> and <a href="/faqs#car">car</a>.</p>'
        "<script>alert(2)</script>")
    change_document(store, "copy/faq", faq, author="maria")
    saved = json.loads(path.read_text("utf-8"))["sections"][0]["items"][0]["answer"]
    assert saved == '<p>See this and <a href="/faqs#car">car</a>.</p>'


def test_an_answer_in_another_spelling_of_the_policy_is_stored_in_the_canonical_form() -> None:
    answer = FaqItem(question="Q?", answer="<P>See <A HREF='/faqs' >the FAQ</A></P>").answer
    assert answer == '<p>See <a href="/faqs">the FAQ</a></p>'
