"""nginx serving a folder of files on a free loopback port: the static reference for wrk."""

import os
import shutil
import subprocess
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.bench.served import free_port

CONFIG = """\
worker_processes 1;
daemon off;
pid {tmp}/nginx.pid;
error_log {tmp}/error.log warn;
events {{ worker_connections 1024; }}
http {{
    access_log {tmp}/access.log;
    client_body_temp_path {tmp}/body;
    proxy_temp_path {tmp}/proxy;
    default_type application/json;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 1000000;
    # name.gz is sent for name to clients that accept gzip, as the service sends its copy.
    gzip_static on;
    server {{
        listen 127.0.0.1:{port};
        root {root};
    }}
}}
"""


@contextmanager
def serving_files(files: dict[str, bytes]) -> Iterator[str]:
    """nginx (one worker, no daemon) serving each name's bytes at /<name>; answers its base URL."""
    nginx = shutil.which("nginx") or "/usr/sbin/nginx"
    with tempfile.TemporaryDirectory(prefix="bench-nginx-") as tmp:
        root = Path(tmp) / "root"
        root.mkdir()
        for name, body in files.items():
            (root / name).write_bytes(body)
        # Run as root, nginx's worker drops to an unprivileged user that must read the files.
        for folder in (Path(tmp), root):
            os.chmod(folder, 0o755)
        port = free_port()
        conf = Path(tmp) / "nginx.conf"
        conf.write_text(CONFIG.format(tmp=tmp, root=root, port=port), "utf-8")
        process = subprocess.Popen([nginx, "-p", tmp, "-c", str(conf)],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        url = f"http://127.0.0.1:{port}"
        try:
            _wait(url + "/" + next(iter(files)), process)
            yield url
        finally:
            process.terminate()
            process.wait(timeout=10)


def _wait(url: str, process: subprocess.Popen[bytes], seconds: float = 10) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            error = process.stderr.read().decode() if process.stderr else ""
            raise RuntimeError(f"nginx exited with {process.returncode}: {error}")
        try:
            with urllib.request.urlopen(url, timeout=1):
                return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError("nginx did not start in time")
