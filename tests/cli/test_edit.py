"""`agency posts edit`: with options, or in $EDITOR where bad text is offered again, never lost."""

from collections.abc import Callable
from pathlib import Path

from service.content.post import Post
from service.store.content_store import ContentStore
from tests.cli.conftest import Agency, assert_one_red_line, editor_seen
from tests.conftest import commit_count, files_in_commit, git, work_tree_status

FakeEditor = Callable[..., dict[str, str]]


def a_post_with_image(store: ContentStore) -> Post:
    """A post with an image and a title YAML writes without quotes."""
    return store.read_post("commercial-property-insurance-for-main-street-shops")


def last_message(content_dir: Path) -> str:
    return git(content_dir, "log", "-1", "--format=%s").strip()


def test_edit_with_options(agency: Agency, store: ContentStore, content_dir: Path,
                           tmp_path: Path) -> None:
    post = a_post_with_image(store)
    body = tmp_path / "body.txt"
    body.write_text("New first.\n\nNew second.", "utf-8")
    before = commit_count(content_dir)
    result = agency("posts", "edit", post.slug, "--title", "Retitled", "--date", "2024-01-15",
                    "--no-image", "--content-file", str(body), "--excerpt", "Short.")
    assert result.exit_code == 0, result.output
    edited = store.read_post(post.slug)
    assert (edited.title, edited.date.isoformat(), edited.imageUrl, edited.excerpt) == \
        ("Retitled", "2024-01-15", None, "Short.")
    assert edited.content == "<p>New first.</p>\n<p>New second.</p>"
    assert edited.id == post.id
    assert commit_count(content_dir) == before + 1
    assert files_in_commit(content_dir) == [f"posts/{post.slug}.json"]
    assert last_message(content_dir) == f"agency posts edit: Edit post '{post.slug}'"


def test_edit_with_the_same_values_writes_nothing(agency: Agency, store: ContentStore,
                                                  content_dir: Path) -> None:
    post = a_post_with_image(store)
    before = commit_count(content_dir)
    result = agency("posts", "edit", post.slug, "--title", post.title)
    assert result.exit_code == 0
    assert "No changes" in result.output
    assert commit_count(content_dir) == before


def test_edit_with_bad_options_is_one_red_line(agency: Agency, store: ContentStore,
                                               content_dir: Path) -> None:
    post = a_post_with_image(store)
    for args, message in [(["--date", "2024-1-5"], "YYYY-MM-DD"), (["--title", "  "], "title"),
                          (["--image-url", "ftp://x.example/a.png"], "https"),
                          (["--no-image", "--image-url", "/media/x.webp"], "together")]:
        assert message in assert_one_red_line(agency("posts", "edit", post.slug, *args))
    assert "no post with slug" in assert_one_red_line(agency("posts", "edit", "nope", "--title",
                                                             "X"))
    assert work_tree_status(content_dir) == ""


def test_editor_shows_front_matter_and_paragraphs_and_saves_changes(
        agency: Agency, store: ContentStore, content_dir: Path, fake_editor: FakeEditor) -> None:
    post = store.read_post("bundling-home-and-auto-insurance-what-to-know")
    env = fake_editor({"replace": [post.title, "Edited: in the editor"]})
    result = agency("posts", "edit", post.slug, env=env)
    assert result.exit_code == 0, result.output
    shown = editor_seen(env)[0]
    assert shown.startswith("---\n")
    assert f"date: {post.date.isoformat()}\n" in shown
    assert f"imageUrl: {post.imageUrl}\n" in shown
    assert "<p>" not in shown and "\n\n" in shown.split("---\n", 2)[2]
    edited = store.read_post(post.slug)
    assert edited.title == "Edited: in the editor"
    assert edited.content == post.content  # paragraphs come back exactly
    assert last_message(content_dir) == f"agency posts edit: Edit post '{post.slug}'"


def test_editor_changes_paragraphs_and_image(agency: Agency, store: ContentStore,
                                             fake_editor: FakeEditor) -> None:
    post = a_post_with_image(store)
    env = fake_editor({"write": "---\ntitle: Short\ndate: 2023-03-03\nexcerpt: ''\n"
                                "imageUrl:\n---\n\nOne\ntwo\n\nThree\n"})
    assert agency("posts", "edit", post.slug, env=env).exit_code == 0
    edited = store.read_post(post.slug)
    assert (edited.title, edited.excerpt, edited.imageUrl) == ("Short", "", None)
    assert edited.content == "<p>One<br>two</p>\n<p>Three</p>"


def test_editor_closed_without_saving_writes_nothing(agency: Agency, store: ContentStore,
                                                     content_dir: Path,
                                                     fake_editor: FakeEditor) -> None:
    post = a_post_with_image(store)
    before = commit_count(content_dir)
    for step in ({"quit": True}, {"save": True}):
        result = agency("posts", "edit", post.slug, env=fake_editor(step))
        assert result.exit_code == 0, result.output
        assert "No changes; nothing written." in result.output
    assert commit_count(content_dir) == before
    assert work_tree_status(content_dir) == ""


def test_invalid_text_is_offered_again_until_fixed(agency: Agency, store: ContentStore,
                                                   content_dir: Path,
                                                   fake_editor: FakeEditor) -> None:
    post = a_post_with_image(store)
    date = f"date: {post.date.isoformat()}"
    env = fake_editor({"replace": [date, "date: 2024-02-31"]},
                      {"replace": ["title: ", "title: Fixed "]},
                      {"replace": ["date: 2024-02-31", "date: 2024-02-29"]})
    before = commit_count(content_dir)
    result = agency("posts", "edit", post.slug, input="y\ny\n", env=env)
    assert result.exit_code == 0, result.output
    seen = editor_seen(env)
    assert len(seen) == 3
    assert "date: 2024-02-31" in seen[1]  # the same edited text came back
    assert seen[2] == seen[1].replace("title: ", "title: Fixed ")
    assert "2024-02-31" in result.stderr and "not a real date" in result.stderr
    assert result.output.count("Edit again?") == 2
    edited = store.read_post(post.slug)
    assert (edited.title, edited.date.isoformat()) == (f"Fixed {post.title}", "2024-02-29")
    assert commit_count(content_dir) == before + 1


def test_each_kind_of_bad_text_is_caught(agency: Agency, store: ContentStore,
                                         fake_editor: FakeEditor) -> None:
    post = a_post_with_image(store)
    bad_texts = {
        "title:": "---\ntitle: ''\ndate: 2024-01-01\n---\nBody\n",
        "imageUrl": "---\ntitle: T\ndate: 2024-01-01\nimageUrl: javascript:alert(1)\n---\nB\n",
        "front matter": "---\ntitle: [unclosed\ndate: 2024-01-01\n---\nBody\n",
        "not closed": "---\ntitle: T\ndate: 2024-01-01\nBody\n",
        "unknown field": "---\ntitle: T\ndate: 2024-01-01\nslug: other\n---\nBody\n",
        "date is missing": "---\ntitle: T\n---\nBody\n",
    }
    for expected, text in bad_texts.items():
        env = fake_editor({"write": text})
        result = agency("posts", "edit", post.slug, input="n\n", env=env)
        assert result.exit_code == 1, (expected, result.output)
        assert expected in result.stderr, (expected, result.stderr)
    assert store.read_post(post.slug) == post


def test_giving_up_keeps_the_text_in_a_recovery_file(agency: Agency, store: ContentStore,
                                                     content_dir: Path,
                                                     fake_editor: FakeEditor) -> None:
    post = a_post_with_image(store)
    before = commit_count(content_dir)
    env = fake_editor({"replace": ["date: ", "date: not-a-date "]})
    result = agency("posts", "edit", post.slug, input="n\n", env=env)
    assert result.exit_code == 1
    recovery = Path(result.stdout.split("saved in ")[1].split()[0])
    assert recovery.parent == content_dir / ".store" / "recovery"
    assert recovery.read_text("utf-8") == editor_seen(env)[0].replace("date: ",
                                                                     "date: not-a-date ")
    assert store.read_post(post.slug) == post
    assert commit_count(content_dir) == before
    assert work_tree_status(content_dir) == ""  # .store/ is git-ignored


def test_emptying_the_file_gives_up_and_keeps_the_last_text(agency: Agency, store: ContentStore,
                                                            fake_editor: FakeEditor) -> None:
    post = a_post_with_image(store)
    env = fake_editor({"replace": ["title: ", "title: \n  bad: [\n"]}, {"write": ""})
    result = agency("posts", "edit", post.slug, input="y\n", env=env)
    assert result.exit_code == 1
    recovery = Path(result.stdout.split("saved in ")[1].split()[0])
    assert recovery.read_text("utf-8") == editor_seen(env)[1]
    first_time = fake_editor({"write": ""})
    cancelled = agency("posts", "edit", post.slug, env=first_time)
    assert cancelled.exit_code == 1
    assert "Edit cancelled; nothing written." in cancelled.output
    assert store.read_post(post.slug) == post


def test_a_change_made_meanwhile_is_not_overwritten(agency: Agency, store: ContentStore,
                                                    content_dir: Path, fake_editor: FakeEditor,
                                                    tmp_path: Path) -> None:
    post = a_post_with_image(store)
    path = content_dir / "posts" / f"{post.slug}.json"
    # The editor itself plays the other writer: it changes the stored file while "open".
    other = path.read_text("utf-8").replace(post.title, "Changed elsewhere")
    sneaky = tmp_path / "sneaky.py"
    sneaky.write_text("import pathlib, sys\n"
                      f"pathlib.Path({str(path)!r}).write_text({other!r}, 'utf-8')\n"
                      "t = pathlib.Path(sys.argv[1])\n"
                      "t.write_text(t.read_text().replace('title: ', 'title: Mine '))\n")
    import sys
    result = agency("posts", "edit", post.slug, env={"EDITOR": f"{sys.executable} {sneaky}"})
    assert result.exit_code == 1
    assert "changed elsewhere" in result.stderr
    assert "saved in" in result.stderr
    assert store.read_post(post.slug).title == "Changed elsewhere"
