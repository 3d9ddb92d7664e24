"""Which memdir a request is about, from its URL (DESIGN §10).

With one memdir every URL is that memdir's, as in DESIGN §7. With several, ``/m/<slug>/…``
is one memdir's page: the prefix is taken off before the URL is resolved and put back as the
script prefix, so every view, template and redirect works unchanged and every link it
builds stays inside that memdir. Everything else (``/``, ``/believe/``, logging in) is the
fleet's, read across the memdirs the user may see.

A slug only reaches the filesystem through the record discovery made for it: an unknown
slug and one outside the user's share are the same 404, with the disk untouched.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse, HttpResponsePermanentRedirect
from django.urls import get_script_prefix, reverse, set_script_prefix
from django.utils.functional import SimpleLazyObject

from memoryui import fleet, scoping
from memoryui.views.errors import not_found

MOUNT_RE = re.compile(r"^/m/([^/]+)(/.*)?$", re.DOTALL)


class MemdirMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        request.memdir = None
        request.root_prefix = get_script_prefix()
        if not fleet.several():
            record = SimpleLazyObject(fleet.default_record)
            request.memdir = record
            with scoping.use(record):
                return self.get_response(request)
        match = MOUNT_RE.match(request.path_info)
        if match is None:
            allowed = fleet.shares(request.user)
            ids = None if allowed is None else [r.pk for r in fleet.visible(request.user)]
            with scoping.across(ids):
                return self.get_response(request)
        return self.mounted(request, match.group(1), match.group(2))

    def mounted(self, request: HttpRequest, slug: str, rest: str | None) -> HttpResponse:
        if not request.user.is_authenticated:
            # Nobody yet: the page asks for a login before it could say anything about the
            # slug, so an anonymous visitor learns nothing about which slugs exist.
            record = None
        else:
            record = fleet.find(slug, request.user)
            if record is None:
                with scoping.across(()):
                    return not_found(request)
        if rest is None:
            return HttpResponsePermanentRedirect(f"{request.path}/")
        request.memdir = record
        request.path_info = rest
        set_script_prefix(f"{request.root_prefix}m/{slug}/")
        try:
            if record is None:
                with scoping.across(()):
                    return self.get_response(request)
            with scoping.use(record):
                return self.get_response(request)
        finally:
            set_script_prefix(request.root_prefix)


def fleet_reverse(request: HttpRequest | None, name: str, *args: object) -> str:
    """A URL of the fleet's own pages (``/``, ``/believe/``), even from a memdir's page."""
    url = reverse(name, args=args)
    prefix = get_script_prefix()
    root = getattr(request, "root_prefix", prefix)
    return root + url[len(prefix) :] if url.startswith(prefix) else url


def memdir_reverse(
    request: HttpRequest | None, slug: str, name: str = "overview", *args: object
) -> str:
    """A URL of one memdir's page (``/m/<slug>/…``), from anywhere."""
    if not fleet.several():
        return reverse(name, args=args)
    url = reverse(name, args=args)
    prefix = get_script_prefix()
    root = getattr(request, "root_prefix", prefix)
    return f"{root}m/{slug}/" + (url[len(prefix) :] if url.startswith(prefix) else url.lstrip("/"))
