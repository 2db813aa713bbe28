"""The founding year is written once: `agency check` names copy that writes out a founding year or
a count of years in business instead of the placeholders, and a placeholder nothing fills."""

import json
from pathlib import Path

from service.checks.content_check import check_content
from service.documents.agency_years import founding_years
from service.store import ContentStore


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text("utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new), "utf-8")


def problems_of(store: ContentStore, path: Path) -> list[str]:
    return [problem.reason for problem in check_content(store).problems if problem.path == path]


def test_the_test_content_names_its_years_only_through_the_placeholders(
        store: ContentStore) -> None:
    assert check_content(store).problems == []
    about = json.loads(store.page_path("about").read_text("utf-8"))["content"]
    assert "{founded}" in about and "{yearsInBusiness}" in about
    assert "servingSince" not in json.loads(store.site_file.read_text("utf-8"))


def test_a_page_that_writes_another_founding_year_is_named(store: ContentStore) -> None:
    path = store.page_path("about")
    edit(path, "We opened our doors in {founded}",
         "We opened our doors in 1986, serving since 1987")
    reasons = problems_of(store, path)
    assert [reason.split(" as ")[0] for reason in reasons] == ["names 1986", "names 1987"]
    assert all("write {founded}" in reason for reason in reasons)


def test_copy_that_counts_the_years_itself_is_named(store: ContentStore) -> None:
    path = store.copy_path("team")
    edit(path, "{yearsInBusiness} years of experience", "Over 25 years of experience")
    assert problems_of(store, path) == [
        "counts 25 years in business: write {yearsInBusiness}, which every page counts from "
        "site.json's founded year"]


def test_the_tagline_and_a_product_page_are_read_too(store: ContentStore) -> None:
    edit(store.site_file, '"tagline": "', '"tagline": "Since 1990: ')
    assert any("names 1990" in reason for reason in problems_of(store, store.site_file))
    product = next(store.products_dir.glob("*.json"))
    data = json.loads(product.read_text("utf-8"))
    data["title"] += " since {founding}"
    product.write_text(json.dumps(data, indent=2) + "\n", "utf-8")
    assert problems_of(store, product) == [
        "{founding} is not a placeholder the pages fill: write {founded} or {yearsInBusiness}"]


def test_a_member_joining_later_is_no_founding_year() -> None:
    assert founding_years("Tom joined the family agency in 2009.") == []
    assert founding_years("Opened in 1986; serving Milford since 1987.") == [1986, 1987]
    assert founding_years("since {founded}, for {yearsInBusiness} years") == []


def test_a_notice_names_its_own_facts_and_nothing_else(store: ContentStore) -> None:
    path = store.copy_path("privacy")
    assert "{retentionDays}" in path.read_text("utf-8")
    assert problems_of(store, path) == []
    edit(path, "{retentionDays}", "{retentionWeeks}")
    assert any("{retentionWeeks}" in reason for reason in problems_of(store, path))


def test_the_after_a_loss_steps_name_the_phone_and_no_other_fact(store: ContentStore) -> None:
    path = store.copy_path("online-services")
    assert "{phone}" in path.read_text("utf-8")
    assert problems_of(store, path) == []
    edit(path, "{phone}", "{fax}")
    assert any("no other {" in reason for reason in problems_of(store, path))
