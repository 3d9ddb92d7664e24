"""The Content-Security-Policy header, from ``settings.SECURE_CSP``.

Django 5.2 has none of its own. The setting has the name and shape of Django 6's
(``{"directive": [sources]}``), so that moving to Django 6 only swaps this middleware for
``django.middleware.csp.ContentSecurityPolicyMiddleware``.
"""

from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse

HEADER = "Content-Security-Policy"


def policy(directives: dict[str, list[str]]) -> str:
    return "; ".join(" ".join([name, *sources]) for name, sources in directives.items())


class ContentSecurityPolicyMiddleware:
    """Sends the policy on every response, error pages included.

    Memory text is untrusted: should any of it ever reach a page as markup, the browser still
    runs no script and applies no style that is not one of our own files.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response
        self.header = policy(settings.SECURE_CSP)

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if self.header and HEADER not in response:
            response[HEADER] = self.header
        return response
