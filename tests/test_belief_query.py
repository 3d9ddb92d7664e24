"""What a person types, turned into terms and a query, or into silence (memdir/query.py, terms.py).

Pure Python on a bare sqlite3 connection, as the recall hook runs it: no Django here. The
tests that were about the old English filler list now ask the same of word frequency: the
question keeps its topic words, small talk keeps none that could place a memory.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
import unicodedata

import pytest

from memoryui.memdir import query
from memoryui.memdir.terms import document, path_words, question_terms

TODAY = dt.date(2026, 3, 1)
DOCS = {
    1: ("staging-db.md", "Staging gets a nightly copy of the production database."),
    2: ("team-mood.md", "Great work on the release, everyone. Carry on like this, thanks!"),
    3: ("deploys.md", "Deploys to staging happen from the main branch."),
    4: ("datastore.md", "The datastore migration is planned for spring."),
    5: ("cat-visits.md", "Cat drop-ins start in May, twenty minutes each."),
    6: ("cooling-racks.md", "Nut products go on the blue rack only."),
    7: ("site-map.md", "The map of the allotments hangs by the gate, but the shed has a copy."),
    8: ("mixer/stop.md", "Stop it before cleaning."),
}


@pytest.fixture
def ask():
    """The app's two search tables, in memory, holding DOCS; returns the paths ``answer`` finds."""
    con = sqlite3.connect(":memory:")
    con.execute(
        "CREATE TABLE memoryui_memory (id INTEGER PRIMARY KEY, path TEXT, status TEXT, "
        "type TEXT, effective_date TEXT)"
    )
    con.execute(query.FTS_CREATE)
    for rowid, (path, body) in DOCS.items():
        con.execute(
            "INSERT INTO memoryui_memory VALUES (?, ?, 'active', 'project', '2026-02-01')",
            (rowid, path),
        )
        con.execute(
            f"INSERT INTO {query.FTS_TABLE}(rowid, head, description, body) VALUES (?, ?, '', ?)",
            (rowid, document(path_words(path)), document(body)),
        )

    def run(text: str, *, as_you_type: bool = False) -> list[str]:
        found = query.answer(
            con.cursor(), text, dialect="sqlite", today=TODAY, placeholder="?",
            as_you_type=as_you_type,
        )  # fmt: skip
        return [hit.path for hit in found.hits]

    yield run
    con.close()


def words(text: str, **options) -> list[tuple[str, str]]:
    return [(t.word, t.kind) for t in question_terms(text, **options)]


def test_it_keeps_the_words_that_name_a_topic():
    question = "did we ever settle how staging gets its copy of the database?"
    kept = dict(words(question))
    assert kept["staging"] == kept["database"] == "rare"
    assert kept["copy"] == "everyday"
    assert not {"did", "we", "how", "its", "of", "the"} & set(kept)


def test_terms_are_folded_and_not_repeated():
    assert [w for w, _ in words("Staging STAGING staging Database")] == ["staging", "database"]
    assert words("Café") == words("cafe") == words("ｃａｆｅ")


def test_long_numbers_are_topics_and_short_ones_are_not():
    # A port, a year or a PR names a thing; "4" or "10" is a count anyone says.
    assert dict(words("what about PR 7110 and v2 on port 9100, 4 of them"))["7110"] == "rare"
    assert dict(words("v2 9100 4")) == {"v2": "rare", "9100": "rare", "4": "everyday"}


@pytest.mark.parametrize("text", ["great, carry on", "sounds good then", "nice 🎉", "ok thanks!"])
def test_conversational_text_has_no_word_that_names_a_topic(text):
    assert all(kind == "everyday" for _, kind in words(text))
    assert not query.Answer(text, question_terms(text)).topical


@pytest.mark.parametrize("text", ["", "   ", "?!", "🎉🎉"])
def test_text_without_words_is_about_nothing(text):
    assert question_terms(text) == []


def test_the_question_finds_the_memory_it_is_about(ask):
    found = ask("did we ever settle how staging gets its copy of the database?")
    assert found[0] == "staging-db.md"
    assert set(found) == {"staging-db.md", "deploys.md"}


def test_small_talk_does_not_find_the_memory_that_says_it(ask):
    # Document 2 holds "great", "carry on" and "thanks": everyday words place no memory.
    assert ask("great, carry on") == []
    assert ask("thanks!") == []


def test_the_last_word_is_a_beginning_while_typing(ask):
    assert ask("datas", as_you_type=True) == ["datastore.md"]
    assert ask("datas") == []


@pytest.mark.parametrize("text", ["staging datas ", "staging datas?", "staging datas."])
def test_a_finished_last_word_is_not_a_beginning(text):
    last = question_terms(text, as_you_type=True)[-1]
    assert not last.forms[0].prefix or last.forms[0].tokens != ("datas",)


def test_a_very_short_last_word_is_not_a_beginning():
    # "db*" would match every word that starts with those letters.
    last = question_terms("staging db", as_you_type=True)[-1]
    assert last.word == "db" and not any(form.prefix for form in last.forms)


@pytest.mark.parametrize(
    "text",
    [
        unicodedata.normalize("NFD", "staging datastoré"),  # decomposed accents, as macOS sends
        "staging ｄａｔａｓｔ",  # full-width letters from an IME
    ],
)
def test_an_unfinished_word_is_a_beginning_in_any_unicode_form(text):
    last = question_terms(text, as_you_type=True)[-1]
    assert last.forms[0].prefix


def test_a_beginning_of_an_everyday_word_names_no_topic():
    # "tha" may become "thanks" or "that": until it is something else, it places nothing.
    assert [kind for _, kind in words("tha", as_you_type=True)] in ([], ["everyday"])


@pytest.mark.parametrize(
    "text",
    [
        'he said "x',
        'he said "staging',
        '"staging',
        'staging"',
        '" OR "',
        'staging" OR "x',
        "deploy NEAR(staging database",
        "body:staging -database",
        "^staging *copy",
        "staging' AND 'database",
        "(((staging",
        "staging}; DROP TABLE docs; --",
        "{head}: staging",
    ],
)
def test_quotes_and_operators_in_the_input_cannot_break_the_query(ask, text):
    # Terms hold letters and digits only: FTS5 or tsquery syntax in the input is never obeyed.
    for term in question_terms(text):
        assert all(token.isalnum() for form in term.forms for token in form.tokens)
    ask(text)  # raises sqlite3.OperationalError on a malformed expression
    ask(text, as_you_type=True)


def test_a_quote_typed_before_a_word_still_finds_it(ask):
    assert set(ask('he said "staging')) == {"staging-db.md", "deploys.md"}


def test_the_snippet_marks_the_words_found():
    terms = question_terms("staging copy")
    piece = query.snippet(DOCS[1][1], "", terms)
    assert f"{query.OPEN}Staging{query.CLOSE}" in piece and f"{query.OPEN}copy" in piece


def test_a_cjk_snippet_marks_the_word_inside_its_sentence():
    piece = query.snippet("头版截稿时间是晚上十点半。", "", question_terms("截稿"))
    assert f"{query.OPEN}截稿{query.CLOSE}" in piece


def test_a_plural_too_short_to_stem_finds_its_singular(ask):
    """ "cats" keeps three letters without its "s": the note called "cat visits" is found."""
    assert ask("Do we look after cats as well?") == ["cat-visits.md"]


@pytest.mark.parametrize("word", ["pros", "less"])
def test_a_short_word_ending_in_s_gains_no_other_word(word):
    """Only a rare plural gains its singular, and nothing more: "pros" is no "prod"."""
    forms = {t for term in question_terms(word) for f in term.forms for t in f.tokens}
    assert not forms & {"prod", "les"}


@pytest.mark.parametrize(
    ("question", "found"),
    [
        # A verb doubles its consonant before "-ed": "stopped" is the note called "stop".
        ("who stopped it?", ["mixer/stop.md"]),
        # "cool" has its "-ing", and the note is called by it.
        ("where do the loaves cool?", ["cooling-racks.md"]),
        # A double that is the word's own stays: "butter" is no "but", "Mappen" no "map".
        ("how much butter is left?", []),
        ("Wo sind die Mappen?", []),
    ],
)
def test_a_word_finds_its_english_inflections_and_only_those(ask, question, found):
    """The stem of "stopped" is "stopp", which no form of "stop" begins with; undoing the
    double for every ending would make "butter" find each note that says "but"."""
    assert ask(question) == found
