"""`agency deploy systemd`: units that systemd-analyze accepts, built from the settings file
(the service's folders writable, the socket at its address), and whose command serves on the
socket it names."""

import os
import re
import shlex
import shutil
import socket
import subprocess
import sys
import urllib.request
from pathlib import Path

from service.ops.systemd_units import ServiceUnit, service_unit
from tests.conftest import PROJECT_ROOT, git, make_content_copy
from tests.servers import free_port, start_with_socket, wait_until_serving, web_dist

# Debian's systemd package (.ci/run installs it when missing).
SYSTEMD_ANALYZE = "/usr/bin/systemd-analyze"


def deploy_systemd(env_file: Path, *args: str) -> subprocess.CompletedProcess[str]:
    kept = {name: value for name, value in os.environ.items() if not name.startswith("AGENCY_")}
    return subprocess.run(
        [sys.executable, "-c", "from cli.main import app; app()", "deploy", "systemd", *args],
        cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=120,
        env={**kept, "AGENCY_ENV_FILE": str(env_file)})


def server_settings(folder: Path, **more: str) -> Path:
    """A server's settings file: content, instance and export folders of its own."""
    content = make_content_copy(folder / "content")
    values = {"AGENCY_HOST": "127.0.0.1", "AGENCY_PORT": str(free_port()),
              "AGENCY_CONTENT_DIR": str(content), "AGENCY_INSTANCE_DIR": str(folder / "instance"),
              "AGENCY_EXPORT_DIR": str(folder / "site"), "AGENCY_WEB_DIST": str(web_dist()),
              "AGENCY_PUBLIC_URL": "https://www.harborpoint.example",
              "AGENCY_SERVER_RENDERING": "0", "AGENCY_REQUEST_DIGEST": "0", **more}
    for name in ("instance", "site"):
        (folder / name).mkdir(mode=0o700)
    path = folder / "agency.env"
    path.write_text("".join(f"{name}={value}\n" for name, value in values.items()), "utf-8")
    return path


def directive(unit: str, key: str) -> str:
    [value] = re.findall(rf"^{key}=(.*)$", unit, re.MULTILINE)
    return value


def printed_units(env_file: Path, folder: Path, *options: str) -> tuple[Path, Path]:
    units = []
    for kind in ("service", "socket"):
        printed = deploy_systemd(env_file, kind, *options)
        assert printed.returncode == 0, printed.stderr
        assert printed.stderr == ""
        units.append(folder / f"harborpoint.{kind}")
        units[-1].write_text(printed.stdout, "utf-8")
    return units[0], units[1]


def test_the_units_come_from_the_settings_file(tmp_path: Path) -> None:
    env_file = server_settings(tmp_path)
    service, sock = printed_units(env_file, tmp_path, "--name", "harborpoint", "--user", "web")
    unit = service.read_text("utf-8")
    assert directive(unit, "Environment") == f"AGENCY_ENV_FILE={env_file}"
    assert "\nEnvironmentFile=" not in unit
    assert (directive(unit, "User"), directive(unit, "Group")) == ("web", "web")
    assert directive(unit, "ExecStart") == f"{sys.executable} -m service"
    assert directive(unit, "Requires") == "harborpoint.socket"
    assert directive(unit, "ReadWritePaths").split() == [
        str((tmp_path / name).resolve()) for name in ("content", "instance", "site")]
    for hardening in ("NoNewPrivileges=yes", "ProtectSystem=strict", "ProtectHome=yes",
                      "PrivateTmp=yes", "CapabilityBoundingSet=\n"):
        assert f"\n{hardening}" in unit
    port = directive(env_file.read_text("utf-8"), "AGENCY_PORT")
    assert directive(sock.read_text("utf-8"), "ListenStream") == f"127.0.0.1:{port}"


def test_systemd_analyze_verifies_the_units(tmp_path: Path) -> None:
    """Some 3 s alone, 11 s to 14 s in a whole run on a loaded machine: two runs of the real CLI,
    each seconds to start, print the units, which systemd-analyze then verifies."""
    service, sock = printed_units(server_settings(tmp_path), tmp_path, "--name", "harborpoint")
    verified = subprocess.run([SYSTEMD_ANALYZE, "verify", "--man=no", str(service),
                               str(sock)], capture_output=True, text=True, timeout=120)
    # It warns about an unknown key or a bad value and still exits 0: both must be silent.
    assert (verified.returncode, verified.stderr, verified.stdout) == (0, "", "")


def test_the_printed_command_serves_on_the_printed_socket(tmp_path: Path) -> None:
    # No export: it needs the render worker, which this test can do without.
    """Over 11 s in a whole run on a loaded machine: two runs of the real CLI, each seconds to
    start, then the real service started by the printed command on the held socket."""
    service, sock = printed_units(server_settings(tmp_path, AGENCY_EXPORT_DIR=""), tmp_path)
    unit = service.read_text("utf-8")
    host, port = directive(sock.read_text("utf-8"), "ListenStream").rsplit(":", 1)
    variable, value = directive(unit, "Environment").split("=", 1)
    kept = {name: value for name, value in os.environ.items() if not name.startswith("AGENCY_")}
    with socket.create_server((host, int(port))) as held:
        process = start_with_socket(held, shlex.split(directive(unit, "ExecStart")),
                                    {**kept, variable: value}, tmp_path / "service.log",
                                    cwd=Path(directive(unit, "WorkingDirectory")))
        try:
            wait_until_serving(f"http://{host}:{port}", process)
            with urllib.request.urlopen(f"http://{host}:{port}/healthz", timeout=30) as answer:
                assert answer.status == 200
        finally:
            process.terminate()
            process.wait(timeout=60)
    assert "socket from systemd" in (tmp_path / "service.log").read_text()


def test_a_git_folder_outside_the_content_is_writable_too(tmp_path: Path) -> None:
    outer = tmp_path / "repository"
    outer.mkdir()
    git(outer, "init", "--quiet")
    env_file = server_settings(outer)
    shutil.rmtree(outer / "content" / ".git")  # the content inside the larger repository
    printed = deploy_systemd(env_file, "service")
    assert printed.returncode == 0, printed.stderr
    assert str((outer / ".git").resolve()) in directive(printed.stdout, "ReadWritePaths").split()


def test_a_host_name_cannot_be_a_listen_stream(tmp_path: Path) -> None:
    printed = deploy_systemd(server_settings(tmp_path, AGENCY_HOST="localhost"), "socket")
    assert printed.returncode == 1
    assert printed.stderr.splitlines() == [
        "Error: ListenStream= needs an IP address, and AGENCY_HOST is 'localhost': set "
        "AGENCY_HOST to one (127.0.0.1 behind nginx)"]


def test_ipv6_and_folders_under_home() -> None:
    unit = ServiceUnit(name="agency", user="agency", project_root=Path("/home/agency/app"),
                       python=Path("/home/agency/app/.venv/bin/python"),
                       env_file=Path("/etc/agency/agency.env"), host="::1", port=8000,
                       writable=(Path("/srv/content"),), read=(Path("/home/agency/app"),))
    assert unit.listen_stream == "[::1]:8000"
    assert "\nProtectHome=read-only\n" in service_unit(unit)


def test_a_folder_systemd_would_read_as_more_is_refused(tmp_path: Path) -> None:
    """'%h' is a systemd specifier (the user's home), ';' and a new line start more."""
    for folder in (tmp_path / "site%h", tmp_path / "site;x"):
        env_file = server_settings(tmp_path / folder.name[-1], AGENCY_EXPORT_DIR=str(folder))
        printed = deploy_systemd(env_file, "service")
        assert printed.returncode == 1
        assert printed.stdout == ""
        assert printed.stderr.splitlines() == [
            f"Error: a folder or file of the service: {str(folder)!r} holds "
            f"{folder.name[4]!r}, which the configuration would read as syntax: use a path "
            "without it"]
