"""The search index that any language can be found in (issue 9).

The old index stemmed English words in each database's own way (FTS5's porter, PostgreSQL's
'english' configuration) and kept a Chinese sentence or a Korean word with its particle as one
token, so whole questions in those languages found nothing. The new one stores what
``terms.document`` writes (folded words, CJK and Hangul as character pairs) in both databases,
and is filled here from the rows already projected.
"""

from django.db import migrations

OLD_SQLITE = [
    "DROP TABLE IF EXISTS memoryui_memory_fts",
]
NEW_SQLITE = [
    "CREATE VIRTUAL TABLE memoryui_memory_terms USING fts5(head, description, body, "
    "content='', tokenize='unicode61 remove_diacritics 2')",
]
OLD_PG = ["ALTER TABLE memoryui_memory DROP COLUMN IF EXISTS search_document"]
NEW_PG = [
    "ALTER TABLE memoryui_memory ADD COLUMN search_terms tsvector",
    "CREATE INDEX memoryui_memory_terms ON memoryui_memory USING gin (search_terms)",
]
# Going back: the old index, empty; ``sync --rebuild`` on the old code fills it again.
BACK_SQLITE = [
    "DROP TABLE IF EXISTS memoryui_memory_terms",
    "CREATE VIRTUAL TABLE memoryui_memory_fts USING fts5(name, aliases_text, description, body, "
    "content='memoryui_memory', content_rowid='id', "
    "tokenize='porter unicode61 remove_diacritics 2')",
    "INSERT INTO memoryui_memory_fts(memoryui_memory_fts) VALUES ('rebuild')",
]
BACK_PG = [
    "ALTER TABLE memoryui_memory DROP COLUMN IF EXISTS search_terms",
    "ALTER TABLE memoryui_memory ADD COLUMN search_document tsvector",
    "CREATE INDEX memoryui_memory_search ON memoryui_memory USING gin (search_document)",
]


def forward(apps, schema_editor):
    from memoryui import search

    postgres = schema_editor.connection.vendor == "postgresql"
    for statement in (OLD_PG + NEW_PG) if postgres else (OLD_SQLITE + NEW_SQLITE):
        schema_editor.execute(statement)
    search.rebuild(schema_editor.connection)


def backward(apps, schema_editor):
    postgres = schema_editor.connection.vendor == "postgresql"
    for statement in BACK_PG if postgres else BACK_SQLITE:
        schema_editor.execute(statement)


class Migration(migrations.Migration):
    dependencies = [("memoryui", "0011_profiles")]
    operations = [migrations.RunPython(forward, backward)]
