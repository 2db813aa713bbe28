"""`agency deploy nginx`: an nginx configuration for the common set-up, as text.

nginx terminates TLS, serves the static export (or the hashed build files and the media) itself
with long caching, and proxies the rest to the service with X-Forwarded-For/-Proto, which the
service believes from nginx's own address only (AGENCY_TRUSTED_PROXIES=127.0.0.1). It gives up on
slow clients, buffers request bodies before the service sees them, caps body sizes and slows down
sign-in guessing. The text goes inside nginx's http {} block (conf.d/ or sites-enabled/).

nginx refuses to load a server whose certificate file is missing, so until the certificate exists
the configuration has the plain-HTTP server alone: it answers Let's Encrypt's challenges from a
webroot folder (as it always does, for renewals) and redirects the rest to https.
"""

from collections.abc import Callable
from pathlib import Path

from service.export.layout import MEDIA_FOLDER, variants_folder
from service.http.headers import FIXED_HEADERS, STRICT_TRANSPORT_SECURITY
from service.http.keep_alive import PROXY_UPSTREAM_IDLE_SECONDS
from service.ops.config_values import header_value
from service.ops.nginx_moved import moved_locations
from service.ops.nginx_site import ACME_CHALLENGES, NginxSite
from service.routes import APP_MEDIA_PREFIX, BY_ID, ROUTES, STAFF_PREFIX
from service.site.app_media import APP_MEDIA_FOLDER

# (Cache-Control value, location body) -> the indented location body with headers.
StaticBlock = Callable[[str, str], str]

IMMUTABLE = '"public, max-age=31536000, immutable"'
MEDIA_CACHE = '"public, max-age=604800"'
# Pages and data files change with the content: caches keep them but ask again each time.
REVALIDATE = '"no-cache"'
def security_headers(site: NginxSite) -> str:
    """Headers of the files nginx sends itself (the service sets its own on what it answers)."""
    headers = {"Content-Security-Policy": site.content_security_policy, **FIXED_HEADERS,
               "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY}
    lines = []
    for name, value in headers.items():
        quoted = header_value(value, f"the {name} header")
        lines.append(f'add_header {name} "{quoted}" always;')
    return "\n".join(lines)


def nginx_config(site: NginxSite) -> str:
    if not site.https:
        return _http_only_opening(site) + _http_server(site)
    upstream = f"agency_{site.slug}"
    static = _static_block(security_headers(site))
    return "".join((_zones_and_upstream(site, upstream),
                    _http_server(site) if site.http_listen else "",
                    _server_settings(site, upstream),
                    _file_locations(site, upstream, static),
                    _service_locations(upstream)))


def _http_only_opening(site: NginxSite) -> str:
    return f"""\
# nginx in front of {site.server_name} (printed by `agency deploy nginx`); read inside http {{}}.
# HTTP ONLY FOR NOW: no certificate at
#   {site.certificate}
# yet, and nginx will not load an HTTPS server without one. This server answers Let's
# Encrypt's challenges from {site.acme_webroot} and redirects the rest to https. Once
#   certbot certonly --webroot -w {site.acme_webroot} -d {site.server_name}
# has the certificate, run `agency deploy nginx` again for the whole configuration.
"""


def _static_block(headers: str) -> StaticBlock:
    def static(cache: str, body: str) -> str:
        # add_header in a location replaces the server's: the security headers go in each one.
        return _indent(f"{body}\nadd_header Cache-Control {cache} always;\n{headers}", 8)

    return static


def _zones_and_upstream(site: NginxSite, upstream: str) -> str:
    return f"""\
# nginx in front of {site.server_name} (printed by `agency deploy nginx`); read inside http {{}}.
# Run the service with AGENCY_TRUSTED_PROXIES=127.0.0.1 (the address nginx connects from) and
# AGENCY_PUBLIC_URL=https://{site.server_name}
# (it listens on {site.upstream}, which only this machine should reach).

# Reads are not limited (an empty key); writes and sign-ins are, per client address.
map $request_method ${upstream}_writer {{
    GET "";
    HEAD "";
    default $binary_remote_addr;
}}
limit_req_zone $binary_remote_addr zone={upstream}_signin:10m rate=10r/m;
limit_req_zone ${upstream}_writer zone={upstream}_writes:10m rate=60r/m;

upstream {upstream} {{
    server {site.upstream};
    keepalive 16;
    keepalive_timeout {PROXY_UPSTREAM_IDLE_SECONDS}s;
}}
"""


def _http_server(site: NginxSite) -> str:
    """Plain HTTP: Let's Encrypt's challenges answered from the webroot, the rest redirected."""
    return f"""
server {{
    listen {site.http_listen};
    server_name {site.server_name};
    # ^~: no regular-expression location may take these over.
    location ^~ {ACME_CHALLENGES} {{
        root {site.acme_webroot};
        default_type text/plain;
        try_files $uri =404;
    }}
    location / {{
        return 301 https://{site.host_header}$request_uri;
    }}
}}
"""


def _server_settings(site: NginxSite, upstream: str) -> str:
    """The HTTPS server's opening: TLS, limits on slow clients and bodies, gzip, proxy headers."""
    body_limit = f"{-(-site.max_body_bytes // (1024 * 1024)) + 1}m"
    return f"""
server {{
    listen {site.listen} ssl;
    server_name {site.server_name};
    ssl_certificate {site.certificate};
    ssl_certificate_key {site.certificate_key};
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_session_cache shared:{upstream}_tls:10m;

    # Slow clients: time limits on headers and bodies; a body is read in full here before the
    # service sees it (proxy_request_buffering), and none may be larger than an upload.
    client_header_timeout 10s;
    client_body_timeout 20s;
    send_timeout 30s;
    keepalive_timeout 30s;
    client_max_body_size {body_limit};
    proxy_request_buffering on;
    limit_req_status 429;

    gzip on;
    gzip_vary on;
    gzip_min_length 1024;
    gzip_types application/json application/javascript text/css application/xml
               application/atom+xml image/svg+xml text/plain;

    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host {site.host_header};
    # The client's own address, never one it sent: the service trusts exactly this one hop.
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_connect_timeout 5s;
    proxy_read_timeout 60s;

    # Files are never sent through a symbolic link: one kept in the content's git could name any
    # file of the machine. `agency deploy nginx` prints the folders resolved, so only links
    # inside them are refused.
    disable_symlinks on;
"""


def _file_locations(site: NginxSite, upstream: str, static: StaticBlock) -> str:
    """The locations nginx answers from disk: the export (or the service), assets and media."""
    return f"""
    location / {{
{_site_root(site, upstream, static)}
    }}

    location /assets/ {{
{static(IMMUTABLE, _assets(site))}
    }}

    location /media/ {{
{static(MEDIA_CACHE, _media(site, site.media_dir))}
    }}

    location {APP_MEDIA_PREFIX}/ {{
{static(MEDIA_CACHE, _media(site, site.app_media_dir))}
    }}
{_export_only(site, static)}{moved_locations(upstream)}
"""


def _service_locations(upstream: str) -> str:
    """The locations proxied to the service, and what is never sent; the server's closing."""
    return f"""    location /api/ {{
        limit_req zone={upstream}_writes burst=30 nodelay;
        proxy_pass http://{upstream};
    }}

    location = /api/auth/login {{
        limit_req zone={upstream}_signin burst=5 nodelay;
        proxy_pass http://{upstream};
    }}

    location {STAFF_PREFIX} {{
        proxy_pass http://{upstream};
    }}

    # For a load balancer or monitor on this machine.
    location = /healthz {{
        allow 127.0.0.1;
        allow ::1;
        deny all;
        access_log off;
        proxy_pass http://{upstream};
    }}

    location @service {{
        proxy_pass http://{upstream};
    }}

    # Hidden files: the export's bookkeeping (.agency-export.json), half-written temp files.
    location ~ /\\.(?!well-known/) {{
        deny all;
    }}

    # Source maps hold the original source: never sent, not even one an older export left.
    location ~* \\.map$ {{
        return 404;
    }}
}}
"""


def _site_root(site: NginxSite, upstream: str, static: StaticBlock) -> str:
    if site.export_dir is None:
        return f"        proxy_pass http://{upstream};"
    return static(REVALIDATE, f"""root {site.export_dir};
try_files $uri $uri.html $uri/index.html =404;
error_page 404 /404.html;""")


def _assets(site: NginxSite) -> str:
    # root, not alias (alias and try_files do not mix well): /assets/x is <root>/assets/x.
    if site.export_dir:
        return f"root {site.export_dir};\ngzip_static on;\ntry_files $uri =404;"
    # web/dist is a link to the newest build (web/tools/build-dist.mjs): followed, and no other.
    return (f"root {site.web_dist};\ndisable_symlinks on from=$document_root;\n"
            "gzip_static on;\ntry_files $uri =404;")


def _media(site: NginxSite, folder: Path) -> str:
    # root, not alias: the folder has the URL's own name (media/, app-media/).
    where = f"root {site.export_dir or folder.parent};"
    # ?w=<width> asks the service for a WebP variant; plain media files are sent from disk.
    return (f"{where}\nerror_page 418 = @service;\n"
            'if ($arg_w != "") {\n    return 418;\n}\ntry_files $uri =404;')


def _export_only(site: NginxSite, static: StaticBlock) -> str:
    if site.export_dir is None:
        return ""
    variants = static(MEDIA_CACHE, f"root {site.export_dir};\ntry_files $uri =404;")
    variant_folders = (variants_folder(MEDIA_FOLDER), variants_folder(APP_MEDIA_FOLDER))
    # ${uri}index.html: a post's address with a final slash (the export writes that file too);
    # not $uri/index.html, which would send an old address's forwarding page instead of a 301.
    posts = static(REVALIDATE, f"root {site.export_dir};\n"
                               "try_files $uri $uri.html ${uri}index.html @service;")
    live = "\n".join(
        f"    location = {route.path} {{\n        proxy_pass http://agency_{site.slug};\n    }}\n"
        for route in ROUTES if route.from_service)
    variant_locations = "".join(f"""
    location /{folder}/ {{
{variants}
    }}
""" for folder in variant_folders)
    return f"""{variant_locations}
    # A post address the export lacks: the service answers 301 for a renamed post, else 404.
    location {BY_ID["blogPost"].prefix} {{
{posts}
    }}

    # Pages the service renders even beside the export (the route table's fromService): the
    # request forms with a fresh form token and the confirmation of the kind of request sent,
    # for browsers without JavaScript (with it, a form asks /api/requests/form-token and
    # confirms in place).
{live}
"""


def _indent(text: str, spaces: int) -> str:
    pad = " " * spaces
    return "\n".join(pad + line if line else line for line in text.splitlines())
