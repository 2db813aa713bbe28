"""The AGENCY_ settings: a bad value of any kind is refused in one line naming the variable and
what it accepts, and `python -m service` will not start on one."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from pydantic import ValidationError

from service.config import Settings
from service.config_file import SettingsError

pytestmark = pytest.mark.slow

PROJECT_ROOT = Path(__file__).resolve().parents[2]
A_FILE = str(Path(__file__).resolve())
FLAG = "a flag (1, true, yes or on; 0, false, no or off)"
ROOT_URL = "an http:// or https:// address without a path"


@pytest.mark.parametrize(("variable", "value", "said"), [
    ("AGENCY_PORT", "eighty", "AGENCY_PORT must be a whole number from 1 to 65535, not 'eighty'"),
    ("AGENCY_PORT", "0", "AGENCY_PORT must be a whole number from 1 to 65535, not '0'"),
    ("AGENCY_SMTP_PORT", "70000",
     "AGENCY_SMTP_PORT must be a whole number from 1 to 65535, not '70000'"),
    ("AGENCY_MAX_UPLOAD_BYTES", "10M",
     "AGENCY_MAX_UPLOAD_BYTES must be a whole number of 1 or more, not '10M'"),
    ("AGENCY_MAX_CONNECTIONS", "-1",
     "AGENCY_MAX_CONNECTIONS must be a whole number of 0 or more, not '-1'"),
    ("AGENCY_REQUEST_RETENTION_DAYS", "0",
     "AGENCY_REQUEST_RETENTION_DAYS must be a whole number of 1 or more, not '0'"),
    ("AGENCY_HEADER_TIMEOUT", "ten", "AGENCY_HEADER_TIMEOUT must be a number of 0 or more, "
                                     "not 'ten'"),
    ("AGENCY_HEADER_TIMEOUT", "inf", "AGENCY_HEADER_TIMEOUT must be a number of 0 or more, "
                                     "not 'inf'"),
    ("AGENCY_PULL_SECONDS", "0", "AGENCY_PULL_SECONDS must be a number above 0, not '0'"),
    ("AGENCY_WATCH", "nope", f"AGENCY_WATCH must be {FLAG}, not 'nope'"),
    ("AGENCY_READ_ONLY", "2", f"AGENCY_READ_ONLY must be {FLAG}, not '2'"),
    ("AGENCY_SMTP_STARTTLS", "t", f"AGENCY_SMTP_STARTTLS must be {FLAG}, not 't'"),
    ("AGENCY_LOG_FORMAT", "jsno", "AGENCY_LOG_FORMAT must be text or json, not 'jsno'"),
    ("AGENCY_CONTENT_DIR", A_FILE, f"AGENCY_CONTENT_DIR must be the path of a folder, "
                                   f"not {A_FILE!r}"),
    ("AGENCY_EXPORT_DIR", A_FILE, f"AGENCY_EXPORT_DIR must be the path of a folder, "
                                  f"not {A_FILE!r}"),
    ("AGENCY_PUBLIC_URL", "www.harborpoint.example",
     f"AGENCY_PUBLIC_URL must be {ROOT_URL}, not 'www.harborpoint.example'"),
    ("AGENCY_PUBLIC_URL", "https://www.harborpoint.example/blog",
     f"AGENCY_PUBLIC_URL must be {ROOT_URL}, not 'https://www.harborpoint.example/blog'"),
    ("AGENCY_HOST", "my laptop",
     "AGENCY_HOST must be a host name or IP address, not 'my laptop'"),
    ("AGENCY_SMTP_HOST", "smtp://mail.example",
     "AGENCY_SMTP_HOST must be a host name or IP address, not 'smtp://mail.example'"),
    ("AGENCY_ALLOWED_HOSTS", "harborpoint.example, https://www.harborpoint.example",
     "AGENCY_ALLOWED_HOSTS: 'https://www.harborpoint.example' is not a host name or IP address"),
    ("AGENCY_TRUSTED_PROXIES", "127.0.0.1,nginx",
     "AGENCY_TRUSTED_PROXIES: 'nginx' is not an IP address or network"),
    *(("AGENCY_EMBED_ORIGINS", f"https://forms.example.net,{bad}",
       f"AGENCY_EMBED_ORIGINS: {bad!r} is not an https:// origin (like "
       "https://forms.example.com, without a path)")
      for bad in ("http://forms.example.net", "https://forms.example.net/embed.js",
                  "javascript:alert(1)", "forms.example.net", "https://user@forms.example.net",
                  "https://*.example.net")),
])
def test_a_bad_value_is_one_line_naming_the_variable_and_what_it_accepts(
        variable: str, value: str, said: str) -> None:
    with pytest.raises(SettingsError) as refused:
        Settings.from_env({variable: value})
    assert str(refused.value) == said


def test_every_bad_value_is_named_on_the_same_line() -> None:
    with pytest.raises(SettingsError) as refused:
        Settings.from_env({"AGENCY_PORT": "eighty", "AGENCY_WATCH": "nope\nINFO forged"})
    assert str(refused.value) == (
        "AGENCY_PORT must be a whole number from 1 to 65535, not 'eighty'; "
        f"AGENCY_WATCH must be {FLAG}, not 'nope\\nINFO forged'")


@pytest.mark.parametrize(("words", "meaning"), [
    (("1", "true", "yes", "on", " ON ", "True"), True),
    (("0", "false", "no", "off", " Off ", "FALSE"), False),
])
def test_a_flag_takes_the_documented_words(words: tuple[str, ...], meaning: bool) -> None:
    for word in words:
        assert Settings.from_env({"AGENCY_PUBLIC_API_DOCS": word}).public_api_docs is meaning
        assert Settings.from_env({"AGENCY_WATCH": word}).watch is meaning


def test_values_are_read_as_before() -> None:
    settings = Settings.from_env({
        "AGENCY_PORT": " 9000 ", "AGENCY_LOG_FORMAT": "JSON", "AGENCY_WATCH": "",
        "AGENCY_PUBLIC_URL": "https://www.harborpoint.example/", "AGENCY_HEADER_TIMEOUT": "2.5",
        "AGENCY_ALLOWED_HOSTS": " harborpoint.example , 10.0.0.5,[::2]", "AGENCY_HOST": "::",
        "agency_read_only": "1"})
    assert (settings.port, settings.log_format, settings.watch) == (9000, "json", True)
    assert settings.public_url == "https://www.harborpoint.example"
    assert settings.header_timeout == 2.5
    assert settings.allowed_hosts == ("harborpoint.example", "10.0.0.5", "[::2]")
    assert (settings.host, settings.read_only) == ("::", False)


def test_embed_origins_are_read_as_a_browser_compares_them() -> None:
    settings = Settings.from_env({"AGENCY_EMBED_ORIGINS": (
        " https://Forms.Example.net/ , https://forms.example.net:443,https://maps.example.org:8443")})
    assert settings.embed_origins == ("https://forms.example.net", "https://maps.example.org:8443")
    assert Settings.from_env({}).embed_origins == ()


def test_settings_changed_in_code_are_checked_too() -> None:
    with pytest.raises(ValidationError, match="port"):
        Settings().replace(port=0)


def test_the_service_will_not_start_on_a_bad_port(tmp_path: Path) -> None:
    env = {**os.environ, "AGENCY_INSTANCE_DIR": str(tmp_path), "AGENCY_PORT": "eighty"}
    finished = subprocess.run([sys.executable, "-m", "service"], cwd=PROJECT_ROOT, env=env,
                              capture_output=True, text=True, timeout=60)
    assert finished.returncode == 2
    [line] = finished.stderr.splitlines()
    assert line.endswith("cannot start: AGENCY_PORT must be a whole number from 1 to 65535, "
                         "not 'eighty'")
    assert not (tmp_path / "staff.sqlite3").exists()


def test_the_service_refuses_an_argument_of_an_older_release() -> None:
    """`--server hypercorn` chose Hypercorn once: it stops the start rather than being ignored."""
    finished = subprocess.run([sys.executable, "-m", "service", "--server", "hypercorn"],
                              cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=60)
    assert finished.returncode == 2
    assert "unrecognized arguments: --server hypercorn" in finished.stderr
