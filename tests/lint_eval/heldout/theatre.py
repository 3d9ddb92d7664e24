"""A touring theatre company's stage manager: cues, crew calls, venues. English."""

from tests.lint_eval.dataset import Expect, LintMemdir, index, token, topic

SLACK = token("xoxb-", 40, "theatre-slack", "abcdefghijklmnopqrstuvwxyz0123456789-")

CUES = "\n".join(f"Q{n:03d} GO lighting state {n} (fade 3)" for n in range(1, 27))

FILES = {
    "MEMORY.md": index(
        "# Stage management memory",
        "",
        "## Show",
        "- [Cue sheet](projects/cue-sheet.md) — lighting and sound cues for Act 1",
        "- [Crew calls](projects/crew-calls.md) — who is called when on show days",
        "- [Get-in](projects/get-in.md) — loading the set at each venue",
        "",
        "## People",
        "- [Director](user/director.md) — how Amara gives notes",
        "- [Stage manager](user/stage-manager.md) — about Theo",
        "",
        "## Venues",
        "",
        "## Rules",
        "- [Fire curtain](feedback/fire-curtain.md) — the iron comes in at every interval",
        "- [Props table](feedback/props-table.md) — props are preset by the ASM, nobody else",
        "- [Rehearsal notes](projects/rehearsal-notes.md) — notes from the tech week",
        "- [Slack bot](reference/slack-bot.md) — the bot that posts calls",
        "- [Tour dates](projects/tour-dates.md) — cities and dates, 2026 tour",
    ),
    "projects/cue-sheet.md": topic(
        "Cue sheet",
        "Lighting and sound cues for Act 1",
        "project",
        "Act 1 runs 58 minutes. The full cue list, as the desk shows it:\n\n```\n"
        + CUES
        + "\n```\n",
    ),
    "projects/crew-calls.md": topic(
        "Crew calls",
        "Who is called at what time on show days",
        "project",
        "Show days: crew call 16:00, actors' half at 19:00, curtain 19:30.\n"
        "Matinee days the whole schedule moves four hours earlier.\n"
        "The venue list is in [[venues]]; fire rules in [[fire-curtain]].\n",
    ),
    "projects/get-in.md": topic(
        "Get-in",
        "How the set is loaded in at each venue",
        "project",
        "The truck arrives at 08:00 the day before opening. Flats first, then the revolve.\n"
        "The fly crew is local; ask for their head flyman by name. See [[crew-calls]].\n",
    ),
    "user/director.md": topic(
        "Director",
        "Amara, the director: how she gives notes and what she wants reported",
        "user",
        "Amara gives notes after the run, never during. She wants timings to the minute.\n",
    ),
    "user/stage-manager.md": topic(
        "Stage manager",
        "Theo, the stage manager, and how he likes the agent to help",
        "user",
        "",
    ),
    "feedback/fire-curtain.md": topic(
        "Fire curtain",
        "The safety curtain is lowered at every interval, and logged",
        "feedback",
        "Lower the iron at every interval and log the time in the show report.\n\n"
        "**Why:** the licence requires it and the council inspects the log.\n"
        "**How to apply:** put it in the interval cue, right after the house lights.\n",
    ),
    "feedback/props-table.md": topic(
        "Props table",
        "Props are preset by the ASM only",
        "feedback",
        "Only the ASM presets the props table. Actors check it, never touch it.\n",
    ),
    "projects/rehearsal-notes.md": topic(
        "Rehearsal notes",
        "Notes from tech week",
        "project",
        "Tech week ran 2026-02-02 to 2026-02-06.\n\n"
        "- Transition into Act 2 is 40 seconds too long.\n"
        "- Yesterday the revolve stuck twice; the engineer comes back tomorrow.\n\n"
        "## Still to do\n- re-time the scene change\n",
    ),
    "reference/slack-bot.md": topic(
        "Slack bot",
        "The bot that posts crew calls to the #crew channel",
        "reference",
        f"The bot posts at 12:00 with the day's calls. Bot token: {SLACK}\n",
    ),
    "projects/tour-dates.md": topic(
        "Tour dates",
        "Cities and dates of the 2026 tour",
        "project",
        "- Leeds, 2026-03-03 to 2026-03-07\n- Bristol, 2026-03-10 to 2026-03-14\n"
        "- Glasgow, 2026-03-17 to 2026-03-21 (get-in on the Monday; see [[get-in]])\n",
    ),
    "reference/venues.md": topic(
        "Venues",
        "Stage sizes, get-in doors and fly systems of the tour's venues",
        "reference",
        "Leeds: 12 m opening, dock door stage left. Bristol: hemp house, no counterweights.\n",
    ),
}

MEMDIR = LintMemdir(
    "theatre",
    "a touring theatre company's stage management",
    FILES,
    (
        Expect("code-dump", "projects/cue-sheet.md"),
        Expect("empty-heading", "MEMORY.md", 12),
        Expect("frontmatter-only", "user/stage-manager.md"),
        Expect("feedback-why", "feedback/props-table.md"),
        Expect("relative-date", "projects/rehearsal-notes.md"),
        Expect("transient-state", "projects/rehearsal-notes.md"),
        Expect("secret", "reference/slack-bot.md", 6),
        Expect("orphan", "reference/venues.md"),
        Expect("hook-restates", "MEMORY.md", 4),
    ),
)
