"""A small architecture studio: planning applications, consultants, drawing standards.
British English, current Claude Code frontmatter (type nested in ``metadata:``)."""

from tests.lint_eval.dataset import Expect, LintMemdir, index, token, yaml_value

GITLAB = token(
    "glpat-",
    20,
    "studio-gitlab",
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-",
)


def nested(name: str, description: str | None, kind: str, body: str) -> str:
    head = f"---\nname: {yaml_value(name)}\n"
    if description is not None:
        head += f"description: {yaml_value(description)}\n"
    return (
        head + f"metadata:\n  node_type: memory\n  type: {kind}\n"
        "  originSessionId: 0b7e44\n  modified: 2026-01-29T16:40:12.000Z\n---\n" + body
    )


FILES = {
    "MEMORY.md": index(
        "# Studio memory",
        "- [Planning: Elm Road](projects/elm-road.md) — householder application, decision due",
        "- [Planning: Mill Lane](projects/mill-lane.md) — listed building consent",
        "- [Consultants](reference/consultants.md) — structural, M&E, party wall",
        "- [Drawing standards](feedback/drawing-standards.md) — layers, scales, title blocks",
        "- [Revit families](reference/revit-families.md) — where the families live",
        "- [Partner](user/partner.md) — how Priya reviews drawings",
        "- [Model sync](reference/model-sync.md) — the repository the models sync to",
        "- [Fee proposals](feedback/fee-proposals.md) — how fees are quoted",
        "- [Elm Road site visit](projects/elm-road-visit.md)",
        "See the [CDM duties](reference/cdm.md) before any site visit.",
    ),
    "projects/elm-road.md": nested(
        "Planning: Elm Road",
        "Householder application for 14 Elm Road: status and conditions",
        "project",
        "Submitted 2026-01-12, reference 26/0042/HH. Decision due 2026-03-09.\n"
        "Officer asked for a revised rear elevation; sent on 2026-02-02.\n"
        "Site visit notes: [[elm-road-visit]].\n",
    ),
    "projects/mill-lane.md": nested(
        "Planning: Mill Lane",
        "Listed building consent for the Mill Lane granary conversion",
        "project",
        "Heritage statement by Cole Heritage. The conservation officer meets us next week "
        "on site.\n",
    ),
    "reference/consultants.md": nested(
        "Consultants",
        "The consultants we work with and what each one does",
        "reference",
        "- Structural: Hale & Co (Ben)\n- M&E: Northwind (Sofia)\n- Party wall: J. Perry\n",
    ),
    "feedback/drawing-standards.md": nested(
        "Drawing standards",
        "Layers, scales and title blocks on every drawing issued",
        "feedback",
        "Issue plans at 1:50 and details at 1:5; never issue a drawing without the revision "
        "box filled in.\n\n**Why:** an unrevised detail went to site in 2024.\n"
        "**How to apply:** check the revision box before every PDF export.\n",
    ),
    "reference/revit-families.md": nested(
        "Revit families",
        "Where the studio's Revit families are kept",
        "reference",
        "Families live on the server under `Library/Revit/`:\n\n"
        + "".join(f"- `Library/Revit/Doors/D{n:02d}.rfa` — door type {n}\n" for n in range(1, 9)),
    ),
    "user/partner.md": nested(
        "Partner",
        "Priya, the partner: how she reviews drawings",
        "user",
        "Priya marks up PDFs in red and expects every comment closed before issue.\n",
    ),
    "reference/model-sync.md": nested(
        "Model sync",
        "The repository the BIM models sync to",
        "reference",
        f"Models sync to the studio GitLab. Sync user token: {GITLAB}\n",
    ),
    "feedback/fee-proposals.md": nested(
        "Fee proposals",
        "How the studio quotes fees",
        "feedback",
        "Quote fees per RIBA stage, never as a lump sum.\n",
    ),
    "projects/elm-road-visit.md": nested(
        "Elm Road site visit",
        None,
        "project",
        "Visited 2026-01-20. Rear wall bowing; ask Hale & Co. See [[elm-road]].\n",
    ),
    "reference/cdm.md": nested(
        "CDM duties",
        "Our duties as principal designer under CDM 2015",
        "reference",
        "As principal designer we keep the pre-construction information and the risk "
        "register current.\n",
    ),
    "projects/old-extension.md": nested(
        "Planning: Elm Road",
        "An earlier scheme for a side extension, withdrawn",
        "project",
        "Withdrawn in 2025 after pre-application advice.\n",
    ),
}

MEMDIR = LintMemdir(
    "architecture_studio",
    "a small architecture studio (nested metadata)",
    FILES,
    (
        Expect("relative-date", "projects/mill-lane.md"),
        Expect("code-derivable", "reference/revit-families.md"),
        Expect("secret", "reference/model-sync.md"),
        Expect("feedback-why", "feedback/fee-proposals.md"),
        Expect("blank-description", "projects/elm-road-visit.md"),
        Expect("linked-mid-sentence", "reference/cdm.md"),
        Expect("name-claimed-twice", "projects/elm-road.md"),
        Expect("name-claimed-twice", "projects/old-extension.md"),
        Expect("orphan", "projects/old-extension.md"),
        Expect("name-mismatch", "projects/old-extension.md"),
        Expect("hook-restates", "MEMORY.md", 8),
    ),
)
