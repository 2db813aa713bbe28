"""The kinds of value an AGENCY_ setting takes: each checks itself and says what it accepts."""

import ipaddress
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal, get_args, get_origin
from urllib.parse import urlsplit

from pydantic import AfterValidator, BeforeValidator, Field, ValidationInfo
from pydantic.fields import FieldInfo

from service.content import https_origin
from service.ops.backup_crypt import AgeError, parse_recipient

ENV_PREFIX = "AGENCY_"
FLAG_WORDS = {"1": True, "true": True, "yes": True, "on": True,
              "0": False, "false": False, "no": False, "off": False}
_LABEL = r"(?!-)[a-z0-9-]{1,63}(?<!-)"
_HOST_NAME = re.compile(rf"{_LABEL}(\.{_LABEL})*", re.IGNORECASE)


@dataclass(frozen=True)
class Accepts:
    """Field metadata: what a setting accepts, in the words of its error and docs/settings.md."""
    words: str


FLAG = Accepts("a flag (1, true, yes or on; 0, false, no or off)")
FOLDER = Accepts("the path of a folder")
FILE = Accepts("the path of a file")
HOST = Accepts("a host name or IP address")
HOSTS = Accepts("host names or IP addresses, comma-separated")
PROXIES = Accepts("IP addresses or networks, comma-separated")
ROOT_URL = Accepts("an http:// or https:// address without a path")
AGE_KEY = Accepts("an age public key (age1...)")
ORIGINS = Accepts("https:// origins (no path), comma-separated")
REMINDERS = Accepts("times before a booking like 24h, 90m or 2d, comma-separated, or none")
DURATION_UNITS = {"d": 86400, "h": 3600, "m": 60}


def variable(info: ValidationInfo) -> str:
    return ENV_PREFIX + (info.field_name or "").upper()


def refusal(info: ValidationInfo, accepted: Accepts, value: object) -> ValueError:
    return ValueError(f"{variable(info)} must be {accepted.words}, not {value!r}")


def accepts(field: FieldInfo) -> str:
    """What a field accepts: its Accepts words, or what its type and bounds say."""
    for item in field.metadata:
        if isinstance(item, Accepts):
            return item.words
    kind = field.annotation
    if get_origin(kind) is Literal:
        return " or ".join(get_args(kind))
    if kind not in (int, float):
        return "any text"
    noun = "a whole number" if kind is int else "a number"
    low, above, high = (next((getattr(item, bound) for item in field.metadata
                              if hasattr(item, bound)), None) for bound in ("ge", "gt", "le"))
    if low is not None and high is not None:
        return f"{noun} from {low} to {high}"
    if low is not None:
        return f"{noun} of {low} or more"
    return f"{noun} above {above}" if above is not None else noun


def is_host_name(text: str) -> bool:
    """A DNS name: dot-separated labels of letters, digits and '-' (not at a label's ends), at
    most 63 characters each and 253 in all."""
    return len(text) <= 253 and _HOST_NAME.fullmatch(text) is not None


def is_host(text: str) -> bool:
    """A DNS name or an IP address (an IPv6 one in brackets or not)."""
    if is_host_name(text):
        return True
    try:
        ipaddress.ip_address(text[1:-1] if text.startswith("[") and text.endswith("]") else text)
    except ValueError:
        return False
    return True


def _flag(value: Any, info: ValidationInfo) -> Any:
    if not isinstance(value, str):
        return value
    word = value.strip().lower()
    if word not in FLAG_WORDS:
        raise refusal(info, FLAG, value)
    return FLAG_WORDS[word]


def _folder(value: Path | None, info: ValidationInfo) -> Path | None:
    if value is not None and value.exists() and not value.is_dir():
        raise refusal(info, FOLDER, str(value))
    return value


def _host(value: str | None, info: ValidationInfo) -> str | None:
    if value is not None and not is_host(value):
        raise refusal(info, HOST, value)
    return value


def _listed(value: Any) -> tuple[str, ...]:
    """A comma-separated setting's items (or the items given), trimmed, empty ones dropped."""
    items = value.split(",") if isinstance(value, str) else value
    return tuple(item.strip() for item in items if item.strip())


def _hosts(value: Any, info: ValidationInfo) -> Any:
    names = _listed(value)
    for name in names:
        if not is_host(name):
            raise ValueError(f"{variable(info)}: {name!r} is not a host name or IP address")
    return names


def _proxies(value: Any, info: ValidationInfo) -> Any:
    named = _listed(value)
    for item in named:
        try:
            ipaddress.ip_network(item, strict=False)
        except ValueError:
            message = f"{variable(info)}: {item!r} is not an IP address or network"
            raise ValueError(message) from None
    return named


def _root_url(value: str | None, info: ValidationInfo) -> str | None:
    if value is None:
        return None
    url = value.rstrip("/")
    parts = urlsplit(url)
    try:
        parts.port  # noqa: B018 (raises ValueError for a port that is not a number)
    except ValueError:
        raise refusal(info, ROOT_URL, value) from None
    if (parts.scheme not in ("http", "https") or not is_host(parts.hostname or "")
            or parts.path or parts.query or parts.fragment or "@" in parts.netloc):
        raise refusal(info, ROOT_URL, value)
    return url


def _origins(value: Any, info: ValidationInfo) -> Any:
    found = []
    for item in _listed(value):
        origin = https_origin(item)
        parts = urlsplit(item)
        if origin is None or parts.path not in ("", "/") or parts.query or parts.fragment:
            raise ValueError(f"{variable(info)}: {item!r} is not an https:// origin "
                             "(like https://forms.example.com, without a path)")
        found.append(origin)
    return tuple(dict.fromkeys(found))


def _git_remote(value: str | None, info: ValidationInfo) -> str | None:
    # git reads an argument that starts with "-" as an option (--upload-pack runs a command).
    if value is not None and value.strip().startswith("-"):
        raise ValueError(f"{variable(info)} must be a path or URL git understands, not text "
                         f"starting with '-' (git would read it as an option): {value!r}")
    return value


def _age_recipient(value: str | None, info: ValidationInfo) -> str | None:
    if value is None:
        return None
    try:
        parse_recipient(value)
    except AgeError:
        raise refusal(info, AGE_KEY, value) from None
    return value.strip()


def _reminders(value: Any, info: ValidationInfo) -> Any:
    """"24h,1h" as seconds before the start, longest first; "none" for no reminders."""
    if not isinstance(value, str):
        return value
    if value.strip().lower() == "none":
        return ()
    found: set[int] = set()
    for item in (part.strip().lower() for part in value.split(",")):
        if len(item) < 2 or item[-1] not in DURATION_UNITS or not item[:-1].isdigit() \
                or int(item[:-1]) == 0:
            raise refusal(info, REMINDERS, value)
        found.add(int(item[:-1]) * DURATION_UNITS[item[-1]])
    return tuple(sorted(found, reverse=True))


def _lower(value: Any) -> Any:
    return value.strip().lower() if isinstance(value, str) else value


Flag = Annotated[bool, BeforeValidator(_flag), FLAG]
Folder = Annotated[Path, AfterValidator(_folder), FOLDER]
MaybeFolder = Annotated[Path | None, AfterValidator(_folder), FOLDER]
MaybeFile = Annotated[Path | None, FILE]  # read before the others, so checked as it is read
HostName = Annotated[str, AfterValidator(_host), HOST]
MaybeHostName = Annotated[str | None, AfterValidator(_host), HOST]
HostNames = Annotated[tuple[str, ...], BeforeValidator(_hosts), HOSTS]
Proxies = Annotated[tuple[str, ...], BeforeValidator(_proxies), PROXIES]
Origins = Annotated[tuple[str, ...], BeforeValidator(_origins), ORIGINS]
RootURL = Annotated[str | None, AfterValidator(_root_url), ROOT_URL]
GitRemoteAddress = Annotated[str | None, AfterValidator(_git_remote)]
AgeRecipient = Annotated[str | None, AfterValidator(_age_recipient), AGE_KEY]
Port = Annotated[int, Field(ge=1, le=65535)]
Positive = Annotated[int, Field(ge=1)]
Count = Annotated[int, Field(ge=0)]
Seconds = Annotated[float, Field(ge=0)]
Interval = Annotated[float, Field(gt=0)]
Reminders = Annotated[tuple[int, ...], BeforeValidator(_reminders), REMINDERS]
LogFormat = Annotated[Literal["text", "json"], BeforeValidator(_lower)]
