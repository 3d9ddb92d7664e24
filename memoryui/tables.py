"""The memories table: django-tables2 sorting and paging, htmx-driven, plain links without it."""

from __future__ import annotations

import django_tables2 as tables
from django.urls import reverse
from django.utils.html import format_html
from django.utils.safestring import mark_safe

from memoryui.models import Memory
from memoryui.words import label_words, load_words, meaning


def record_url(record: Memory) -> str:
    return reverse("memory", args=[record.path])


class MemoryTable(tables.Table):
    path = tables.Column(
        verbose_name="File", linkify=record_url, order_by=("file", "entry", "path")
    )
    name = tables.Column()
    type = tables.Column()
    load = tables.Column(verbose_name="The agent sees it")
    mtime_ns = tables.Column(verbose_name="Modified", order_by=("mtime_ns", "path"))
    size = tables.Column(verbose_name="Bytes", attrs={"td": {"class": "num"}})
    labels = tables.Column(empty_values=(), orderable=False)

    class Meta:
        model = Memory
        fields = ("path", "name", "type", "load", "mtime_ns", "size")
        sequence = ("path", "name", "type", "labels", "load", "mtime_ns", "size")
        attrs = {"class": "table", "id": "memories-table"}
        order_by = ("path",)
        # A memory bank file's role, a Hermes entry's store: shown when the format has them.

    def __init__(self, *args: object, today: object, **kwargs: object) -> None:
        self.today = today
        super().__init__(*args, **kwargs)

    def render_path(self, record: Memory) -> str:
        return record.label

    def render_mtime_ns(self, record: Memory) -> str:
        return format_html(
            '<time datetime="{}">{}</time>', record.mtime.isoformat(), record.mtime.date()
        )

    def render_load(self, record: Memory) -> str:
        return format_html(
            '<span title="{}: {}">{}</span>',
            record.load,
            meaning(record.load),
            load_words(record.load),
        )

    def render_labels(self, record: Memory) -> str:
        labels = record.labels(self.today)
        if record.recall_eligible:
            labels.append("recall")
        spans = [
            format_html(
                '<span class="label {}" title="{}">{}</span>',
                label,
                meaning(label),
                label_words(label),
            )
            for label in labels
        ]
        return mark_safe("".join(spans)) if spans else "—"  # each span is escaped
