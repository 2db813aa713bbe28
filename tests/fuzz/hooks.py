"""Schemathesis hooks for the fuzz run (loaded in the schemathesis process through
SCHEMATHESIS_HOOKS): a real staff session for the operations that need one, and form tokens a
person who loaded the request form a few seconds ago would hold."""

import os
import secrets
import threading
import time
from pathlib import Path
from typing import Any

import jsonschema_rs
import schemathesis

from service.auth.account_rules import NoSuchMember
from service.auth.accounts import StaffDirectory
from service.auth.session_guard import CSRF_HEADER, SESSION_COOKIE
from service.requests.desk import SECRET_FILE
from service.requests.fields import Submission
from service.requests.storage import RequestStore
from service.requests.tokens import MINIMUM_SECONDS, FormTokens, load_secret

INSTANCE = Path(os.environ["AGENCY_FUZZ_INSTANCE"])
STAFF_USER = os.environ["AGENCY_FUZZ_STAFF"]
ORIGIN = os.environ["AGENCY_FUZZ_ORIGIN"]
FORM_TOKENS = FormTokens(load_secret(INSTANCE / SECRET_FILE))
ANSWERS = Path(os.environ["AGENCY_FUZZ_ANSWERS"])
ANSWERS_LOCK = threading.Lock()
CLIENT_ADDRESS = "127.0.0.1"  # the fuzzer's, on this machine: tokens are signed for it
FORMS = ("/api/requests", "/api/newsletter/subscribe")  # the public forms a form token guards


# A fresh session after any 401 (the default retry_on); the intake's calls carry its own token.
@schemathesis.auth(refresh_interval=600).skip_for(path_regex="^/api/intake")
class StaffSession:
    """The staff member's session, started the way sign-in starts it once the password checks
    out: the fuzzer's own sign-in attempts, wrong on purpose, soon make the sign-in throttle
    refuse this address, and a sign-out it sends ends whichever session it is holding."""

    def get(self, case: Any, context: Any) -> tuple[str, str]:
        directory = StaffDirectory(INSTANCE / "staff.sqlite3")
        try:
            session_id, session = directory.start_session(STAFF_USER)
        except NoSuchMember:
            # The fuzzer may make another owner, then disable or remove this account with it:
            # the member is given back, as an owner able to sign in, and the run goes on.
            try:
                directory.set_disabled(STAFF_USER, False)
                directory.set_role(STAFF_USER, "owner")
            except NoSuchMember:
                directory.add(STAFF_USER, secrets.token_urlsafe(24), "owner")
            session_id, session = directory.start_session(STAFF_USER)
        return session_id, session.csrf_token

    def set(self, case: Any, data: tuple[str, str], context: Any) -> None:
        session_id, csrf_token = data
        case.cookies = {**(case.cookies or {}), SESSION_COOKIE: session_id}
        case.headers = {**(case.headers or {}), CSRF_HEADER: csrf_token, "Origin": ORIGIN}


@schemathesis.auth(refresh_interval=600).apply_to(path_regex="^/api/intake")
class IntakeToken:
    """A visitor's intake token, as a quote sent with `intake: true` gets (stored directly: the
    fuzzer's own quotes mostly fail the rules JSON Schema cannot state); a new intake after any
    401 (the one before may have been forgotten meanwhile)."""

    def get(self, case: Any, context: Any) -> str:
        store = RequestStore(INSTANCE / "requests.sqlite3")
        quote = Submission("quote", "Fuzz Visitor", "fuzz@example.com", "", "email", "",
                           {"coverages": ["auto", "home", "business"], "zip": "06460"})
        token = store.add(quote, time.time(), intake=True).intake_token
        assert token is not None
        return token

    def set(self, case: Any, data: str, context: Any) -> None:
        case.headers = {**(case.headers or {}), "Authorization": f"Intake {data}"}


@schemathesis.hook
def before_call(context: Any, case: Any, kwargs: dict[str, Any]) -> None:
    """A request form (or the newsletter's sign-up) the schema calls valid carries a token the
    server signed a little over the minimum time ago, as a visitor's would: no schema can say
    which tokens the server signed. Other forms keep the generated token, so the server refuses
    them whatever else they hold."""
    if case.operation.method.upper() != "POST" or case.operation.path not in FORMS:
        return
    body = case.body
    if not isinstance(body, dict) or not isinstance(body.get("formToken"), str):
        return
    documented = case.operation.get_body_for_media_type(case.media_type)
    if documented is not None and jsonschema_rs.validator_for(documented.raw_schema).is_valid(body):
        # A new dict: cases derived from this one share its body and must keep their own token.
        issued = time.time() - MINIMUM_SECONDS - 1
        case.body = {**body, "formToken": FORM_TOKENS.issue(issued, CLIENT_ADDRESS)}


@schemathesis.hook
def after_call(context: Any, case: Any, response: Any) -> None:
    """Note each answer (operation and status), so the test can tell the run reached past the
    refusals: writes that succeeded, not only 4xx answers."""
    line = f"{case.operation.method.upper()} {case.operation.path} {response.status_code}\n"
    with ANSWERS_LOCK, ANSWERS.open("a", encoding="utf-8") as log:
        log.write(line)
