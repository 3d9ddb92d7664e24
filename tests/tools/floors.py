"""Floors for the benchmark: the least any implementation pays for each measure, with the same
libraries memoryui uses, so that memoryui's time divided by its floor says what memoryui adds.

    floors.py build MEMDIR DB      walk, read, parse the frontmatter, bulk-insert, build FTS5
    floors.py stat MEMDIR          stat every topic file: what noticing "nothing changed" costs
    floors.py query DB "words…"    one bm25-ranked FTS5 query of the words, top 10

Each prints its seconds on its last line, the only line tests/benchmark.py reads: ``build``
once (the benchmark repeats it in fresh processes and reads their peak RSS), ``stat`` as the
median of 5 walks, ``query`` as the median of 6 runs after one warm-up. Run it with the
project's Python: it needs PyYAML, as memoryui does.

The floors walk as memoryui does (every ``*.md`` outside dot-folders, no symlink followed,
MEMORY.md not a topic) and index as it does (SQLite FTS5, external content, the tokenizer of
memoryui/search.py), but keep nothing memoryui needs beyond that: no problems, no claims, no
index analysis, no journal, one transaction. A floor is not a target to meet; the benchmark's
limits are ratios to it.
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import statistics
import time
from collections.abc import Iterator
from pathlib import Path

import yaml

INDEX_NAME = "MEMORY.md"
# memoryui/search.py's tokenizer and bm25 weights (name, description, body: aliases aside).
TOKENIZE = "porter unicode61 remove_diacritics 2"
WEIGHTS = (10.0, 5.0, 1.0)
STAT_WALKS = 5
QUERY_RUNS = 7  # the first warms SQLite's page cache and is not counted
SCHEMA = f"""
PRAGMA journal_mode=WAL;
PRAGMA synchronous=NORMAL;
CREATE TABLE notes(
    id INTEGER PRIMARY KEY, path TEXT UNIQUE, name TEXT, description TEXT, type TEXT,
    mtime_ns INTEGER, size INTEGER, body TEXT
);
CREATE VIRTUAL TABLE notes_fts USING fts5(
    name, description, body, content='notes', content_rowid='id', tokenize='{TOKENIZE}'
);
"""
QUERY_SQL = (
    "SELECT n.path, snippet(notes_fts, 2, '[', ']', '…', 12), "
    f"bm25(notes_fts, {', '.join(map(str, WEIGHTS))}) AS score FROM notes_fts "
    "JOIN notes n ON n.id = notes_fts.rowid WHERE notes_fts MATCH ? ORDER BY score LIMIT 10"
)
# The C loader when PyYAML has one: a floor must not pay for the pure-Python parser.
LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def walk(root: str) -> Iterator[os.DirEntry]:
    """Every ``*.md`` under ``root`` outside dot-folders, without following a symlink."""
    with os.scandir(root) as entries:
        for entry in entries:
            if entry.name.startswith("."):
                continue
            if entry.is_dir(follow_symlinks=False):
                yield from walk(entry.path)
            elif entry.name.endswith(".md") and entry.is_file(follow_symlinks=False):
                yield entry


def split_frontmatter(text: str) -> tuple[dict, str]:
    """(metadata, body); a file without readable frontmatter is all body."""
    if text.startswith("---\n"):
        end = text.find("\n---\n", 4)
        if end > 0:
            try:
                meta = yaml.load(text[4:end], Loader=LOADER)
            except yaml.YAMLError:
                meta = None
            return (meta if isinstance(meta, dict) else {}), text[end + 5 :]
    return {}, text


def build(root: str, db: str) -> float:
    """Seconds to walk, read and parse every topic file into a fresh database and index it."""
    for suffix in ("", "-wal", "-shm"):
        Path(db + suffix).unlink(missing_ok=True)
    started = time.perf_counter()
    con = sqlite3.connect(db)
    con.executescript(SCHEMA)
    rows = []
    for entry in walk(root):
        rel = os.path.relpath(entry.path, root)
        if rel == INDEX_NAME:
            continue
        st = entry.stat(follow_symlinks=False)
        with open(entry.path, "rb") as f:
            text = f.read().decode("utf-8", "replace")
        meta, body = split_frontmatter(text)
        rows.append(
            (
                rel,
                str(meta.get("name")),
                str(meta.get("description")),
                str(meta.get("type")),
                st.st_mtime_ns,
                st.st_size,
                body,
            )
        )
    with con:
        con.executemany(
            "INSERT INTO notes(path, name, description, type, mtime_ns, size, body) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            rows,
        )
        con.execute(
            "INSERT INTO notes_fts(rowid, name, description, body) "
            "SELECT id, name, description, body FROM notes"
        )
    con.close()
    return time.perf_counter() - started


def stat_walk(root: str) -> float:
    """Seconds to stat every topic file once, as a reconcile that finds nothing changed must."""
    started = time.perf_counter()
    seen = 0
    for entry in walk(root):
        st = entry.stat(follow_symlinks=False)
        seen ^= st.st_mtime_ns ^ st.st_size
    return time.perf_counter() - started


def fts_query(words: str) -> str:
    """The words OR-ed, each quoted, so no word is read as FTS5 syntax."""
    return " OR ".join('"' + word.replace('"', '""') + '"' for word in words.split())


def ranked(con: sqlite3.Connection, words: str) -> list[tuple[str, str, float]]:
    """The 10 best (path, snippet, bm25 score) for the words: what a search page shows."""
    return con.execute(QUERY_SQL, (fts_query(words),)).fetchall()


def query(db: str, words: str) -> list[float]:
    """Seconds of each of QUERY_RUNS runs of ``ranked``, on a read-only connection."""
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    runs = []
    for _ in range(QUERY_RUNS):
        started = time.perf_counter()
        ranked(con, words)
        runs.append(time.perf_counter() - started)
    con.close()
    return runs


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    build_cmd = commands.add_parser("build", help="index MEMDIR into a fresh database DB")
    build_cmd.add_argument("memdir")
    build_cmd.add_argument("db")
    stat_cmd = commands.add_parser("stat", help="stat every topic file of MEMDIR")
    stat_cmd.add_argument("memdir")
    query_cmd = commands.add_parser("query", help="one ranked FTS5 query of DB")
    query_cmd.add_argument("db")
    query_cmd.add_argument("words")
    args = parser.parse_args(argv)
    if args.command == "build":
        print(f"{build(args.memdir, args.db):.4f}")
    elif args.command == "stat":
        print(f"{statistics.median(stat_walk(args.memdir) for _ in range(STAT_WALKS)):.4f}")
    else:
        print(f"{statistics.median(query(args.db, args.words)[1:]):.6f}")


if __name__ == "__main__":
    main()
