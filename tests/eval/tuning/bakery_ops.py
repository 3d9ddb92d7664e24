"""Hearth & Crumb, a five-shop bakery chain: an ops manager's agent memory, chatty English."""

from tests.eval.dataset import (
    ClaimLabel,
    LabelledMemdir,
    Question,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

N = {
    "ops/flour-delivery.md": topic(
        "Flour delivery",
        "When Millers Brothers deliver flour to the central bakery and who meets the lorry",
        "project",
        """Millers Brothers drop the flour at the central bakery every **Tuesday at 6:00**.
Someone from the early shift has to be at the loading bay to count the sacks against the
docket — they have short-delivered twice, always the wholemeal.

If nobody signs, the driver leaves it on the pavement, which is how we lost six sacks to rain.
""",
        updated="2025-09-02",
    ),
    "ops/flour-delivery-schedule-2026.md": topic(
        "Flour drop 2026",
        "Millers Brothers' flour drop for 2026: day, time, who signs",
        "project",
        """Heads up from Jo's call with Millers: for 2026 their lorry does our area on
**Wednesdays**, arriving about **5:30am**. Still the loading bay at the central bakery, still
count the wholemeal sacks twice. The bake lead on the Wednesday early shift signs the docket.
""",
        updated="2026-01-20",
    ),
    "ops/delivery-vans.md": topic(
        "Shop delivery vans",
        "Our own vans: routes from the central bakery to the shops, departure times",
        "project",
        """We run two vans (the white Transit and the little Berlingo). Both load at the
loading bay of the central bakery and leave at 5:00 sharp:
- Transit: Briggate, Headingley, Chapel Allerton
- Berlingo: York Stonegate, then back for the café orders at 9:30

Drivers sign the van sheet, not the flour docket — different paperwork.
""",
        updated="2025-11-03",
    ),
    "equipment/oven-service.md": topic(
        "Deck oven servicing",
        "Who services the deck ovens and how to report a breakdown",
        "reference",
        """The three Tagliavini deck ovens are serviced by **Hotline Ovens**. Breakdowns: ring
Priya Shah on 0161 555 0199 (24h line), quote contract HO-2291. Annual service is in August.
""",
        aliases=["oven engineer", "oven repair"],
        updated="2025-03-11",
    ),
    "equipment/oven-contract-2026.md": topic(
        "Oven maintenance contract",
        "Deck oven maintenance is with Calder Catering Engineering from this year",
        "reference",
        """We didn't renew with Hotline. The maintenance contract for the Tagliavini decks is
with **Calder Catering Engineering** now — breakdowns go to Tom Reyes, 0113 496 0712.
Tom wants a photo of the error code on the panel before he drives out.
""",
        updated="2026-02-02",
    ),
    "feedback/proofer-temps.md": topic(
        "Proofer fridge temperatures",
        "Retarder/proofer fridge limit and when to bin dough",
        "feedback",
        """Log the retarder-proofer temperature at opening. If it reads **above 5 °C for more
than 30 minutes**, the dough in it gets binned — no arguing, no "it'll be fine".

**Why:** the EHO inspector flagged our logs in 2024.
""",
        updated="2025-05-14",
    ),
    "feedback/food-safety-fridge.md": topic(
        "Chilled dough rule",
        "When chilled dough has to be thrown away (agreed after the EHO revisit)",
        "feedback",
        """After the revisit Jo agreed a simpler rule with the inspector: chilled dough that has
sat **above 8 °C for over two hours** is thrown out. Shorter excursions are logged and the
dough is used first.
""",
        updated="2025-12-09",
    ),
    "project/seasonal-range.md": topic(
        "Seasonal range",
        "How the seasonal range is named on tills, boards and the website",
        "project",
        """The rotating seasonal range is called **Seasonal Specials** everywhere: the till
button, the chalkboards and the website tab. Keep the name identical in all three or the
weekly sales report can't match them up.
""",
        updated="2025-06-30",
    ),
    "project/market-bakes-launch.md": topic(
        "Market Bakes launch",
        "The seasonal range's new name and the rollout to tills and boards",
        "project",
        """Marketing renamed the seasonal range **Market Bakes** in October. Till buttons were
changed on 6 Oct; boards follow as the chalk artist gets round to each shop.
Artwork notes are in [branding](branding/market-bakes-artwork.md).
""",
        updated="2025-10-07",
    ),
    "feedback/no-nuts-shared-racks.md": topic(
        "No nuts on shared racks",
        "Never put nut products on the shared cooling racks",
        "feedback",
        """Never put anything containing nuts on the shared cooling racks. Nut products go on
the **blue** rack only, bottom shelves. Applies to every shop and the central bakery.
""",
        updated="2025-04-01",
    ),
    "project/incident-2025-11-nut-rack.md": topic(
        "Nut rack incident, Nov 2025",
        "Almond croissants went on a shared rack at Briggate; what happened next",
        "project",
        """14 Nov: a tray of almond croissants went onto a shared cooling rack at Briggate during
the rush. A customer with a nut allergy was sold a plain croissant from the rack below; no
reaction, but she complained. Briggate team did the allergen refresher on 18 Nov.
""",
        updated="2025-11-19",
    ),
    "feedback/allergen-labels.md": topic(
        "Allergen labels",
        "Allergen labels are always printed from the EPOS, never handwritten",
        "feedback",
        """Allergen labels on anything we pre-pack are printed from the EPOS label printer.
Never handwrite them, even when the printer is slow.

**Why:** handwritten labels were missing sesame twice.
""",
        nested=True,
        session="8c1f0e2a-5d1b-4c77-9a0e-1f3b2c4d5e6f",
        modified="2025-08-21T10:14:00Z",
    ),
    "feedback/allergen-stickers-printed.md": topic(
        "Printed allergen stickers only",
        "Pre-packed goods get printed allergen stickers from the till, not hand-written ones",
        "feedback",
        """Jo repeated this today: for pre-packed stuff, use the stickers the till prints.
A hand-written allergen sticker is not acceptable, whatever the queue looks like — we've
already left sesame off by hand before.
""",
        nested=True,
        session="8c1f0e2a-5d1b-4c77-9a0e-1f3b2c4d5e6f",
        modified="2025-08-21T10:52:00Z",
    ),
    "user/dana-comms.md": topic(
        "Dana: rota changes",
        "How Dana (Briggate manager) wants to hear about rota changes",
        "user",
        """Dana wants rota changes as a **WhatsApp voice note**, never email — she reads email
once a week.
""",
        updated="2025-07-08",
    ),
    "user/marcus-comms.md": topic(
        "Marcus: rota changes",
        "How Marcus (York manager) wants to hear about rota changes",
        "user",
        """Marcus wants rota changes **by email**, never WhatsApp; he keeps the rota history in
his inbox and forwards it to payroll.
""",
        updated="2025-07-08",
    ),
    "reference/supplier-contacts.md": topic(
        "Supplier contacts",
        "Phone numbers and order cut-offs for dairy, eggs and packaging suppliers",
        "reference",
        """| supplier | what | phone | order by |
|---|---|---|---|
| Dale Farm Dairy | butter, cream | 0113 496 0100 | 14:00 day before |
| Wold Eggs | free-range eggs | 01377 555 020 | Thursday noon |
| PackRight | boxes, bags | 0161 555 0340 | Monday |
""",
        updated="2025-10-01",
    ),
    "reference/suppliers.md": topic(
        "Supplier contacts",
        "Phone numbers and order cut-offs for dairy, eggs and packaging suppliers",
        "reference",
        """| supplier | what | phone | order by |
|---|---|---|---|
| Dale Farm Dairy | butter, cream | 0113 496 0100 | 14:00 day before |
| Wold Eggs | free-range eggs | 01377 555 020 | Thursday noon |
| PackRight | boxes, bags | 0161 555 0340 | Monday |
""",
        updated="2025-10-01",
    ),
    "ops/sourdough-feeding-old.md": topic(
        "Sourdough starter feeding",
        "Superseded by ops/sourdough-feeding.md: twice-daily feeding schedule",
        "project",
        """Feed the mother starter twice a day, 7am and 7pm, 1:1:1 starter:flour:water.
""",
        updated="2025-02-10",
        extra={"status": "superseded", "superseded_by": "ops/sourdough-feeding.md"},
    ),
    "ops/sourdough-feeding.md": topic(
        "Sourdough starter feeding",
        "Once-a-day stiff feed for the mother starter, at 4pm",
        "project",
        """Since the move to the bigger tub we feed the mother starter **once a day at 4pm**,
1:5:5 starter:flour:water, kept at 24 °C. Flour for feeding comes off the Wednesday drop —
see [the flour schedule](flour-delivery-schedule-2026.md).
""",
        updated="2026-01-22",
    ),
    "ops/christmas-orders.md": topic(
        "Christmas pre-orders",
        "Christmas pre-order cut-off and pick-up days for the shops",
        "project",
        """Christmas pre-orders (stollen, mince pies, panettone) close on **20 December**.
Pick-up 22–24 Dec at the shop that took the order. Central bakery bakes the stollen on the 19th.
""",
        updated="2025-11-25",
    ),
    "project/christmas-2025-plan.md": topic(
        "Christmas 2025 plan",
        "Staffing and baking plan for Christmas 2025",
        "project",
        """Extra bakers on nights 19–23 Dec. Pre-orders close 20 Dec as usual, so the bake list
is final by the 21st. Stollen baked on the 19th, mince pies daily from the 15th.
""",
        updated="2025-11-28",
    ),
    "ops/leeds-hours.md": topic(
        "Briggate opening hours",
        "Opening hours of the Briggate shop",
        "project",
        """Briggate: Mon–Sat 7:30–18:00. Shut on Sundays — staff rest day, don't book any
Sunday shifts there.
""",
        updated="2025-03-03",
    ),
    "project/briggate-sunday-trial.md": topic(
        "Weekend trading at Briggate",
        "Briggate's weekend trading and the Sunday team",
        "project",
        """Footfall numbers convinced the owners: Briggate trades 8am–2pm on both weekend days
from the spring. Two people on the Sunday team, paid time and a half.
""",
        updated="2025-10-12",
    ),
}

FILES = with_index(
    N,
    title="Hearth & Crumb — memory",
    sections={
        "ops/": "Operations",
        "equipment/": "Equipment",
        "project/": "Projects",
        "feedback/": "Rules from Jo",
        "user/": "People",
        "reference/": "Reference",
    },
)


MEMDIR = LabelledMemdir(
    name="bakery_ops",
    half="tuning",
    language="en",
    domain="bakery chain operations",
    style="chatty prose, a table, nested frontmatter for one session",
    files=FILES,
    pairs=[
        P(
            "contradiction",
            "ops/flour-delivery.md",
            "ops/flour-delivery-schedule-2026.md",
            "time-moved",
            "Flour drop is Tuesday 6:00 in one, Wednesday 5:30 in the other; both still active.",
        ),
        P(
            "contradiction",
            "equipment/oven-service.md",
            "equipment/oven-contract-2026.md",
            "owner-changed",
            "Oven breakdowns go to Priya at Hotline Ovens vs Tom Reyes at Calder.",
        ),
        P(
            "contradiction",
            "feedback/proofer-temps.md",
            "feedback/food-safety-fridge.md",
            "threshold-changed",
            "Bin dough above 5 °C for 30 min vs above 8 °C for two hours.",
        ),
        P(
            "contradiction",
            "project/seasonal-range.md",
            "project/market-bakes-launch.md",
            "renamed",
            "The seasonal range is 'Seasonal Specials' everywhere vs renamed 'Market Bakes'.",
        ),
        P(
            "contradiction",
            "ops/leeds-hours.md",
            "project/briggate-sunday-trial.md",
            "reworded-conflict",
            "Briggate shut on Sundays, no Sunday shifts vs trades weekends with a Sunday team.",
        ),
        P(
            "duplicate",
            "reference/supplier-contacts.md",
            "reference/suppliers.md",
            "identical",
            "Byte-identical supplier table saved under two names.",
        ),
        P(
            "near-duplicate",
            "feedback/allergen-labels.md",
            "feedback/allergen-stickers-printed.md",
            "same-rule-restated",
            "Same session, same rule: printed allergen labels from the till, never handwritten.",
        ),
        P(
            "decoy",
            "feedback/no-nuts-shared-racks.md",
            "project/incident-2025-11-nut-rack.md",
            "rule-vs-incident",
            "A standing rule and an incident that broke it; the rule still holds.",
        ),
        P(
            "decoy",
            "user/dana-comms.md",
            "user/marcus-comms.md",
            "two-peoples-preferences",
            "Two managers, opposite channels; both preferences are true.",
        ),
        P(
            "decoy",
            "ops/sourdough-feeding-old.md",
            "ops/sourdough-feeding.md",
            "superseded-and-successor",
            "The old schedule is already marked superseded by the new one.",
        ),
        P(
            "decoy",
            "ops/flour-delivery-schedule-2026.md",
            "ops/delivery-vans.md",
            "shared-technology",
            "Both about the loading bay and early times, but inbound flour vs our own vans.",
        ),
        P(
            "decoy",
            "ops/flour-delivery.md",
            "ops/delivery-vans.md",
            "shared-technology",
            "Both about deliveries at the loading bay at dawn; different deliveries.",
        ),
        P(
            "decoy",
            "ops/christmas-orders.md",
            "project/christmas-2025-plan.md",
            "related-consistent",
            "Both say pre-orders close 20 Dec and stollen is baked on the 19th.",
        ),
        P(
            "decoy",
            "feedback/no-nuts-shared-racks.md",
            "feedback/allergen-labels.md",
            "two-donts-different-things",
            "Two allergen 'never' rules about different things (racks vs labels).",
        ),
        P(
            "decoy",
            "ops/sourdough-feeding.md",
            "ops/flour-delivery-schedule-2026.md",
            "related-consistent",
            "The feeding note points at the Wednesday drop, agreeing with the schedule.",
        ),
    ],
    questions=[
        Question(
            "when does the flour get delivered these days?",
            "en",
            ("ops/flour-delivery-schedule-2026.md", "ops/flour-delivery.md"),
            why="the flour drop notes",
        ),
        Question(
            "who do I ring when a deck oven breaks down",
            "en",
            ("equipment/oven-contract-2026.md", "equipment/oven-service.md"),
            why="oven maintenance contact",
        ),
        Question(
            "wats the temprature limit for the proofer fridges?",
            "en",
            ("feedback/proofer-temps.md", "feedback/food-safety-fridge.md"),
            why="typos; the fridge rules",
        ),
        Question(
            "Is Briggate open on Sundays?",
            "en",
            ("ops/leeds-hours.md", "project/briggate-sunday-trial.md"),
            why="opening hours",
        ),
        Question(
            "can staff handwrite allergen labels when the printer is slow",
            "en",
            ("feedback/allergen-labels.md", "feedback/allergen-stickers-printed.md"),
            why="allergen label rule",
        ),
        Question(
            "how often do we feed the sourdough starter",
            "en",
            ("ops/sourdough-feeding.md",),
            why="feeding schedule (the live one)",
        ),
        Question(
            "cheers! oh, and what's the christmas pre-order cut-off again?",
            "en",
            ("ops/christmas-orders.md", "project/christmas-2025-plan.md"),
            conversational=True,
            why="chatty wrapper around a real topic",
        ),
        Question("morning! how's it going?", "en", silent=True, why="greeting"),
        Question("brilliant, thanks so much", "en", silent=True, why="thanks"),
        Question("thanks, that's all for today", "en", silent=True, why="thanks + time word"),
        Question("ok next", "en", silent=True, why="moving on"),
        Question("moving on.", "en", silent=True, why="moving on"),
        Question(
            "morning! early shift again, I'm barely awake", "en", silent=True, why="small talk"
        ),
        Question("thanks, that saved my morning shift", "en", silent=True, why="small talk"),
        Question("brb, grabbing a coffee", "en", silent=True, why="small talk"),
        Question("sounds good", "en", silent=True, why="small talk"),
        Question("got it, cheers", "en", silent=True, why="small talk"),
        Question("how are you today?", "en", silent=True, why="small talk"),
        Question("what a Wednesday. the team is shattered", "en", silent=True, why="small talk"),
        Question("it's chucking it down with rain here again", "en", silent=True, why="small talk"),
        Question("see you after the weekend!", "en", silent=True, why="small talk"),
        Question("you're a star, honestly", "en", silent=True, why="small talk"),
        Question(
            "who signs for the flour when the lorry turns up?",
            "en",
            expect=("ops/flour-delivery-schedule-2026.md", "ops/flour-delivery.md"),
            why="different words: signs the docket at the flour drop",
        ),
        Question(
            "tell me what time our vans leave for the shops",
            "en",
            expect=("ops/delivery-vans.md",),
            why="request; van departure times",
        ),
        Question(
            "whats Danas prefered way to hear about rota chnages",
            "en",
            expect=("user/dana-comms.md",),
            why="typos; Dana's channel",
        ),
        Question(
            "where are the nutty bakes supposed to cool?",
            "en",
            expect=("feedback/no-nuts-shared-racks.md",),
            why="different words: nut products on the blue rack",
        ),
        Question(
            "what are we calling the rotating specials on the till buttons?",
            "en",
            expect=("project/market-bakes-launch.md", "project/seasonal-range.md"),
            why="different words: seasonal range name",
        ),
        Question(
            "by when do I need to get the egg order in?",
            "en",
            expect=("reference/supplier-contacts.md", "reference/suppliers.md"),
            why="short; egg order cut-off in the supplier table",
        ),
        Question(
            "lovely, thanks. and what was the number for the butter people?",
            "en",
            expect=("reference/supplier-contacts.md", "reference/suppliers.md"),
            conversational=True,
            why="chat around the dairy supplier's phone",
        ),
        Question(
            "haha fair enough. quick one though, what temp do we keep the starter at?",
            "en",
            expect=("ops/sourdough-feeding.md",),
            conversational=True,
            why="chat around the starter's temperature",
        ),
    ],
    claims=[
        ClaimLabel(
            "ops/sourdough-feeding.md",
            "memdir-link",
            "flour-delivery-schedule-2026.md",
            "verified",
            "memdir-link-ok",
            "A link to a sibling memory in ops/, which exists.",
        ),
        ClaimLabel(
            "project/market-bakes-launch.md",
            "memdir-link",
            "branding/market-bakes-artwork.md",
            "failed",
            "memdir-link-dead",
            "Links to project/branding/market-bakes-artwork.md, which was never written.",
        ),
    ],
)
