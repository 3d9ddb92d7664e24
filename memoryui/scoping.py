"""Which memdir a query is about (DESIGN §10): every projection row belongs to one memdir, and
every query of those tables is limited to the memdirs in scope.

The scope is a context variable set around each request (the middleware), each command and
each reconcile. Managers read it, so a view's ``Memory.objects.filter(...)`` is one memdir's
without the view saying so, and a query that forgot its memdir in fleet mode fails loudly
(``ScopeError``) instead of mixing one project's memory into another's page or leaking a
memdir outside a viewer's share.

With one memdir (``MEMORYUI_MEMDIR`` alone), a query outside any scope is about that memdir,
so scripts and the shell work as before.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING

from django.db import models

if TYPE_CHECKING:
    from memoryui.models import MemdirRecord


class ScopeError(RuntimeError):
    """A projection query ran without saying which memdir it is about."""


ONE = "one"


@dataclass(frozen=True)
class Scope:
    # The one memdir this work is about (pages under /m/<slug>/, a reconcile), or None. It
    # may be lazy: a request that never queries (a login redirect) never looks it up.
    record: MemdirRecord | None
    # The memdirs readable in scope: a viewer's share, None for all, or ONE for the record's.
    readable: tuple[int, ...] | str | None = ONE

    @property
    def ids(self) -> tuple[int, ...] | None:
        if self.readable == ONE:
            return (self.record.pk,)
        return self.readable


_scope: ContextVar[Scope | None] = ContextVar("memoryui_scope", default=None)


@contextmanager
def use(record: MemdirRecord) -> Iterator[MemdirRecord]:
    """Work on one memdir: its pages, its reconcile, its writes."""
    token = _scope.set(Scope(record))
    try:
        yield record
    finally:
        _scope.reset(token)


@contextmanager
def across(ids: Sequence[int] | None) -> Iterator[None]:
    """Read several memdirs at once (the fleet, search across): ``None`` means every one."""
    token = _scope.set(Scope(None, None if ids is None else tuple(ids)))
    try:
        yield
    finally:
        _scope.reset(token)


def current() -> Scope:
    scope = _scope.get()
    if scope is not None:
        return scope
    # Imported here: the fleet reads settings and models, which import this module.
    from memoryui import fleet

    record = fleet.default_record()
    if record is None:
        raise ScopeError(
            "memoryui serves several memdirs here: this query must run inside "
            "scoping.use(record) or scoping.across(ids)."
        )
    return Scope(record)


def record() -> MemdirRecord:
    """The one memdir in scope; refused where several are (a write must name its memdir)."""
    scope = current()
    if scope.record is None:
        raise ScopeError("this needs one memdir, and several are in scope.")
    return scope.record


def restrict(queryset: models.QuerySet) -> models.QuerySet:
    ids = current().ids
    if ids is None:
        return queryset
    if len(ids) == 1:
        return queryset.filter(memdir_id=ids[0])
    return queryset.filter(memdir_id__in=ids)


class ScopedQuerySet(models.QuerySet):
    """Rows created through it belong to the memdir in scope unless they say otherwise."""

    def bulk_create(self, objs, *args, **kwargs):
        objs = list(objs)
        missing = [obj for obj in objs if obj.memdir_id is None]
        if missing:
            pk = record().pk
            for obj in missing:
                obj.memdir_id = pk
        return super().bulk_create(objs, *args, **kwargs)


class ScopedManager(models.Manager.from_queryset(ScopedQuerySet)):
    """The default manager of every projection table: only the memdirs in scope."""

    def get_queryset(self) -> models.QuerySet:
        return restrict(super().get_queryset())


class Scoped(models.Model):
    """A projection row: it belongs to one memdir, and is read only inside its scope."""

    memdir = models.ForeignKey("memoryui.MemdirRecord", on_delete=models.CASCADE, related_name="+")

    objects = ScopedManager()
    # Every memdir's rows, for the few places that mean it (a rebuild, the fleet).
    everywhere = models.Manager()  # noqa: DJ012 - a manager, which ruff takes for a field

    class Meta:
        abstract = True

    def save(self, *args, **kwargs) -> None:
        if self.memdir_id is None:
            self.memdir_id = record().pk
        super().save(*args, **kwargs)
