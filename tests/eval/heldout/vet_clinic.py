# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""Brookside Vets, a two-site small-animal practice: the practice manager's chatty memory."""

from tests.eval.dataset import (
    ClaimLabel,
    LabelledMemdir,
    Question,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

PRICES = """| item | price |
|---|---|
| consult (15 min) | £52 |
| booster vaccination | £68 |
| nail clip (nurse) | £15 |
| microchip | £25 |
"""

N = {
    "ops/surgery-admissions.md": topic(
        "Surgery admissions",
        "When owners drop animals off for surgery",
        "project",
        """Surgical admits are **8:00–8:30** at reception, nil by mouth from midnight. Nurse does
the consent form with the owner; the vet pops in for questions.
""",
        updated="2025-04-02",
    ),
    "ops/admits-earlier.md": topic(
        "Earlier admits",
        "Drop-off time for ops since the theatre list change",
        "project",
        """Theatre lists start at 8:15 now, so drop-offs for ops are **7:30–7:50**. Reception opens
early on op days.
""",
        updated="2025-11-24",
    ),
    "feedback/cd-register.md": topic(
        "Controlled drugs register",
        "When a CD discrepancy must be reported",
        "feedback",
        """Check the CD register against the safe every Friday. A discrepancy **over 0.5 ml** on
any liquid CD gets reported to the clinical director the same day.
""",
        updated="2025-02-07",
    ),
    "feedback/cd-any-discrepancy.md": topic(
        "CD discrepancies",
        "Reporting rule after the VMD inspection",
        "feedback",
        """After the VMD visit: **any** discrepancy in the controlled drugs register, however
small, is reported to the clinical director the same day.
""",
        updated="2025-10-10",
    ),
    "reference/lab-courier.md": topic(
        "Lab samples",
        "Who collects lab samples and the cut-off",
        "reference",
        """Lab samples go with **IDEXX**; the courier comes at 16:00. Call Neil at IDEXX
(0345 555 0102) for missed pick-ups.
""",
        updated="2025-03-03",
    ),
    "reference/lab-axiom.md": topic(
        "External lab",
        "The practice's external lab since the contract change",
        "reference",
        """External bloods and histo go to **Axiom Veterinary Labs** — courier at 15:30, account
manager is Harriet Cole.
""",
        updated="2025-12-01",
    ),
    "ops/saturday-rota.md": topic(
        "Saturday rota",
        "Staffing on Saturday mornings",
        "project",
        """Saturday morning: 1 vet, **2 nurses**, 1 receptionist at the Brookside site only.
""",
        updated="2025-05-01",
    ),
    "ops/saturday-2026.md": topic(
        "Saturdays from January",
        "Saturday staffing after the new nurse started",
        "project",
        """From January Saturdays have **3 nurses** (Priya joins) so we can do nail clinics too.
""",
        updated="2026-01-03",
    ),
    "feedback/post-op-calls.md": topic(
        "Post-op calls",
        "How owners hear that their pet is awake",
        "feedback",
        """Always **phone** the owner as soon as the animal is sitting up after anaesthetic.
Never text it — people panic.
""",
        updated="2025-01-15",
    ),
    "feedback/post-op-texts.md": topic(
        "Recovery updates",
        "Recovery updates by text",
        "feedback",
        """Recovery updates go out as a **text** from the PMS with a photo; we stopped the
phone calls, they tied up the nurses for an hour every afternoon.
""",
        updated="2025-09-19",
    ),
    "feedback/no-dogs-in-cat-ward.md": topic(
        "Cat ward",
        "Never put dogs in the cat ward",
        "feedback",
        """Never put a dog in the cat ward, not even for ten minutes.
""",
        updated="2025-02-02",
    ),
    "ops/incident-cat-ward.md": topic(
        "Cat ward incident",
        "A dog in the cat ward during the flood",
        "project",
        """During the kennel flood on 4 Oct a post-op spaniel spent an hour in the cat ward.
Two cats stressed, one needed gabapentin. Kennels fixed on the 6th.
""",
        updated="2025-10-07",
    ),
    "user/dr-amin.md": topic(
        "Dr Amin",
        "How Dr Amin likes her theatre list",
        "user",
        """Dr Amin wants dentals **first** on her list, before the spays.
""",
        updated="2025-06-06",
    ),
    "user/dr-hughes.md": topic(
        "Dr Hughes",
        "How Dr Hughes likes his theatre list",
        "user",
        """Dr Hughes wants spays first and dentals last (dentals make the theatre messy).
""",
        updated="2025-06-06",
    ),
    "reference/price-list.md": topic(
        "Price list", "Common prices for reception", "reference", PRICES, updated="2025-09-01"
    ),
    "reference/prices-reception.md": topic(
        "Price list", "Common prices for reception", "reference", PRICES, updated="2025-09-01"
    ),
    "feedback/euthanasia-room.md": topic(
        "Quiet room",
        "Euthanasia appointments use the quiet room",
        "feedback",
        """Euthanasia appointments always go in the quiet room with the side door, last slot of
the session, and we take payment beforehand or send the invoice later — never at the desk
afterwards. See [aftercare options](aftercare.md).
""",
        updated="2025-03-20",
    ),
    "feedback/aftercare.md": topic(
        "Aftercare",
        "Cremation options for owners",
        "feedback",
        """Offer communal or individual cremation (Pet Haven). Paw print keepsake is free.
""",
        updated="2025-03-20",
    ),
    "feedback/goodbyes.md": topic(
        "Goodbye appointments",
        "How we book and run a euthanasia appointment",
        "feedback",
        """Book goodbyes as the last appointment of a session, in the quiet room (side door so
they can leave without walking through reception). Settle the bill before, or invoice
afterwards; don't make a grieving owner queue at the desk.
""",
        updated="2025-08-30",
    ),
    "feedback/no-meds-without-exam.md": topic(
        "Prescriptions",
        "No prescription without an exam",
        "feedback",
        """Never dispense prescription meds for an animal not examined in the last 12 months.
""",
        updated="2025-01-01",
    ),
    "feedback/no-discounts-at-desk.md": topic(
        "Discounts",
        "Reception doesn't give discounts",
        "feedback",
        """Never give discounts at the desk; send the owner's request to the practice manager.
Old policy notes: [discounts 2023](archive/discounts-2023.md).
""",
        updated="2025-01-01",
    ),
    "ops/lab-cutoff.md": topic(
        "Sample cut-off",
        "Last time to take samples for same-day dispatch",
        "project",
        """Samples for same-day dispatch must be bagged by 15:15 so the 15:30 Axiom courier can
take them.
""",
        updated="2025-12-02",
    ),
}

FILES = with_index(N, title="Brookside Vets memory")


MEMDIR = LabelledMemdir(
    name="vet_clinic",
    half="heldout",
    language="en",
    domain="veterinary practice operations",
    style="chatty prose, a table",
    files=FILES,
    pairs=[
        P(
            "contradiction",
            "ops/surgery-admissions.md",
            "ops/admits-earlier.md",
            "time-moved",
            "Admits 8:00–8:30 vs 7:30–7:50.",
        ),
        P(
            "contradiction",
            "feedback/cd-register.md",
            "feedback/cd-any-discrepancy.md",
            "threshold-changed",
            "Report discrepancies over 0.5 ml vs any discrepancy.",
        ),
        P(
            "contradiction",
            "reference/lab-courier.md",
            "reference/lab-axiom.md",
            "tool-switched",
            "Samples go to IDEXX vs Axiom.",
        ),
        P(
            "contradiction",
            "reference/lab-courier.md",
            "ops/lab-cutoff.md",
            "time-moved",
            "IDEXX courier at 16:00 vs samples bagged by 15:15 for the 15:30 courier.",
        ),
        P(
            "contradiction",
            "ops/saturday-rota.md",
            "ops/saturday-2026.md",
            "count-changed",
            "Two nurses on Saturdays vs three.",
        ),
        P(
            "contradiction",
            "feedback/post-op-calls.md",
            "feedback/post-op-texts.md",
            "policy-reversed",
            "Always phone, never text vs texts, calls stopped.",
        ),
        P(
            "duplicate",
            "reference/price-list.md",
            "reference/prices-reception.md",
            "identical",
            "A copy.",
        ),
        P(
            "near-duplicate",
            "feedback/euthanasia-room.md",
            "feedback/goodbyes.md",
            "paraphrased",
            "Same booking, room and payment rule in other words.",
        ),
        P(
            "decoy",
            "feedback/no-dogs-in-cat-ward.md",
            "ops/incident-cat-ward.md",
            "rule-vs-incident",
            "The rule and the flood day it was broken.",
        ),
        P(
            "decoy",
            "user/dr-amin.md",
            "user/dr-hughes.md",
            "two-peoples-preferences",
            "Two vets, opposite list orders.",
        ),
        P(
            "decoy",
            "reference/lab-axiom.md",
            "ops/lab-cutoff.md",
            "related-consistent",
            "Both say the Axiom courier comes at 15:30.",
        ),
        P(
            "decoy",
            "feedback/no-meds-without-exam.md",
            "feedback/no-discounts-at-desk.md",
            "two-donts-different-things",
            "Two 'never' rules about different things.",
        ),
        P(
            "decoy",
            "feedback/euthanasia-room.md",
            "feedback/aftercare.md",
            "related-consistent",
            "The appointment and the aftercare options.",
        ),
        P(
            "decoy",
            "ops/surgery-admissions.md",
            "user/dr-amin.md",
            "shared-technology",
            "Both about the theatre list; admits vs a vet's ordering.",
        ),
        P(
            "decoy",
            "ops/saturday-2026.md",
            "reference/price-list.md",
            "shared-technology",
            "Nail clinics in both; staffing vs prices.",
        ),
    ],
    claims=[
        ClaimLabel(
            "feedback/euthanasia-room.md",
            "memdir-link",
            "aftercare.md",
            "verified",
            "memdir-link-ok",
            "Sibling memory.",
        ),
        ClaimLabel(
            "feedback/no-discounts-at-desk.md",
            "memdir-link",
            "archive/discounts-2023.md",
            "failed",
            "memdir-link-dead",
            "feedback/archive/discounts-2023.md is absent.",
        ),
    ],
    questions=[
        Question(
            "what time do surgery patients get dropped off?",
            "en",
            ("ops/surgery-admissions.md", "ops/admits-earlier.md"),
        ),
        Question(
            "when do I report a controlled drug discrepency",
            "en",
            ("feedback/cd-register.md", "feedback/cd-any-discrepancy.md"),
            why="typo",
        ),
        Question(
            "which lab do our blood samples go to",
            "en",
            ("reference/lab-courier.md", "reference/lab-axiom.md"),
        ),
        Question(
            "how many nurses on a saturday", "en", ("ops/saturday-rota.md", "ops/saturday-2026.md")
        ),
        Question(
            "do we phone owners after an op or text them?",
            "en",
            ("feedback/post-op-calls.md", "feedback/post-op-texts.md"),
        ),
        Question(
            "how much is a booster vaccination",
            "en",
            ("reference/price-list.md", "reference/prices-reception.md"),
        ),
        Question(
            "lovely, thank you! and how do we book a euthanasia appointment?",
            "en",
            ("feedback/euthanasia-room.md", "feedback/goodbyes.md"),
            conversational=True,
        ),
        Question("hiya", "en", silent=True),
        Question("you're a star, thank you", "en", silent=True),
        Question("great, that's me done for the day", "en", silent=True),
        Question("ok, moving on then", "en", silent=True),
    ],
)
