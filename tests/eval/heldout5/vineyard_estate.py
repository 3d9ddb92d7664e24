# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""A small wine estate's agent memory (harvest crew, cellar, tastings, bottling, shipping,
equipment, visitors): English, terse notes mixed with chatty ones written one paragraph per line.
"""

from tests.eval.dataset import (
    LabelledMemdir,
    questions_in,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

N = {
    # --- harvest -------------------------------------------------------------------------
    "harvest/picking-mornings.md": topic(
        "Picking mornings",
        "How a harvest morning starts and who is on the crew",
        "project",
        """# Picking mornings

- crew musters 06:30 at the machine shed
- bins on the flatbed trailer by 06:45, first row by 07:00
- 8 hand pickers + Tomasz (crew lead), paid per half-ton bin
- water cooler + shears sharpened the night before
""",
        updated="2025-08-18",
    ),
    "harvest/heat-protocol.md": topic(
        "Heat protocol",
        "What we changed about harvest mornings after the heat week",
        "feedback",
        """The week of 38-degree afternoons was brutal and the Grenache came in warm enough that Ines had to chill it for a day before it could go in the press, so Margaret and Tomasz sat down and changed the start for good.

From now on every harvest day starts at 05:15 at the shed. It's still dark, so headlamps are on the hook by the door and everyone wears the hi-vis vests until sunrise.

We stop picking at 11:30 whatever happens. Anything left goes the next morning.
""",
        updated="2025-09-10",
        nested=True,
        session="b41e07c2-5d0a-4f6e-9a11-3c7f2e8d9b40",
    ),
    "harvest/crew-2026.md": topic(
        "Crew for 2026",
        "Size of this year's picking crew",
        "project",
        """2026 hand-picking crew: 5 people, Tomasz still leading. The Chardonnay block goes to
the contract machine harvester this year, so the rest is small enough for five.
""",
        updated="2026-07-20",
    ),
    "harvest/no-glass-crush-pad.md": topic(
        "No glass on the crush pad",
        "Glass is banned near the fruit during harvest",
        "feedback",
        """No glass of any kind on the crush pad during harvest: no bottles, no jars, no tasting
glasses from visitors. Plastic cups only. A shard in a bin means dumping the bin.
""",
        updated="2025-08-18",
    ),
    "log/2025-09-18-hopper-glass.md": topic(
        "Glass in the hopper, 18 Sep",
        "A visitor's wine glass broke over the destemmer",
        "project",
        """18 Sep 2025, ~10:40. Tour group walked onto the crush pad from the terrace, one guest still holding her tasting glass, dropped it over the destemmer hopper while we were tipping Syrah.

Stopped the line, dumped about half a bin of fruit, hosed out the hopper and checked the screen by torchlight. No harm to anyone. Olu now takes glasses off tour guests at the terrace steps.
""",
        updated="2025-09-18",
    ),
    # --- cellar --------------------------------------------------------------------------
    "cellar/so2-before-bottling.md": topic(
        "Free SO2 before bottling",
        "Where free SO2 has to be before a wine is bottled",
        "reference",
        """| wine | free SO2 target before bottling |
|---|---|
| reds | 32 mg/L |
| whites + rosé | 38 mg/L |

Adjust a week before the run, recheck two days before.
""",
        updated="2025-03-04",
    ),
    "bottling/run-sheet-2026.md": topic(
        "Bottling run sheet 2026",
        "Plan for the March 2026 mobile bottling run",
        "project",
        """# Bottling run, 17-18 March 2026

Mobile line arrives 07:00 on the 17th, parks by the north door. Two days: whites and rosé on day one, the Pinot and the Syrah on day two. Expect about 1,400 cases total.

Ines has taken the sulfur down this year, she thinks the reds tasted shut at 32. Targets for this run are free SO2 26 mg/L on the reds and 32 mg/L on the whites and the rosé. Adjust the week before, not on the morning.

Lunch for the line crew is on us, order from the deli by the 14th.
""",
        updated="2026-02-27",
    ),
    "cellar/lab-panels.md": topic(
        "Lab panels",
        "Where juice and wine samples get analysed",
        "reference",
        """Juice + wine panels go to ETS Labs in Healdsburg. Ship Mon-Wed only so samples don't
sit in a depot over the weekend. Results by email to Ines, usually 2 days.
""",
        updated="2025-04-10",
    ),
    "cellar/winescan.md": topic(
        "WineScan",
        "The analyser we bought for the cellar",
        "reference",
        """Bought a used FOSS WineScan (Nov 2025). All panels run in-house now, no more mailing
samples out. Ines calibrates it Monday mornings; manual in the lab drawer.
""",
        updated="2025-11-03",
        aliases=["analyser", "lab"],
    ),
    "cellar/topping.md": topic(
        "Topping barrels",
        "How often barrels get topped up",
        "feedback",
        """Top every barrel every 3 weeks with the same wine (same lot, same vintage).
Write the date on the barrel card. Bungs back in by hand, no mallet.
""",
        updated="2025-06-02",
    ),
    "notes/barrel-topping.md": topic(
        "Topping barrels",
        "How often barrels get topped up",
        "feedback",
        """Top every barrel every 3 weeks with the same wine (same lot, same vintage).
Write the date on the barrel card. Bungs back in by hand, no mallet.

""",
        updated="2025-06-02",
    ),
    "cellar/no-hosing.md": topic(
        "Barrel room floor",
        "Keeping the barrel room floor dry",
        "feedback",
        """Don't hose down the barrel room floor. Squeegee and mop only; standing water there
turns into mould on the barrel heads within a week.
""",
        updated="2025-06-02",
    ),
    # --- equipment -----------------------------------------------------------------------
    "equipment/forklift.md": topic(
        "Forklift",
        "Who may drive the forklift",
        "feedback",
        """Forklift (yellow Toyota, propane): Tomasz and Ines are the only operators. Nobody else
drives it, not even to shift one pallet across the yard.
""",
        updated="2025-05-12",
    ),
    "equipment/pallet-moves.md": topic(
        "Moving pallets",
        "How to get a pallet moved when you need one",
        "feedback",
        """Need a pallet moved and nobody's free? Anyone who has had Tomasz's walk-through (ten minutes, ask him any morning) can take the lift truck and do it themselves. Sign the sheet on the cab door afterwards.
""",
        updated="2026-03-30",
        nested=True,
        session="f0c3a9d7-18e2-4b5c-8d60-7a2b91e4c5f3",
        modified="2026-03-30T16:02:11Z",
    ),
    # --- bottling / dry goods ------------------------------------------------------------
    "bottling/cork-storage.md": topic(
        "Cork storage",
        "Where corks and capsules are kept",
        "reference",
        """Corks + capsules: loft above the case goods. Keep the cork bags sealed, SO2 sachet
inside each box.
""",
        updated="2025-05-20",
    ),
    "bottling/dry-goods-july.md": topic(
        "Dry goods, July move",
        "Dry goods after the loft got too hot",
        "project",
        """Loft hit 41 degrees in July, so the dry goods came down. Corks and capsules are in the reefer container next to the crush pad now, set at 15 degrees. Labels stayed in the office.
""",
        updated="2025-07-24",
    ),
    "bottling/closures.md": topic(
        "Closures",
        "What every wine is sealed with",
        "reference",
        """Every wine we make goes under natural cork, 49 x 24 mm, from the Portuguese supplier.
Same closure across the range, rosé included.
""",
        updated="2025-01-15",
    ),
    "meetings/2026-02-11.md": topic(
        "Staff meeting 11 Feb 2026",
        "Notes from the February staff meeting",
        "project",
        """Present: Margaret, Ines, Callum, Olu, Tomasz.

- Callum pitched screw caps for the rosé: cheaper, fresher, restaurants like them. Margaret said no, we stay on cork across the range. Not coming back to it.
- PO 1187 approved: 2026 cork order, 60,000 pieces, delivery before the March run.
- Olu wants a second espresso machine for the tasting room. Maybe in summer.
""",
        updated="2026-02-11",
    ),
    # --- tasting room / visitors -----------------------------------------------------------
    "tasting/dogs.md": topic(
        "Dogs at the tasting room",
        "Guests with dogs",
        "feedback",
        """Dogs welcome on the terrace, on a lead. Water bowl by the door, biscuits in the
drawer under the till.
""",
        updated="2025-04-01",
    ),
    "tasting/insurance-changes.md": topic(
        "Insurance renewal changes",
        "What the new liability policy changed for visitors",
        "project",
        """The liability renewal came back in April with a couple of new clauses, and Margaret signed it, so a few things change for visitors from this month.

The big one: no dogs at the tasting room or on the terrace anymore. Only service animals. Put the sign up at the gate and tell people when they book, because it's going to upset some regulars.

Cellar tour guests need closed shoes. Keep a box of shoe covers by the barrel room door for anyone in sandals.
""",
        updated="2026-05-06",
    ),
    "tasting/no-dogs-sign.md": topic(
        "No dogs",
        "Animals on the property",
        "feedback",
        """Since May: no dogs anywhere at the tasting room or terrace, service animals excepted.
Say so when people book. Sign is at the gate.
""",
        updated="2026-05-06",
    ),
    "tasting/flights-2025.md": topic(
        "Tasting flights 2025",
        "Flight menu and prices for 2025",
        "reference",
        """- Estate flight: 4 wines, $20
- Reserve flight: 4 wines, $35
- fee waived with a 2-bottle purchase
""",
        updated="2025-03-01",
        extra={"status": "superseded", "superseded_by": "tasting/flights-2026.md"},
    ),
    "tasting/flights-2026.md": topic(
        "Tasting flights 2026",
        "Flight menu and prices for 2026",
        "reference",
        """- Estate flight: 5 wines, $25
- Reserve flight: 5 wines, $40
- fee waived with a 3-bottle purchase or for club members
""",
        updated="2026-03-01",
    ),
    "visitors/booking-1187.md": topic(
        "Booking 1187",
        "A cycling club's group visit",
        "project",
        """Booking #1187: Valley cycling club, 14 riders, Sat 11 Apr 2026, 12:30.
Estate flight + picnic boards on the lawn. Bikes lean on the fence by the olives.
""",
        updated="2026-04-02",
    ),
    # --- shipping / people -----------------------------------------------------------------
    "shipping/club-boxes.md": topic(
        "Wine club boxes",
        "Packing and sending the club shipments",
        "project",
        """Priya packs the wine club boxes and books the UPS pickups, Thursdays. Heat hold from
mid-June to September: nothing ships when the forecast at the destination is over 30.
""",
        updated="2025-03-15",
    ),
    "people/roles.md": topic(
        "Who does what",
        "Roles on the estate",
        "reference",
        """| person | role |
|---|---|
| Margaret | owner, final say on anything with a price |
| Ines | cellar master, blending |
| Tomasz | vineyard manager, harvest crew |
| Olu | tasting room and visitors |
| Callum | direct sales, wine club, club shipping |
| Priya | bookkeeping, Tue + Wed only since January |
""",
        updated="2026-01-08",
    ),
    "products/rose.md": topic(
        "Our rosé",
        "What the rosé is called",
        "reference",
        """Grenache rosé = "Hollow Pink". Use that name on the website, shelf talkers and
club emails.
""",
        updated="2025-02-10",
    ),
    "products/2025-vintage-labels.md": topic(
        "2025 vintage labels",
        "New labels from the 2025 vintage on",
        "project",
        """Studio Ferro did the new labels for the 2025 vintage. The rosé is sold as "Petal" from this vintage on, so drop the old name everywhere, including the website and the club emails. Reds keep their names, just the new artwork.
""",
        updated="2026-03-02",
    ),
    # --- plans -----------------------------------------------------------------------------
    "plans/open-2026.md": topic(
        "Open for 2026",
        "Decisions still open for the 2026 season",
        "project",
        """- second bladder press, or rent one for the peak week?
- Syrah: whole-cluster some of it, or keep destemming everything?
- keep the Sunday seated tastings after October?
""",
        updated="2025-11-20",
    ),
    "plans/syrah-2026.md": topic(
        "Syrah 2026",
        "How the 2026 Syrah will be fermented",
        "project",
        """Decided in January: 30% of the Syrah goes in whole cluster in 2026, the rest
destemmed. Ines picks which rows.
""",
        updated="2026-01-14",
    ),
}

FILES = with_index(
    N,
    title="Estate memory",
    sections={
        "harvest/": "Harvest",
        "log/": "Harvest",
        "cellar/": "Cellar",
        "notes/": "Cellar",
        "bottling/": "Bottling",
        "equipment/": "Equipment",
        "tasting/": "Tasting room and visitors",
        "visitors/": "Tasting room and visitors",
        "shipping/": "People and shipping",
        "people/": "People and shipping",
        "products/": "Wines",
        "meetings/": "Meetings and plans",
        "plans/": "Meetings and plans",
    },
)


Q, S = questions_in("en")


MEMDIR = LabelledMemdir(
    name="vineyard_estate",
    half="heldout5",
    language="en",
    domain="small wine estate",
    style="terse lists and tables mixed with chatty one-paragraph-per-line notes",
    files=FILES,
    pairs=[
        # contradictions
        P(
            "contradiction",
            "harvest/picking-mornings.md",
            "harvest/heat-protocol.md",
            "time-moved",
            "Crew musters 06:30 vs every harvest day starts 05:15.",
        ),
        P(
            "contradiction",
            "harvest/picking-mornings.md",
            "harvest/crew-2026.md",
            "count-changed",
            "8 hand pickers vs a crew of 5.",
        ),
        P(
            "contradiction",
            "cellar/so2-before-bottling.md",
            "bottling/run-sheet-2026.md",
            "threshold-changed",
            "Free SO2 reds 32 / whites 38 mg/L vs reds 26 / whites 32 mg/L.",
        ),
        P(
            "contradiction",
            "shipping/club-boxes.md",
            "people/roles.md",
            "owner-changed",
            "Priya packs and books club shipments vs Callum does club shipping.",
        ),
        P(
            "contradiction",
            "products/rose.md",
            "products/2025-vintage-labels.md",
            "renamed",
            "Rosé called Hollow Pink vs sold as Petal, old name dropped.",
        ),
        P(
            "contradiction",
            "tasting/dogs.md",
            "tasting/insurance-changes.md",
            "policy-reversed",
            "Dogs welcome on the terrace vs no dogs at the tasting room or terrace.",
        ),
        P(
            "contradiction",
            "tasting/dogs.md",
            "tasting/no-dogs-sign.md",
            "policy-reversed",
            "Dogs welcome vs no dogs anywhere, service animals excepted.",
        ),
        P(
            "contradiction",
            "cellar/lab-panels.md",
            "cellar/winescan.md",
            "tool-switched",
            "Panels mailed to ETS Labs vs run in-house on the WineScan.",
        ),
        P(
            "contradiction",
            "bottling/cork-storage.md",
            "bottling/dry-goods-july.md",
            "location-changed",
            "Corks in the loft vs in the reefer container by the crush pad.",
        ),
        P(
            "contradiction",
            "equipment/forklift.md",
            "equipment/pallet-moves.md",
            "reworded-conflict",
            "Only Tomasz and Ines drive it vs anyone after the walk-through may.",
        ),
        # duplicates
        P(
            "duplicate",
            "cellar/topping.md",
            "notes/barrel-topping.md",
            "identical",
            "Same topping note twice (trailing blank line only).",
        ),
        P(
            "near-duplicate",
            "tasting/insurance-changes.md",
            "tasting/no-dogs-sign.md",
            "same-rule-restated",
            "The no-dogs rule saved again on its own the same day.",
        ),
        # decoys
        P(
            "decoy",
            "harvest/no-glass-crush-pad.md",
            "log/2025-09-18-hopper-glass.md",
            "rule-vs-incident",
            "No-glass rule and the day a guest's glass broke over the hopper.",
        ),
        P(
            "decoy",
            "bottling/closures.md",
            "meetings/2026-02-11.md",
            "quoted-opinion-rejected",
            "Screw caps for the rosé pitched and turned down; cork stays.",
        ),
        P(
            "decoy",
            "meetings/2026-02-11.md",
            "visitors/booking-1187.md",
            "same-ticket-ids",
            "PO 1187 for corks vs booking #1187 for a cycling club.",
        ),
        P(
            "decoy",
            "plans/open-2026.md",
            "plans/syrah-2026.md",
            "open-questions-vs-settled",
            "Whole-cluster Syrah as an open question, then decided at 30%.",
        ),
        P(
            "decoy",
            "tasting/flights-2025.md",
            "tasting/flights-2026.md",
            "superseded-and-successor",
            "2025 flights ($20, 4 wines) marked superseded by the 2026 menu.",
        ),
        P(
            "decoy",
            "harvest/no-glass-crush-pad.md",
            "cellar/no-hosing.md",
            "two-donts-different-things",
            "No glass on the crush pad; no hosing the barrel room floor.",
        ),
        P(
            "decoy",
            "bottling/closures.md",
            "bottling/cork-storage.md",
            "related-consistent",
            "Which corks we use and where they are kept; no conflict.",
        ),
        P(
            "decoy",
            "bottling/closures.md",
            "bottling/dry-goods-july.md",
            "related-consistent",
            "Cork closures and the corks' new storage place; they agree.",
        ),
        P(
            "decoy",
            "harvest/heat-protocol.md",
            "harvest/crew-2026.md",
            "related-consistent",
            "Harvest start time and the 2026 crew size; both current.",
        ),
    ],
    questions=[
        Q(
            "What time does the picking crew start in the morning?",
            "harvest/heat-protocol.md",
            "harvest/picking-mornings.md",
        ),
        Q(
            "how many pickers have we got for harvest this year",
            "harvest/crew-2026.md",
            "harvest/picking-mornings.md",
        ),
        Q(
            "What should free SO2 be on the reds before we bottle them?",
            "bottling/run-sheet-2026.md",
            "cellar/so2-before-bottling.md",
        ),
        Q(
            "Who's handling the wine club shipments these days?",
            "people/roles.md",
            "shipping/club-boxes.md",
        ),
        Q(
            "what are we calling the rose now?",
            "products/2025-vintage-labels.md",
            "products/rose.md",
        ),
        Q(
            "Can a guest bring their dog to the tasting room?",
            "tasting/insurance-changes.md",
            "tasting/no-dogs-sign.md",
            "tasting/dogs.md",
        ),
        Q(
            "Where do our lab samples get analysed?",
            "cellar/winescan.md",
            "cellar/lab-panels.md",
        ),
        Q(
            "where did the corks end up, I can't find them in the loft",
            "bottling/dry-goods-july.md",
            "bottling/cork-storage.md",
        ),
        Q(
            "Am I allowed to move a pallet with the forklift myself?",
            "equipment/pallet-moves.md",
            "equipment/forklift.md",
        ),
        Q(
            "How often are we supposed to top up the barrels?",
            "cellar/topping.md",
            "notes/barrel-topping.md",
        ),
        Q(
            "Did we ever decide whether the Syrah goes whole cluster?",
            "plans/syrah-2026.md",
            "plans/open-2026.md",
        ),
        Q("How much does the estate flight cost this year?", "tasting/flights-2026.md"),
        Q(
            "what happened with that broken glass in the destemmer last September?",
            "log/2025-09-18-hopper-glass.md",
            "harvest/no-glass-crush-pad.md",
        ),
        Q(
            "cool, thanks. and what was booking 1187 again?",
            "visitors/booking-1187.md",
            conversational=True,
        ),
        Q(
            "ok got it - one more thing, what did we end up saying about screw caps?",
            "meetings/2026-02-11.md",
            "bottling/closures.md",
            conversational=True,
        ),
        S("morning!"),
        S("thanks, that's really helpful"),
        S("nice work on all this"),
        S("ok, moving on"),
        S("see you tomorrow at the pad"),
        S("hmm, give me a sec to think"),
        S("lol fair enough"),
    ],
    complete_labels=True,
)
