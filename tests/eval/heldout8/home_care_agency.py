# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""A home-care nursing agency's agent memory: terse shorthand notes, a few long chatty ones."""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "rota/huddle.md": topic(
        "Team huddle",
        "Weekly huddle for the field team",
        "project",
        """Huddle: Mon 08:15, office back room. 20 min max.
Agenda = rota swaps, hospital discharges, anything clinical.
""",
        updated="2025-09-22",
    ),
    "notes/2026-02-11-catchup.md": topic(
        "Catch-up with Maureen, 11 Feb",
        "Long catch-up with the registered manager about the rota and clients",
        "project",
        """Had a long chat with Maureen this afternoon (she'd just come off the phone with the
discharge team at the General, so a bit frazzled). Writing down what came out of it because
half of it affects next week:

She's fed up with Monday mornings — between the weekend discharges and people ringing in
sick there's never a quiet 20 minutes, so the huddle is going to Wednesdays at 1pm from next
week, after the lunch calls are done. She wants everyone who's on shift to dial in even if
they can't get to the office.

Frank Delaney had his review on Monday. His daughter Siobhan has gone part-time and will be
there every lunchtime, so the lunch call comes off — he's on three calls a day now
(breakfast, tea, bed). Maureen will update the care plan but tell the Orchard Row run today.

Other bits: Tomasz (new starter) is shadowing Priya on the Ashgrove run for two weeks
before he goes solo. Maureen also mentioned fuel is killing everyone and she's "looking into"
mileage, nothing decided. And the office printer is broken again, so print rotas at home.
""",
        updated="2026-02-11",
    ),
    "admin/mileage.md": topic(
        "Mileage claims",
        "How field staff claim mileage",
        "reference",
        """Mileage: 45p/mile.
- counts from 1st call to last call (not home -> 1st call)
- form M2, one per month, in by the 5th
- attach the route printout from the app
""",
        updated="2025-08-04",
    ),
    "admin/expenses-2026.md": topic(
        "Expenses 2026-27",
        "What the agency pays back from April 2026",
        "reference",
        """From 1 Apr 2026:

| item | what we get | notes |
|---|---|---|
| mileage | 52p per mile | between visits only |
| parking | full refund | receipt or app screenshot |
| phone | £8/month | if using own phone for calls |
| uniform | 3 tunics/yr | order via office |
""",
        updated="2026-03-27",
    ),
    "oncall/weekend.md": topic(
        "Weekend on-call",
        "Who carries the on-call phone at weekends",
        "reference",
        """Weekend on-call (Fri 17:00 -> Mon 08:00): Bernadette Quinn, RN.
No answer in 15 min -> ring Maureen's mobile.
""",
        updated="2025-07-18",
    ),
    "oncall/phone-handover.md": topic(
        "On-call phone handover",
        "How the on-call mobile changes hands on Friday",
        "project",
        """Fri 5pm the on-call mobile gets handed over at the front desk, charger + the red
contacts book with it. Ravi Menon picks it up — he does every weekend these days, Bernadette
only covers weekday nights since she went part-time.
""",
        updated="2026-01-23",
    ),
    "comms/slack.md": topic(
        "Slack channels",
        "Which channel is for what",
        "reference",
        """- #rota-swaps: swaps, cover, sickness
- #clinical-q: clinical questions, RN answers
- #general: everything else
Don't DM Maureen about swaps.
""",
        updated="2025-06-30",
    ),
    "notes/2026-03-20-chat.md": topic(
        "Notes from Friday's chat",
        "Handbook v4 changes and other bits from Friday",
        "project",
        """Friday was quiet for once so we went through the new staff handbook (v4) together. The
things people will actually ask me about:

1. Presents from clients. The handbook now says a small thank-you present is fine as long as
   it's worth under £20 and you write it in the gifts register at the office. Anything bigger,
   or cash, still goes to Maureen. Apparently several clients were genuinely hurt when we
   refused a tin of biscuits, which is fair enough.
2. Swaps and cover: the Slack channel is #cover-needed now, the coordinator checks it by 10
   every morning. Post there, not in #general.
3. Moving & handling refresher is 7 April, at the office, all day. Mandatory for anyone who
   does double-up calls.
4. DBS renewals — Maureen will email anyone due in the next 3 months.

Also Ravi brought cake. Nobody asked why.
""",
        updated="2026-03-20",
    ),
    "feedback/visit-notes.md": topic(
        "Visit notes",
        "Where to write up a visit",
        "feedback",
        """After every visit: notes in the app AND a line in the paper log in the client's blue
folder (date, time in/out, initials, what was done). Both, every time.
""",
        updated="2025-05-12",
    ),
    "feedback/blue-folders.md": topic(
        "Blue folders",
        "What the folders at clients' homes are for now",
        "feedback",
        """Stop writing in the blue folders. App notes are the record, families read them in the
portal. Folder stays in the house for the care plan + MAR copy only.
""",
        updated="2026-02-02",
    ),
    "tools/carelink.md": topic(
        "Visit app",
        "The app carers use on visits",
        "reference",
        """Visit app = CareLink Go.
- clock in: tap phone on NFC tag inside the front door
- clock out: same tag
- clock in at the door on arrival, never from the car
""",
        updated="2025-04-09",
    ),
    "tools/homewise.md": topic(
        "Homewise",
        "Starting and closing visits from March",
        "reference",
        """From 1 Mar visits, notes and MAR all go through Homewise. Start a visit by scanning the
QR sticker on the front of the care plan; close it the same way before you leave.
""",
        updated="2026-02-26",
    ),
    "stock/ppe.md": topic(
        "PPE stock",
        "Gloves, aprons and masks",
        "reference",
        """PPE: office garage, metal shelves on the left.
1 box gloves / person / week. Aprons + masks as needed.
""",
        updated="2025-03-10",
    ),
    "stock/elmfield-pickup.md": topic(
        "Supplies pick-up",
        "Collecting gloves and aprons on Fridays",
        "reference",
        """Gloves, aprons, masks: collect from the store cupboard at Elmfield Health Centre, room 4,
Fridays 2-4pm. Sign the sheet on the door.
""",
        updated="2026-01-16",
    ),
    "clients/delaney.md": topic(
        "Frank Delaney",
        "Care plan summary for Mr Delaney",
        "project",
        """Frank Delaney, 14 Orchard Row.
Calls x4: 08:00 (breakfast + insulin), 12:30 lunch, 16:30 tea, 20:30 bed.
Likes his breakfast call early — up at 6, grumpy if we're later than 08:15.
Key safe by the back door, code in the app.
""",
        updated="2025-10-06",
    ),
    "clients/okafor.md": topic(
        "Grace Okafor",
        "Mrs Okafor's likes and dislikes",
        "project",
        """Mrs Okafor: slow mornings. Don't arrive before 09:30 — she isn't up and it upsets her.
Evening call any time after 18:00 is fine.
""",
        updated="2025-11-14",
    ),
    "feedback/gifts.md": topic(
        "Gifts",
        "What to do when a client offers something",
        "feedback",
        """Gifts from clients: none. Not cash, not chocolates, not "a little something for
Christmas". Thank them, say no, it's agency policy.
""",
        updated="2025-01-20",
    ),
    "feedback/mar-only.md": topic(
        "Only what's on the MAR",
        "Medicines not on the chart",
        "feedback",
        """Never give any medicine that isn't on the MAR chart — incl. paracetamol the family
leaves out on the side.
""",
        updated="2025-06-02",
    ),
    "feedback/crushing.md": topic(
        "Crushing tablets",
        "Altering tablets or capsules",
        "feedback",
        """Don't crush/split tablets or open capsules unless the pharmacist has noted on the MAR
that it's OK.
""",
        updated="2025-09-15",
    ),
    "clients/varga-intake-questions.md": topic(
        "Varga intake — open",
        "Things still to find out before Mrs Varga starts",
        "project",
        """Mrs E. Varga, referral 18 Feb. Still open:
- hoist needed?
- single or double-up calls?
- DNACPR in place?
- key safe, or family lets us in?
""",
        updated="2026-02-19",
    ),
    "clients/varga.md": topic(
        "Eszter Varga",
        "Mrs Varga's setup after the OT visit",
        "project",
        """OT came 24 Feb: ceiling track hoist in the bedroom -> every call is double-up, 2 carers.
Son lets us in until the key safe is fitted.
""",
        updated="2026-02-25",
    ),
    "clinical/flu-staff.md": topic(
        "Flu jabs — staff",
        "Phase 1 of the flu campaign",
        "project",
        """Phase 1, Oct: field staff. Target 80% jabbed by 31 Oct.
Clinic at the office, Tue + Thu mornings.
""",
        updated="2025-09-29",
    ),
    "clinical/flu-clients.md": topic(
        "Flu jabs — clients",
        "Phase 2 of the flu campaign",
        "project",
        """Phase 2, Nov -> mid Dec: housebound clients. RNs give it at home on the round.
Target 60%. Consent form signed first.
""",
        updated="2025-10-30",
    ),
    "admin/pool-car.md": topic(
        "Pool car",
        "Booking the agency car",
        "reference",
        """Pool car = grey Yaris. Book it in the "Pool Car" Outlook calendar.
Keys in the key safe by reception; code is on the whiteboard in the back office.
""",
        updated="2025-11-03",
    ),
    "clients/keysafes.md": topic(
        "Client key safes",
        "Handling key safe codes for clients' homes",
        "feedback",
        """Client key safe codes live in the app's client record only. Never write them on rota
printouts, never text them to anyone.
""",
        updated="2025-08-11",
    ),
    "log/2026-01-14.md": topic(
        "14 Jan — missed call alert",
        "Lunch call at Orchard Row showed as missed",
        "project",
        """14/01: Priya's 12:30 at Delaney's never clocked in -> showed as a missed call, daughter
rang the office in a panic. Visit did happen. Priya clocked in from the car afterwards.
Flagged to Maureen.
""",
        updated="2026-01-14",
    ),
    "feedback/wound-photos.md": topic(
        "Wound photos",
        "Taking photos of wounds",
        "feedback",
        """Wound photos: agency phone only. Upload to the client record same day, then delete from
the phone. Never on personal phones.
""",
        updated="2025-07-07",
    ),
    "clinical/photos.md": topic(
        "Pressure sore pictures",
        "Pictures for the district nurses",
        "feedback",
        """Pictures of pressure sores or any wound are taken on the work handset, not your own
mobile. Once they're on the client file, wipe them off the handset — the same day you took
them.
""",
        updated="2025-12-01",
    ),
    "feedback/lone-working.md": topic(
        "Lone working",
        "Checking in after the last visit",
        "feedback",
        """Last evening visit done -> text "home safe" to the on-call phone. On-call chases anyone
not heard from by 22:30.
""",
        updated="2025-10-20",
    ),
    "oncall/home-safe.md": topic(
        "Home safe message",
        "The end-of-night message to on-call",
        "feedback",
        """After your final call of the night, message the on-call mobile "home safe". Nothing by
half ten and on-call rings you; still nothing, they ring Maureen.
""",
        updated="2025-10-20",
    ),
}

FILES = with_index(
    N,
    title="Agency memory",
    sections={
        "clients/": "Clients",
        "oncall/": "On-call",
        "feedback/": "How we work",
        "clinical/": "Clinical",
        "admin/": "Admin",
        "stock/": "Admin",
        "tools/": "Admin",
        "comms/": "Admin",
        "rota/": "Rota",
        "notes/": "Session notes",
        "log/": "Session notes",
    },
)

ask, chat = questions_in("en")

MEMDIR = LabelledMemdir(
    name="home_care_agency",
    half="heldout8",
    language="en",
    domain="home-care nursing agency",
    style="terse shorthand notes mixed with a few long chatty ones",
    files=FILES,
    pairs=[
        P(
            "contradiction",
            "rota/huddle.md",
            "notes/2026-02-11-catchup.md",
            "time-moved",
            "Huddle Mon 08:15 vs Wednesdays at 1pm.",
        ),
        P(
            "contradiction",
            "admin/mileage.md",
            "admin/expenses-2026.md",
            "threshold-changed",
            "Mileage 45p/mile vs 52p per mile (table row).",
        ),
        P(
            "contradiction",
            "oncall/weekend.md",
            "oncall/phone-handover.md",
            "owner-changed",
            "Weekend on-call Bernadette vs Ravi every weekend.",
        ),
        P(
            "contradiction",
            "comms/slack.md",
            "notes/2026-03-20-chat.md",
            "renamed",
            "Cover channel #rota-swaps vs #cover-needed.",
        ),
        P(
            "contradiction",
            "feedback/visit-notes.md",
            "feedback/blue-folders.md",
            "policy-reversed",
            "Write in app and blue folder every time vs stop writing in the folders.",
        ),
        P(
            "contradiction",
            "tools/carelink.md",
            "tools/homewise.md",
            "tool-switched",
            "Visits in CareLink Go (NFC tag) vs Homewise (QR sticker).",
        ),
        P(
            "contradiction",
            "stock/ppe.md",
            "stock/elmfield-pickup.md",
            "location-changed",
            "PPE in the office garage vs Elmfield Health Centre room 4.",
        ),
        P(
            "contradiction",
            "clients/delaney.md",
            "notes/2026-02-11-catchup.md",
            "count-changed",
            "Delaney 4 calls a day vs three calls (lunch dropped).",
        ),
        P(
            "contradiction",
            "feedback/gifts.md",
            "notes/2026-03-20-chat.md",
            "reworded-conflict",
            "No gifts at all vs presents under £20 fine if logged.",
        ),
        P(
            "decoy",
            "admin/pool-car.md",
            "clients/keysafes.md",
            "shared-technology",
            "Key safe for the pool car keys (code on whiteboard) vs clients' key safes.",
        ),
        P(
            "decoy",
            "tools/carelink.md",
            "log/2026-01-14.md",
            "rule-vs-incident",
            "Clock in at the door, never from the car; Priya clocked in from the car on 14 Jan.",
        ),
        P(
            "decoy",
            "clients/varga-intake-questions.md",
            "clients/varga.md",
            "open-questions-vs-settled",
            "Hoist / double-up open; OT visit settled it: hoist, 2 carers.",
        ),
        P(
            "decoy",
            "clinical/flu-staff.md",
            "clinical/flu-clients.md",
            "phase1-vs-phase2",
            "Phase 1 staff 80% by 31 Oct; phase 2 clients 60% Nov-Dec.",
        ),
        P(
            "decoy",
            "clients/delaney.md",
            "clients/okafor.md",
            "two-peoples-preferences",
            "Delaney wants an early morning call; Okafor not before 09:30.",
        ),
        P(
            "decoy",
            "feedback/mar-only.md",
            "feedback/crushing.md",
            "two-donts-different-things",
            "Nothing off the MAR vs don't crush tablets without pharmacist's note.",
        ),
        P(
            "decoy",
            "clients/delaney.md",
            "clients/keysafes.md",
            "related-consistent",
            "Delaney's key safe code is in the app, as the key safe rule says.",
        ),
        P(
            "decoy",
            "admin/mileage.md",
            "notes/2026-02-11-catchup.md",
            "related-consistent",
            "Catch-up says mileage is being looked into, nothing decided; 45p still stands.",
        ),
        P(
            "duplicate",
            "feedback/wound-photos.md",
            "clinical/photos.md",
            "paraphrased",
            "Work phone only, upload, delete same day — in other words.",
        ),
        P(
            "near-duplicate",
            "feedback/lone-working.md",
            "oncall/home-safe.md",
            "same-rule-restated",
            "Text 'home safe' to on-call after the last call, chased at 22:30; one adds Maureen.",
        ),
    ],
    questions=[
        ask(
            "what time is the team huddle these days?",
            "rota/huddle.md",
            "notes/2026-02-11-catchup.md",
        ),
        ask("How much do we get per mile now?", "admin/mileage.md", "admin/expenses-2026.md"),
        ask(
            "who's got the on call phone this weekend",
            "oncall/weekend.md",
            "oncall/phone-handover.md",
        ),
        ask(
            "Where do I post if I need someone to cover my shift?",
            "comms/slack.md",
            "notes/2026-03-20-chat.md",
        ),
        ask(
            "do we still have to fill in the paper log at clients houses?",
            "feedback/visit-notes.md",
            "feedback/blue-folders.md",
        ),
        ask(
            "Which app are we using to start and finish visits?",
            "tools/carelink.md",
            "tools/homewise.md",
        ),
        ask(
            "where do i pick up gloves and aprons from?", "stock/ppe.md", "stock/elmfield-pickup.md"
        ),
        ask(
            "How many visits a day is Mr Delaney getting?",
            "clients/delaney.md",
            "notes/2026-02-11-catchup.md",
        ),
        ask(
            "a lady on my round gave me a box of chocs, am I allowed to keep it?",
            "feedback/gifts.md",
            "notes/2026-03-20-chat.md",
        ),
        ask(
            "Can I crush Mrs Okafor's tablets if she struggles to swallow them?",
            "feedback/crushing.md",
        ),
        ask(
            "does Mrs Varga need one carer or two?",
            "clients/varga.md",
            "clients/varga-intake-questions.md",
        ),
        ask(
            "What's the flu vaccine target for housebound clients this year?",
            "clinical/flu-clients.md",
        ),
        ask(
            "can I take pics of a wound on my own phone",
            "feedback/wound-photos.md",
            "clinical/photos.md",
        ),
        ask("cheers! and how do I book the pool car?", "admin/pool-car.md", conversational=True),
        ask(
            "great, thanks — and what am I meant to do after my last visit at night?",
            "feedback/lone-working.md",
            "oncall/home-safe.md",
            conversational=True,
        ),
        chat("morning! long shift ahead, 11 calls"),
        chat("thanks, that sorted my Friday rota"),
        chat("brb, coffee"),
        chat("ok moving on"),
        chat("you're a star, honestly"),
        chat("horrible rain today, the Orchard Row road is basically a river"),
        chat("right, see you after the weekend"),
    ],
    complete_labels=True,
)
