"""Dead ends a visitor never meets, asked of the real service over HTTP (moved from
tests/browser/test_visitor_dead_ends.py): the contact page and the accessibility statement promise
the agency facts' one answer time in their rendered HTML; the common wrong addresses answer 301,
and /faq leads to the FAQ page."""

import json
import urllib.error
import urllib.request

import pytest

from tests.addresses import COMMON_WRONG
from tests.service.rendered_page import RenderedSite, parse


class NoRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *_: object, **__: object) -> None:
        return None


def test_the_contact_page_and_the_notice_promise_the_one_answer_time(
        rendered_site: RenderedSite) -> None:
    answer_time = json.loads((rendered_site.content / "site.json").read_text("utf-8"))["answerTime"]
    contact = rendered_site.page("/contact").main().text()
    assert f"An agent will contact you {answer_time}." in contact
    assert "same business day" not in contact
    notice = rendered_site.page("/accessibility").main().text()
    assert f"will reply {answer_time} and" in notice
    assert "{answerTime}" not in notice


def test_common_wrong_addresses_answer_301(rendered_site: RenderedSite) -> None:
    opener = urllib.request.build_opener(NoRedirects)
    for old, new in COMMON_WRONG.items():
        with pytest.raises(urllib.error.HTTPError) as answer:
            opener.open(rendered_site.url + old, timeout=30)
        assert (answer.value.code, answer.value.headers["Location"]) == (301, new), old
    with urllib.request.urlopen(rendered_site.url + "/faq", timeout=60) as followed:
        assert followed.url == rendered_site.url + "/faqs"
        page = parse(followed.read().decode("utf-8"))
    assert [h.text() for h in page.headings(1)] == ["Frequently Asked Questions"]
