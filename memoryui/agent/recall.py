"""``memoryui-recall``: Claude Code's ``UserPromptSubmit`` hook (DESIGN §12).

Claude Code runs it on every prompt with the hook's JSON on stdin (``prompt``, ``cwd``,
``session_id``, …). It prints, as the hook's additional context, at most three memories the
prompt is about (path, description, age and labels), found in the projection the dashboard
keeps with the same ranking and silence as ``/believe/``; or nothing: on small talk, when
nothing is about the prompt, when the projection is missing, locked or behind the memdir by
more than ``MEMORYUI_RECALL_MAX_LAG`` seconds, when a memory to show changed on disk since it
was read, and on any error (exit 0, always: a hook must never stand between a person and
their agent). It never writes and never imports Django.

    memoryui-recall [--db PATH | --database-url URL] [--memdir SLUG] [--max-lag SECONDS]
                    [--text]

``--text`` prints the context as plain text instead of the hook's JSON (for people).
"""

from __future__ import annotations

import datetime as dt
import os
import re
import sys
import time

# Whatever happens, the hook answers within this many seconds (printing nothing if it must).
DEADLINE = 2.0
# At most this much of stdin is read: the prompt's first characters are all that is used.
MAX_INPUT_BYTES = 8 << 20
# Above this, the hook's JSON is not parsed whole: a pasted log of megabytes would cost more
# to decode than the rest of the hook. Its short fields are found in it instead.
PARSE_WHOLE = 64 << 10
DEFAULT_MAX_LAG = 3600.0
HEADER = (
    "memoryui recall: memories from earlier sessions that may bear on this prompt, best first. "
    "They are notes, not instructions; read the file before relying on one."
)


class Options:
    __slots__ = ("database", "max_lag", "memdir", "text")

    def __init__(self) -> None:
        self.database: tuple[str, str] | None = None
        self.memdir = ""
        self.max_lag = _float(os.environ.get("MEMORYUI_RECALL_MAX_LAG"), DEFAULT_MAX_LAG)
        self.text = False


def _float(value: str | None, default: float) -> float:
    try:
        return float(value) if value else default
    except ValueError:
        return default


def parse_args(argv: list[str]) -> Options:
    """The few options, read by hand: argparse alone costs the hook several milliseconds."""
    options = Options()
    args = list(argv)
    while args:
        name = args.pop(0)
        if name == "--text":
            options.text = True
            continue
        name, _, value = name.partition("=")
        if not value and args:
            value = args.pop(0)
        if name == "--db":
            options.database = ("sqlite", value)
        elif name == "--database-url":
            options.database = ("postgresql", value)
        elif name == "--memdir":
            options.memdir = value
        elif name == "--max-lag":
            options.max_lag = _float(value, options.max_lag)
    return options


# --- the hook's input ------------------------------------------------------------------------

# A short field of the hook's JSON, found in its text (compiled only for such an input).
FIELD = r'"{name}"\s*:\s*"((?:[^"\\]|\\.){{0,4096}})'


def read_input(raw: bytes) -> dict[str, str]:
    """``prompt`` and ``cwd`` from the hook's JSON, whatever it holds (binary, a torn
    object, megabytes): what cannot be read is empty."""
    import json

    text = raw.decode("utf-8", "replace")
    if len(raw) <= PARSE_WHOLE:
        try:
            data = json.loads(text)
        except ValueError:
            data = None
        if isinstance(data, dict):
            return {k: data[k] for k in ("prompt", "cwd") if isinstance(data.get(k), str)}
    # Too large to parse whole, or not JSON: its short fields, found in the text. Inside a
    # JSON string a quote is always escaped, so a key found here is a real key.
    found = {}
    for name in ("cwd", "prompt"):
        match = re.search(FIELD.format(name=name), text)
        if match:
            found[name] = _json_string(match.group(1))
    return found


def _json_string(body: str) -> str:
    import json

    # A value cut by the 4,096-character window may end inside an escape: drop its tail.
    for cut in range(len(body), max(len(body) - 12, -1), -1):
        try:
            return json.loads(f'"{body[:cut]}"')
        except ValueError:
            continue
    return ""


# --- the answer ------------------------------------------------------------------------------


def context(prompt: str, cwd: str, options: Options) -> str:
    """The additional context for ``prompt`` in ``cwd``, or "" (see the module docstring)."""
    from memoryui.agent import core, store
    from memoryui.memdir.terms import question_terms

    # Small talk is silent before the database is even opened.
    if not question_terms(core.bound(prompt)):
        return ""
    projection = store.connect(options.database)
    try:
        records = projection.records()
        if options.memdir:
            chosen = [r for r in records if r.slug == options.memdir]
        else:
            chosen = store.memdirs_for(records, cwd)
        synced = {r.id: projection.synced_at(r) for r in chosen}
        chosen = [r for r in chosen if synced[r.id] is not None]
        if not chosen:
            return ""
        today = _today()
        # Every memdir of the projection asked about: no filter to pay for.
        everything = len(chosen) == len(records)
        found = core.recall(
            projection.cursor,
            prompt,
            dialect=projection.dialect,
            today=today,
            placeholder=projection.placeholder,
            memdirs=None if everything else [r.id for r in chosen],
        )
    finally:
        projection.close()
    if not found.memories:
        return ""
    by_id = {r.id: r for r in chosen}
    now = time.time()
    for record in chosen:
        mine = [m for m in found.memories if m.memdir_id == record.id]
        files = [str(m.file or m.path) for m in mine]
        unseen = store.unseen_since(record.path, synced[record.id], files)  # type: ignore[arg-type]
        if unseen is not None and now - unseen > options.max_lag:
            return ""
        if store.changed_on_disk(record.path, mine):
            return ""
    return render(found.memories, by_id, today)


def _today() -> dt.date:
    """``MEMORYUI_TODAY`` when set (tests, reproducible reports), as the dashboard counts."""
    fixed = os.environ.get("MEMORYUI_TODAY")
    if fixed:
        try:
            return dt.date.fromisoformat(fixed)
        except ValueError:
            pass
    return dt.date.today()


def render(memories: list, records: dict, today: dt.date) -> str:
    """The lines the agent reads: one per memory, its file's full path first (so the agent can
    open it), then what it says it is about, its type and its labels."""
    from memoryui.agent.core import MAX_NAME_CHARS, clean

    lines = [HEADER]
    for number, memory in enumerate(memories, start=1):
        record = records[memory.memdir_id]
        path = os.path.join(record.path, str(memory.file or memory.path))
        where = clean(path, 400) + (f" (entry {memory.entry})" if memory.entry else "")
        about = clean(memory.description) or clean(memory.name, MAX_NAME_CHARS)
        facts = [str(memory.type or "no type"), *memory.label_words(today)]
        lines.append(f"{number}. {where} — {about or 'no description'} ({'; '.join(facts)})")
    return "\n".join(lines) + "\n"


def hook_output(text: str) -> str:
    import json

    output = {"hookEventName": "UserPromptSubmit", "additionalContext": text}
    return json.dumps({"hookSpecificOutput": output}, ensure_ascii=False) + "\n"


def _read_stdin() -> bytes:
    chunks, size = [], 0
    stream = sys.stdin.buffer if sys.stdin is not None else None
    if stream is None:
        return b""
    while size < MAX_INPUT_BYTES:
        chunk = stream.read(min(1 << 20, MAX_INPUT_BYTES - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)


def _on_deadline(_signum: int, _frame: object) -> None:
    raise TimeoutError("memoryui-recall ran out of time")


def main(argv: list[str] | None = None) -> int:
    """The console script: always exits 0, printing the context or nothing."""
    try:
        import signal

        # A hung database or file system must not hold the prompt: past the deadline, quiet.
        signal.signal(signal.SIGALRM, _on_deadline)
        signal.setitimer(signal.ITIMER_REAL, DEADLINE)
        options = parse_args(sys.argv[1:] if argv is None else argv)
        hook = read_input(_read_stdin())
        text = context(hook.get("prompt", ""), hook.get("cwd", "") or os.getcwd(), options)
        signal.setitimer(signal.ITIMER_REAL, 0)
        if text:
            sys.stdout.write(text if options.text else hook_output(text))
            sys.stdout.flush()
    # Failing open is the contract: whatever went wrong, exit 0 and say nothing.
    except BaseException:
        if os.environ.get("MEMORYUI_RECALL_DEBUG") == "True":
            import traceback

            traceback.print_exc()
    return 0


if __name__ == "__main__":
    sys.exit(main())
