"""The full-text index of memories: SQLite FTS5 over name, aliases, description and body.

Kept behind these few functions so the projection and the belief page never write FTS5 SQL
themselves, and another database can bring its own full-text search.
"""

from __future__ import annotations

from collections.abc import Sequence

from django.db import connection

TABLE = "memoryui_memory_fts"
COLUMNS = "name, aliases_text, description, body"
# bm25 weights, in column order: what a person calls the memory outranks what it says.
WEIGHTS = (10.0, 8.0, 5.0, 1.0)

CREATE_SQL = (
    f"CREATE VIRTUAL TABLE {TABLE} USING fts5({COLUMNS}, content='memoryui_memory', "
    "content_rowid='id', tokenize='porter unicode61 remove_diacritics 2')"
)
DROP_SQL = f"DROP TABLE IF EXISTS {TABLE}"


def _ids_clause(ids: Sequence[int]) -> str:
    return ",".join("%s" for _ in ids)


def unindex(ids: Sequence[int]) -> None:
    """Remove rows from the index while their old text is still in the memory table.

    An external-content FTS5 table can only forget a row given the exact text it indexed, so
    this must run before the row is updated or deleted.
    """
    if not ids:
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
        cursor.execute(
            f"INSERT INTO {TABLE}(rowid, {COLUMNS}) SELECT id, {COLUMNS} "
            f"FROM memoryui_memory WHERE id IN ({_ids_clause(ids)})",
            list(ids),
        )


def clear() -> None:
    with connection.cursor() as cursor:
        cursor.execute(f"INSERT INTO {TABLE}({TABLE}) VALUES ('delete-all')")


def rebuild() -> None:
    with connection.cursor() as cursor:
        cursor.execute(f"INSERT INTO {TABLE}({TABLE}) VALUES ('rebuild')")


def match(expression: str, limit: int) -> list[tuple[int, float, str]]:
    """(memory id, bm25 score where lower is better, highlighted snippet) for an FTS5 query.

    The snippet marks hits with U+E000/U+E001 (private-use characters that memory text will not
    carry) so the page can escape the text first and only then turn the marks into <mark>.
    """
    weights = ", ".join(str(w) for w in WEIGHTS)
    sql = (
        f"SELECT rowid, bm25({TABLE}, {weights}), "
        f"snippet({TABLE}, 3, char(57344), char(57345), '…', 16), "
        f"snippet({TABLE}, 2, char(57344), char(57345), '…', 16) "
        f"FROM {TABLE} WHERE {TABLE} MATCH %s ORDER BY bm25({TABLE}, {weights}) LIMIT %s"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, [expression, limit])
        # The body's snippet unless only the description holds a hit: the body is what the
        # agent would read, the name alone says little.
        return [
            (rowid, score, body if "\ue000" in body or "\ue000" not in description else description)
            for rowid, score, body, description in cursor.fetchall()
        ]
