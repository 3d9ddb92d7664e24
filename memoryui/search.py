"""The search index of memories, for SQLite and PostgreSQL, and the belief query through Django.

The query itself (the words, silence, the SQL, the ranking) lives in ``memdir/query.py``, pure
Python, so the recall hook runs it without Django; this module writes what it reads and hands
it Django's cursor.

Both databases index the same words of a memory's head (name, aliases, file name),
description and body: folded as ``terms.fold`` folds a question, CJK and Hangul runs as
character pairs, nothing stemmed. SQLite keeps them in a contentless FTS5 table whose
unicode61 tokenizer does the folding and splitting itself (``terms.document``); PostgreSQL in
a ``tsvector`` column of the ``simple`` configuration, given the words ready-made
(``terms.words``), weighted A (head), B (description) and D (body), with a GIN index. So both
find the same memories.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Iterator, Sequence

from django.db import connection as default_connection

from memoryui.memdir import query
from memoryui.memdir.terms import Term, document, has_pairs, path_words, words

TABLE = query.FTS_TABLE
PG_COLUMN = query.PG_COLUMN
CHUNK = 500

CREATE_SQL = query.FTS_CREATE
DROP_SQL = f"DROP TABLE IF EXISTS {TABLE}"
# On the memory table itself (added by migration, not a model field), so a row and its
# document are deleted or truncated together.
PG_CREATE_SQL = [
    f"ALTER TABLE memoryui_memory ADD COLUMN {PG_COLUMN} tsvector",
    f"CREATE INDEX memoryui_memory_terms ON memoryui_memory USING gin ({PG_COLUMN})",
]
PG_DROP_SQL = [f"ALTER TABLE memoryui_memory DROP COLUMN IF EXISTS {PG_COLUMN}"]
PG_UPDATE = (
    f"UPDATE memoryui_memory SET {PG_COLUMN} = "
    "setweight(to_tsvector('simple', %s), 'A') || setweight(to_tsvector('simple', %s), 'B') "
    "|| setweight(to_tsvector('simple', %s), 'D') WHERE id = %s"
)
SOURCE_SQL = "SELECT id, path, name, aliases_text, description, body FROM memoryui_memory"
# SQLite: the head is the name, the aliases and the file name without ".md" (FTS5 splits the
# rest at "/" and "-"). Rows without CJK or Hangul are indexed straight from the memory
# table in SQL, so 50 MB of bodies never pass through Python; the others are written by
# Python, with their runs as pairs. They are told apart by a Python function over the row
# (SQLite's GLOB with a character class took four seconds over 20,000 bodies; this, a quarter
# of one).
PAIRED_FUNCTION = "memoryui_has_pairs"
SQLITE_PAIRED = (
    f"{PAIRED_FUNCTION}(name || ' ' || aliases_text || ' ' || path || ' ' || description "
    "|| ' ' || body)"
)
SQLITE_ROWS = (
    "SELECT {command}id, name || ' ' || aliases_text || ' ' || substr(path, 1, length(path) - 3), "
    "description, body FROM memoryui_memory WHERE NOT " + SQLITE_PAIRED
)


def _has_pairs(text: str | None) -> bool:
    return bool(text) and has_pairs(text)


# Django calls a signal receiver with the sender and keyword arguments it does not need here.
def register_functions(sender: object, connection: object, **kwargs: object) -> None:  # noqa: ARG001
    """``connection_created`` receiver: SQLite learns ``memoryui_has_pairs`` at connect time
    (a function cannot be added later, while the connection has a statement open)."""
    if connection.vendor == "sqlite":  # type: ignore[attr-defined]
        connection.connection.create_function(  # type: ignore[attr-defined]
            PAIRED_FUNCTION, 1, _has_pairs, deterministic=True
        )


def _postgres(connection: object) -> bool:
    return connection.vendor == "postgresql"  # type: ignore[attr-defined]


def _marks(ids: Sequence[int]) -> str:
    return ",".join("%s" for _ in ids)


def _documents(rows: Iterable[tuple], *, postgres: bool) -> Iterator[tuple[str, str, str, int]]:
    """(head, description, body, id) as the index stores them (see ``terms.document``)."""
    shape = words if postgres else document
    for memory_id, path, name, aliases, description, body in rows:
        head = shape(f"{name} {aliases} {path_words(path)}")
        yield head, shape(description), shape(body), memory_id


def unindex(ids: Sequence[int], connection: object = default_connection) -> None:
    """Forget rows before they are deleted or replaced (PostgreSQL's go with the row).

    The FTS5 table keeps no copy of the text (contentless: 50 MB less to write at a cold
    sync), so it forgets a row given the very text it indexed, rebuilt here from the row:
    this must run while the old row is still in the memory table.
    """
    if not ids or _postgres(connection):
        return
    _write_sqlite(ids, connection, command="'delete', ")


def index(ids: Sequence[int] | None, connection: object = default_connection) -> None:
    """Index the memories ``ids`` (None: every memory) from their rows."""
    if _postgres(connection):
        if ids is None:
            with connection.cursor() as cursor:  # type: ignore[attr-defined]
                cursor.execute("SELECT id FROM memoryui_memory ORDER BY id")
                ids = [row[0] for row in cursor.fetchall()]
        _write_in_python(ids, connection, command="")
        return
    _write_sqlite(ids, connection, command="")


def _write_sqlite(ids: Sequence[int] | None, connection: object, *, command: str) -> None:
    """Insert (or, with the 'delete' command, remove) rows of the FTS5 table."""
    target = (
        f"INSERT INTO {TABLE}({TABLE + ', ' if command else ''}rowid, head, description, body) "
    )
    rows = SQLITE_ROWS.format(command=command)
    paired_sql = f"SELECT id FROM memoryui_memory WHERE {SQLITE_PAIRED}"
    paired: list[int] = []
    with connection.cursor() as cursor:  # type: ignore[attr-defined]
        chunks = [None] if ids is None else [ids[i : i + CHUNK] for i in range(0, len(ids), CHUNK)]
        for chunk in chunks:
            where = "" if chunk is None else f" AND id IN ({_marks(chunk)})"
            cursor.execute(target + rows + where, [] if chunk is None else list(chunk))
            cursor.execute(paired_sql + where, [] if chunk is None else list(chunk))
            paired += [row[0] for row in cursor.fetchall()]
    _write_in_python(paired, connection, command=command)


def _write_in_python(ids: Sequence[int], connection: object, *, command: str) -> None:
    postgres = _postgres(connection)
    for start in range(0, len(ids), CHUNK):
        chunk = list(ids[start : start + CHUNK])
        with connection.cursor() as cursor:  # type: ignore[attr-defined]
            cursor.execute(f"{SOURCE_SQL} WHERE id IN ({_marks(chunk)})", chunk)
            docs = list(_documents(cursor.fetchall(), postgres=postgres))
            if postgres:
                cursor.executemany(PG_UPDATE, docs)
                continue
            columns = f"{TABLE}, " if command else ""
            cursor.executemany(
                f"INSERT INTO {TABLE}({columns}head, description, body, rowid) "
                f"VALUES ({command}%s, %s, %s, %s)",
                docs,
            )


def clear(connection: object = default_connection) -> None:
    with connection.cursor() as cursor:  # type: ignore[attr-defined]
        if _postgres(connection):
            cursor.execute(f"UPDATE memoryui_memory SET {PG_COLUMN} = NULL")
        else:
            cursor.execute(f"INSERT INTO {TABLE}({TABLE}) VALUES ('delete-all')")


def rebuild(connection: object = default_connection) -> None:
    """Index every memory again."""
    clear(connection)
    index(None, connection)


def answer(text: str, today: dt.date, limit: int, *, as_you_type: bool = False) -> query.Answer:
    """The belief query (``memdir.query.answer``) on Django's database, over the memdirs in
    scope."""
    vendor = "postgresql" if _postgres(default_connection) else "sqlite"
    with default_connection.cursor() as cursor:
        return query.answer(
            cursor,
            text,
            dialect=vendor,
            today=today,
            limit=limit,
            as_you_type=as_you_type,
            memdirs=_memdirs_in_scope(),
        )


def _memdirs_in_scope() -> tuple[int, ...] | None:
    """The memdirs the question is about: those in scope, or None when only one memdir is
    served (the index then holds nothing else, and the filter would cost a lookup)."""
    from memoryui import fleet, scoping

    if not fleet.several():
        return None
    return scoping.current().ids


def snippets(terms: list[Term], ids: Sequence[int]) -> dict[int, str]:
    """A highlighted snippet for each of ``ids`` (only the rows a page shows).

    Hits are marked with U+E000/U+E001 (see ``query.marked``); cut in Python from the text
    itself, so both databases show the same.
    """
    if not ids:
        return {}
    with default_connection.cursor() as cursor:
        cursor.execute(
            f"SELECT id, body, description FROM memoryui_memory WHERE id IN ({_marks(ids)})",
            list(ids),
        )
        rows = cursor.fetchall()
    return {row[0]: query.snippet(row[1], row[2], terms) for row in rows}
