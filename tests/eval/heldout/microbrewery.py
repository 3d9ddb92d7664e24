# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""Tidewater Brewing, a microbrewery: the head brewer's memory, a recipe repo and a web repo."""

from tests.eval.dataset import (
    ClaimLabel,
    LabelledMemdir,
    ProjectSpec,
    PullRequest,
    Question,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

CIP = """CIP after every brew: hot caustic 2 % at 75 °C for 20 min, rinse, acid 1 % cold, rinse.
Log it on the sheet by the brewhouse door.
"""

N = {
    "brewing/brew-day.md": topic(
        "Brew day",
        "Which day we brew and who's on",
        "project",
        """We brew on **Mondays**, mash-in 7:00. Tom and Ellie; Ellie cleans down.
""",
        updated="2025-03-03",
    ),
    "brewing/brew-day-2026.md": topic(
        "Brewing schedule",
        "Brewhouse days since the second fermenter",
        "project",
        """With FV4 in, the brewhouse runs **Wednesdays**, 6:30 mash-in, so Monday is for
packaging.
""",
        updated="2026-01-12",
    ),
    "brewing/pale-fermentation.md": topic(
        "Pale fermentation",
        "Fermentation temperature for the pale ale",
        "feedback",
        """Ferment the pale at **19 °C**, free rise to 21 °C for the last two days.
""",
        updated="2025-04-10",
    ),
    "brewing/pale-cooler.md": topic(
        "Cooler pale ferment",
        "The pale ale's new fermentation profile",
        "feedback",
        """After the diacetyl complaints: pale ale ferments at **17 °C** throughout, no free rise.
""",
        updated="2025-10-22",
    ),
    "cellar/kegs.md": topic(
        "Keg storage",
        "Where full kegs are kept",
        "reference",
        """Full kegs live in the **cold room behind the taproom**, pale on the left, stout right.
""",
        updated="2025-02-14",
    ),
    "cellar/unit-7.md": topic(
        "Unit 7",
        "The rented chilled unit for finished beer",
        "reference",
        """Finished kegs go to **Unit 7** on the trading estate (chilled); the taproom cold room is
for the taproom's own lines only.
""",
        updated="2025-11-05",
    ),
    "beers/harbour-pale.md": topic(
        "Harbour Pale",
        "Our core pale: name, label, pump clip",
        "project",
        """Core pale is sold as **Harbour Pale** (4.2 %). Pump clips and cans use that name.
""",
        updated="2025-01-20",
    ),
    "beers/dockside-rename.md": topic(
        "Dockside Pale",
        "The core pale's name after the trademark letter",
        "project",
        """Trademark letter from a Bristol brewery: the core pale is **Dockside Pale** now, same
recipe. New pump clips from the printer in March.
""",
        updated="2026-01-20",
    ),
    "trade/pubs-filtered.md": topic(
        "Pub supply",
        "What we send to free-trade pubs",
        "feedback",
        """Only filtered, bright beer goes to the free-trade pubs; their cellars can't handle
sediment.
""",
        updated="2025-05-05",
    ),
    "trade/hazy-casks.md": topic(
        "Hazy casks",
        "Unfined casks for the Anchor and the Lamp",
        "feedback",
        """The Anchor and the Lamp get our hazy IPA unfined, straight from the FV — that's what
their regulars come for.
""",
        updated="2025-12-15",
    ),
    "projects/canning-phase1.md": topic(
        "Canning phase 1",
        "Mobile canning, first phase",
        "project",
        """Phase 1: mobile canner every 6 weeks, pale only, 2,000 cans a run.
""",
        updated="2025-12-01",
    ),
    "projects/canning-phase2.md": topic(
        "Canning phase 2",
        "Our own canning line",
        "project",
        """Phase 2 (after the grant): own 2-head canning line, all core beers, monthly runs.
""",
        updated="2025-12-01",
    ),
    "projects/open-questions.md": topic(
        "Open questions",
        "Undecided brewery questions",
        "project",
        """- second-hand centrifuge or not?
- keep the Wednesday tours?
- which grain supplier after Crisp's price rise?
""",
        updated="2025-11-01",
    ),
    "projects/grain-supplier.md": topic(
        "Grain supplier",
        "Where malt comes from from January",
        "project",
        """Decided: malt from Muntons from January; Crisp only for the crystal malts.
""",
        updated="2025-12-10",
    ),
    "brewing/water-old.md": topic(
        "Water treatment",
        "Superseded by brewing/water.md: campden only",
        "project",
        """Campden tablet in the HLT, nothing else.
""",
        updated="2024-12-01",
        extra={"status": "superseded", "superseded_by": "brewing/water.md"},
    ),
    "brewing/water.md": topic(
        "Water treatment",
        "Liquor treatment per beer",
        "project",
        """Campden in the HLT plus gypsum to 250 ppm sulphate for the pale; the stout gets
calcium chloride instead.
""",
        updated="2025-06-01",
    ),
    "brewing/centrifuge-idea.md": topic(
        "Centrifuge",
        "Sam's idea of fining everything",
        "project",
        """Sam said "just fine everything with isinglass and forget the centrifuge". We said no:
the vegan range stays unfined, the centrifuge question stays open.
""",
        updated="2025-11-15",
    ),
    "trade/vegan.md": topic(
        "Vegan range",
        "The vegan beers are never fined with isinglass",
        "feedback",
        """The vegan range is never fined with isinglass.
""",
        updated="2025-11-15",
    ),
    "brewing/cip.md": topic(
        "Cleaning in place", "CIP after every brew", "feedback", CIP, updated="2025-02-01"
    ),
    "brewing/cip-copy.md": topic(
        "Cleaning in place", "CIP after every brew", "feedback", CIP, updated="2025-02-01"
    ),
    "brewing/yeast-harvest.md": topic(
        "Yeast harvest",
        "Re-pitching yeast",
        "feedback",
        """Harvest from the cone on day 5, keep it cold, re-pitch within 7 days, max 8
generations.
""",
        updated="2025-07-07",
    ),
    "brewing/repitching.md": topic(
        "Re-pitching",
        "How long harvested yeast is good for",
        "feedback",
        """Yeast taken off the cone (day five) is kept chilled and used again within a week; after
the eighth generation start fresh.
""",
        updated="2025-09-09",
    ),
    "tech/recipes-repo.md": topic(
        "Recipe repo",
        "Where recipes and the web shop code live",
        "reference",
        """- BeerXML recipes: `recipes/core/harbour-pale.xml`; `make labels` prints labels,
  targets in the `Makefile`
- label PDFs go to `exports/labels/` (gitignored)
- `recipes/core/costing.csv` is generated by `make costing`
- stout recipe went in with PR #7, merged last week
- waiting on #9 to be merged (new IPA)
- BeerXML fix upstream: brewpi/beerxml-tools#112, merged
- shop pages: `site/pages/shop.html` (that's the taproom site repo)
- taproom site work on branch `winter-menu`
- tour booking page `site/pages/tours.html` — never built
- node version for the site is in `.tool-versions`
- untappd: https://untappd.com/TidewaterBrewing
""",
        updated="2026-01-18",
    ),
}

FILES = with_index(N, title="Tidewater memory")

RECIPES = ProjectSpec(
    name="brew-recipes",
    owner="tidewater",
    files={
        "Makefile": "labels:\n\tpython labels.py\n",
        "recipes/core/harbour-pale.xml": "<RECIPES/>\n",
        "recipes/core/dock-stout.xml": "<RECIPES/>\n",
        "labels.py": "print('labels')\n",
    },
    gitignore="exports/\n*.pdf\n",
    pulls=(
        PullRequest(
            7, "stout", "Dock stout recipe", {"recipes/core/dock-stout.xml": "<R/>\n"}, "squash"
        ),
    ),
)
SITE = ProjectSpec(
    name="taproom-site",
    owner="tidewater",
    files={
        ".tool-versions": "nodejs 20.11.0\n",
        "site/pages/shop.html": "<h1>Shop</h1>\n",
        "site/pages/index.html": "<h1>Tidewater</h1>\n",
        "package.json": "{}\n",
    },
    gitignore="node_modules/\ndist/\n",
    branches=("winter-menu",),
)


def C(path, kind, argument, expected, form, why):
    return ClaimLabel(path, kind, argument, expected, form, why)


R = "tech/recipes-repo.md"


MEMDIR = LabelledMemdir(
    name="microbrewery",
    half="heldout",
    language="en",
    domain="microbrewery",
    style="plain English, one long reference list, two project roots",
    files=FILES,
    projects=(RECIPES, SITE),
    pairs=[
        P(
            "contradiction",
            "brewing/brew-day.md",
            "brewing/brew-day-2026.md",
            "time-moved",
            "Brew Mondays 7:00 vs Wednesdays 6:30.",
        ),
        P(
            "contradiction",
            "brewing/pale-fermentation.md",
            "brewing/pale-cooler.md",
            "threshold-changed",
            "Pale at 19 °C with free rise vs 17 °C, no rise.",
        ),
        P(
            "contradiction",
            "cellar/kegs.md",
            "cellar/unit-7.md",
            "location-changed",
            "Full kegs in the taproom cold room vs Unit 7.",
        ),
        P(
            "contradiction",
            "beers/harbour-pale.md",
            "beers/dockside-rename.md",
            "renamed",
            "Sold as Harbour Pale vs Dockside Pale.",
        ),
        P(
            "contradiction",
            "trade/pubs-filtered.md",
            "trade/hazy-casks.md",
            "reworded-conflict",
            "Only bright beer to free-trade pubs vs unfined hazy to two pubs.",
        ),
        P("duplicate", "brewing/cip.md", "brewing/cip-copy.md", "identical", "A copy."),
        P(
            "near-duplicate",
            "brewing/yeast-harvest.md",
            "brewing/repitching.md",
            "paraphrased",
            "Same yeast rule in other words.",
        ),
        P(
            "decoy",
            "projects/canning-phase1.md",
            "projects/canning-phase2.md",
            "phase1-vs-phase2",
            "Two canning phases.",
        ),
        P(
            "decoy",
            "projects/open-questions.md",
            "projects/grain-supplier.md",
            "open-questions-vs-settled",
            "The grain question and its decision.",
        ),
        P(
            "decoy",
            "brewing/water-old.md",
            "brewing/water.md",
            "superseded-and-successor",
            "Old water note is marked superseded.",
        ),
        P(
            "decoy",
            "brewing/centrifuge-idea.md",
            "trade/vegan.md",
            "quoted-opinion-rejected",
            "Fining everything is quoted and rejected.",
        ),
        P(
            "decoy",
            "projects/open-questions.md",
            "brewing/centrifuge-idea.md",
            "open-questions-vs-settled",
            "Centrifuge is still open in both; no conflict.",
        ),
        P(
            "decoy",
            "beers/harbour-pale.md",
            "tech/recipes-repo.md",
            "same-ticket-ids",
            "Both name harbour-pale; a product note vs repo paths.",
        ),
        P(
            "decoy",
            "brewing/pale-cooler.md",
            "brewing/water.md",
            "shared-technology",
            "Both about the pale; fermentation vs water.",
        ),
        P(
            "decoy",
            "brewing/brew-day-2026.md",
            "projects/canning-phase1.md",
            "related-consistent",
            "Monday packaging and canning runs; compatible.",
        ),
    ],
    claims=[
        C(R, "path", "recipes/core/harbour-pale.xml", "verified", "plain-path", "Root 1."),
        C(R, "path", "Makefile", "verified", "bare-root-file", "Root file of brew-recipes."),
        C(R, "path", "exports/labels/", "unknown", "gitignored-path", "Ignored output."),
        C(
            R,
            "path",
            "recipes/core/costing.csv",
            "unknown",
            "said-generated-path",
            "Said generated by make costing.",
        ),
        C(
            R,
            "pr-merged",
            "7",
            "verified",
            "squash-commit",
            "Squash commit '(#7)'; 'went in with PR #7, merged last week'.",
        ),
        C(R, "pr-merged", "9", "not-a-claim", "pr-waiting-on", "'waiting on #9 to be merged'."),
        C(
            R,
            "pr-merged",
            "112",
            "not-a-claim",
            "other-repo-pr",
            "brewpi/beerxml-tools#112 is another project's.",
        ),
        C(
            R,
            "path",
            "site/pages/shop.html",
            "verified",
            "several-roots",
            "Only in the second root, taproom-site.",
        ),
        C(
            R,
            "branch",
            "winter-menu",
            "verified",
            "several-roots",
            "A branch of the second root only.",
        ),
        C(
            R,
            "path",
            "site/pages/tours.html",
            "failed",
            "several-roots",
            "In neither root: never built.",
        ),
        C(
            R,
            "path",
            ".tool-versions",
            "verified",
            "several-roots",
            "Bare root file of the second root only.",
        ),
        C(R, "url", "https://untappd.com/TidewaterBrewing", "unknown", "url", "Never fetched."),
    ],
    questions=[
        Question("which day do we brew", "en", ("brewing/brew-day.md", "brewing/brew-day-2026.md")),
        Question(
            "what temp should the pale ferment at?",
            "en",
            ("brewing/pale-fermentation.md", "brewing/pale-cooler.md"),
        ),
        Question("where are the full kegs kept", "en", ("cellar/kegs.md", "cellar/unit-7.md")),
        Question(
            "what's the core pale called now",
            "en",
            ("beers/harbour-pale.md", "beers/dockside-rename.md"),
        ),
        Question(
            "can we send hazy beer to pubs?",
            "en",
            ("trade/pubs-filtered.md", "trade/hazy-casks.md"),
        ),
        Question(
            "how many generations can I repitch yeast",
            "en",
            ("brewing/yeast-harvest.md", "brewing/repitching.md"),
        ),
        Question(
            "who are we buying malt from nex year",
            "en",
            ("projects/grain-supplier.md",),
            why="typo",
        ),
        Question(
            "cheers. oh — what's the plan for canning phase 2?",
            "en",
            ("projects/canning-phase2.md",),
            conversational=True,
        ),
        Question("morning all", "en", silent=True),
        Question("legend, thanks", "en", silent=True),
        Question("thanks, that's all for now", "en", silent=True),
        Question("ok what's next", "en", silent=True),
    ],
)
