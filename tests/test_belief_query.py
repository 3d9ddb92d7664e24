"""What a person types, turned into a full-text query or into silence (memdir/query.py)."""

from __future__ import annotations

import sqlite3
import unicodedata

import pytest

from memoryui.memdir.query import content_terms, fts_expression

DOCS = {
    1: "Staging gets a nightly copy of the production database, scrubbed of emails.",
    2: "Great work on the release, everyone. Carry on like this.",
    3: "Deploys to staging happen from the main branch.",
    4: "The datastore migration is planned for spring.",
}


@pytest.fixture
def fts():
    """An in-memory FTS5 table with the tokenizer the app's search uses (unicode61)."""
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE VIRTUAL TABLE docs USING fts5(body, tokenize = 'unicode61')")
    conn.executemany("INSERT INTO docs(rowid, body) VALUES (?, ?)", DOCS.items())
    yield lambda expression: sorted(
        row[0] for row in conn.execute("SELECT rowid FROM docs WHERE docs MATCH ?", (expression,))
    )
    conn.close()


def test_it_keeps_the_words_that_name_a_topic():
    question = "did we ever settle how staging gets its copy of the database?"
    assert content_terms(question) == ["staging", "copy", "database"]


def test_terms_are_lowercased_and_not_repeated():
    assert content_terms("Staging STAGING staging Database") == ["staging", "database"]


def test_numbers_are_kept_even_when_short():
    assert content_terms("what about PR 7 and v2") == ["pr", "7", "v2"]


@pytest.mark.parametrize("text", ["great, carry on", "alright then", "nice 🎉", "ok thanks!"])
def test_conversational_text_is_about_nothing(text):
    assert content_terms(text) == []
    assert fts_expression(text) is None
    assert fts_expression(text, as_you_type=False) is None


@pytest.mark.parametrize("text", ["", "   ", "?!", "🎉🎉"])
def test_text_without_words_is_about_nothing(text):
    assert fts_expression(text) is None


def test_the_question_finds_the_memory_it_is_about(fts):
    expression = fts_expression("did we ever settle how staging gets its copy of the database?")
    assert fts(expression) == [1, 3]


def test_small_talk_does_not_find_the_memory_that_says_great(fts):
    # Without the filler list, "great, carry on" would match document 2 on two words.
    assert fts('"great" OR "carry"') == [2]
    assert fts_expression("great, carry on") is None


def test_the_last_word_is_a_prefix_while_typing(fts):
    assert fts_expression("staging data") == '"staging" OR "data"*'
    assert fts(fts_expression("data")) == [1, 4]


def test_the_last_word_is_whole_when_not_typing(fts):
    assert fts_expression("staging data", as_you_type=False) == '"staging" OR "data"'
    assert fts(fts_expression("data", as_you_type=False)) == []


@pytest.mark.parametrize("text", ["staging data ", "staging data?", "staging data."])
def test_a_finished_last_word_is_not_a_prefix(text):
    # A space or punctuation after the word says the person finished typing it.
    assert fts_expression(text) == '"staging" OR "data"'


def test_a_filler_last_word_does_not_turn_the_previous_term_into_a_prefix():
    assert fts_expression("staging the") == '"staging"'


def test_a_very_short_last_word_is_not_a_prefix():
    # "db*" would match every word that starts with those letters.
    assert fts_expression("staging db") == '"staging" OR "db"'


@pytest.mark.parametrize(
    "text",
    [
        unicodedata.normalize("NFD", "staging café"),  # decomposed accents, as macOS may send
        "staging ｃａｆｅ",  # full-width letters from an IME
    ],
)
def test_an_unfinished_word_is_a_prefix_in_any_unicode_form(text):
    # content_terms folds the text (NFKC); the check for an unfinished word must fold it alike.
    expression = fts_expression(text)
    assert expression is not None
    assert expression.endswith("*")


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
    ],
)
def test_quotes_and_operators_in_the_input_cannot_break_the_expression(fts, text):
    expression = fts_expression(text)
    if expression is None:
        # Only text with no word worth searching may come back empty.
        assert content_terms(text) == []
        return
    assert expression.count('"') % 2 == 0
    # Every term is a quoted string: FTS5 syntax in the input is searched for, never obeyed.
    for part in expression.split(" OR "):
        assert part.startswith('"') and part.rstrip("*").endswith('"')
        assert '"' not in part.rstrip("*")[1:-1]
    fts(expression)  # raises sqlite3.OperationalError on a malformed expression


def test_a_quote_typed_before_a_word_still_finds_it(fts):
    expression = fts_expression('he said "staging')
    assert expression == '"staging"*'
    assert fts(expression) == [1, 3]
