# Written for held-out half heldout9 by a writer who never read a detector; measured there once
# as the newest half (contradiction recall 2%: changes buried in chatty recaps went unseen);
# moved to tuning so that tuning sees how such changes are written. heldout10 replaced it.
"""A city street-tree crew's agent memory: terse field notes, two tables, chatty shift recaps."""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    # --- crew and people ----------------------------------------------------------------
    "crew/roster.md": topic(
        "Crew B roster",
        "Who is on Crew B and what they're qualified for",
        "reference",
        """Ashford Parks & Forestry — Street Tree Crew B

| Name | Role | Certs / quals | Notes |
|---|---|---|---|
| Dana Okafor | crew lead | ISA cert. arborist, CDL-A | sets the daily board |
| Reggie Blum | climber | ISA, aerial rescue | rope work, big pin oaks |
| Lou Petrakis | bucket op | CDL-B, Altec ops card | unit 22; water truck in summer |
| Tomas Ruiz | groundie / grinder op | saw L2 | runs the SG-40 |
| Priya Nair | arborist / inspector | ISA + TRAQ | risk assessments, small-removal OKs |

Not crew but on speed dial: Marcus Webb (city forester), Frank Dimas (yard sup).
""",
        aliases=["crew list"],
        updated="2025-04-02",
    ),
    "people/dana.md": topic(
        "Dana's recaps",
        "How Dana wants the end-of-shift recap",
        "user",
        """Dana (crew lead) wants the end-of-shift recap as one long msg she reads at home.
- what got done, WO #s, anything weird, what's on tomorrow
- chatty is fine, she said "talk to me like a person"
- send by 1530
""",
        updated="2025-03-10",
    ),
    "people/marcus.md": topic(
        "Marcus's Friday report",
        "What the city forester wants each week",
        "user",
        """Marcus Webb (city forester): Fri email, numbers only.
removals / prunes / stumps / plantings / WOs closed / 311 backlog.
No narrative, he won't read it. Subject line "Crew B wk ending MM/DD".
""",
        updated="2025-04-01",
    ),
    "crew/homeowner-pushback.md": topic(
        "Homeowner pushback",
        "When someone's angry that we're taking their tree",
        "feedback",
        """If a homeowner comes out angry about a removal: don't get into a debate about it.
Hand over the card with the forestry number, tell them to put it through 311, keep your
voice down and keep the job moving.
""",
        updated="2025-06-20",
    ),
    # --- safety -------------------------------------------------------------------------
    "safety/ppe.md": topic(
        "PPE minimum",
        "What everyone wears on a job in the ROW",
        "feedback",
        """PPE — min. in ROW, no exceptions (Dana's rule):
- hard hat (Class E near lines)
- eye pro; hearing pro around saw / chipper / grinder
- hi-vis Class 3
- chaps for ANY ground saw work, even one cut
- steel or comp toe boots
- gloves
""",
        updated="2025-03-20",
    ),
    "safety/incident-2025-05-14.md": topic(
        "Near miss 5/14 Alder Ave",
        "Saw work without chaps on Alder Ave",
        "project",
        """5/14, 2200 blk Alder Ave. Tomas bucked a ~4in limb w/o chaps ("just one cut").
Dana stopped the job, sent him to the truck for them. Verbal warning, logged w/ Frank.
No injury.
""",
        updated="2025-05-14",
    ),
    "safety/bucket-at-lunch.md": topic(
        "Bucket at lunch",
        "Light trims from the bucket while the groundie eats",
        "feedback",
        """Light clearance trims (sign / streetlight clearance, small deadwood): Lou can keep
going from the bucket while the groundie takes lunch. Cones out, outriggers down,
handheld on.
""",
        updated="2025-04-08",
    ),
    "safety/spotter.md": topic(
        "Spotter rule",
        "Marcus's rule after Dalton Rd",
        "feedback",
        """After Dalton Rd (8/1 — Reggie's lanyard snagged, he was fine, but nobody saw it for
about five minutes): whoever is elevated, on rope or in the basket, has somebody below
with eyes on them the whole time. Breaks get staggered around that. — Marcus
""",
        nested=True,
        session="b71c2e04-5d1a-4f0e-9a63-2f0c8d1e7a55",
        modified="2025-08-04",
        updated="2025-08-04",
    ),
    "safety/wind.md": topic(
        "Wind stand-down",
        "When we stop climbing and bucket work for wind",
        "feedback",
        """Wind: no climbing, no bucket if sustained >25 mph or gusts >35 mph.
Check NWS hourly at tailgate + at noon. Dana makes the call, anyone can call a stop.
""",
        updated="2025-03-20",
    ),
    "safety/drop-zone.md": topic(
        "Drop zone",
        "Staying out from under the work",
        "feedback",
        """Drop zone: ground crew stays OUT until climber calls "clear" AND gets "clear" back.
Mark it w/ cones + rope. Same for bucket work.
""",
        updated="2025-05-02",
    ),
    "safety/drop-zone-reminder.md": topic(
        "Clear call",
        "Dana's reminder at tailgate about walking under the tree",
        "feedback",
        """Dana said it again this morning: nobody walks in under the tree until the person up top
yells "clear" and somebody on the ground yells it back. Goes for the bucket too.
""",
        updated="2025-05-02",
    ),
    "safety/chipper.md": topic(
        "Chipper safety",
        "How to feed the chipper",
        "feedback",
        """Chipper (Vermeer BC1500, unit 417):
- feed butt end first, from the side, let go early
- never reach past the red bump bar
- never kick brush in — push w/ a longer branch
- stop = bump bar or top E-stop
- nobody under 18 feeds (summer help)
""",
        updated="2025-03-20",
    ),
    "safety/no-topping.md": topic(
        "No topping",
        "We don't top street trees",
        "feedback",
        """Never top a street tree. Reduction cuts back to a lateral >= 1/3 the diameter (A300).
Resident insists on topping → polite no, note it on the WO, they can call the forester.
""",
        updated="2025-03-15",
    ),
    # --- equipment / work orders --------------------------------------------------------
    "equipment/chipper-417.md": topic(
        "Chipper 417 upkeep",
        "Knives, grease and service on the BC1500",
        "reference",
        """Unit 417 (Vermeer BC1500):
- knives: flip @ 40 engine hrs, replace @ 80 (spare set in the yard cage)
- grease bearings daily
- anvil gap check weekly (Thu)
- 250-hr service at fleet
Hours 1,312 as of 4/15.
""",
        aliases=["BC1500", "unit 417"],
        updated="2025-04-15",
    ),
    "equipment/unit-22.md": topic(
        "Unit 22 hydraulics",
        "Bucket truck in the shop",
        "project",
        """Fleet ticket 3317 — unit 22 (Altec bucket), boom lift cylinder seeping.
Shop: parts Thu. Use spare unit 19 (42 ft, shorter reach) till then.
""",
        updated="2025-06-02",
    ),
    "work-orders/wo-3317.md": topic(
        "WO 3317",
        "Hanger over the sidewalk on Maple Ave",
        "project",
        """WO 3317 — 1180 Maple Ave. Broken hanger ~6in dia over the sidewalk, P1 via 311.
Reggie climbed it 6/3, lowered on a rope, 40 min. Closed.
""",
        updated="2025-06-03",
    ),
    # --- daily ops ----------------------------------------------------------------------
    "ops/weekly.md": topic(
        "Crew B week",
        "The standing weekly rhythm",
        "reference",
        """Shift 0630–1500 M–F, roll out by 0700.

| Day | AM | PM |
|---|---|---|
| Mon | 0645 tailgate safety talk (yard, bay 2), then grid pruning | grid pruning |
| Tue | grid pruning | 311 / hazard calls |
| Wed | removals | removals |
| Thu | removals | saw sharpening, truck wash |
| Fri | stump grinding | stump grinding; tablet review (Dana) |
""",
        updated="2025-03-10",
    ),
    "ops/chip-drop.md": topic(
        "Chip drop",
        "Where full chip boxes get unloaded",
        "reference",
        """Full chip box → Elm St compost site, back gate. Open 0700–1500 M–F.
Get the weigh slip, clip it to the WO board.
Logs > 8in don't go there — yard log deck.
""",
        updated="2025-03-12",
    ),
    "ops/locates.md": topic(
        "Locates",
        "Utility locate tickets before digging or grinding",
        "reference",
        """811 locates: Tomas calls them in, for every stump grind + any planting hole.
>= 3 business days ahead. Ticket # on the WO. No ticket, no grind.
""",
        updated="2025-03-12",
    ),
    "ops/radio.md": topic(
        "Radios",
        "Which channels the crew uses",
        "reference",
        """Radios:
- crew talkgroup FOR-2 (city trunk)
- dispatch / emergencies: PW-MAIN
- climber ↔ ground: simplex ch 16 on the handhelds
- call sign "Forestry B"
""",
        updated="2025-03-10",
    ),
    "ops/radio-update.md": topic(
        "New radios",
        "Radio swap at the end of June",
        "project",
        """New APX handhelds + truck radios in 6/30.
Crew talk: PW TREE B (zone 3, pos 4). Dispatch PW-MAIN same as before.
Simplex 16 for climber/ground unchanged. Call sign still Forestry B.
""",
        updated="2025-07-01",
    ),
    "ops/firewood.md": topic(
        "Firewood for residents",
        "When a resident asks for the wood",
        "feedback",
        """Resident asks for the wood → OK to leave rounds at the curb.
~16in lengths, stacked at the edge of the tree lawn, never on the sidewalk.
No ash (EAB quarantine). Tell them it's theirs to move within a week.
""",
        updated="2025-04-20",
    ),
    "ops/watering.md": topic(
        "Watering young trees",
        "Gator bags on new plantings",
        "reference",
        """Young trees (planted this yr + last): Treegator bags, fill 3x/wk Jun–Sep, ~15 gal each.
Water truck = unit 31. Log each fill on the truck sheet.
""",
        updated="2025-04-28",
    ),
    "ops/stumps.md": topic(
        "Stump grinding",
        "How soon and how deep we grind",
        "feedback",
        """Stumps: ground within 30 days of the removal. 6in below grade, backfill grindings +
topsoil, seed. Locate ticket # on the WO first.
""",
        updated="2025-03-15",
    ),
    "ops/stump-batch-idea.md": topic(
        "Batching stumps?",
        "Reggie's idea from the March staff mtg",
        "project",
        """Reggie (3/24 staff mtg): let stumps on dead-end streets sit till spring, then do them in
one push — "saves us hauling the trailer around for one stump."
Marcus: no. 30 days stays. Open stump holes = trip hazard + 311 calls.
""",
        updated="2025-03-25",
    ),
    "ops/inventory.md": topic(
        "Closing out jobs",
        "Updating the tree inventory after each job",
        "reference",
        """Every job gets closed in ArborPro on the truck tablet:
tree ID, species, DBH, work type, WO #, before/after photo.
Dana reviews Fri.
""",
        updated="2025-03-10",
    ),
    "ops/residents.md": topic(
        "Upset residents",
        "Handling a resident who comes out upset",
        "feedback",
        """Resident upset about a removal:
- stay calm, don't argue the removal
- give them a forestry card
- point them to 311
- keep working
""",
        updated="2025-04-10",
    ),
    "ops/no-lawn-parking.md": topic(
        "No parking on tree lawns",
        "Where the trucks don't go",
        "feedback",
        """Don't park the chip truck or the bucket on tree lawns / grass parkways. Compaction over
the roots, and the ruts get us 311 calls. Stay on the street and cone it.
""",
        updated="2025-05-06",
    ),
    # --- programs -----------------------------------------------------------------------
    "programs/removal-signoff.md": topic(
        "Removal approvals",
        "Who has to sign off before a removal goes on the board",
        "reference",
        """Removals:
- >= 24in DBH → forester sign-off (Marcus) before it goes on the board
- under 24in → Priya can OK it w/ a TRAQ form
- notice posted on the tree 10 days before
""",
        updated="2025-03-18",
    ),
    "programs/eab-phase1.md": topic(
        "EAB Phase 1",
        "Ash removals east of the river, 2025",
        "project",
        """EAB Phase 1 (2025), east of the river: 140 ash.
Davey contract takes the 60 biggest, we do 80. Stump + replant 1:1 by Nov,
approved list only, no ash.
""",
        updated="2025-02-20",
    ),
    "programs/eab-phase2.md": topic(
        "EAB Phase 2",
        "Ash removals on the west side, 2026",
        "project",
        """EAB Phase 2 (2026), west side: 210 ash, all in-house, no contractor.
~35 high-value ash get emamectin injections instead of removal.
Replant 1:1 by Oct 2026. Priya surveys the west side in Nov.
""",
        updated="2025-08-15",
    ),
    "programs/arbor-day-open.md": topic(
        "Arbor Day — open",
        "Things still undecided for Arbor Day",
        "project",
        """Arbor Day (Fri 4/25) — still open:
- species mix?
- how many trees? budget says 40–50
- mulch: our chips or bagged?
- who does the volunteer safety briefing?
- who picks up stock from Kessler nursery?
""",
        updated="2025-03-05",
    ),
    "programs/arbor-day-species.md": topic(
        "Arbor Day species",
        "What we're planting on Arbor Day",
        "project",
        """Settled w/ Marcus: 45 trees — swamp white oak, Kentucky coffeetree, hackberry,
American hornbeam. No maples this round (Grove already has too many).
""",
        updated="2025-03-19",
    ),
    "programs/arbor-day-lincoln.md": topic(
        "Arbor Day site",
        "Where the Arbor Day planting is",
        "project",
        """Arbor Day 4/25: Lincoln Park, north lawn, 9–12. Rotary volunteers.
""",
        updated="2025-02-27",
        extra={"status": "superseded", "superseded_by": "programs/arbor-day-site.md"},
    ),
    "programs/arbor-day-site.md": topic(
        "Arbor Day at Fairview",
        "Arbor Day planting location and time",
        "project",
        """Arbor Day moved to Fairview Elementary, along the Grove St parkway — Lincoln Park lawn
is torn up for irrigation. Still Fri 4/25, 9–12. Rotary volunteers + the 4th graders.
""",
        updated="2025-03-12",
    ),
    # --- recaps and minutes -------------------------------------------------------------
    "recaps/2025-06-12.md": topic(
        "Recap Thu 6/12",
        "End-of-shift recap for Dana, Thursday June 12",
        "project",
        """Hey Dana — here's today.

Morning was the Oakmont grid, section 4, and we got all of it: 31 trees, mostly raising
over the sidewalk plus deadwood in the two big pin oaks by St. Luke's. Reggie roped those,
Lou did everything else from the bucket. Unit 22 came back from fleet first thing and the
boom is dry, so 19 went back to the pool.

After lunch we closed WO 3402 (the split crabapple on Hazel) and WO 3405 (sign clearance at
Birch & 9th). Photos are on the tablet.

Chips: Frank waved us off at Elm St — the pile is at capacity until the county comes out to
grind it down — so both loads went to the Riverside transfer station instead (scale house
on the left, they want the city account # on the slip). He says that's our dump through the
end of the year. Adds maybe 15 min each way, so plan the afternoon runs a bit earlier.

Also Frank asked if the safety tailgate can be Tuesdays at 0635 starting next week, because
sanitation stages in bay 2 on Monday mornings and you can't hear yourself think. I said
you'd confirm, but honestly he sounded like it was already decided.

Tomorrow's stump Friday, 9 on the list, all the locate tickets are in. Forecast looks calm.
Reggie says thanks for the extra bar oil.
""",
        nested=True,
        session="3e9a0f71-c2b4-4d8e-8f19-6a7d05b2c913",
        modified="2025-06-12",
        updated="2025-06-12",
    ),
    "recaps/2025-07-18.md": topic(
        "Recap Fri 7/18",
        "End-of-shift recap for Dana, Friday July 18",
        "project",
        """Evening Dana! Long one, sorry, it was a day.

Stumps: 11 ground today, I think that's a record for the SG-40. Tomas was on the grinder
from 0700 straight through, which is partly why he came to me at lunch — he wants off the
dig-safe calls. He keeps missing the callback window with muffs on all day. Lou said he'll
take them, he's in the cab more anyway, so from today the locate reminders go to Lou. Hope
that's ok, shout if not.

Priya swung by the Grove St plantings and probed about a dozen of the Arbor Day trees.
They're holding moisture fine, and with the Stage 2 water restrictions she wants the gator
bags filled twice a week rather than three times. Lou is redoing the water truck route.

Tablets: IT came Tuesday and put TreePlotter on all three, and that's where we close out
jobs now — same fields, tree ID, species, DBH, work type, WO #, photos. The old app stops
working on the 31st. Reggie already hates the keyboard, lol. You still do the Friday review,
it just looks different.

Smaller stuff: the hornets are back in the honeylocust at 5th & Pearl (flagged it, nobody
stung), truck 19's passenger mirror is loose again, and someone left a very sad sandwich in
the breakroom fridge that I'd like on the record was not mine.

Monday: grid pruning in Fairview section 2. Have a good weekend!
""",
        nested=True,
        session="9d40b6ce-17f2-4a55-b0e8-c4e1f3a28d07",
        modified="2025-07-18",
        updated="2025-07-18",
    ),
    "recaps/2025-08-29.md": topic(
        "Recap Fri 8/29",
        "End-of-shift recap for Dana, Friday August 29",
        "project",
        """Hi Dana, end of day Fri — short-ish by my standards.

Morning went fine. Lou and Reggie took down the two dead ash on Kimball (WO 3561, 3562).
Both are east side so they count toward Phase 1: with Davey's that's 104 of the 140 down.
Stumps flagged for next Friday.

Then the wind came up. By 1:15 the airport station was showing gusts of 28 to 31, and since
you were at the county training Reggie called it around 1:40 after checking with Marcus.
Since Oak Hill, Marcus's line is 30 mph gusts: at or over that, everybody's on the ground,
rope and bucket both. We spent the rest of the afternoon on saw maintenance and restocking
the trucks. Reggie grumbled about losing the afternoon but nobody argued.

Random stuff:
- truck 31's AC is dead again, fleet ticket is in
- Tomas brought donuts, he is a good man
- the Pearl St hornets are finally gone

Next week: Mon is Labor Day. Tue tailgate 0635 as usual, then grid pruning Fairview sec 3.
Wed/Thu removals, Fri stumps. Forecast is calm after Sunday.
""",
        nested=True,
        session="50f8e2a3-bb61-4c7d-9e04-d2a7c61f0b38",
        modified="2025-08-29",
        updated="2025-08-29",
    ),
    "meetings/2025-09-08-staff.md": topic(
        "Staff mtg 9/8",
        "Forestry staff meeting minutes, September 8",
        "project",
        """Staff mtg 9/8 — Marcus, Dana, Frank, Priya

1. Budget: FY26 ask for a 2nd bucket truck submitted.
2. Removals 18in DBH and up need Marcus's sign-off starting 10/1 (council request after
   Linden St). Priya still OKs the small ones w/ TRAQ.
3. Leaving rounds curbside for residents: stop, effective now. Risk mgmt, after the Pine St
   back-injury claim. All wood back to the yard log deck; free firewood pickup at the yard
   Sat AMs in Oct.
4. EAB Phase 2 kicks off Jan; Priya's west-side survey in Nov.
5. Main St holiday lights: not us this year, Parks electric has it.
6. Misc: seasonal groundie posting goes up in Feb.
""",
        updated="2025-09-08",
    ),
}

FILES = with_index(
    N,
    title="Crew B memory",
    sections={
        "crew/": "Crew & people",
        "people/": "Crew & people",
        "safety/": "Safety",
        "ops/": "Daily ops",
        "equipment/": "Equipment & WOs",
        "work-orders/": "Equipment & WOs",
        "programs/": "Programs",
        "recaps/": "Recaps & minutes",
        "meetings/": "Recaps & minutes",
    },
)

ask, chat = questions_in("en")

MEMDIR = LabelledMemdir(
    name="street_tree_crew",
    half="tuning",
    language="en",
    domain="municipal street-tree and arborist crew",
    style="terse field notes with abbreviations, two tables, long chatty end-of-shift recaps",
    files=FILES,
    pairs=[
        # --- contradictions ---------------------------------------------------------------
        P(
            "contradiction",
            "ops/weekly.md",
            "recaps/2025-06-12.md",
            "time-moved",
            "Tailgate talk Mon 0645 (table row) vs Tuesdays 0635 from the next week.",
        ),
        P(
            "contradiction",
            "ops/weekly.md",
            "recaps/2025-08-29.md",
            "time-moved",
            "Tailgate Mon 0645 vs 'Tue tailgate 0635 as usual' in next week's plan.",
        ),
        P(
            "contradiction",
            "programs/removal-signoff.md",
            "meetings/2025-09-08-staff.md",
            "threshold-changed",
            "Forester sign-off for removals >= 24in DBH vs 18in DBH and up from 10/1.",
        ),
        P(
            "contradiction",
            "safety/wind.md",
            "recaps/2025-08-29.md",
            "threshold-changed",
            "Stand down at gusts >35 mph vs Marcus's line of 30 mph gusts.",
        ),
        P(
            "contradiction",
            "ops/locates.md",
            "recaps/2025-07-18.md",
            "owner-changed",
            "Tomas calls in 811 locates vs Lou takes the dig-safe calls from that day.",
        ),
        P(
            "contradiction",
            "ops/radio.md",
            "ops/radio-update.md",
            "renamed",
            "Crew talkgroup FOR-2 vs crew talk on PW TREE B after the radio swap.",
        ),
        P(
            "contradiction",
            "ops/firewood.md",
            "meetings/2025-09-08-staff.md",
            "policy-reversed",
            "OK to leave rounds at the curb for residents vs stop, all wood to the log deck.",
        ),
        P(
            "contradiction",
            "ops/inventory.md",
            "recaps/2025-07-18.md",
            "tool-switched",
            "Jobs closed in ArborPro on the tablet vs TreePlotter, old app stops on the 31st.",
        ),
        P(
            "contradiction",
            "ops/chip-drop.md",
            "recaps/2025-06-12.md",
            "location-changed",
            "Chip boxes to the Elm St compost site vs the Riverside transfer station.",
        ),
        P(
            "contradiction",
            "ops/watering.md",
            "recaps/2025-07-18.md",
            "count-changed",
            "Treegator bags filled 3x/wk vs twice a week under the water restrictions.",
        ),
        P(
            "contradiction",
            "safety/bucket-at-lunch.md",
            "safety/spotter.md",
            "reworded-conflict",
            "Lou may keep trimming from the bucket while the groundie eats vs whoever is "
            "elevated always has somebody below watching, breaks staggered around it.",
        ),
        # --- decoys -----------------------------------------------------------------------
        P(
            "decoy",
            "safety/chipper.md",
            "equipment/chipper-417.md",
            "shared-technology",
            "Same BC1500 unit 417: how to feed it safely vs knife and grease schedule.",
        ),
        P(
            "decoy",
            "safety/ppe.md",
            "safety/incident-2025-05-14.md",
            "rule-vs-incident",
            "Chaps for any ground saw work; Tomas made a cut without them on 5/14.",
        ),
        P(
            "decoy",
            "programs/arbor-day-open.md",
            "programs/arbor-day-species.md",
            "open-questions-vs-settled",
            "Species and tree count were open; settled as 45 trees of four species.",
        ),
        P(
            "decoy",
            "programs/eab-phase1.md",
            "programs/eab-phase2.md",
            "phase1-vs-phase2",
            "Phase 1 2025 east, 140 ash with Davey; Phase 2 2026 west, 210 ash in-house.",
        ),
        P(
            "decoy",
            "ops/stumps.md",
            "ops/stump-batch-idea.md",
            "quoted-opinion-rejected",
            "Reggie's leave-till-spring idea was turned down; the 30-day rule stands.",
        ),
        P(
            "decoy",
            "people/dana.md",
            "people/marcus.md",
            "two-peoples-preferences",
            "Dana wants a long chatty daily recap; Marcus wants a Friday email of numbers.",
        ),
        P(
            "decoy",
            "safety/no-topping.md",
            "ops/no-lawn-parking.md",
            "two-donts-different-things",
            "Never top a street tree vs don't park trucks on tree lawns.",
        ),
        P(
            "decoy",
            "equipment/unit-22.md",
            "work-orders/wo-3317.md",
            "same-ticket-ids",
            "3317 is a fleet ticket for unit 22's boom cylinder and a WO for a Maple Ave hanger.",
        ),
        P(
            "decoy",
            "programs/arbor-day-lincoln.md",
            "programs/arbor-day-site.md",
            "superseded-and-successor",
            "Lincoln Park north lawn (superseded) vs Fairview Elementary on Grove St.",
        ),
        P(
            "decoy",
            "programs/eab-phase2.md",
            "meetings/2025-09-08-staff.md",
            "related-consistent",
            "Both: Phase 2 in 2026 on the west side, Priya surveys it in Nov.",
        ),
        P(
            "decoy",
            "programs/eab-phase1.md",
            "recaps/2025-08-29.md",
            "related-consistent",
            "104 of the 140 east-side ash down, Davey's included, fits the Phase 1 plan.",
        ),
        P(
            "decoy",
            "ops/locates.md",
            "ops/stumps.md",
            "related-consistent",
            "Both: a locate ticket # on the WO before any stump grind.",
        ),
        P(
            "decoy",
            "crew/roster.md",
            "programs/removal-signoff.md",
            "related-consistent",
            "Priya holds TRAQ and OKs small removals in both.",
        ),
        P(
            "decoy",
            "equipment/unit-22.md",
            "recaps/2025-06-12.md",
            "related-consistent",
            "Unit 22 in the shop with 19 as spare; later back from fleet and 19 returned.",
        ),
        P(
            "decoy",
            "safety/ppe.md",
            "safety/chipper.md",
            "related-consistent",
            "Hearing pro around the chipper and feeding rules: different, agreeing rules.",
        ),
        P(
            "decoy",
            "programs/arbor-day-species.md",
            "programs/arbor-day-site.md",
            "related-consistent",
            "Planting on the Grove St parkway; no maples because Grove has too many.",
        ),
        # --- duplicates -------------------------------------------------------------------
        P(
            "duplicate",
            "safety/drop-zone.md",
            "safety/drop-zone-reminder.md",
            "same-rule-restated",
            "Nobody under the work until 'clear' is called and answered, saved twice 5/2.",
        ),
        P(
            "near-duplicate",
            "ops/residents.md",
            "crew/homeowner-pushback.md",
            "paraphrased",
            "Stay calm, don't argue, forestry card, send them to 311, keep working.",
        ),
    ],
    questions=[
        ask(
            "when is the weekly safety tailgate these days?",
            "ops/weekly.md",
            "recaps/2025-06-12.md",
            "recaps/2025-08-29.md",
        ),
        ask(
            "who's supposed to phone in the utility marks before we grind stumps",
            "ops/locates.md",
            "recaps/2025-07-18.md",
        ),
        ask(
            "where do we take a full chipper box right now?",
            "ops/chip-drop.md",
            "recaps/2025-06-12.md",
        ),
        ask(
            "how big does a tree have to be before marcus has to approve taking it down",
            "programs/removal-signoff.md",
            "meetings/2025-09-08-staff.md",
        ),
        ask(
            "a lady on cedar asked if she can keep the logs from the maple we're cutting, is that ok?",
            "ops/firewood.md",
            "meetings/2025-09-08-staff.md",
        ),
        ask(
            "how many times a week do the new plantings get their water bags filled",
            "ops/watering.md",
            "recaps/2025-07-18.md",
        ),
        ask(
            "what app are we supposed to log finished jobs in on the tablets?",
            "ops/inventory.md",
            "recaps/2025-07-18.md",
        ),
        ask(
            "which talkgroup is the crew on, I can't find it on my radio",
            "ops/radio.md",
            "ops/radio-update.md",
        ),
        ask(
            "can lou keep trimming up in the bucket while everyone else is eating lunch?",
            "safety/bucket-at-lunch.md",
            "safety/spotter.md",
        ),
        ask(
            "how windy does it have to get before we pull guys out of the trees",
            "safety/wind.md",
            "recaps/2025-08-29.md",
        ),
        ask(
            "what do i say to a homeowner who's yelling at us about cutting their tree",
            "ops/residents.md",
            "crew/homeowner-pushback.md",
        ),
        ask(
            "how long can a stump sit after a removal before it has to be ground out?",
            "ops/stumps.md",
            "ops/stump-batch-idea.md",
        ),
        ask("when do the chiper blades get flipped", "equipment/chipper-417.md"),
        ask(
            "where's the arbor day planting",
            "programs/arbor-day-site.md",
            "programs/arbor-day-lincoln.md",
        ),
        ask("how many ash come down on the west side next year?", "programs/eab-phase2.md"),
        ask("drop zone rules?", "safety/drop-zone.md", "safety/drop-zone-reminder.md"),
        ask("marcus weekly numbers format", "people/marcus.md"),
        ask(
            "thanks! and what safety gear does someone need before they run a saw on the ground?",
            "safety/ppe.md",
            conversational=True,
        ),
        ask(
            "ok cool. and if the homeowner really wants us to top it, do we?",
            "safety/no-topping.md",
            conversational=True,
        ),
        ask(
            "nice, and which species did we end up going with for arbor day?",
            "programs/arbor-day-species.md",
            conversational=True,
        ),
        chat("morning! coffee's on in the breakroom if anybody wants some"),
        chat("thx, that's all i needed"),
        chat("brb grabbing lunch"),
        chat("man it's hot out, supposed to hit 94 by noon"),
        chat("ok next"),
        chat("you're a lifesaver honestly"),
        chat("why did the tree go to the dentist? root canal 😂"),
        chat("long week. see you monday"),
        chat("the guys say hi lol"),
        chat("feeling pretty fried this afternoon, not gonna lie"),
    ],
    complete_labels=True,
)
