"""SQLite's search index, written again from the memories that exist.

Until now a memdir record dropped (``MEMORYUI_MEMDIR`` pointed at another folder, a folder gone
from discovery) took its memories with it but left their words in the contentless FTS5
index, which forgets a row only when told its text. Those words still counted for the memdir
served next: a rare word found there decided that a question named a topic. ``fleet.forget``
now unindexes first; this clears what was left behind before. PostgreSQL keeps each
memory's words on its row, so nothing was left there.
"""

from django.db import migrations


def forward(apps, schema_editor):
    from memoryui import search

    if schema_editor.connection.vendor == "sqlite":
        search.rebuild(schema_editor.connection)


class Migration(migrations.Migration):
    dependencies = [("memoryui", "0017_lint")]
    operations = [migrations.RunPython(forward, migrations.RunPython.noop)]
