"""The full-text index over memories: SQLite FTS5, or a weighted tsvector on PostgreSQL.

Its statements are written out here, not imported: this migration must create what it
created then, whatever memoryui/search.py says today (0010 replaces this index).
"""

from django.db import migrations

CREATE_SQL = (
    "CREATE VIRTUAL TABLE memoryui_memory_fts USING fts5(name, aliases_text, description, body, "
    "content='memoryui_memory', content_rowid='id', "
    "tokenize='porter unicode61 remove_diacritics 2')"
)
DROP_SQL = "DROP TABLE IF EXISTS memoryui_memory_fts"
PG_CREATE_SQL = [
    "ALTER TABLE memoryui_memory ADD COLUMN search_document tsvector",
    "CREATE INDEX memoryui_memory_search ON memoryui_memory USING gin (search_document)",
]
PG_DROP_SQL = ["ALTER TABLE memoryui_memory DROP COLUMN IF EXISTS search_document"]


def create(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        for statement in PG_CREATE_SQL:
            schema_editor.execute(statement)
    else:
        schema_editor.execute(CREATE_SQL)


def drop(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        for statement in PG_DROP_SQL:
            schema_editor.execute(statement)
    else:
        schema_editor.execute(DROP_SQL)


class Migration(migrations.Migration):
    dependencies = [("memoryui", "0001_initial")]
    operations = [migrations.RunPython(create, drop)]
