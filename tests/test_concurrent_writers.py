"""The agent keeps appending while an operator saves through the web: no agent line is lost.

A second process stands for the agent: it appends numbered lines to a topic file and to
MEMORY.md with ``open(..., "a")`` and takes no lock, exactly as the agent does. Meanwhile the
test saves edits near the start of both files through the web layer, each from the version
the page showed. Every save either lands (302) or is shown as a conflict (409); at the end
every line the agent wrote must be on disk, once.
"""

from __future__ import annotations

import re
import subprocess
import sys
import time
from html.parser import HTMLParser

from memoryui.memdir import safewrite
from memoryui.memdir.journal import StateDir

AGENT_SECONDS = 4.0
# On a loaded machine a save's page load and POST can outlast every pause for a while; the
# agent then keeps writing, and the test keeps saving, until a save of each file has landed.
AGENT_MAX_SECONDS = 90.0

# The agent: bursts of appends with pauses, so some saves slip between bursts and some do not.
# Every few bursts it pauses longer, as an agent does between turns, and each such pause is a
# little longer than the last: on a loaded machine (CI once fitted 12 saves into 7 s) a save's
# page load and POST outlast the short pauses, and without ever longer ones no save of either
# file might land at all, which would prove nothing. It writes until the stop file appears.
AGENT = r"""
import os, random, sys, time
topic, index, stop, seconds = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4])
random.seed(20250101)
deadline = time.monotonic() + seconds
n = bursts = turns = 0
while not os.path.exists(stop) and time.monotonic() < deadline:
    bursts += 1
    for _ in range(random.randint(1, 4)):
        n += 1
        with open(topic, "a") as f:
            f.write(f"agent line {n} (topic)\n")
        with open(index, "a") as f:
            f.write(f"agent line {n} (index)\n")
        time.sleep(random.uniform(0, 0.002))
    if bursts % 12 == 0:
        turns += 1
        time.sleep(min(5.0, random.uniform(0.25, 0.4) * 1.2 ** turns))
    else:
        time.sleep(random.uniform(0.005, 0.06))
print(n, flush=True)
"""


class FormFields(HTMLParser):
    """The fields a browser would post from a page: inputs, textareas, selected options.

    As in a browser, a textarea's content is raw text up to ``</textarea>``: a tag inside it
    is text, and a textarea without a name posts nothing.
    """

    def __init__(self) -> None:
        super().__init__()
        self.fields: dict[str, str] = {}
        self._in_textarea = False
        self._textarea_name: str | None = None
        self._text = ""
        self._select: str | None = None

    def handle_starttag(self, tag, attrs):
        if self._in_textarea:
            self._text += self.get_starttag_text() or ""
            return
        a = dict(attrs)
        if tag == "input" and a.get("name") and a.get("type") != "checkbox":
            self.fields.setdefault(a["name"], a.get("value") or "")
        elif tag == "textarea":
            self._in_textarea, self._textarea_name, self._text = True, a.get("name"), ""
        elif tag == "select":
            self._select = a.get("name")
        elif tag == "option" and self._select and "selected" in a:
            self.fields[self._select] = a.get("value") or ""

    def handle_endtag(self, tag):
        if self._in_textarea and tag != "textarea":
            self._text += f"</{tag}>"
        elif tag == "textarea":
            if self._textarea_name:
                # A browser drops the one newline right after <textarea>.
                text = self._text[1:] if self._text.startswith("\n") else self._text
                self.fields[self._textarea_name] = text
            self._in_textarea = False
        elif tag == "select":
            self._select = None

    def handle_data(self, data):
        if self._in_textarea:
            self._text += data


def form_of(html: str) -> dict[str, str]:
    parser = FormFields()
    parser.feed(html)
    return parser.fields


def long_pointer(version: int) -> str:
    """Line 1 of MEMORY.md: too long, so the index page always offers to shorten it."""
    return f"- [Deploys](deploys.md) — operator version {version}: " + "how we deploy " * 12


def test_every_line_the_agent_appends_survives_concurrent_saves(memdir, editor_client):
    memdir.topic(
        "deploys.md",
        name="Deploys",
        description="How we deploy",
        body="Operator line, version 0.\nSecond line.\n",
    )
    memdir.write("MEMORY.md", long_pointer(0) + "\n# Notes\n")
    topic, index = memdir.root / "deploys.md", memdir.root / "MEMORY.md"
    stop = memdir.root.parent / "agent-stop"
    # What a browser would post back from the edit page must hold the body: a save that
    # posts no body would write an empty one, and every agent line with it.
    page = form_of(editor_client.get("/memories/deploys.md/edit").content.decode())
    assert page.get("body") == "Operator line, version 0.\nSecond line.\n", page.keys()

    agent = subprocess.Popen(
        [sys.executable, "-c", AGENT, str(topic), str(index), str(stop), str(AGENT_MAX_SECONDS)],
        stdout=subprocess.PIPE,
        text=True,
    )
    tried = {"topic": 0, "index": 0}
    saved = {"topic": 0, "index": 0}
    conflicts = {"topic": 0, "index": 0}
    last_saved = {"topic": "Operator line, version 0.", "index": long_pointer(0)}
    other: list[tuple[str, int, str]] = []
    # Where each conflict was caught, read from the write path's step hook (it only listens):
    # before anything was written, at the check right before the replace, or after it.
    steps: list[str] = []
    caught = {"before writing": 0, "before replace": 0, "after replace": 0}
    safewrite.set_fault_hook(steps.append)
    version = 0
    started = time.monotonic()
    try:
        # Saves go on for a few seconds and until one of each file has landed mid-race.
        while agent.poll() is None and (
            time.monotonic() - started < AGENT_SECONDS or not (saved["topic"] and saved["index"])
        ):
            version += 1
            if version % 2:
                kind = "topic"
                fields = form_of(editor_client.get("/memories/deploys.md/edit").content.decode())
                _, rest = fields["body"].replace("\r\n", "\n").split("\n", 1)
                wanted = f"Operator line, version {version}."
                post = {
                    **{k: fields[k] for k in ("name", "description", "type", "aliases")},
                    "base_sha256": fields["base_sha256"],
                    "base_json": fields["base_json"],
                    # As a browser sends a textarea: CRLF line endings.
                    "body": (wanted + "\n" + rest).replace("\n", "\r\n"),
                }
                response = editor_client.post("/memories/deploys.md/edit", post)
            else:
                kind = "index"
                page = editor_client.get("/index/").content.decode()
                base = re.search(r'name="base_sha256" value="([0-9a-f]{64})"', page)[1]
                wanted = long_pointer(version)
                response = editor_client.post(
                    "/index/replace", {"line": "1", "base_sha256": base, "text": wanted}
                )
            tried[kind] += 1
            if response.status_code == 409:
                if any(s.startswith("replaced:") for s in steps):
                    caught["after replace"] += 1
                elif any(s.startswith("written:") for s in steps):
                    caught["before replace"] += 1
                else:
                    caught["before writing"] += 1
            steps.clear()
            if response.status_code == 302:
                saved[kind] += 1
                last_saved[kind] = wanted
            elif response.status_code == 409:
                conflicts[kind] += 1
            else:
                other.append((kind, response.status_code, response.content.decode()[:300]))
    finally:
        safewrite.set_fault_hook(None)
        stop.touch()
        out, _ = agent.communicate(timeout=AGENT_MAX_SECONDS + 10)
    written = int(out.strip())

    topic_text, index_text = topic.read_text(), index.read_text()
    found = {"topic": 0, "index": 0}
    missing, doubled = [], []
    for n in range(1, written + 1):
        for kind, text in (("topic", topic_text), ("index", index_text)):
            count = text.count(f"agent line {n} ({kind})\n")
            found[kind] += count > 0
            if count == 0:
                missing.append((kind, n))
            elif count > 1:
                doubled.append((kind, n))

    print(
        f"\nconcurrent writers: saves tried {sum(tried.values())} "
        f"(topic {tried['topic']}, MEMORY.md {tried['index']}); "
        f"saved {sum(saved.values())} (topic {saved['topic']}, MEMORY.md {saved['index']}); "
        f"conflicts shown {sum(conflicts.values())} "
        f"(topic {conflicts['topic']}, MEMORY.md {conflicts['index']}; caught "
        + ", ".join(f"{where} {n}" for where, n in caught.items())
        + "); "
        f"agent lines written {2 * written} ({written} per file); "
        f"lines found {sum(found.values())} (topic {found['topic']}, MEMORY.md {found['index']})"
    )

    assert other == [], "every save must land (302) or be shown as a conflict (409)"
    assert missing == [], f"agent lines lost: {missing[:20]}"
    assert doubled == [], f"agent lines written twice: {doubled[:20]}"
    # The test proves nothing unless the two writers really raced: saves landed while the
    # agent kept writing, on both files.
    assert written > 50
    assert saved["topic"] > 0 and saved["index"] > 0
    # Each landed save is on disk and journaled; no conflict left a trace in the journal.
    body = topic_text.split("---\n", 2)[2]
    assert body.startswith(last_saved["topic"] + "\nSecond line.\n")
    assert index_text.startswith(last_saved["index"] + "\n# Notes\n")
    events = StateDir(memdir.root / ".memoryui").events()
    assert [e.action for e in events].count("edit") == saved["topic"]
    assert [e.action for e in events].count("index-edit") == saved["index"]
