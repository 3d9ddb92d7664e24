"""The full-text index over memories: SQLite FTS5, or a weighted tsvector on PostgreSQL."""

from django.db import migrations

from memoryui import search


def create(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        for statement in search.PG_CREATE_SQL:
            schema_editor.execute(statement)
    else:
        schema_editor.execute(search.CREATE_SQL)


def drop(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        for statement in search.PG_DROP_SQL:
            schema_editor.execute(statement)
    else:
        schema_editor.execute(search.DROP_SQL)


class Migration(migrations.Migration):
    dependencies = [("memoryui", "0001_initial")]
    operations = [migrations.RunPython(create, drop)]
