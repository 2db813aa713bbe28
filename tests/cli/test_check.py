"""`agency check`: every kind of problem is reported with its path, and the exit code says so."""

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import Result

from service.store.content_store import ContentStore, post_document
from tests.addresses import post_address
from tests.cli.conftest import Agency


def rewrite(path: Path, change: Any) -> None:
    data = json.loads(path.read_text("utf-8"))
    change(data)
    path.write_text(json.dumps(data, indent=2) + "\n", "utf-8")


def test_check_passes_on_the_shipped_content(agency: Agency) -> None:
    result = agency("check")
    assert result.exit_code == 0, result.output
    assert "OK" in result.output


def test_check_reports_each_kind_of_problem_with_its_path(agency: Agency, store: ContentStore,
                                                           content_dir: Path) -> None:
    posts, _ = store.read_posts()
    first, second, third, fourth = posts[:4]
    posts_dir = content_dir / "posts"
    (posts_dir / "broken.json").write_text("{ not json", "utf-8")
    (posts_dir / "no-title.json").write_text(json.dumps(
        post_document(first) | {"slug": "no-title", "id": 990, "title": ""}), "utf-8")
    (posts_dir / "same-id.json").write_text(json.dumps(
        post_document(first) | {"slug": "same-id"}), "utf-8")
    rewrite(posts_dir / f"{second.slug}.json",
            lambda d: d.update(imageUrl="/media/no-such-picture.webp"))
    rewrite(posts_dir / f"{third.slug}.json", lambda d: d.update(
        content='<p onclick="x()">Hi</p>\n<div>Block</div>\n<p><a href="javascript:alert(1)">'
                'link</a> <img src="/media/x.webp"><!-- note --></p>'))
    rewrite(posts_dir / f"{fourth.slug}.json", lambda d: d.update(
        content='<p><strong>Fine</strong> <a href="https://example.com">ok</a> '
                '<a href="mailto:a@b.example">mail</a></p><ul><li>One</li></ul>'))
    rewrite(content_dir / "companies.json", lambda d: d[0].update(logo="/media/logos/gone.png"))
    rewrite(content_dir / "copy" / "team.json",
            lambda d: d["agents"][1].update(photo="/media/team/gone.webp"))
    rewrite(content_dir / "pages" / "about.json",
            lambda d: d.update(content="<p>About</p><script>alert(1)</script>"))
    rewrite(content_dir / "site.json", lambda d: d.update(quotePostSlug="no-such-post"))

    result = agency("check")
    assert result.exit_code == 1
    lines = result.stderr.splitlines()

    def problem(path: Path, text: str) -> None:
        assert any(line.startswith(f"{path}: ") and text in line for line in lines), (path, text)

    problem(posts_dir / "broken.json", "Invalid JSON")
    problem(posts_dir / "no-title.json", "title")
    problem(posts_dir / "same-id.json", f"duplicate id {first.id}")
    problem(posts_dir / f"{first.slug}.json", f"duplicate id {first.id}")
    problem(posts_dir / f"{second.slug}.json", "/media/no-such-picture.webp: no such media file")
    third_path = posts_dir / f"{third.slug}.json"
    for text in ("attribute 'onclick' on <p>", "tag <div>", "'javascript:alert(1)'",
                 "<img> without alt", "comments"):
        problem(third_path, text)
    assert not any(line.startswith(f"{posts_dir / fourth.slug}.json") for line in lines)
    problem(content_dir / "companies.json", "/media/logos/gone.png: no such media file")
    problem(content_dir / "copy" / "team.json",
            "agents.1.photo: /media/team/gone.webp: no such media file")
    problem(content_dir / "pages" / "about.json", "tag <script>")
    problem(content_dir / "site.json", "quotePostSlug 'no-such-post'")
    assert "Traceback" not in result.output


def test_check_names_every_reference_to_a_media_file_that_is_not_there(
        agency: Agency, content_dir: Path) -> None:
    """A content copy with referenced files removed, and references added where a document can
    hold one: each is named with its file and field, and the check fails."""
    media = content_dir / "media"
    posts = content_dir / "posts"
    (media / "winter-road.webp").unlink()
    (media / "logos" / "chubb.webp").unlink()
    winter_post = posts / "connecticut-winter-driving-and-your-auto-policy.json"
    companies = json.loads((content_dir / "companies.json").read_text("utf-8"))
    chubb = next(i for i, company in enumerate(companies) if company["logo"].endswith("chubb.webp"))
    inline_post = posts / "what-a-personal-umbrella-policy-does.json"
    rewrite(inline_post, lambda d: d.update(content=d["content"] + (
        '<figure><img src="/media/uploads/gone.webp" alt="A porch"></figure>'
        '<p><a href="/media/forms/claim%20form.pdf">The claim form</a> and '
        '<img src="/media/shoreline-home.webp" alt="There"></p>')))
    rewrite(content_dir / "pages" / "about.json", lambda d: d.update(
        content=d["content"] + '<figure><img src="/media/office.webp" alt="Our office">'
                               "</figure>"))
    product = content_dir / "products" / "classic-car-insurance.json"
    rewrite(product, lambda d: d["links"][0].update(href="/media/forms/appraisal.pdf"))
    rewrite(content_dir / "copy" / "team.json",
            lambda d: d["agents"][0].update(photo="/media/team/../team/gone.webp"))

    result = agency("check")
    assert result.exit_code == 1
    missing = {line for line in result.stderr.splitlines() if "no such media file" in line}
    assert missing == {
        f"{winter_post}: imageUrl: /media/winter-road.webp: no such media file",
        f"{content_dir / 'companies.json'}: {chubb}.logo: /media/logos/chubb.webp: "
        "no such media file",
        f"{inline_post}: content: /media/uploads/gone.webp: no such media file",
        f"{inline_post}: content: /media/forms/claim%20form.pdf: no such media file",
        f"{content_dir / 'pages' / 'about.json'}: content: /media/office.webp: "
        "no such media file",
        f"{product}: links.0.href: /media/forms/appraisal.pdf: no such media file",
    } | {line for line in missing if "team.json" in line}
    assert any("team.json: agents.0.photo" in line for line in missing)
    as_json = json.loads(agency("check", "--json").stdout)
    assert {"file": str(product), "reason": "links.0.href: /media/forms/appraisal.pdf: "
                                            "no such media file"} in as_json["problems"]


def test_check_finds_a_media_file_named_with_escapes(agency: Agency, content_dir: Path) -> None:
    (content_dir / "media" / "forms").mkdir()
    (content_dir / "media" / "forms" / "claim form.pdf").write_bytes(b"%PDF-1.4")
    rewrite(content_dir / "pages" / "about.json", lambda d: d.update(
        content=d["content"] + '<p><a href="/media/forms/claim%20form.pdf">Form</a></p>'))
    result = agency("check")
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize("href", ["http:no-slashes", "ftp://x.example", "mailto:", "//evil.example",
                                  "data:text/html,x", "page.html", "javascript:alert(1)"])
def test_check_refuses_links_the_policy_does_not_allow(agency: Agency, store: ContentStore,
                                                       href: str) -> None:
    result = check_with_link(agency, store, href)
    assert result.exit_code == 1
    assert "is not an allowed address" in result.stderr


@pytest.mark.parametrize("href", ["/contact", "https://portal.ct.gov/cid", "mailto:a@b.example",
                                  "tel:+12035550100"])
def test_check_accepts_site_paths_web_mail_and_phone_links(agency: Agency, store: ContentStore,
                                                           href: str) -> None:
    result = check_with_link(agency, store, href)
    assert result.exit_code == 0, result.output


def check_with_link(agency: Agency, store: ContentStore, href: str) -> Result:
    """`agency check` after the newest post's body became one link to href."""
    post = store.read_posts()[0][0]
    rewrite(store.post_path(post.slug),
            lambda d: d.update(content=f'<p><a href="{href}">x</a></p>'))
    return agency("check")


@pytest.mark.parametrize(("body", "problem"), [
    ("<h2>Flood</h2>\n<blockquote><p>Quoted</p></blockquote>\n<table><thead><tr><th>A</th></tr>"
     '</thead><tbody><tr><td>1</td></tr></tbody></table>\n<figure><img '
     'src="/media/shoreline-home.webp" alt="A house"><figcaption>Ours</figcaption></figure>', None),
    ("<h4>Too deep</h4>", "tag <h4> is not allowed"),
    ('<figure><img src="https://cdn.example/a.jpg" alt=""></figure>',
     "image 'https://cdn.example/a.jpg' is not a file of the site's /media/"),
    ('<figure><img src="/media/x.webp"></figure>', "<img> without alt"),
    ('<table><tr><td colspan="2">x</td></tr></table>',
     "attribute 'colspan' on <td> is not allowed"),
])
def test_check_holds_bodies_to_the_html_policy(agency: Agency, store: ContentStore, body: str,
                                               problem: str | None) -> None:
    post = store.read_posts()[0][0]
    rewrite(store.post_path(post.slug), lambda d: d.update(content=body))
    result = agency("check")
    if problem is None:
        assert result.exit_code == 0, result.output
    else:
        assert result.exit_code == 1 and problem in result.stderr, result.output


def test_check_names_a_draft_quote_post_and_a_broken_redirects_file(
        agency: Agency, store: ContentStore, content_dir: Path) -> None:
    quote_slug = store.read_site().quotePostSlug
    assert quote_slug is not None
    assert agency("posts", "unpublish", quote_slug).exit_code == 0
    redirects = [{"from": "/elsewhere", "to": post_address("x")}]
    (content_dir / "redirects.json").write_text(json.dumps(redirects), "utf-8")
    result = agency("check")
    assert result.exit_code == 1
    assert f"quotePostSlug '{quote_slug}' is a draft" in result.stderr
    assert f"{content_dir / 'redirects.json'}: " in result.stderr


def test_check_names_a_service_slug_listed_twice(agency: Agency, content_dir: Path) -> None:
    services_file = content_dir / "services.json"
    services = json.loads(services_file.read_text("utf-8"))
    twice = services[0]["slug"]
    services.append(services[0] | {"name": "The same service again"})
    services_file.write_text(json.dumps(services, indent=2) + "\n", "utf-8")
    result = agency("check")
    assert result.exit_code == 1
    assert f"{services_file}: duplicate service slug {twice!r}" in result.stderr


def test_check_names_addresses_that_leave_the_site_or_its_folder(agency: Agency,
                                                                  content_dir: Path) -> None:
    (content_dir / "redirects.json").write_text(json.dumps(
        [{"from": f"{post_address('x')}/../../../../escaped", "to": post_address("y")},
         {"from": post_address("old"), "to": "//evil.example/phish"}]), "utf-8")
    product = content_dir / "products" / "flood-insurance.json"
    rewrite(product, lambda d: d.update(path="/insurance/x/../../../../escaped"))
    rewrite(content_dir / "services.json",
            lambda d: d[1].update(slug="vehicle-insurance/auto\n"))
    result = agency("check")
    assert result.exit_code == 1
    lines = result.stderr.splitlines()
    for path, field in ((content_dir / "redirects.json", "0.from"),
                        (content_dir / "redirects.json", "1.to"),
                        (product, "path"), (content_dir / "services.json", "1.slug")):
        assert any(line.startswith(f"{path}: ") and field in line for line in lines), field


def test_check_lists_every_symbolic_link(agency: Agency, content_dir: Path,
                                         tmp_path: Path) -> None:
    secret = tmp_path / "instance" / "staff.sqlite3"
    secret.parent.mkdir()
    secret.write_bytes(b"staff accounts")
    links = {content_dir / "media" / "team.sqlite3": secret,
             content_dir / "media" / "system": Path("/etc"),
             content_dir / "media" / "same.webp": Path("winter-road.webp"),
             content_dir / "pages" / "faq.json": Path("about.json")}
    for link, target in links.items():
        link.symlink_to(target)
    result = agency("check")
    assert result.exit_code == 1
    for link, target in links.items():
        assert f"{link}: a symbolic link (to {target})" in result.stderr, link
