"""The retrieval battery (``/battery/``) and a memory's recall check, with their writes."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse
from django.views.decorators.http import require_POST

from memoryui import battery
from memoryui.auth import editor_view, read_view
from memoryui.clock import today
from memoryui.memdir.battery import BatteryError
from memoryui.memdir.safewrite import Conflict, WriteRefused
from memoryui.models import BatteryQuestion, Memory, RecallCheck, StateProblem
from memoryui.views.common import actor, clean_path, first_error, leave, refused, respond


class QuestionForm(forms.Form):
    """A battery question as posted: its words, and either the memories it must bring up
    (``expect``, repeated or comma-separated) or ``silent``."""

    question = forms.CharField(max_length=500)
    silent = forms.BooleanField(required=False)

    def expect(self, request: HttpRequest) -> list[str]:
        found = []
        for value in request.POST.getlist("expect"):
            found += [p.strip() for p in value.replace("\n", ",").split(",") if p.strip()]
        return found[:20]


def _result_json(result: Any, question: BatteryQuestion) -> dict[str, Any] | None:
    if result is None or result.key != question.key:
        return None
    return {
        "passed": result.passed,
        "found": result.found,
        "silence": result.silence or None,
        "ran_at": result.ran_at,
        "regression": result.regression,
        "broken_at": result.broken_at or None,
        "broken_by": result.broken_by or None,
    }


def _question_json(question: BatteryQuestion, result: Any) -> dict[str, Any]:
    return {
        "id": question.question_id,
        "question": question.question,
        "expect": question.expect,
        "silent": question.silent,
        "added_by": question.added_by,
        "at": question.at,
        "line": question.line,
        "result": _result_json(result, question),
    }


@read_view
def battery_page(request: HttpRequest) -> HttpResponse:
    """Each question with its last result, the lines that cannot be read, curate's proposals,
    and the memories no sample prompt brings up."""
    results = battery.results()
    rows = [
        _question_json(q, results.get(q.question_id))
        for q in BatteryQuestion.objects.filter(proposed=False)
    ]
    missed = RecallCheck.objects.filter(recalled=False).order_by("path")
    versions = Memory.objects.filter(path__in=missed.values("path")).values_list("path", "sha256")
    current = dict(versions)
    never = [c for c in missed if current.get(c.path) == c.sha256]
    data = {
        "health": battery.health().as_json(),
        "questions": rows,
        "problems": list(
            StateProblem.objects.filter(source="battery").values_list("words", flat=True)
        ),
        "proposals": [
            {
                "id": p.question_id,
                "question": p.question,
                "expect": p.expect,
                "silent": p.silent,
                "reason": p.reason,
            }
            for p in battery.proposals()
        ],
        "never_recalled": [{"path": c.path, "checked_at": c.checked_at} for c in never[:500]],
    }
    ran = [r for r in rows if r["result"]]
    context = {"regressions": [r for r in ran if r["result"]["regression"]]}
    return respond(request, "battery.html", context, data)


def _write(request: HttpRequest, work: Any) -> HttpResponse:
    """Run a battery write; a refusal is its sentence (400), success a message and /battery/."""
    try:
        _event, said = work()
    except (BatteryError, Conflict, WriteRefused) as exc:
        return refused(request, str(exc))
    messages.success(request, said)
    return leave(request, "battery")


@editor_view
@require_POST
def battery_add(request: HttpRequest) -> HttpResponse:
    """Pin a question (from /believe/: "right answer" or "should be silent", or a proposal)."""
    form = QuestionForm(request.POST)
    if not form.is_valid():
        return refused(request, first_error(form))
    data = form.cleaned_data
    expect = form.expect(request)
    return _write(
        request,
        lambda: battery.add(data["question"], expect, silent=data["silent"], actor=actor(request)),
    )


@editor_view
@require_POST
def battery_edit(request: HttpRequest, question_id: str) -> HttpResponse:
    form = QuestionForm(request.POST)
    if not form.is_valid():
        return refused(request, first_error(form))
    data = form.cleaned_data
    expect = form.expect(request)
    return _write(
        request,
        lambda: battery.edit(
            question_id, data["question"], expect, silent=data["silent"], actor=actor(request)
        ),
    )


@editor_view
@require_POST
def battery_remove(request: HttpRequest, question_id: str) -> HttpResponse:
    return _write(request, lambda: battery.remove(question_id, actor(request)))


@read_view
def memory_recall(request: HttpRequest, path: str) -> HttpResponse:
    """A memory's recall check: which sample prompts bring it up through the hook."""
    memory = Memory.objects.filter(path=clean_path(path)).defer("body").first()
    if memory is None:
        raise Http404("No such memory.")
    check = battery.recall_check(memory, today())
    data = {"path": memory.path, **check}
    return respond(request, "memory_recall.html", {"memory": memory}, data, partial="recall")
