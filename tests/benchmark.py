"""How fast memoryui is on big synthetic memdirs, next to the floors any implementation pays.

    .venv/bin/python tests/benchmark.py [--sizes 500,5000,20000] [--repeat 5] [--json PATH]

For each size it generates a memdir with ``tests/tools/gen_memdir.py`` (cached under --work,
default /tmp/memoryui-benchmark, keyed by the generator's own hash, so a rerun skips that and
an edited generator does not reuse an old memdir), then measures the median of --repeat
repetitions of each measure, every repetition taken next to a repetition of its floor from
``tests/tools/floors.py`` in the same run (interleaved, so load from other work on the machine
falls on both):

* cold sync: ``projection.reconcile()`` into freshly migrated, empty tables, each repetition in
  a fresh process (which also gives the peak RSS of a cold sync), beside ``floors.py build``;
* reconcile with nothing changed, and after 1 and after 50 topic files changed (a line appended;
  every file's bytes and mtime are put back afterwards, so the cached memdir stays as generated),
  beside ``floors.py stat``;
* the belief query "did we ever settle how staging gets its copy of the database?" (its JSON
  twin through Django's test client), beside ``floors.py query`` and ``grep -ril`` of the rarest
  of its words;
* the /memories/, /review/, /believe/?q= and /index/ pages (full HTML through the test client,
  logged in as a viewer), and each page at the largest size against the same page at 500;
* ``curation.curate()`` (which writes .memoryui/review/candidates.json into the memdir; the
  .memoryui folder is deleted afterwards). /review/ is timed while its candidates are queued.

It prints one table per size, a summary of the issue's ratios (pass or fail, with the limit),
and writes every figure and sample as JSON (--json) for comparison across commits.
Not collected by pytest: it is a script.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import os
import platform
import resource
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TOOLS = REPO / "tests" / "tools"
GENERATOR = TOOLS / "gen_memdir.py"
FLOORS = [sys.executable, str(TOOLS / "floors.py")]
QUESTION = "did we ever settle how staging gets its copy of the database?"
FLOOR_WORDS = "staging copy database"
RARE_CANDIDATES = ("staging", "copy", "database")
SEED = 1
MANY = 50
STATE_DIR = ".memoryui"
# Cold syncs and curate runs of the biggest memdirs take seconds each: at most this many
# repetitions at or above LARGE files, so the default run stays near ten minutes on two cores.
LARGE = 20_000
LARGE_REPEAT = 3
MARK = "BENCHJSON "

# The limits (issue 5, "Reach these ratios").
COLD_LIMIT = 1.5  # cold sync / floors build
UNCHANGED_LIMIT = 2.0  # reconcile, nothing changed / floors stat
ONE_CHANGE_SLACK = 0.025  # reconcile after one change <= floors stat + 25 ms
BELIEF_TIMES, BELIEF_SLACK = 3.0, 0.010  # <= max(3 x bare FTS5, bare FTS5 + 10 ms); < grep
PAGE_LIMIT = 1.5  # each page at 20,000 / the same page at 500
RSS_LIMIT = 1.5  # cold sync peak RSS at 20,000 / at 5,000
PAGE_BASE, PAGE_TOP = 500, 20_000
RSS_BASE, RSS_TOP = 5_000, 20_000

PAGES = {
    "memories": ("/memories/", {}),
    "review": ("/review/", {}),
    "believe": ("/believe/", {"q": QUESTION}),
    "index": ("/index/", {}),
}
# JSON twins, timed for the record (no target).
INFO_PAGES = {
    "memories_json": ("/memories/", {"format": "json"}),
    "index_json": ("/index/", {"format": "json"}),
}
BELIEF_QUERY = ("/believe/", {"q": QUESTION, "format": "json"})
# The same with as many results as the bare FTS5 query returns (LIMIT 10), for the record.
BELIEF_QUERY_10 = ("/believe/", {"q": QUESTION, "format": "json", "per_page": "10"})


# ---------------------------------------------------------------------------------------------
# Helpers shared by the orchestrator and the children.
# ---------------------------------------------------------------------------------------------


def _emit(data: dict) -> None:
    print(MARK + json.dumps(data), flush=True)


def _maxrss_kb() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def _median(samples: list[float] | None) -> float | None:
    return statistics.median(samples) if samples else None


def _run_seconds(cmd: list[str]) -> float:
    """A floors.py measure: it prints seconds on its last line."""
    proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, check=True)
    return float(proc.stdout.strip().splitlines()[-1])


def _spawn(cmd: list[str], env: dict[str, str] | None = None) -> tuple[str, str, int, int]:
    """Run ``cmd`` to the end: (stdout, stderr, exit code, that process's peak RSS in KB)."""
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        proc = subprocess.Popen(cmd, env=env, cwd=REPO, stdout=out, stderr=err, text=True)
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        return out.read(), err.read(), proc.returncode, usage.ru_maxrss


def _result_of(cmd: list[str], stdout: str, stderr: str, code: int) -> dict:
    if code != 0:
        sys.stderr.write(stdout + stderr)
        raise SystemExit(f"failed ({code}): {' '.join(cmd)}")
    for line in reversed(stdout.splitlines()):
        if line.startswith(MARK):
            return json.loads(line[len(MARK) :])
    raise SystemExit(f"no result from: {' '.join(cmd)}\n{stdout}{stderr}")


def _journal(work: Path, n: int) -> Path:
    return work / f"restore-{n}.json"


def _save_originals(root: Path, rels: list[str], journal: Path) -> dict:
    """Bytes and times of the files about to change, also on disk in case the run dies."""
    saved = {}
    for rel in rels:
        path = root / rel
        st = path.stat()
        saved[rel] = {
            "b64": base64.b64encode(path.read_bytes()).decode(),
            "atime_ns": st.st_atime_ns,
            "mtime_ns": st.st_mtime_ns,
        }
    journal.write_text(json.dumps(saved))
    return saved


def _restore(root: Path, saved: dict) -> int:
    """Put back each file whose bytes or mtime differ; returns how many were put back."""
    put_back = 0
    for rel, was in saved.items():
        path = root / rel
        data = base64.b64decode(was["b64"])
        if path.read_bytes() != data or path.stat().st_mtime_ns != was["mtime_ns"]:
            path.write_bytes(data)
            os.utime(path, ns=(was["atime_ns"], was["mtime_ns"]))
            put_back += 1
    return put_back


def _fingerprint(root: Path) -> str:
    """Every file's path, bytes and mtime under ``root``, as one hash."""
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*")):
        if path.is_file():
            st = path.stat()
            digest.update(f"{path.relative_to(root)}\0{st.st_mtime_ns}\0".encode())
            digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


def _grep_files(word: str, root: Path) -> tuple[int, float]:
    started = time.perf_counter()
    proc = subprocess.run(["grep", "-ril", word, str(root)], capture_output=True, check=False)
    return len(proc.stdout.splitlines()), time.perf_counter() - started


# ---------------------------------------------------------------------------------------------
# Child processes: one Django per process, settings read from the environment at setup.
# ---------------------------------------------------------------------------------------------


def _django() -> None:
    sys.path.insert(0, str(REPO))
    import django

    django.setup()


def child_cold() -> None:
    """Fresh database file, migrate, then time one reconcile into the empty tables."""
    db = Path(os.environ["MEMORYUI_DB"])
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    _django()
    from django.core.management import call_command

    from memoryui import projection
    from memoryui.models import Memory

    call_command("migrate", verbosity=0, interactive=False)
    assert not Memory.objects.exists(), "cold sync must start from empty tables"
    before = _maxrss_kb()
    started = time.perf_counter()
    report = projection.reconcile()
    seconds = time.perf_counter() - started
    _emit(
        {
            "seconds": seconds,
            "rss_before_kb": before,
            "rss_peak_kb": _maxrss_kb(),
            "added": len(report.added),
            "memories": Memory.objects.count(),
            "summary": report.summary(),
        }
    )


def _timed(fn) -> float:
    started = time.perf_counter()
    fn()
    return time.perf_counter() - started


def child_warm(args: argparse.Namespace) -> None:
    """Everything after a cold sync, in one long-lived process like a worker's."""
    _django()
    from django.contrib.auth import get_user_model
    from django.contrib.auth.models import Group
    from django.core.management import call_command
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    from memoryui import curation, projection
    from memoryui.auth import EDITORS, is_editor
    from memoryui.models import Memory, review_queue

    repeat, curate_repeat = args.repeat, args.curate_repeat
    call_command("migrate", verbosity=0, interactive=False)
    var = Path(os.environ["MEMORYUI_VAR_DIR"])
    if not (var / "staticfiles" / "staticfiles.json").exists():
        call_command("collectstatic", verbosity=0, interactive=False)
    root = Path(projection.memdir_root())
    state_dir = root / STATE_DIR
    assert not state_dir.exists(), f"{state_dir} must not exist before the warm measures"
    first = projection.reconcile()
    out: dict = {"first_reconcile": first.summary(), "memories": Memory.objects.count()}

    # --- reconciles, each repetition beside one floors.py stat (itself a median of 5 walks) ---
    stat_samples: list[float] = []

    def floor_stat() -> None:
        stat_samples.append(_run_seconds([*FLOORS, "stat", str(root)]))

    times = []
    for _ in range(repeat):
        floor_stat()
        started = time.perf_counter()
        report = projection.reconcile()
        times.append(time.perf_counter() - started)
        assert report.nothing_changed, report.summary()
    out["reconcile_unchanged"] = times

    # The same with this process's known-files cache dropped first, as in a worker that just
    # started or whose cache another worker's reconcile made stale. For the record, no target.
    cache = getattr(projection, "_known_cache", None)
    if isinstance(cache, dict) and "key" in cache:
        times = []
        for _ in range(repeat):
            cache["key"] = None
            started = time.perf_counter()
            report = projection.reconcile()
            times.append(time.perf_counter() - started)
            assert report.nothing_changed, report.summary()
        out["reconcile_unchanged_cache_cold"] = times

    paths = sorted(Memory.objects.values_list("path", flat=True))
    journal = Path(args.journal)

    def changed(victims: list[str], label: str) -> list[float]:
        """Append a line to each victim, time the reconcile, put them back (untimed)."""
        saved = _save_originals(root, victims, journal)
        times = []
        try:
            for i in range(repeat):
                floor_stat()
                for rel in victims:
                    with (root / rel).open("a", encoding="utf-8") as f:
                        f.write(f"\nBenchmark touch {i}: staging copies the database nightly.\n")
                started = time.perf_counter()
                report = projection.reconcile()
                times.append(time.perf_counter() - started)
                assert sorted(report.changed) == victims, report.summary()
                assert not report.added and not report.removed, report.summary()
                assert _restore(root, saved) == len(victims)
                report = projection.reconcile()
                assert sorted(report.changed) == victims, f"{label}: {report.summary()}"
        finally:
            if _restore(root, saved):
                projection.reconcile()
            journal.unlink(missing_ok=True)
        return times

    one = [paths[len(paths) // 2]]
    many = sorted({paths[i * len(paths) // MANY] for i in range(MANY)})
    out["changed_one"], out["changed_many"] = one, many
    out["reconcile_one_changed"] = changed(one, "one")
    out["reconcile_many_changed"] = changed(many, "many")
    out["stat_walk"] = stat_samples

    # --- the viewer who reads every page ---
    user, _ = get_user_model().objects.get_or_create(username="benchmark-viewer")
    user.is_superuser = user.is_staff = False
    user.save()
    user.groups.remove(*Group.objects.filter(name=EDITORS))
    assert not is_editor(user), "the pages are timed for a viewer"
    client = Client()
    client.force_login(user)

    def get(url: str, params: dict):
        response = client.get(url, params)
        assert response.status_code == 200, f"{url} {params}: status {response.status_code}"
        return response

    # --- the belief query beside the bare FTS5 query and grep of its rarest word ---
    counts = {word: _grep_files(word, root)[0] for word in RARE_CANDIDATES}
    rare = min(counts, key=lambda w: (counts[w], w))
    out["grep_counts"], out["grep_word"] = counts, rare
    url, params = BELIEF_QUERY
    response = get(url, params)  # warm-up, not counted
    results = response.json()["results"]
    out["believe_hits"] = len(results)
    out["believe_top"] = [r["path"] for r in results[:3]]
    url10, params10 = BELIEF_QUERY_10
    out["believe_hits_10"] = len(get(url10, params10).json()["results"])  # warm-up too
    fts, grep, ours, ours10, orm = [], [], [], [], []
    for _ in range(repeat):
        fts.append(_run_seconds([*FLOORS, "query", args.floor_db, FLOOR_WORDS]))
        grep.append(_grep_files(rare, root)[1])
        ours.append(_timed(lambda: get(url, params)))
        ours10.append(_timed(lambda: get(url10, params10)))
        orm.append(_timed(lambda: Memory.objects.believe(QUESTION, curation.today())))
    out.update(fts5_query=fts, grep=grep, believe_query=ours, believe_query_10=ours10)
    out["believe_orm"] = orm

    # --- curate, then the pages while its candidates are queued ---
    try:
        times, found = [], []
        for _ in range(curate_repeat):
            started = time.perf_counter()
            report = curation.curate()
            times.append(time.perf_counter() - started)
            kinds: dict[str, int] = {}
            for c in report.candidates:
                kinds[c.kind] = kinds.get(c.kind, 0) + 1
            found.append(kinds)
        out["curate"], out["curate_candidates"] = times, found[-1]
        projection.reconcile()
        out["review_queue"] = len(review_queue())

        timed = {**PAGES, **INFO_PAGES}
        pages = out["pages"] = {}
        for key, (url, params) in timed.items():
            # The first request compiles templates and warms caches, as in any worker that
            # served a page before; it is not counted. A failing page is reported, not timed.
            try:
                with CaptureQueriesContext(connection) as queries:
                    response = get(url, params)
            except Exception as error:  # any failure of the page is the result
                pages[key] = {"error": f"{type(error).__name__}: {error}"[:300], "samples": None}
                continue
            pages[key] = {"bytes": len(response.content), "queries": len(queries), "samples": []}
        for _ in range(repeat):  # round robin, so a burst of other load does not hit one page
            for key, (url, params) in timed.items():
                if pages[key]["samples"] is not None:
                    seconds = _timed(lambda url=url, params=params: get(url, params))
                    pages[key]["samples"].append(seconds)
    finally:
        shutil.rmtree(state_dir, ignore_errors=True)
        projection.reconcile()
    _emit(out)


# ---------------------------------------------------------------------------------------------
# The orchestrator.
# ---------------------------------------------------------------------------------------------


def generator_version() -> str:
    """A hash of the generator's source: a cached memdir is reused only if it wrote it."""
    return hashlib.sha256(GENERATOR.read_bytes()).hexdigest()[:12]


def memdir_for(n: int, work: Path) -> Path:
    name = f"memdir-{n}-seed{SEED}-{generator_version()}"
    out, done = work / name, work / f"{name}.json"
    if done.exists() and out.is_dir():
        return out
    shutil.rmtree(out, ignore_errors=True)
    print(f"generating {n} files into {out} ...", flush=True)
    proc = subprocess.run(
        [sys.executable, str(GENERATOR), str(out), "--files", str(n), "--seed", str(SEED)],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    done.write_text(proc.stdout)
    return out


def make_pristine(memdir: Path, work: Path, n: int) -> list[str]:
    """Undo what an interrupted earlier run may have left in the cached memdir."""
    said = []
    journal = _journal(work, n)
    if journal.exists():
        put_back = _restore(memdir, json.loads(journal.read_text()))
        journal.unlink()
        said.append(f"put back {put_back} files an interrupted run had changed")
    if (memdir / STATE_DIR).exists():
        shutil.rmtree(memdir / STATE_DIR)
        said.append(f"removed {STATE_DIR}/ an interrupted run had left")
    return said


def child_env(memdir: Path, var: Path, db: Path) -> dict[str, str]:
    env = dict(os.environ)
    for name in (
        "DATABASE_URL",
        "MEMORYUI_READ_ONLY",
        "MEMORYUI_TODAY",
        "MEMORYUI_DEBUG",
        "MEMORYUI_STATE_DIR",
        "MEMORYUI_PROJECT_ROOT",
    ):
        env.pop(name, None)
    env.update(
        DJANGO_SETTINGS_MODULE="memoryui.settings",
        MEMORYUI_MEMDIR=str(memdir),
        MEMORYUI_VAR_DIR=str(var),
        MEMORYUI_DB=str(db),
        # Pages must not reconcile while they are timed: reconciles are timed on their own.
        MEMORYUI_RECONCILE_MODE="inline",
        MEMORYUI_RECONCILE_INTERVAL="1000000000",
        MEMORYUI_ALLOWED_HOSTS="localhost,127.0.0.1,testserver",
    )
    return env


def bench_size(n: int, args: argparse.Namespace, work: Path) -> dict:
    memdir = memdir_for(n, work)
    notes = make_pristine(memdir, work, n)
    for note in notes:
        print(f"[{n}] {note}", flush=True)
    var = work / "var"
    var.mkdir(parents=True, exist_ok=True)
    db = var / f"memoryui-{n}.sqlite3"
    env = child_env(memdir, var, db)
    me = [sys.executable, str(Path(__file__).resolve())]
    floor_db = work / f"floor-{n}.sqlite3"
    big_repeat = min(args.repeat, LARGE_REPEAT) if n >= LARGE else args.repeat
    fingerprint = _fingerprint(memdir)
    load_before = os.getloadavg()

    print(f"[{n}] cold sync and floors build, interleaved, x{big_repeat} ...", flush=True)
    colds, builds, build_rss = [], [], []
    for _ in range(big_repeat):
        cmd = [*me, "--child", "cold"]
        stdout, stderr, code, rss = _spawn(cmd, env)
        cold = _result_of(cmd, stdout, stderr, code)
        cold["rss_peak_kb_wait4"] = rss
        colds.append(cold)
        cmd = [*FLOORS, "build", str(memdir), str(floor_db)]
        stdout, stderr, code, rss = _spawn(cmd)
        if code != 0:
            raise SystemExit(f"failed: {' '.join(cmd)}\n{stdout}{stderr}")
        builds.append(float(stdout.strip().splitlines()[-1]))
        build_rss.append(rss)

    print(f"[{n}] reconciles, belief query, curate x{big_repeat}, pages x{args.repeat} ...")
    cmd = [*me, "--child", "warm", "--repeat", str(args.repeat), "--curate-repeat",
           str(big_repeat), "--floor-db", str(floor_db),
           "--journal", str(_journal(work, n))]  # fmt: skip
    stdout, stderr, code, _ = _spawn(cmd, env)
    warm = _result_of(cmd, stdout, stderr, code)
    load_after = os.getloadavg()
    leftovers = make_pristine(memdir, work, n)
    assert not leftovers, leftovers
    assert _fingerprint(memdir) == fingerprint, f"{memdir} changed: bytes or mtimes differ"
    notes.append(f"the memdir's bytes and mtimes are as before the run ({fingerprint[:12]})")

    med = statistics.median
    ours = {
        "cold_sync": med(c["seconds"] for c in colds),
        "reconcile_unchanged": med(warm["reconcile_unchanged"]),
        "reconcile_unchanged_cache_cold": _median(warm.get("reconcile_unchanged_cache_cold")),
        "reconcile_one_changed": med(warm["reconcile_one_changed"]),
        "reconcile_many_changed": med(warm["reconcile_many_changed"]),
        "believe_query": med(warm["believe_query"]),
        "believe_query_10": med(warm["believe_query_10"]),
        "believe_orm": med(warm["believe_orm"]),
        **{f"page_{key}": _median(warm["pages"][key]["samples"]) for key in warm["pages"]},
        "curate": med(warm["curate"]),
        "cold_sync_peak_rss_kb": med(c["rss_peak_kb_wait4"] for c in colds),
        "django_baseline_rss_kb": med(c["rss_before_kb"] for c in colds),
    }
    floors = {
        "fts5_build": med(builds),
        "fts5_build_peak_rss_kb": med(build_rss),
        "stat_walk": med(warm["stat_walk"]),
        "fts5_query": med(warm["fts5_query"]),
        "grep": med(warm["grep"]),
    }
    return {
        "files": n,
        "memdir": str(memdir),
        "repeat": args.repeat,
        "big_repeat": big_repeat,
        "load_average_before": load_before,
        "load_average_after": load_after,
        "ours": ours,
        "floors": floors,
        "samples": {"cold": colds, "fts5_build": builds, "fts5_build_rss_kb": build_rss,
                    "warm": warm},
        "notes": notes,
    }  # fmt: skip


# --- verdicts --------------------------------------------------------------------------------


def checks(results: list[dict]) -> list[dict]:
    """Every ratio the issue sets, at every size it applies to."""
    out = []
    by_size = {r["files"]: r for r in results}

    def add(name, size, value, limit, unit, detail):
        out.append(
            {"check": name, "files": size, "value": value, "limit": limit, "unit": unit,
             "passed": value is not None and value <= limit, "detail": detail}
        )  # fmt: skip

    for r in results:
        n, o, f = r["files"], r["ours"], r["floors"]
        add("cold sync / floors build", n, o["cold_sync"] / f["fts5_build"], COLD_LIMIT, "x",
            "cold reconcile into empty tables vs walk, read, parse, bare FTS5 insert")  # fmt: skip
        add("reconcile, nothing changed / stat walk", n,
            o["reconcile_unchanged"] / f["stat_walk"], UNCHANGED_LIMIT, "x", "")  # fmt: skip
        add("reconcile after 1 change (ms) vs stat walk + 25 ms", n,
            o["reconcile_one_changed"] * 1000, (f["stat_walk"] + ONE_CHANGE_SLACK) * 1000,
            "ms", "")  # fmt: skip
        limit = max(BELIEF_TIMES * f["fts5_query"], f["fts5_query"] + BELIEF_SLACK)
        add("belief query (ms) vs max(3x FTS5, FTS5 + 10 ms)", n, o["believe_query"] * 1000,
            limit * 1000, "ms", "")  # fmt: skip
        grep_word = r["samples"]["warm"]["grep_word"]
        add(f"belief query / grep -ril {grep_word} (must be < 1)", n,
            o["believe_query"] / f["grep"], 1.0, "x", "")  # fmt: skip
    base, top = by_size.get(PAGE_BASE), by_size.get(PAGE_TOP)
    if base and top:
        for key in PAGES:
            a, b = base["ours"][f"page_{key}"], top["ours"][f"page_{key}"]
            add(f"page {PAGES[key][0]} at {PAGE_TOP:,} / at {PAGE_BASE:,}", PAGE_TOP,
                b / a if a and b else None, PAGE_LIMIT, "x", "")  # fmt: skip
    base, top = by_size.get(RSS_BASE), by_size.get(RSS_TOP)
    if base and top:
        add(f"cold sync peak RSS at {RSS_TOP:,} / at {RSS_BASE:,}", RSS_TOP,
            top["ours"]["cold_sync_peak_rss_kb"] / base["ours"]["cold_sync_peak_rss_kb"],
            RSS_LIMIT, "x", "whole process: Django and migrate included")  # fmt: skip
    return out


# --- printing --------------------------------------------------------------------------------


def _ms(seconds: float | None) -> str:
    return f"{seconds * 1000:.2f}" if seconds is not None else "-"


def _line(cells, widths, aligns) -> str:
    return "  ".join(f"{c:{a}{w}}" for c, w, a in zip(cells, widths, aligns, strict=True)).rstrip()


def _verdict(ok: bool | None) -> str:
    return "-" if ok is None else ("pass" if ok else "FAIL")


def table(result: dict, by_size: dict[int, dict]) -> str:
    n, o, f = result["files"], result["ours"], result["floors"]
    w = result["samples"]["warm"]
    rows: list[tuple[str, str, str, str, str, str]] = []

    def row(name, ours, floor, label, target_text="-", ok=None, ratio=None):
        if ratio is None and ours is not None and floor:
            ratio = ours / floor
        rows.append(
            (name, _ms(ours), f"{_ms(floor)} {label}".strip() if floor else "-",
             f"{ratio:.2f}" if ratio is not None else "-", target_text, _verdict(ok))
        )  # fmt: skip

    ratio = o["cold_sync"] / f["fts5_build"]
    row("cold sync (empty tables)", o["cold_sync"], f["fts5_build"], "build",
        f"<= {COLD_LIMIT}x", ratio <= COLD_LIMIT)  # fmt: skip
    ratio = o["reconcile_unchanged"] / f["stat_walk"]
    row("reconcile, nothing changed", o["reconcile_unchanged"], f["stat_walk"], "stat",
        f"<= {UNCHANGED_LIMIT}x", ratio <= UNCHANGED_LIMIT)  # fmt: skip
    if o["reconcile_unchanged_cache_cold"] is not None:
        row("  same, known-files cache cold", o["reconcile_unchanged_cache_cold"],
            f["stat_walk"], "stat", "(info)")  # fmt: skip
    limit = f["stat_walk"] + ONE_CHANGE_SLACK
    row("reconcile, 1 file changed", o["reconcile_one_changed"], f["stat_walk"], "stat",
        f"<= {limit * 1000:.1f} ms", o["reconcile_one_changed"] <= limit)  # fmt: skip
    row(f"reconcile, {MANY} files changed", o["reconcile_many_changed"], f["stat_walk"],
        "stat", "(info)")  # fmt: skip
    limit = max(BELIEF_TIMES * f["fts5_query"], f["fts5_query"] + BELIEF_SLACK)
    row("belief query (JSON twin)", o["believe_query"], f["fts5_query"], "query",
        f"<= {limit * 1000:.1f} ms", o["believe_query"] <= limit)  # fmt: skip
    row(f"  same, vs grep -ril {w['grep_word']}", o["believe_query"], f["grep"], "grep",
        "< 1x", o["believe_query"] < f["grep"])  # fmt: skip
    row("  same, per_page=10 (FTS5's LIMIT)", o["believe_query_10"], f["fts5_query"], "query",
        "(info)")  # fmt: skip
    row("  Memory.objects.believe only", o["believe_orm"], f["fts5_query"], "query", "(info)")
    base = by_size.get(PAGE_BASE)
    for key in (*PAGES, *INFO_PAGES):
        ours = o[f"page_{key}"]
        url, params = {**PAGES, **INFO_PAGES}[key]
        query = "?q=" if "q" in params else "?format=json" if "format" in params else ""
        name = f"{url}{query}"
        name = f"page {name}" + (" (HTML)" if key in PAGES else "")
        if ours is None:
            error = w["pages"][key].get("error") or ""
            rows.append((name, "FAILED", error[:60], "", "", "FAIL"))
            continue
        floor = base["ours"][f"page_{key}"] if base and n > PAGE_BASE else None
        target, ok = "(info)", None
        if key in PAGES and n == PAGE_TOP and floor:
            target, ok = f"<= {PAGE_LIMIT}x @{PAGE_BASE}", ours / floor <= PAGE_LIMIT
        elif key in PAGES and floor:
            target = f"(info; <= {PAGE_LIMIT}x @{PAGE_TOP:,})"
        row(name, ours, floor, f"@{PAGE_BASE}", target, ok)
    row("curate()", o["curate"], None, "", "(info)")

    rss = o["cold_sync_peak_rss_kb"] / 1024
    base = by_size.get(RSS_BASE)
    rss_floor = base["ours"]["cold_sync_peak_rss_kb"] / 1024 if base and n > RSS_BASE else None
    target, ok = "(info)", None
    if n == RSS_TOP and rss_floor:
        target, ok = f"<= {RSS_LIMIT}x @{RSS_BASE:,}", rss / rss_floor <= RSS_LIMIT
    rows.append(
        ("peak RSS, cold sync (MB)", f"{rss:.1f}",
         f"{rss_floor:.1f} @{RSS_BASE:,}" if rss_floor else "-",
         f"{rss / rss_floor:.2f}" if rss_floor else "-", target, _verdict(ok))
    )  # fmt: skip
    rows.append(
        ("  floors build peak RSS (MB)", f"{f['fts5_build_peak_rss_kb'] / 1024:.1f}", "-", "-",
         "(info)", "-")
    )  # fmt: skip

    head = ("measure", "ours (ms)", "floor (ms)", "ratio", "target", "")
    widths = [max(len(r[i]) for r in [head, *rows]) for i in range(6)]
    aligns = "<>>><<"
    la_b, la_a = result["load_average_before"][0], result["load_average_after"][0]
    counts = ", ".join(f"{k} {v}" for k, v in sorted(w["curate_candidates"].items()))
    pages_info = ", ".join(
        f"{key} {page['bytes'] / 1024:.0f} KB/{page['queries']} q"
        for key, page in w["pages"].items()
        if page.get("bytes") is not None
    )
    lines = [
        f"== {n:,} files: median of {result['repeat']} (cold sync, floors build and curate: "
        f"median of {result['big_repeat']}); 1-min load average {la_b:.1f} before, "
        f"{la_a:.1f} after ==",
        _line(head, widths, aligns),
        *(_line(r, widths, aligns) for r in rows),
        f"curate found: {counts or 'nothing'}; review queue while /review/ was timed: "
        f"{w['review_queue']} items",
        f"belief query: {w['believe_hits']} results ({w['believe_hits_10']} with per_page=10), "
        f"top {', '.join(w['believe_top'])}",
        "grep -ril file counts: "
        + ", ".join(f"{k} {v}" for k, v in w["grep_counts"].items())
        + f" (rarest: {w['grep_word']})",
        f"responses: {pages_info}",
        f"changed: 1 file ({w['changed_one'][0]}), {len(w['changed_many'])} files spread "
        f"over the sorted paths; bytes and mtimes put back after each repetition",
        f"projection: {w['memories']} memories; first reconcile of the warm process: "
        f"{w['first_reconcile']}; cold sync: {result['samples']['cold'][0]['summary']}",
        f"Django + migrate alone (before the cold reconcile): "
        f"{o['django_baseline_rss_kb'] / 1024:.1f} MB",
    ]
    lines += [f"note: {note}" for note in result["notes"]]
    return "\n".join(lines)


def summary(found: list[dict]) -> str:
    head = ("verdict", "ratio", "files", "ours", "limit")
    rows = []
    for c in found:
        unit = c["unit"]
        value = "-" if c["value"] is None else (
            f"{c['value']:.2f}x" if unit == "x" else f"{c['value']:.1f} ms")  # fmt: skip
        limit = f"{c['limit']:.2f}x" if unit == "x" else f"{c['limit']:.1f} ms"
        if c["check"].endswith("(must be < 1)"):
            limit = "< 1.00x"
        rows.append((_verdict(c["passed"]), c["check"], f"{c['files']:,}", value, limit))
    widths = [max(len(r[i]) for r in [head, *rows]) for i in range(5)]
    aligns = "<<>>>"
    passed = sum(c["passed"] for c in found)
    return "\n".join(
        [
            "== the issue's ratios (medians) ==",
            _line(head, widths, aligns),
            *(_line(r, widths, aligns) for r in rows),
            f"{passed} of {len(found)} pass",
        ]
    )


def _commit() -> str | None:
    """HEAD's commit, read from .git without running git (the tree may have edits on top)."""
    try:
        git = REPO / ".git"
        if git.is_file():
            git = (REPO / git.read_text().split(":", 1)[1].strip()).resolve()
        head = (git / "HEAD").read_text().strip()
        if not head.startswith("ref: "):
            return head
        ref = head[5:]
        if (git / ref).exists():
            return (git / ref).read_text().strip()
        for line in (git / "packed-refs").read_text().splitlines():
            if line.endswith(" " + ref):
                return line.split()[0]
    except OSError:
        pass
    return None


HONESTY = (
    "How it is measured: every repetition of ours is taken next to one of its floor. Pages go "
    "through Django's test client (all middleware, a session lookup, full templates) as a "
    "viewer, with the on-request reconcile off (MEMORYUI_RECONCILE_MODE=inline, a huge "
    "MEMORYUI_RECONCILE_INTERVAL); each page's first request (template compile) is not "
    "counted, and nothing is cached that a real page load would not have. Reconciles run in "
    "one process, so memoryui.projection's per-process known-files cache stays warm between "
    "repetitions, as in a long-running worker; the row 'known-files cache cold' drops it "
    "before each repetition. Cold syncs (and peak RSS, the whole process's ru_maxrss from "
    "wait4) run in a fresh process each, migrate untimed."
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="500,5000,20000")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--json", type=Path, help="default: WORK/result.json")
    parser.add_argument("--work", type=Path, help="cache of generated memdirs and databases")
    parser.add_argument("--child", choices=["cold", "warm"], help=argparse.SUPPRESS)
    parser.add_argument("--curate-repeat", type=int, default=1, help=argparse.SUPPRESS)
    parser.add_argument("--floor-db", help=argparse.SUPPRESS)
    parser.add_argument("--journal", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child == "cold":
        return child_cold()
    if args.child == "warm":
        return child_warm(args)

    work = args.work or Path(tempfile.gettempdir()) / "memoryui-benchmark"
    work.mkdir(parents=True, exist_ok=True)
    json_path = args.json or work / "result.json"
    sizes = [int(s.replace("_", "")) for s in args.sizes.split(",") if s.strip()]
    started = time.perf_counter()
    load_before = os.getloadavg()
    results = [bench_size(n, args, work) for n in sizes]
    by_size = {r["files"]: r for r in results}
    found = checks(results)
    commit = _commit()
    header = (
        f"memoryui benchmark at {commit[:12] if commit else 'unknown commit'} (plus any "
        f"uncommitted edits): Python {platform.python_version()}, SQLite "
        f"{sqlite3.sqlite_version}, {os.cpu_count()} CPUs, work dir {work}; took "
        f"{time.perf_counter() - started:.0f}s; 1-min load average {load_before[0]:.1f} "
        f"before, {os.getloadavg()[0]:.1f} after (other work on the machine skews the timings)"
    )
    print()
    print(header)
    print(HONESTY)
    for result in results:
        print()
        print(table(result, by_size))
    print()
    print(summary(found))
    json_path.write_text(
        json.dumps(
            {
                "header": header,
                "commit": commit,
                "generator": generator_version(),
                "argv": sys.argv[1:],
                "method": HONESTY,
                "limits": {
                    "cold": COLD_LIMIT,
                    "unchanged": UNCHANGED_LIMIT,
                    "one_change_slack_s": ONE_CHANGE_SLACK,
                    "belief_times": BELIEF_TIMES,
                    "belief_slack_s": BELIEF_SLACK,
                    "page": PAGE_LIMIT,
                    "rss": RSS_LIMIT,
                },
                "results": results,
                "checks": found,
            },
            indent=2,
        )
    )
    print(f"\nJSON: {json_path}")


if __name__ == "__main__":
    main()
