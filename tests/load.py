"""Load: 20 readers, one editor and one agent against gunicorn on 127.0.0.1, then a check
that nothing was lost.

    .venv/bin/python tests/load.py [--seconds 60] [--database-url postgres://…] [--json out.json]

What it does, bounded from start to end (every loop checks one deadline, every request has a
timeout, gunicorn and the agent are stopped in a ``finally``):

1. A 5,000-file memdir from ``tests/tools/gen_memdir.py --files 5000 --seed 1``, generated
   once into ``--work``/pristine-<the generator's hash> and copied (mtimes kept) into a fresh
   writable folder per run;
   a fresh database (SQLite under the run's var dir, or the PostgreSQL database of
   ``--database-url``, dropped and created again); ``migrate``, ``collectstatic``, ``sync``;
   one shared viewer and one editor through ``adduser``.
2. gunicorn with 4 workers on a free loopback port, the background reconcile every 2 s.
3. For ``--seconds``: 20 reader threads, each with its own logged-in session, browsing every
   page kind in rotation, HTML and its ``?format=json`` twin; one editor thread that opens the
   edit form of a few topic files, sets the body's first line to "operator edit N" and posts
   it (302 saved, 409 conflict, anything else an error); one agent process appending
   "agent line N" to some of the same topic files and to MEMORY.md every ~50 ms.
4. After everything stopped: every agent line it logged is on disk exactly once, the last
   saved marker of each file is on disk, no conflicted marker is, and the journal holds one
   event per saved edit.
5. A report per page kind (p50/p95/p99), the counts and a verdict; ``--json`` writes it.

The exit status is 0 only for a PASS verdict. Not collected by pytest: it is a script.
"""

from __future__ import annotations

import argparse
import hashlib
import html.parser
import http.cookiejar
import json
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
GENERATOR = REPO / "tests" / "tools" / "gen_memdir.py"
VENV_BIN = REPO / ".venv" / "bin"
FILES = 5000
SEED = 1
READERS = 20
WORKERS = 4
QUESTION = "did we ever settle how staging gets its copy of the database?"
REQUEST_TIMEOUT = 30.0
AGENT_INTERVAL = 0.05
# One line in this many goes to a file the editor edits: each of two such files then gets a
# line every ~2 s, against the editor's ~1 s from opening the form to saving it under load.
RARE_EVERY = 20
# The editor is a person at a keyboard, only a fast one: a short pause between saves.
EDIT_PAUSE = 0.1
VIEWER, EDITOR = "reader", "operator"
AGENT_LINE = re.compile(r"(?<!\d)agent line (\d+)(?!\d)")

# Each read page and a key its JSON twin must carry (DESIGN §7).
PAGE_KINDS: list[tuple[str, str]] = [
    ("overview", "counts"),
    ("index", "entries"),
    ("memories", "memories"),
    ("memory", "body"),
    ("believe", "results"),
    ("review", "items"),
    ("history", "events"),
]


# ---------------------------------------------------------------------------------------------
# The agent: a separate process, like the real one, taking no lock.
# ---------------------------------------------------------------------------------------------


def agent_main(argv: list[str]) -> None:
    """Appends "agent line N" to the memdir every ~50 ms until ``until`` (epoch seconds).

    Most lines go round-robin to the ``files`` given; every RARE_EVERY-th line goes to one of
    the ``--rare`` files instead (the ones the editor also edits), so those are quiet long
    enough for some saves to land and busy enough for others to conflict. Each line is logged
    only after its write returned, so a logged line is a line the agent is owed; the file is
    opened afresh for every line, as an agent's tool call does.
    """
    parser = argparse.ArgumentParser(prog="load.py agent")
    parser.add_argument("--memdir", type=Path, required=True)
    parser.add_argument("--log", type=Path, required=True)
    parser.add_argument("--until", type=float, required=True)
    parser.add_argument("--rare", action="append", default=[])
    parser.add_argument("files", nargs="+")
    args = parser.parse_args(argv)
    stopping = threading.Event()
    # A SIGTERM lets the current line and its log entry finish: no line written but unlogged.
    signal.signal(signal.SIGTERM, lambda *_: stopping.set())
    number = 0
    with open(args.log, "a", encoding="utf-8") as log:
        while time.time() < args.until and not stopping.is_set():
            number += 1
            if args.rare and number % RARE_EVERY == 0:
                rel = args.rare[(number // RARE_EVERY) % len(args.rare)]
            else:
                rel = args.files[number % len(args.files)]
            with open(args.memdir / rel, "a", encoding="utf-8") as target:
                target.write(f"agent line {number}\n")
            log.write(f"{number}\t{rel}\n")
            log.flush()
            time.sleep(AGENT_INTERVAL)


# ---------------------------------------------------------------------------------------------
# Setup: memdir, database, users, gunicorn.
# ---------------------------------------------------------------------------------------------


def pristine_memdir(work: Path) -> Path:
    """The generated memdir, made once: generating 5,000 files is the slow part of setup.

    Its folder is named by a hash of the generator's source, so an edited generator makes a
    new memdir instead of reusing one it would no longer write.
    """
    version = hashlib.sha256(GENERATOR.read_bytes()).hexdigest()[:12]
    pristine = work / f"pristine-{version}"
    if (pristine / "MEMORY.md").is_file():
        return pristine
    partial = work / f"pristine-{version}.partial"
    shutil.rmtree(partial, ignore_errors=True)
    subprocess.run(
        [sys.executable, str(GENERATOR), str(partial), "--files", str(FILES), "--seed", str(SEED)],
        check=True,
        stdout=subprocess.DEVNULL,
        timeout=900,
    )
    partial.rename(pristine)
    return pristine


def topic_paths(memdir: Path) -> list[str]:
    return sorted(
        p.relative_to(memdir).as_posix()
        for p in memdir.rglob("*.md")
        if p.name != "MEMORY.md" and not any(part.startswith(".") for part in p.parts)
    )


def reset_postgres(url: str) -> None:
    """Drop and create the load database, so each run starts from empty tables.

    The role in the URL needs CREATEDB; when it lacks it, a root caller falls back to the
    postgres superuser through ``su``.
    """
    import psycopg

    parts = urllib.parse.urlsplit(url)
    name = urllib.parse.unquote(parts.path.lstrip("/"))
    owner = urllib.parse.unquote(parts.username or "")
    if not re.fullmatch(r"[A-Za-z0-9_]+", name) or not re.fullmatch(r"[A-Za-z0-9_]+", owner):
        raise SystemExit(f"Refusing a database or role name that needs quoting: {name!r}.")
    try:
        with psycopg.connect(
            host=parts.hostname or "127.0.0.1",
            port=parts.port or 5432,
            user=owner,
            password=urllib.parse.unquote(parts.password or ""),
            dbname="postgres",
            autocommit=True,
            connect_timeout=10,
        ) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
            conn.execute(f'CREATE DATABASE "{name}" OWNER "{owner}"')
        return
    except psycopg.Error as exc:
        if os.geteuid() != 0:
            raise SystemExit(f"Could not recreate {name}: {exc}") from None
    for sql in (
        f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)',
        f'CREATE DATABASE "{name}" OWNER "{owner}"',
    ):
        subprocess.run(["su", "postgres", "-c", f"psql -qc '{sql}'"], check=True, timeout=60)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def server_env(memdir: Path, var: Path, database_url: str | None) -> dict[str, str]:
    env = {
        k: v for k, v in os.environ.items() if not k.startswith("MEMORYUI_") and k != "DATABASE_URL"
    }
    env.update(
        DJANGO_SETTINGS_MODULE="memoryui.settings",
        MEMORYUI_MEMDIR=str(memdir),
        MEMORYUI_VAR_DIR=str(var),
        MEMORYUI_RECONCILE_MODE="background",
        MEMORYUI_RECONCILE_INTERVAL="2",
        MEMORYUI_ALLOWED_HOSTS="127.0.0.1",
    )
    if database_url:
        env["DATABASE_URL"] = database_url
    else:
        env["MEMORYUI_DB"] = str(var / "memoryui.sqlite3")
    return env


def manage(env: dict[str, str], *args: str) -> tuple[float, str]:
    started = time.perf_counter()
    done = subprocess.run(
        [str(VENV_BIN / "python"), "manage.py", *args],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"manage.py {' '.join(args)} failed:\n{done.stdout}\n{done.stderr}")
    return time.perf_counter() - started, done.stdout.strip()


def wait_healthy(base: str, server: subprocess.Popen, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit(f"gunicorn exited with {server.returncode} before it was healthy.")
        try:
            with _opener().open(base + "/health/", timeout=2) as answer:
                if answer.status == 200:
                    return
        except (OSError, urllib.error.URLError):
            pass
        time.sleep(0.2)
    raise SystemExit(f"{base}/health/ did not answer 200 within {seconds:.0f} s.")


def stop(process: subprocess.Popen | None, grace: float) -> None:
    """SIGTERM (gunicorn stops its workers gracefully), then SIGKILL after ``grace``."""
    if process is None or process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=10)


def _cpu_seconds(pid: int) -> float:
    """User plus system CPU of one process so far (Linux /proc)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def server_cpu_seconds(master: int) -> float:
    """gunicorn's master and its workers: the CPU the server itself spent."""
    pids = [master]
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            if int(stat.read_text().rsplit(")", 1)[1].split()[1]) == master:
                pids.append(int(stat.parent.name))
        except (OSError, ValueError, IndexError):
            continue
    return sum(_cpu_seconds(pid) for pid in pids)


def machine_busy_seconds() -> float:
    """CPU seconds every process on the machine spent, summed over cores: with the server's
    and the client's share it shows whether something else competed for the two cores."""
    ticks = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = ticks[3] + ticks[4]
    return (sum(ticks[:8]) - idle) / os.sysconf("SC_CLK_TCK")


# ---------------------------------------------------------------------------------------------
# HTTP: a session per thread, cookies kept, redirects reported (never followed), no proxy.
# ---------------------------------------------------------------------------------------------


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: object, **kwargs: object) -> None:
        return None


def _opener(jar: http.cookiejar.CookieJar | None = None) -> urllib.request.OpenerDirector:
    # An empty ProxyHandler: an http_proxy in the environment must not take loopback traffic
    # off this machine.
    handlers: list[urllib.request.BaseHandler] = [urllib.request.ProxyHandler({}), _NoRedirect]
    if jar is not None:
        handlers.append(urllib.request.HTTPCookieProcessor(jar))
    return urllib.request.build_opener(*handlers)


@dataclass
class Answer:
    status: int
    body: bytes
    headers: dict[str, str]
    seconds: float
    failure: str = ""  # a connection error or a timeout: no HTTP status at all


class Session:
    def __init__(self, base: str) -> None:
        self.base = base
        self.jar = http.cookiejar.CookieJar()
        self.opener = _opener(self.jar)

    def request(self, path: str, form: dict[str, str] | None = None) -> Answer:
        data = urllib.parse.urlencode(form).encode() if form is not None else None
        started = time.perf_counter()
        try:
            with self.opener.open(self.base + path, data=data, timeout=REQUEST_TIMEOUT) as a:
                body = a.read()
                return Answer(a.status, body, dict(a.headers), time.perf_counter() - started)
        except urllib.error.HTTPError as exc:
            body = exc.read()
            return Answer(exc.code, body, dict(exc.headers), time.perf_counter() - started)
        except (OSError, urllib.error.URLError) as exc:
            return Answer(0, b"", {}, time.perf_counter() - started, f"{type(exc).__name__}: {exc}")

    def login(self, user: str, password: str) -> Answer:
        page = self.request("/login/")
        if page.status != 200:
            return page
        forms = parse_forms(page.body.decode("utf-8", "replace"))
        login_forms = [f["fields"] for f in forms if "/login/" in f["action"]]
        token = login_forms[0].get("csrfmiddlewaretoken", "") if login_forms else ""
        answer = self.request(
            "/login/",
            {"username": user, "password": password, "csrfmiddlewaretoken": token, "next": "/"},
        )
        if answer.status == 302 and not any(c.name == "sessionid" for c in self.jar):
            answer.failure = "login answered 302 but set no session cookie"
        return answer


class _FormParser(html.parser.HTMLParser):
    """Every form on a page: its action, input values, the selected option of each select and
    each textarea's text, unescaped as a browser would submit them."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.forms: list[dict] = []
        self._select: str | None = None
        self._textarea: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "form":
            self.forms.append({"action": a.get("action", ""), "fields": {}})
        if not self.forms:
            return
        fields = self.forms[-1]["fields"]
        if tag == "input" and a.get("name"):
            if a.get("type") in ("checkbox", "radio") and "checked" not in a:
                return
            fields[a["name"]] = a.get("value", "")
        elif tag == "select":
            self._select = a.get("name")
        elif tag == "option" and self._select:
            if "selected" in a or self._select not in fields:
                fields[self._select] = a.get("value", "")
        elif tag == "textarea" and a.get("name"):
            self._textarea = a["name"]
            fields[self._textarea] = ""

    def handle_endtag(self, tag: str) -> None:
        if tag == "select":
            self._select = None
        elif tag == "textarea" and self._textarea:
            # A browser drops one newline right after <textarea>; the template writes one there.
            text = self.forms[-1]["fields"][self._textarea]
            if text.startswith("\n"):
                self.forms[-1]["fields"][self._textarea] = text[1:]
            self._textarea = None

    def handle_data(self, data: str) -> None:
        if self._textarea and self.forms:
            self.forms[-1]["fields"][self._textarea] += data


def parse_forms(page: str) -> list[dict]:
    parser = _FormParser()
    parser.feed(page)
    parser.close()
    return parser.forms


# ---------------------------------------------------------------------------------------------
# The traffic.
# ---------------------------------------------------------------------------------------------


@dataclass
class Results:
    """What one thread saw; merged after the threads stopped, so no locking is needed."""

    timings: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    requests: int = 0
    errors: list[dict] = field(default_factory=list)

    def record(self, kind: str, path: str, answer: Answer, problem: str = "") -> None:
        self.requests += 1
        if answer.failure or problem:
            self.errors.append(
                {
                    "kind": kind,
                    "path": path,
                    "status": answer.status,
                    "problem": answer.failure or problem,
                    "body": answer.body[:300].decode("utf-8", "replace"),
                }
            )
        if not answer.failure:
            self.timings[kind].append(answer.seconds)


def check_read(kind: str, fmt: str, answer: Answer, key: str) -> str:
    """Why a read answer is wrong, or "" when it is what a reader should get."""
    if answer.failure:
        return answer.failure
    if answer.status != 200:
        return f"status {answer.status}"
    if fmt == "json":
        try:
            data = json.loads(answer.body)
        except ValueError:
            return "the JSON twin is not JSON"
        return "" if key in data else f"the JSON twin has no {key!r}"
    if b"</html>" not in answer.body:
        return "the page is not a whole HTML document"
    return ""


def logged_in(session: Session, user: str, password: str, out: Results) -> bool:
    answer = session.login(user, password)
    ok = answer.status == 302 and not answer.failure
    out.record("login", "/login/", answer, "" if ok else f"status {answer.status}")
    return ok


MEMORY_LISTS = ["/memories/?sort=-mtime_ns&type=project", "/memories/?sort=name&load=recall"]


def read_url(kind: str, turn: int, paths: list[str]) -> str:
    """The HTML URL of a page kind; ``turn`` varies the memory shown and the list's sort."""
    if kind == "memories":
        return MEMORY_LISTS[turn % len(MEMORY_LISTS)]
    if kind == "memory":
        return "/memories/" + urllib.parse.quote(paths[turn % len(paths)], safe="/")
    if kind == "believe":
        return "/believe/?q=" + urllib.parse.quote(QUESTION)
    return {"overview": "/", "index": "/index/", "review": "/review/", "history": "/history/"}[kind]


def in_format(path: str, fmt: str) -> str:
    return path + ("&" if "?" in path else "?") + "format=json" if fmt == "json" else path


def unloaded(base: str, password: str, paths: list[str], rounds: int, out: Results) -> None:
    """Every page kind alone, one request at a time, before the load: the yardstick for
    what 20 readers, the editor and the agent add."""
    session = Session(base)
    if not logged_in(session, VIEWER, password, out):
        return
    for turn in range(rounds):
        for kind, key in PAGE_KINDS:
            for fmt in ("html", "json"):
                path = in_format(read_url(kind, turn, paths), fmt)
                answer = session.request(path)
                out.record(f"{kind} {fmt}", path, answer, check_read(kind, fmt, answer, key))


def reader(
    number: int, base: str, password: str, paths: list[str], deadline: float, out: Results
) -> None:
    session = Session(base)
    if not logged_in(session, VIEWER, password, out):
        return
    # Readers start at different points of the rotation, so every kind is always in flight.
    step = number * 2
    while time.monotonic() < deadline:
        kind, key = PAGE_KINDS[(step // 2) % len(PAGE_KINDS)]
        fmt = "html" if step % 2 == 0 else "json"
        path = in_format(read_url(kind, step // (2 * len(PAGE_KINDS)) + number * 7, paths), fmt)
        answer = session.request(path)
        out.record(f"{kind} {fmt}", path, answer, check_read(kind, fmt, answer, key))
        step += 1


@dataclass
class Edits:
    tried: int = 0
    saved: int = 0
    conflicts: int = 0
    saved_markers: list[tuple[str, str]] = field(default_factory=list)
    conflict_markers: list[tuple[str, str]] = field(default_factory=list)
    last_marker: dict[str, str] = field(default_factory=dict)


def editor(
    base: str, password: str, files: list[str], deadline: float, out: Results, edits: Edits
) -> None:
    session = Session(base)
    if not logged_in(session, EDITOR, password, out):
        return
    number = 0
    while time.monotonic() < deadline:
        rel = files[number % len(files)]
        number += 1
        url = "/memories/" + urllib.parse.quote(rel, safe="/") + "/edit"
        page = session.request(url)
        if page.failure or page.status != 200:
            out.record("edit form", url, page, f"status {page.status}")
            continue
        forms = [f for f in parse_forms(page.body.decode("utf-8")) if f["action"].endswith("/edit")]
        needed = {"name", "description", "type", "body", "base_sha256", "csrfmiddlewaretoken"}
        if not forms or not needed <= forms[0]["fields"].keys():
            out.record("edit form", url, page, "the edit form lacks a field it must have")
            continue
        out.record("edit form", url, page)
        if time.monotonic() >= deadline:
            break
        fields = dict(forms[0]["fields"])
        marker = f"operator edit {number}"
        rest = fields["body"].split("\n", 1)
        body = marker + ("\n" + rest[1] if len(rest) > 1 else "\n")
        # Browsers post textareas with CRLF line ends; the app must write the file's own.
        fields["body"] = body.replace("\n", "\r\n")
        edits.tried += 1
        saved = session.request(url, fields)
        if saved.status == 302 and not saved.failure:
            edits.saved += 1
            edits.saved_markers.append((rel, marker))
            edits.last_marker[rel] = marker
            out.record("edit save", url, saved)
        elif saved.status == 409 and not saved.failure:
            edits.conflicts += 1
            edits.conflict_markers.append((rel, marker))
            out.record("edit save", url, saved)
        else:
            out.record("edit save", url, saved, f"status {saved.status}")
        time.sleep(EDIT_PAUSE)


# ---------------------------------------------------------------------------------------------
# Verification and the report.
# ---------------------------------------------------------------------------------------------


def verify(memdir: Path, agent_log: Path, edits: Edits) -> dict:
    logged = []
    for line in agent_log.read_text(encoding="utf-8").splitlines():
        number, rel = line.split("\t", 1)
        logged.append((int(number), rel))
    files = {rel for _, rel in logged} | {rel for rel, _ in edits.saved_markers}
    files |= {rel for rel, _ in edits.conflict_markers}
    texts = {rel: (memdir / rel).read_text(encoding="utf-8") for rel in files}
    seen = {rel: Counter(int(n) for n in AGENT_LINE.findall(text)) for rel, text in texts.items()}
    lost = [f"{rel}: agent line {n}" for n, rel in logged if seen[rel][n] == 0]
    doubled = [f"{rel}: agent line {n} ×{seen[rel][n]}" for n, rel in logged if seen[rel][n] > 1]
    owed = {(rel, n) for n, rel in logged}
    stray = [
        f"{rel}: agent line {n}"
        for rel, counts in seen.items()
        for n in counts
        if (rel, n) not in owed
    ]

    def has_line(rel: str, marker: str) -> bool:
        return marker in texts[rel].splitlines()

    last = edits.last_marker.items()
    missing_markers = [f"{rel}: {m}" for rel, m in last if not has_line(rel, m)]
    conflicted_on_disk = [f"{rel}: {m}" for rel, m in edits.conflict_markers if has_line(rel, m)]

    journal = memdir / ".memoryui" / "journal.jsonl"
    events = [json.loads(x) for x in journal.read_text().splitlines()] if journal.exists() else []
    per_file_events = Counter(e["files"][0]["path"] for e in events if e["action"] == "edit")
    per_file_saves = Counter(rel for rel, _ in edits.saved_markers)
    return {
        "agent_lines_written": len(logged),
        "agent_lines_found_once": len(logged) - len(lost) - len(doubled),
        "agent_lines_lost": lost[:20],
        "agent_lines_doubled": doubled[:20],
        "agent_lines_unlogged": stray[:20],
        "last_markers_checked": len(edits.last_marker),
        "last_markers_missing": missing_markers,
        "conflicted_markers_on_disk": conflicted_on_disk,
        "journal_events": len(events),
        "journal_edit_events": sum(per_file_events.values()),
        "journal_matches_saves": per_file_events == per_file_saves and len(events) == edits.saved,
    }


def percentile(sorted_values: list[float], p: float) -> float:
    """Nearest rank: the smallest value with at least p % of the values at or below it."""
    rank = max(1, -(-len(sorted_values) * p // 100))
    return sorted_values[int(rank) - 1]


def latency_table(timings: dict[str, list[float]]) -> dict[str, dict]:
    table = {}
    for kind in sorted(timings):
        values = sorted(timings[kind])
        table[kind] = {
            "n": len(values),
            **{f"p{p}_ms": round(percentile(values, p) * 1000, 1) for p in (50, 95, 99)},
            "max_ms": round(values[-1] * 1000, 1),
        }
    return table


def server_log_findings(log: Path) -> dict:
    text = log.read_text(errors="replace") if log.exists() else ""
    return {
        "tracebacks": text.count("Traceback (most recent call last)"),
        "database_is_locked": text.count("database is locked"),
        "worker_timeouts": text.count("WORKER TIMEOUT"),
        "error_lines": [line for line in text.splitlines() if "[ERROR]" in line][:20],
    }


def print_report(report: dict) -> None:
    print()
    print(
        f"memoryui load — {report['database']}, {report['files']} files, "
        f"{report['readers']} readers + 1 editor + 1 agent, gunicorn {WORKERS} workers, "
        f"{report['seconds']:.1f} s"
    )
    print(
        f"{'page kind':<16} {'n':>6} {'p50 ms':>9} {'p95 ms':>9} {'p99 ms':>9} {'max ms':>9}"
        f" {'unloaded p50':>13}"
    )
    for kind, row in report["latency"].items():
        alone = row.get("unloaded_p50_ms")
        print(
            f"{kind:<16} {row['n']:>6} {row['p50_ms']:>9.1f} {row['p95_ms']:>9.1f} "
            f"{row['p99_ms']:>9.1f} {row['max_ms']:>9.1f} {'' if alone is None else alone:>13}"
        )
    print(
        f"requests: {report['requests']} ({report['requests_per_second']:.1f}/s)   "
        f"errors: {report['errors']}"
    )
    cpu = report["cpu_seconds"]
    print(
        f"CPU during the load: machine {cpu['machine']} s of {cpu['cores']} cores × "
        f"{report['seconds']:.0f} s; gunicorn {cpu['gunicorn']} s; load generator "
        f"{cpu['load_generator']} s"
    )
    for error in report["error_samples"][:10]:
        print(f"  error: {error['kind']} {error['path']}: {error['problem']}")
    e, v = report["edits"], report["verification"]
    print(f"saves: tried {e['tried']}, saved {e['saved']}, conflicts (409) {e['conflicts']}")
    for rel, counts in e["per_file"].items():
        shared = "also appended to by the agent" if rel in report["agent_files"] else "editor only"
        print(f"  {rel} ({shared}): saved {counts['saved']}, conflicts {counts['conflicts']}")
    print(
        f"agent lines: written {v['agent_lines_written']}, on disk exactly once "
        f"{v['agent_lines_found_once']}, lost {len(v['agent_lines_lost'])}, "
        f"doubled {len(v['agent_lines_doubled'])}"
    )
    print(
        f"operator edits: last marker of {v['last_markers_checked']} files checked, missing "
        f"{len(v['last_markers_missing'])}; conflicted markers on disk "
        f"{len(v['conflicted_markers_on_disk'])}"
    )
    print(
        f"journal: {v['journal_events']} events for {e['saved']} saves "
        f"({'match' if v['journal_matches_saves'] else 'MISMATCH'})"
    )
    s = report["server_log"]
    print(
        f"gunicorn stderr: {s['tracebacks']} tracebacks, {s['database_is_locked']} "
        f"'database is locked', {s['worker_timeouts']} worker timeouts"
    )
    for reason in report["failures"]:
        print(f"  FAIL: {reason}")
    print(f"verdict: {report['verdict']}")


def verdict(errors: int, edits: Edits, v: dict, server_log: dict) -> list[str]:
    failures = []
    if errors:
        failures.append(f"{errors} requests failed (5xx, connection error or unexpected status)")
    if edits.saved == 0:
        failures.append("the editor saved nothing, so no edit was put at risk")
    if v["agent_lines_written"] == 0:
        failures.append("the agent wrote nothing")
    for key, words in (
        ("agent_lines_lost", "agent lines lost"),
        ("agent_lines_doubled", "agent lines on disk more than once"),
        ("agent_lines_unlogged", "agent lines on disk that the agent never logged"),
        ("last_markers_missing", "saved operator edits lost"),
        ("conflicted_markers_on_disk", "edits answered 409 that were written anyway"),
    ):
        if v[key]:
            failures.append(f"{len(v[key])} {words}: {', '.join(v[key][:3])}")
    if not v["journal_matches_saves"]:
        failures.append(
            f"the journal has {v['journal_events']} events for {edits.saved} saved edits"
        )
    if server_log["tracebacks"] or server_log["worker_timeouts"]:
        failures.append("gunicorn logged tracebacks or worker timeouts (see its stderr)")
    return failures


# ---------------------------------------------------------------------------------------------
# One run.
# ---------------------------------------------------------------------------------------------


def run(args: argparse.Namespace) -> dict:
    work: Path = args.work
    work.mkdir(parents=True, exist_ok=True)
    pristine = pristine_memdir(work)
    label = "postgresql" if args.database_url else "sqlite"
    run_dir = work / f"run-{label}"
    shutil.rmtree(run_dir, ignore_errors=True)
    memdir, var = run_dir / "memdir", run_dir / "var"
    var.mkdir(parents=True)
    # copy2 keeps each file's mtime: the recall window and the stale rule depend on it.
    shutil.copytree(pristine, memdir, copy_function=shutil.copy2)
    topics = topic_paths(memdir)
    # Three files the editor edits; the agent appends now and then to the first two of them
    # (contested), and often to MEMORY.md and to a topic file the editor never opens.
    edit_files = [topics[len(topics) * k // 3] for k in range(3)]
    contested = edit_files[:2]
    agent_files = ["MEMORY.md", topics[len(topics) // 2 + 1]]
    browse = sorted(set(topics[:: max(1, len(topics) // 200)]) | set(edit_files))

    if args.database_url:
        reset_postgres(args.database_url)
    env = server_env(memdir, var, args.database_url)
    password = secrets.token_urlsafe(18)
    setup = {}
    setup["migrate_s"], _ = manage(env, "migrate", "--noinput", "-v0")
    setup["collectstatic_s"], _ = manage(env, "collectstatic", "--noinput", "-v0")
    setup["sync_s"], sync_out = manage(env, "sync")
    users_env = {**env, "MEMORYUI_PASSWORD": password}
    manage(users_env, "adduser", VIEWER, "--role", "viewer")
    manage(users_env, "adduser", EDITOR, "--role", "editor")
    print(f"setup: {label}, memdir {memdir}, sync: {sync_out.splitlines()[-1] if sync_out else ''}")
    print(f"setup times: {json.dumps({k: round(v, 1) for k, v in setup.items()})}")

    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server_log = run_dir / "gunicorn.stderr"
    agent_log = run_dir / "agent.log"
    agent_log.touch()
    server = agent = None
    results = [Results() for _ in range(READERS + 1)]
    edits = Edits()
    try:
        with open(server_log, "wb") as log:
            server = subprocess.Popen(
                [
                    str(VENV_BIN / "gunicorn"),
                    "memoryui.wsgi",
                    "--workers",
                    str(WORKERS),
                    "--bind",
                    f"127.0.0.1:{port}",
                ],
                cwd=REPO,
                env=env,
                stdout=log,
                stderr=log,
            )
        wait_healthy(base, server)
        baseline = Results()
        unloaded(base, password, browse, args.unloaded_rounds, baseline)
        started = time.monotonic()
        # The load generator shares the two cores with gunicorn: its CPU time is reported.
        client_cpu = time.process_time()
        server_cpu, machine_cpu = server_cpu_seconds(server.pid), machine_busy_seconds()
        deadline = started + args.seconds
        agent = subprocess.Popen(
            [
                sys.executable,
                __file__,
                "agent",
                "--memdir",
                str(memdir),
                "--log",
                str(agent_log),
                "--until",
                str(time.time() + args.seconds),
                *[arg for rel in contested for arg in ("--rare", rel)],
                *agent_files,
            ]
        )
        threads = [
            threading.Thread(
                target=reader, args=(i, base, password, browse, deadline, results[i]), daemon=True
            )
            for i in range(READERS)
        ]
        threads.append(
            threading.Thread(
                target=editor,
                args=(base, password, edit_files, deadline, results[READERS], edits),
                daemon=True,
            )
        )
        for thread in threads:
            thread.start()
        for thread in threads:
            # A request in flight at the deadline may take up to its own timeout.
            thread.join(timeout=max(0.0, deadline - time.monotonic()) + REQUEST_TIMEOUT + 5)
        stuck = sum(thread.is_alive() for thread in threads)
        elapsed = time.monotonic() - started
        client_cpu = time.process_time() - client_cpu
        server_cpu = server_cpu_seconds(server.pid) - server_cpu
        machine_cpu = machine_busy_seconds() - machine_cpu
        agent.wait(timeout=10)
    finally:
        stop(agent, 5)
        stop(server, 35)

    merged = Results()
    for part in results:
        merged.requests += part.requests
        merged.errors.extend(part.errors)
        for kind, values in part.timings.items():
            merged.timings[kind].extend(values)
    merged.errors.extend(baseline.errors)
    latency = latency_table(merged.timings)
    for kind, values in baseline.timings.items():
        if kind in latency:
            latency[kind]["unloaded_p50_ms"] = round(percentile(sorted(values), 50) * 1000, 1)
    verification = verify(memdir, agent_log, edits)
    findings = server_log_findings(server_log)
    errors = len(merged.errors) + stuck
    failures = verdict(errors, edits, verification, findings)
    if stuck:
        failures.append(f"{stuck} client threads were still running after the deadline")
    return {
        "database": label,
        "database_url": args.database_url or f"sqlite:///{var / 'memoryui.sqlite3'}",
        "files": FILES,
        "seed": SEED,
        "readers": READERS,
        "workers": WORKERS,
        "seconds": elapsed,
        "setup": setup,
        "cpu_seconds": {
            "machine": round(machine_cpu, 1),
            "gunicorn": round(server_cpu, 1),
            "load_generator": round(client_cpu, 1),
            "cores": os.cpu_count(),
        },
        "requests": merged.requests,
        "unloaded_requests": baseline.requests,
        "requests_per_second": merged.requests / elapsed if elapsed else 0.0,
        "errors": errors,
        "error_kinds": dict(Counter(e["problem"] for e in merged.errors)),
        "error_samples": merged.errors[:20],
        "latency": latency,
        "edits": {
            "tried": edits.tried,
            "saved": edits.saved,
            "conflicts": edits.conflicts,
            "files": edit_files,
            "last_marker": edits.last_marker,
            "per_file": {
                rel: {
                    "saved": sum(r == rel for r, _ in edits.saved_markers),
                    "conflicts": sum(r == rel for r, _ in edits.conflict_markers),
                }
                for rel in edit_files
            },
        },
        "agent_files": agent_files + contested,
        "verification": verification,
        "server_log": findings,
        "server_log_path": str(server_log),
        "failures": failures,
        "verdict": "PASS" if not failures else "FAIL",
    }


def main() -> int:
    if sys.argv[1:2] == ["agent"]:
        agent_main(sys.argv[2:])
        return 0
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument(
        "--database-url", help="postgres://… to load PostgreSQL instead of a fresh SQLite file"
    )
    parser.add_argument("--json", type=Path, help="write the report here as JSON")
    parser.add_argument(
        "--unloaded-rounds",
        type=int,
        default=5,
        help="requests per page kind, one at a time before the load, for the unloaded p50",
    )
    parser.add_argument("--work", type=Path, default=Path("/tmp/memoryui-load"))
    args = parser.parse_args()
    report = run(args)
    print_report(report)
    if args.json:
        args.json.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n")
    return 0 if report["verdict"] == "PASS" else 1


if __name__ == "__main__":
    sys.exit(main())
