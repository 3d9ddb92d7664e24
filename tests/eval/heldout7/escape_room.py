# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""An escape-room business with three rooms (Keyhole Escapes): terse ops notes by the agent,
a few long chatty ones, one price table."""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "rooms/overview.md": topic(
        "Rooms",
        "The three rooms and who they suit",
        "reference",
        """- The Vault: heist, 2-6 players
- The Lighthouse: family-friendly, 2-5 players, kids 8+ with a grown-up
- Ward 13: horror, 16+, 3-7 players, one jump-scare actor on weekends
""",
        updated="2025-05-19",
    ),
    "rooms/night-shift-rename.md": topic(
        "Night Shift",
        "What the horror room is called on signs and online",
        "project",
        """Horror room got a new name on 3 Feb: it's "Night Shift" everywhere now (door sign,
website, booking page, the laminated menu in the lobby). Kat didn't want the psych-ward
angle after that review. Say Night Shift on the phone too, the old name confuses people
searching for it.
""",
        updated="2026-02-04",
    ),
    "bookings/booking-system.md": topic(
        "Booking system",
        "Where bookings and vouchers are handled",
        "reference",
        """Bookings: Bookeo. Front-desk login is in the shared 1Password vault "Front desk".
Gift vouchers are redeemed in Bookeo as well (Vouchers tab, type the code).
""",
        updated="2025-05-21",
    ),
    "ops/resova.md": topic(
        "Reservations",
        "How customers reserve a slot",
        "reference",
        """All reservations go through Resova since 12 Jan, widget on the site + gift cards.
The previous system's account closes end of Feb; do not take anything there anymore.
""",
        nested=True,
        session="5c1e0a77-31d2-4b8e-9a6f-0d2b7e3c11a4",
        modified="2026-01-20",
        updated="2026-01-20",
    ),
    "bookings/late-arrivals.md": topic(
        "Late teams",
        "What happens when a group turns up late",
        "feedback",
        """Late team -> their game still ends at the booked end time, they just get less of it.
Never push the next slot back.
""",
        updated="2025-08-11",
    ),
    "bookings/late-groups.md": topic(
        "Groups arriving late",
        "Rule for groups that are late for their slot",
        "feedback",
        """If a group arrives late we don't run over: the clock is cut short so whoever booked
after them starts on time.
""",
        updated="2025-08-11",
    ),
    "pricing/prices-2026.md": topic(
        "Prices 2026",
        "What a room costs, by team size",
        "reference",
        """Per room, per game. Same price every room.

| team | price |
|---|---|
| 2 players | £64 |
| 3 players | £81 |
| 4 players | £96 |
| 5 players | £110 |
| 6+ players | £20 a head |
| students / NHS | 15% off, Sun-Thu |
| groups on 2+ rooms | 10% off from 10 players |

Bank holidays count as weekend. No other discounts without asking Kat.
""",
        updated="2026-01-06",
    ),
    "notes/kat-pricing-call.md": topic(
        "Pricing call with Kat",
        "Notes from a long call with the owner about prices and big parties",
        "project",
        """Long call with Kat this afternoon, mostly her thinking out loud. What I took from it, in
roughly the order she said it:

She's pleased with how weekdays went over January. The student/NHS reduction seems to be
what's bringing people in on Tuesdays and Wednesdays, so that stays exactly as it is. She
floated a "date night" bundle for two with a drink at the Anchor next door, but hasn't spoken
to the pub yet, so nothing to do there until she has.

The hen/stag and office crowds are the bit she wants changed. Big parties split across two
or three rooms were getting the group reduction far too easily - from now on it only applies
once the whole party is 14 people or more, counted across however many rooms they take.
Anything smaller pays the normal per-room price. She'll tell Raj herself; I should quote it
that way from today.

She also doesn't want anyone haggling on the phone. If a caller pushes, offer the free team
photo print at the end instead of money off.

Weekend prices she's leaving alone until the summer.
""",
        updated="2026-02-12",
    ),
    "staff/shift-swaps.md": topic(
        "Shift swaps",
        "How GMs swap shifts",
        "feedback",
        """Swap between yourselves, then post it in the "Keyhole GMs" WhatsApp group so Maya can
update the rota. No swap is real until Maya's thumbs-up.
""",
        updated="2025-09-03",
    ),
    "props/repairs.md": topic(
        "Prop repairs",
        "How a broken prop gets fixed",
        "reference",
        """Broken prop: photo + card on the Trello board "Props". Tomasz takes the cards
(electronics, maglocks, the Pi stuff). He does the fixing on Monday mornings 9-12 while
we're closed.
""",
        updated="2025-08-18",
    ),
    "props/who-fixes.md": topic(
        "Repairs contact",
        "Who to tag on a prop card",
        "reference",
        """Tomasz moved to the Leeds site. Ines does every prop fix here now - tag her on the
card, she'll reply the same day.
""",
        updated="2026-03-02",
    ),
    "ops/maintenance-window.md": topic(
        "Maintenance mornings",
        "When repairs and deep cleans happen",
        "project",
        """Maintenance + deep clean: Wednesday mornings 9-12. Mondays we open at 10 now for
school groups, so no more tools out on a Monday.
""",
        updated="2026-02-23",
    ),
    "props/spares.md": topic(
        "Spares",
        "Where batteries, torches and spare locks are kept",
        "reference",
        """Batteries (AA/9V), UV torches, spare padlocks -> lobby cupboard under the till.
Restock when we're down to the last pack of AAs.
""",
        updated="2025-06-10",
    ),
    "notes/lobby-sort-out.md": topic(
        "Lobby sort-out",
        "What moved where when the lobby was tidied",
        "project",
        """Sorted the lobby with Maya this morning before opening. The cupboard under the till is
now just for card-machine rolls and the spare reader, so every game consumable came out of
it: the AA and 9V batteries, UV torches, spare combination padlocks and the replacement clue
cards. They now live in the grey crate on the top shelf in the staff kitchen, labelled
GAME SPARES. If a torch dies mid-game, that's where you run to.

Maya asked that nobody stacks mugs in front of the crate; it sits right above the kettle.
""",
        updated="2026-01-27",
    ),
    "resets/reset-checklist.md": topic(
        "Room reset",
        "What a GM does after every game",
        "feedback",
        """After each game: reset using the laminated sheet in that room's booth, then always take
a photo of the finished room and post it in #resets on Slack so the next GM can check it.
""",
        updated="2025-06-02",
    ),
    "resets/photos.md": topic(
        "Reset pictures",
        "Sending pictures after a reset",
        "feedback",
        """Stop sending pictures after a reset - nobody looked at them and the channel was just
noise. The tick on the booth tablet checklist is enough.
""",
        updated="2026-02-16",
    ),
    "games/hints.md": topic(
        "Hints",
        "How many hints a team gets",
        "feedback",
        """3 hints per game, sent to the screen in the room. After the third, only a nudge if
they're under 5 minutes from the end.
""",
        updated="2025-06-02",
    ),
    "games/clues-update.md": topic(
        "Clues",
        "Clue allowance after the review spike",
        "feedback",
        """Teams get five clues per game now - Kat, after too many 1-star reviews from teams that
got stuck. Same screen as before.
""",
        updated="2026-01-14",
    ),
    "safety/ages.md": topic(
        "Under-16s",
        "Age rule for players",
        "feedback",
        """Under-16s: an adult (18+) has to be in the room playing with them. No exceptions.
""",
        updated="2025-05-19",
    ),
    "safety/teen-waiver.md": topic(
        "Teen groups",
        "Teenagers playing on their own",
        "feedback",
        """14- and 15-year-olds may go in as a group without a grown-up, provided a parent has
signed the paper form at the front desk beforehand. GM keeps an eye on the camera as always.
(Horror room stays 16+.)
""",
        updated="2026-02-25",
    ),
    "safety/fire.md": topic(
        "Fire",
        "What to do if the alarm goes",
        "feedback",
        """Fire alarm:
1. GM hits the master release (red box by the booth door) - every maglock drops.
2. Players out through the side door to the car park.
3. Headcount at the bus stop, nobody goes back in.
""",
        updated="2025-05-26",
    ),
    "onboarding/evacuation.md": topic(
        "Evacuation",
        "Getting everyone out in an emergency",
        "reference",
        """If the fire alarm sounds, the game master presses the red master-release box next to
the booth door so all the magnetic locks let go, leads the players out of the side exit
into the car park and counts everyone at the bus stop. No one re-enters the building.
""",
        updated="2025-10-13",
    ),
    "people/kat.md": topic(
        "Kat",
        "How the owner wants the weekly figures",
        "user",
        """Kat (owner) wants the weekly figures as a PDF by email, Monday morning, before 10.
""",
        updated="2025-07-07",
    ),
    "people/raj.md": topic(
        "Raj",
        "How the co-owner wants the weekly figures",
        "user",
        """Raj (co-owner) hates email. Weekly takings to him on WhatsApp, Friday after close -
a photo of the totals is fine.
""",
        updated="2025-07-07",
    ),
    "props/card-112.md": topic(
        "Lamp motor",
        "Props card 112",
        "project",
        """Card #112: Lighthouse lamp motor grinding on the turn. Replacement motor ordered,
the lamp still works, just loud.
""",
        updated="2026-02-09",
    ),
    "bookings/complaint-112.md": topic(
        "Complaint 112",
        "A family's complaint about the Lighthouse",
        "project",
        """Complaint #112 (number from the feedback form): family said the Lighthouse was too
dark for their 9-year-old. Offered 20% off a next visit, they accepted.
""",
        updated="2026-02-10",
    ),
    "pricing/prices-2025.md": topic(
        "Prices 2025",
        "What a room costs, by team size",
        "reference",
        """Per room: 2 players £60, 3 £75, 4 £88, 5 £100, 6 or more £18 a head.
Students 10% off on weekdays.
""",
        updated="2025-03-03",
        extra={"status": "superseded", "superseded_by": "pricing/prices-2026.md"},
    ),
    "plans/open-questions.md": topic(
        "Open questions",
        "Things Kat hasn't decided yet",
        "project",
        """- rename the horror room after the review?
- kids' version of the Lighthouse?
- actor in the horror room on weekdays too, or keep it weekends?
""",
        updated="2025-11-24",
    ),
    "bookings/run-over-idea.md": topic(
        "Running over",
        "Letting late teams use the buffer",
        "project",
        """Dan's idea: let a late team run into the 15-min reset buffer so they still get a full
hour. Kat: no, the buffer is for the reset and it always ends up eating into the next team.
Parked.
""",
        updated="2025-11-20",
    ),
    "log/fire-drill-feb.md": topic(
        "Fire drill, 7 Feb",
        "What went wrong at the February drill",
        "project",
        """Drill Sat 7 Feb, 11:40, Vault team mid-game. Master release worked, everyone out by
the side door in under 2 min. But one player nipped back in for her phone before the
headcount - Ollie stopped her at the door. Next drill: GM stands at the side door until the
count is done.
""",
        updated="2026-02-07",
    ),
}

FILES = with_index(
    N,
    title="Keyhole Escapes - memory",
    sections={
        "rooms/": "Rooms",
        "bookings/": "Bookings",
        "pricing/": "Bookings",
        "games/": "Running a game",
        "resets/": "Running a game",
        "safety/": "Safety",
        "staff/": "Staff",
        "people/": "Staff",
        "onboarding/": "Staff",
        "props/": "Props and tech",
        "tech/": "Props and tech",
        "ops/": "Operations",
        "plans/": "Plans",
        "notes/": "Notes",
        "log/": "Log",
    },
)

ask, chat = questions_in("en")

MEMDIR = LabelledMemdir(
    name="escape_room",
    half="heldout7",
    language="en",
    domain="escape-room business with three rooms",
    style="terse ops notes, a few long chatty ones, one price table",
    files=FILES,
    pairs=[
        # --- contradictions
        P(
            "contradiction",
            "props/repairs.md",
            "ops/maintenance-window.md",
            "time-moved",
            "Repairs Monday 9-12 vs maintenance Wednesday mornings, tools never out on Monday.",
        ),
        P(
            "contradiction",
            "pricing/prices-2026.md",
            "notes/kat-pricing-call.md",
            "threshold-changed",
            "Group 10% from 10 players (table row) vs only from 14 people (buried in the call).",
        ),
        P(
            "contradiction",
            "props/repairs.md",
            "props/who-fixes.md",
            "owner-changed",
            "Tomasz takes the prop cards vs Ines does every prop fix.",
        ),
        P(
            "contradiction",
            "rooms/overview.md",
            "rooms/night-shift-rename.md",
            "renamed",
            "Horror room Ward 13 vs Night Shift.",
        ),
        P(
            "contradiction",
            "resets/reset-checklist.md",
            "resets/photos.md",
            "policy-reversed",
            "Always post a photo after a reset vs stop sending pictures.",
        ),
        P(
            "contradiction",
            "bookings/booking-system.md",
            "ops/resova.md",
            "tool-switched",
            "Bookings and vouchers in Bookeo vs everything through Resova.",
        ),
        P(
            "contradiction",
            "props/spares.md",
            "notes/lobby-sort-out.md",
            "location-changed",
            "Batteries/torches/padlocks under the till vs grey crate in the staff kitchen.",
        ),
        P(
            "contradiction",
            "games/hints.md",
            "games/clues-update.md",
            "count-changed",
            "3 hints per game vs five clues.",
        ),
        P(
            "contradiction",
            "safety/ages.md",
            "safety/teen-waiver.md",
            "reworded-conflict",
            "Under-16s always need an adult in the room vs 14-15s may go alone with a signed form.",
        ),
        # --- duplicates
        P(
            "duplicate",
            "safety/fire.md",
            "onboarding/evacuation.md",
            "paraphrased",
            "Fire steps as a list vs the same steps as prose.",
        ),
        P(
            "duplicate",
            "bookings/late-arrivals.md",
            "bookings/late-groups.md",
            "same-rule-restated",
            "Late teams lose time, next slot never moves; said twice the same day.",
        ),
        # --- decoys
        P(
            "decoy",
            "people/raj.md",
            "staff/shift-swaps.md",
            "shared-technology",
            "WhatsApp in both: Raj's weekly takings vs the GMs' swap group.",
        ),
        P(
            "decoy",
            "safety/fire.md",
            "log/fire-drill-feb.md",
            "rule-vs-incident",
            "Nobody goes back in; at the drill a player went back for her phone.",
        ),
        P(
            "decoy",
            "onboarding/evacuation.md",
            "log/fire-drill-feb.md",
            "rule-vs-incident",
            "No one re-enters; at the drill one player did.",
        ),
        P(
            "decoy",
            "plans/open-questions.md",
            "rooms/night-shift-rename.md",
            "open-questions-vs-settled",
            "Rename the horror room? still open vs renamed Night Shift on 3 Feb.",
        ),
        P(
            "decoy",
            "bookings/run-over-idea.md",
            "bookings/late-arrivals.md",
            "quoted-opinion-rejected",
            "Dan's idea to let late teams run into the buffer, turned down, beside the rule.",
        ),
        P(
            "decoy",
            "bookings/run-over-idea.md",
            "bookings/late-groups.md",
            "quoted-opinion-rejected",
            "Rejected run-over idea beside the restated late-group rule.",
        ),
        P(
            "decoy",
            "people/kat.md",
            "people/raj.md",
            "two-peoples-preferences",
            "Kat: PDF email Monday; Raj: WhatsApp Friday.",
        ),
        P(
            "decoy",
            "props/card-112.md",
            "bookings/complaint-112.md",
            "same-ticket-ids",
            "#112 on the props board and #112 on the feedback form, both Lighthouse, unrelated.",
        ),
        P(
            "decoy",
            "pricing/prices-2025.md",
            "pricing/prices-2026.md",
            "superseded-and-successor",
            "2025 price table marked superseded by the 2026 one.",
        ),
        P(
            "decoy",
            "props/who-fixes.md",
            "ops/maintenance-window.md",
            "related-consistent",
            "Ines does the fixes; maintenance is on Wednesday mornings. No conflict.",
        ),
        P(
            "decoy",
            "props/repairs.md",
            "props/card-112.md",
            "related-consistent",
            "Props go on the Trello board; card 112 is one of them.",
        ),
        P(
            "decoy",
            "safety/ages.md",
            "rooms/overview.md",
            "related-consistent",
            "Adult with under-16s; Lighthouse kids 8+ with a grown-up. Agree.",
        ),
        P(
            "decoy",
            "safety/teen-waiver.md",
            "rooms/overview.md",
            "related-consistent",
            "Teen groups allowed, horror room stays 16+ as the overview says.",
        ),
        P(
            "decoy",
            "rooms/overview.md",
            "plans/open-questions.md",
            "related-consistent",
            "Actor on weekends; open question whether to add one on weekdays too.",
        ),
        P(
            "decoy",
            "safety/fire.md",
            "props/repairs.md",
            "shared-technology",
            "Maglocks in both: fire release drops them vs Tomasz repairs them.",
        ),
    ],
    questions=[
        ask(
            "Which booking system are we on at the moment?",
            "bookings/booking-system.md",
            "ops/resova.md",
        ),
        ask("who fixes the props when somethign breaks?", "props/repairs.md", "props/who-fixes.md"),
        ask(
            "How many hints does a team get during a game?",
            "games/hints.md",
            "games/clues-update.md",
        ),
        ask(
            "Can a group of 15 year olds play without an adult with them?",
            "safety/ages.md",
            "safety/teen-waiver.md",
        ),
        ask(
            "When is the maintenance morning for repairs?",
            "props/repairs.md",
            "ops/maintenance-window.md",
        ),
        ask(
            "What's the scary room called now?",
            "rooms/overview.md",
            "rooms/night-shift-rename.md",
        ),
        ask(
            "Do we still post a picture after resetting a room?",
            "resets/reset-checklist.md",
            "resets/photos.md",
        ),
        ask(
            "how big does a party have to be before they get the group discount",
            "pricing/prices-2026.md",
            "notes/kat-pricing-call.md",
        ),
        ask(
            "Where did we put the spare UV torches and batteries?",
            "props/spares.md",
            "notes/lobby-sort-out.md",
        ),
        ask(
            "What do I do if a team shows up twenty minutes late?",
            "bookings/late-arrivals.md",
            "bookings/late-groups.md",
        ),
        ask("What went wrong at the fire drill in February?", "log/fire-drill-feb.md"),
        ask(
            "What does a 4 person team pay for one room?",
            "pricing/prices-2026.md",
            "pricing/prices-2025.md",
        ),
        ask(
            "Who wants the weekly figures, and how do they want them?",
            "people/kat.md",
            "people/raj.md",
        ),
        ask("is the lighthouse lamp motor getting fixed or what?", "props/card-112.md"),
        ask(
            "thanks! and if the alarm goes off mid-game, what's the drill?",
            "safety/fire.md",
            "onboarding/evacuation.md",
            conversational=True,
        ),
        ask(
            "cool cool. so how do i swap a shift with someone?",
            "staff/shift-swaps.md",
            conversational=True,
        ),
        chat("morning! busy saturday ahead, three full rooms"),
        chat("thanks, that saved my shift"),
        chat("nice one, you're a star"),
        chat("ok moving on"),
        chat("brb, grabbing a coffee before the 2 o'clock team"),
        chat("it's freezing out there today"),
        chat("see you after the bank holiday weekend!"),
        chat("haha fair enough"),
    ],
    complete_labels=True,
)
