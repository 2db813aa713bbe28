"""RequestDesk: the request-handling parts one app instance shares, kept in app.extensions."""

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from quart import current_app, request

from service.config import Settings
from service.http.client_address import client_address
from service.requests.agency_store import agency_store
from service.requests.clock import Clock
from service.requests.intake.key_file import KeyFile
from service.requests.intake.resume import ResumeLinks
from service.requests.intake.sealing import KeyRing
from service.requests.limiter import SubmissionLimiter
from service.requests.outbox import Outbox, Titles
from service.requests.storage import RequestStore
from service.requests.tokens import FORM_TOKEN_MARKER, FormTokens, load_secret

EXTENSION_KEY = "agency_requests"
SECRET_FILE = "form-token.key"


@dataclass
class RequestDesk:
    clock: Clock
    store: RequestStore
    tokens: FormTokens
    limiter: SubmissionLimiter
    outbox: Outbox
    key_file: KeyFile

    @property
    def keys(self) -> KeyRing:
        """The intake's keys as the key file holds them now (read again after a rotation)."""
        return self.key_file.ring()


def make_desk(settings: Settings, site_facts: Callable[[], Mapping[str, Any]],
              page_titles: Titles = dict) -> RequestDesk:
    """`site_facts` reads the agency's facts as they are now (name, phone, hours), `page_titles`
    the site's pages by their titles."""
    clock = Clock()
    store = agency_store(settings.requests_database, site_facts, settings.intake_files)
    secret = load_secret(settings.instance_dir / SECRET_FILE)
    outbox = Outbox(store, settings, clock, site_facts, page_titles=page_titles,
                    resume_links=ResumeLinks(secret))
    return RequestDesk(clock, store, FormTokens(secret), SubmissionLimiter(), outbox,
                       KeyFile(settings.intake_keys))


def request_desk() -> RequestDesk:
    desk: RequestDesk = current_app.extensions[EXTENSION_KEY]
    return desk



def with_form_tokens(html: str) -> str:
    """A served page with a fresh form token for this client wherever it asks for one."""
    if FORM_TOKEN_MARKER not in html:
        return html
    desk = request_desk()
    return html.replace(FORM_TOKEN_MARKER,
                        desk.tokens.issue(desk.clock.now(), client_address(request)))
