# Written for held-out half heldout3 by a writer who never read a detector; measured there once
# as the newest half, then used in aggregate only; moved to tuning when the detectors stopped
# making errors on the rest of it (tuning precision 97%), so that tuning sees real ones.
"""A regional beekeeping association's agent memory: chatty, long-winded English prose."""

from tests.eval.dataset import (
    LabelledMemdir,
    questions_in,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

SMOKER_BODY = """Smokers: never, ever walk away from a lit smoker, not even for a minute to fetch
something from the car. When you've finished with it, plug the nozzle with a good tuft of grass
and stand it in the metal ash bin by the apiary gate with the lid on, and leave it there until
it's stone cold. We had a grass fire in the summer of 2022 from a smoker that got knocked over
in the long grass, and the farmer has not forgotten it, so neither should we.
"""

N = {
    # --- sites ---------------------------------------------------------------------------
    "sites/teaching-apiary.md": topic(
        "Teaching apiary",
        "Where the association's teaching apiary is and when members' sessions run",
        "project",
        """# Teaching apiary

The association's teaching apiary is up at Fenwick Farm, tucked in behind the old cattle
sheds. If you come in by the main farm gate on Tollbar Lane, carry on past the muck heap and
it's the fenced bit on the left with the green gate. Mr Fenwick is very relaxed about us being
there, but he does ask that people park on the hardstanding and not on the verge, because the
milk tanker needs the whole turning circle.

We keep six colonies there at the moment, all in Nationals, which is enough for a group of
beginners to get their hands on frames without everyone crowding round the one box.

Sessions for members run on Saturday mornings from April through to the end of September,
starting at 10:00 and usually wrapping up around midday, although they do have a habit of
running on if there's a queen to find. Desmond (our education officer) runs them and he likes
people there ten minutes early so they're suited up before the first hive is opened.
""",
        updated="2025-03-14",
    ),
    "sites/sunday-sessions.md": topic(
        "Apiary sessions this season",
        "When the practical sessions happen from 2026",
        "project",
        """Decided at the February committee meeting, and Desmond asked me to make sure it's written
down somewhere people will actually see it: from this season the practical apiary sessions
are on Sunday afternoons, kicking off at 2 pm.

The thinking, for anyone who asks, is that the mornings were very often too cool and damp for
a proper inspection — the bees were still clustered up and frankly grumpy — whereas by the
middle of the afternoon the foragers are out working and the colonies are far calmer to
handle. Same season as before (April to September), same place, same kit.
""",
        nested=True,
        session="b1c7e2a0-55d1-4f0e-9a1b-3e8c0d2f7a61",
        modified="2026-02-20T19:42:10Z",
        updated="2026-02-20",
    ),
    "sites/insurance-conditions.md": topic(
        "Insurer's condition on young visitors",
        "Age rule from the public liability renewal",
        "feedback",
        """Had a long back-and-forth with the broker this week over the renewal paperwork for our
public liability cover, and there is one condition we absolutely have to stick to from now
on: nobody below the age of sixteen goes past the apiary gate. Not with a parent holding
their hand, not in a child-sized suit, not "just for a quick peek".

If a family turns up, the young ones can watch from the picnic bench by the hedge, which is a
good fifteen metres off, and that is as close as it gets. Please make sure whoever is running
an open day knows this, because the broker was quite clear that a claim wouldn't be paid if
we'd ignored it.
""",
        updated="2026-02-10",
    ),
    "sites/smoker-safety.md": topic(
        "Smoker safety",
        "Putting smokers out safely at the apiary",
        "feedback",
        SMOKER_BODY,
        updated="2025-06-03",
    ),
    "feedback/smoker.md": topic(
        "Smokers",
        "What to do with a lit smoker",
        "feedback",
        SMOKER_BODY,
        nested=True,
        session="0d4f1e3b-7a2c-4c88-b9e1-5f6a7b8c9d10",
        modified="2025-06-03T16:05:44Z",
        updated="2025-06-03",
    ),
    "feedback/open-days-families.md": topic(
        "Families at open days",
        "Children at the open apiary days",
        "feedback",
        """Margaret was really keen that I note this down after the May open day went so well:
families are very welcome at our open apiary days, and honestly it's one of the best ways
we've found of recruiting new members (three of this year's beginners came that way).

Children can come right in among the hives and even hold a frame if they're roughly eight or
older and there's a grown-up with them the whole time. We've got three little bee suits in the
education box for exactly that purpose. Anyone younger is better off at the observation hive
on the stall, where they can see everything through the glass.
""",
        updated="2025-05-15",
    ),
    # --- bee health ----------------------------------------------------------------------
    "health/varroa-treatment.md": topic(
        "Varroa monitoring and treatment",
        "How members monitor mites and when they should treat",
        "feedback",
        """# Varroa: how we monitor and when we treat

This is the approach the association recommends to members, and it's what we do in the
teaching apiary as well, so it's worth getting right when people ask (and they do ask, a lot).

- Monitoring: an alcohol wash of roughly 300 bees — about half a cup, taken off a brood frame,
  making very sure the queen isn't on it — in late July and again in early September.
- Count the mites and work out mites per hundred bees. If you're above 3 per 100, treat.
  Don't sit on it waiting for the honey to come off; pull the supers and get on with it.
- Only use products authorised by the VMD, and follow the label to the letter, the temperature
  ranges especially.
- Write every treatment in the veterinary medicines record: product, batch number, date in
  and date out.

People love to argue about this one at meetings, but the committee's position is what's
written above.
""",
        updated="2025-07-02",
    ),
    "health/winter-losses-review.md": topic(
        "Winter losses review",
        "What the committee changed after the 2025/26 winter losses",
        "project",
        """Sobering review of the winter losses at the March committee meeting. Of the colonies
members reported on, something like a quarter didn't make it through to spring, and when
Priti went through the returns, nearly every dead-out had shown a middling mite count last
autumn that sat below the old action line and so never got treated.

So the committee has brought it down: 2 mites per 100 bees on the wash is now the point at
which you treat, with no waiting around to see whether it creeps higher. Desmond is
updating the beginners' handout to match, and it'll be in the next newsletter.
""",
        updated="2026-03-05",
    ),
    # --- swarms --------------------------------------------------------------------------
    "swarms/hotline.md": topic(
        "Swarm hotline",
        "The public swarm number and how calls get handled",
        "reference",
        """# Swarm hotline

The swarm number that's printed on the council website and on the posters in the library is
07700 900412. It's a cheap pay-as-you-go phone and it lives with Alun Pryce for the whole
swarm season: he answers it, gets the caller to send a photo (so many of them turn out to be
bumblebees or wasps, bless them), and if it really is a honeybee swarm he rings round the
collectors on the list for that area until somebody can go.

If you're a collector and you're going away on holiday, tell Alun, so he doesn't waste time
trying you while there's a swarm hanging off someone's washing line.
""",
        updated="2025-04-10",
    ),
    "swarms/coordinator-handover.md": topic(
        "Swarm coordinating from 2026",
        "Who runs the swarm phone now",
        "project",
        """Alun is moving to Pembrokeshire at the end of the month (we're all very sad about it, he's
done the swarm phone for nine years), so Gwen Halloran is taking over the swarm coordinating
from this season onwards. The phone itself is being posted to her, she'll be the one ringing
round the collectors, and any collector who's going to be unavailable should let Gwen know.
""",
        updated="2026-01-18",
    ),
    "swarms/collection-procedure.md": topic(
        "Collecting a swarm",
        "Step by step, what collectors do at a swarm call",
        "feedback",
        """How we'd like collectors to handle a swarm, roughly in order. I've written it out longhand
because new collectors keep asking the same things and it's easier to have it in one place:

1. Take a cardboard box or a skep, an old bedsheet, secateurs, a spray bottle of water and
   your veil. Always your veil.
2. Once the bulk of the bees are in the box, leave it propped on the sheet near where the
   swarm was until dusk, so the stragglers can find their way in.
3. Hive them that evening into a clean box on fresh foundation, either three miles away or in
   the quarantine corner of your own apiary.
4. Always give a newly hived swarm a feeder of 1:1 syrup that same evening, so they've got the
   fuel to draw out comb straight away.
5. Let the coordinator know it's done so the call can be closed off.
""",
        updated="2025-05-02",
    ),
    "swarms/no-feeding-first-days.md": topic(
        "Swarms and syrup",
        "Holding off feeding newly hived swarms",
        "feedback",
        """Something Fiona picked up at the regional bee-health day, which the committee agreed to
adopt straight away: don't feed a swarm for its first 48 hours in its new home.

The bees arrive with their honey stomachs full, and making them use that up drawing comb means
any foulbrood spores they've brought with them from wherever they came from end up locked away
in wax, rather than stored in cells and fed to larvae. After the two days, if the weather has
turned nasty and there's nothing coming in, feed them then.
""",
        updated="2026-04-02",
    ),
    "swarms/ladder-rule.md": topic(
        "Ladders at swarm calls",
        "How high collectors may climb",
        "feedback",
        """Ladders and swarms: nobody collecting on the association's behalf goes up a ladder higher
than about two metres, which is roughly head height standing on the top step. If a swarm is
higher than that, it either gets left to move on by itself, or the householder gets pointed
to a pest controller with proper access equipment.

It is absolutely not worth somebody breaking a hip over a few thousand bees, and our insurance
doesn't cover working at height in any case.
""",
        updated="2025-05-02",
    ),
    "swarms/heights.md": topic(
        "Swarms up high",
        "Don't climb for high swarms",
        "feedback",
        """Restating this because it came up twice in the same conversation: a swarm you can't reach
from a short ladder (two metres, tops) is a swarm you walk away from. Don't climb for it.
Point the householder at a pest controller with a cherry picker, or simply let the bees go.
""",
        nested=True,
        session="6a2e9f10-3c4b-4d5e-8f70-1a2b3c4d5e6f",
        modified="2025-05-02T21:13:02Z",
        updated="2025-05-02",
    ),
    "swarms/incident-2025-06-cherry-tree.md": topic(
        "Linden Close fall",
        "What happened at the cherry tree swarm in June",
        "project",
        """Write-up of the cherry tree business on Linden Close on 19 June, because the committee
asked for it in writing.

Tom went up an extending ladder to what he reckons was about four metres to get at a lovely
big swarm on a cherry branch, the foot of the ladder slid on the wet patio, and he came down
with it. Thankfully he only bruised his ribs and his pride, and the bees ended up all over the
patio anyway. Margaret has had a quiet word with him and sent a reminder round to all the
collectors about how high they're allowed to go.
""",
        updated="2025-06-21",
    ),
    "swarms/mileage-2025.md": topic(
        "Swarm mileage",
        "Claiming travel for swarm call-outs",
        "reference",
        """Collectors can claim 35p a mile for swarm call-outs. Email Tom (treasurer) the date, the
postcode and the round-trip miles by the end of the month and he'll pay it with the others.
""",
        updated="2025-04-10",
        extra={"status": "superseded", "superseded_by": "swarms/mileage-2026.md"},
    ),
    "swarms/mileage-2026.md": topic(
        "Swarm mileage 2026",
        "The mileage rate for swarm collectors this year",
        "reference",
        """Mileage for swarm call-outs goes up to 45p a mile this year — the AGM voted it through
without much fuss, fuel being what it is. Claim from Tom the same way as before: date,
postcode and miles, by the end of the month.
""",
        updated="2026-03-22",
    ),
    # --- equipment -----------------------------------------------------------------------
    "equipment/loans.md": topic(
        "Borrowing the association's kit",
        "What members can borrow, for how long and what it costs",
        "reference",
        """# Borrowing the association's kit

What members can borrow: the 9-frame radial extractor, the small 3-frame tangential one, the
steam wax melter, the uncapping tray and the refractometer.

The rules, as agreed by the committee a couple of years ago, and which I've been asked to
repeat to people more times than I can count:

- members only, and you need to have paid this year's subs;
- £5 a week per item, plus a £20 deposit on the extractors, which you get back when the
  extractor comes back clean;
- a week at most, because in August absolutely everyone wants an extractor at once;
- book it with Fiona Lister (equipment steward), who'll meet you at the store to hand it over.
""",
        updated="2025-04-01",
    ),
    "equipment/where-kept.md": topic(
        "Equipment store",
        "Where the loan equipment is kept",
        "reference",
        """All the loan equipment lives in the green shed on plot 14 at Crook's Lane allotments. The
padlock code is with Fiona; please don't pass it round on the WhatsApp group, however
tempting it is when someone's stuck at the gate on a Sunday.
""",
        updated="2025-04-01",
    ),
    "equipment/store-move.md": topic(
        "Kit moved to the farm",
        "The container the equipment went into over January",
        "project",
        """The allotment society didn't renew our lease at Christmas, so over January we shifted
everything — both extractors, the melter, the lot — into the shipping container in the top
yard at Fenwick Farm. Fiona still holds the key; it's just a different place to meet her now,
and it's rather handy having the kit a short walk from where we extract.
""",
        updated="2026-02-01",
    ),
    "equipment/free-loans-proposal.md": topic(
        "Free loans idea (October meeting)",
        "Hamish's proposal on loan fees and what the committee said",
        "project",
        """At the October meeting Hamish floated the idea of making equipment loans free for members
in their first two years, on the grounds that £5 a week puts off exactly the beginners we're
trying to hang on to. It got a fair hearing, but the committee turned it down, six votes to
one: the loan fees are what paid for the radial's new bearings and the melter's replacement
element, and they'll pay for the next ones too. So nothing changes, and the fee stays at £5 a
week for everybody.
""",
        updated="2025-10-12",
    ),
    "equipment/extractor-cleaning.md": topic(
        "Cleaning the extractors",
        "What not to put on the extractor drum",
        "feedback",
        """Cleaning the extractors, since we've had two come back smelling of bleach this summer: do
not use bleach, dishwasher tablets or anything abrasive on the drum or the cage. Hot water, a
soft cloth and a bit of patience are all it takes — honey dissolves perfectly well in warm
water if you give it time. Leave it upside down to drain and dry before it goes back.
""",
        updated="2025-08-20",
    ),
    # --- extraction room -----------------------------------------------------------------
    "extraction/old-dairy-room.md": topic(
        "Extraction room",
        "The room members extract honey in, and how to book it",
        "reference",
        """# Extraction room

The room members use for extracting is the Old Dairy at Fenwick Farm: the whitewashed
single-storey building by the yard with the stainless sinks and the tiled floor, which is why
it's so easy to clean down afterwards. It's booked in half-day slots, 9 till 1 or 1 till 5,
by emailing Fiona, who keeps the booking sheet.

Mr Fenwick's only requests are that we leave it as we found it and that nobody props the door
open, because the bees find the honey within minutes and then we've a robbing frenzy on our
hands.
""",
        updated="2025-04-20",
    ),
    "extraction/honey-house.md": topic(
        "The Honey House",
        "What the extraction room is called on the farm now",
        "reference",
        """The farm repainted all its signs over the winter, and the room we extract in is now
officially "the Honey House". That's what's on the door, on Fiona's booking sheet and in the
directions we send out, so please use that name when you book: Mr Fenwick's new yard staff
have no idea what anybody means by the name it used to have.
""",
        aliases=["extraction room"],
        updated="2026-03-01",
    ),
    # --- plans ---------------------------------------------------------------------------
    "plans/open-questions-2026.md": topic(
        "Undecided for 2026",
        "Questions the committee still has to settle",
        "project",
        """Things the committee still hasn't decided for 2026, listed here so I can keep track as they
get settled one by one:

- Winter talks: which evening, and can we get them out of the pub function room (far too
  noisy once the darts team arrives)?
- Do we buy a second radial extractor, or is the August waiting list just something we live
  with?
- Should there be a cheaper youth membership, and from what age?
- Is anyone willing to run a queen-rearing group?
""",
        updated="2025-11-30",
    ),
    "plans/winter-talks.md": topic(
        "Winter talks",
        "When and where the winter talks are held",
        "project",
        """Winter talks are settled at last. They'll be on the second Wednesday of the month, November
to March, starting at half past seven, in St Mary's church hall on Bridge Street, and the new
arrangement starts with February's talk, so the rest of this winter is in the hall already.
The parish have given us a very fair rate and it's quiet, unlike the pub. February's talk is
on varroa, which after this winter seems only right.
""",
        updated="2026-01-08",
    ),
    # --- committee -----------------------------------------------------------------------
    "committee/roles.md": topic(
        "Committee",
        "Who holds which committee role",
        "reference",
        """# Committee

The committee is seven people, elected at the AGM each March. Current line-up:

| Role | Who |
|---|---|
| Chair | Margaret Oduya |
| Secretary | Priti Raman |
| Treasurer | Tom Bexley |
| Education officer | Desmond Achebe |
| Equipment steward | Fiona Lister |
| Newsletter editor | Hamish Crowther |
| Membership secretary | Carys Penhale |

Swarm coordinating isn't a committee role; it's a volunteer job, and always has been.
""",
        updated="2025-04-05",
    ),
    "committee/agm-2026.md": topic(
        "AGM 2026",
        "What the March 2026 AGM decided about the committee",
        "project",
        """The AGM on Saturday went on rather longer than planned (the raffle alone took forty
minutes), but the headline is that the committee grows to nine this year. Two new seats were
created, a youth representative and a bee-health officer, and both were filled on the night:
Ellie Fenwick, the farmer's granddaughter, as youth rep, and Dr Sam Okafor as bee-health
officer. Everyone else was re-elected to the job they already had.
""",
        updated="2026-03-22",
    ),
    # --- newsletter ----------------------------------------------------------------------
    "newsletter/mailchimp.md": topic(
        "Newsletter",
        "How The Brood Box gets sent out",
        "reference",
        """The newsletter (The Brood Box) goes out monthly, on the first Friday, through the
association's Mailchimp account. Hamish writes it and likes copy by the Monday before. The
mailing list is members plus anyone who ticked the box at an open day.
""",
        updated="2025-02-10",
    ),
    "newsletter/buttondown.md": topic(
        "Brood Box mailing",
        "The service the newsletter is sent from now",
        "reference",
        """The Brood Box is sent through Buttondown now. Hamish set it up over Christmas, after the
old service's free plan shrank and we'd have been paying more each month than the hall hire
for a winter talk. The list came across intact, and it still goes out on the first Friday.
""",
        updated="2026-01-09",
    ),
}

FILES = with_index(
    N,
    title="Harrowdene & District Beekeepers — agent memory",
    sections={
        "sites/": "Apiary",
        "feedback/": "Apiary",
        "health/": "Bee health",
        "swarms/": "Swarms",
        "equipment/": "Equipment",
        "extraction/": "Extraction room",
        "plans/": "Plans",
        "committee/": "Committee",
        "newsletter/": "Newsletter",
    },
)


Q, S = questions_in("en")


MEMDIR = LabelledMemdir(
    name="beekeepers_assoc",
    half="tuning",
    language="en",
    domain="regional beekeeping association",
    style="chatty, long-winded prose; a table, a few lists",
    files=FILES,
    pairs=[
        # contradictions
        P(
            "contradiction",
            "sites/teaching-apiary.md",
            "sites/sunday-sessions.md",
            "time-moved",
            "Saturday 10:00 vs Sunday 2 pm.",
        ),
        P(
            "contradiction",
            "health/varroa-treatment.md",
            "health/winter-losses-review.md",
            "threshold-changed",
            "Treat above 3 mites per 100 bees vs at 2 per 100.",
        ),
        P(
            "contradiction",
            "swarms/hotline.md",
            "swarms/coordinator-handover.md",
            "owner-changed",
            "Swarm phone with Alun Pryce vs Gwen Halloran.",
        ),
        P(
            "contradiction",
            "extraction/old-dairy-room.md",
            "extraction/honey-house.md",
            "renamed",
            "Extraction room is the Old Dairy vs the Honey House.",
        ),
        P(
            "contradiction",
            "swarms/collection-procedure.md",
            "swarms/no-feeding-first-days.md",
            "policy-reversed",
            "Always feed 1:1 syrup the first evening vs don't feed for 48 hours.",
        ),
        P(
            "contradiction",
            "newsletter/mailchimp.md",
            "newsletter/buttondown.md",
            "tool-switched",
            "Newsletter sent via Mailchimp vs Buttondown.",
        ),
        P(
            "contradiction",
            "equipment/where-kept.md",
            "equipment/store-move.md",
            "location-changed",
            "Loan kit in the allotment shed vs the container at Fenwick Farm.",
        ),
        P(
            "contradiction",
            "committee/roles.md",
            "committee/agm-2026.md",
            "count-changed",
            "Committee of seven vs nine.",
        ),
        P(
            "contradiction",
            "feedback/open-days-families.md",
            "sites/insurance-conditions.md",
            "reworded-conflict",
            "Children ~8+ may come in among the hives vs nobody under sixteen past the gate.",
        ),
        # duplicates
        P(
            "duplicate",
            "sites/smoker-safety.md",
            "feedback/smoker.md",
            "identical",
            "Same smoker text saved twice.",
        ),
        P(
            "duplicate",
            "swarms/ladder-rule.md",
            "swarms/heights.md",
            "same-rule-restated",
            "Two-metre ladder limit restated in the same session.",
        ),
        # decoys
        P(
            "decoy",
            "equipment/loans.md",
            "equipment/extractor-cleaning.md",
            "shared-technology",
            "Both about the extractors: loan terms vs how to clean them.",
        ),
        P(
            "decoy",
            "swarms/ladder-rule.md",
            "swarms/incident-2025-06-cherry-tree.md",
            "rule-vs-incident",
            "Two-metre limit and the four-metre fall that broke it.",
        ),
        P(
            "decoy",
            "swarms/heights.md",
            "swarms/incident-2025-06-cherry-tree.md",
            "rule-vs-incident",
            "Restated height rule and the fall that broke it.",
        ),
        P(
            "decoy",
            "plans/open-questions-2026.md",
            "plans/winter-talks.md",
            "open-questions-vs-settled",
            "Which evening for winter talks? vs settled: second Wednesday, St Mary's hall.",
        ),
        P(
            "decoy",
            "equipment/free-loans-proposal.md",
            "equipment/loans.md",
            "quoted-opinion-rejected",
            "Free loans proposed and voted down; £5 a week stands.",
        ),
        P(
            "decoy",
            "equipment/extractor-cleaning.md",
            "sites/smoker-safety.md",
            "two-donts-different-things",
            "No bleach on the extractor vs never leave a lit smoker.",
        ),
        P(
            "decoy",
            "equipment/extractor-cleaning.md",
            "feedback/smoker.md",
            "two-donts-different-things",
            "No bleach on the extractor vs never leave a lit smoker (copy).",
        ),
        P(
            "decoy",
            "swarms/mileage-2025.md",
            "swarms/mileage-2026.md",
            "superseded-and-successor",
            "35p a mile, marked superseded by 45p a mile.",
        ),
        P(
            "decoy",
            "swarms/hotline.md",
            "swarms/collection-procedure.md",
            "related-consistent",
            "Hotline triage and collection steps; they agree.",
        ),
        P(
            "decoy",
            "equipment/loans.md",
            "equipment/where-kept.md",
            "related-consistent",
            "Loan rules and where the kit is; Fiona hands it over in both.",
        ),
        P(
            "decoy",
            "equipment/loans.md",
            "equipment/store-move.md",
            "related-consistent",
            "Loan rules and the new store; Fiona still has the key.",
        ),
    ],
    questions=[
        Q(
            "What time do the apiary sessions start these days?",
            "sites/teaching-apiary.md",
            "sites/sunday-sessions.md",
        ),
        Q(
            "At what mite count should I be treating my colonies for varroa?",
            "health/varroa-treatment.md",
            "health/winter-losses-review.md",
        ),
        Q(
            "Who do I ring if someone reports a swarm in their garden?",
            "swarms/hotline.md",
            "swarms/coordinator-handover.md",
        ),
        Q(
            "Should I be feeding a swarm on the night I hive it?",
            "swarms/collection-procedure.md",
            "swarms/no-feeding-first-days.md",
        ),
        Q(
            "where's the loan equipment kept now, I need the wax melter",
            "equipment/where-kept.md",
            "equipment/store-move.md",
        ),
        Q(
            "How much does it cost to borrow the extractor and how long can I keep it?",
            "equipment/loans.md",
            "equipment/free-loans-proposal.md",
        ),
        Q(
            "What do we call the extraction room at the farm when people book it?",
            "extraction/old-dairy-room.md",
            "extraction/honey-house.md",
        ),
        Q(
            "How many people sit on the committee at the moment?",
            "committee/roles.md",
            "committee/agm-2026.md",
        ),
        Q(
            "Which service do we use to send out the newsletter?",
            "newsletter/mailchimp.md",
            "newsletter/buttondown.md",
        ),
        Q(
            "Can my ten year old come into the apiary with me on the open day?",
            "sites/insurance-conditions.md",
            "feedback/open-days-families.md",
        ),
        Q(
            "What's the mileage rate collectors can claim for swarm call-outs?",
            "swarms/mileage-2026.md",
            "swarms/mileage-2025.md",
        ),
        Q(
            "Is it alright to use bleach when I clean the extractor before returning it?",
            "equipment/extractor-cleaning.md",
        ),
        Q(
            "Are collectors allowed to go up a ladder to get a swarm?",
            "swarms/ladder-rule.md",
            "swarms/heights.md",
            "swarms/incident-2025-06-cherry-tree.md",
        ),
        Q("Which night are the winter talks on, and where?", "plans/winter-talks.md"),
        Q(
            "brilliant, thanks! and what do I do with the smoker when I've finished?",
            "sites/smoker-safety.md",
            "feedback/smoker.md",
            conversational=True,
        ),
        Q(
            "cheers for that. oh, one more thing — who's the education officer these days?",
            "committee/roles.md",
            "sites/teaching-apiary.md",
            conversational=True,
        ),
        S("Morning! Hope you're keeping well."),
        S("That's lovely, thank you so much."),
        S("Ha, you're a star."),
        S("Right then, let's move on to something else."),
        S("I'll catch you tomorrow, bye for now!"),
        S("hmm, hang on, let me think for a second"),
        S("Just putting the kettle on before we get going."),
    ],
    complete_labels=True,
)
