"""A harbour museum's exhibition app, kept as a Cline memory bank: no frontmatter, no index,
and an active context that holds the task in progress by design."""

from tests.lint_eval.dataset import Expect, LintMemdir, token

HF = token("hf_", 34, "museum-hf")
CONFIG = "\n".join(
    f"  room_{n}: {{ audio: track_{n}.mp3, beacon: {1000 + n} }}" for n in range(1, 25)
)

FILES = {
    "projectbrief.md": (
        "# Project brief\n\nAn exhibition app for the harbour museum: a map of the rooms, an "
        "audio guide in four languages, and a quiz for school groups.\n\n"
        "## Goals\n- works offline on the museum's tablets\n- one tap to the audio guide\n\n"
        "## Non-goals\n"
    ),
    "productContext.md": (
        "# Product context\n\nVisitors borrow a tablet at the desk. Most are families; school "
        "groups come on Tuesday and Thursday mornings.\n\nHow it is built: [tech](techContext.md) "
        "and [[systemPatterns]].\n"
    ),
    "activeContext.md": (
        "# Active context\n\n## Current focus\nFinishing the Korean audio track.\n\n"
        "## Next steps\n- record room 7\n- re-test the beacon in the ship hall\n\n"
        "Yesterday the kiosk in room 3 crashed twice; watch it.\n"
    ),
    "progress.md": (
        "# Progress\n\n## Done\n- map of all 12 rooms\n- English and German audio\n\n"
        "## Left\n- Korean audio\n- the school quiz\n\nDecisions so far: [[decision-log]].\n"
    ),
    "systemPatterns.md": (
        "# System patterns\n\nEach room is one entry in `rooms.yaml`; the app reads it at start. "
        "The whole file as it is today:\n\n```yaml\nrooms:\n" + CONFIG + "\n```\n"
    ),
    "techContext.md": (
        "# Tech context\n\nFlutter app, offline first. Transcripts come from a hosted speech "
        f"model; the key is {HF}.\n\nRepository:\n\n```\napp/\n├── lib/\n│   ├── rooms/\n"
        "│   └── audio/\n├── assets/\n│   ├── audio/\n│   └── maps/\n└── test/\n```\n"
    ),
}

MEMDIR = LintMemdir(
    "museum_bank",
    "a museum exhibition app as a Cline memory bank",
    FILES,
    (
        Expect("empty-heading", "projectbrief.md"),
        Expect("dead-link", "progress.md"),
        Expect("code-dump", "systemPatterns.md"),
        Expect("secret", "techContext.md"),
        Expect("code-derivable", "techContext.md"),
    ),
    profile="memory-bank",
)
