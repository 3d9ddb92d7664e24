"""How long the recall hook takes, whole process, next to a bare interpreter start (issue 13).

    .venv/bin/python tests/benchmark_recall.py [--sizes 500,5000,20000] [--runs 100]
                                                [--work DIR] [--json PATH]

For each size it takes the benchmark's generated memdir (``tests/benchmark.py``, cached under
--work, default /tmp/memoryui-benchmark), syncs it into a fresh SQLite projection with
``manage.py migrate`` and ``sync``, then runs, --runs times each and interleaved (so load from
other work on the machine falls on both alike):

* ``python -c pass`` with the same interpreter: the floor any Python hook pays;
* the ``memoryui-recall`` console script with the hook's JSON on stdin, for the benchmark's
  question, a small-talk prompt, and a prompt of pasted log lines (cut to 500 characters).

Each sample is the whole process, from spawn to exit, as Claude Code waits for it. Bytecode is
compiled first, as an installation has it. It prints p50 and p99 of each (and the hook minus
the floor), the machine's load average before and after, and the goal's verdict (p50 <= 40 ms,
p99 <= 80 ms at 5,000 memories), and writes every sample as JSON (--json). It only reads the
memdir. Not collected by pytest: it is a script.
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import platform
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

import benchmark  # noqa: E402 - the sibling script, for its generated memdirs

GOAL_SIZE, GOAL_P50, GOAL_P99 = 5000, 0.040, 0.080
LOG = " ".join(
    f"2026-11-30T10:{i % 60:02d}:00 ERROR worker-{i} lost its connection to the database"
    for i in range(400)
)
PROMPTS = {
    "question": benchmark.QUESTION,
    "small talk": "thanks, that's all for today",
    "pasted log": f"why does this keep failing? {LOG}",
}


def console_script(folder: Path) -> str:
    """The installed ``memoryui-recall``, else the wrapper pip writes for its entry point."""
    installed = Path(sys.executable).parent / "memoryui-recall"
    if installed.exists():
        return str(installed)
    script = folder / "memoryui-recall"
    script.write_text(
        f"#!{sys.executable}\nimport re\nimport sys\n"
        "from memoryui.agent.recall import main\n"
        "if __name__ == '__main__':\n"
        "    sys.argv[0] = re.sub(r'(-script\\.pyw|\\.exe)?$', '', sys.argv[0])\n"
        "    sys.exit(main())\n"
    )
    script.chmod(0o755)
    return str(script)


def projection_for(n: int, work: Path) -> tuple[Path, str, Path]:
    """A freshly synced projection of the size-``n`` memdir: its file, memdir slug, memdir."""
    memdir = benchmark.memdir_for(n, work)
    var = work / "var"
    var.mkdir(parents=True, exist_ok=True)
    db = var / f"recall-{n}.sqlite3"
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    env = benchmark.child_env(memdir, var, db)
    manage = [sys.executable, str(REPO / "manage.py")]
    subprocess.run([*manage, "migrate", "-v0"], env=env, cwd=REPO, check=True)
    subprocess.run([*manage, "sync"], env=env, cwd=REPO, check=True, capture_output=True)
    with sqlite3.connect(db) as connection:
        (slug,) = connection.execute("SELECT slug FROM memoryui_memdirrecord").fetchone()
    return db, slug, memdir


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMORYUI_")}
    env.pop("DATABASE_URL", None)
    env["PYTHONPATH"] = str(REPO)
    return env


def _once(cmd: list[str], stdin: bytes, env: dict[str, str]) -> tuple[float, bytes]:
    started = time.perf_counter()
    done = subprocess.run(cmd, input=stdin, capture_output=True, env=env, check=False)
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"{cmd[0]} exited {done.returncode}: {done.stderr.decode()[-500:]}")
    return seconds, done.stdout


def percentile(samples: list[float], p: float) -> float:
    """Nearest rank: the smallest sample with at least p of them at or below it."""
    ordered = sorted(samples)
    rank = max(1, -(-len(ordered) * p // 1))
    return ordered[int(rank) - 1]


def measure(script: str, db: Path, slug: str, runs: int) -> dict:
    env = _env()
    bare = [sys.executable, "-c", "pass"]
    hook = [script, "--db", str(db), "--memdir", slug]
    found: dict = {"bare": [], **{name: [] for name in PROMPTS}}
    answered: dict[str, bool] = {}
    inputs = {
        name: json.dumps({"prompt": text, "cwd": "/", "session_id": "bench"}).encode()
        for name, text in PROMPTS.items()
    }
    # Warm the file cache and the bytecode once, as a hook that runs on every prompt is.
    for name in PROMPTS:
        _once(hook, inputs[name], env)
    for _ in range(runs):
        found["bare"].append(_once(bare, b"", env)[0])
        for name in PROMPTS:
            seconds, out = _once(hook, inputs[name], env)
            found[name].append(seconds)
            answered[name] = bool(out)
    return {"samples": found, "answered": answered}


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:6.1f} ms"


def report(results: list[dict]) -> str:
    lines = [
        f"{'memories':>9}  {'prompt':<11} {'p50':>9} {'p99':>9}   {'bare p50':>9} {'bare p99':>9}"
        f"   {'p50 - bare':>10}  answered",
    ]
    verdicts = []
    for result in results:
        samples = result["samples"]
        bare50, bare99 = percentile(samples["bare"], 0.5), percentile(samples["bare"], 0.99)
        for name in PROMPTS:
            p50, p99 = percentile(samples[name], 0.5), percentile(samples[name], 0.99)
            lines.append(
                f"{result['files']:>9}  {name:<11} {_ms(p50)} {_ms(p99)}   {_ms(bare50)} "
                f"{_ms(bare99)}   {_ms(p50 - bare50):>10}  {result['answered'][name]}"
            )
            if result["files"] == GOAL_SIZE and name == "question":
                ok = p50 <= GOAL_P50 and p99 <= GOAL_P99
                verdicts.append(
                    f"goal at {GOAL_SIZE:,} memories (p50 <= 40 ms, p99 <= 80 ms): "
                    f"{'PASS' if ok else 'FAIL'} (p50 {p50 * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms)"
                )
        lines.append(
            f"{'':>9}  load average before {result['load_before']}, after {result['load_after']}"
        )
    return "\n".join([*lines, "", *verdicts])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="500,5000,20000")
    parser.add_argument("--runs", type=int, default=100)
    parser.add_argument("--work", type=Path, default=Path("/tmp/memoryui-benchmark"))
    parser.add_argument("--json", type=Path, help="default: WORK/recall.json")
    args = parser.parse_args()
    args.work.mkdir(parents=True, exist_ok=True)
    # As an installation has it: pip compiles the package when it installs it.
    compileall.compile_dir(str(REPO / "memoryui"), quiet=1)
    script = console_script(args.work)
    results = []
    for n in (int(s) for s in args.sizes.split(",")):
        db, slug, memdir = projection_for(n, args.work)
        fingerprint = benchmark._fingerprint(memdir)
        print(f"[{n}] {args.runs} runs of each, interleaved ...", flush=True)
        before = tuple(round(x, 2) for x in os.getloadavg())
        found = measure(script, db, slug, args.runs)
        after = tuple(round(x, 2) for x in os.getloadavg())
        assert benchmark._fingerprint(memdir) == fingerprint, f"{memdir} changed"
        results.append({"files": n, "load_before": before, "load_after": after, **found})
    text = report(results)
    print()
    print(f"python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores")
    print(text)
    out = args.json or args.work / "recall.json"
    out.write_text(json.dumps({"results": results, "report": text}, indent=1))
    print(f"\nsamples written to {out}")


if __name__ == "__main__":
    main()
