"""A bouldering gym's staff memory: English, terse notes and a few chatty ones, one table."""

from tests.eval.dataset import LabelledMemdir, Question, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "ops/route-setting.md": topic(
        "Route setting",
        "When the setters reset the walls",
        "project",
        """Setters strip and reset one wall every Monday morning, 8-12, gym closed till noon.
""",
        updated="2025-05-04",
    ),
    "ops/setting-wednesday.md": topic(
        "Setting day",
        "Why resets are on Wednesdays",
        "project",
        """Mondays were our busiest mornings, so resets happen on Wednesday from 7 am now.
""",
        updated="2025-10-01",
    ),
    "people/first-aid.md": topic(
        "First aid lead",
        "Who keeps the first-aid kit and log",
        "reference",
        """Ines keeps the first-aid kit stocked and checks the accident log weekly.
""",
        updated="2025-04-01",
    ),
    "people/first-aid-handover.md": topic(
        "First aid",
        "Handover after Ines left",
        "reference",
        """Ines has left us. Kwame looks after the first-aid kit and the accident log.
""",
        updated="2025-11-10",
    ),
    "rules/chalk.md": topic(
        "Chalk",
        "Chalk rule on the floor",
        "feedback",
        """Loose chalk is fine everywhere; keep a bucket at each wall.
""",
        updated="2025-03-01",
    ),
    "rules/chalk-balls.md": topic(
        "Chalk dust",
        "After the air quality test",
        "feedback",
        """Air quality test was bad. Only chalk balls or liquid chalk from now on, no loose
powder.
""",
        updated="2025-09-01",
    ),
    "rules/kids.md": topic(
        "Kids on the mats",
        "Children in the bouldering area",
        "feedback",
        """Always brief parents at the desk before their kids go on the mats.
""",
        updated="2025-02-01",
    ),
    "rules/kids-video.md": topic(
        "Parent briefing",
        "The video replaces the desk talk",
        "feedback",
        """Stop giving parents the talk at the desk; they watch the two-minute safety video on
the tablet instead.
""",
        updated="2025-12-01",
    ),
    "tools/booking.md": topic(
        "Booking system",
        "Where sessions are booked",
        "reference",
        """Sessions and classes are booked through Mindbody.
""",
        updated="2025-01-15",
    ),
    "tools/booking-move.md": topic(
        "Bookings",
        "The new booking software",
        "reference",
        """We moved off Mindbody: members book every class in Glofox since March.
""",
        updated="2025-03-20",
    ),
    "ops/shoes.md": topic(
        "Rental shoes",
        "Where rental shoes are kept",
        "reference",
        """Rental shoes on the rack behind the front desk, sorted by size.
""",
        updated="2025-02-01",
    ),
    "ops/shoes-cabinet.md": topic(
        "Shoe storage",
        "After the desk rebuild",
        "reference",
        """Desk rebuild: all rental shoes live in the tall cabinet by the changing rooms now.
""",
        updated="2025-08-15",
    ),
    "ops/staffing.md": topic(
        "Weekend staffing",
        "How many staff on a weekend shift",
        "project",
        """Weekend shifts: two staff on the floor, one on the desk.
""",
        updated="2025-03-01",
    ),
    "ops/staffing-2026.md": topic(
        "Weekend staffing 2026",
        "More people on busy days",
        "project",
        """Weekends are packed: three floor staff from January, desk stays one.
""",
        updated="2026-01-05",
    ),
    "rules/solo.md": topic(
        "Closing alone",
        "Nobody closes alone",
        "feedback",
        """The gym is never closed by one person; two staff lock up together.
""",
        updated="2025-02-01",
    ),
    "rules/closing-camera.md": topic(
        "Closing with cameras",
        "Since the cameras went in",
        "feedback",
        """With the cameras in, a single staff member can do the late close on their own.
""",
        updated="2025-10-20",
    ),
    "ops/grades.md": topic(
        "Grading",
        "How problems are graded",
        "reference",
        """| colour | grade |
|---|---|
| yellow | V0-V1 |
| green | V2-V3 |
| blue | V4-V5 |
""",
        updated="2025-02-01",
    ),
    "ops/youth-league-1.md": topic(
        "Youth league round 1",
        "First round of the youth league",
        "project",
        """Round 1: 6 problems per category, 4 minutes each, judges from staff.
""",
        updated="2025-10-01",
    ),
    "ops/youth-league-2.md": topic(
        "Youth league round 2",
        "Second round of the youth league",
        "project",
        """Round 2: 8 problems per category, 5 minutes each, external judges.
""",
        updated="2025-10-01",
    ),
    "rules/no-food.md": topic(
        "Food",
        "No food on the mats",
        "feedback",
        """Don't let anyone eat on the mats.
""",
        updated="2025-02-01",
    ),
    "rules/no-topout.md": topic(
        "Top-outs",
        "No topping out on the cave",
        "feedback",
        """Don't allow topping out on the cave wall.
""",
        updated="2025-02-01",
    ),
    "people/setter-prefs.md": topic(
        "Setters' taste",
        "What Ana and Luc like to set",
        "user",
        """Ana likes slabby balance problems; Luc sets powerful overhang moves.
""",
        updated="2025-02-01",
    ),
}

FILES = with_index(N, title="Gym memory")


MEMDIR = LabelledMemdir(
    name="climbing_gym",
    half="tuning",
    language="en",
    domain="bouldering gym",
    style="terse and chatty, one table",
    files=FILES,
    pairs=[
        P(
            "contradiction",
            "ops/route-setting.md",
            "ops/setting-wednesday.md",
            "time-moved",
            "Monday 8-12 vs Wednesday 7 am.",
        ),
        P(
            "contradiction",
            "people/first-aid.md",
            "people/first-aid-handover.md",
            "owner-changed",
            "Ines vs Kwame.",
        ),
        P(
            "contradiction",
            "rules/chalk.md",
            "rules/chalk-balls.md",
            "policy-reversed",
            "Loose chalk fine vs no loose powder.",
        ),
        P(
            "contradiction",
            "rules/kids.md",
            "rules/kids-video.md",
            "policy-reversed",
            "Always brief parents at the desk vs stop giving the talk.",
        ),
        P(
            "contradiction",
            "tools/booking.md",
            "tools/booking-move.md",
            "tool-switched",
            "Mindbody vs Glofox.",
        ),
        P(
            "contradiction",
            "ops/shoes.md",
            "ops/shoes-cabinet.md",
            "location-changed",
            "Rack behind the desk vs cabinet by the changing rooms.",
        ),
        P(
            "contradiction",
            "ops/staffing.md",
            "ops/staffing-2026.md",
            "count-changed",
            "Two floor staff vs three.",
        ),
        P(
            "contradiction",
            "rules/solo.md",
            "rules/closing-camera.md",
            "reworded-conflict",
            "Never closed by one person vs a single staff member can close.",
        ),
        P(
            "decoy",
            "ops/youth-league-1.md",
            "ops/youth-league-2.md",
            "phase1-vs-phase2",
            "Round 1 and round 2 values.",
        ),
        P(
            "decoy",
            "rules/no-food.md",
            "rules/no-topout.md",
            "two-donts-different-things",
            "Food and top-outs.",
        ),
    ],
    questions=[
        Question("hey, good morning! quiet Monday so far", "en", silent=True, why="small talk"),
        Question("thanks, that saved my weekend shift", "en", silent=True, why="small talk"),
        Question("brb, coffee first", "en", silent=True, why="small talk"),
        Question("nice one, cheers", "en", silent=True, why="small talk"),
        Question("ok, moving on", "en", silent=True, why="small talk"),
        Question("are you still there?", "en", silent=True, why="small talk"),
        Question(
            "my forearms are wrecked from last night lol", "en", silent=True, why="small talk"
        ),
        Question("so hot in here today, the team is melting", "en", silent=True, why="small talk"),
        Question("see you after the holidays!", "en", silent=True, why="small talk"),
        Question("the kids wore me out this afternoon", "en", silent=True, why="small talk"),
        Question(
            "when are the walls getting reset?",
            "en",
            expect=("ops/setting-wednesday.md", "ops/route-setting.md"),
            why="different words: setting day",
        ),
        Question(
            "who's looking after the first aid box now",
            "en",
            expect=("people/first-aid-handover.md", "people/first-aid.md"),
            why="different word: box for kit",
        ),
        Question(
            "is lose chalk still alowed on the floor?",
            "en",
            expect=("rules/chalk-balls.md", "rules/chalk.md"),
            why="typos; chalk rule",
        ),
        Question(
            "tell me where the rental shoes are kept",
            "en",
            expect=("ops/shoes-cabinet.md", "ops/shoes.md"),
            why="request; shoe storage",
        ),
        Question(
            "How many people do we need on the floor at weekends?",
            "en",
            expect=("ops/staffing-2026.md", "ops/staffing.md"),
            why="weekend staffing",
        ),
        Question(
            "what grade is a green problem?",
            "en",
            expect=("ops/grades.md",),
            why="short; the grading table",
        ),
        Question(
            "ok cool. and what app do members book their classes in?",
            "en",
            expect=("tools/booking-move.md", "tools/booking.md"),
            conversational=True,
            why="chat around the booking system",
        ),
        Question(
            "thanks! and can one person lock up the gym by themselves?",
            "en",
            expect=("rules/closing-camera.md", "rules/solo.md"),
            conversational=True,
            why="chat around closing alone",
        ),
    ],
)
