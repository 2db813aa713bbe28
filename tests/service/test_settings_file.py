"""The settings file (AGENCY_ENV_FILE): read under the environment, which wins; a bad value, a
bad line or a name that is no setting is refused naming the file's line, and stops the
service's start-up."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from service import config_file
from service.config import Settings
from service.config_file import SettingsError

pytestmark = pytest.mark.slow

PROJECT_ROOT = Path(__file__).resolve().parents[2]


def settings_file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "agency.env"
    path.write_text(text, "utf-8")
    return path


def test_the_file_gives_the_settings_and_the_environment_wins(tmp_path: Path) -> None:
    path = settings_file(tmp_path, f"""\
# the agency's settings
AGENCY_PORT=9000
export AGENCY_LOG_FORMAT=json

AGENCY_SMTP_PASSWORD="a # in quotes"
AGENCY_NOTIFY_TO='office@harborpoint.example'  # who reads the mail
AGENCY_INSTANCE_DIR={tmp_path / "instance"}
AGENCY_PUBLIC_URL=https://www.harborpoint.example
""")
    settings = Settings.from_env({"AGENCY_ENV_FILE": str(path), "AGENCY_PORT": "9100",
                                  "AGENCY_PUBLIC_URL": ""})
    assert settings.port == 9100  # the environment's
    assert settings.public_url == "https://www.harborpoint.example"  # an empty one is unset
    assert (settings.log_format, settings.smtp_password) == ("json", "a # in quotes")
    assert settings.notify_to == "office@harborpoint.example"
    assert settings.instance_dir == tmp_path / "instance"
    assert settings.env_file == path


@pytest.mark.parametrize(("text", "said"), [
    ("AGENCY_WATCH=1\nAGENCY_PORT=eighty\n",
     "{path} line 2: AGENCY_PORT must be a whole number from 1 to 65535, not 'eighty'"),
    ("AGENCY_ALLOWED_HOSTS=https://www.harborpoint.example\n",
     "{path} line 1: AGENCY_ALLOWED_HOSTS: 'https://www.harborpoint.example' is not a host name "
     "or IP address"),
    ("AGENCY_WATCH=1\nAGENCY_PORT 8000\n",
     "{path} line 2: not a KEY=VALUE line: 'AGENCY_PORT 8000'"),
    ("AGENCY_PUBLIC_URL='https://unclosed\n",
     "{path} line 1: not a KEY=VALUE line: \"AGENCY_PUBLIC_URL='https://unclosed\""),
])
def test_a_bad_line_is_refused_with_the_file_and_the_line(tmp_path: Path, text: str,
                                                          said: str) -> None:
    path = settings_file(tmp_path, text)
    with pytest.raises(SettingsError) as refused:
        Settings.from_env({"AGENCY_ENV_FILE": str(path)})
    assert str(refused.value) == said.format(path=path)


def test_a_bad_value_the_environment_overrides_is_not_the_files(tmp_path: Path) -> None:
    path = settings_file(tmp_path, "AGENCY_PORT=8000\n")
    with pytest.raises(SettingsError) as refused:
        Settings.from_env({"AGENCY_ENV_FILE": str(path), "AGENCY_PORT": "eighty"})
    assert str(refused.value) == "AGENCY_PORT must be a whole number from 1 to 65535, not 'eighty'"


def test_a_named_file_that_is_missing_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SettingsError, match=r"cannot read the settings file .*missing.env "
                                            r"\(AGENCY_ENV_FILE\): No such file"):
        Settings.from_env({"AGENCY_ENV_FILE": str(tmp_path / "missing.env")})


def test_names_that_are_no_settings_are_told_with_their_line(tmp_path: Path) -> None:
    path = settings_file(tmp_path, "AGENCY_PROT=8000\nAGENCY_PORT=8000\n"
                                   "AGENCY_TRUSTED_PROXY_HOPS=1\nGIT_SSH_COMMAND=ssh\n"
                                   "AGENCY_ENV_FILE=/elsewhere.env\n")
    env = {"AGENCY_ENV_FILE": str(path)}
    assert Settings.from_env(env).port == 8000  # the settings themselves are fine
    assert Settings.names_not_read(env) == [
        f"{path} line 1: AGENCY_PROT is not a setting (did you mean AGENCY_PORT?)",
        f"{path} line 3: AGENCY_TRUSTED_PROXY_HOPS is no longer read: name the proxy's address "
        "in AGENCY_TRUSTED_PROXIES instead (127.0.0.1 for an nginx on this machine)",
        f"{path} line 4: GIT_SSH_COMMAND is not an AGENCY_ setting (set other variables in the "
        "service's unit)",
        f"{path} line 5: AGENCY_ENV_FILE cannot be set here: a settings file cannot name "
        "another one"]


def test_the_default_file_is_read_when_it_exists(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    default = tmp_path / "etc-agency" / "agency.env"
    monkeypatch.setattr(config_file, "DEFAULT_SETTINGS_FILE", default)
    assert Settings.from_env({}).env_file is None
    default.parent.mkdir()
    default.write_text("AGENCY_PORT=8123\n", "utf-8")
    assert (Settings.from_env({}).port, Settings.from_env({}).env_file) == (8123, default)
    named = settings_file(tmp_path, "AGENCY_PORT=8124\n")
    assert Settings.from_env({"AGENCY_ENV_FILE": str(named)}).port == 8124


@pytest.mark.parametrize(("text", "said"), [
    ("AGENCY_WATCH=1\nAGENCY_PROT=8000\n",
     "cannot start: {path} line 2: AGENCY_PROT is not a setting (did you mean AGENCY_PORT?)"),
    ("AGENCY_PORT=eighty\n",
     "cannot start: {path} line 1: AGENCY_PORT must be a whole number from 1 to 65535, "
     "not 'eighty'"),
])
def test_the_service_will_not_start_on_a_bad_settings_file(tmp_path: Path, text: str,
                                                           said: str) -> None:
    path = settings_file(tmp_path, text + f"AGENCY_INSTANCE_DIR={tmp_path / 'instance'}\n")
    env = {name: value for name, value in os.environ.items() if not name.startswith("AGENCY_")}
    finished = subprocess.run([sys.executable, "-m", "service"], cwd=PROJECT_ROOT,
                              env={**env, "AGENCY_ENV_FILE": str(path)},
                              capture_output=True, text=True, timeout=60)
    assert finished.returncode == 2
    [line] = finished.stderr.splitlines()
    assert line.endswith(said.format(path=path))
    assert not (tmp_path / "instance").exists()


def test_the_file_sets_settings_only(tmp_path: Path) -> None:
    path = settings_file(tmp_path, 'AGENCY_RENDER_COMMAND=["sh"]\nAGENCY_ENV_FILE=/elsewhere.env\n'
                                   "AGENCY_SMTP_USER=clerk\n")
    settings = Settings.from_env({"AGENCY_ENV_FILE": str(path)})
    assert (settings.render_command, settings.env_file) == (None, path)
    assert settings.smtp_user == "clerk"


def test_a_value_names_an_environment_variable_with_dollar_braces(tmp_path: Path) -> None:
    path = settings_file(tmp_path, "AGENCY_SMTP_USER=clerk\n"
                                   "AGENCY_NOTIFY_TO=${AGENCY_SMTP_USER}@harborpoint.example\n"
                                   "AGENCY_SMTP_PASSWORD='pa$$word'\n")
    settings = Settings.from_env({"AGENCY_ENV_FILE": str(path)})
    assert settings.notify_to == "clerk@harborpoint.example"
    assert settings.smtp_password == "pa$$word"


def test_settings_made_in_code_read_no_variable_and_no_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AGENCY_ENV_FILE", str(settings_file(tmp_path, "AGENCY_PORT=9000\n")))
    monkeypatch.setenv("AGENCY_SMTP_PORT", "2525")
    made = Settings(log_format="json")
    assert (made.port, made.smtp_port, made.env_file, made.log_format) == (8000, 587, None, "json")
    assert (Settings.from_env().port, Settings.from_env().smtp_port) == (9000, 2525)
