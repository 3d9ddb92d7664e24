# Written for held-out half heldout4 by a writer who never read a detector; measured there once
# as the newest half, then used in aggregate only; moved to tuning when the detectors stopped
# making errors on the rest of it (tuning precision 97%), so that tuning sees real ones.
"""A small island ferry company's operations memory: terse lists beside chatty paragraphs."""

from tests.eval.dataset import (
    LabelledMemdir,
    questions_in,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

N = {
    "timetable/weekday.md": topic(
        "Weekday timetable (Gannet)",
        "Carrick to Inchmora sailings Monday to Friday",
        "reference",
        """# Gannet — weekdays

Carrick → Inchmora: 07:15, 09:00, 11:30, 14:00, 16:30, 18:00
Inchmora → Carrick: 07:45, 09:30, 12:00, 14:30, 17:00, 18:40

Crossing ~20 min. Last boat back from Inchmora is the 18:40, tell foot passengers at the hut.
""",
        updated="2025-10-20",
    ),
    "ops/2026-02-ops-meeting.md": topic(
        "Ops meeting, late February",
        "Notes from the February operations meeting at the Carrick office",
        "project",
        """Long one today, mostly Fiona, Ruaridh, Callum and me around the kettle in the Carrick office, so writing down what actually got decided before I forget half of it.

The headline change: from Monday 2 March the Gannet's first weekday run leaves Carrick at 06:50. The council moved the Inchmora school bus to 07:20 at the pier and the kids on the mainland side were missing it every single morning. This is the timetable all year round now, not a summer tweak, so the first return from Inchmora goes at 07:15 and everything after that stays where it was.

Second thing, after the second break-in at the ticket hut in November nobody is comfortable leaving money ashore. So the £150 float no longer stays in the hut overnight: whoever closes up carries the tin aboard and it sleeps in the lockbox in the Gannet's wheelhouse, key on the master's ring. Count it before it goes in and again in the morning.

Callum floated the idea of letting foot passengers walk on first while the cars queue, to shave a few minutes off turnarounds. Ruaridh wasn't having it — people walking up the ramp with vans still rolling is exactly how someone ends up under a wheel — so it stays vehicles first and foot passengers after. Nobody argued much.

Also agreed: new hi-vis for the deckhands before Easter, and Fiona is chasing the council about the broken bench at the Inchmora shelter.
""",
        updated="2026-02-24",
    ),
    "weather/cancel-thresholds.md": topic(
        "Weather cancellation limits",
        "Wind limits at which sailings are cancelled",
        "feedback",
        """Reading: Balta Sound buoy (Met Office marine page), 10-min mean.

- Gannet: cancel at 35 kn sustained, or gusts 45 kn
- Puffin: cancel at 25 kn sustained

Master's call below that if the swell is bad. Cancellations go on the website + the Facebook page within 15 min.
""",
        updated="2025-06-11",
    ),
    "crew/insurer-wind-limit.md": topic(
        "What the insurer's surveyor said",
        "New wind condition from the hull insurer",
        "feedback",
        """Ruaridh came back from the surveyor's visit in a mood, and fair enough. The underwriters have put a new condition on the Gannet's cover after the claim from the December crossing: she doesn't leave the berth once the Balta buoy is reading thirty knots mean wind or more. Not thirty-five, thirty. If we sail above that and anything happens, we're not covered, full stop. So whoever is on the morning weather check, that's the number you're working to now.
""",
        updated="2026-01-19",
    ),
    "crew/rota.md": topic(
        "Crew rota",
        "How the crew rota is drawn up and swapped",
        "reference",
        """Rota: Morag Lindsay draws it up, posts it every 2nd Thursday for the fortnight after next.
Swaps: text Morag, both names + dates. No swap is real until Morag confirms.
""",
        updated="2025-05-02",
    ),
    "admin/contacts.md": topic(
        "Who to contact",
        "Office contacts for the usual questions",
        "reference",
        """| what | who | how |
|---|---|---|
| crew rota, shift swaps | Callum Baird | text 07700 914 322 |
| harbour office Inchmora, lost property | Fiona Rennie | ext 21 |
| ticketing, refunds | Sandra Moyes | ext 24 |
| engineering, defects | Alasdair Munro | ext 30 / radio |
| anything else | duty master | wheelhouse |
""",
        updated="2026-01-08",
    ),
    "tickets/fares-2025.md": topic(
        "Fares 2025",
        "Ticket prices for the 2025 season",
        "reference",
        """| ticket | price |
|---|---|
| adult single | £4.80 |
| child single (5–15) | £2.40 |
| under 5 | free |
| car + driver, single | £19.50 |
| van up to 6 m, single | £27.00 |
| Island Saver (10 adult singles) | £38.00 |
""",
        updated="2025-03-28",
    ),
    "tickets/islander-10.md": topic(
        "Islander 10",
        "What the ten-journey ticket is called on the new tills",
        "reference",
        """Since the new tills went in (Jan) the 10-journey book is the **Islander 10** — on the till, the website and the printed ticket. Same deal: ten adult singles, £38. If an older passenger asks for the Island Saver, that's this one.
""",
        updated="2026-01-14",
    ),
    "ops/headcount.md": topic(
        "Passenger count before departure",
        "Counting passengers and reporting the number",
        "feedback",
        """Before casting off, every sailing:
1. deckhand counts foot passengers at the gangway with the clicker
2. master radios the count to the harbour office on VHF 14
3. office logs it against the sailing

No count, no departure.
""",
        updated="2025-05-20",
    ),
    "maintenance/sms-manual-rev4.md": topic(
        "Safety manual rev 4",
        "What changed in revision 4 of the safety management manual",
        "reference",
        """Rev 4 signed off by the DPA, 16 Feb 2026. Changes that matter day to day:

- Manning on the Gannet: four on every sailing — master, engineer, two deckhands.
- Passenger numbers are not called over channel 14 any more. The ticket scanners send the total to the office screen by themselves; the office wants 14 kept clear for traffic.
- Muster drill monthly, logged in the deck log (unchanged from rev 3).
- Puffin: no changes.
""",
        nested=True,
        session="4e1f0c2a-77b1-4a90-9d1e-0b3c5a7e2f10",
        modified="2026-02-17T09:12:00Z",
        updated="2026-02-17",
    ),
    "deck/bookings-sheet.md": topic(
        "Vehicle bookings",
        "Where car and van reservations are kept",
        "reference",
        """Car/van bookings: Google Sheet "Gannet Deck 2025" in the ops drive, one tab per day, one row per vehicle (reg, length, phone). Colour the row green when they've checked in.
""",
        updated="2025-04-03",
    ),
    "deck/rezdy.md": topic(
        "Booking vehicles",
        "How we take vehicle reservations now",
        "reference",
        """Vehicle reservations are made in Rezdy — phone bookings too, type them in while the caller is on the line. Check-in is the tick box on the Rezdy manifest. The old deck spreadsheet is frozen; do not add rows to it.
""",
        updated="2026-01-12",
    ),
    "admin/cash-float.md": topic(
        "Cash float",
        "The till float at the Carrick hut",
        "feedback",
        """Float: £150 in notes and coin.
Kept in the small safe under the counter in the Carrick ticket hut.
Count at opening and at close, initial the sheet taped inside the safe door.
""",
        updated="2025-04-15",
    ),
    "crew/manning.md": topic(
        "Minimum crew",
        "How many crew each boat needs to sail",
        "reference",
        """- Gannet: 3 minimum (master + 2 deckhands)
- Puffin: 2 (master + 1 deckhand)

Short one person → sailing doesn't go, ring the duty master.
""",
        updated="2025-05-02",
    ),
    "tickets/extras.md": topic(
        "Extras on board",
        "Bikes, dogs and other things passengers bring",
        "reference",
        """Bikes, dogs and surfboards travel free on all sailings. Kayaks on a roof rack count as part of the car. Trailers are booked as their own vehicle.
""",
        updated="2025-04-03",
    ),
    "ops/cyclists-2026.md": topic(
        "Heads-up for the hut this season",
        "What changes for people arriving on two wheels",
        "project",
        """Quick heads-up for whoever is on the Carrick hut this season, because we're going to get grumbles. The council's active-travel grant ran out at the end of March, which means pedal cyclists aren't waved through any more: every rider pays two pounds fifty per crossing, e-bikes included. There's a button for it on the till under Extras. Most people won't mind once you explain it, and if they do, Sandra is happy to take the call.
""",
        updated="2026-04-02",
    ),
    "deck/car-deck-rule.md": topic(
        "Nobody on the car deck",
        "Passengers off the vehicle deck while under way",
        "feedback",
        """No passengers on the car deck during a crossing. Once the ramp is up, drivers and passengers go up to the saloon or the open deck and stay there until the master calls them down.
""",
        updated="2025-04-20",
    ),
    "incidents/2025-08-14-camper.md": topic(
        "14 Aug — people in a camper",
        "Two passengers found on the car deck mid-crossing",
        "project",
        """14 Aug 2025, 14:00 Carrick → Inchmora. Deckhand found a couple sitting in their camper van on the car deck halfway across — they'd ducked back in when the ramp went up. Escorted to the saloon, no harm done. Reminder added to the boarding announcement.
""",
        updated="2025-08-14",
    ),
    "timetable/summer-2026-questions.md": topic(
        "Summer 2026 — open questions",
        "Things still undecided for next summer's timetable",
        "project",
        """Still to decide for summer 2026:
- Sunday evening sailing to Balta? (Puffin, from Inchmora)
- bring back the Friday 21:00 late boat?
- seal-watching trips twice a day or once?
- extra deckhand for July–Aug?
""",
        updated="2025-11-03",
    ),
    "timetable/sunday-balta.md": topic(
        "Sunday Balta sailing",
        "The Sunday evening Puffin run to Balta",
        "project",
        """Decided: Sunday evening Puffin, Inchmora → Balta 19:30, back 20:20. Trial 7 June – 30 Aug 2026. Foot passengers only; seats booked on Rezdy like the seal trips, 12 seats max.
""",
        updated="2026-01-26",
    ),
    "deck/boarding-order.md": topic(
        "Boarding order",
        "Who goes on and off first at the ramp",
        "feedback",
        """1. vehicles off
2. foot passengers off
3. vehicles on
4. foot passengers + cyclists on

Never mix walkers with moving vehicles on the ramp.
""",
        updated="2025-04-20",
    ),
    "crew/ruaridh.md": topic(
        "Ruaridh",
        "How to reach the Gannet's master",
        "user",
        """Ruaridh (Gannet master): phone him, don't message. He doesn't look at WhatsApp while on watch and won't scroll back later.
""",
        updated="2025-07-09",
    ),
    "crew/eilidh.md": topic(
        "Eilidh",
        "How to reach the relief master",
        "user",
        """Eilidh (relief master) only wants texts or WhatsApp, never a call when she's off duty — she'll answer within the hour. Call her only if she's the one on watch.
""",
        updated="2025-07-09",
    ),
    "admin/door-code.md": topic(
        "Office door code",
        "Don't give out the office code",
        "feedback",
        """Don't give the Carrick office door code over the phone or by text, not even to crew. They get it from Fiona in person.
""",
        updated="2025-09-30",
    ),
    "admin/lost-property-2024.md": topic(
        "Lost property (old)",
        "Where lost property used to go",
        "reference",
        """Lost property: plastic box under the hut counter, keep 14 days, then charity shop.
""",
        updated="2025-02-10",
        extra={"status": "superseded", "superseded_by": "admin/lost-property.md"},
    ),
    "admin/lost-property.md": topic(
        "Lost property",
        "What to do with things left on board",
        "reference",
        """Anything left on board goes to the Inchmora harbour office, bagged and labelled with the date and sailing. Fiona keeps it 30 days; phones and wallets the same day to her in person.
""",
        updated="2025-06-02",
    ),
    "crew/seasickness.md": topic(
        "Seasick passengers",
        "Looking after passengers who feel sick",
        "feedback",
        """Seasick passengers: sick bags in the locker by the saloon door, offer the seat by the aft window (least motion), ginger biscuits in the galley drawer. Log it only if they need first aid.
""",
        updated="2025-08-01",
    ),
    "ops/seasick-passengers.md": topic(
        "Seasick passengers",
        "Looking after passengers who feel sick",
        "feedback",
        """Seasick passengers: sick bags in the locker by the saloon door, offer the seat by the aft window (least motion), ginger biscuits in the galley drawer. Log it only if they need first aid.

""",
        updated="2025-08-03",
    ),
    "reference/tides.md": topic(
        "Tide times",
        "Where we look up the tides for the day",
        "reference",
        """Tides for the day: Admiralty EasyTide, station "Carrick Quay". Write high and low water on the whiteboard in the hut before the first sailing. Spring lows under 0.5 m → warn the deck about the ramp angle.
""",
        updated="2025-05-14",
    ),
    "deck/tide-check.md": topic(
        "Morning tide check",
        "Checking high and low water before the day starts",
        "feedback",
        """First job of the morning, before any boat goes: look up today's high and low water for Carrick Quay on EasyTide (the Admiralty site) and put both on the hut whiteboard. If low water is a spring tide below half a metre, tell the deckhands the ramp will be steep.
""",
        updated="2025-09-22",
    ),
}

FILES = with_index(
    N,
    title="Ferry ops memory",
    sections={
        "timetable/": "Timetables",
        "weather/": "Weather",
        "crew/": "Crew",
        "deck/": "Vehicle deck",
        "tickets/": "Ticketing",
        "maintenance/": "Maintenance",
        "ops/": "Day to day",
        "admin/": "Office",
        "incidents/": "Incidents",
        "reference/": "Reference",
    },
)


Q, S = questions_in("en")


MEMDIR = LabelledMemdir(
    name="ferry_operator",
    half="tuning",
    language="en",
    domain="small island ferry company operations",
    style="terse lists and tables beside long chatty paragraphs, one paragraph per line",
    files=FILES,
    pairs=[
        # --- contradictions
        P(
            "contradiction",
            "timetable/weekday.md",
            "ops/2026-02-ops-meeting.md",
            "time-moved",
            "First weekday Gannet from Carrick 07:15 vs 06:50 all year from 2 March.",
        ),
        P(
            "contradiction",
            "weather/cancel-thresholds.md",
            "crew/insurer-wind-limit.md",
            "threshold-changed",
            "Gannet cancels at 35 kn sustained vs at 30 kn mean.",
        ),
        P(
            "contradiction",
            "crew/rota.md",
            "admin/contacts.md",
            "owner-changed",
            "Rota and swaps by Morag Lindsay vs Callum Baird.",
        ),
        P(
            "contradiction",
            "tickets/fares-2025.md",
            "tickets/islander-10.md",
            "renamed",
            "Ten-journey book called Island Saver vs Islander 10.",
        ),
        P(
            "contradiction",
            "ops/headcount.md",
            "maintenance/sms-manual-rev4.md",
            "policy-reversed",
            "Master radios the count on VHF 14 every sailing vs numbers not called over 14 any more.",
        ),
        P(
            "contradiction",
            "deck/bookings-sheet.md",
            "deck/rezdy.md",
            "tool-switched",
            "Vehicle bookings in the Google Sheet vs in Rezdy.",
        ),
        P(
            "contradiction",
            "admin/cash-float.md",
            "ops/2026-02-ops-meeting.md",
            "location-changed",
            "Float in the hut safe vs in the Gannet wheelhouse lockbox overnight.",
        ),
        P(
            "contradiction",
            "crew/manning.md",
            "maintenance/sms-manual-rev4.md",
            "count-changed",
            "Gannet minimum crew 3 vs 4.",
        ),
        P(
            "contradiction",
            "tickets/extras.md",
            "ops/cyclists-2026.md",
            "reworded-conflict",
            "Bikes travel free vs every rider pays £2.50 per crossing.",
        ),
        # --- decoys
        P(
            "decoy",
            "deck/rezdy.md",
            "timetable/sunday-balta.md",
            "shared-technology",
            "Rezdy for vehicle reservations vs Rezdy seats on the Sunday Puffin.",
        ),
        P(
            "decoy",
            "deck/car-deck-rule.md",
            "incidents/2025-08-14-camper.md",
            "rule-vs-incident",
            "No one on the car deck, and the day a couple stayed in their camper.",
        ),
        P(
            "decoy",
            "timetable/summer-2026-questions.md",
            "timetable/sunday-balta.md",
            "open-questions-vs-settled",
            "Sunday Balta sailing asked, then decided: 19:30 trial.",
        ),
        P(
            "decoy",
            "ops/2026-02-ops-meeting.md",
            "deck/boarding-order.md",
            "quoted-opinion-rejected",
            "Callum's walkers-first idea turned down; vehicles first stays.",
        ),
        P(
            "decoy",
            "crew/ruaridh.md",
            "crew/eilidh.md",
            "two-peoples-preferences",
            "Ruaridh wants calls, Eilidh wants texts.",
        ),
        P(
            "decoy",
            "deck/car-deck-rule.md",
            "admin/door-code.md",
            "two-donts-different-things",
            "No passengers on the car deck; don't give out the door code.",
        ),
        P(
            "decoy",
            "admin/lost-property-2024.md",
            "admin/lost-property.md",
            "superseded-and-successor",
            "Hut box 14 days, superseded by Inchmora office 30 days.",
        ),
        P(
            "decoy",
            "deck/car-deck-rule.md",
            "deck/boarding-order.md",
            "related-consistent",
            "Both keep passengers away from vehicles; they agree.",
        ),
        P(
            "decoy",
            "admin/contacts.md",
            "admin/lost-property.md",
            "related-consistent",
            "Lost property with Fiona at Inchmora in both.",
        ),
        P(
            "decoy",
            "tickets/fares-2025.md",
            "tickets/extras.md",
            "related-consistent",
            "Fare table and the free extras; no overlap in values.",
        ),
        P(
            "decoy",
            "admin/lost-property-2024.md",
            "admin/contacts.md",
            "superseded-and-successor",
            "Superseded hut box vs the contacts table sending lost property to Fiona.",
        ),
        P(
            "decoy",
            "timetable/weekday.md",
            "timetable/summer-2026-questions.md",
            "related-consistent",
            "Weekday runs end 18:40; a Friday late boat is only a question.",
        ),
        # --- duplicates
        P(
            "duplicate",
            "crew/seasickness.md",
            "ops/seasick-passengers.md",
            "identical",
            "Same seasickness note twice, trailing blank line aside.",
        ),
        P(
            "near-duplicate",
            "reference/tides.md",
            "deck/tide-check.md",
            "paraphrased",
            "EasyTide Carrick Quay, whiteboard, warn under 0.5 m: same content reworded.",
        ),
    ],
    questions=[
        Q(
            "What time does the first Gannet leave Carrick on a weekday?",
            "timetable/weekday.md",
            "ops/2026-02-ops-meeting.md",
        ),
        Q(
            "at what wind speed do we have to cancel the gannet",
            "weather/cancel-thresholds.md",
            "crew/insurer-wind-limit.md",
        ),
        Q("Who do I text if I need to swap a shift?", "crew/rota.md", "admin/contacts.md"),
        Q(
            "What's the ten journey ticket called on the till now, and how much is it?",
            "tickets/fares-2025.md",
            "tickets/islander-10.md",
        ),
        Q(
            "Do we still radio the passenger count to the office before we cast off?",
            "ops/headcount.md",
            "maintenance/sms-manual-rev4.md",
        ),
        Q(
            "where do i put in a car booking someone phoned about",
            "deck/bookings-sheet.md",
            "deck/rezdy.md",
        ),
        Q(
            "Where does the cash float get kept overnight?",
            "admin/cash-float.md",
            "ops/2026-02-ops-meeting.md",
        ),
        Q(
            "How many crew does the Gannet need before she can sail?",
            "crew/manning.md",
            "maintenance/sms-manual-rev4.md",
        ),
        Q(
            "Do people with bicycles have to pay for the crossing?",
            "tickets/extras.md",
            "ops/cyclists-2026.md",
        ),
        Q(
            "Can passengers stay in their cars while we're crossing?",
            "deck/car-deck-rule.md",
            "incidents/2025-08-14-camper.md",
        ),
        Q(
            "Is there an evening boat to Balta on Sundays this summer?",
            "timetable/sunday-balta.md",
            "timetable/summer-2026-questions.md",
        ),
        Q(
            "Someone left a rucksack on the boat, where should lost property go?",
            "admin/lost-property.md",
            "admin/contacts.md",
            "admin/lost-property-2024.md",
        ),
        Q(
            "a passenger's feeling seasick, what have we got for them",
            "crew/seasickness.md",
            "ops/seasick-passengers.md",
        ),
        Q(
            "Where are we meant to look up the tide times each morning?",
            "reference/tides.md",
            "deck/tide-check.md",
        ),
        Q(
            "cheers, that helps. and which goes on first at the ramp, cars or the walk-on passengers?",
            "deck/boarding-order.md",
            "ops/2026-02-ops-meeting.md",
            conversational=True,
        ),
        Q(
            "ok thanks! oh and is it better to ring Ruaridh or send him a message?",
            "crew/ruaridh.md",
            conversational=True,
        ),
        S("morning all"),
        S("nice one, that's sorted then"),
        S("thanks a million!"),
        S("ok, moving on"),
        S("see you at the pier tomorrow"),
        S("hmm, give me a sec to think"),
        S("ha, fair enough"),
    ],
    complete_labels=True,
)
