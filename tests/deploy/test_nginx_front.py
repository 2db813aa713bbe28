"""nginx with the configuration `agency deploy nginx` prints, in front of the service on loopback
with TLS: pages, sign-in, writes and uploads pass through; files come from disk with long
caching; the throttle sees the real client's address, never one the client made up."""

import http.client
import io
import json
import os
import ssl
import subprocess
import sys
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from argon2 import PasswordHasher
from PIL import Image

from service.auth.accounts import StaffDirectory
from service.auth.throttle import PAIR_LIMIT
from service.export.layout import page_files
from service.site.app_media import APP_MEDIA_DIR
from service.site.build_files import SOURCEMAP_DIR
from tests.addresses import BLOG_INDEX, COMMON_WRONG, MOVED_CASES, post_address, with_moved
from tests.conftest import PROJECT_ROOT, make_content_copy
from tests.export_cases import link_out_of_the_content
from tests.servers import EMBED_ORIGINS, free_port, running_nginx, running_service, web_dist

USER, PASSWORD = "front-desk", "a long enough password"


@dataclass(frozen=True)
class Front:
    port: int
    http_port: int
    content: Path

    @property
    def origin(self) -> str:
        return f"https://localhost:{self.port}"


@pytest.fixture(scope="module")
def front(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Front]:
    """The real service behind the nginx `agency deploy nginx` prints. Near 5 s, to 12 s on a
    loaded machine: the service's start, an RSA key made by openssl, the CLI run, nginx's start."""
    folder = tmp_path_factory.mktemp("front")
    content = make_content_copy(folder / "content")
    instance = folder / "instance"
    StaffDirectory(instance / "staff.sqlite3", hasher=PasswordHasher(
        time_cost=1, memory_cost=1024, parallelism=1)).add(USER, PASSWORD)
    link_out_of_the_content(content, instance / "staff.sqlite3")
    port, http_port = free_port(), free_port()
    with running_service(content, instance, server_rendering=True,
                         AGENCY_TRUSTED_PROXIES="127.0.0.1",
                         AGENCY_PUBLIC_URL=f"https://localhost:{port}") as service:
        config = printed_config(content, folder, port, http_port, service.rsplit(":", 1)[1])
        with running_nginx(config, port):
            yield Front(port, http_port, content)


def printed_config(content: Path, folder: Path, port: int, http_port: int, service_port: str,
                   *options: str, moved: dict[str, str] | None = None) -> str:
    """What `agency deploy nginx` prints for content, with a throw-away certificate in folder
    (and moved as the route table's moved addresses, when given)."""
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj",
                    "/CN=localhost", "-days", "1", "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True)
    printed = subprocess.run(
        [sys.executable, "-c", with_moved(moved or {}) + "from cli.main import app; app()",
         "deploy", "nginx",
         "--server-name", "localhost", "--certificate", str(cert), "--certificate-key",
         str(key), "--listen", f"127.0.0.1:{port}", "--http-listen", f"127.0.0.1:{http_port}",
         *options],
        cwd=PROJECT_ROOT, capture_output=True, text=True, check=True,
        env={**os.environ, "AGENCY_CONTENT_DIR": str(content),
             "AGENCY_WEB_DIST": str(web_dist()), "AGENCY_PORT": service_port,
             "AGENCY_EMBED_ORIGINS": EMBED_ORIGINS})
    return printed.stdout


def call(front: Front, method: str, path: str, body: bytes | None = None,
         headers: dict[str, str] | None = None,
         source: str = "127.0.0.1") -> tuple[int, dict[str, str], bytes]:
    """One HTTPS request to nginx from the given loopback address."""
    context = ssl._create_unverified_context()  # the test's own throw-away certificate
    connection = http.client.HTTPSConnection("127.0.0.1", front.port, context=context,
                                             timeout=30, source_address=(source, 0))
    try:
        connection.request(method, path, body=body,
                           headers={"Host": f"localhost:{front.port}", **(headers or {})})
        answer = connection.getresponse()
        return answer.status, {k.lower(): v for k, v in answer.getheaders()}, answer.read()
    finally:
        connection.close()


def sign_in(front: Front, username: str = USER, password: str = PASSWORD,
            source: str = "127.0.0.1",
            **headers: str) -> tuple[int, dict[str, str], bytes]:
    body = json.dumps({"username": username, "password": password}).encode()
    return call(front, "POST", "/api/auth/login", body,
                {"Content-Type": "application/json", "Origin": front.origin, **headers},
                source=source)


def test_pages_and_files_pass_through_with_the_right_caching(front: Front) -> None:
    """Quick itself; near 5 s, to 12 s on a loaded machine, for its module's set-up (`front`)."""
    status, headers, body = call(front, "GET", BLOG_INDEX)
    assert status == 200 and b"<title>" in body and b'id="query-state"' in body
    assert "max-age=31536000" in headers["strict-transport-security"]
    asset = next((web_dist() / "assets").glob("main-*.js")).name
    status, headers, body = call(front, "GET", f"/assets/{asset}")
    assert status == 200 and body == (web_dist() / "assets" / asset).read_bytes()
    assert headers["cache-control"] == "public, max-age=31536000, immutable"
    status, headers, body = call(front, "GET", "/media/winter-road.webp")
    assert status == 200 and body == (front.content / "media" / "winter-road.webp").read_bytes()
    assert "max-age=604800" in headers["cache-control"]
    status, _, variant = call(front, "GET", "/media/winter-road.webp?w=320")
    assert status == 200 and variant[8:12] == b"WEBP" and variant != body  # made by the service


def test_the_applications_own_images_come_from_the_application(front: Front) -> None:
    """The content copy holds no illustrations: nginx sends them from service/site/app-media."""
    drawing = "illustrations/home-1.webp"
    assert not (front.content / "media" / "illustrations").exists()
    status, headers, body = call(front, "GET", f"/app-media/{drawing}")
    assert status == 200 and body == (APP_MEDIA_DIR / drawing).read_bytes()
    assert "max-age=604800" in headers["cache-control"]
    status, _, variant = call(front, "GET", f"/app-media/{drawing}?w=320")
    assert status == 200 and Image.open(io.BytesIO(variant)).size == (320, 180)
    assert call(front, "GET", "/app-media/../routes.json")[0] in (400, 404)


SECURITY_HEADERS = ("content-security-policy", "x-content-type-options", "referrer-policy",
                    "permissions-policy", "cross-origin-opener-policy",
                    "strict-transport-security")


def test_files_nginx_sends_carry_the_services_security_headers(front: Front) -> None:
    """The service's own headers (http/headers.py) and those nginx adds to the files it sends
    come from one list: an asset, a picture and a page answer with the same values."""
    asset = next((web_dist() / "assets").glob("main-*.js")).name
    page = call(front, "GET", "/about")[1]
    assert all(page.get(name) for name in SECURITY_HEADERS), page
    for path in (f"/assets/{asset}", "/media/winter-road.webp"):
        status, headers, _ = call(front, "GET", path)
        assert status == 200
        assert {name: headers.get(name) for name in SECURITY_HEADERS} == {
            name: page[name] for name in SECURITY_HEADERS}, path


def test_media_are_never_sent_through_a_symbolic_link(front: Front) -> None:
    """nginx sends /media/ from the content folder itself: a link there, to the staff database,
    a system folder or even a picture beside it, is never followed (nor by the service)."""
    staff = (front.content.parent / "instance" / "staff.sqlite3").read_bytes()
    for path in ("/media/staff.webp", "/media/system/hostname", "/media/same.webp",
                 "/media/staff.webp?w=320"):
        status, _, body = call(front, "GET", path)
        assert status == 404, path
        assert staff not in body and b"SQLite" not in body, path
    assert call(front, "GET", "/media/winter-road.webp")[0] == 200


def test_source_maps_are_never_sent(front: Front, tmp_path: Path) -> None:
    """From the service (no export) and from an export folder an older version left them in."""
    source_map = next((web_dist() / SOURCEMAP_DIR).glob("main-*.js.map")).name
    status, _, body = call(front, "GET", f"/{SOURCEMAP_DIR}/{source_map}")
    assert status == 404 and b"sourcesContent" not in body
    export = tmp_path / "export"
    for folder in ("assets", SOURCEMAP_DIR):
        (export / folder).mkdir(parents=True)
        (export / folder / "main-0ld0ld0l.js.map").write_text('{"sourcesContent": []}', "utf-8")
    (export / "assets" / "main-0ld0ld0l.js").write_text("export {}", "utf-8")
    exported = Front(free_port(), free_port(), front.content)
    # The service is never asked: these are all files of the export.
    config = printed_config(front.content, tmp_path, exported.port, exported.http_port, "9",
                            "--export-dir", str(export))
    with running_nginx(config, exported.port):
        assert call(exported, "GET", "/assets/main-0ld0ld0l.js")[0] == 200
        for path in ("/assets/main-0ld0ld0l.js.map", f"/{SOURCEMAP_DIR}/main-0ld0ld0l.js.map"):
            status, _, body = call(exported, "GET", path)
            assert status == 404 and b"sourcesContent" not in body, path


def test_plain_http_moves_to_https(front: Front) -> None:
    connection = http.client.HTTPConnection("127.0.0.1", front.http_port, timeout=10)
    connection.request("GET", f"{BLOG_INDEX}?page=2", headers={"Host": "localhost"})
    answer = connection.getresponse()
    assert answer.status == 301
    assert answer.getheader("Location") == f"{front.origin}{BLOG_INDEX}?page=2"


def test_sign_in_writes_and_uploads_pass_through(front: Front) -> None:
    status, headers, body = sign_in(front)
    assert status == 200, body
    cookie = headers["set-cookie"].split(";")[0]
    assert "Secure" in headers["set-cookie"]  # the service knows the visitor came over HTTPS
    staff = {"Cookie": cookie, "Origin": front.origin,
             "X-CSRF-Token": json.loads(body)["csrfToken"]}
    slug = sorted(p.stem for p in (front.content / "posts").glob("*.json"))[0]
    edit = {"title": "Saved through nginx", "excerpt": "Short.", "content": "<p>Body.</p>",
            "imageUrl": None}
    status, _, body = call(front, "PATCH", f"/api/admin/blog-posts/{slug}",
                           json.dumps(edit).encode(),
                           {**staff, "Content-Type": "application/json", "If-Match": "*"})
    assert status == 200, body
    stored = json.loads((front.content / "posts" / f"{slug}.json").read_text("utf-8"))
    assert stored["title"] == "Saved through nginx"
    picture = io.BytesIO()
    Image.new("RGB", (64, 48), (10, 80, 120)).save(picture, "PNG")
    boundary = uuid.uuid4().hex
    form = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"image\"; "
            f"filename=\"a.png\"\r\nContent-Type: image/png\r\n\r\n").encode() \
        + picture.getvalue() + f"\r\n--{boundary}--\r\n".encode()
    status, _, body = call(front, "POST", "/api/admin/images", form,
                           {**staff, "Content-Type": f"multipart/form-data; boundary={boundary}"})
    assert status == 200, body
    uploaded = json.loads(body)["imageUrl"]
    status, _, image = call(front, "GET", uploaded)
    assert status == 200 and image == (front.content / uploaded.removeprefix("/")).read_bytes()


def test_bodies_larger_than_an_upload_stop_at_nginx(front: Front) -> None:
    status, _, _ = call(front, "POST", "/api/admin/images", b"x" * (12 * 1024 * 1024),
                        {"Content-Type": "application/octet-stream", "Origin": front.origin})
    assert status == 413


def test_the_throttle_sees_the_real_client_address(front: Front) -> None:
    # As many wrong passwords for one name as one address may send (nginx lets this many
    # through at once), each claiming to come from elsewhere.
    for attempt in range(PAIR_LIMIT):
        status, _, _ = sign_in(front, "nobody", "wrong password", source="127.0.0.5",
                               **{"X-Forwarded-For": f"203.0.113.{attempt}"})
        assert status == 401
    status, _, body = sign_in(front, "nobody", "wrong password", source="127.0.0.5",
                              **{"X-Forwarded-For": "198.51.100.9"})
    assert status == 429 and b"Too many failed sign-ins" in body
    status, _, _ = sign_in(front, "someone", "wrong password", source="127.0.0.6")
    assert status == 401  # another real address is not held back


def test_healthz_is_for_this_machine_only(front: Front) -> None:
    assert call(front, "GET", "/healthz", source="127.0.0.1")[0] == 200
    assert call(front, "GET", "/healthz", source="127.0.0.7")[0] == 403


def test_an_export_answers_each_page_with_and_without_a_final_slash(front: Front,
                                                                     tmp_path: Path) -> None:
    """As a plain static host does: the export writes each page in both forms (layout.py)."""
    export = tmp_path / "export"
    for path in ("/about", post_address("a-post"), "/insurance/vehicle-insurance/auto-insurance"):
        for relative in page_files(path):
            (export / relative).parent.mkdir(parents=True, exist_ok=True)
            (export / relative).write_text(f"<title>{path}</title>", "utf-8")
    exported = Front(free_port(), free_port(), front.content)
    # The service is never asked (nothing listens on port 9): these are files of the export.
    config = printed_config(front.content, tmp_path, exported.port, exported.http_port, "9",
                            "--export-dir", str(export))
    with running_nginx(config, exported.port):
        for path in ("/about", post_address("a-post"),
                     "/insurance/vehicle-insurance/auto-insurance"):
            for form in (path, path + "/"):
                status, _, body = call(exported, "GET", form)
                assert (status, body) == (200, f"<title>{path}</title>".encode()), form


@pytest.mark.parametrize("export", [False, True])
def test_moved_addresses_answer_301_from_nginx(front: Front, tmp_path: Path, export: bool) -> None:
    """nginx itself answers the route table's moved addresses, beside the service or an export:
    nothing listens on port 9, so an answer the service had to make would be a 502. The table's
    own common wrong addresses (/faq, /quote, /team) among them."""
    exported = Front(free_port(), free_port(), front.content)
    options = ("--export-dir", str(tmp_path / "export")) if export else ()
    (tmp_path / "export").mkdir()
    config = printed_config(front.content, tmp_path, exported.port, exported.http_port, "9",
                            *options, moved=MOVED_CASES)
    cases = {"/old-news": BLOG_INDEX, "/OLD-News?page=2": f"{BLOG_INDEX}?page=2",
             "/old-news/a-post?utm_source=mail": f"{post_address('a-post')}?utm_source=mail",
             "/old-news/": f"{BLOG_INDEX}/", "/questions": "/faqs", **COMMON_WRONG}
    with running_nginx(config, exported.port):
        for asked, target in cases.items():
            status, headers, _ = call(exported, "GET", asked)
            location = urlsplit(headers.get("location", ""))
            assert (status, location.path + (f"?{location.query}" if location.query else "")) \
                == (301, target), asked
        for unmoved in ("/old-newsletter", "/questions-and-answers"):
            assert call(exported, "GET", unmoved)[0] != 301, unmoved
