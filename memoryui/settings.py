"""memoryui settings, all from the environment (DESIGN §5).

A bad value stops start-up with a sentence saying what to set.
"""

from __future__ import annotations

import os
from datetime import date, timedelta
from pathlib import Path
from urllib.parse import unquote, urlsplit

from django.core.exceptions import ImproperlyConfigured

from memoryui.secretkey import secret_key_at

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(os.environ.get("MEMORYUI_VAR_DIR", BASE_DIR / "var"))


def envbool(name: str, default: str = "False") -> bool:
    """Only ``True`` or ``False``: a typo like ``ture`` must not silently mean False."""
    value = os.environ.get(name, default)
    if value not in ("True", "False"):
        raise ImproperlyConfigured(f"{name} must be True or False, not {value!r}.")
    return value == "True"


def envlist(name: str, default: str = "") -> list[str]:
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


def _secret_key() -> str:
    """Generated once and kept under var/, never in the memdir (a memdir is often a git repo)."""
    if key := os.environ.get("MEMORYUI_SECRET_KEY"):
        return key
    try:
        return secret_key_at(VAR_DIR / "secret_key")
    except OSError as exc:
        raise ImproperlyConfigured(
            f"memoryui cannot keep its secret key in {VAR_DIR} ({exc.strerror or exc}): make "
            "that folder writable (MEMORYUI_VAR_DIR), or set MEMORYUI_SECRET_KEY."
        ) from None


SECRET_KEY = _secret_key()
DEBUG = envbool("MEMORYUI_DEBUG")
ALLOWED_HOSTS = envlist("MEMORYUI_ALLOWED_HOSTS", "localhost,127.0.0.1")
CSRF_TRUSTED_ORIGINS = envlist("MEMORYUI_CSRF_TRUSTED_ORIGINS")
# Our 403 page in words; Django's own one is written for developers and styles itself inline.
CSRF_FAILURE_VIEW = "memoryui.views.errors.csrf_failure"

# The memdir: unset means a writable copy of the bundled demo, made on first start under var/
# so that editing the demo never dirties the checkout.
MEMORYUI_DEMO_SOURCE = BASE_DIR / "memoryui" / "demo_memdir"
MEMORYUI_MEMDIR = os.environ.get("MEMORYUI_MEMDIR") or str(VAR_DIR / "demo-memdir")
MEMORYUI_IS_DEMO = not os.environ.get("MEMORYUI_MEMDIR")
# Several memdirs (DESIGN §10): folders or glob patterns, os.pathsep-separated, and the places
# an agent keeps memory that memoryui finds by itself (claude, hermes; comma-separated).
MEMORYUI_MEMDIRS = os.environ.get("MEMORYUI_MEMDIRS", "").strip()
DISCOVERERS = ("claude", "hermes")
MEMORYUI_DISCOVER = envlist("MEMORYUI_DISCOVER")
for _name in MEMORYUI_DISCOVER:
    if _name not in DISCOVERERS:
        raise ImproperlyConfigured(
            f"MEMORYUI_DISCOVER names {_name!r}; it takes {' and '.join(DISCOVERERS)} "
            "(comma-separated), or is unset."
        )
# Folders holding repositories (os.pathsep-separated) whose .claude/agent-memory*/ folders
# (subagent memory) discovery should find besides those of the projects it already knows.
MEMORYUI_REPOS = os.environ.get("MEMORYUI_REPOS", "").strip()
# Where the journal, stored versions and archive live; on the memdir's filesystem by default.
MEMORYUI_STATE_DIR = os.environ.get("MEMORYUI_STATE_DIR") or None
# Every version of a memory file reconcile has seen (DESIGN §11): memoryui's own data, one
# file per memdir, never in the memdir. Changes seen before the last N completed passes are
# dropped with the versions only they need (open ones are kept until they are settled).
MEMORYUI_VERSIONS_DIR = Path(os.environ.get("MEMORYUI_VERSIONS_DIR") or VAR_DIR / "versions")
_passes = os.environ.get("MEMORYUI_CHANGES_PASSES", "4")
if not _passes.isdigit() or int(_passes) < 1:
    raise ImproperlyConfigured(
        "MEMORYUI_CHANGES_PASSES must be a whole number of weekly passes, 1 or more (how many "
        f"passes' changes stay reviewable; 4 by default), not {_passes!r}."
    )
MEMORYUI_CHANGES_PASSES = int(_passes)
# Where versions that held a secret are kept once it was redacted (one folder per memdir):
# memoryui's own data, outside every memdir, so that .memoryui/ holds no credential.
MEMORYUI_SEALED_DIR = os.environ.get("MEMORYUI_SEALED_DIR") or str(VAR_DIR / "sealed")
# The project claims are checked against: one folder, or several separated by os.pathsep
# (a claim fails only when every one of them proves it missing).
MEMORYUI_PROJECT_ROOT = os.environ.get("MEMORYUI_PROJECT_ROOT") or None
# The memory format (DESIGN §9); unset, it is detected from the folder.
PROFILES = ("claude-code", "claude-code-2.1.210", "hermes", "memory-bank", "plain")
MEMORYUI_PROFILE = os.environ.get("MEMORYUI_PROFILE") or None
if MEMORYUI_PROFILE and MEMORYUI_PROFILE not in PROFILES:
    raise ImproperlyConfigured(
        f"MEMORYUI_PROFILE must be one of {', '.join(PROFILES)}, not {MEMORYUI_PROFILE!r}; "
        "unset it to detect the format from the folder."
    )


def _hermes_limits(value: str) -> dict[str, int]:
    """``2200,1375`` (MEMORY.md, USER.md) or ``MEMORY.md=2200,USER.md=1375``."""
    files = ("MEMORY.md", "USER.md")
    limits: dict[str, int] = {}
    parts = [p.strip() for p in value.split(",") if p.strip()]
    try:
        for n, part in enumerate(parts):
            name, _, number = part.rpartition("=")
            name = name.strip() or files[n]
            if name not in files:
                raise ValueError(name)
            limits[name] = int(number)
            if limits[name] <= 0:
                raise ValueError(number)
    except (ValueError, IndexError):
        raise ImproperlyConfigured(
            "MEMORYUI_HERMES_LIMITS must be two positive character counts for MEMORY.md and "
            f"USER.md, like 2200,1375 or MEMORY.md=2200,USER.md=1375 (not {value!r})."
        ) from None
    return limits


MEMORYUI_HERMES_LIMITS = _hermes_limits(os.environ.get("MEMORYUI_HERMES_LIMITS", "2200,1375"))
try:
    MEMORYUI_MEMORY_BANK_TOKENS = int(os.environ.get("MEMORYUI_MEMORY_BANK_TOKENS", "20000"))
except ValueError:
    raise ImproperlyConfigured("MEMORYUI_MEMORY_BANK_TOKENS must be a number of tokens.") from None


def _check_project_roots(value: str | None) -> None:
    """Each root must be a folder: a typo would otherwise make every path claim "unknown"
    without a word, and the operator would read silence as health."""
    for root in (value or "").split(os.pathsep):
        if root.strip() and not os.path.isdir(root.strip()):
            raise ImproperlyConfigured(
                f"MEMORYUI_PROJECT_ROOT names {root.strip()!r}, which is not a folder: set it to "
                f"the project's folder, or to several folders separated by {os.pathsep!r}."
            )


_check_project_roots(MEMORYUI_PROJECT_ROOT)
MEMORYUI_READ_ONLY = envbool("MEMORYUI_READ_ONLY")
# Tests only: lets `verify --urls` reach the local server a URL test starts. Never set in use.
MEMORYUI_VERIFY_ALLOW_LOOPBACK = False
MEMORYUI_TODAY = os.environ.get("MEMORYUI_TODAY") or None
if MEMORYUI_TODAY:
    try:
        date.fromisoformat(MEMORYUI_TODAY)
    except ValueError:
        raise ImproperlyConfigured(
            f"MEMORYUI_TODAY must be an ISO date like 2026-11-30, not {MEMORYUI_TODAY!r}."
        ) from None
# Pages reconcile the projection with the memdir at most this often (seconds) per process,
# in a background thread by default (the page never waits for it), or "inline".
try:
    MEMORYUI_RECONCILE_INTERVAL = float(os.environ.get("MEMORYUI_RECONCILE_INTERVAL", "2"))
except ValueError:
    raise ImproperlyConfigured("MEMORYUI_RECONCILE_INTERVAL must be a number of seconds.") from None
# The recall hook (memoryui-recall) stays silent when the projection has missed a change of
# the memdir for longer than this (seconds): run the server, or `sync` from cron, to keep it
# current. The hook reads the variable itself; it is checked here so a typo shows at start.
DEFAULT_RECALL_MAX_LAG = 3600.0
try:
    MEMORYUI_RECALL_MAX_LAG = float(
        os.environ.get("MEMORYUI_RECALL_MAX_LAG", str(DEFAULT_RECALL_MAX_LAG))
    )
except ValueError:
    raise ImproperlyConfigured("MEMORYUI_RECALL_MAX_LAG must be a number of seconds.") from None
MEMORYUI_RECONCILE_MODE = os.environ.get("MEMORYUI_RECONCILE_MODE", "background")
if MEMORYUI_RECONCILE_MODE not in ("background", "inline"):
    raise ImproperlyConfigured(
        f"MEMORYUI_RECONCILE_MODE must be background or inline, not {MEMORYUI_RECONCILE_MODE!r}."
    )
# verify and curate started from a page run in a thread of the web process ("thread"), or
# before the answer ("inline", for tests).
MEMORYUI_JOBS_MODE = os.environ.get("MEMORYUI_JOBS_MODE", "thread")
if MEMORYUI_JOBS_MODE not in ("thread", "inline"):
    raise ImproperlyConfigured(
        f"MEMORYUI_JOBS_MODE must be thread or inline, not {MEMORYUI_JOBS_MODE!r}."
    )

INSTALLED_APPS = [
    "django.contrib.auth",
    "axes",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django_htmx",
    "django_tables2",
    "template_partials",
    "memoryui",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "memoryui.csp.ContentSecurityPolicyMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "memoryui.auth.BearerTokenMiddleware",
    # After the user is known: which memdir the request is about, and whether they may read it.
    "memoryui.mounting.MemdirMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    # Last, as django-axes asks: it turns a refused login into our lockout page.
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "memoryui.urls"
WSGI_APPLICATION = "memoryui.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "memoryui.context_processors.memoryui",
            ],
            # Loaded as a builtin so that moving to Django 6 only deletes this line.
            "builtins": ["template_partials.templatetags.partials"],
        },
    }
]


def database_from_url(url: str) -> dict[str, object]:
    """``postgres://user:password@host:port/name`` as a Django database; others are refused."""
    parts = urlsplit(url)
    if parts.scheme not in ("postgres", "postgresql", "pgsql"):
        raise ImproperlyConfigured(
            f"DATABASE_URL must be a postgres:// URL, not {parts.scheme or url!r}; unset it to "
            "use the embedded SQLite database (MEMORYUI_DB)."
        )
    return {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": unquote(parts.path.lstrip("/")) or "memoryui",
        "USER": unquote(parts.username or ""),
        "PASSWORD": unquote(parts.password or ""),
        "HOST": parts.hostname or "",
        "PORT": str(parts.port or ""),
        "CONN_MAX_AGE": 60,
        "CONN_HEALTH_CHECKS": True,
    }


if os.environ.get("DATABASE_URL"):
    DATABASES = {"default": database_from_url(os.environ["DATABASE_URL"])}
else:
    DATABASES = {
        "default": {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": os.environ.get("MEMORYUI_DB") or str(VAR_DIR / "memoryui.sqlite3"),
            "OPTIONS": {
                # WAL lets pages read while a sync writes; IMMEDIATE takes the write lock up
                # front so two workers never deadlock upgrading a read lock; the timeout waits
                # instead of failing with "database is locked".
                "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
                "transaction_mode": "IMMEDIATE",
                "timeout": 20,
            },
        }
    }
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# Django's four standard checks, which adduser applies: not like the user's name, at least 8
# characters, not a commonly used password, not only digits.
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {
        "NAME": "django.contrib.auth.password_validation.MinimumLengthValidator",
        "OPTIONS": {"min_length": 8},
    },
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
# django-axes first: it refuses a locked-out login before any password is checked.
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
# Failed logins, counted in the database (several workers share it) and, separately, per
# account and per address: 5 wrong passwords for one account, or 5 from one address to any
# accounts, pause logging in there for 15 minutes after the last try. Bearer tokens never
# authenticate through a login, so scripts are not affected.
AXES_FAILURE_LIMIT = 5
AXES_LOCKOUT_PARAMETERS = ["username", "ip_address"]
AXES_COOLOFF_TIME = timedelta(minutes=15)
# A success does not wipe the count: it would also wipe the address's count, so one account
# of their own would let someone go on guessing other accounts' passwords from that address.
AXES_RESET_ON_SUCCESS = False
AXES_LOCKOUT_CALLABLE = "memoryui.auth.locked_out"
AXES_CLIENT_IP_CALLABLE = "memoryui.auth.client_address"
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "overview"
LOGOUT_REDIRECT_URL = "login"

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = False
USE_TZ = True

# Absolute: under /m/<slug>/ the script prefix names the memdir, and Django would else put
# the first request's prefix in front of every static URL for the life of the process.
STATIC_URL = "/static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = VAR_DIR / "staticfiles"
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}
# Serve straight from the finders when there is no collectstatic output (development).
WHITENOISE_USE_FINDERS = DEBUG

DJANGO_TABLES2_TEMPLATE = "_table.html"

# Behind a TLS-terminating proxy: secure cookies, and trust its X-Forwarded-Proto.
MEMORYUI_HTTPS = envbool("MEMORYUI_HTTPS")
if MEMORYUI_HTTPS:
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_HSTS_SECONDS = 3600
SESSION_COOKIE_HTTPONLY = True
X_FRAME_OPTIONS = "DENY"
SECURE_CONTENT_TYPE_NOSNIFF = True
# Only our own scripts and styles (htmx is one of our static files, served by django-htmx), so
# templates hold no inline script, handler or style attribute: static/memoryui.js does that.
# Images may be data: URLs; nothing may frame the pages, and forms post only to us.
SECURE_CSP = {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
}
