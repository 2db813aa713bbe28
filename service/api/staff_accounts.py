"""Owners manage staff accounts: list, add with a temporary password, disable, re-role, reset,
link to the team member each writes as."""

import asyncio
import datetime as dt
from collections.abc import Callable
from typing import Annotated, Literal, TypeVar

from pydantic import BeforeValidator, ConfigDict, Field, StrictBool, StrictStr
from quart import Blueprint, Response, jsonify
from quart_schema import document_response, validate_request

from service.api.api_model import ApiModel, ApiRootModel
from service.api.auth import BUSY
from service.api.openapi import answers
from service.auth.account_rules import (
    USERNAME_PATTERN,
    USERNAME_RULE,
    AccountError,
    LastOwner,
    NameTaken,
    NoSuchMember,
    Role,
    StaffMember,
    temporary_password,
)
from service.auth.invites import InviteGone
from service.auth.password_checks import HashingBusy
from service.content import Matching, MemberId
from service.http.errors import APIError
from service.posts import check_member
from service.state import app_state
from service.store import InvalidContent

blueprint = Blueprint("staff_accounts", __name__, url_prefix="/api/admin/staff")

T = TypeVar("T")
# Each account refusal's status, for the staff screens and the invites alike.
REFUSALS: dict[type[AccountError], int] = {NoSuchMember: 404, NameTaken: 409, LastOwner: 409,
                                           InviteGone: 410}
TEMPORARY = ("Shown this once: hand it to the member, who must change it at sign-in before "
             "anything else.")


MEMBER = ("The id of the team member (copy/team.json) the account writes as: a new post's "
          "author. null: none. An id the team does not have is refused with 422.")


class StaffAccount(ApiModel):
    username: str
    role: Role
    disabled: bool
    mustChangePassword: bool
    createdAt: str
    member: Annotated[str | None, Field(description=MEMBER)]


class NewStaffAccount(StaffAccount):
    temporaryPassword: Annotated[str, Field(description=TEMPORARY)]


class ChangedStaffAccount(StaffAccount):
    temporaryPassword: Annotated[str | None, Field(description=f"With resetPassword. {TEMPORARY}")]


def _lowercase(value: object) -> object:
    """A user name as staff type it: "Anna" is the account "anna", never a refusal."""
    return value.strip().lower() if isinstance(value, str) else value


# A new account's name as staff type it: capitals are taken as lowercase, never refused.
Username = Annotated[StrictStr, BeforeValidator(_lowercase),
                     Matching(USERNAME_PATTERN, f"User names are {USERNAME_RULE}"),
                     Field(description=f"{USERNAME_RULE}; capitals are taken as lowercase.")]


class AccountRequest(ApiModel):
    model_config = ConfigDict(extra="forbid")

    username: Username
    role: Role = "staff"
    member: Annotated[MemberId | None, Field(description=MEMBER)] = None


class Disabling(ApiModel):
    model_config = ConfigDict(extra="forbid")

    disabled: Annotated[StrictBool, Field(description=(
        "true ends the account's open sessions at once, and it cannot sign in until false."))]


class RoleChange(ApiModel):
    model_config = ConfigDict(extra="forbid")

    role: Role


class PasswordReset(ApiModel):
    model_config = ConfigDict(extra="forbid")

    resetPassword: Annotated[Literal[True], Field(description=(
        "A new temporary password, answered once; the account's open sessions end."))]


class MemberChange(ApiModel):
    model_config = ConfigDict(extra="forbid")

    member: Annotated[MemberId | None, Field(description=MEMBER)]


class AccountChange(ApiRootModel[Disabling | RoleChange | PasswordReset | MemberChange]):
    """One change at a time: disable or enable, a new role, a new temporary password, or the
    team member the account writes as."""


def account_fields(member: StaffMember) -> dict[str, object]:
    created = dt.datetime.fromtimestamp(member.created_at, dt.UTC)
    return {"username": member.username, "role": member.role, "disabled": member.disabled,
            "mustChangePassword": member.must_change_password,
            "createdAt": created.isoformat(timespec="seconds"), "member": member.member}


def not_kept(body: object, status: int = 200) -> Response:
    # The answers name the accounts, and some carry a password shown once: never cached.
    response = jsonify(body)
    response.status_code = status
    response.headers["Cache-Control"] = "no-store"
    return response


@blueprint.get("")
@document_response(list[StaffAccount])
@answers(access="owner")
async def list_accounts() -> Response:
    """Every staff account, by user name."""
    members = await account_call(app_state().staff.members)
    return not_kept([account_fields(member) for member in members])


@blueprint.post("")
@validate_request(AccountRequest)
@document_response(NewStaffAccount, 201)
@answers(400, 409, 413, 422, 503, access="owner-write")
async def add_account(data: AccountRequest) -> Response:
    """Add a staff account with a temporary password, answered this once. The first account
    there is is an owner whatever the role asked for."""
    staff, password = app_state().staff, temporary_password()
    member = team_member_id(data.member)
    await account_call(staff.add, data.username, password, data.role, True, member, hashing=True)
    added = await account_call(staff.member, data.username)
    return not_kept({**account_fields(added), "temporaryPassword": password}, 201)


@blueprint.patch("/<username>")
@validate_request(AccountChange)
@document_response(ChangedStaffAccount)
@answers(400, 404, 409, 413, 422, 503, access="owner-write")
async def change_account(username: str, data: AccountChange) -> Response:
    """Disable an account (its open sessions end at once) or enable it, give it another role,
    reset its password to a temporary one answered this once, or link it to the team member it
    writes as. The last owner who can sign in is neither disabled nor made staff (409)."""
    staff, change = app_state().staff, data.root
    password = None
    match change:
        case PasswordReset():
            password = await account_call(staff.reset_password, username, hashing=True)
        case Disabling():
            await account_call(staff.set_disabled, username, change.disabled)
        case RoleChange():
            await account_call(staff.set_role, username, change.role)
        case MemberChange():
            await account_call(staff.set_member, username, team_member_id(change.member))
    member = await account_call(staff.member, username)
    return not_kept({**account_fields(member), "temporaryPassword": password})


def team_member_id(member: str | None) -> str | None:
    """The member id when the team has it; 422 naming the ids it has when not."""
    try:
        return check_member(member, app_state().cache.authors())
    except InvalidContent as error:
        raise APIError(422, error.reason) from error


async def account_call(call: Callable[..., T], *args: object, hashing: bool = False) -> T:
    """Run a directory call off the event loop (one that hashes a password on the bounded
    password-check threads), its refusals answered with their statuses."""
    state = app_state()
    try:
        if hashing:
            return await state.password_checks.run(call, *args)
        return await asyncio.to_thread(call, *args)
    except HashingBusy:
        raise APIError(503, BUSY) from None
    except AccountError as error:
        status = next((s for kind, s in REFUSALS.items() if isinstance(error, kind)), 422)
        raise APIError(status, str(error)) from error
