"""A small dog-walking and pet-sitting business's agent memory (walkers, routes, keys, client dogs).

Style: English; terse one-liners mixed with a few long chatty notes; one wide client table.
"""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "about/how-tomasz-runs-it.md": topic(
        "How Tomasz runs Lead & Wag",
        "Background on the business and the owner's habits, from a long chat",
        "user",
        """Tomasz talked for ages this morning about how he likes things done, so writing it all
down here instead of asking him again every week.

He started Lead & Wag in 2021 after the warehouse job wrecked his back, and he still walks
the early round himself most days. Keiko and Ridley are the full-time walkers. Ama does
the admin side, and she's also the one who goes round to new clients' houses for the
meet-and-greet — Tomasz says she reads a nervous dog better than any of them.

He's really big on owners feeling in the loop. After every single walk the owner gets a
photo, no exceptions, even when it's bucketing down and the dog looks tragic. "That photo is
half of what they pay for."

Money: invoices go out every Friday afternoon through Square. He likes watching the
payments ping on his phone over the weekend.

Little things: he hates anyone calling the group walks a "pack", he wants the van swept out
on Saturdays, and he'd rather we turn down a booking than squeeze one in late.
""",
        updated="2025-06-02",
    ),
    "clients/roster.md": topic(
        "Client dogs",
        "Every regular dog: address, pickup, walker, vet, quirks",
        "reference",
        """| dog | breed | address | pickup | walker | vet | notes |
|---|---|---|---|---|---|---|
| Biscuit | beagle | 14 Harlow Rd | 08:00 | Tomasz | Riverside | on the long line at all times, bolts after squirrels |
| Rolo | mini dachshund | 2 Mill Lane | 08:30 | Tomasz | Riverside | no stairs, carry him down |
| Otis | lab, 12 yrs | 7 Carrow Close | 09:15 + 16:00 | Ridley | Harbour (Dr Okafor) | two gentle walks a day, flat routes only |
| Juno | greyhound | 3 Fenwick St | 11:30 | Keiko | Riverside | muzzle on in the park |
| Pepper | cockapoo | 21 Elm Terrace | 12:00 | Keiko | Riverside | pulls, use the front-clip harness |
| Mabel | staffie | 5 Quay St | 13:00 | Ridley | Harbour | see her own note |

Riverside Vets 01632 960 412 · Harbour Veterinary 01632 960 877 · out of hours: Vets Now
01632 960 300
""",
        updated="2025-09-15",
    ),
    "clients/juno.md": topic(
        "Juno",
        "Juno's collection time after her owner's shift change",
        "project",
        """Juno's owner is on earlies at the hospital now → from 2 Feb we collect Juno at 1pm.
Muzzle still on in the park.
""",
        updated="2026-01-29",
    ),
    "clients/otis.md": topic(
        "Otis walks",
        "What the vet wants for Otis's hips",
        "feedback",
        """Dr Okafor at Harbour saw Otis on the 10th (hips are getting worse). She wants three
short walks a day, 15-20 min each, nothing hilly. Ridley's fitted the extra one in around
lunch.
""",
        updated="2026-03-11",
        nested=True,
        session="c41e7b2a-55d0-4c0e-9a61-2b7f1e0c9d31",
    ),
    "feedback/recall-wins.md": topic(
        "Recall progress",
        "The Harlow Road beagle and the park",
        "feedback",
        """Keiko's been doing whistle-and-cheese sessions with the beagle from Harlow Road since
October and he's finally got it — comes flying back every time. Tomasz watched last week and
is happy for him to run free with the group in Victoria Park now. Clip him back on at the
road gates, obviously.
""",
        updated="2026-02-20",
    ),
    "routes/canal-loop.md": topic(
        "Canal Loop",
        "The flat route along the canal",
        "reference",
        """**Canal Loop** — start at Mill Lane, down to the lock gates, along the water to Bridge 9,
back through the allotments. About 50 min, flat the whole way. Good for the little ones and
the oldies.
""",
        updated="2025-05-20",
    ),
    "routes/schedule-names.md": topic(
        "Route names on the rota",
        "What the routes are called since the new rota",
        "reference",
        """Route names got tidied when we set up the new rota. The canal walk from Mill Lane (lock
gates → Bridge 9) is "Towpath 50" everywhere now: rota, client messages, invoices. Please don't
use the old name with clients, the new ones get confused.
""",
        updated="2026-02-03",
    ),
    "policy/heat.md": topic(
        "Heat rule",
        "Group walks in hot weather",
        "feedback",
        """Group walks are off above 27°C (Met Office app, check at 7am). Instead: short solo sniff
walk in the shade, top up the water bowls.
""",
        updated="2025-06-10",
    ),
    "feedback/summer-2026.md": topic(
        "Getting ready for summer",
        "Notes from the chat about hot days this year",
        "feedback",
        """Long chat with Tomasz about summer prep, because last August got a bit scary with a
couple of the older dogs. Things to remember:

- collapsible bowls and two big water bottles in the van from May onwards
- back-of-the-hand test on the pavement: can't keep your hand there for 5 seconds → too hot
  for paws, go on the grass or skip it
- cooling coats for the flat-faced ones (three in the kit bag)
- he's lowered the line for group walks to 24 degrees; anything hotter and everyone gets a
  short solo walk in the shade instead
- sun cream for the walkers goes on the kit list too (Ridley burnt to a crisp last year)

He also wants the van's windows checked before the first hot week, the back one sticks.
""",
        updated="2026-04-28",
    ),
    "keys/key-storage.md": topic(
        "Client keys",
        "Where client keys are kept",
        "reference",
        """Client keys: on numbered tags, in the lockbox bolted under the van's passenger seat.
Lockbox code → ask Tomasz, it's never written down.
""",
        updated="2025-04-14",
    ),
    "keys/after-break-in.md": topic(
        "Keys after the break-in",
        "New key rule after the van was broken into",
        "feedback",
        """Van was broken into on 9 Jan (nothing taken, thank god). From now on no keys stay in the
van, ever. They live in the wall safe in Tomasz's hallway; each walker signs out that day's
keys in the morning and has them back by 6pm.
""",
        updated="2026-01-10",
    ),
    "keys/tagging.md": topic(
        "Key tags",
        "What goes on a key tag",
        "feedback",
        """Key tags: number only. No name, no address, no dog's name.
The number → address list lives in Bitwarden and nowhere else.
""",
        updated="2025-04-14",
    ),
    "feedback/key-tags.md": topic(
        "Tagging keys",
        "Rule for labelling client keys",
        "feedback",
        """Key tags: number only. No name, no address, no dog's name.
The number → address list lives in Bitwarden and nowhere else.
""",
        updated="2025-08-30",
    ),
    "people/meet-and-greets.md": topic(
        "Meet & greets",
        "Who visits new clients first",
        "project",
        """New client meet & greets → Ridley from now on. Ama's only in on Mondays doing the books.
Book 30 min, take the consent form and the key form.
""",
        updated="2026-01-19",
    ),
    "billing/invoicing.md": topic(
        "Invoicing",
        "How clients get billed",
        "reference",
        """We bill through Stripe since April; the Square account is closed. Invoice run is still
Friday afternoon. New clients: card on file at sign-up.
""",
        updated="2026-04-06",
    ),
    "feedback/photo-updates.md": topic(
        "Owner updates",
        "How owners hear about the walks",
        "feedback",
        """A few owners said they're drowning in notifications. So no more photo after each walk.
One evening round-up per client in the app instead, 1-2 pics max.
""",
        updated="2026-03-04",
    ),
    "billing/prices-2025.md": topic(
        "Prices 2025",
        "Last year's price list",
        "reference",
        """2025: solo walk 30 min £14 · group walk 1h £16 · drop-in 20 min £10 · second dog same
home +£5
""",
        updated="2025-01-06",
        extra={"status": "superseded", "superseded_by": "billing/prices.md"},
    ),
    "billing/prices.md": topic(
        "Prices",
        "Current price list",
        "reference",
        """Prices from 1 Jan 2026:
- solo walk, 30 min: £15
- group walk, 1 h: £18
- dog drop-in visit, 20 min: £11
- second dog from the same home: +£6

Cats are priced separately, see the cat visits note.
""",
        updated="2026-01-05",
    ),
    "plans/open-questions.md": topic(
        "Undecided",
        "Things Tomasz hasn't made his mind up about",
        "project",
        """Still open:
- start doing cat visits?
- a second van?
- Sunday walks, and at what rate?
""",
        updated="2026-01-12",
    ),
    "plans/cat-visits.md": topic(
        "Cat visits",
        "The new cat drop-in service",
        "project",
        """Decided: cat drop-ins start 1 May. 20 min, £12 a visit — feed, litter, fresh water, a
bit of play. Keiko takes them.
""",
        updated="2026-03-16",
    ),
    "policy/group-size.md": topic(
        "Group size",
        "How many dogs on one group walk",
        "feedback",
        """Group walks: 5 dogs max per walker. Insurance would let us do 6; we don't.
""",
        updated="2025-05-02",
    ),
    "meetings/2026-02-team.md": topic(
        "Team catch-up 11 Feb",
        "Notes from the February team meeting",
        "project",
        """Team catch-up, 11 Feb

- Keiko: the waitlist is 9 dogs long, could we go to 7 per group on the park runs? Tomasz: no.
  Five stays — insurance aside, five is what one person can actually watch.
- Ridley on the van driving course on the 19th.
- Switching to compostable poo bags, Ama's ordering.
""",
        updated="2026-02-11",
    ),
    "policy/shop-stops.md": topic(
        "No shop stops",
        "Dogs are never left outside shops",
        "feedback",
        """Never tie a dog up outside a shop. Not for a minute. Errands wait till the dogs are home.
""",
        updated="2025-05-02",
    ),
    "log/2026-03-pepper.md": topic(
        "Pepper at the Co-op",
        "Pepper slipped her harness on 3 March",
        "project",
        """3 Mar — Ridley (covering Keiko's round) left Pepper tied outside the Co-op on Elm Terrace
"for literally a second". She backed out of her harness and legged it; a neighbour caught her
two streets over. Owner told the same day, Ridley apologised. Harness was too loose, refitted.
""",
        updated="2026-03-03",
    ),
    "clients/achebe.md": topic(
        "Mrs Achebe",
        "Pepper's owner wants a heads-up",
        "reference",
        """Mrs Achebe (Pepper, 21 Elm Terrace): text her about 10 min before you get there so she can
shut the cat in the study.
""",
        updated="2025-09-22",
    ),
    "clients/lund.md": topic(
        "Mr Lund",
        "Rolo's owner doesn't want messages",
        "reference",
        """Mr Lund (Rolo): no texts, no knocking. Let yourself in, walk, out. He only looks at the
evening round-up in the app.
""",
        updated="2026-03-20",
    ),
    "people/shift-swaps.md": topic(
        "Shift swaps",
        "How walkers swap shifts",
        "feedback",
        """Swapping a shift: post it in the "L&W walkers" WhatsApp group, the other walker confirms,
Tomasz gives it a 👍. No thumbs-up = no swap.
""",
        updated="2025-07-08",
    ),
    "clients/holiday-notice.md": topic(
        "Closure notices",
        "Telling clients when we're closed",
        "reference",
        """Closure dates (Christmas, Easter week) go to clients as a WhatsApp broadcast, list
"L&W clients", at least two weeks ahead. Ama sends it on a Monday.
""",
        updated="2025-11-24",
    ),
    "clients/mabel.md": topic(
        "Mabel",
        "Mabel's allergy",
        "reference",
        """Mabel (staffie, Quay St): allergic to chicken. Only the salmon treats from the tin by
her door. Red itchy paws = she's had chicken somewhere.
""",
        updated="2025-08-12",
    ),
    "feedback/mabel-treats.md": topic(
        "Treats for Mabel",
        "What Mabel can have",
        "feedback",
        """No chicken for Mabel in any form — her paws flare up. Use her own fish treats, the tin's
on the shelf by her front door.
""",
        updated="2025-11-03",
    ),
}

FILES = with_index(N, title="Lead & Wag — memory")

ask, chat = questions_in("en")

MEMDIR = LabelledMemdir(
    name="dog_walking",
    half="tuning",
    language="en",
    domain="small dog-walking and pet-sitting business",
    style="terse one-liners, a few long chatty notes, one table",
    files=FILES,
    pairs=[
        # contradictions
        P(
            "contradiction",
            "clients/roster.md",
            "clients/juno.md",
            "time-moved",
            "Juno pickup 11:30 (table row) vs 1pm from 2 Feb.",
        ),
        P(
            "contradiction",
            "policy/heat.md",
            "feedback/summer-2026.md",
            "threshold-changed",
            "Group walks off above 27°C vs line lowered to 24 degrees (bullet in a long note).",
        ),
        P(
            "contradiction",
            "about/how-tomasz-runs-it.md",
            "people/meet-and-greets.md",
            "owner-changed",
            "Meet-and-greets by Ama vs by Ridley.",
        ),
        P(
            "contradiction",
            "routes/canal-loop.md",
            "routes/schedule-names.md",
            "renamed",
            "Canal Loop vs 'Towpath 50' for the Mill Lane-Bridge 9 walk.",
        ),
        P(
            "contradiction",
            "about/how-tomasz-runs-it.md",
            "feedback/photo-updates.md",
            "policy-reversed",
            "Photo after every walk, no exceptions vs no more per-walk photos.",
        ),
        P(
            "contradiction",
            "about/how-tomasz-runs-it.md",
            "billing/invoicing.md",
            "tool-switched",
            "Invoices through Square vs Stripe, Square closed.",
        ),
        P(
            "contradiction",
            "keys/key-storage.md",
            "keys/after-break-in.md",
            "location-changed",
            "Keys in the van lockbox vs wall safe at Tomasz's, none in the van.",
        ),
        P(
            "contradiction",
            "clients/roster.md",
            "clients/otis.md",
            "count-changed",
            "Otis two walks a day (table row) vs three short walks.",
        ),
        P(
            "contradiction",
            "clients/roster.md",
            "feedback/recall-wins.md",
            "reworded-conflict",
            "Biscuit on the long line at all times vs the Harlow Road beagle runs free in the park.",
        ),
        # duplicates
        P(
            "duplicate",
            "keys/tagging.md",
            "feedback/key-tags.md",
            "identical",
            "Same key-tag rule, same text.",
        ),
        P(
            "duplicate",
            "clients/mabel.md",
            "feedback/mabel-treats.md",
            "paraphrased",
            "Mabel: no chicken, own fish/salmon treats from the tin by the door.",
        ),
        # decoys
        P(
            "decoy",
            "policy/shop-stops.md",
            "log/2026-03-pepper.md",
            "rule-vs-incident",
            "Never tie a dog outside a shop vs the day Ridley did and Pepper got loose.",
        ),
        P(
            "decoy",
            "plans/open-questions.md",
            "plans/cat-visits.md",
            "open-questions-vs-settled",
            "'Start cat visits?' open vs decided: from 1 May, £12.",
        ),
        P(
            "decoy",
            "policy/group-size.md",
            "meetings/2026-02-team.md",
            "quoted-opinion-rejected",
            "Keiko's 7 per group proposal turned down; 5 max stays.",
        ),
        P(
            "decoy",
            "clients/achebe.md",
            "clients/lund.md",
            "two-peoples-preferences",
            "Mrs Achebe wants a text before arrival; Mr Lund wants no texts.",
        ),
        P(
            "decoy",
            "people/shift-swaps.md",
            "clients/holiday-notice.md",
            "shared-technology",
            "WhatsApp for walkers' shift swaps vs WhatsApp broadcast of closures to clients.",
        ),
        P(
            "decoy",
            "keys/key-storage.md",
            "keys/tagging.md",
            "related-consistent",
            "Numbered tags; tag shows the number only. Agree.",
        ),
        P(
            "decoy",
            "keys/key-storage.md",
            "feedback/key-tags.md",
            "related-consistent",
            "Numbered tags; tag shows the number only. Agree.",
        ),
        P(
            "decoy",
            "billing/prices.md",
            "plans/cat-visits.md",
            "related-consistent",
            "Dog drop-in £11, cats priced separately; cat visit £12.",
        ),
        P(
            "decoy",
            "billing/prices-2025.md",
            "billing/prices.md",
            "superseded-and-successor",
            "2025 list marked superseded by the 2026 list (£14 vs £15 etc.).",
        ),
        P(
            "decoy",
            "clients/lund.md",
            "feedback/photo-updates.md",
            "related-consistent",
            "Mr Lund reads the evening round-up; the round-up is the policy.",
        ),
        P(
            "decoy",
            "clients/achebe.md",
            "feedback/photo-updates.md",
            "related-consistent",
            "Heads-up text before arrival vs end-of-day photo round-up; both hold.",
        ),
    ],
    questions=[
        ask("what time are we picking Juno up these days?", "clients/juno.md", "clients/roster.md"),
        ask(
            "Who goes round to do the meet and greet when we get a new client?",
            "people/meet-and-greets.md",
            "about/how-tomasz-runs-it.md",
        ),
        ask(
            "where are the client keys kept overnight?",
            "keys/after-break-in.md",
            "keys/key-storage.md",
        ),
        ask(
            "Is Biscuit allowed off the lead or does he stay on the line?",
            "clients/roster.md",
            "feedback/recall-wins.md",
        ),
        ask(
            "how hot does it have to be before we cancel the group walks",
            "feedback/summer-2026.md",
            "policy/heat.md",
        ),
        ask("How many walks a day is Otis getting now?", "clients/otis.md", "clients/roster.md"),
        ask("what do we charge for a half hour solo walk?", "billing/prices.md"),
        ask(
            "Which system do the invoices go out from?",
            "billing/invoicing.md",
            "about/how-tomasz-runs-it.md",
        ),
        ask(
            "how many dogs can one walker take out at once?",
            "policy/group-size.md",
            "meetings/2026-02-team.md",
        ),
        ask("Do we look after cats as well?", "plans/cat-visits.md", "plans/open-questions.md"),
        ask(
            "what am I supposed to write on the key tag", "keys/tagging.md", "feedback/key-tags.md"
        ),
        ask(
            "can mabel have the chicken chews?",
            "clients/mabel.md",
            "feedback/mabel-treats.md",
        ),
        ask(
            "Do owners still get a pic after every walk?",
            "feedback/photo-updates.md",
            "about/how-tomasz-runs-it.md",
        ),
        ask(
            "thanks! and what's the canal walk called on the rota now?",
            "routes/schedule-names.md",
            "routes/canal-loop.md",
            conversational=True,
        ),
        ask(
            "cheers, that helps. oh and how do I swap a shift with Keiko next week?",
            "people/shift-swaps.md",
            conversational=True,
        ),
        chat("morning! long day of walks ahead"),
        chat("thanks, that saved my Friday"),
        chat("brb, grabbing a coffee before the 8am round"),
        chat("ok moving on"),
        chat("it's absolutely chucking it down, the dogs are going to be filthy"),
        chat("see you tomorrow, have a good weekend"),
        chat("you're a star, honestly"),
        chat("hmm ok"),
    ],
    complete_labels=True,
)
