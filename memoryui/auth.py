"""Who is asking: session login for people, bearer tokens for scripts, JSON 401 for JSON."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps

from django.conf import settings
from django.contrib.auth.views import redirect_to_login
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.utils import timezone

from memoryui import fleet, projection
from memoryui.models import ApiToken

EDITORS = "editors"


def wants_json(request: HttpRequest) -> bool:
    return request.GET.get("format") == "json"


class BearerTokenMiddleware:
    """Authenticates ``Authorization: Bearer <token>`` so scripts read without a session."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        header = request.headers.get("Authorization", "")
        if header.startswith("Bearer "):
            token = (
                ApiToken.objects.select_related("user")
                .filter(key_sha256=ApiToken.digest(header[7:].strip()), user__is_active=True)
                .first()
            )
            if token is None:
                # A script with a wrong token gets the contract's JSON 401 on any method,
                # before CSRF checking could answer a POST with an HTML 403.
                return JsonResponse({"error": "invalid bearer token"}, status=401)
            request.user = token.user
            # A token is not a browser: it cannot be tricked into a cross-site request.
            request._dont_enforce_csrf_checks = True
        return self.get_response(request)


def client_address(request: HttpRequest) -> str:
    """AXES_CLIENT_IP_CALLABLE: the address failed logins are counted against.

    Behind the TLS proxy of MEMORYUI_HTTPS every request comes from the proxy: counting its
    address would let five typos by anybody lock everybody out. The proxy appends the address
    it saw to X-Forwarded-For, so the last entry is the one to trust; entries before it are
    whatever the client chose to send.
    """
    if settings.MEMORYUI_HTTPS:
        forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")[-1].strip()
        if forwarded:
            return forwarded
    return request.META.get("REMOTE_ADDR", "")


def locked_out(
    request: HttpRequest,
    original_response: HttpResponse | None = None,  # noqa: ARG001 - django-axes' signature
    credentials: object = None,  # noqa: ARG001 - django-axes' signature
) -> HttpResponse:
    """AXES_LOCKOUT_CALLABLE: our page saying why the login was refused and when to try again.

    Each try during the lockout starts the cool-off again, so it ends one cool-off from now.
    """
    cool_off = settings.AXES_COOLOFF_TIME
    context = {"minutes": int(cool_off.total_seconds() // 60), "until": timezone.now() + cool_off}
    response = render(request, "locked_out.html", context, status=429)
    response["Retry-After"] = str(int(cool_off.total_seconds()))
    return response


def is_editor(user: object) -> bool:
    return bool(
        getattr(user, "is_authenticated", False)
        and (user.is_superuser or user.groups.filter(name=EDITORS).exists())
    )


NO_MEMDIR = "This page belongs to one memdir: open it from the fleet page, under /m/<memdir>/."


def across(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """Marks a page that also answers for several memdirs at once (the fleet's ``/`` and
    ``/believe/``); every other page needs one memdir and is a 404 without it."""
    view.across = True  # type: ignore[attr-defined]
    return view


def _reconcile(request: HttpRequest, view: Callable[..., HttpResponse]) -> None:
    """Reconcile the memdir the page is about, or every memdir a fleet page reads."""
    if request.memdir is not None:
        projection.reconcile_if_due()
    elif getattr(view, "across", False):
        projection.reconcile_if_due(fleet.visible(request.user))
    else:
        raise Http404(NO_MEMDIR)


def read_view(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """Login required (JSON gets a JSON 401, not a login page); the projection is reconciled.

    Reconciling here, throttled, is what makes an edit the agent just made show on this load.
    """

    @wraps(view)
    def wrapper(request: HttpRequest, *args: object, **kwargs: object) -> HttpResponse:
        if not request.user.is_authenticated:
            if wants_json(request) or "Authorization" in request.headers:
                return JsonResponse(
                    {"error": "authentication required: log in or send a bearer token"},
                    status=401,
                )
            return redirect_to_login(request.get_full_path())
        _reconcile(request, view)
        return view(request, *args, **kwargs)

    wrapper.across = getattr(view, "across", False)  # type: ignore[attr-defined]
    return wrapper


def editor_read_view(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """A page only editors read (session transcripts, which may hold secrets): a viewer, and
    a viewer's token, get 403; unlike a write it is allowed in read-only mode."""

    @wraps(view)
    def wrapper(request: HttpRequest, *args: object, **kwargs: object) -> HttpResponse:
        if not request.user.is_authenticated:
            if wants_json(request) or "Authorization" in request.headers:
                return JsonResponse({"error": "authentication required"}, status=401)
            return redirect_to_login(request.get_full_path())
        if not is_editor(request.user):
            reason = "Only editors can read session transcripts; you are a viewer."
            if wants_json(request):
                return JsonResponse({"error": reason}, status=403)
            return render(request, "403.html", {"reason": reason}, status=403)
        _reconcile(request, view)
        return view(request, *args, **kwargs)

    wrapper.editors_only = True  # type: ignore[attr-defined]
    return wrapper


def editor_view(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """Editors only, never in read-only mode: everyone else gets 403 and the disk is untouched.

    Marked ``mutating`` so a test can enumerate every such URL from the URL conf: a new one
    cannot be added without the 403 check covering it.
    """

    @wraps(view)
    def wrapper(request: HttpRequest, *args: object, **kwargs: object) -> HttpResponse:
        if not request.user.is_authenticated:
            if wants_json(request) or "Authorization" in request.headers:
                return JsonResponse({"error": "authentication required"}, status=401)
            return redirect_to_login(request.get_full_path())
        if settings.MEMORYUI_READ_ONLY or not is_editor(request.user):
            reason = (
                "memoryui runs read-only here (MEMORYUI_READ_ONLY=True)."
                if settings.MEMORYUI_READ_ONLY
                else "Only editors can change memory; you are a viewer."
            )
            return render(request, "403.html", {"reason": reason}, status=403)
        _reconcile(request, view)
        return view(request, *args, **kwargs)

    wrapper.mutating = True  # type: ignore[attr-defined]
    return wrapper
