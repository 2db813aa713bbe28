"""`agency deploy nginx` before and after the certificate: the real nginx accepts what it prints
(`nginx -t`), answers Let's Encrypt's challenges from the webroot and redirects the rest to
https; once the certificate exists, the whole HTTPS configuration."""

import http.client
import os
import ssl
import subprocess
import sys
from pathlib import Path

import pytest

from tests.addresses import BLOG_INDEX
from tests.conftest import PROJECT_ROOT, make_content_copy
from tests.servers import NGINX, free_port, nginx_config, running_nginx, self_signed, web_dist

TOKEN = "Wq3-challenge_token"


def deploy_nginx(content: Path, *options: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", "from cli.main import app; app()", "deploy", "nginx", *options],
        cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=120,
        env={**os.environ, "AGENCY_CONTENT_DIR": str(content), "AGENCY_WEB_DIST": str(web_dist())})


def nginx_test(body: str, scratch: Path) -> subprocess.CompletedProcess[str]:
    """`nginx -t` on the printed text inside a whole nginx.conf."""
    scratch.mkdir(exist_ok=True)
    conf = scratch / "nginx.conf"
    conf.write_text(nginx_config(body, scratch), "utf-8")
    return subprocess.run([NGINX, "-t", "-p", str(scratch), "-c", str(conf)],
                          capture_output=True, text=True, timeout=60)


def get(port: int, path: str, tls: bool = False) -> tuple[int, dict[str, str], bytes]:
    connection = (http.client.HTTPSConnection("127.0.0.1", port, timeout=30,
                                              context=ssl._create_unverified_context())
                  if tls else http.client.HTTPConnection("127.0.0.1", port, timeout=30))
    try:
        connection.request("GET", path, headers={"Host": "localhost"})
        answer = connection.getresponse()
        return answer.status, {k.lower(): v for k, v in answer.getheaders()}, answer.read()
    finally:
        connection.close()


@pytest.fixture
def webroot(tmp_path: Path) -> Path:
    """certbot's webroot with one challenge file in it, as `certbot --webroot` leaves it."""
    folder = tmp_path / "letsencrypt"
    (folder / ".well-known" / "acme-challenge").mkdir(parents=True)
    (folder / ".well-known" / "acme-challenge" / TOKEN).write_text(f"{TOKEN}.key-thumbprint")
    return folder

def assert_challenges_answered_and_the_rest_redirected(http_port: int, https_port: int) -> None:
    status, headers, body = get(http_port, f"/.well-known/acme-challenge/{TOKEN}")
    assert (status, body) == (200, f"{TOKEN}.key-thumbprint".encode())
    assert headers["content-type"] == "text/plain"
    assert get(http_port, "/.well-known/acme-challenge/unknown")[0] == 404
    status, headers, _ = get(http_port, f"{BLOG_INDEX}?page=2")
    assert (status, headers["location"]) == (301, f"https://localhost:{https_port}{BLOG_INDEX}?page=2")


def test_without_a_certificate_nginx_accepts_the_http_server_certbot_needs(
        tmp_path: Path, webroot: Path) -> None:
    content = make_content_copy(tmp_path / "content")
    http_port, https_port = free_port(), free_port()
    missing = tmp_path / "live" / "localhost"
    printed = deploy_nginx(content, "--server-name", "localhost", "--acme-webroot", str(webroot),
                           "--certificate", str(missing / "fullchain.pem"),
                           "--certificate-key", str(missing / "privkey.pem"),
                           "--listen", f"127.0.0.1:{https_port}",
                           "--http-listen", f"127.0.0.1:{http_port}")
    assert printed.returncode == 0, printed.stderr
    assert " ssl" not in printed.stdout and "proxy_pass" not in printed.stdout
    assert f"certbot certonly --webroot -w {webroot} -d localhost" in printed.stdout
    assert f"certbot certonly --webroot -w {webroot} -d localhost" in printed.stderr
    checked = nginx_test(printed.stdout, tmp_path / "nginx-t")
    assert checked.returncode == 0, checked.stderr
    with running_nginx(printed.stdout, http_port):
        assert_challenges_answered_and_the_rest_redirected(http_port, https_port)


def test_lets_encrypts_path_is_the_default(tmp_path: Path) -> None:
    content = make_content_copy(tmp_path / "content")
    printed = deploy_nginx(content, "--server-name", "no-certificate-yet.harborpoint.example")
    assert printed.returncode == 0, printed.stderr
    assert ("#   /etc/letsencrypt/live/no-certificate-yet.harborpoint.example/fullchain.pem\n"
            "# yet") in printed.stdout
    assert "root /var/www/letsencrypt;" in printed.stdout


def test_with_the_certificate_nginx_accepts_the_whole_configuration(
        tmp_path: Path, webroot: Path) -> None:
    content = make_content_copy(tmp_path / "content")
    cert, key = self_signed(tmp_path, names=("fullchain.pem", "privkey.pem"))
    http_port, https_port = free_port(), free_port()
    printed = deploy_nginx(content, "--server-name", "localhost", "--acme-webroot", str(webroot),
                           "--certificate", str(cert), "--certificate-key", str(key),
                           "--listen", f"127.0.0.1:{https_port}",
                           "--http-listen", f"127.0.0.1:{http_port}")
    assert printed.returncode == 0, printed.stderr
    assert printed.stderr == ""
    assert f"listen 127.0.0.1:{https_port} ssl;" in printed.stdout
    checked = nginx_test(printed.stdout, tmp_path / "nginx-t")
    assert checked.returncode == 0, checked.stderr
    asset = next((web_dist() / "assets").glob("main-*.js")).name
    with running_nginx(printed.stdout, https_port):
        assert_challenges_answered_and_the_rest_redirected(http_port, https_port)
        status, _, body = get(https_port, f"/assets/{asset}", tls=True)
        assert (status, body) == (200, (web_dist() / "assets" / asset).read_bytes())


def test_a_certificate_without_its_key_is_refused(tmp_path: Path) -> None:
    content = make_content_copy(tmp_path / "content")
    cert, _ = self_signed(tmp_path, names=("fullchain.pem", "privkey.pem"))
    printed = deploy_nginx(content, "--server-name", "localhost", "--certificate", str(cert),
                           "--certificate-key", str(tmp_path / "missing-key.pem"))
    assert printed.returncode == 1
    assert printed.stderr.splitlines() == [
        f"Error: the certificate {cert} is there but not its key {tmp_path / 'missing-key.pem'}"]
    assert printed.stdout == ""


@pytest.mark.parametrize("options", [
    ("--server-name", "www.x.example;include /etc/shadow"),
    ("--server-name", "www.x.example\ninclude /etc/shadow;"),
    ("--server-name", "localhost", "--listen", "443 ssl; include /etc/shadow"),
    ("--server-name", "localhost", "--http-listen", "80;include /etc/shadow"),
    ("--server-name", "localhost", "--acme-webroot", "/var/www/le;include /etc/shadow"),
    ("--server-name", "localhost", "--certificate", "/x/cert.pem;include /etc/shadow",
     "--certificate-key", "/x/key.pem"),
])
def test_a_value_that_would_add_a_directive_is_refused(tmp_path: Path,
                                                       options: tuple[str, ...]) -> None:
    content = make_content_copy(tmp_path / "content")
    printed = deploy_nginx(content, *options)
    assert printed.returncode == 1
    assert printed.stdout == ""
    [line] = printed.stderr.splitlines()
    assert line.startswith("Error: --") and "include /etc/shadow" in line


# 253 characters, the most a host name may have; upper case, hyphens and a punycode label.
LONGEST_NAME = f"WWW-{'a' * 59}.harbor-point-2.xn--bcher-kva.{'b' * 63}.{'c' * 63}.{'d' * 32}"


def test_nginx_accepts_any_host_name_and_path_the_checks_let_through(tmp_path: Path) -> None:
    """The rule is no narrower than it needs to be: the longest host name and paths with '@+,=~'
    in them print a configuration the real nginx loads."""
    content = make_content_copy(tmp_path / "content")
    folder = tmp_path / "certs@+,=~x"
    folder.mkdir()
    cert, key = self_signed(folder, names=("full-chain.pem", "priv_key.pem"))
    webroot = tmp_path / "acme@web+root"
    printed = deploy_nginx(content, "--server-name", LONGEST_NAME,
                           "--certificate", str(cert), "--certificate-key", str(key),
                           "--acme-webroot", str(webroot), "--listen", f"127.0.0.1:{free_port()}",
                           "--http-listen", f"[::1]:{free_port()}")
    assert printed.returncode == 0, printed.stderr
    checked = nginx_test(printed.stdout, tmp_path / "nginx-t")
    assert checked.returncode == 0, checked.stderr
