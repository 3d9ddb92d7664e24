"""Several memdirs (DESIGN §10): every projection row belongs to a memdir record.

The projection is disposable: its rows are dropped here and read again from the files on the
next page or ``sync``. Accounts and tokens are untouched.
"""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


PROJECTION = (
    "claimoutcome",
    "decision",
    "hygienepass",
    "indexfile",
    "indexline",
    "journalfile",
    "journalevent",
    "memory",
    "problem",
    "projectedfile",
    "projectionstate",
    "reviewitem",
    "stateproblem",
)


def drop_projection(apps, schema_editor):
    if schema_editor.connection.vendor == "sqlite":
        schema_editor.execute(
            "INSERT INTO memoryui_memory_terms(memoryui_memory_terms) VALUES ('delete-all')"
        )
    for name in PROJECTION:
        apps.get_model("memoryui", name).objects.all().delete()


class Migration(migrations.Migration):
    dependencies = [
        ("memoryui", "0012_multilingual_search"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.RunPython(drop_projection, migrations.RunPython.noop),
        migrations.RemoveField(model_name="projectionstate", name="memdir"),
        migrations.CreateModel(
            name="MemdirRecord",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                ("slug", models.CharField(max_length=200, unique=True)),
                ("path", models.TextField()),
                ("kind", models.CharField(max_length=16)),
                ("label", models.TextField(blank=True)),
                ("origin", models.TextField(blank=True)),
                ("position", models.IntegerField(default=0)),
                ("details", models.JSONField(default=dict)),
            ],
            options={
                "ordering": ["position", "slug"],
            },
        ),
        migrations.CreateModel(
            name="MemdirShare",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                ("slug", models.CharField(max_length=200)),
            ],
        ),
        migrations.AlterModelOptions(
            name="indexline",
            options={"default_manager_name": "objects", "ordering": ["number"]},
        ),
        migrations.AlterModelOptions(
            name="memory",
            options={"default_manager_name": "objects"},
        ),
        migrations.RemoveIndex(
            model_name="indexline",
            name="indexline_kind",
        ),
        migrations.RemoveIndex(
            model_name="memory",
            name="memory_recency",
        ),
        migrations.RemoveIndex(
            model_name="memory",
            name="memory_recall",
        ),
        migrations.RemoveIndex(
            model_name="memory",
            name="memory_index_state",
        ),
        migrations.RemoveIndex(
            model_name="memory",
            name="memory_unverified",
        ),
        migrations.RemoveIndex(
            model_name="memory",
            name="memory_age",
        ),
        migrations.AddField(
            model_name="projectionstate",
            name="counts",
            field=models.JSONField(default=dict),
        ),
        migrations.AddField(
            model_name="projectionstate",
            name="counts_key",
            field=models.CharField(blank=True, max_length=64),
        ),
        migrations.AddField(
            model_name="projectionstate",
            name="folder",
            field=models.TextField(default=""),
        ),
        migrations.AlterField(
            model_name="decision",
            name="item_id",
            field=models.CharField(max_length=32),
        ),
        migrations.AlterField(
            model_name="hygienepass",
            name="event_id",
            field=models.CharField(max_length=64),
        ),
        migrations.AlterField(
            model_name="indexline",
            name="number",
            field=models.IntegerField(),
        ),
        migrations.AlterField(
            model_name="journalevent",
            name="event_id",
            field=models.CharField(max_length=64),
        ),
        migrations.AlterField(
            model_name="memory",
            name="path",
            field=models.CharField(max_length=1024),
        ),
        migrations.AlterField(
            model_name="problem",
            name="path",
            field=models.CharField(max_length=1024),
        ),
        migrations.AlterField(
            model_name="projectedfile",
            name="path",
            field=models.CharField(max_length=1024),
        ),
        migrations.AlterField(
            model_name="reviewitem",
            name="item_id",
            field=models.CharField(max_length=32),
        ),
        migrations.AddField(
            model_name="claimoutcome",
            name="memdir",
            field=models.ForeignKey(
                default=1,
                on_delete=django.db.models.deletion.CASCADE,
                related_name="+",
                to="memoryui.memdirrecord",
            ),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name="decision",
            name="memdir",
            field=models.ForeignKey(
                default=1,
                on_delete=django.db.models.deletion.CASCADE,
                related_name="+",
                to="memoryui.memdirrecord",
            ),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name="hygienepass",
            name="memdir",
            field=models.ForeignKey(
                default=1,
                on_delete=django.db.models.deletion.CASCADE,
                related_name="+",
                to="memoryui.memdirrecord",
            ),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name="indexfile",
            name="memdir",
            field=models.ForeignKey(
                default=1,
                on_delete=django.db.models.deletion.CASCADE,
                related_name="+",
                to="memoryui.memdirrecord",
            ),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name="indexline",
            name="memdir",
            field=models.ForeignKey(
                default=1,
                on_delete=django.db.models.deletion.CASCADE,
                related_name="+",
                to="memoryui.memdirrecord",
            ),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name="journalevent",
            name="memdir",
            field=models.ForeignKey(
                default=1,
                on_delete=django.db.models.deletion.CASCADE,
                related_name="+",
                to="memoryui.memdirrecord",
            ),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name="journalfile",
            name="memdir",
            field=models.ForeignKey(
                default=1,
                on_delete=django.db.models.deletion.CASCADE,
                related_name="+",
                to="memoryui.memdirrecord",
            ),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name="memory",
            name="memdir",
            field=models.ForeignKey(
                default=1,
                on_delete=django.db.models.deletion.CASCADE,
                related_name="+",
                to="memoryui.memdirrecord",
            ),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name="problem",
            name="memdir",
            field=models.ForeignKey(
                default=1,
                on_delete=django.db.models.deletion.CASCADE,
                related_name="+",
                to="memoryui.memdirrecord",
            ),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name="projectedfile",
            name="memdir",
            field=models.ForeignKey(
                default=1,
                on_delete=django.db.models.deletion.CASCADE,
                related_name="+",
                to="memoryui.memdirrecord",
            ),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name="reviewitem",
            name="memdir",
            field=models.ForeignKey(
                default=1,
                on_delete=django.db.models.deletion.CASCADE,
                related_name="+",
                to="memoryui.memdirrecord",
            ),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name="stateproblem",
            name="memdir",
            field=models.ForeignKey(
                default=1,
                on_delete=django.db.models.deletion.CASCADE,
                related_name="+",
                to="memoryui.memdirrecord",
            ),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name="projectionstate",
            name="memdir",
            field=models.ForeignKey(
                default=1,
                on_delete=django.db.models.deletion.CASCADE,
                related_name="+",
                to="memoryui.memdirrecord",
            ),
            preserve_default=False,
        ),
        migrations.AddIndex(
            model_name="indexline",
            index=models.Index(fields=["memdir", "kind", "number"], name="indexline_kind"),
        ),
        migrations.AddIndex(
            model_name="memory",
            index=models.Index(fields=["memdir", "-mtime_ns", "path"], name="memory_recency"),
        ),
        migrations.AddIndex(
            model_name="memory",
            index=models.Index(
                condition=models.Q(("recall_eligible", True)),
                fields=["memdir", "path"],
                name="memory_recall",
            ),
        ),
        migrations.AddIndex(
            model_name="memory",
            index=models.Index(fields=["memdir", "index_state", "path"], name="memory_index_state"),
        ),
        migrations.AddIndex(
            model_name="memory",
            index=models.Index(
                fields=["memdir", "unverified_count", "path"], name="memory_unverified"
            ),
        ),
        migrations.AddIndex(
            model_name="memory",
            index=models.Index(fields=["memdir", "type", "effective_date"], name="memory_age"),
        ),
        migrations.AddConstraint(
            model_name="decision",
            constraint=models.UniqueConstraint(
                fields=("memdir", "item_id"), name="decision_per_memdir"
            ),
        ),
        migrations.AddConstraint(
            model_name="hygienepass",
            constraint=models.UniqueConstraint(
                fields=("memdir", "event_id"), name="pass_per_memdir"
            ),
        ),
        migrations.AddConstraint(
            model_name="indexline",
            constraint=models.UniqueConstraint(
                fields=("memdir", "number"), name="line_number_per_memdir"
            ),
        ),
        migrations.AddConstraint(
            model_name="journalevent",
            constraint=models.UniqueConstraint(
                fields=("memdir", "event_id"), name="event_per_memdir"
            ),
        ),
        migrations.AddConstraint(
            model_name="memory",
            constraint=models.UniqueConstraint(
                fields=("memdir", "path"), name="memory_path_per_memdir"
            ),
        ),
        migrations.AddConstraint(
            model_name="problem",
            constraint=models.UniqueConstraint(
                fields=("memdir", "path"), name="problem_path_per_memdir"
            ),
        ),
        migrations.AddConstraint(
            model_name="projectedfile",
            constraint=models.UniqueConstraint(
                fields=("memdir", "path"), name="file_path_per_memdir"
            ),
        ),
        migrations.AddConstraint(
            model_name="reviewitem",
            constraint=models.UniqueConstraint(
                fields=("memdir", "item_id"), name="item_per_memdir"
            ),
        ),
        migrations.AddField(
            model_name="memdirshare",
            name="user",
            field=models.ForeignKey(
                on_delete=django.db.models.deletion.CASCADE, to=settings.AUTH_USER_MODEL
            ),
        ),
        migrations.AddConstraint(
            model_name="memdirshare",
            constraint=models.UniqueConstraint(fields=("user", "slug"), name="share_once"),
        ),
    ]
