"""The full-text index of memories, behind a few functions, for SQLite and PostgreSQL.

SQLite: an FTS5 table (porter stemming, diacritics folded) over the memory table, ranked by
bm25. PostgreSQL: a weighted ``tsvector`` column with a GIN index, ranked by ``ts_rank_cd``.
The projection and the belief page never write search SQL themselves; both backends take the
same parsed question and answer ``(memory id, score where lower is better, snippet)``.
"""

from __future__ import annotations

from collections.abc import Sequence

from django.db import connection

from memoryui.memdir import query

TABLE = "memoryui_memory_fts"
COLUMNS = "name, aliases_text, description, body"
# bm25 weights, in column order: what a person calls the memory outranks what it says.
WEIGHTS = (10.0, 8.0, 5.0, 1.0)
OPEN, CLOSE = "\ue000", "\ue001"

CREATE_SQL = (
    f"CREATE VIRTUAL TABLE {TABLE} USING fts5({COLUMNS}, content='memoryui_memory', "
    "content_rowid='id', tokenize='porter unicode61 remove_diacritics 2')"
)
DROP_SQL = f"DROP TABLE IF EXISTS {TABLE}"

# PostgreSQL: a weighted tsvector column on the memory table itself (added by migration, not
# a model field), so a row and its document are deleted or truncated together.
PG_COLUMN = "search_document"
PG_CREATE_SQL = [
    f"ALTER TABLE memoryui_memory ADD COLUMN {PG_COLUMN} tsvector",
    f"CREATE INDEX memoryui_memory_search ON memoryui_memory USING gin ({PG_COLUMN})",
]
PG_DROP_SQL = [f"ALTER TABLE memoryui_memory DROP COLUMN IF EXISTS {PG_COLUMN}"]
PG_DOCUMENT = (
    "setweight(to_tsvector('english', coalesce(name, '')), 'A') || "
    "setweight(to_tsvector('english', coalesce(aliases_text, '')), 'A') || "
    "setweight(to_tsvector('english', coalesce(description, '')), 'B') || "
    "setweight(to_tsvector('english', coalesce(body, '')), 'D')"
)


def _postgres() -> bool:
    return connection.vendor == "postgresql"


def _ids_clause(ids: Sequence[int]) -> str:
    return ",".join("%s" for _ in ids)


def unindex(ids: Sequence[int]) -> None:
    """Remove rows from the index while their old text is still in the memory table.

    An external-content FTS5 table can only forget a row given the exact text it indexed, so
    this must run before the row is updated or deleted.
    """
    if not ids:
        return
    if _postgres():
        # The document lives on the row: deleting or replacing the row drops it.
        return
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {TABLE}({TABLE}, rowid, {COLUMNS}) SELECT 'delete', id, {COLUMNS} "
            f"FROM memoryui_memory WHERE id IN ({_ids_clause(ids)})",
            list(ids),
        )


def index(ids: Sequence[int]) -> None:
    if not ids:
        return
    with connection.cursor() as cursor:
        if _postgres():
            cursor.execute(
                f"UPDATE memoryui_memory SET {PG_COLUMN} = {PG_DOCUMENT} "
                f"WHERE id IN ({_ids_clause(ids)})",
                list(ids),
            )
            return
        cursor.execute(
            f"INSERT INTO {TABLE}(rowid, {COLUMNS}) SELECT id, {COLUMNS} "
            f"FROM memoryui_memory WHERE id IN ({_ids_clause(ids)})",
            list(ids),
        )


def clear() -> None:
    with connection.cursor() as cursor:
        if _postgres():
            cursor.execute(f"UPDATE memoryui_memory SET {PG_COLUMN} = NULL")
        else:
            cursor.execute(f"INSERT INTO {TABLE}({TABLE}) VALUES ('delete-all')")


def rebuild() -> None:
    with connection.cursor() as cursor:
        if _postgres():
            cursor.execute(f"UPDATE memoryui_memory SET {PG_COLUMN} = {PG_DOCUMENT}")
        else:
            cursor.execute(f"INSERT INTO {TABLE}({TABLE}) VALUES ('rebuild')")


def match(text: str, limit: int) -> list[tuple[int, float]]:
    """(memory id, score where lower is better) for a question; [] if it names no topic.

    Memories holding every term are ranked first, alone, when there are enough of them to
    fill the request: ranking every memory that holds any common word ("staging" is in half
    a large store) is what made the query grow with the store.
    """
    ranked = _match_postgres if _postgres() else _match_sqlite
    if len(query.content_terms(text)) > 1:
        found = ranked(text, limit, every=True)
        if len(found) >= limit:
            return found
    return ranked(text, limit, every=False)


def snippets(text: str, ids: Sequence[int]) -> dict[int, str]:
    """A highlighted snippet for each of ``ids`` (only the rows a page shows).

    Hits are marked with U+E000/U+E001 (private-use characters memory text will not carry),
    so the page escapes the text first and only then turns the marks into <mark>.
    """
    if not ids:
        return {}
    if _postgres():
        expression = query.tsquery_expression(text)
        options = f"StartSel={OPEN}, StopSel={CLOSE}, MaxWords=24, MinWords=8, ShortWord=2"
        sql = (
            "SELECT id, ts_headline('english', body, to_tsquery('english', %s), %s), "
            "ts_headline('english', description, to_tsquery('english', %s), %s) "
            f"FROM memoryui_memory WHERE id IN ({_ids_clause(ids)})"
        )
        params = [expression, options, expression, options, *ids]
    else:
        sql = (
            f"SELECT rowid, snippet({TABLE}, 3, char(57344), char(57345), '…', 16), "
            f"snippet({TABLE}, 2, char(57344), char(57345), '…', 16) "
            f"FROM {TABLE} WHERE {TABLE} MATCH %s AND rowid IN ({_ids_clause(ids)})"
        )
        params = [query.fts_expression(text), *ids]
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return {rowid: _best(body, description) for rowid, body, description in cursor.fetchall()}


def _best(body: str, description: str) -> str:
    """The body's snippet unless only the description holds a hit: the body is what the agent
    would read, the name alone says little."""
    return body if OPEN in body or OPEN not in description else description


def _match_sqlite(text: str, limit: int, *, every: bool) -> list[tuple[int, float]]:
    expression = query.fts_expression(text, every=every)
    if expression is None:
        return []
    weights = ", ".join(str(w) for w in WEIGHTS)
    sql = (
        f"SELECT rowid, bm25({TABLE}, {weights}) FROM {TABLE} WHERE {TABLE} MATCH %s "
        f"ORDER BY bm25({TABLE}, {weights}) LIMIT %s"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, [expression, limit])
        return list(cursor.fetchall())


def _match_postgres(text: str, limit: int, *, every: bool) -> list[tuple[int, float]]:
    expression = query.tsquery_expression(text, every=every)
    if expression is None:
        return []
    sql = (
        f"SELECT id, -ts_rank_cd('{{0.1, 0.2, 0.5, 1.0}}', {PG_COLUMN}, q) AS score "
        f"FROM memoryui_memory, to_tsquery('english', %s) q WHERE {PG_COLUMN} @@ q "
        "ORDER BY score, id LIMIT %s"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, [expression, limit])
        return list(cursor.fetchall())


def count(text: str) -> int:
    """How many memories match at all (for the page's count), without ranking them."""
    with connection.cursor() as cursor:
        if _postgres():
            expression = query.tsquery_expression(text)
            if expression is None:
                return 0
            cursor.execute(
                f"SELECT count(*) FROM memoryui_memory "
                f"WHERE {PG_COLUMN} @@ to_tsquery('english', %s)",
                [expression],
            )
        else:
            expression = query.fts_expression(text)
            if expression is None:
                return 0
            cursor.execute(f"SELECT count(*) FROM {TABLE} WHERE {TABLE} MATCH %s", [expression])
        return cursor.fetchone()[0]
