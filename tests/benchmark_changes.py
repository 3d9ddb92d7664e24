"""What keeping every version costs (DESIGN §11): the version store's size, and reconcile time
after 1 % of a big memdir changed, each beside the same work without the store.

    .venv/bin/python tests/benchmark_changes.py [--files 20000] [--repeat 5] [--json PATH]

The memdir comes from ``tests/tools/gen_memdir.py`` (cached like tests/benchmark.py's). Each
measure runs in a fresh process with its own database and data folder:

* cold sync into empty tables with the store (every file's version kept: the store's
  starting point), and without it (``observe`` and ``project`` made no-ops), interleaved;
* reconcile after 1 % of the files changed (a line appended to each, spread over the sorted
  paths), with and without the store, interleaved, beside one stat walk (``floors.py stat``);
  the files' bytes and mtimes are put back after each repetition (untimed, and that reconcile
  logs 1 % more changes, as an agent undoing its writes would);
* the store's size on disk after the cold sync and after all the repetitions, the changes it
  logged, and the /changes/ page (HTML, 25 a page, with diffs) and its JSON twin at that point.

It prints a table and the machine's load average before and after: other work on the machine
falls on both sides of each comparison, but skews the absolute figures. Not collected by
pytest: it is a script.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

# The sibling script, for its memdir cache and helpers.
import benchmark

SHARE = 0.01


def _nothing(*_args: object, **_kwargs: object) -> list:
    return []


def _disable_store() -> dict:
    """The same reconcile without the version store, for the comparison; returns what it
    replaced, so that ``_enable_store`` can put it back."""
    from memoryui.projection import changes as change_log

    saved = {"observe": change_log.observe, "project": change_log.project}
    change_log.observe = _nothing  # type: ignore[assignment]
    change_log.project = _nothing  # type: ignore[assignment]
    return saved


def _enable_store(saved: dict) -> None:
    from memoryui.projection import changes as change_log

    for name, function in saved.items():
        setattr(change_log, name, function)


def _one_change(root: Path, victim: str, journal: Path, repeat: int) -> dict[str, list[float]]:
    """One file changed, the reconcile timed with the store and without, interleaved in this
    process (so load falls on both alike)."""
    from memoryui import projection

    saved = benchmark._save_originals(root, [victim], journal)
    times: dict[str, list[float]] = {"with": [], "without": []}
    try:
        for i in range(repeat):
            for side in ("with", "without"):
                replaced = _disable_store() if side == "without" else None
                with (root / victim).open("a", encoding="utf-8") as handle:
                    handle.write(f"\nOne change {i}: staging copies the database nightly.\n")
                started = time.perf_counter()
                report = projection.reconcile()
                times[side].append(time.perf_counter() - started)
                assert report.changed == [victim], report.summary()
                benchmark._restore(root, saved)
                projection.reconcile()
                if replaced:
                    _enable_store(replaced)
    finally:
        if benchmark._restore(root, saved):
            projection.reconcile()
        journal.unlink(missing_ok=True)
    return times


def child(args: argparse.Namespace) -> None:
    benchmark._django()
    from django.contrib.auth import get_user_model
    from django.core.management import call_command
    from django.test import Client

    from memoryui import projection
    from memoryui.models import ChangeSeen, Memory
    from memoryui.projection import changes as change_log

    db = Path(os.environ["MEMORYUI_DB"])
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    if not args.store:
        _disable_store()
    call_command("migrate", verbosity=0, interactive=False)
    var = Path(os.environ["MEMORYUI_VAR_DIR"])
    if not args.cold_only and not (var / "staticfiles" / "staticfiles.json").exists():
        call_command("collectstatic", verbosity=0, interactive=False)
    out: dict = {"store": args.store}
    started = time.perf_counter()
    projection.reconcile()
    out["cold_sync"] = time.perf_counter() - started
    store = change_log.store()
    out["store_bytes_cold"] = store.size() if args.store else 0
    if args.cold_only:
        benchmark._emit(out)
        return
    root = Path(projection.memdir_root())
    paths = sorted(Memory.objects.values_list("path", flat=True))
    count = max(1, int(len(paths) * SHARE))
    victims = sorted({paths[i * len(paths) // count] for i in range(count)})
    journal = Path(args.journal)
    saved = benchmark._save_originals(root, victims, journal)
    times, stat = [], []
    try:
        for i in range(args.repeat):
            stat.append(benchmark._run_seconds([*benchmark.FLOORS, "stat", str(root)]))
            for rel in victims:
                with (root / rel).open("a", encoding="utf-8") as handle:
                    handle.write(f"\nBenchmark change {i}: staging copies the database nightly.\n")
            started = time.perf_counter()
            report = projection.reconcile()
            times.append(time.perf_counter() - started)
            assert sorted(report.changed) == victims, report.summary()
            assert benchmark._restore(root, saved) == len(victims)
            projection.reconcile()
    finally:
        if benchmark._restore(root, saved):
            projection.reconcile()
        journal.unlink(missing_ok=True)
    out.update(changed=len(victims), reconcile_changed=times, stat_walk=stat)
    if args.store:
        out["one_changed"] = _one_change(root, paths[len(paths) // 2], journal, args.repeat)
        out["store_bytes_after"] = store.size()
        out["changes_logged"] = ChangeSeen.objects.count()
        with store.connect() as conn:
            out["blobs"] = list(conn.execute("SELECT COUNT(*), SUM(size) FROM blobs").fetchone())
        user, _ = get_user_model().objects.get_or_create(username="benchmark-viewer")
        client = Client()
        client.force_login(user)
        for key, params in (("page_html", {}), ("page_json", {"format": "json"})):
            samples = []
            for _ in range(args.repeat):
                started = time.perf_counter()
                response = client.get("/changes/", params)
                samples.append(time.perf_counter() - started)
                assert response.status_code == 200
            out[key] = samples
    out["memdir_bytes"] = sum(
        os.path.getsize(os.path.join(folder, name))
        for folder, _, names in os.walk(root)
        for name in names
    )
    benchmark._emit(out)


def run(me: list[str], env: dict[str, str], *extra: str) -> dict:
    cmd = [*me, "--child", *extra]
    stdout, stderr, code, _ = benchmark._spawn(cmd, env)
    return benchmark._result_of(cmd, stdout, stderr, code)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--files", type=int, default=20_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--json", type=Path)
    parser.add_argument("--work", type=Path)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--store", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--cold-only", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--journal", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child(args)
    work = args.work or Path(tempfile.gettempdir()) / "memoryui-benchmark"
    work.mkdir(parents=True, exist_ok=True)
    memdir = benchmark.memdir_for(args.files, work)
    for note in benchmark.make_pristine(memdir, work, args.files):
        print(note)
    fingerprint = benchmark._fingerprint(memdir)
    load_before = os.getloadavg()
    me = [sys.executable, str(Path(__file__).resolve())]
    results: dict[str, list[dict]] = {"with": [], "without": []}
    journal = str(work / f"restore-changes-{args.files}.json")
    for side in ("with", "without"):
        var = work / f"var-changes-{side}"
        # A fresh data folder: the store starts from nothing, as on a first start.
        if var.exists():
            for path in sorted(var.rglob("*"), reverse=True):
                path.unlink() if path.is_file() else path.rmdir()
        var.mkdir(parents=True, exist_ok=True)
    cold_repeat = min(args.repeat, 3)
    print(f"cold syncs, with and without the store, interleaved, x{cold_repeat} ...", flush=True)
    for _ in range(cold_repeat):
        for side in ("with", "without"):
            var = work / f"var-changes-{side}"
            for store in (var / "versions").glob("*"):
                store.unlink()
            env = benchmark.child_env(memdir, var, var / "memoryui.sqlite3")
            flags = ["--cold-only", "--journal", journal] + (["--store"] if side == "with" else [])
            results[side].append(run(me, env, *flags))
    print(f"reconciles after {SHARE:.0%} changed, with and without the store ...", flush=True)
    warm = {}
    for side in ("with", "without"):
        var = work / f"var-changes-{side}"
        for store in (var / "versions").glob("*"):
            store.unlink()
        env = benchmark.child_env(memdir, var, var / "memoryui.sqlite3")
        flags = ["--repeat", str(args.repeat), "--journal", journal]
        warm[side] = run(me, env, *flags, *(["--store"] if side == "with" else []))
    assert benchmark._fingerprint(memdir) == fingerprint, "the memdir changed"
    load_after = os.getloadavg()
    med = statistics.median
    cold_with = med(r["cold_sync"] for r in results["with"])
    cold_without = med(r["cold_sync"] for r in results["without"])
    w, wo = warm["with"], warm["without"]
    mb = 1024 * 1024
    lines = [
        f"memoryui version store at {args.files:,} files ({w['memdir_bytes'] / mb:.1f} MB of "
        f"memory files); 1-min load average {load_before[0]:.1f} before, {load_after[0]:.1f} "
        "after (other work on the machine skews the timings)",
        f"cold sync:             {cold_with * 1000:8.0f} ms with the store, "
        f"{cold_without * 1000:8.0f} ms without (x{cold_with / cold_without:.2f}; median of "
        f"{cold_repeat})",
        f"reconcile, {w['changed']} files ({SHARE:.0%}) changed: "
        f"{med(w['reconcile_changed']) * 1000:6.0f} ms with the store, "
        f"{med(wo['reconcile_changed']) * 1000:6.0f} ms without; stat walk "
        f"{med(w['stat_walk']) * 1000:.0f} ms (median of {args.repeat})",
        f"reconcile, 1 file changed: {med(w['one_changed']['with']) * 1000:6.0f} ms with the "
        f"store, {med(w['one_changed']['without']) * 1000:6.0f} ms without (interleaved in one "
        f"process, median of {args.repeat})",
        f"store size:            {w['store_bytes_cold'] / mb:8.1f} MB after the cold sync, "
        f"{w['store_bytes_after'] / mb:.1f} MB after {args.repeat} x {w['changed']} changes "
        f"and as many put back ({w['changes_logged']:,} changes logged; {w['blobs'][0]:,} "
        f"versions, {w['blobs'][1] / mb:.1f} MB before compression)",
        f"/changes/ with {w['changes_logged']:,} changes: "
        f"{med(w['page_html']) * 1000:.0f} ms (HTML, 25 with diffs), "
        f"{med(w['page_json']) * 1000:.0f} ms (JSON, 100)",
    ]
    print()
    print("\n".join(lines))
    json_path = args.json or work / f"changes-{args.files}.json"
    json_path.write_text(
        json.dumps(
            {
                "lines": lines,
                "load_average_before": load_before,
                "load_average_after": load_after,
                "cold": results,
                "warm": warm,
            },
            indent=2,
        )
    )
    print(f"\nJSON: {json_path}")


if __name__ == "__main__":
    main()
