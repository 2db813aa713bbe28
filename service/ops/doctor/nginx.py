"""The nginx configuration the operator names, as `nginx -t` finds it: a whole nginx.conf, or a
site's file as `agency deploy nginx` prints it (tested inside a minimal nginx.conf of its own, so
any user can test it)."""

import asyncio
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from service.ops.doctor.findings import Finding, Setup, fail, ok

SUBJECT = "nginx configuration"
NGINX_SECONDS = 30.0
# A whole configuration has an http block at its top level; a site's file is read inside one.
_HTTP_BLOCK = re.compile(r"^\s*http\s*\{", re.MULTILINE)
_MIME_TYPES = Path("/etc/nginx/mime.types")
# What nginx puts before each message: "nginx: 2026/11/26 05:42:43 [emerg] 17252#17252: ".
_NGINX_PREFIX = re.compile(r"^(nginx: )?(\d{4}/\d\d/\d\d \d\d:\d\d:\d\d )?(\[\w+\] )?(\d+#\d+: )?")


async def nginx_configuration(setup: Setup) -> list[Finding]:
    if setup.nginx_config is None:
        return []
    return [await asyncio.to_thread(_tested, setup.nginx_config)]


def nginx_command() -> str | None:
    """nginx, on PATH or where Debian puts it (outside a user's PATH)."""
    found = shutil.which("nginx")
    if found is None and Path("/usr/sbin/nginx").is_file():
        return "/usr/sbin/nginx"
    return found


def _tested(config: Path) -> Finding:
    nginx = nginx_command()
    if nginx is None:
        return fail(SUBJECT, "nginx is not installed on this machine",
                    "Install it (apt install nginx), or run agency doctor where nginx runs.")
    try:
        text = config.read_text("utf-8")
    except (OSError, UnicodeDecodeError) as error:
        return fail(SUBJECT, f"{config} cannot be read: {error}",
                    "Name the file nginx reads, as a user who may read it.")
    with tempfile.TemporaryDirectory(prefix="agency-doctor-") as scratch:
        command = [nginx, "-t", "-q", "-c", str(config)]
        if not _HTTP_BLOCK.search(text):
            command = [nginx, "-t", "-q", "-p", scratch, "-c", _around(config, Path(scratch))]
        try:
            result = subprocess.run(command, capture_output=True, text=True,
                                    timeout=NGINX_SECONDS, check=False)
        except subprocess.TimeoutExpired:
            return fail(SUBJECT, f"nginx -t took over {NGINX_SECONDS:g} s",
                        "Run nginx -t by hand to see what it waits for.")
    if result.returncode != 0:
        said = " ".join(_NGINX_PREFIX.sub("", line) for line in result.stderr.splitlines()
                        if "test failed" not in line)
        return fail(SUBJECT, f"nginx -t refuses {config}: {said}",
                    "Correct the line nginx names, or print the file again with agency deploy "
                    "nginx.")
    return ok(SUBJECT, f"nginx -t accepts {config}")


def _around(site: Path, scratch: Path) -> str:
    """A minimal nginx.conf that reads the site's file in its http block; its own files in
    scratch."""
    mime = f"include {_MIME_TYPES};\n" if _MIME_TYPES.is_file() else ""
    wrapper = scratch / "nginx.conf"
    wrapper.write_text(f"pid {scratch}/nginx.pid;\nerror_log {scratch}/error.log;\n"
                       f"events {{}}\nhttp {{\n{mime}include {site.resolve()};\n}}\n", "utf-8")
    return str(wrapper)
