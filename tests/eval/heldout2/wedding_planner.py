# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""A wedding planner's agent memory for one couple's wedding: chatty English, long sentences."""

from tests.eval.dataset import LabelledMemdir, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "day/ceremony.md": topic(
        "Ceremony",
        "The ceremony timing and place",
        "project",
        """Okay so the ceremony itself starts at **3:30 pm** in the walled garden at Ashby
House, about twenty-five minutes, then drinks on the lawn.
""",
        updated="2025-11-03",
    ),
    "day/golden-hour.md": topic(
        "Photographer's request",
        "Why the vows happen later",
        "project",
        """Lena (photographer) begged for golden hour, and Emma and Josh agreed: vows are at
4 o'clock now, walled garden still, so please don't print the old time anywhere.
""",
        updated="2026-02-11",
    ),
    "budget/flowers.md": topic(
        "Flower budget",
        "How much the florist can spend",
        "project",
        """Florist budget is capped at $2,500 all in — bouquets, buttonholes, table pieces.
""",
        updated="2025-10-12",
    ),
    "budget/arch.md": topic(
        "Flower arch",
        "The arch and what it did to the budget",
        "project",
        """Emma fell in love with the peony arch, so the couple raised what the florist may
spend to $3,200; table pieces stay as quoted.
""",
        updated="2026-01-20",
    ),
    "people/coordinator.md": topic(
        "Day-of coordinator",
        "Who runs the day",
        "reference",
        """Rosa is the day-of coordinator: vendors call her, not the couple, from 8 am.
""",
        updated="2025-10-01",
    ),
    "people/rosa-away.md": topic(
        "Staffing change",
        "Who vendors call on the day",
        "reference",
        """Rosa's been booked for the Whitfield wedding the same Saturday, so Tom takes the day
for Emma & Josh. Tell vendors to ring Tom from 8 am.
""",
        updated="2026-02-02",
    ),
    "events/rehearsal.md": topic(
        "Rehearsal dinner",
        "Where the rehearsal dinner is",
        "project",
        """Rehearsal dinner Friday 7 pm at Luigi's on 5th Street, private back room, 30 people.
""",
        updated="2025-12-01",
    ),
    "events/backyard.md": topic(
        "Friday night",
        "The night before, at the Parkers'",
        "project",
        """Josh's parents insisted — Friday's dinner after the rehearsal is in their backyard
now, with a taco truck, so I cancelled the back room at Luigi's.
""",
        updated="2026-01-15",
    ),
    "guests/headcount.md": topic(
        "Guest count",
        "How many guests we plan for",
        "project",
        """We're planning for 120 guests, seated.
""",
        updated="2025-09-20",
    ),
    "guests/rsvps.md": topic(
        "RSVPs closed",
        "Final numbers",
        "project",
        """RSVPs closed Friday: 138 people said yes, caterer and venue have the new total.
""",
        updated="2026-02-20",
    ),
    "tools/seating.md": topic(
        "Seating chart",
        "Where the seating plan is made",
        "reference",
        """The seating chart lives in AllSeated, Emma and I both have edit access.
""",
        updated="2025-11-10",
    ),
    "tools/sheet.md": topic(
        "Table plan",
        "The table plan after the app fiasco",
        "reference",
        """Honestly AllSeated kept eating changes, so we gave up on it: the table plan is a
shared Google Sheet, one tab per table.
""",
        updated="2026-02-05",
    ),
    "client/kids.md": topic(
        "No kids",
        "Emma's rule about children",
        "user",
        """Emma was very clear: an adults-only reception, no children at all after the
ceremony.
""",
        updated="2025-09-20",
    ),
    "client/nieces.md": topic(
        "Kids' table",
        "A table for the little ones",
        "user",
        """Emma's nieces and nephews (five of them, 4 to 9) are staying for the party, so set
up a kids' table with crayons near the parents.
""",
        updated="2026-02-18",
    ),
    "menu/cocktail.md": topic(
        "Signature cocktail",
        "The cocktail on the bar menu",
        "project",
        """Signature cocktail: "The Blue Hour" (gin, butterfly pea, tonic).
""",
        updated="2025-12-10",
    ),
    "menu/bar-card.md": topic(
        "Bar card",
        "Printed bar menu wording",
        "project",
        """Bar card proof: the gin and butterfly pea drink is called "Emma's Garden" on the card
now; Josh thought "The Blue Hour" sounded like a bar.
""",
        updated="2026-02-01",
    ),
    "feedback/confirm-calls.md": topic(
        "Vendor confirmations",
        "How to confirm vendors",
        "feedback",
        """Always phone every vendor a week before the wedding to confirm arrival times.
""",
        updated="2025-06-01",
    ),
    "feedback/confirm-emails.md": topic(
        "No more calls",
        "Confirmations by email",
        "feedback",
        """Stop the confirmation phone calls — nobody picks up. A confirmation email with the
timeline goes out instead, one week out.
""",
        updated="2025-12-01",
    ),
    "feedback/timeline-pdf.md": topic(
        "Timeline PDF",
        "The timeline goes to vendors as a PDF",
        "feedback",
        """The vendor timeline is always a PDF, never an editable doc, so nobody changes it.
""",
        updated="2025-06-01",
    ),
    "client/music-emma.md": topic(
        "Emma's music",
        "What Emma wants for the first dance",
        "user",
        """Emma wants a string quartet version for the first dance, something slow.
""",
        updated="2025-10-05",
    ),
    "client/music-josh.md": topic(
        "Josh's music",
        "What Josh wants for the party",
        "user",
        """Josh wants the DJ to open the dance floor with 2000s pop, loud.
""",
        updated="2025-10-05",
    ),
    "menu/meal-old.md": topic(
        "Main course",
        "Superseded by menu/meal.md: the first menu",
        "project",
        """Main course: beef wellington for everyone, one veggie option.
""",
        updated="2025-10-01",
        extra={"status": "superseded", "superseded_by": "menu/meal.md"},
    ),
    "menu/meal.md": topic(
        "Main course",
        "The main course after the tasting",
        "project",
        """After the tasting: choice of salmon or mushroom risotto, no beef.
""",
        updated="2025-12-05",
    ),
    "venue/rules.md": topic(
        "Venue rules",
        "What Ashby House allows",
        "reference",
        """Ashby House: music off by 11 pm, no confetti on the lawn, candles only in glass.
""",
        updated="2025-08-10",
    ),
    "venue/meeting-notes.md": topic(
        "Venue walk-through",
        "Notes from the walk-through",
        "project",
        """Walk-through: Josh asked whether the music could run to midnight. The venue manager
said no, 11 pm is their licence, so the timeline keeps 11.
""",
        updated="2026-01-09",
    ),
    "feedback/no-confetti.md": topic(
        "Confetti",
        "What to tell guests about confetti",
        "feedback",
        """Don't put confetti cones on the tables; petals only, handed out by the ushers.
""",
        updated="2025-08-12",
    ),
    "feedback/no-phones.md": topic(
        "Unplugged ceremony",
        "Phones during the ceremony",
        "feedback",
        """Don't let guests film the vows; the officiant announces an unplugged ceremony.
""",
        updated="2025-08-12",
    ),
    "vendors/invoices.md": topic(
        "Invoice numbers",
        "The caterer's invoices",
        "reference",
        """Caterer invoices INV-2031 (deposit, paid) and INV-2044 (balance, due 2 weeks out).
""",
        updated="2026-01-30",
    ),
    "vendors/rentals.md": topic(
        "Rentals",
        "Chairs and linen order",
        "reference",
        """Rental order INV-2044 (their numbering): 140 chiavari chairs, ivory linen.
""",
        updated="2026-02-21",
    ),
}

FILES = with_index(N, title="Emma & Josh — wedding memory")


MEMDIR = LabelledMemdir(
    name="wedding_planner",
    half="heldout2",
    language="en",
    domain="wedding planner",
    style="chatty, long sentences",
    files=FILES,
    pairs=[
        P(
            "contradiction",
            "day/ceremony.md",
            "day/golden-hour.md",
            "time-moved",
            "Ceremony 3:30 pm vs vows at 4 o'clock.",
        ),
        P(
            "contradiction",
            "budget/flowers.md",
            "budget/arch.md",
            "threshold-changed",
            "Florist cap $2,500 vs $3,200.",
        ),
        P(
            "contradiction",
            "people/coordinator.md",
            "people/rosa-away.md",
            "owner-changed",
            "Rosa vs Tom runs the day.",
        ),
        P(
            "contradiction",
            "events/rehearsal.md",
            "events/backyard.md",
            "location-changed",
            "Rehearsal dinner at Luigi's vs the Parkers' backyard.",
        ),
        P(
            "contradiction",
            "guests/headcount.md",
            "guests/rsvps.md",
            "count-changed",
            "120 guests vs 138.",
        ),
        P(
            "contradiction",
            "tools/seating.md",
            "tools/sheet.md",
            "tool-switched",
            "Seating chart in AllSeated vs a Google Sheet.",
        ),
        P(
            "contradiction",
            "client/kids.md",
            "client/nieces.md",
            "reworded-conflict",
            "Adults-only reception vs a kids' table at the party.",
        ),
        P(
            "contradiction",
            "menu/cocktail.md",
            "menu/bar-card.md",
            "renamed",
            "The Blue Hour vs Emma's Garden.",
        ),
        P(
            "contradiction",
            "feedback/confirm-calls.md",
            "feedback/confirm-emails.md",
            "policy-reversed",
            "Always phone vendors vs stop the calls.",
        ),
        P(
            "decoy",
            "feedback/confirm-emails.md",
            "feedback/timeline-pdf.md",
            "related-consistent",
            "Email confirmation with the timeline, and the timeline is a PDF; they agree.",
        ),
        P(
            "decoy",
            "client/music-emma.md",
            "client/music-josh.md",
            "two-peoples-preferences",
            "Emma's first dance and Josh's party music; both true.",
        ),
        P(
            "decoy",
            "menu/meal-old.md",
            "menu/meal.md",
            "superseded-and-successor",
            "The first menu is marked superseded.",
        ),
        P(
            "decoy",
            "venue/rules.md",
            "venue/meeting-notes.md",
            "quoted-opinion-rejected",
            "Josh asked for midnight; the venue said no; 11 pm stands.",
        ),
        P(
            "decoy",
            "feedback/no-confetti.md",
            "feedback/no-phones.md",
            "two-donts-different-things",
            "Confetti and phones: two don'ts.",
        ),
        P(
            "decoy",
            "vendors/invoices.md",
            "vendors/rentals.md",
            "same-ticket-ids",
            "INV-2044 in two vendors' numbering.",
        ),
        P(
            "decoy",
            "venue/rules.md",
            "feedback/no-confetti.md",
            "related-consistent",
            "Venue bans confetti on the lawn; no confetti cones; they agree.",
        ),
        P(
            "decoy",
            "guests/rsvps.md",
            "vendors/rentals.md",
            "related-consistent",
            "138 guests and 140 chairs; consistent.",
        ),
    ],
)
