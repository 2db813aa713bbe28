"""Staff account names typed with capitals are taken in lowercase; temporary passwords avoid
characters that read alike."""

import re

from service.auth.account_rules import UNMISTAKABLE, temporary_password
from tests.service.conftest import STAFF_PASSWORD, StaffClient, sign_in


async def test_a_user_name_typed_with_capitals_is_lowercased_not_refused(
        client: StaffClient) -> None:
    response = await client.post("/api/admin/staff", json={"username": " Anna.Smith "})
    assert response.status_code == 201, await response.get_data()
    assert (await response.get_json())["username"] == "anna.smith"
    listed = await (await client.get("/api/admin/staff")).get_json()
    assert "anna.smith" in {row["username"] for row in listed}


async def test_a_user_name_that_cannot_be_one_is_refused_in_words(client: StaffClient) -> None:
    response = await client.post("/api/admin/staff", json={"username": "a b"})
    assert response.status_code == 422
    message = (await response.get_json())["errors"][0]["message"]
    assert message.startswith("User names are 2 to 32 characters")
    assert "^" not in message and "[" not in message


def test_temporary_passwords_hold_no_look_alike_characters() -> None:
    assert not set("0Oo1lIi") & set(UNMISTAKABLE)
    seen = {temporary_password() for _ in range(200)}
    assert len(seen) == 200
    for password in seen:
        assert re.fullmatch(rf"[{UNMISTAKABLE}]{{4}}(?:-[{UNMISTAKABLE}]{{4}}){{3}}", password)


async def test_a_temporary_password_signs_in(client: StaffClient) -> None:
    added = await (await client.post("/api/admin/staff", json={"username": "ben"})).get_json()
    answer = await sign_in(client.raw, "ben", added["temporaryPassword"])
    assert answer.status_code == 200
    assert added["temporaryPassword"] != STAFF_PASSWORD
