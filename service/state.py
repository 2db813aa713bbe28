"""The content store and cache one app instance works with, reachable from any handler."""

from dataclasses import dataclass

from quart import current_app

from service.auth.accounts import StaffDirectory
from service.auth.password_checks import PasswordChecks
from service.auth.throttle import LoginThrottle
from service.cache import ContentCache
from service.config import Settings
from service.http.precompressed import PrecompressedAnswers
from service.render.app_shell import ShellRenderer
from service.render.page_renderer import PageRenderer
from service.store import ContentStore, VariantMaker

EXTENSION_KEY = "agency_content"


@dataclass
class AppState:
    settings: Settings
    store: ContentStore
    cache: ContentCache
    shell: ShellRenderer
    staff: StaffDirectory
    throttle: LoginThrottle
    password_checks: PasswordChecks
    csp: str  # the Content-Security-Policy, from the settings alone
    variants: VariantMaker
    renderer: PageRenderer
    answers: PrecompressedAnswers


def app_state() -> AppState:
    state: AppState = current_app.extensions[EXTENSION_KEY]
    return state
