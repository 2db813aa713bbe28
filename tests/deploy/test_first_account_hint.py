"""The service's hint for the first staff account is a command that works as printed: pasted
into a shell without uv or the venv on PATH and without the service's environment, it makes an
account the running service signs in."""

import os
import re
import subprocess
import sys
from pathlib import Path

from tests.conftest import PROJECT_ROOT, make_content_copy
from tests.servers import StaffOverHttp, free_port, running_service, wait_until_serving, web_dist

PASSWORD = "a long enough password"
HINT = re.compile(r"No staff account yet, .* Create one with: (.*)$", re.MULTILINE)
BARE_SHELL = {"PATH": "/usr/bin:/bin", "AGENCY_STAFF_PASSWORD": PASSWORD}


def hint_in(log: Path) -> str:
    match = HINT.search(log.read_text("utf-8"))
    assert match, log.read_text("utf-8")
    return match[1]


def run_hint(hint: str, name: str) -> None:
    pasted = subprocess.run(["/bin/sh", "-c", hint.replace("<name>", name)], env=BARE_SHELL,
                            capture_output=True, text=True, timeout=120, cwd="/")
    assert pasted.returncode == 0, pasted.stderr


def test_the_hint_reaches_the_instance_the_environment_named(tmp_path: Path) -> None:
    content = make_content_copy(tmp_path / "content")
    log = tmp_path / "service.log"
    with running_service(content, tmp_path / "instance", server_rendering=False,
                         log=log) as url:
        hint = hint_in(log)
        assert hint == (f"AGENCY_INSTANCE_DIR={tmp_path / 'instance'} "
                        f"{Path(sys.executable).with_name('agency')} staff add <name>")
        run_hint(hint, "first-owner")
        assert StaffOverHttp(url, "first-owner", PASSWORD).csrf


def test_the_hint_names_the_settings_file_the_service_read(tmp_path: Path) -> None:
    """Near 7 s, to 12 s on a loaded machine: the real service started from a settings file, then
    the real CLI run as its hint says (seconds to start, and an argon2 hash), then a sign-in."""
    content = make_content_copy(tmp_path / "content")
    port = free_port()
    env_file = tmp_path / "agency.env"
    env_file.write_text(
        f"AGENCY_PORT={port}\nAGENCY_CONTENT_DIR={content}\n"
        f"AGENCY_INSTANCE_DIR={tmp_path / 'instance'}\nAGENCY_WEB_DIST={web_dist()}\n"
        "AGENCY_SERVER_RENDERING=0\nAGENCY_REQUEST_DIGEST=0\n", "utf-8")
    kept = {name: value for name, value in os.environ.items()
            if not name.startswith("AGENCY_") and name != "INVOCATION_ID"}
    log = tmp_path / "service.log"
    with log.open("wb") as output:
        process = subprocess.Popen([sys.executable, "-m", "service"], cwd=PROJECT_ROOT,
                                   env={**kept, "AGENCY_ENV_FILE": str(env_file)},
                                   stdout=output, stderr=output)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_until_serving(url, process)
        hint = hint_in(log)
        assert hint == (f"AGENCY_ENV_FILE={env_file} "
                        f"{Path(sys.executable).with_name('agency')} staff add <name>")
        run_hint(hint, "first-owner")
        assert StaffOverHttp(url, "first-owner", PASSWORD).csrf
    finally:
        process.terminate()
        process.wait(timeout=30)
