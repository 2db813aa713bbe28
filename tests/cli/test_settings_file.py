"""`agency` reads the settings file the service reads: an account `agency staff add` makes with
AGENCY_ENV_FILE alone signs in to a service started with the same file; a name in the file that
is no setting is a warning, and the command goes on."""

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import make_content_copy
from tests.servers import StaffOverHttp, free_port, service_process, web_dist

pytestmark = pytest.mark.slow

AGENCY = Path(sys.executable).with_name("agency")
PASSWORD = "a long enough password"


def environment_without_settings(**extra: str) -> dict[str, str]:
    """This process's environment less every AGENCY_ variable, plus extra."""
    kept = {name: value for name, value in os.environ.items() if not name.startswith("AGENCY_")}
    return {**kept, **extra}


def agency(env_file: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(AGENCY), *args], capture_output=True, text=True, timeout=120,
                          env=environment_without_settings(AGENCY_ENV_FILE=str(env_file)))


@pytest.fixture
def env_file(tmp_path: Path) -> Path:
    content = make_content_copy(tmp_path / "content")
    path = tmp_path / "agency.env"
    path.write_text(f"""\
# as on a server: everything in one file
AGENCY_PORT={free_port()}
AGENCY_CONTENT_DIR={content}
AGENCY_INSTANCE_DIR="{tmp_path / 'the instance'}"
AGENCY_WEB_DIST={web_dist()}
AGENCY_SERVER_RENDERING=0
AGENCY_REQUEST_DIGEST=0
""", "utf-8")
    return path


@pytest.fixture
def service(env_file: Path) -> Iterator[str]:
    """`python -m service` with AGENCY_ENV_FILE as its only AGENCY_ variable."""
    port = next(line.split("=")[1] for line in env_file.read_text("utf-8").splitlines()
                if line.startswith("AGENCY_PORT="))
    with service_process(environment_without_settings(AGENCY_ENV_FILE=str(env_file)),
                         int(port)) as url:
        yield url


def test_staff_add_writes_where_the_service_reads(env_file: Path, service: str) -> None:
    added = agency(env_file, "staff", "add", "front-desk", "--password", PASSWORD)
    assert added.returncode == 0, added.stderr
    assert (env_file.parent / "the instance" / "staff.sqlite3").is_file()
    signed_in = StaffOverHttp(service, "front-desk", PASSWORD)
    assert signed_in.send("GET", "/api/auth/session")["username"] == "front-desk"


def test_a_name_that_is_no_setting_is_a_warning_and_the_command_goes_on(env_file: Path) -> None:
    with env_file.open("a", encoding="utf-8") as text:
        text.write("AGENCY_NOTIFY_TOO=office@harborpoint.example\n")
    added = agency(env_file, "staff", "add", "front-desk", "--password", PASSWORD)
    assert added.returncode == 0, added.stderr
    assert added.stderr.splitlines() == [
        f"Warning: {env_file} line 8: AGENCY_NOTIFY_TOO is not a setting (did you mean "
        "AGENCY_NOTIFY_TO?)"]
    listed = agency(env_file, "staff", "list")
    assert listed.returncode == 0 and "front-desk" in listed.stdout


def test_a_bad_value_in_the_file_stops_a_command(env_file: Path) -> None:
    with env_file.open("a", encoding="utf-8") as text:
        text.write("AGENCY_READ_ONLY=maybe\n")
    refused = agency(env_file, "staff", "add", "front-desk", "--password", PASSWORD)
    assert refused.returncode == 2
    assert refused.stderr.splitlines() == [
        f"Error: {env_file} line 8: AGENCY_READ_ONLY must be a flag (1, true, yes or on; 0, "
        "false, no or off), not 'maybe'"]
    assert not (env_file.parent / "the instance").exists()
