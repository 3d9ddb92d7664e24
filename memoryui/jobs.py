"""Long work started from a page: ``verify`` and ``curate`` run outside the request.

A page must not wait minutes for every claim to be checked, and closing it must not stop the
work. A job is a thread of the web process that does exactly what the command does, through
the same functions, and records its progress in a ``Job`` row, so any page of any worker (a
second browser, a teammate) sees it move. A second start of the same work while it runs joins
it instead of running it twice.

Django 6's task framework (and the ``django-tasks`` backport) ships only immediate and dummy
backends; a database queue would need a worker process beside every server. A thread is
enough here: the work is one memdir's, bounded, and its results are written to files as the
command writes them, so a job lost to a restart loses nothing but its progress bar (it is
shown as stopped, and can be started again).
"""

from __future__ import annotations

import datetime as dt
import logging
import threading
import time
from collections.abc import Callable

from django.conf import settings
from django.db import IntegrityError, connection, transaction
from django.utils import timezone

from memoryui import curation, projection, scoping
from memoryui.models import Job, MemdirRecord

logger = logging.getLogger(__name__)
KINDS = ("verify", "curate")
# A running job writes its progress at most every BEAT seconds, and its heartbeat every
# HEART seconds whatever the work is doing (the final write of many files counts no steps):
# a heartbeat older than STALE means its thread is gone (the server stopped).
BEAT = 0.5
HEART = 5.0
STALE = 30.0


def active() -> Job | None:
    """The job of the memdir in scope that is still running, if any."""
    found = Job.objects.filter(status=Job.RUNNING).order_by("-started").first()
    if found is not None and found.stale:
        Job.objects.filter(pk=found.pk, status=Job.RUNNING).update(status=Job.STOPPED)
        return None
    return found


def start(kind: str, actor: str) -> tuple[Job, bool]:
    """Start ``kind`` on the memdir in scope, or join the job already running there.

    Returns the job and whether this call started it. Only one job runs per memdir: verify
    and curate both write its state files, and doing either twice at once helps nobody.
    """
    if kind not in KINDS:
        raise ValueError(f"unknown job {kind!r}")
    running = active()
    if running is not None:
        return running, False
    record = scoping.record()
    try:
        with transaction.atomic():
            job = Job.objects.create(kind=kind, actor=actor, status=Job.RUNNING)
    except IntegrityError:
        # Another request started one a moment ago: join it.
        return Job.objects.get(status=Job.RUNNING), False
    if settings.MEMORYUI_JOBS_MODE == "inline":
        # Tests: the work is done before the answer, on the request's own connection.
        _work(record, job.pk)
        job.refresh_from_db()
        return job, True
    thread = threading.Thread(target=_run, args=(record, job.pk), daemon=True)
    thread.start()
    return job, True


class Progress:
    """Writes a job's progress to its row, throttled, from the thread doing the work."""

    def __init__(self, pk: int) -> None:
        self.pk = pk
        self.last = 0.0
        self.done = self.total = 0

    def __call__(self, done: int, total: int, *, force: bool = False) -> None:
        # Kept even when not written, so the finished row says how far the work went.
        self.done, self.total = done, total
        now = time.monotonic()
        if force or now - self.last >= BEAT:
            self.last = now
            Job.objects.filter(pk=self.pk).update(done=done, total=total, beat=timezone.now())


def _run(record: MemdirRecord, pk: int) -> None:
    """The job's thread, with a heartbeat beside it for as long as it works."""
    finished = threading.Event()
    heart = threading.Thread(target=_heartbeat, args=(record, pk, finished), daemon=True)
    heart.start()
    try:
        _work(record, pk)
    finally:
        finished.set()
        # The thread's own database connection must not outlive it.
        connection.close()


def _heartbeat(record: MemdirRecord, pk: int, finished: threading.Event) -> None:
    """Says the job's thread is alive, on a connection of its own, until it is done."""
    try:
        while not finished.wait(HEART):
            with scoping.use(record):
                Job.objects.filter(pk=pk, status=Job.RUNNING).update(beat=timezone.now())
    except Exception:  # a missed beat only makes the page say "stopped" too early
        logger.exception("memoryui: the heartbeat of job %s failed", pk)
    finally:
        connection.close()


def _work(record: MemdirRecord, pk: int) -> None:
    """The command's own work, with the outcome recorded."""
    try:
        with scoping.use(record):
            job = Job.objects.get(pk=pk)
            progress = Progress(pk)
            said = WORK[job.kind](job.actor, progress)
            Job.objects.filter(pk=pk).update(
                status=Job.DONE,
                message=said[:2000],
                done=progress.done,
                total=progress.total,
                finished=timezone.now(),
                beat=timezone.now(),
            )
    except Exception as exc:  # shown on the job's page; the work's files say what was done
        logger.exception("memoryui: the %s job on %s failed", pk, record.slug)
        with scoping.use(record):
            Job.objects.filter(pk=pk).update(
                status=Job.FAILED,
                message=f"{type(exc).__name__}: {exc}"[:2000],
                finished=timezone.now(),
            )


def _verify(actor: str, progress: Callable[..., None]) -> str:
    report = curation.verify(actor=f"{actor} (from the page)", progress=progress)
    return report.summary()


def _curate(actor: str, progress: Callable[..., None]) -> str:  # noqa: ARG001 - one signature
    # curate has no steps to count: the bar shows it as one step, done when it is.
    progress(0, 1, force=True)
    projection.reconcile()
    report = curation.curate()
    progress(1, 1, force=True)
    return report.summary()


WORK: dict[str, Callable[[str, Callable[..., None]], str]] = {
    "verify": _verify,
    "curate": _curate,
}


def age(job: Job) -> dt.timedelta:
    return timezone.now() - job.started
