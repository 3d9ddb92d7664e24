"""Gallows Hill Brewing, a brewpub: the taproom and kitchen team's agent memory.

Style: mixed English notes — terse bullets, long chatty paragraphs (one paragraph per line),
an opening-hours table, a meeting write-up that carries several decisions at once.
"""

from tests.eval.dataset import (
    LabelledMemdir,
    questions_in,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

CASH_UP = """End of night cash-up

1. Z-read on the Square till (Reports > End of day), print two copies
2. count the drawer, leave a £150 float in the blue bag
3. everything else into a safe envelope, total + your initials on the front
4. card totals from the Square report onto the cash-up sheet
5. photo of the sheet to Niamh in the managers' chat
"""

N = {
    "taproom/opening-hours.md": topic(
        "Opening hours",
        "Bar and kitchen hours, day by day",
        "reference",
        """# Opening hours

| day | bar | kitchen last orders |
|---|---|---|
| Mon | closed | closed |
| Tue | 16:00–23:00 | 21:00 |
| Wed | 16:00–23:00 | 21:00 |
| Thu | 16:00–23:00 | 21:00 |
| Fri | 12:00–00:00 | 21:30 |
| Sat | 12:00–00:00 | 21:30 |
| Sun | 12:00–22:00 | 18:00 (roasts until they run out) |

Bank holiday Mondays: open 12–22 like a Sunday, reduced menu.
""",
        updated="2025-04-11",
    ),
    "taproom/dogs.md": topic(
        "Dogs in the taproom",
        "How we look after dogs and their owners",
        "feedback",
        """Dogs are very welcome in the taproom and out in the yard — honestly half the Sunday afternoon crowd comes with one, and it's part of why people like the place. There's a stack of steel water bowls under the bench by the front door; fill them at the glass-washer sink, not in the kitchen. The jar of dog biscuits sits on the back bar next to the charity tin, one per dog, owners' permission first.
If a dog is getting stressed or barky, have a quiet word with the owner and suggest a table out of the way. We've never had to ask anyone to leave and we'd like to keep it that way.
""",
        updated="2025-05-20",
    ),
    "taproom/insurance-conditions.md": topic(
        "Insurance conditions",
        "What the February 2026 policy renewal requires of us",
        "reference",
        """Conditions from the Feb 2026 renewal (Hallmark Leisure):
- animals: assistance dogs only inside. Other pets stay out at the porch tables
- yard gate padlocked from 22:00
- max 110 people inside; door count on the clicker Fri/Sat
- fire exit by the toilets kept clear at all times
""",
        updated="2026-02-03",
        nested=True,
        session="b3f1c2d0-5e7a-4c11-9a20-71e0c4d8a601",
        modified="2026-02-03T10:14:00Z",
    ),
    "taproom/tasters.md": topic(
        "Tasters",
        "Letting customers try before they buy",
        "feedback",
        """Always offer a free taster — a splash in the little 50 ml glass — to anyone umming and ahhing over a new release or one of the guest lines. Two per person max, then they pick something. Tomasz's view: tasters sell more beer than they cost.
""",
        updated="2025-06-14",
    ),
    "taproom/allergen-folder.md": topic(
        "Allergen folder",
        "Where front-of-house finds the allergen info",
        "reference",
        """Allergen folder lives at the bar now — bottom shelf under till 1 — so floor staff can show a guest the page without going into the kitchen.
Aisha keeps it current: when a dish changes she swaps the page herself.
""",
        updated="2026-01-19",
    ),
    "taproom/cash-up-steps.md": topic(
        "Cashing up",
        "Steps for closing the till at night",
        "reference",
        CASH_UP,
        updated="2025-06-20",
    ),
    "kitchen/allergens.md": topic(
        "Allergen handling",
        "How an allergy order goes through the kitchen",
        "feedback",
        """## Allergens

- every allergy goes in the allergy field on the order, so it shows red on the kitchen screen
- Aisha or Femi checks the plate against the matrix before it leaves the pass; nobody else signs off an allergy dish
- allergen folder: on the hook by the pass, kitchen side
- not sure? then the answer to the guest is no. Never guess
""",
        updated="2025-05-02",
    ),
    "kitchen/sesame-incident.md": topic(
        "Sesame incident, 13 Feb",
        "An allergy that never reached the kitchen screen",
        "project",
        """Friday 13 Feb 2026, dinner service. Table 9 told their server about a sesame allergy, but the order went through the till as a normal one — no red flag on the kitchen screen, so nobody checked it. The slaw has the sesame dressing (it's listed properly in the allergen folder, the info was there). The guest got a tingly mouth, took their own antihistamine and didn't need anything more. Niamh comped the table and rang them the next morning.
The server was on her second shift ever and didn't know the allergy field existed. Femi now walks every new starter through the allergy field on their first shift.
""",
        updated="2026-02-14",
    ),
    "kitchen/temp-checks.md": topic(
        "Fridge checks",
        "Twice-daily fridge and freezer temperatures",
        "feedback",
        """Fridge/freezer checks twice a day (opening + before close), on the sheet on the walk-in door:
- walk-in and the 3 under-counters: 5°C or below
- freezer: -18°C or colder
- over the limit → move the stock, re-check in 30 min, tell whoever runs the pass
""",
        updated="2025-05-02",
    ),
    "kitchen/eho-followup.md": topic(
        "After the EHO visit",
        "What the environmental health inspector asked us to tighten",
        "project",
        """The EHO came in on 20 Feb. We kept the five stars, but the inspector wants our chilled storage a lot tighter, so from now on every fridge in the kitchen has to read 3°C or under at the checks. If one shows 4 or more it goes on the log along with what you did about it, and Aisha needs to hear about it the same shift.
She also wants probe wipes restocked at both stations and the cleaning schedule signed off every day instead of once a week.
""",
        updated="2026-02-24",
    ),
    "kitchen/waste-oil.md": topic(
        "Fryer oil",
        "Getting rid of used fryer oil",
        "feedback",
        """Don't pour fryer oil down any drain, ever — not the kitchen sinks, not the yard gully. Let it cool, funnel it back into the empty oil tubs, tubs go in the blue bin by the back gate. Greasecycle collect on Fridays.
""",
        updated="2025-08-30",
    ),
    "cellar/line-cleaning.md": topic(
        "Beer line cleaning",
        "How and when the beer lines get cleaned",
        "feedback",
        """# Beer line cleaning

- every week, on Monday while we're shut (bank holiday Monday: do it Tuesday before opening)
- Rory's job, Bea covers
- Purple line cleaner 1:40, 15 min soak, flush with water until the pH strip reads neutral
- don't tip spent cleaner into the bar sinks or the drip trays: bucket it down to the cellar floor drain and run the hose after it
- sign the line-clean log on the cellar door
""",
        updated="2025-07-08",
        aliases=["line clean", "pipe clean"],
    ),
    "cellar/keg-deliveries.md": topic(
        "Guest keg deliveries",
        "When and how guest kegs arrive",
        "reference",
        """Guest kegs come from Northway Beer Distribution, Tuesdays, 7–9am window. They unload at the side-alley hatch; somebody with the cellar key has to be there to sign and check the count against the delivery note. Empties go back on the same drop, so stack them by the hatch the night before.
""",
        updated="2025-06-03",
    ),
    "cellar/thursday-drop.md": topic(
        "Guest beer drop",
        "Northway's drop for the guest lines",
        "reference",
        """Northway have put us on their Thursday route. Driver tends to turn up about 6:30am, so whoever opens needs to be in by 6:15. Same hatch, same drill with the empties.
""",
        updated="2026-01-12",
        nested=True,
        modified="2026-01-12T16:40:00Z",
    ),
    "cellar/co2.md": topic(
        "Gas",
        "CO2 and mixed gas for the dispense",
        "reference",
        """CO2 + the 70/30 mix for the nitro stout: Kestrel Gas. Order on their web portal by Wednesday noon for a Friday drop. Keep 2 spares of each. Close the valve before swapping a cylinder.
""",
        updated="2025-04-20",
    ),
    "cellar/gas-supplier.md": topic(
        "Gas account",
        "Who supplies our cylinders and how to order",
        "reference",
        """We've moved the gas account over to Cellarwise after two late drops in a row — they're a bit cheaper per cylinder as well. There's no portal, it's all by phone: ring the depot before noon (number's on the sticker on the cellar door) and they deliver the next working day. Same rule on spares, two of each.
""",
        updated="2026-03-05",
    ),
    "staff/rota.md": topic(
        "Bar rota",
        "Who builds the bar rota and how many we need",
        "reference",
        """Rota
- Bea builds it; posted in Deputy by Fri 17:00 for the week starting Monday
- swaps: sort it between you, then tell Bea so she updates Deputy
- Fri/Sat nights from 18:00: 4 behind the bar, 2 on the floor
- weeknights: 2 bar, 1 floor
- kitchen rota is Aisha's, separate thing
""",
        updated="2025-09-15",
    ),
    "staff/weekend-cover.md": topic(
        "Weekend cover",
        "How the spring rota covers Friday and Saturday nights",
        "project",
        """Jordan's spring rota: with the second till in and the new back-bar layout, Friday and Saturday nights run with three on the bar, floor stays at two. Saves a shift a night and nobody trips over each other.
""",
        updated="2026-03-10",
    ),
    "staff/trial-shifts.md": topic(
        "Trial shifts",
        "How we trial new bar staff",
        "feedback",
        """Trial shifts: 2 hours, unpaid, one per candidate. Bea or Niamh supervises.
""",
        updated="2025-05-10",
        extra={"status": "superseded", "superseded_by": "staff/trial-shifts-paid.md"},
    ),
    "staff/trial-shifts-paid.md": topic(
        "Paid trial shifts",
        "Trial shifts are paid work",
        "feedback",
        """Every trial shift is paid now, normal hourly rate, through payroll like any other shift. Three hours max, one per candidate. Niamh signs off the hours.
""",
        updated="2025-11-04",
    ),
    "staff/cash-up.md": topic(
        "Cash-up",
        "End of night till and float routine",
        "reference",
        CASH_UP,
        updated="2025-06-20",
    ),
    "events/private-hire.md": topic(
        "Private hire",
        "Booking the upstairs room for a party",
        "reference",
        """Private hire means the upstairs Snug — 40 standing, or 24 seated at the long tables. We take a £150 deposit to hold the date, sent as a Square invoice link from the events inbox, refundable up to 14 days before. Food has to be pre-ordered from the sharing menu a week ahead so Aisha can plan; drinks can be a tab or pay as you go. No hire on Mondays and no Saturday lunchtimes in December.
""",
        updated="2025-08-02",
    ),
    "events/barrel-loft.md": topic(
        "Barrel Loft",
        "The name of the upstairs function room",
        "reference",
        """Upstairs function room = the Barrel Loft. New sign went up 9 Jan. Use that name on the website, on invoices and in every booking email. Capacity unchanged.
""",
        updated="2026-01-09",
    ),
    "events/summer-fest-questions.md": topic(
        "Summer fest: open questions",
        "What is still undecided for the July festival",
        "project",
        """Summer fest, Sat 11 July — still open:
- ticketed or free entry?
- second bar in the yard, or the main bar plus a beer tent?
- our kitchen doing food, or a food truck?
- how many guest breweries, 4 or 6?
- do we need a temporary event notice from the council?
""",
        updated="2026-03-02",
    ),
    "events/summer-fest-plan.md": topic(
        "Summer fest plan",
        "What has been decided for the July festival",
        "project",
        """Lucy and Niamh met the council licensing officer: our premises licence already covers the yard, so no temporary event notice needed. Entry will be ticketed — £6 in advance, £8 on the door — and the ticket includes a third of any beer. Food truck vs our own kitchen is still being argued about.
""",
        updated="2026-04-08",
    ),
    "meetings/2026-01-staff-meeting.md": topic(
        "Staff meeting, 27 Jan",
        "Rota, line cleaning and tasters from the January meeting",
        "project",
        """# Staff meeting 27 Jan 2026

Long one, mostly new-year changes. Niamh started with the rota: Bea drops to three days a week from February, so Jordan takes the rota over completely — building it, posting it, handling swaps. Anything rota-related goes to Jordan from 1 Feb.
Rory floated cleaning the lines every fortnight instead of every week, since we lose a fair bit of beer each time and the new cooler runs colder. Tomasz turned it down flat: the hazies and the fruit sours gum the lines up fast and he's not having the diacetyl complaints again. So weekly it stays.
Bar side: no more free tasters. We were pouring far too many "just a splash" freebies on busy Saturdays. Anyone who wants to try something can buy a third, or a paddle of three thirds. Bea to brief the bar team before she goes part-time.
- next meeting late Feb, date tbc
""",
        updated="2026-01-27",
    ),
    "feedback/challenge-25.md": topic(
        "Challenge 25",
        "When to ask for ID",
        "feedback",
        """Challenge 25: anyone who looks under 25 gets asked for ID before we serve them. Passport, driving licence or PASS card. No ID, no drink — even if their mates vouch for them.
""",
        nested=True,
        session="7c2a9e41-0b3d-4f6e-8d15-2f9a0c6b7e13",
        modified="2025-04-11T19:02:00Z",
    ),
    "feedback/id-checks.md": topic(
        "ID checks",
        "Proof of age at the bar",
        "feedback",
        """Ask every customer who might be younger than 25 for photo ID — passport, photo driving licence, or a card with the PASS hologram, nothing else. Can't show one? They don't get served, whoever is vouching for them.
""",
        nested=True,
        session="7c2a9e41-0b3d-4f6e-8d15-2f9a0c6b7e13",
        modified="2025-04-11T19:09:00Z",
    ),
    "user/niamh.md": topic(
        "Niamh's reports",
        "How the GM wants her weekly summary",
        "user",
        """Niamh (GM) wants the end-of-week summary short: bullets only, no tables, takings and labour % right at the top. She reads it on her phone between things.
""",
        updated="2025-10-06",
    ),
    "user/aisha.md": topic(
        "Aisha's food order",
        "How the head chef wants the weekly order laid out",
        "user",
        """Aisha (head chef) likes the weekly food order as a table — item, supplier, quantity, unit — so she can paste it straight into the order emails. Full list every time, even the lines that haven't changed.
""",
        updated="2025-10-06",
    ),
}

FILES = with_index(
    N,
    title="Gallows Hill taproom memory",
    sections={
        "taproom/": "Taproom",
        "kitchen/": "Kitchen",
        "cellar/": "Cellar",
        "staff/": "Staff",
        "events/": "Events",
        "meetings/": "Meetings",
        "feedback/": "Bar rules",
        "user/": "People",
    },
)


Q, S = questions_in("en")


MEMDIR = LabelledMemdir(
    name="brewpub_taproom",
    half="tuning",
    language="en",
    domain="brewpub taproom and kitchen team",
    style="mixed: terse bullets, long chatty paragraphs, a table",
    files=FILES,
    pairs=[
        # contradictions
        P(
            "contradiction",
            "cellar/keg-deliveries.md",
            "cellar/thursday-drop.md",
            "time-moved",
            "Guest kegs Tuesday 7–9am vs Thursday about 6:30am.",
        ),
        P(
            "contradiction",
            "kitchen/temp-checks.md",
            "kitchen/eho-followup.md",
            "threshold-changed",
            "Fridges 5°C or below vs 3°C or under.",
        ),
        P(
            "contradiction",
            "staff/rota.md",
            "meetings/2026-01-staff-meeting.md",
            "owner-changed",
            "Bea builds the rota vs Jordan takes it over from 1 Feb.",
        ),
        P(
            "contradiction",
            "events/private-hire.md",
            "events/barrel-loft.md",
            "renamed",
            "Upstairs room called the Snug vs the Barrel Loft.",
        ),
        P(
            "contradiction",
            "taproom/tasters.md",
            "meetings/2026-01-staff-meeting.md",
            "policy-reversed",
            "Always offer a free taster vs no more free tasters, sell a third.",
        ),
        P(
            "contradiction",
            "cellar/co2.md",
            "cellar/gas-supplier.md",
            "tool-switched",
            "Gas from Kestrel Gas via portal vs Cellarwise by phone.",
        ),
        P(
            "contradiction",
            "kitchen/allergens.md",
            "taproom/allergen-folder.md",
            "location-changed",
            "Allergen folder on the hook by the pass vs under till 1 at the bar.",
        ),
        P(
            "contradiction",
            "staff/rota.md",
            "staff/weekend-cover.md",
            "count-changed",
            "Fri/Sat nights 4 behind the bar vs 3.",
        ),
        P(
            "contradiction",
            "taproom/dogs.md",
            "taproom/insurance-conditions.md",
            "reworded-conflict",
            "Dogs welcome in the taproom vs only assistance dogs inside, pets on the porch.",
        ),
        # duplicates
        P(
            "duplicate",
            "staff/cash-up.md",
            "taproom/cash-up-steps.md",
            "identical",
            "Same cash-up steps saved under two folders.",
        ),
        P(
            "duplicate",
            "feedback/challenge-25.md",
            "feedback/id-checks.md",
            "same-rule-restated",
            "Challenge 25 ID rule saved twice in one session.",
        ),
        # decoys
        P(
            "decoy",
            "staff/cash-up.md",
            "events/private-hire.md",
            "shared-technology",
            "Square till with a £150 float vs Square invoice for a £150 hire deposit.",
        ),
        P(
            "decoy",
            "taproom/cash-up-steps.md",
            "events/private-hire.md",
            "shared-technology",
            "Square till with a £150 float vs Square invoice for a £150 hire deposit.",
        ),
        P(
            "decoy",
            "kitchen/allergens.md",
            "kitchen/sesame-incident.md",
            "rule-vs-incident",
            "Allergy field rule and the night an allergy skipped it.",
        ),
        P(
            "decoy",
            "taproom/allergen-folder.md",
            "kitchen/sesame-incident.md",
            "related-consistent",
            "Both say the folder had the allergen info; no conflict.",
        ),
        P(
            "decoy",
            "events/summer-fest-questions.md",
            "events/summer-fest-plan.md",
            "open-questions-vs-settled",
            "Open list (ticketed? TEN?) and the update settling those two.",
        ),
        P(
            "decoy",
            "cellar/line-cleaning.md",
            "meetings/2026-01-staff-meeting.md",
            "quoted-opinion-rejected",
            "Rory's fortnightly idea turned down; weekly cleaning stays.",
        ),
        P(
            "decoy",
            "user/niamh.md",
            "user/aisha.md",
            "two-peoples-preferences",
            "Niamh wants no tables, Aisha wants a table; both true.",
        ),
        P(
            "decoy",
            "kitchen/waste-oil.md",
            "cellar/line-cleaning.md",
            "two-donts-different-things",
            "No fryer oil down any drain vs no spent line cleaner in the bar sinks.",
        ),
        P(
            "decoy",
            "taproom/opening-hours.md",
            "cellar/line-cleaning.md",
            "related-consistent",
            "Closed Mondays and lines cleaned Mondays; bank holiday handled in both.",
        ),
        P(
            "decoy",
            "meetings/2026-01-staff-meeting.md",
            "staff/weekend-cover.md",
            "related-consistent",
            "Jordan runs the rota in both.",
        ),
        P(
            "decoy",
            "staff/trial-shifts.md",
            "staff/trial-shifts-paid.md",
            "superseded-and-successor",
            "Unpaid 2 h trials, marked superseded by paid trials.",
        ),
    ],
    questions=[
        Q(
            "What day does the guest beer delivery come now?",
            "cellar/keg-deliveries.md",
            "cellar/thursday-drop.md",
        ),
        Q(
            "how cold does the walk in fridge have to be?",
            "kitchen/temp-checks.md",
            "kitchen/eho-followup.md",
        ),
        Q(
            "Who's doing the rota these days?",
            "staff/rota.md",
            "meetings/2026-01-staff-meeting.md",
        ),
        Q(
            "Can customers bring their dog inside?",
            "taproom/dogs.md",
            "taproom/insurance-conditions.md",
        ),
        Q(
            "where do we keep the allergen folder",
            "taproom/allergen-folder.md",
            "kitchen/allergens.md",
        ),
        Q("Who do we order CO2 from?", "cellar/co2.md", "cellar/gas-supplier.md"),
        Q(
            "How many people do we need behind the bar on a Saturday night?",
            "staff/rota.md",
            "staff/weekend-cover.md",
        ),
        Q(
            "Do we pay people for a trial shift?",
            "staff/trial-shifts-paid.md",
            "staff/trial-shifts.md",
        ),
        Q("what time does the kitchen stop taking orders on a sunday?", "taproom/opening-hours.md"),
        Q(
            "How big a group can we fit upstairs for a private party?",
            "events/private-hire.md",
            "events/barrel-loft.md",
        ),
        Q("What am I supposed to do with the old fryer oil?", "kitchen/waste-oil.md"),
        Q(
            "how often are the beer lines cleaned?",
            "cellar/line-cleaning.md",
            "meetings/2026-01-staff-meeting.md",
        ),
        Q(
            "Are we still giving out free tasters?",
            "taproom/tasters.md",
            "meetings/2026-01-staff-meeting.md",
        ),
        Q(
            "whats the deal with tickets for the summer fest",
            "events/summer-fest-plan.md",
            "events/summer-fest-questions.md",
        ),
        Q(
            "cheers! and how much float do we leave in the till at night?",
            "staff/cash-up.md",
            "taproom/cash-up-steps.md",
            conversational=True,
        ),
        Q(
            "nice one. oh, one more — what age are we meant to ID people at?",
            "feedback/challenge-25.md",
            "feedback/id-checks.md",
            conversational=True,
        ),
        S("morning all!"),
        S("you're a legend, thank you"),
        S("ok, moving on"),
        S("right, I'm off — see you tomorrow"),
        S("haha fair enough"),
        S("brb, grabbing a coffee"),
        S("lovely stuff, cheers"),
    ],
    complete_labels=True,
)
