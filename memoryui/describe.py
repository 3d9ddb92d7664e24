"""One line saying what a journal event did, for the history and the messages after it.

Events written since memoryui kept the sentence the operator was told carry it as
``detail.said``; older ones, and those written by the command line, are described from their
action and files.
"""

from __future__ import annotations

from memoryui.memdir.journal import Event

INDEX = "MEMORY.md"
ACTIONS = {
    "edit": "Edited {files}",
    "create": "Created {files}",
    "archive": "Archived {files}",
    "move": "Moved {files}",
    "repair": "Repaired {files} as raw text",
    "supersede": "Marked {loser} superseded by {winner}",
    "dismiss": "Dismissed a review item about {paths}",
    "partial": "Marked {paths} as partly true",
    "verify": "Checked claims and marked {files}",
    "hygiene-pass": "Completed the weekly pass",
    "undo": "Undid an earlier change to {files}",
    "add-entry": "Added an entry to {files}",
    "remove-entry": "Removed an entry from {files}",
    "move-entry": "Moved an entry between {files}",
    "merge": "Merged memories and repointed links in {files}",
    "redact": "Redacted a secret in {files}",
    "changes-keep": "Kept changes made outside memoryui",
    "changes-later": "Left changes made outside memoryui for later",
    "changes-revert": "Reverted changes made outside memoryui to {files}",
    "battery-add": "Added {question} to the retrieval battery",
    "battery-edit": "Edited {question} in the retrieval battery",
    "battery-remove": "Removed {question} from the retrieval battery",
}


def _names(paths: list[str]) -> str:
    if not paths:
        return "nothing on disk"
    shown = ", ".join(paths[:3])
    return shown + (f" and {len(paths) - 3} more" if len(paths) > 3 else "")


def _question(detail: dict) -> str:
    asked = detail.get("question")
    text = asked.get("question") if isinstance(asked, dict) else asked
    return f"“{text}”" if isinstance(text, str) and text else "a question"


def describe(event: Event) -> str:
    said = event.detail.get("said")
    if isinstance(said, str) and said.strip():
        return said.strip()
    files = [f.path for f in event.files]
    if event.action.startswith("index-"):
        return f"Changed {INDEX} ({event.action.removeprefix('index-').replace('-', ' ')})"
    template = ACTIONS.get(event.action, "{action} of {files}")
    paths = event.detail.get("paths") if isinstance(event.detail.get("paths"), list) else []
    return template.format(
        action=event.action.replace("-", " ").capitalize(),
        files=_names(files),
        paths=_names([str(p) for p in paths]),
        loser=event.detail.get("loser", "a memory"),
        question=_question(event.detail),
        winner=event.detail.get("winner", "another"),
    )
