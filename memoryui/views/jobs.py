"""verify and curate from the browser: start (or join) the work, then watch it move."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.views.decorators.http import require_POST
from django_htmx.http import HttpResponseClientRedirect

from memoryui import jobs
from memoryui.auth import editor_view, read_view
from memoryui.forms import JobForm
from memoryui.models import Job
from memoryui.views.common import actor, first_error, refused, respond

WHAT = {
    "verify": "Checking every claim (paths, branches, pull requests)",
    "curate": "Looking for duplicates and contradictions",
}


@editor_view
@require_POST
def job_start(request: HttpRequest) -> HttpResponse:
    form = JobForm(request.POST)
    if not form.is_valid():
        return refused(request, first_error(form))
    job, _started = jobs.start(form.cleaned_data["kind"], actor(request))
    if request.htmx:
        return HttpResponseClientRedirect(job_url(job))
    return redirect("job", job.pk)


def job_url(job: Job) -> str:
    from django.urls import reverse

    return reverse("job", args=[job.pk])


@read_view
def job(request: HttpRequest, job_id: int) -> HttpResponse:
    """One run, as it moves: its page polls itself (htmx) until the work is done."""
    found = Job.objects.filter(pk=job_id).first()
    if found is None:
        raise Http404("No such run.")
    data = found.as_json()
    context = {"job": found, "what": WHAT.get(found.kind, found.kind), "status": data["status"]}
    return respond(request, "job.html", context, data, partial="job")
