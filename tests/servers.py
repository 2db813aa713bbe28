"""Real servers for the tests that need them: the service in its own process, nginx on a loopback
port with a given configuration, and `agency site export` run as the CLI runs it."""

import http.cookiejar
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tests.addresses import with_moved
from tests.conftest import PROJECT_ROOT

NGINX = shutil.which("nginx") or "/usr/sbin/nginx"
PUBLIC_URL = "https://www.harborpoint.example"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def web_dist() -> Path:
    dist = Path(os.environ.get("AGENCY_WEB_DIST") or PROJECT_ROOT / "web" / "dist")
    assert (dist / "index.html").is_file(), "build the web app first: make build"
    return dist


def wait_until_serving(url: str, process: subprocess.Popen[bytes], seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"service exited with {process.returncode}")
        try:
            with urllib.request.urlopen(url + "/api/site", timeout=1):
                return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError("service did not start in time")


# The embeds the test content and the browser tests name (the map; a form provider's stand-in):
# the served sites allow them, as an agency using them would.
EMBED_ORIGINS = "https://www.openstreetmap.org,https://forms.provider.test"


RENDER_TIMEOUT_UNDER_LOAD = "30"


def service_env(content: Path, instance: Path, port: int, server_rendering: bool,
                **extra: str) -> dict[str, str]:
    return {**os.environ, "AGENCY_HOST": "127.0.0.1", "AGENCY_PORT": str(port),
            "AGENCY_CONTENT_DIR": str(content), "AGENCY_WEB_DIST": str(web_dist()),
            "AGENCY_INSTANCE_DIR": str(instance), "AGENCY_REQUEST_DIGEST": "0",
            "AGENCY_SERVER_RENDERING": "1" if server_rendering else "0",
            # A loaded test machine may take longer than the service's 5 s for a first render;
            # the tests read the rendered page, not the shell served in its place.
            "AGENCY_RENDER_TIMEOUT": RENDER_TIMEOUT_UNDER_LOAD,
            "AGENCY_EMBED_ORIGINS": EMBED_ORIGINS, **extra}


@contextmanager
def running_service(content: Path, instance: Path, server_rendering: bool,
                    log: Path | None = None, **extra: str) -> Iterator[str]:
    """The real service (`python -m service`) on a free port; stopped on exit. `extra` are more
    AGENCY_ settings; `log` keeps its output."""
    port = free_port()
    with service_process(service_env(content, instance, port, server_rendering, **extra), port,
                         log) as url:
        yield url


@contextmanager
def service_process(env: dict[str, str], port: int, log: Path | None = None) -> Iterator[str]:
    """`python -m service` with exactly this environment, once it serves on port; stopped on
    exit. `log` keeps its output."""
    output = open(log, "wb") if log else subprocess.DEVNULL  # noqa: SIM115
    process = subprocess.Popen([sys.executable, "-m", "service"], cwd=PROJECT_ROOT, env=env,
                               stdout=output, stderr=output)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_until_serving(url, process)
        yield url
    finally:
        process.terminate()
        process.wait(timeout=30)
        if log:
            output.close()  # type: ignore[union-attr]


def start_with_socket(held: socket.socket, command: list[str], env: dict[str, str], log: Path,
                      fds: str = "1", cwd: Path = PROJECT_ROOT) -> subprocess.Popen[bytes]:
    """command with held at descriptor 3 and LISTEN_PID/LISTEN_FDS naming it, as systemd starts
    a socket's service; its output appended to log."""
    # sh execs the command in its own process, so $$ is the command's process id.
    launch = f'LISTEN_PID=$$ LISTEN_FDS={fds} exec "$@"'
    with log.open("ab") as output:
        return subprocess.Popen(["/bin/sh", "-c", launch, "sh", *command], cwd=cwd, env=env,
                                stdout=output, stderr=output, pass_fds=(3,),
                                preexec_fn=lambda: os.dup2(held.fileno(), 3))


def self_signed(folder: Path, days: int = 1, common_name: str = "localhost",
                names: tuple[str, str] = ("cert.pem", "key.pem")) -> tuple[Path, Path]:
    """A certificate and its key made by openssl, valid for `days` from now."""
    cert, key = folder / names[0], folder / names[1]
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj",
                    f"/CN={common_name}", "-days", str(days), "-keyout", str(key),
                    "-out", str(cert)], check=True, capture_output=True)
    return cert, key


def nginx_config(body: str, scratch: Path) -> str:
    """A whole nginx.conf around an http-level body: no daemon, its files in scratch."""
    user = "user root;\n" if os.geteuid() == 0 else ""  # workers must read pytest's 0700 folders
    temps = "".join(f"{kind}_temp_path {scratch}/{kind};\n"
                    for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
    return (f"{user}daemon off;\nworker_processes 1;\npid {scratch}/nginx.pid;\n"
            f"error_log {scratch}/error.log warn;\nevents {{}}\n"
            f"http {{\ninclude /etc/nginx/mime.types;\naccess_log off;\n{temps}{body}\n}}\n")


@contextmanager
def running_nginx(body: str, port: int, host: str = "127.0.0.1") -> Iterator[None]:
    """nginx with an http-level configuration, until the port takes connections."""
    with tempfile.TemporaryDirectory(prefix="test-nginx-") as tmp:
        scratch = Path(tmp)
        conf = scratch / "nginx.conf"
        conf.write_text(nginx_config(body, scratch), "utf-8")
        process = subprocess.Popen([NGINX, "-p", tmp, "-c", str(conf)],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            _wait_for_port(host, port, process)
            yield
        finally:
            process.terminate()
            process.wait(timeout=10)


def _wait_for_port(host: str, port: int, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        if process.poll() is not None:
            error = process.stderr.read().decode() if process.stderr else ""
            raise RuntimeError(f"nginx exited with {process.returncode}: {error}")
        try:
            with socket.create_connection((host, port), timeout=1):
                return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError("nginx did not start in time")


def plain_static_server(root: Path, port: int) -> str:
    """What any static host does: $uri, then $uri/index.html, then $uri.html; 404.html."""
    return (f"server {{\n listen 127.0.0.1:{port};\n root {root};\n"
            " location / {\n  try_files $uri $uri/index.html $uri.html =404;\n }\n"
            " error_page 404 /404.html;\n}\n")


def export_site(content: Path, instance: Path, target: Path, public_url: str = PUBLIC_URL,
                moved: dict[str, str] | None = None,
                **extra: str) -> subprocess.CompletedProcess[str]:
    """`agency site export TARGET`, as a maintainer runs it; `extra` are more AGENCY_ settings,
    `moved` the route table's moved addresses."""
    env = {**os.environ, "AGENCY_CONTENT_DIR": str(content), "AGENCY_INSTANCE_DIR": str(instance),
           "AGENCY_WEB_DIST": str(web_dist()), "AGENCY_PUBLIC_URL": public_url,
           "AGENCY_EMBED_ORIGINS": EMBED_ORIGINS,
           "AGENCY_RENDER_TIMEOUT": RENDER_TIMEOUT_UNDER_LOAD, **extra}
    command = with_moved(moved or {}) + "from cli.main import app; app()"
    return subprocess.run([sys.executable, "-c", command, "site", "export", str(target)],
                          cwd=PROJECT_ROOT, env=env, text=True, capture_output=True, timeout=600)


class StaffOverHttp:
    """A signed-in staff member talking JSON to a running service, as the editor does."""

    def __init__(self, url: str, username: str, password: str) -> None:
        self.url = url
        self.csrf = ""
        self.opener = urllib.request.build_opener(
            urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
        self.csrf = self.send("POST", "/api/auth/login",
                              {"username": username, "password": password})["csrfToken"]

    def send(self, method: str, path: str, body: dict[str, Any] | None = None) -> Any:
        headers = {"Content-Type": "application/json", "Origin": self.url}
        if self.csrf:
            headers["X-CSRF-Token"] = self.csrf
        if method in ("PATCH", "PUT"):
            headers["If-Match"] = "*"  # overwrite knowingly: these callers never hold an ETag
        request = urllib.request.Request(self.url + path, method=method, headers=headers,
                                         data=json.dumps(body).encode() if body else None)
        with self.opener.open(request, timeout=60) as answer:
            return json.loads(answer.read() or b"null")
