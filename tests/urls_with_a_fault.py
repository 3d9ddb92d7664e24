"""The app's URL conf with one view that fails: a real 500 through the real error handler."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.urls import path

from memoryui.urls import handler400, handler403, handler404, handler500, urlpatterns

__all__ = ["handler400", "handler403", "handler404", "handler500", "urlpatterns"]


def fault(request: HttpRequest) -> HttpResponse:
    return HttpResponse(str(1 / 0))


urlpatterns = [path("fault/", fault), *urlpatterns]
