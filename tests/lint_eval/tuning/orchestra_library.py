"""A symphony orchestra's librarian: parts, rentals, publishers. Plain English, Claude Code."""

from tests.lint_eval.dataset import Expect, LintMemdir, index, topic

FILES = {
    "MEMORY.md": index(
        "# Orchestra library memory",
        "- [Part marking rules](feedback/part-marking.md) — pencil only, bowings from the leader",
        "- [Rental returns](projects/rental-returns.md) — rented sets go back after the run",
        "- [Season 2026 planning](projects/season-2026.md) — programmed works and missing parts",
        "- [Publisher contacts](reference/publishers.md) — who to email at each publisher",
        "- [Publisher contacts](reference/publishers.md) — who to email at each publisher",
        "- [Maren](user/librarian-profile.md) — about the librarian",
        "- [Bowing archive](reference/bowing-archive.md) — where marked parts are scanned",
        "- [Old copier](reference/old-copier.md) — the copier we replaced",
        "- [Tour logistics](projects/tour-logistics.md) — trunks, folders, the van",
        "- [No photocopies](feedback/no-photocopies.md) — rental parts are never copied",
        "- [Concert archive](projects/concert-archive.md) — recordings and programmes",
        "- [Catalogue fields](reference/catalogue-fields.md) — each field in the catalogue",
        "- [Scores](reference/scores.md) — study scores",
        "Copyright questions go to the [licensing note](reference/licensing.md) first.",
    ),
    "feedback/part-marking.md": topic(
        "Part marking rules",
        "How parts may be marked: pencil only, bowings come from the concertmaster",
        "feedback",
        "Mark parts in soft pencil only; never ink, never highlighter.\n\n"
        "**Why:** rented parts are inspected on return and ink costs us the deposit.\n"
        "**How to apply:** when a player asks for a highlighter today, offer pencil and "
        "tape flags.\n",
    ),
    "projects/rental-returns.md": topic(
        "Rental returns",
        "When rented sets go back to the publishers",
        "project",
        "The Mahler 5 set from Boosey goes back next Friday, with the bowing sheet.\n\n"
        "Return deadline on the contract: 2026-04-10. Late fee 40 EUR a week.\n",
    ),
    "projects/season-2026.md": topic(
        "Season 2026 planning",
        "Works programmed for 2026 and which parts are still missing",
        "project",
        "# Season 2026\n\n## Programmed\n- Mahler 5 (rented, see [[rental-returns]])\n"
        "- Sibelius 2 (own set)\n- [[Stravinsky parts]] for the Firebird\n\n"
        "## Still missing parts\n\n## Notes\nContacts are in [[publishers]].\n",
    ),
    "reference/publishers.md": topic(
        "Publisher contacts",
        "Who to email at each publisher",
        "reference",
        "- Boosey & Hawkes hire library: hire@example.org, ask for the orchestral desk\n"
        "- Bärenreiter: orders through the shop form, never by phone\n\n"
        "What we rent this season is in [[season-2026]].\n",
    ),
    "user/librarian-profile.md": topic(
        "Maren's profile",
        "Maren, the librarian: how she works and what she expects from the agent",
        "user",
        "Maren has run the library for twelve years. She wants lists, not prose, and she "
        "checks every rental date herself.\n",
    ),
    "reference/bowing-archive.md": topic(
        "Bowing archive",
        "Where scanned marked parts are kept and how to reach the share",
        "reference",
        "Scans of marked parts live on the NAS share `bowings`, one folder per work.\n"
        "Share login: user `library`, password: Kq7#mZ2vR9xL\n",
    ),
    "reference/licensing.md": topic(
        "Licensing and copyright",
        "What may be copied, performed and recorded under our licences",
        "reference",
        "Public-domain works can be copied freely; anything rented cannot be copied at all.\n",
    ),
    "reference/ensemble-sizes.md": topic(
        "Ensemble sizes",
        "How many string desks each programme needs",
        "reference",
        "Strings for Mahler: 16-14-12-10-8. For Haydn: 8-6-4-4-2.\n",
    ),
    "projects/tour-logistics.md": topic(
        "Tour logistics",
        "Moving the library on tour: trunks, folders and the van",
        "project",
        "Folders travel in the two grey trunks; the van leaves from the stage door.\n\n"
        "## Next steps\n- finish the cello folders\n- label the second trunk\n",
    ),
    "feedback/no-photocopies.md": topic(
        "No photocopies of rental parts",
        "Rental parts are never photocopied, even for a page turn",
        "feedback",
        "Never photocopy a rental part. Ask the publisher for an extra copy instead.\n",
    ),
    "projects/concert-archive.md": topic(
        "Concert recordings archive",
        "Where concert recordings and programmes are archived",
        "project",
        "Recordings are copied to the archive drive after each concert:\n\n"
        "```sh\nrsync -av /media/recorder/ /archive/concerts/$(date +%F)/\n```\n",
    ),
    "reference/catalogue-fields.md": topic(
        "Catalogue fields",
        "What each field of the library catalogue means",
        "refrence",
        "`shelf` is the cabinet and drawer; `set` counts the string parts.\n",
    ),
    "reference/scores.md": topic("Scores", "Study scores on the shelf", "reference", "TBD\n"),
}

MEMDIR = LintMemdir(
    "orchestra_library",
    "a symphony orchestra's music library",
    FILES,
    (
        Expect("duplicate-pointer", "MEMORY.md", 6),
        Expect("hook-restates", "MEMORY.md", 5),
        Expect("hook-restates", "MEMORY.md", 6),
        Expect("dangling-pointer", "MEMORY.md", 9),
        Expect("linked-mid-sentence", "reference/licensing.md"),
        Expect("orphan", "reference/ensemble-sizes.md"),
        Expect("relative-date", "projects/rental-returns.md", 6),
        Expect("dead-link", "projects/season-2026.md", 11),
        Expect("empty-heading", "projects/season-2026.md", 13),
        Expect("secret", "reference/bowing-archive.md", 7),
        Expect("transient-state", "projects/tour-logistics.md"),
        Expect("feedback-why", "feedback/no-photocopies.md"),
        Expect("unknown-type", "reference/catalogue-fields.md"),
        Expect("frontmatter-only", "reference/scores.md"),
    ),
)
