"""Test settings: a real SQLite file, plain static storage, reconcile on every request."""

import os
import tempfile

# Set before the real settings read the environment: never the demo, never the checkout's var/.
os.environ.setdefault("MEMORYUI_MEMDIR", tempfile.mkdtemp(prefix="memoryui-empty-memdir-"))
os.environ.setdefault("MEMORYUI_VAR_DIR", tempfile.mkdtemp(prefix="memoryui-test-var-"))

from memoryui.settings import *  # noqa: F403
from memoryui.settings import DATABASES, STATIC_ROOT, STORAGES, VAR_DIR

# WhiteNoise warns about a missing STATIC_ROOT on every request; tests serve from finders.
STATIC_ROOT.mkdir(parents=True, exist_ok=True)

STORAGES = {
    **STORAGES,
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}
if DATABASES["default"]["ENGINE"].endswith("sqlite3"):
    # A real SQLite file, not the in-memory default: what the app really runs on.
    DATABASES["default"]["TEST"] = {"NAME": str(VAR_DIR / "test.sqlite3")}
MEMORYUI_RECONCILE_INTERVAL = 0
# Tests assert that a change on disk shows on the very next request.
MEMORYUI_RECONCILE_MODE = "inline"
# A page's verify or curate is done before its answer: a test's transaction holds its data.
MEMORYUI_JOBS_MODE = "inline"
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
WHITENOISE_USE_FINDERS = True
