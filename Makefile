# The README's two commands: `make demo` serves the dashboard, `make test` passes the tests.
# Each sets up everything it needs first (a virtualenv in .venv, and chromium for the tests).
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: demo test setup chromium lint serve test-postgres

# A venv that failed half-way (no python3-venv) must not look made to the next run.
$(PY):
	python3 -m venv $(VENV) || { rm -rf $(VENV); echo "Install Python's venv first: apt-get install python3-venv"; exit 1; }

$(STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[test]"
	touch $(STAMP)

setup: $(STAMP)

demo: setup
	$(PY) manage.py migrate --noinput -v0
	$(PY) manage.py collectstatic --noinput -v0
	$(PY) manage.py sync
	@# Only the bundled demo copy gets a review queue up front: curate writes to .memoryui/.
	[ -n "$$MEMORYUI_MEMDIR" ] || $(PY) manage.py curate
	MEMORYUI_PASSWORD=memoryui-demo $(PY) manage.py adduser demo --role editor
	@echo ""
	@echo "  memoryui is at http://127.0.0.1:8000 — log in as  demo / memoryui-demo  (Ctrl-C stops it)"
	@echo ""
	$(PY) manage.py runserver 127.0.0.1:8000

# Browser tests need Debian's chromium; Playwright's own browser download does not work here.
chromium:
	@command -v chromium >/dev/null || { \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium; }

test: setup chromium
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m pytest

lint: setup
	$(PY) -m ruff check . && $(PY) -m ruff format --check .

# A team deployment: gunicorn with several workers, static files from whitenoise, DEBUG off.
# Put it behind a TLS proxy and set MEMORYUI_HTTPS=True, MEMORYUI_ALLOWED_HOSTS and
# MEMORYUI_CSRF_TRUSTED_ORIGINS; DATABASE_URL=postgres://… for PostgreSQL.
WORKERS ?= 4
BIND ?= 127.0.0.1:8000
serve: setup
	$(PY) manage.py migrate --noinput -v0
	$(PY) manage.py collectstatic --noinput -v0
	$(PY) manage.py sync
	$(VENV)/bin/gunicorn memoryui.wsgi --workers $(WORKERS) --bind $(BIND) --access-logfile - --timeout 60

# The same suite against PostgreSQL (DATABASE_URL must point at a server you may create a
# test database on); .ci/run starts one from Debian's packages.
test-postgres: setup chromium
	$(PY) -m pytest
