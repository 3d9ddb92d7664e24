"""A family winery in Rioja: harvest, barrels, importers. English and Spanish, nested metadata."""

from tests.lint_eval.dataset import Expect, LintMemdir, index, yaml_value


def nested(name: str, description: str, kind: str, body: str) -> str:
    """Frontmatter as current Claude Code writes it: the type inside ``metadata:``."""
    return (
        f"---\nname: {yaml_value(name)}\ndescription: {yaml_value(description)}\n"
        f"metadata:\n  node_type: memory\n  type: {kind}\n  originSessionId: 6f1c2a\n"
        "  modified: 2026-02-11T08:15:00.000Z\n---\n" + body
    )


ZPL = "\n".join(f"^FO50,{40 * n}^A0N,28,28^FDLine {n}^FS" for n in range(1, 31))

FILES = {
    "MEMORY.md": index(
        "# Bodega memory",
        "- [Harvest crew](project/harvest-crew.md) — who picks which block",
        "- [Barrel inventory](projects/barrel-inventory.md) — count by cooperage and toast",
        "- [Spraying rules](feedback/spraying.md) — never spray before rain",
        "- [Tasting notes](reference/tasting-notes.md) — tasting notes for every vintage",
        "- [Importers](reference/importers.md) — distributors by country, with the",
        "  contact person and their payment terms",
        "- [Lab results](reference/lab-results.md)",
        "- [Bottling 2026](projects/bottling-2026.md) — dates and the label printer",
        "- [Enóloga](user/enologist.md) — how Lucía likes to work",
        "- [Sulphites](feedback/no-sulfite-talk.md) — what we say to customers",
    ),
    "projects/harvest-crew.md": nested(
        "Harvest crew",
        "Who picks which block during the vendimia",
        "project",
        "Block A (tempranillo, old vines): Javi's crew, by hand.\n"
        "Block C (garnacha): the machine, contractor from Haro.\n",
    ),
    "projects/barrel-inventory.md": nested(
        "Barrel inventory",
        "Barrels by cooperage and toast, and where each one is",
        "project",
        "| cooperage | toast | count |\n|---|---|---|\n| Taransaud | medium | 40 |\n"
        "| Seguin Moreau | medium+ | 22 |\n\nActualizado ayer por Javi, después del trasiego.\n",
    ),
    "feedback/spraying.md": nested(
        "Spraying rules",
        "Never spray copper or sulphur when rain is forecast within a day",
        "feedback",
        "No se fumiga si hay lluvia prevista en las próximas 24 horas.\n\n"
        "**Por qué:** la lluvia lava el cobre y hay que repetir el tratamiento.\n"
        "**Cómo aplicar:** mira AEMET antes de programar la cuadrilla.\n",
    ),
    "reference/tasting-notes.md": nested(
        "Tasting notes",
        "Tasting notes for every vintage",
        "reference",
        "2019: ripe, dense, long. 2020: lighter, more acidity. 2021: the best in a decade.\n",
    ),
    "reference/importers.md": nested(
        "Importers",
        "Distributors by country, contact person and payment terms",
        "reference",
        "- UK: Vinos del Norte Ltd, Sarah, 60 days\n- US: Iberia Imports, Mark, 90 days\n",
    ),
    "reference/lab-results.md": nested(
        "Lab results",
        "Where the lab's analyses are and what they measure",
        "reference",
        "The lab sends `brix.csv`, `ph.csv` and `so2.csv` after each sampling round.\n",
    ),
    "projects/bottling-2026.md": nested(
        "Bottling 2026",
        "Bottling dates for 2026 and the label printer template",
        "project",
        "Bottling runs 2026-03-16 to 2026-03-20.\n\nThe label template:\n\n"
        f"```\n^XA\n{ZPL}\n^XZ\n```\n",
    ),
    "user/enologist.md": nested(
        "Lucía, enóloga",
        "Lucía, the winemaker: how she likes updates",
        "user",
        "Lucía prefiere mensajes cortos, con números, y en español.\n",
    ),
    "feedback/no-sulfite-talk.md": nested(
        "Sulphites in customer emails",
        "How we answer customers who ask about sulphites",
        "feedback",
        "Answer with the measured total SO2 for the vintage, never with health claims.\n\n"
        "**Why:** a health claim in writing is a regulatory problem.\n"
        "**How to apply:** copy the figure from the lab results, nothing else.\n",
    ),
}

MEMDIR = LintMemdir(
    "bodega",
    "a family winery (English and Spanish, nested metadata)",
    FILES,
    (
        Expect("dangling-pointer", "MEMORY.md", 2),
        Expect("orphan", "projects/harvest-crew.md"),
        Expect("hook-restates", "MEMORY.md", 5),
        Expect("index-line-wraps", "MEMORY.md", 7),
        Expect("relative-date", "projects/barrel-inventory.md"),
        Expect("code-dump", "projects/bottling-2026.md"),
    ),
)
