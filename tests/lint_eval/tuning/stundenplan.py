"""A school's timetabling office: teachers, rooms, substitutions. German, Claude Code."""

from tests.lint_eval.dataset import Expect, LintMemdir, index, topic

FILES = {
    "MEMORY.md": index(
        "# Stundenplan-Gedächtnis",
        "## Lehrkräfte",
        "- [Frau Okafor](user/okafor.md) — Mathe und Physik, nie in der ersten Stunde",
        "## Räume",
        "## Regeln",
        "- [Vertretungsregel](feedback/vertretung.md) — Vertretung zuerst im Fachbereich",
        "- [Raumplan](reference/raumplan.md) — welche Klasse in welchem Raum",
        "- [Raumplan](reference/raumplan.md) — welche Klasse in welchem Raum",
        "- [Prüfungswoche](projects/pruefungswoche.md) — Aufsichten und Räume",
        "- [Elternabend](projects/elternabend.md) — Termin und Räume",
        "- [Klassenliste 7b](reference/klassenliste.md) — Schülerinnen und Schüler der 7b",
        "- [Export](projects/stundenplan-export.md) — wie der Plan aus Untis kommt",
    ),
    "user/okafor.md": topic(
        "Frau Okafor",
        "Frau Okafor unterrichtet Mathe und Physik und will nie die erste Stunde",
        "user",
        "Teilzeit, montags frei. Bevorzugt Raum 204 (Physiksaal).\n",
    ),
    "feedback/vertretung.md": topic(
        "Vertretungsregel",
        "Wer vertritt: erst der Fachbereich, dann die Klassenleitung",
        "feedback",
        "Vertretungen zuerst im Fachbereich suchen, dann bei der Klassenleitung.\n\n"
        "**Warum:** fachfremde Vertretung heißt für die Klasse eine verlorene Stunde.\n"
        "**Wie anwenden:** im Vertretungsplan zuerst die Spalte Fachbereich filtern.\n",
    ),
    "reference/raumplan.md": topic(
        "Raumplan",
        "Welche Klasse in welchem Raum",
        "reference",
        "7a: 101, 7b: 102, 8a: 201. Fachräume: Physik 204, Chemie 205.\n",
    ),
    "projects/pruefungswoche.md": topic(
        "Prüfungswoche",
        "Aufsichten und Räume der Prüfungswoche",
        "project",
        "Die Prüfungen beginnen nächste Woche; Aufsicht im Wechsel, je zwei Lehrkräfte.\n",
    ),
    "projects/elternabend.md": topic(
        "Elternabend",
        "Termin und Räume des Elternabends",
        "project",
        "Elternabend am 12.03.2026, gestern wegen der Turnhalle verschoben.\n",
    ),
    "reference/klassenliste.md": topic(
        "Klassenliste 7b", "Schülerinnen und Schüler der 7b", "reference", ""
    ),
    "projects/stundenplan-export.md": topic(
        "Stundenplan-Export",
        "Wie der Stundenplan aus Untis exportiert wird",
        "project",
        "Export aus Untis als CSV, dann in die Schulwebseite. Räume: [[raumplan]], "
        "Lehrkräfte: [[okafor]], Regeln: [[Vertretungsregel]]. Alt: [[raumplan-alt]].\n",
    ),
}

MEMDIR = LintMemdir(
    "stundenplan",
    "a school timetabling office (German)",
    FILES,
    (
        Expect("empty-heading", "MEMORY.md", 4),
        Expect("duplicate-pointer", "MEMORY.md", 8),
        Expect("hook-restates", "MEMORY.md", 7),
        Expect("hook-restates", "MEMORY.md", 8),
        Expect("hook-restates", "MEMORY.md", 11),
        Expect("relative-date", "projects/pruefungswoche.md"),
        Expect("relative-date", "projects/elternabend.md"),
        Expect("frontmatter-only", "reference/klassenliste.md"),
        Expect("dead-link", "projects/stundenplan-export.md"),
    ),
)
