"""Error pages: the sentence behind a 400, 403, 404 or 500, as our page or as JSON.

Without these, an operator sees Django's bare "Not Found" whatever the view said, and a script
asking for JSON gets HTML it cannot parse.
"""

from __future__ import annotations

from django.core.exceptions import DisallowedHost, SuspiciousOperation
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.template import loader
from django.urls import Resolver404
from django.utils.cache import patch_vary_headers

BAD_REQUEST = "The request was malformed and was refused; nothing was changed."
BAD_HOST = (
    "memoryui does not answer to the host name this request was sent to. Whoever runs it can "
    "add the name to MEMORYUI_ALLOWED_HOSTS."
)
NOT_ALLOWED = "You may not do that."
SERVER_ERROR = (
    "memoryui hit an error it did not expect and could not finish this request. The details "
    "are in the server's log. Reload to try again; if it keeps happening, tell whoever runs "
    "memoryui."
)


def answers_json(request: HttpRequest) -> bool:
    """``?format=json``, a bearer token, or an Accept header that prefers JSON to HTML."""
    try:
        if request.GET.get("format") == "json":
            return True
    except SuspiciousOperation:
        # A query string too large to parse is itself the error being answered here.
        pass
    if request.headers.get("Authorization", "").startswith("Bearer "):
        return True
    return request.get_preferred_type(["text/html", "application/json"]) == "application/json"


def _answer(
    request: HttpRequest, status: int, sentence: str, template: str, key: str = "message"
) -> HttpResponse:
    if answers_json(request):
        response: HttpResponse = JsonResponse({"error": sentence, "status": status}, status=status)
    else:
        response = render(request, template, {key: sentence}, status=status)
    patch_vary_headers(response, ["Accept", "Authorization"])
    return response


def _said(exception: Exception | None) -> str:
    """The sentence a view raised, if it raised one (a resolver miss carries a dict instead)."""
    if exception is None or isinstance(exception, Resolver404) or not exception.args:
        return ""
    said = exception.args[0]
    return said if isinstance(said, str) else ""


def bad_request(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    # Django's own message for a suspicious request can name internals: only the host case,
    # which the operator fixes in settings, is said in particular.
    sentence = BAD_HOST if isinstance(exception, DisallowedHost) else BAD_REQUEST
    return _answer(request, 400, sentence, "400.html")


def permission_denied(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    return _answer(request, 403, _said(exception) or NOT_ALLOWED, "403.html", key="reason")


def csrf_failure(request: HttpRequest, reason: str = "") -> HttpResponse:
    """CSRF_FAILURE_VIEW: Django's own page says it in developer terms, with inline styles."""
    sentence = (
        f"The form was refused as a possible cross-site request ({reason or 'CSRF check failed'})."
        " Reload the page and send it again. Behind a proxy over HTTPS, whoever runs memoryui "
        "sets MEMORYUI_CSRF_TRUSTED_ORIGINS."
    )
    return _answer(request, 403, sentence, "403.html", key="reason")


def not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    sentence = _said(exception) or f"There is no page at {request.path}."
    return _answer(request, 404, sentence, "404.html")


def server_error(request: HttpRequest) -> HttpResponse:
    """Renders with no request context: the database, the session and the user may be what broke.

    Context processors would look the user up (a query) to draw the navigation; a 500 page that
    fails to render leaves the operator with a blank answer.
    """
    if answers_json(request):
        response: HttpResponse = JsonResponse({"error": SERVER_ERROR, "status": 500}, status=500)
    else:
        html = loader.get_template("500.html").render({"message": SERVER_ERROR})
        response = HttpResponse(html, status=500)
    patch_vary_headers(response, ["Accept", "Authorization"])
    return response
