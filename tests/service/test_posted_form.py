"""What a refused plain form post shows back: only the visitor's answers, and a heading that says
what happened."""

from service.requests.posted_form import posted_answers, posted_form, refusal_heading


def test_only_the_answers_of_the_forms_fields_come_back() -> None:
    raw = {"kind": "quote", "formToken": "1.a.b", "website": "", "name": "<b>Ann</b>",
           "coverages": ["auto", "home"], "zip": "12", "admin": "yes", "phone": ["x", 1]}
    assert posted_answers(raw) == {"name": "<b>Ann</b>", "coverages": ["auto", "home"],
                                   "zip": "12"}


def test_the_heading_says_what_happened() -> None:
    assert refusal_heading(429) == "Too many requests from this connection"
    assert refusal_heading(422) == "Please check your request"
    posted = posted_form(422, "Please check the fields.", {"zip": "Enter a ZIP."}, {"zip": "12"})
    assert posted == {"heading": "Please check your request", "problem": "Please check the fields.",
                      "errors": {"zip": "Enter a ZIP."}, "values": {"zip": "12"}}
