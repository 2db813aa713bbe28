"""Every link and embed field of the content takes an https address and nothing else: one type
(models.HttpsUrl) for the map, the form embeds, social links and the companies' sites, checked
the same by the service, `agency site edit` and `agency check`."""

import json
from typing import Any

import pytest
from pydantic import ValidationError

from service.content.registry import FIXED_DOCUMENTS, OWNER_ONLY_FIELDS, SITE_ADAPTER
from service.content.site import EMBED_FIELDS, FormEmbeds, SiteFacts
from service.documents.embeds import value_at
from tests.conftest import TEST_CONTENT

HOSTILE = ["javascript:alert(document.domain)", "JaVaScRiPt:alert(1)",
           "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
           " https://www.example.com/leading-space", "\thttps://www.example.com/tab",
           "http://www.example.com/plain", "https://user@evil.example/", "https:///no-host",
           "//evil.example/x", "https://www.example.com/x\n", "vbscript:msgbox(1)"]
VALID = "https://www.example.com/path?x=1#map"
SITE_LINKS = ["map.linkUrl", "map.embedUrl", "social.0.url", "forms.quoteEmbedUrl",
              "forms.policyChangeEmbedUrl", "forms.embedScriptUrl"]


def site_facts() -> dict[str, Any]:
    return dict(json.loads((TEST_CONTENT / "site.json").read_text("utf-8")))


def at(document: Any, path: str) -> Any:
    for key in path.split("."):
        document = document[int(key)] if isinstance(document, list) else document[key]
    return document


def with_value(document: Any, path: str, value: Any) -> Any:
    changed = json.loads(json.dumps(document))
    *parents, last = path.split(".")
    target = changed
    for key in parents:
        target = target[int(key)] if isinstance(target, list) else target[key]
    if isinstance(target, list):
        target[int(last)] = value
    else:
        target[last] = value
    return changed


@pytest.mark.parametrize("value", HOSTILE)
@pytest.mark.parametrize("field", SITE_LINKS)
def test_a_site_link_refuses_every_other_scheme_and_shape(field: str, value: str) -> None:
    with pytest.raises(ValidationError) as raised:
        SITE_ADAPTER.validate_python(with_value(site_facts(), field, value))
    assert [".".join(map(str, error["loc"])) for error in raised.value.errors()] == [field]


@pytest.mark.parametrize("field", SITE_LINKS)
def test_a_site_link_takes_an_https_address(field: str) -> None:
    facts = SITE_ADAPTER.validate_python(with_value(site_facts(), field, VALID))
    assert at(facts.model_dump(mode="json"), field) == VALID


@pytest.mark.parametrize("value", HOSTILE)
@pytest.mark.parametrize("field", ["website", "payBillUrl", "claimUrl"])
def test_a_companys_links_refuse_every_other_scheme(field: str, value: str) -> None:
    companies = json.loads((TEST_CONTENT / "companies.json").read_text("utf-8"))
    with pytest.raises(ValidationError):
        FIXED_DOCUMENTS["companies"].validate_python(with_value(companies, f"0.{field}", value))


def test_the_schema_states_the_same_pattern_for_every_link_field() -> None:
    schema = SiteFacts.model_json_schema()
    patterns = {schema["$defs"][model]["properties"][name]["anyOf"][0]["pattern"]
                for model, name in (("MapEmbed", "linkUrl"), ("MapEmbed", "embedUrl"),
                                    ("FormEmbeds", "embedScriptUrl"))}
    assert patterns == {schema["$defs"]["SocialLink"]["properties"]["url"]["pattern"]}


def test_every_embed_field_is_in_the_model_and_owner_only() -> None:
    """EMBED_FIELDS names each form embed (a new one must be listed) and only real fields, and
    every one of them is owner-only."""
    assert {f"forms.{name}" for name in FormEmbeds.model_fields} <= set(EMBED_FIELDS)
    dumped = SITE_ADAPTER.validate_python(site_facts()).model_dump(mode="json")
    for field in EMBED_FIELDS:
        parent, _, name = field.rpartition(".")
        assert name in value_at(dumped, parent)
        assert any(field == path or field.startswith(f"{path}.") or path == ""
                   for path in OWNER_ONLY_FIELDS["site"])


def test_the_test_content_keeps_to_the_link_types() -> None:
    facts = SITE_ADAPTER.validate_json((TEST_CONTENT / "site.json").read_bytes())
    assert facts.map.embedUrl is not None and facts.map.embedUrl.startswith("https://")
