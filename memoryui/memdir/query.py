"""The belief query: a question in, the memories it is about out, best first, or silence.

"did we ever settle how staging gets its copy of the database?" is about staging, copy and
database; "great, carry on" is about nothing, and must find nothing rather than the memories
that happen to say "great". No word list decides that: how common each word is in everyday
conversation does (``terms``), together with what the memdir holds. A question speaks of a
memory when its rare words occur there, or its less rare ones where the memory is called by
them (DESIGN §7, "results is empty when nothing is about X").

Ranking counts how many of the question's words a memory covers and where: a word in its name,
aliases or file name counts more than one in its description, which counts more than one in
the body. BM25 only breaks ties: in a memdir of ten files, every word common to half of them has
no inverse document frequency left, and BM25 alone ranked by file name.

Pure Python over a DB-API cursor (sqlite3, psycopg, or Django's wrapper of either), with the
same SQL shape on both databases; nothing heavy is imported, so the ``memoryui-recall`` hook can
run it within its budget. The index it reads is written by ``memoryui.search``.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence

from memoryui.memdir import freshness
from memoryui.memdir.terms import (
    WORD_RE,
    Form,
    Term,
    asking_sentences,
    asks,
    fold,
    is_sentence,
    question_terms,
)

FTS_TABLE = "memoryui_memory_terms"
# unicode61 lowers and folds Latin accents in C, as ``terms.fold`` does to a question; the
# table keeps no copy of the text (content=''), only the index.
FTS_CREATE = (
    f"CREATE VIRTUAL TABLE {FTS_TABLE} USING fts5(head, description, body, content='', "
    "tokenize='unicode61 remove_diacritics 2')"
)
PG_COLUMN = "search_terms"
FIELDS = ("head", "description", "body")
PG_WEIGHTS = {"head": "A", "description": "B", "body": "D"}
# ts_rank_cd's weights for D, C, B, A; bm25's for head, description, body.
PG_RANK_WEIGHTS = "{0.1, 0.2, 0.5, 1.0}"
BM25_WEIGHTS = (10.0, 5.0, 1.0)
# What a covered word adds to a memory's score, by where it stands: what a person calls the
# memory outranks what it says.
FIELD_SCORE = {"head": 1.5, "description": 1.25, "body": 1.0}
# An everyday word counts half: it ranks, it does not decide.
KIND_SCORE = {"rare": 1.0, "everyday": 0.5}
# How much a covered word does to place a memory (1 or more in all places it): a rare word
# anywhere; an everyday word where the memory is called by it (name, aliases, file name),
# half in its description, and a third in the body: three everyday words of a search in one
# body place it, one does not (a question needs two, ASKED_BODY). So "thanks, that's it for
# tonight" finds no note that mentions tonight, while "word rate" finds the note named
# "rates" whose description says "per word".
ANCHOR = {
    "rare": {"head": 1.0, "description": 1.0, "body": 1.0},
    "everyday": {"head": 1.0, "description": 0.5, "body": 0.34},
}
# A question says it wants a note found: two everyday words of it in one body place a memory
# ("¿Cuánto pagan los adultos al mes?" finds "Los adultos pagan 38 € al mes"). Typed alone
# ("adultos pagan"), the same words keep the third above.
ASKED_BODY = 0.5
# How much lower a superseded memory and a stale note rank than their words alone would put them.
SUPERSEDED_FACTOR = 0.3
STALE_FACTOR = 0.6
OPEN, CLOSE = "\ue000", "\ue001"
TIE_CHUNK = 5000

# English filler words. The belief query no longer reads this list (it asks how common a word
# is, in any language); the duplicate and contradiction detectors (detect.py) still compare
# notes by their other words, and take it from here.
FILLER = frozenset(
    """
    a about above after again against all also am an and any are aren as at be because been
    before being below between both but by can cannot could couldn did didn do does doesn doing
    don down during each ever few for from further had hadn has hasn have haven having he her
    here hers herself him himself his how i if in into is isn it its itself just let me more
    most mustn my myself no nor not now of off on once only or other ought our ours ourselves
    out over own same shan she should shouldn so some such than that the their theirs them
    themselves then there these they this those through to too under until up very was wasn
    we were weren what when where which while who whom why will with won would wouldn you your
    yours yourself yourselves s t d ll m re ve y get gets got getting go goes going gone went
    made make makes making thing things something anything everything stuff way ways still
    already even really quite pretty much many lot lots bit kind sort maybe perhaps actually
    basically probably
    know knew think thought remember recall tell told say said mean means meant wonder
    settle settled settling decide decided decision agree agreed figure figured sort sorted
    anyone someone somebody anybody everyone
    ok okay okey k kk great good nice cool awesome perfect excellent fine alright right sure
    yes yeah yep yup nope nah thanks thank thx ty cheers please pls carry continue proceed
    ahead keep on go done sounds sound lgtm lol haha hah hmm hm huh wow oh ah uh um well hi
    hello hey bye goodbye welcome sorry np again also anyway anyways then
    """.split()
)
SNIPPET_CHARS = 160
# Rare words of one memory that make even a chatty sentence about a thing.
TOPIC_WORDS = 2


class Hit:
    """A memory found: its row id, path and score (higher is better)."""

    __slots__ = ("id", "path", "score")

    def __init__(self, id: int, path: str, score: float) -> None:
        self.id, self.path, self.score = id, path, score

    def __repr__(self) -> str:
        return f"Hit({self.id}, {self.path!r}, {self.score})"


class Answer:
    """What the memory says about a question: ``hits`` (best first, at most the limit asked),
    ``total`` (every memory it is about), or ``silence`` with the reason in words.

    A plain class, as in ``terms``: the hook cannot afford importing dataclasses.
    """

    __slots__ = ("asking", "chatting", "hits", "query", "terms", "total")

    def __init__(self, query: str, terms: list[Term]) -> None:
        self.query, self.terms = query, terms
        self.asking = asks(query)
        # A sentence that asks nothing, and that no memory is about most of.
        self.chatting = False
        self.hits: list[Hit] = []
        self.total = 0

    @property
    def topical(self) -> bool:
        """Whether the question has a word rare in conversation, which names a topic alone."""
        return any(t.kind == "rare" for t in self.terms)

    @property
    def silence(self) -> str | None:
        """None when there are results; else why there are none, in words for the page."""
        if self.hits:
            return None
        if self.chatting and not self.topical:
            return (
                "names no topic: it asks nothing, and its words are common in everyday "
                "conversation. Ask about a thing: a service, a decision, a person, a command."
            )
        if not self.topical:
            return (
                "names no topic: its words are common in everyday conversation and no memory "
                "is called by them, so there is nothing to look up. Ask about a thing: a "
                "service, a decision, a person, a command."
            )
        words = ", ".join(t.word for t in self.terms if t.kind == "rare")
        if self.chatting and self.asking:
            return (
                f"its question names no topic, and no memory is about most of what the rest "
                f"says ({words}), so it reads as conversation. Ask about a thing, or name it "
                "alone."
            )
        if self.chatting:
            return (
                f"it asks nothing, and no memory is about most of what it says ({words}), so "
                "it reads as conversation. Ask about a thing, or name it alone."
            )
        return f"The agent's memory says nothing about it: no memory mentions {words}."


def answer(
    cursor: object,
    text: str,
    *,
    dialect: str,
    today: dt.date,
    limit: int = 100,
    as_you_type: bool = False,
    placeholder: str = "%s",
    memdirs: Sequence[int] | None = None,
) -> Answer:
    """The memories ``text`` is about, ranked, through ``cursor`` (a DB-API cursor).

    ``dialect`` is ``sqlite`` or ``postgresql``; ``placeholder`` is the driver's parameter
    mark (``?`` for a bare sqlite3 cursor, ``%s`` for psycopg and Django). ``memdirs`` limits
    the answer to those memdirs' memories (their record ids); None is every memory.
    """
    terms = question_terms(text, as_you_type=as_you_type)
    found = Answer(text, terms)
    # A sentence that asks nothing ("morning! long day of walks ahead", "see you tomorrow at
    # the pool") is conversation unless it names a thing: by a word rare in conversation, in
    # a memory about most of what it says or holding two of its rare words. A question (or a
    # request: "fix the flaky payments test") may ask about a note by the everyday
    # words of its name ("who does the morning walks?"), and a few words typed alone are a
    # search ("British English style", "redis sentinel failover").
    sentence = is_sentence(text)
    chat = not found.asking and sentence
    if not terms:
        return found
    if chat and not found.topical:
        found.chatting = True
        return found
    sql, params = _sql(terms, dialect, today, limit, placeholder, memdirs, asking=found.asking)
    cursor.execute(sql, params)  # type: ignore[attr-defined]
    rows = cursor.fetchall()  # type: ignore[attr-defined]
    if not rows:
        return found
    # Two rare words of one memory name a thing however chatty the rest ("redis failover
    # took ages last night, the app was down").
    placed, rares = int(rows[0][4]), int(rows[0][5])
    thin = placed <= len(terms) // 2 and rares < TOPIC_WORDS
    if thin and chat:
        found.chatting = True
        return found
    # A question without a rare word, beside a statement that has one ("¿Sigues ahí? Perdona,
    # me llamaron del equipo"): the statement must name a thing as any chat must, or the
    # question is answered by its own words ("cheers for that. who's the education officer
    # these days?"), or by none. Worked out only for a prompt whose words found too little.
    if thin and sentence and found.topical:
        asked = question_terms(" ".join(asking_sentences(text)))
        if not any(t.kind == "rare" for t in asked):
            if asked:
                terms = asked
                sql, params = _sql(terms, dialect, today, limit, placeholder, memdirs, asking=True)
                cursor.execute(sql, params)  # type: ignore[attr-defined]
                rows = cursor.fetchall()  # type: ignore[attr-defined]
            if not asked or not rows:
                found.chatting = True
                return found
    # The rare words name the topic: where the memdir holds none of them, what its everyday
    # words find is about something else ("brb grabbing lunch" is no question about the
    # lunch-break rule). Silence, with the words no memory mentions.
    if not found.asking and found.topical and rares == 0:
        return found
    found.total = int(rows[0][3])
    ties = _bm25(cursor, terms, [row[0] for row in rows], dialect, placeholder)
    # Best coverage first; BM25 among equals (SQLite's is negative, better when lower; the
    # ranks of both engines are made "higher is better" here); then by path, for a stable page.
    rows.sort(key=lambda row: (-float(row[2]), -ties.get(row[0], 0.0), row[1]))
    found.hits = [Hit(row[0], row[1], round(float(row[2]), 4)) for row in rows[:limit]]
    return found


def _bm25(
    cursor: object, terms: list[Term], ids: list[int], dialect: str, ph: str
) -> dict[int, float]:
    """Each engine's own rank of the whole question, for the memories whose order it decides.

    Asked for these few only: computed for every memory found, it doubled the time of a
    question that half of 20,000 notes answer.
    """
    found: dict[int, float] = {}
    if len(ids) < 2:
        return found
    # In chunks, within the drivers' limits on parameters (SQLite's is 32,766).
    for start in range(0, len(ids), TIE_CHUNK):
        found.update(_bm25_chunk(cursor, terms, ids[start : start + TIE_CHUNK], dialect, ph))
    return found


def _bm25_chunk(
    cursor: object, terms: list[Term], ids: list[int], dialect: str, ph: str
) -> dict[int, float]:
    marks = ", ".join(ph for _ in ids)
    if dialect == "postgresql":
        sql = (
            f"SELECT id, ts_rank_cd('{PG_RANK_WEIGHTS}', {PG_COLUMN}, to_tsquery('simple', {ph})) "
            f"FROM memoryui_memory WHERE id IN ({marks})"
        )
        query_text = " | ".join(tsquery_expression(t) for t in terms)
        sign = 1.0
    else:
        weights = ", ".join(str(w) for w in BM25_WEIGHTS)
        # "+rowid": a plain rowid constraint makes FTS5 run the MATCH once per id.
        sql = (
            f"SELECT rowid, bm25({FTS_TABLE}, {weights}) FROM {FTS_TABLE} "
            f"WHERE {FTS_TABLE} MATCH {ph} AND +rowid IN ({marks})"
        )
        query_text = " OR ".join(fts_expression(t) for t in terms)
        sign = -1.0
    cursor.execute(sql, [query_text, *ids])  # type: ignore[attr-defined]
    return {row[0]: sign * float(row[1]) for row in cursor.fetchall()}  # type: ignore[attr-defined]


# --- SQL -----------------------------------------------------------------------------------


def _fts_token(token: str, *, prefix: bool) -> str:
    # Tokens are letters and digits only (terms.WORD_RE): quoting cannot be escaped from.
    return f'"{token}"' + ("*" if prefix else "")


def _fts_form(form: Form) -> str:
    if form.parts:
        return "(" + " AND ".join(_fts_token(t, prefix=form.prefix) for t in form.tokens) + ")"
    return f'"{" ".join(form.tokens)}"' + ("*" if form.prefix else "")


def fts_expression(term: Term, column: str | None = None) -> str:
    """An FTS5 MATCH expression for any of the term's forms, in one column or in all.

    In a column, only where no better column (FIELDS' order) holds it: each memory then
    answers once per word, at the best place it has the word.
    """
    expression = "(" + " OR ".join(_fts_form(f) for f in term.forms) + ")"
    if column is None:
        return expression
    better = FIELDS[: FIELDS.index(column)]
    found = f"({{{column}}} : {expression})"
    if column == FIELDS[-1] and any(f.parts for f in term.forms):
        # A compound's halves may stand in different places ("Playtests", then "testers"):
        # together anywhere, they count as the word at the least place.
        found = f"({found} OR (" + " OR ".join(_fts_form(f) for f in term.forms if f.parts) + "))"
    # Each better column on its own: "{head description} : (kurs* AND buchungen*)" holds
    # when "Kurse" is in the description and "Buchungen" in the name, which neither place
    # holds alone, and the body's "Kursbuchungen" then counted nowhere.
    return found + "".join(f" NOT ({{{c}}} : {expression})" for c in better)


def _pg_token(token: str, weight: str, *, prefix: bool) -> str:
    marks = ("*" if prefix else "") + weight
    return f"'{token}'" + (f":{marks}" if marks else "")


def _pg_form(form: Form, weight: str) -> str:
    joiner = " & " if form.parts else " <-> "
    # A phrase's prefix mark belongs to its last token only (as FTS5 reads "a b"*).
    last = len(form.tokens) - 1
    tokens = [
        _pg_token(t, weight, prefix=form.prefix and (form.parts or i == last))
        for i, t in enumerate(form.tokens)
    ]
    return "(" + joiner.join(tokens) + ")"


def tsquery_expression(term: Term, column: str | None = None) -> str:
    """The same for PostgreSQL's ``to_tsquery('simple', …)``, a column being a weight."""
    weight = PG_WEIGHTS[column] if column else ""
    found = "(" + " | ".join(_pg_form(f, weight) for f in term.forms) + ")"
    if column == FIELDS[-1] and any(f.parts for f in term.forms):
        found = f"({found} | " + " | ".join(_pg_form(f, "") for f in term.forms if f.parts) + ")"
    better = [PG_WEIGHTS[c] for c in FIELDS[: FIELDS.index(column)]] if column else []
    # Each better weight on its own, as in fts_expression.
    for weight in better:
        found += " & !(" + " | ".join(_pg_form(f, weight) for f in term.forms) + ")"
    return found


def _sql(
    terms: list[Term],
    dialect: str,
    today: dt.date,
    limit: int,
    ph: str,
    memdirs: Sequence[int] | None = None,
    *,
    asking: bool = False,
) -> tuple[str, list[object]]:
    """One statement: which memory holds which word where, scored, placed, ranked, counted,
    and the most of the question's words, and of its rare words, that one memory places.

    A row of ``hits`` is one word of the question at the best place one memory has it.
    """
    postgres = dialect == "postgresql"
    hits, params = [], []
    within, within_params = "", []
    if memdirs is not None:
        # Several memdirs share the index: only the memories of those asked about are found
        # (and counted). Empty means none.
        marks = ", ".join(ph for _ in memdirs) or "NULL"
        within = f"WHERE id IN (SELECT id FROM memoryui_memory WHERE memdir_id IN ({marks})) "
        within_params = list(memdirs)
    for index, term in enumerate(terms):
        for column in FIELDS:
            score = KIND_SCORE[term.kind] * FIELD_SCORE[column]
            anchor = ANCHOR[term.kind][column]
            if asking and term.kind == "everyday" and column == "body":
                anchor = ASKED_BODY
            rare = int(term.kind == "rare")
            if postgres:
                hits.append(
                    f"SELECT id, {index} AS term, {score} AS score, {anchor} AS anchor, "
                    f"{rare} AS rare "
                    f"FROM memoryui_memory WHERE {PG_COLUMN} @@ to_tsquery('simple', {ph})"
                )
                params.append(tsquery_expression(term, column))
            else:
                hits.append(
                    f"SELECT rowid AS id, {index} AS term, {score} AS score, {anchor} AS anchor, "
                    f"{rare} AS rare "
                    f"FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH {ph}"
                )
                params.append(fts_expression(term, column))
    decaying = ", ".join(f"'{kind}'" for kind in sorted(freshness.DECAYING_TYPES))
    cutoff = f"CAST({ph} AS DATE)" if postgres else ph
    # Through subqueries on indexed or early columns, not the row: SQLite stores a memory's
    # date after its body, and reading it from thousands of rows walked past every body.
    factor = (
        f"(CASE WHEN f.id IN (SELECT id FROM memoryui_memory WHERE status = 'superseded') "
        f"THEN {SUPERSEDED_FACTOR} ELSE 1.0 END) * "
        f"(CASE WHEN f.id IN (SELECT id FROM memoryui_memory WHERE type IN ({decaying}) "
        f"AND effective_date < {cutoff}) THEN {STALE_FACTOR} ELSE 1.0 END)"
    )
    if postgres:
        ranked = f"round(CAST(f.score * {factor} AS NUMERIC), 4)"
    else:
        ranked = f"round(f.score * {factor}, 4)"
    # Every memory that scores at least as well as the one at the limit: the ones whose order
    # the tie-break (``_bm25``) may still change. The count is of every memory found.
    sql = (
        f"WITH hits AS ({' UNION ALL '.join(hits)}), "
        # ``placed``: the words that place a memory on their own or nearly (not an everyday
        # word in its body, in a prompt that asks nothing: the only one it is read for),
        # which a sentence asking nothing must mostly be; ``rares``: its rare words.
        "found AS (SELECT id, sum(score) AS score, sum(CASE WHEN anchor >= 0.5 THEN 1 ELSE 0 END) "
        f"AS placed, sum(rare) AS rares FROM hits {within}GROUP BY id HAVING sum(anchor) >= 1), "
        # Materialized, and read for the counts too: ``found`` holds the full-text matches,
        # which each further reading of it would run again.
        f"ranked AS MATERIALIZED (SELECT f.id, {ranked} AS ranked, f.placed, f.rares "
        "FROM found f), "
        "cut AS MATERIALIZED (SELECT coalesce((SELECT ranked FROM ranked ORDER BY ranked DESC "
        f"LIMIT 1 OFFSET {ph}), -1) AS ranked) "
        "SELECT r.id, m.path, r.ranked, (SELECT count(*) FROM ranked), "
        "(SELECT max(placed) FROM ranked), (SELECT max(rares) FROM ranked) FROM ranked r "
        "JOIN cut ON r.ranked >= cut.ranked JOIN memoryui_memory m ON m.id = r.id"
    )
    stale_before = freshness.stale_cutoff(today).isoformat()
    return sql, [*params, *within_params, stale_before, max(limit - 1, 0)]


# --- snippets ------------------------------------------------------------------------------


def _needles(terms: list[Term]) -> tuple[frozenset[str], tuple[str, ...], list[str]]:
    """What to mark: whole words, beginnings of words, and CJK or Hangul words as text.

    The halves of a compound are left out: most of the cuts tried are no words at all, and
    would mark every word that happens to begin like one.
    """
    exact, prefixes, paired = set(), [], []
    for term in terms:
        for form in term.forms:
            if form.parts:
                continue
            if len(form.tokens) > 1 or not form.tokens[0].isascii():
                paired.append(form.tokens[0] + "".join(t[-1] for t in form.tokens[1:]))
            elif form.prefix:
                prefixes.append(form.tokens[0])
            else:
                exact.add(form.tokens[0])
    return frozenset(exact), tuple(prefixes), paired


def _pattern(terms: list[Term]) -> re.Pattern[str] | None:
    """One regular expression for every word to mark, in folded text."""
    exact, prefixes, paired = _needles(terms)
    latin = []
    if exact:
        words = "|".join(re.escape(w) for w in sorted(exact, key=len, reverse=True))
        latin.append(rf"(?:{words})(?![^\W_])")
    if prefixes:
        words = "|".join(re.escape(w) for w in sorted(prefixes, key=len, reverse=True))
        latin.append(rf"(?:{words})[^\W_]*")
    alternatives = [re.escape(w) for w in paired]
    if latin:
        # Only at the start of a word, checked once for all of them.
        alternatives.append(rf"(?<![^\W_])(?:{'|'.join(latin)})")
    return re.compile("|".join(alternatives)) if alternatives else None


def marked(text: str, terms: list[Term], pattern: re.Pattern[str] | None = None) -> str:
    """A short piece of ``text`` around its first hit, hits between U+E000 and U+E001.

    The marks are private-use characters memory text will not carry, so the page escapes the
    text first and only then turns them into <mark>. Empty when ``text`` holds no hit.
    """
    pattern = pattern or _pattern(terms)
    if pattern is None:
        return ""
    folded = fold(text)
    if len(folded) != len(text):
        # Folding changed the length (ß, ligatures): find the words one by one in the text.
        spans = [m.span() for m in WORD_RE.finditer(text) if pattern.fullmatch(fold(m.group()))]
        return _window(text, spans) if spans else ""
    # Only as far as the first hit and the piece around it: a body may be 40 KB.
    first = pattern.search(folded)
    if first is None:
        return ""
    begin, end = _bounds(text, first.start())
    return _window(text, [m.span() for m in pattern.finditer(folded, begin, end)])


def _bounds(text: str, first: int) -> tuple[int, int]:
    """Where the piece around a hit at ``first`` begins and ends, at spaces where it can."""
    begin = max(0, first - SNIPPET_CHARS // 3)
    begin = text.rfind(" ", 0, begin) + 1 if begin else 0
    end = min(len(text), begin + SNIPPET_CHARS)
    if end < len(text):
        space = text.rfind(" ", first, end)
        end = space if space > first else end
    return begin, end


def _window(text: str, spans: list[tuple[int, int]]) -> str:
    begin, end = _bounds(text, spans[0][0])
    out, at = [], begin
    for start, stop in spans:
        if start < at or stop > end:
            continue
        out += [text[at:start], OPEN, text[start:stop], CLOSE]
        at = stop
    out.append(text[at:end])
    piece = " ".join("".join(out).split())
    return ("…" if begin else "") + piece + ("…" if end < len(text) else "")


def snippet(body: str, description: str, terms: list[Term]) -> str:
    """The body's piece unless only the description holds a hit: the body is what the agent
    would read; a memory found by its name alone shows the start of its description."""
    pattern = _pattern(terms)
    return (
        marked(body, terms, pattern)
        or marked(description, terms, pattern)
        or description[:SNIPPET_CHARS]
    )
