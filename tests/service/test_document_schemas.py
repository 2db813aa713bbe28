"""Staff read the JSON Schema of each document's model, from which the browser builds its form:
labels and widgets as the models declare them, nothing made up from a key."""

from typing import Any

from quart.typing import TestClientProtocol as QuartClient

from tests.service.conftest import StaffClient

DOCUMENTS = "/api/admin/documents"


async def schema_of(client: StaffClient, name: str) -> dict[str, Any]:
    response = await client.get(f"{DOCUMENTS}/{name}/schema")
    assert response.status_code == 200, (name, await response.get_data())
    return await response.get_json()


def resolved(schema: dict[str, Any], node: dict[str, Any]) -> dict[str, Any]:
    ref = node.get("$ref")
    return schema["$defs"][ref.rsplit("/", 1)[1]] if ref else node


async def test_every_listed_document_has_a_schema_of_its_own_shape(client: StaffClient) -> None:
    listed = await (await client.get(DOCUMENTS)).get_json()
    assert len(listed) > 10
    for item in listed:
        schema = await schema_of(client, item["name"])
        value = (await (await client.get(f"{DOCUMENTS}/{item['name']}")).get_json())["value"]
        shape = resolved(schema, schema)
        if isinstance(value, list):
            assert shape["type"] == "array", item
        else:
            assert shape["type"] == "object" and set(value) <= set(shape["properties"]), item


async def test_the_site_facts_schema_carries_labels_and_widgets(client: StaffClient) -> None:
    schema = await schema_of(client, "site")
    fields = schema["properties"]
    assert fields["founded"]["title"] == "Founded (year)"
    assert fields["email"]["x-widget"] == "email" and fields["phone"]["x-widget"] == "tel"
    assert fields["description"]["x-widget"] == "textarea"
    # No title made up from the key ('Shortname'): the form words a key itself.
    assert "title" not in fields["shortName"]
    week = resolved(schema, fields["hours"])
    saturday = week["properties"]["saturday"]
    assert {"type": "null"} in saturday["anyOf"]
    day = resolved(schema, next(b for b in saturday["anyOf"] if "$ref" in b))
    assert day["properties"]["opens"]["x-widget"] == "time"
    special = resolved(schema, fields["specialHours"]["items"])
    assert special["properties"]["date"]["x-widget"] == "date"
    assert special["x-widget"] == "special-day"
    assert special["properties"]["notice"]["x-widget"] == "textarea"
    assert "label" not in special["properties"]


async def test_pages_companies_and_copy_name_their_widgets(client: StaffClient) -> None:
    page = await schema_of(client, "pages/about")
    assert page["properties"]["content"]["x-widget"] == "html"
    companies = await schema_of(client, "companies")
    company = resolved(companies, companies["items"])["properties"]
    assert company["logo"]["x-widget"] == "image"
    assert company["claimsPhone"] == company["claimsPhone"] | {
        "title": "24-hour claims phone", "x-widget": "tel"}
    team = await schema_of(client, "copy/team")
    agent = team["$defs"]["Agent"]["properties"]
    assert agent["photo"]["x-widget"] == "image"
    product = await schema_of(client, "products/flood-insurance")
    assert product["properties"]["intro"]["items"]["x-widget"] == "textarea"
    assert product["properties"]["kind"]["enum"] == ["vehicle", "property", "business"]


async def test_a_schema_answer_is_the_same_each_time(client: StaffClient) -> None:
    assert await schema_of(client, "copy/faq") == await schema_of(client, "copy/faq")


async def test_an_unknown_document_has_no_schema(client: StaffClient) -> None:
    assert (await client.get(f"{DOCUMENTS}/copy/no-such-copy/schema")).status_code == 404
    assert (await client.get(f"{DOCUMENTS}/pages/Not_A_Slug/schema")).status_code == 404


async def test_visitors_cannot_read_a_schema(anonymous: QuartClient) -> None:
    assert (await anonymous.get(f"{DOCUMENTS}/site/schema")).status_code == 401


def lists_of_objects(schema: dict[str, Any], node: dict[str, Any], path: str,
                     found: dict[str, dict[str, Any]]) -> None:
    """Each list of objects in a schema by where it is, with its items' resolved node."""
    node = resolved(schema, node)
    for branch in node.get("anyOf", []):
        lists_of_objects(schema, branch, path, found)
    if node.get("type") == "array":
        item = resolved(schema, node.get("items", {}))
        if item.get("type") == "object":
            found[path] = item
        lists_of_objects(schema, node.get("items", {}), f"{path}[]", found)
    for key, child in node.get("properties", {}).items():
        lists_of_objects(schema, child, f"{path}.{key}", found)
    if isinstance(node.get("additionalProperties"), dict):
        lists_of_objects(schema, node["additionalProperties"], f"{path}.*", found)


async def test_every_list_names_its_items_by_one_text_field_of_theirs(client: StaffClient) -> None:
    """The form's one line per item and its history take the item's name from the model."""
    listed = await (await client.get(DOCUMENTS)).get_json()
    found: dict[str, dict[str, Any]] = {}
    for item in listed:
        schema = await schema_of(client, item["name"])
        lists_of_objects(schema, schema, item["name"], found)
    assert {"companies", "copy/faq.sections[].items", "copy/team.agents", "services"} <= set(found)
    for where, item in found.items():
        titles = [key for key, field in item["properties"].items() if field.get("x-item-title")]
        assert len(titles) == 1, (where, titles)
        assert resolved({"$defs": {}}, item["properties"][titles[0]]).get("type") == "string", where
    faq = resolved(await schema_of(client, "copy/faq"), {"$ref": "#/$defs/FaqItem"})
    assert faq["properties"]["question"]["x-item-title"] is True
