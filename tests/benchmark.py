"""How fast memoryui is on big synthetic memdirs, next to the floors any implementation pays.

    .venv/bin/python tests/benchmark.py [--sizes 500,5000,20000] [--repeat 5] [--json out.json]

For each size it generates a memdir with ``shared/tools/gen_memdir.py`` (cached under --work, so
a rerun skips that), then measures, as the median of --repeat runs:

* cold sync: ``projection.reconcile()`` into freshly migrated, empty tables, each repetition in
  its own process, which also gives the peak RSS of a cold sync (``ru_maxrss``);
* reconcile with nothing changed, and after one topic file changed (a line appended; the file's
  bytes and mtime are put back afterwards so the cached memdir stays as generated);
* the belief page for "did we ever settle how staging gets its copy of the database?", and the
  /memories/ and /index/ pages, full HTML through Django's test client, logged in.

Next to them, the floors from ``shared/tools/floors.py`` (a bare FTS5 build, a bare stat walk,
a bare FTS5 MATCH) and ``grep -ril staging``. Not collected by pytest: it is a script.
"""

from __future__ import annotations

import argparse
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
QUESTION = "did we ever settle how staging gets its copy of the database?"
FLOOR_WORDS = "staging copy database"
GREP_WORD = "staging"
SEED = 1
# Cold syncs of the biggest memdirs take tens of seconds each: at most this many repetitions
# at or above LARGE files, so the default run stays near ten minutes on two cores.
LARGE = 20_000
LARGE_COLD_REPEAT = 3
MARK = "BENCHJSON "


# ---------------------------------------------------------------------------------------------
# Child processes: one Django per process, settings read from the environment at setup.
# ---------------------------------------------------------------------------------------------


def _django() -> None:
    sys.path.insert(0, str(REPO))
    import django

    django.setup()


def _emit(data: dict) -> None:
    print(MARK + json.dumps(data), flush=True)


def _maxrss_kb() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


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


def _timed(fn, repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        fn()
        times.append(time.perf_counter() - started)
    return times


def child_warm(repeat: int) -> None:
    """Reconciles and pages against the projection the last cold sync left in MEMORYUI_DB."""
    _django()
    from django.contrib.auth import get_user_model
    from django.core.management import call_command
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    from memoryui import projection
    from memoryui.memdir.files import INDEX_NAME
    from memoryui.models import Memory

    try:
        from memoryui.views.pages import today
    except ImportError:  # before the views became a package
        from memoryui.views import today

    call_command("migrate", verbosity=0, interactive=False)
    var = Path(os.environ["MEMORYUI_VAR_DIR"])
    if not (var / "staticfiles" / "staticfiles.json").exists():
        call_command("collectstatic", verbosity=0, interactive=False)
    first = projection.reconcile()
    out: dict = {"first_reconcile": first.summary(), "memories": Memory.objects.count()}

    def unchanged() -> None:
        report = projection.reconcile()
        assert report.nothing_changed, report.summary()

    out["reconcile_unchanged"] = _timed(unchanged, repeat)

    # One topic file gets a line appended per repetition; put back exactly afterwards.
    root = Path(projection.memdir_root())
    victim = next(
        root / p
        for p in Memory.objects.order_by("path").values_list("path", flat=True)
        if p != INDEX_NAME
    )
    original = victim.read_bytes()
    st = victim.stat()
    out["changed_file"] = str(victim.relative_to(root))
    times = []
    try:
        for i in range(repeat):
            with victim.open("a", encoding="utf-8") as f:
                f.write(f"\nBenchmark touch {i}: staging copies the database nightly.\n")
            started = time.perf_counter()
            report = projection.reconcile()
            times.append(time.perf_counter() - started)
            assert report.changed == [out["changed_file"]], report.summary()
    finally:
        victim.write_bytes(original)
        os.utime(victim, ns=(st.st_atime_ns, st.st_mtime_ns))
        projection.reconcile()
    out["reconcile_one_changed"] = times

    user, _ = get_user_model().objects.get_or_create(username="benchmark")
    client = Client()
    client.force_login(user)
    pages = {
        "believe_page": ("/believe/", {"q": QUESTION}),
        "memories_page": ("/memories/", {}),
        "memories_json": ("/memories/", {"format": "json"}),
        "index_page": ("/index/", {}),
        "index_json": ("/index/", {"format": "json"}),
    }
    for key, (url, params) in pages.items():
        # The first request compiles templates and warms caches; it is not counted. A page that
        # fails is reported as failing, not timed: the benchmark still measures the others.
        try:
            with CaptureQueriesContext(connection) as queries:
                response = client.get(url, params)
            assert response.status_code == 200, f"status {response.status_code}"
        except Exception as error:  # noqa: BLE001 - any failure of the page is the result
            out[f"{key}_error"] = f"{type(error).__name__}: {error}"[:300]
            out[key] = None
            continue
        out[f"{key}_bytes"] = len(response.content)
        out[f"{key}_queries"] = len(queries)

        def get(url=url, params=params) -> None:
            assert client.get(url, params).status_code == 200

        out[key] = _timed(get, repeat)

    hits = Memory.objects.believe(QUESTION, today())
    out["believe_hits"] = len(hits)
    out["believe_orm"] = _timed(lambda: Memory.objects.believe(QUESTION, today()), repeat)
    _emit(out)


# ---------------------------------------------------------------------------------------------
# The orchestrator.
# ---------------------------------------------------------------------------------------------


PAGES = ("believe_page", "memories_page", "memories_json", "index_page", "index_json")


def _median(samples: list[float] | None) -> float | None:
    return statistics.median(samples) if samples else None


def _run_json(cmd: list[str], env: dict[str, str]) -> dict:
    proc = subprocess.run(cmd, env=env, cwd=REPO, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.stderr.write(proc.stdout + proc.stderr)
        raise SystemExit(f"failed: {' '.join(cmd)}")
    for line in reversed(proc.stdout.splitlines()):
        if line.startswith(MARK):
            return json.loads(line[len(MARK) :])
    raise SystemExit(f"no result from: {' '.join(cmd)}\n{proc.stdout}{proc.stderr}")


def _run_seconds(cmd: list[str]) -> float:
    proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, check=True)
    return float(proc.stdout.strip().splitlines()[-1])


def memdir_for(n: int, work: Path, shared: Path) -> Path:
    out = work / f"memdir-{n}-seed{SEED}"
    done = work / f"memdir-{n}-seed{SEED}.json"
    if done.exists() and out.is_dir():
        return out
    shutil.rmtree(out, ignore_errors=True)
    print(f"generating {n} files into {out} ...", flush=True)
    proc = subprocess.run(
        [sys.executable, str(shared / "tools" / "gen_memdir.py"), str(out), "--files", str(n),
         "--seed", str(SEED)],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    done.write_text(proc.stdout)
    return out


def child_env(memdir: Path, var: Path, db: Path) -> dict[str, str]:
    env = dict(os.environ)
    for name in ("DATABASE_URL", "MEMORYUI_READ_ONLY", "MEMORYUI_TODAY", "MEMORYUI_DEBUG"):
        env.pop(name, None)
    env.update(
        DJANGO_SETTINGS_MODULE="memoryui.settings",
        MEMORYUI_MEMDIR=str(memdir),
        MEMORYUI_VAR_DIR=str(var),
        MEMORYUI_DB=str(db),
        MEMORYUI_RECONCILE_INTERVAL="1000000000",
        MEMORYUI_ALLOWED_HOSTS="localhost,127.0.0.1,testserver",
    )
    return env


def bench_size(n: int, args: argparse.Namespace, work: Path, shared: Path) -> dict:
    memdir = memdir_for(n, work, shared)
    var = work / "var"
    var.mkdir(parents=True, exist_ok=True)
    db = var / f"memoryui-{n}.sqlite3"
    env = child_env(memdir, var, db)
    me = [sys.executable, str(Path(__file__).resolve())]
    cold_repeat = min(args.repeat, LARGE_COLD_REPEAT) if n >= LARGE else args.repeat

    print(f"[{n}] cold sync x{cold_repeat} ...", flush=True)
    colds = [_run_json([*me, "--child", "cold"], env) for _ in range(cold_repeat)]
    print(f"[{n}] warm reconciles and pages x{args.repeat} ...", flush=True)
    warm = _run_json([*me, "--child", "warm", "--repeat", str(args.repeat)], env)

    print(f"[{n}] floors ...", flush=True)
    floors_py = str(shared / "tools" / "floors.py")
    floor_db = work / f"floor-{n}.sqlite3"
    build = [
        _run_seconds([sys.executable, floors_py, "build", str(memdir), str(floor_db)])
        for _ in range(cold_repeat)
    ]
    stat = _run_seconds([sys.executable, floors_py, "stat", str(memdir)])
    query = _run_seconds([sys.executable, floors_py, "query", str(floor_db), FLOOR_WORDS])
    grep_times, grep_files = [], 0
    for _ in range(args.repeat):
        started = time.perf_counter()
        proc = subprocess.run(["grep", "-ril", GREP_WORD, str(memdir)], capture_output=True)
        grep_times.append(time.perf_counter() - started)
        grep_files = len(proc.stdout.splitlines())

    med = statistics.median
    return {
        "files": n,
        "load_average_after": os.getloadavg(),
        "memdir": str(memdir),
        "repeat": args.repeat,
        "cold_repeat": cold_repeat,
        "ours": {
            "cold_sync": med(c["seconds"] for c in colds),
            "reconcile_unchanged": med(warm["reconcile_unchanged"]),
            "reconcile_one_changed": med(warm["reconcile_one_changed"]),
            **{key: _median(warm[key]) for key in PAGES},
            "believe_orm": med(warm["believe_orm"]),
            "cold_sync_peak_rss_kb": max(c["rss_peak_kb"] for c in colds),
            "django_baseline_rss_kb": max(c["rss_before_kb"] for c in colds),
        },
        "floors": {
            "fts5_build": med(build),
            "stat_walk": stat,
            "fts5_query": query,
            "grep": med(grep_times),
        },
        "samples": {"cold": colds, "warm": warm, "fts5_build": build, "grep": grep_times},
        "grep_files": grep_files,
    }


def table(result: dict) -> str:
    ours, floors = result["ours"], result["floors"]
    w = result["samples"]["warm"]
    rows = [
        ("cold sync (empty tables)", "cold_sync", floors["fts5_build"], "floors build"),
        ("reconcile, nothing changed", "reconcile_unchanged", floors["stat_walk"], "floors stat"),
        ("reconcile, one file changed", "reconcile_one_changed", floors["stat_walk"],
         "floors stat"),
        ("belief page /believe/?q=", "believe_page", floors["fts5_query"], "floors query"),
        ("  same, vs grep -ril staging", "believe_page", floors["grep"], "grep"),
        ("  belief search, ORM only", "believe_orm", floors["fts5_query"], "floors query"),
        ("/memories/ page (HTML)", "memories_page", None, ""),
        ("  /memories/?format=json", "memories_json", None, ""),
        ("/index/ page (HTML)", "index_page", None, ""),
        ("  /index/?format=json", "index_json", None, ""),
    ]  # fmt: skip
    lines = [
        f"== {result['files']:,} files (median of {result['repeat']}; cold sync and FTS5 build "
        f"median of {result['cold_repeat']}) ==",
        f"{'measure':<32}{'ours (ms)':>12}{'floor (ms)':>12}{'ratio':>9}  floor",
    ]
    for name, key, floor_s, label in rows:
        ours_s = ours[key]
        if ours_s is None:
            lines.append(f"{name:<32}{'FAILED':>12}  {w.get(key + '_error', '')[:120]}")
            continue
        floor_txt = f"{floor_s * 1000:12.2f}" if floor_s else f"{'-':>12}"
        ratio = f"{ours_s / floor_s:9.1f}" if floor_s else f"{'-':>9}"
        lines.append(f"{name:<32}{ours_s * 1000:12.2f}{floor_txt}{ratio}  {label}")
    lines.append(
        f"{'peak RSS, cold sync (MB)':<32}{ours['cold_sync_peak_rss_kb'] / 1024:12.1f}"
        f"{'-':>12}{'-':>9}  (Django + migrate alone: "
        f"{ours['django_baseline_rss_kb'] / 1024:.1f} MB)"
    )
    sizes = ", ".join(
        f"{key} {w[key + '_bytes'] / 1024:.0f} KB/{w[key + '_queries']} queries"
        for key in PAGES
        if w.get(key) is not None
    )
    lines.append(f"responses: {sizes}")
    lines.append(f"load average after this size: {result['load_average_after'][0]:.1f}")
    lines.append(
        f"belief hits {w['believe_hits']}; grep -ril {GREP_WORD} matched {result['grep_files']} "
        f"files; changed file {w['changed_file']}"
    )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="500,5000,20000")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--json", type=Path)
    parser.add_argument("--work", type=Path, help="cache of generated memdirs and databases")
    shared = Path(__file__).resolve().parents[2] / "shared"
    parser.add_argument("--shared", type=Path, default=shared, help="where tools/ lives")
    parser.add_argument("--child", choices=["cold", "warm"], help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child == "cold":
        return child_cold()
    if args.child == "warm":
        return child_warm(args.repeat)

    work = args.work or Path(tempfile.gettempdir()) / "memoryui-benchmark"
    work.mkdir(parents=True, exist_ok=True)
    sizes = [int(s.replace("_", "")) for s in args.sizes.split(",") if s.strip()]
    started = time.perf_counter()
    load_before = os.getloadavg()[0]
    results = [bench_size(n, args, work, args.shared) for n in sizes]
    header = (
        f"memoryui benchmark: Python {platform.python_version()}, SQLite "
        f"{sqlite3.sqlite_version}, {os.cpu_count()} CPUs, work dir {work}; "
        f"took {time.perf_counter() - started:.0f}s; 1-min load average "
        f"{load_before:.1f} before, {os.getloadavg()[0]:.1f} after (other work on the machine "
        f"skews the timings)"
    )
    print()
    print(header)
    for result in results:
        print()
        print(table(result))
    if args.json:
        args.json.write_text(json.dumps({"header": header, "results": results}, indent=2))


if __name__ == "__main__":
    main()
