"""Schemathesis hooks for the fuzz run (loaded in the schemathesis process through
SCHEMATHESIS_HOOKS): a real staff session for the operations that need one, and form tokens a
person who loaded the request form a few seconds ago would hold."""

import os
import threading
import time
from pathlib import Path
from typing import Any

import jsonschema_rs
import schemathesis

from service.auth.accounts import StaffDirectory
from service.auth.session_guard import CSRF_HEADER, SESSION_COOKIE
from service.requests.desk import SECRET_FILE
from service.requests.tokens import MINIMUM_SECONDS, FormTokens, load_secret

INSTANCE = Path(os.environ["AGENCY_FUZZ_INSTANCE"])
STAFF_USER = os.environ["AGENCY_FUZZ_STAFF"]
ORIGIN = os.environ["AGENCY_FUZZ_ORIGIN"]
FORM_TOKENS = FormTokens(load_secret(INSTANCE / SECRET_FILE))
ANSWERS = Path(os.environ["AGENCY_FUZZ_ANSWERS"])
ANSWERS_LOCK = threading.Lock()
CLIENT_ADDRESS = "127.0.0.1"  # the fuzzer's, on this machine: tokens are signed for it


@schemathesis.auth(refresh_interval=600)  # a fresh session after any 401 (the default retry_on)
class StaffSession:
    """The staff member's session, started the way sign-in starts it once the password checks
    out: the fuzzer's own sign-in attempts, wrong on purpose, soon make the sign-in throttle
    refuse this address, and a sign-out it sends ends whichever session it is holding."""

    def get(self, case: Any, context: Any) -> tuple[str, str]:
        session_id, session = StaffDirectory(INSTANCE / "staff.sqlite3").start_session(STAFF_USER)
        return session_id, session.csrf_token

    def set(self, case: Any, data: tuple[str, str], context: Any) -> None:
        session_id, csrf_token = data
        case.cookies = {**(case.cookies or {}), SESSION_COOKIE: session_id}
        case.headers = {**(case.headers or {}), CSRF_HEADER: csrf_token, "Origin": ORIGIN}


@schemathesis.hook
def before_call(context: Any, case: Any, kwargs: dict[str, Any]) -> None:
    """A request form the schema calls valid carries a token the server signed a little over
    the minimum time ago, as a visitor's would: no schema can say which tokens the server signed.
    Other forms keep the generated token, so the server refuses them whatever else they hold."""
    if case.operation.method.upper() != "POST" or case.operation.path != "/api/requests":
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
