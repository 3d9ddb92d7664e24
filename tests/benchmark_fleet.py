"""How memoryui scales with the number of memdirs it serves (DESIGN §10).

    .venv/bin/python tests/benchmark_fleet.py [--fleets 10,50] [--files 200] [--repeat 5]

For each fleet size it generates that many memdirs of --files topic files each (seeded, with
``tests/tools/gen_memdir.py``, cached under --work), serves them through ``MEMORYUI_MEMDIRS``
and measures, as medians of --repeat runs in one process on a real SQLite file:

* the cold sync of every memdir (``sync``, once);
* a nothing-changed reconcile of every memdir (what each page pays, per memdir, for the
  memdirs it shows);
* a reconcile of every memdir after one file of one memdir changed;
* the fleet page ``/`` (its JSON twin and its HTML), with nothing changed;
* ``/`` again right after one memdir changed (only that memdir's row is recomputed);
* ``/believe/?q=`` across every memdir;
* ``/claude-md/`` (rules written in three or more projects), unchanged and after a change.

The figures should grow with the work that changed, not with the fleet: a nothing-changed
reconcile costs a stat per file (the floor for seeing a change at all), the fleet page a
lookup per memdir, and one change re-reads one file of one memdir. Not collected by pytest.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
QUESTION = "did we ever settle how staging gets its copy of the database?"


def generate(work: Path, count: int, files: int) -> Path:
    """``count`` memdirs of ``files`` files under work/fleet-<files>/, reused when present."""
    fleet = work / f"fleet-{files}"
    for n in range(count):
        folder = fleet / f"project-{n:03d}" / "memory"
        if not (folder / "MEMORY.md").exists():
            folder.parent.mkdir(parents=True, exist_ok=True)
            subprocess.run(
                [sys.executable, str(REPO / "tests/tools/gen_memdir.py"), str(folder),
                 "--files", str(files), "--seed", str(n + 1)],
                check=True, capture_output=True,
            )  # fmt: skip
    return fleet


def child(args: argparse.Namespace) -> None:
    """Runs inside a fresh process whose environment names the fleet."""
    import django

    django.setup()
    from django.conf import settings

    # Pages do not reconcile on their own here (the test settings would on every request):
    # each measure says what it reconciles, so a page's time is the page's. In use, pages
    # reconcile in a background thread at most every MEMORYUI_RECONCILE_INTERVAL seconds.
    settings.MEMORYUI_RECONCILE_INTERVAL = 1_000_000
    from django.contrib.auth.models import User
    from django.core.management import call_command
    from django.test import Client

    from memoryui import fleet, projection, scoping

    call_command("migrate", verbosity=0)
    started = time.perf_counter()
    with open(os.devnull, "w") as quiet:
        call_command("sync", stdout=quiet)
    cold = time.perf_counter() - started
    records = fleet.records()
    user = User.objects.create_superuser("bench", password="x")
    client = Client(HTTP_HOST="localhost")
    client.force_login(user)
    client.get("/?format=json")

    def reconcile_all() -> None:
        for record in records:
            with scoping.use(record):
                projection.reconcile()

    def timed(fn) -> float:
        begin = time.perf_counter()
        fn()
        return time.perf_counter() - begin

    def median(fn) -> float:
        return statistics.median(timed(fn) for _ in range(args.repeat))

    target = Path(records[len(records) // 2].path)
    victim = sorted(target.rglob("*.md"))[1]
    original = victim.read_bytes()

    def touch_one() -> None:
        victim.write_bytes(victim.read_bytes() + b"\nOne more line.\n")

    results = {
        "memdirs": len(records),
        "files": sum(1 for r in records for _ in Path(r.path).rglob("*.md")),
        "cold_sync_s": cold,
        "reconcile_nothing_changed_ms": 1000 * median(reconcile_all),
        "fleet_json_ms": 1000 * median(lambda: client.get("/?format=json")),
        "fleet_html_ms": 1000 * median(lambda: client.get("/")),
        "believe_across_ms": 1000 * median(lambda: client.get("/believe/", {"q": QUESTION})),
    }
    client.get("/claude-md/?format=json")
    results["claude_md_ms"] = 1000 * median(lambda: client.get("/claude-md/?format=json"))
    changed, after, rules = [], [], []
    for _ in range(args.repeat):
        touch_one()
        changed.append(timed(reconcile_all))
        # The first fleet page after a change recomputes that memdir's row.
        after.append(timed(lambda: client.get("/?format=json")))
        # The rules across projects are found again from every project's rules.
        rules.append(timed(lambda: client.get("/claude-md/?format=json")))
    victim.write_bytes(original)
    results["reconcile_one_changed_ms"] = 1000 * statistics.median(changed)
    results["fleet_json_one_changed_ms"] = 1000 * statistics.median(after)
    results["claude_md_one_changed_ms"] = 1000 * statistics.median(rules)
    print("RESULT " + json.dumps(results), flush=True)


def run(count: int, args: argparse.Namespace) -> dict:
    fleet = generate(args.work, count, args.files)
    var = Path(tempfile.mkdtemp(prefix="memoryui-fleet-var-"))
    pattern = os.pathsep.join(str(fleet / f"project-{n:03d}" / "memory") for n in range(count))
    env = {
        **os.environ,
        # The test settings: static files from the finders, no collectstatic needed.
        "DJANGO_SETTINGS_MODULE": "tests.settings",
        "MEMORYUI_MEMDIRS": pattern,
        "MEMORYUI_VAR_DIR": str(var),
        "MEMORYUI_RECONCILE_MODE": "inline",
        "MEMORYUI_SECRET_KEY": "benchmark-" + "x" * 50,
        "MEMORYUI_ALLOWED_HOSTS": "localhost",
        "PYTHONPATH": str(REPO),
    }
    env.pop("DATABASE_URL", None)
    done = subprocess.run(
        [sys.executable, __file__, "--child", "--repeat", str(args.repeat)],
        env=env, capture_output=True, text=True, check=False,
    )  # fmt: skip
    if done.returncode != 0:
        raise SystemExit(done.stderr)
    line = next(x for x in done.stdout.splitlines() if x.startswith("RESULT "))
    return json.loads(line[len("RESULT ") :])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--fleets", default="10,50")
    parser.add_argument("--files", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--work", type=Path, default=Path("/tmp/memoryui-benchmark"))
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args)
        return
    rows = [run(int(n), args) for n in args.fleets.split(",")]
    keys = [k for k in rows[0] if k not in ("memdirs", "files")]
    print(f"{'memdirs':>8} {'files':>7} " + " ".join(f"{k:>28}" for k in keys))
    for row in rows:
        cells = " ".join(f"{row[k]:>28.1f}" for k in keys)
        print(f"{row['memdirs']:>8} {row['files']:>7} {cells}")
    print(
        "\nms unless _s; medians of --repeat runs. A nothing-changed reconcile stats every file "
        "of every memdir (the floor for noticing a change); the fleet page reads one stored "
        "row per memdir and recomputes only the rows of memdirs that changed."
    )


if __name__ == "__main__":
    main()
