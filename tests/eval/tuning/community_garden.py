"""An allotment society's agent memory (Hollybrook Lane Allotments): plots, water, compost, sheds.

Style: long chatty paragraphs in English, one paragraph to a line, as an enthusiastic volunteer
writes them; a few terse notes in between.
"""

from tests.eval.dataset import (
    LabelledMemdir,
    questions_in,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

LEAF_MOULD = topic(
    "Leaf mould",
    "Where the autumn leaves go instead of the compost bays",
    "reference",
    """Autumn leaves do NOT go in the compost bays — they rot far too slowly and just clog the whole heap up, every year someone forgets and every year Dev sighs about it. Instead they go into the two old IBC cages by the back fence, the ones with the plastic tanks cut out and chicken wire cable-tied round the metal frames.

Fill one cage this autumn and leave last year's cage to sit quietly. After about two years you get gorgeous crumbly leaf mould, which is the best thing going for seed compost and potting mixes. Bags of leaves from the council's street sweepers are welcome too, but tip them out and check for crisp packets and dog-poo bags first, because honestly you would not believe what turns up.
""",
    updated="2025-10-28",
)

N = {
    "plots/waiting-list.md": topic(
        "Plot waiting list",
        "How the waiting list works and who keeps it",
        "reference",
        """Maureen Dyson on plot 5 keeps the waiting list. She's had it for donkey's years and it lives in a blue hardback notebook plus a spreadsheet her grandson set up for her, so anybody who asks about getting a plot should be pointed to Maureen — catch her at her plot on a Sunday morning or ring her on 07700 900412 (she's lovely but she much prefers a phone call to a text, and she doesn't do email at all).

There are 41 names on the list at the moment and the wait is usually somewhere between eighteen months and two years, although it moves quicker in the autumn when people give up after a bad summer. Offers go strictly in list order, no jumping the queue for friends of the committee (this has caused Words in the past, let's not go there again).

Newcomers get offered a half plot first; if they keep it going for a full season they can ask to step up to a full plot when one comes free. Anyone who turns down two offers goes back to the bottom, which sounds harsh, but Maureen says otherwise people just hold out for the plots near the gate forever.
""",
        updated="2025-04-12",
    ),
    "plots/lettings-handover.md": topic(
        "Lettings",
        "Who deals with plot offers and enquiries from February 2026",
        "project",
        """Big change for anyone enquiring about plots! Tomasz Wren (plot 17, the one with the polytunnel that somehow survived Storm Bert) has taken over lettings, so he looks after the list now and sends out every offer letter. Maureen has stepped back after her hip operation and is just enjoying her dahlias, bless her, so please stop sending people round to her plot.

Tomasz has put everything onto the society's lettings email address and he'd honestly much rather people email than phone, he works shifts and can't pick up. He promises a reply within a week. He's keen to get the empty half plots on the east side let before the May planting rush, so if someone's been waiting a while it's worth them dropping him a line now.
""",
        updated="2026-02-03",
        nested=True,
        session="c7d1e0a4-2b61-4f0e-9c3a-6a0d2f1b8e55",
    ),
    "plots/neglect-walkround.md": topic(
        "June walkround",
        "How the June inspection decides whether a plot is neglected",
        "feedback",
        """Every June two committee members walk every single plot with the clipboard and the site plan, and this is the one bit of allotment life that makes people properly nervous, so it's worth getting the details right when members ask me about it.

The rule we've always worked to: a plot gets a 'please tidy up' letter if more than half of it is uncultivated. That means weeds, couch grass, brambles, piles of rubbish, carpet, that sort of thing. Paths and a sensible shed-and-compost corner don't count against you, and neither does green manure as long as it has obviously been sown on purpose rather than being a lovely crop of docks.

After the letter people have 28 days to show some progress, then there's a second look, and only after that does the committee even talk about ending a tenancy. To be fair most people sort it out well within the 28 days, and anyone who's poorly or has a family thing going on just needs to tell the committee and the clock stops.
""",
        updated="2025-06-02",
    ),
    "plots/inspection-2026.md": topic(
        "2026 inspections",
        "What counts as neglected at this summer's walkround",
        "project",
        """Heads up for the summer: the committee agreed in March that this year's walkround is going to be stricter, because with the waiting list as long as it is it just feels unfair to leave plots sitting under bindweed while people wait two years. If a third of a plot has gone to weeds or simply isn't being grown on, that's now enough for the tidy-up letter.

Fiona's putting a piece about it in the spring newsletter so nobody gets caught out. The 28 days to make progress is unchanged, and illness or caring responsibilities still pause everything — nobody's trying to be heartless here, we just want the site growing.
""",
        updated="2026-05-20",
    ),
    "committee/members-2025.md": topic(
        "Committee 2025",
        "Who sits on the society committee",
        "reference",
        """After the 2025 AGM the committee is seven people, which is what the constitution has said for as long as anybody can remember: Priya Nair (chair), Ken Adeyemi (treasurer), Sheila Brough (secretary), and four ordinary members — Gerald Fenwick, Bob Marsh, Fiona Lloyd and Dev Sandhu.

Meetings are in the pavilion in the evenings, there is always a biscuit tin and if we're lucky it has Sheila's flapjack in it. If a member wants something raised, they can grab any of the seven on site or pop a note in the box on the pavilion door and it'll go on the next agenda.
""",
        updated="2025-03-15",
    ),
    "committee/agm-2026.md": topic(
        "AGM March 2026",
        "What the 2026 AGM decided",
        "project",
        """Bit of a marathon AGM this year (two and a half hours, and the urn ran dry before the accounts!) but here are the bits that actually matter for members.

First, the constitution change went through: from now on the committee is five — the three officers plus two ordinary members — because we could never get seven people to the same meeting and we kept being inquorate. Gerald and Dev stood down with lots of thanks, and Bob and Fiona stay on as the ordinary members.

Second, Gerald's motion to let plotholders keep up to three hens each was debated at great length and voted down, 31 against to 12 for. People were worried about rats, about who'd feed them when somebody's on holiday, and about the foxes that live along the railway embankment. So nothing changes on that front, whatever the chap on plot 9 keeps telling people.

Third, a massive thank you to Ken for the accounts: we're about £640 in surplus and that's going towards new fencing along the railway side.
""",
        updated="2026-03-10",
    ),
    "site/animals.md": topic(
        "Animals on plots",
        "Which animals members may keep on site",
        "feedback",
        """Members ask about this every single spring, usually right after they've watched a programme about self-sufficiency. The tenancy agreement says no livestock on the plots, full stop, with one exception: bees, and only with the committee's say-so, a named beekeeper who has done the basic course, and the hives set well back from the paths.

So no hens, no ducks, no rabbits and no goats (yes, somebody really did ask about a goat). Cats and dogs visiting with their owners are fine, as long as dogs are on a lead and nobody is digging up anyone's carrot bed.
""",
        updated="2025-05-08",
    ),
    "site/livestock.md": topic(
        "Livestock rule",
        "Tenancy rule on keeping animals",
        "reference",
        """Keeping animals: the tenancy bans livestock on site. Only exception is honeybees — needs committee approval, a trained keeper named on the form, and hives placed away from the paths. Poultry, rabbits, goats etc. are all out. Dogs can come with their owner if they're kept on a lead.
""",
        updated="2025-05-08",
    ),
    "site/bonfires.md": topic(
        "Bonfires",
        "When members may burn things on site",
        "feedback",
        """Bonfires only between 1 November and 31 March, never in the growing season. The houses on Marlow Road back right onto the site and there were complaints to the council a few years ago about smoke on washing days, so from April to October there's no burning at all, not even a little one.

In the winter months you can burn dry woody stuff in a proper incinerator bin — not a heap on the ground — and not when the wind is blowing towards the houses. Never leave a fire on its own and always keep a full can of water next to it.
""",
        updated="2025-04-01",
    ),
    "site/bonfire-incident-july.md": topic(
        "Plot 31 fire",
        "What happened with the fire on plot 31 last July",
        "project",
        """Sunday 13 July, mid-afternoon: the new tenant on plot 31 (very apologetic afterwards, poor lad) lit a big heap of dried bindweed and old pallet wood right in the middle of the plot. The smoke went straight over the Marlow Road gardens, a neighbour rang 999 and a fire engine came bumping down the track, which was quite the spectacle for the Sunday crowd.

No damage, thank goodness. Priya went round on the Monday to explain things kindly, Sheila sent the formal reminder letter, and she wants it written down here in case the council gets in touch.
""",
        updated="2025-07-14",
    ),
    "site/gate-key.md": topic(
        "Spare gate key",
        "Where the spare key for the main gate is kept",
        "reference",
        """If somebody locks their key in their shed or turns up without it (happens about once a fortnight, we've all done it), the spare key for the main gate is in the little grey key safe screwed to the pavilion wall, round the side by the water butt. The code is 4417.

Only give the code to paid-up members; the committee would rather we didn't read it out over the phone to someone we don't know.
""",
        updated="2025-04-05",
    ),
    "site/key-safe-gone.md": topic(
        "After the pavilion break-in",
        "Getting into the site when you've forgotten your key",
        "project",
        """Horrible weekend — someone prised the key safe clean off the pavilion wall and had a go at the pavilion door while they were at it (nothing taken, the padlock held). We're not putting another one up.

The spare gate key is with Bob Marsh on plot 22 from now on. He's on site most days; otherwise knock at 14 Rookery Close, his house is the one at the end of the track with the gnome. Ring Bob on 07700 900318 if you're stuck on the wrong side of the gate.
""",
        updated="2026-02-16",
        nested=True,
        session="5e9b2c1d-77a0-4d3b-8f62-0b4e9a1c3d27",
        modified="2026-02-16T19:42:00Z",
    ),
    "site/portaloo.md": topic(
        "Toilet",
        "The site loo",
        "reference",
        """Site toilet = portaloo from Loos4U next to the car park, emptied every other Thursday. Loo roll in the pavilion cupboard; if you use the last one, tell Sheila.
""",
        updated="2025-03-02",
        extra={"status": "superseded", "superseded_by": "site/compost-toilet.md"},
    ),
    "site/compost-toilet.md": topic(
        "Compost toilet",
        "The composting loo by the car park",
        "reference",
        """We've cancelled the Loos4U contract, hurrah! Dev and Bob built a proper two-chamber composting toilet right where the portaloo used to stand, and it's genuinely lovely — a little window, a coat hook and a jam jar of sweet peas in summer. A scoop of sawdust after every use, lid down, and the chambers swap over every twelve months.

What comes out of it never, ever goes near the communal compost bays or anybody's veg. The full chamber is sealed and left for two whole years before Dev deals with it, and he has a separate set of gloves and a shovel that live in there and nowhere else.
""",
        updated="2025-09-30",
    ),
    "water/rota.md": topic(
        "Water rota",
        "How the evening trough filling is shared out",
        "project",
        """From May to the end of September the mains water is switched on, and we run a rota so that the six concrete troughs get topped up every evening without one poor soul doing it every night of the summer.

Two volunteers cover each evening: one opens the stopcock in the pit by the pavilion and watches the float valves fill the troughs, then shuts it off again; the other walks the site checking nobody has left a tap dribbling or a trough overflowing.

The rota lives on a Doodle poll that Ken sets up in April, and everybody signs up for at least three evenings over the season. If you can't make your evening, swap with someone and change the Doodle so Ken knows who's actually on.
""",
        updated="2025-04-22",
    ),
    "water/rota-sheet.md": topic(
        "Rota sign-up 2026",
        "Where to put your name down for watering evenings",
        "project",
        """The water rota has come off Doodle. It kept losing people's slots when they edited them on their phones, and last August two evenings ended up with nobody on at all and the troughs ran dry in the heatwave.

Ken's made a Google Sheet instead: one row per evening, pop your name in a column and that's you booked. The link is pinned at the top of the members' WhatsApp group and there's a printed QR code on the pavilion noticeboard. Still at least three evenings each over the season, please!
""",
        updated="2026-04-08",
    ),
    "water/cans-only.md": topic(
        "Watering",
        "How members are allowed to water their plots",
        "feedback",
        """Watering cans only, filled from the troughs or the rainwater tanks. Nobody fixes anything to the taps, the standpipes or the trough inlets — not a hose, not a splitter, not a timer — because the water bill is shared and one sprinkler left on overnight costs more than the whole site uses in a week. The committee is very firm about this one; it's in the tenancy agreement in bold.
""",
        updated="2025-05-02",
    ),
    "water/irrigation-addon.md": topic(
        "Drip lines",
        "The paid irrigation option for plotholders",
        "project",
        """New this season and people are really excited: plotholders who pay the £15 irrigation supplement with their rent can run a soaker hose or a drip kit off standpipe C, the one by the east gate. It has to be between 6 and 8 in the morning and on a proper timer with an automatic shut-off.

Ken is keeping the list of who has paid so he can check. Brilliant news for the people with long working days who just can't get down in the evenings with cans.
""",
        updated="2026-03-14",
    ),
    "water/ibc-tanks.md": topic(
        "Rainwater tanks",
        "The IBC tanks along the top path",
        "reference",
        """There are four IBC tanks along the top path, a thousand litres each, plumbed into the gutters on the pavilion and the two sheds, so they fill up whenever it rains. They're for everyone: dip your cans in or use the little taps at the bottom, and please use them before the mains troughs, because rainwater is free and the plants like it better anyway.

In a heatwave they run dry and then they just stay empty until it rains — nobody tops them up from the mains, that'd defeat the whole point. The frames from the two old tanks that cracked got reused as leaf mould cages, waste not want not.
""",
        updated="2025-06-10",
    ),
    "compost/bays.md": topic(
        "Compost bays",
        "How the three communal compost bays work",
        "feedback",
        """The three big pallet bays behind the pavilion are the communal compost, and the system is simple once you've got your head round it: bay 1 is the one being filled, bay 2 is resting, bay 3 is ready and anyone can help themselves to a barrowful or two.

Every Monday morning Dev collects the tubs of used coffee grounds from the Bean Counter café on the high street and tips them into bay 1 — always, every week without fail, because the grounds are brilliant for getting a heap going and the café is delighted to be rid of them.

Bay 1 gets turned into bay 2 at a work party in spring and again in autumn, which is a sweaty job but very satisfying.
""",
        updated="2025-03-20",
    ),
    "compost/coffee-grounds.md": topic(
        "Café grounds",
        "Why the Monday collection from the Bean Counter ended",
        "feedback",
        """We've stopped the Monday run to the Bean Counter. The last few tubs were full of plastic — those little lids, stirrers, even a whole cup once — and picking it all out of the heap was taking Dev longer than the collection itself.

So no more café grounds into the bays, and if anyone offers to start picking them up again, thank them nicely and say no. Members' own coffee grounds from home are still fine in small amounts.
""",
        updated="2026-01-19",
    ),
    "compost/dont-compost.md": topic(
        "What not to compost",
        "Keep diseased material out of the communal bays",
        "feedback",
        """Please, please don't put anything with clubroot, white rot or blight into the communal compost bays. The heaps don't get hot enough to kill it and we end up spreading it round the whole site in the spring.

That means brassica roots from infected plots, onions and garlic with white rot, and blighted potato and tomato haulm. Bag it up and take it to the tip, or keep it till winter and burn it in an incinerator bin once burning's allowed again. Same goes for perennial weed roots like bindweed and couch: they go in the black drowning barrels, not the bays.
""",
        updated="2025-09-03",
    ),
    "compost/leaf-mould.md": LEAF_MOULD,
    "compost/leafmould-bins.md": LEAF_MOULD,
    "tools/shed.md": topic(
        "Tool shed",
        "What's in the shared tool shed and how to borrow",
        "reference",
        """The shared tools are in Shed 2, the big green one halfway down the main track (Shed 1 by the gate is the seed store and the committee's bits and bobs). Inside there's the petrol rotavator, two strimmers, the hedge trimmer, long-handled loppers, a stack of wheelbarrows and an absolute forest of forks and spades.

Anyone can borrow: write your name and plot number in the book on the hook and bring things back the same day. The rotavator has to be booked with Gerald first, because it needs the right fuel mix and he likes to give it a once-over.
""",
        updated="2025-04-19",
    ),
    "tools/dots-shed.md": topic(
        "Dot's Shed",
        "The new name of the shared tool shed",
        "project",
        """Lovely little ceremony on Saturday: the shared tool shed is now officially Dot's Shed, in memory of Dorothy Hale, who ran this site for thirty years and kept half of it in tools out of her own pocket. Her daughter unveiled a hand-painted sign over the door and there wasn't a dry eye.

Please call it Dot's Shed in the newsletter, on the noticeboard and when you're giving directions from now on. 'Shed 2' is retired — the new members wouldn't know what we meant by it anyway.
""",
        updated="2025-11-09",
        aliases=["Dots Shed"],
    ),
    "events/work-parties.md": topic(
        "Work parties",
        "When the monthly work party happens",
        "project",
        """Work parties are the first Saturday of every month, 10 till 1, meeting at the pavilion. That's where the big jobs get done — cutting back the hedges along the railway, clearing empty plots before they're let, fixing paths — and there's always tea and usually somebody's cake.

Members are asked to come to at least four a year. It's not policed, but people notice!
""",
        updated="2025-05-05",
    ),
    "events/last-sunday.md": topic(
        "Work party day",
        "The new day for the monthly work party",
        "project",
        """From February work parties will be on the last Sunday of the month, 2 till 5. So many of the younger plotholders work Saturdays or have kids at football that we were getting the same eight faces every single time. We'll try it for the year and see how it goes. Tea and cake carry on exactly as before, obviously.
""",
        updated="2026-01-26",
    ),
    "events/plant-sale-questions.md": topic(
        "Plant sale — to decide",
        "Open questions for the 2026 plant sale",
        "project",
        """Things we still need to pin down for the plant sale, so I don't forget to chase people:

- Can we take cards this year, or is it cash only again? (We lost a fair few sales last year when people had no change.)
- Which Saturday in May? Priya fancies the 16th but it might clash with the school fair.
- Do we let the WI have a cake table and split the takings?
- Who's doing the float and the till?
- Where does the money go — the fencing fund or the children's plot?
""",
        updated="2026-01-30",
    ),
    "events/plant-sale-2026.md": topic(
        "Plant sale 2026",
        "Date and set-up for this year's plant sale",
        "project",
        """Plant sale is sorted! Saturday 16 May, 10 till 1, on the grass by the gates (the school fair turned out to be the week after, so no clash). Ken has bought a SumUp card reader, so we can take cards and contactless at long last, and he's doing the float as well.

Please start pricking out your spare tomatoes, courgettes and herbs now and bring them along in pots with labels on. Every penny goes to the railway fencing fund.
""",
        updated="2026-03-25",
    ),
}

FILES = with_index(
    N,
    title="Hollybrook Lane Allotments — memory",
    sections={
        "plots/": "Plots and lettings",
        "committee/": "Committee",
        "site/": "Site rules",
        "water/": "Water",
        "compost/": "Compost",
        "tools/": "Tools",
        "events/": "Events",
    },
)


Q, S = questions_in("en")


MEMDIR = LabelledMemdir(
    name="community_garden",
    half="tuning",
    language="en",
    domain="allotment / community garden society",
    style="long chatty paragraphs, one paragraph per line, a few terse notes and a list",
    files=FILES,
    pairs=[
        # contradictions
        P(
            "contradiction",
            "plots/waiting-list.md",
            "plots/lettings-handover.md",
            "owner-changed",
            "Maureen keeps the waiting list vs Tomasz looks after the list and offers now.",
        ),
        P(
            "contradiction",
            "plots/neglect-walkround.md",
            "plots/inspection-2026.md",
            "threshold-changed",
            "Letter when more than half is uncultivated vs when a third has gone to weeds.",
        ),
        P(
            "contradiction",
            "committee/members-2025.md",
            "committee/agm-2026.md",
            "count-changed",
            "Committee of seven vs five after the constitution change.",
        ),
        P(
            "contradiction",
            "tools/shed.md",
            "tools/dots-shed.md",
            "renamed",
            "Tool shed called Shed 2 vs officially Dot's Shed, 'Shed 2' retired.",
        ),
        P(
            "contradiction",
            "compost/bays.md",
            "compost/coffee-grounds.md",
            "policy-reversed",
            "Café grounds into bay 1 every Monday, always vs collection stopped, say no.",
        ),
        P(
            "contradiction",
            "water/rota.md",
            "water/rota-sheet.md",
            "tool-switched",
            "Water rota on a Doodle poll vs a Google Sheet.",
        ),
        P(
            "contradiction",
            "site/gate-key.md",
            "site/key-safe-gone.md",
            "location-changed",
            "Spare gate key in the key safe on the pavilion wall vs with Bob on plot 22.",
        ),
        P(
            "contradiction",
            "events/work-parties.md",
            "events/last-sunday.md",
            "time-moved",
            "First Saturday 10-1 vs last Sunday 2-5.",
        ),
        P(
            "contradiction",
            "water/cans-only.md",
            "water/irrigation-addon.md",
            "reworded-conflict",
            "Nothing attached to taps or standpipes vs paid-up members run a drip line off standpipe C.",
        ),
        # duplicates
        P(
            "duplicate",
            "compost/leaf-mould.md",
            "compost/leafmould-bins.md",
            "identical",
            "The leaf mould note saved twice, word for word.",
        ),
        P(
            "near-duplicate",
            "site/animals.md",
            "site/livestock.md",
            "paraphrased",
            "Same livestock rule (bees only, with approval) told chatty vs terse.",
        ),
        # decoys
        P(
            "decoy",
            "water/ibc-tanks.md",
            "compost/leaf-mould.md",
            "shared-technology",
            "IBCs as rainwater tanks vs old IBC cages used for leaf mould.",
        ),
        P(
            "decoy",
            "water/ibc-tanks.md",
            "compost/leafmould-bins.md",
            "shared-technology",
            "IBCs as rainwater tanks vs old IBC cages used for leaf mould.",
        ),
        P(
            "decoy",
            "site/compost-toilet.md",
            "compost/bays.md",
            "shared-technology",
            "Composting toilet chambers vs the communal compost bays; kept apart.",
        ),
        P(
            "decoy",
            "site/bonfires.md",
            "site/bonfire-incident-july.md",
            "rule-vs-incident",
            "No burning April-October vs the July fire on plot 31 that broke it.",
        ),
        P(
            "decoy",
            "events/plant-sale-questions.md",
            "events/plant-sale-2026.md",
            "open-questions-vs-settled",
            "Cards or cash, which Saturday? vs 16 May with a SumUp reader.",
        ),
        P(
            "decoy",
            "site/animals.md",
            "committee/agm-2026.md",
            "quoted-opinion-rejected",
            "No livestock but bees vs Gerald's three-hens motion, voted down.",
        ),
        P(
            "decoy",
            "site/livestock.md",
            "committee/agm-2026.md",
            "quoted-opinion-rejected",
            "No poultry rule vs the hens motion that was voted down.",
        ),
        P(
            "decoy",
            "site/bonfires.md",
            "compost/dont-compost.md",
            "two-donts-different-things",
            "No bonfires in summer vs no diseased material in the bays (burn it in winter).",
        ),
        P(
            "decoy",
            "site/portaloo.md",
            "site/compost-toilet.md",
            "superseded-and-successor",
            "Loos4U portaloo (superseded) vs the compost toilet that replaced it.",
        ),
        P(
            "decoy",
            "water/rota.md",
            "water/cans-only.md",
            "related-consistent",
            "Rota fills troughs via float valves; members water with cans. No conflict.",
        ),
        P(
            "decoy",
            "water/rota.md",
            "water/ibc-tanks.md",
            "related-consistent",
            "Mains troughs on the rota vs rainwater tanks nobody tops up; they agree.",
        ),
        P(
            "decoy",
            "water/ibc-tanks.md",
            "water/cans-only.md",
            "related-consistent",
            "Both say fill cans from the tanks or troughs.",
        ),
        P(
            "decoy",
            "compost/bays.md",
            "compost/dont-compost.md",
            "related-consistent",
            "How the bays work and what must stay out of them.",
        ),
        P(
            "decoy",
            "compost/coffee-grounds.md",
            "compost/dont-compost.md",
            "related-consistent",
            "Both keep things out of the bays (plastic-laden grounds, diseased material).",
        ),
        P(
            "decoy",
            "compost/bays.md",
            "compost/leaf-mould.md",
            "related-consistent",
            "Leaves go to the cages, not the bays; consistent with how the bays work.",
        ),
        P(
            "decoy",
            "compost/bays.md",
            "compost/leafmould-bins.md",
            "related-consistent",
            "Leaves go to the cages, not the bays; consistent with how the bays work.",
        ),
        P(
            "decoy",
            "committee/agm-2026.md",
            "events/plant-sale-2026.md",
            "related-consistent",
            "Surplus and plant-sale takings both go to the railway fencing.",
        ),
    ],
    questions=[
        Q(
            "Who should I talk to about getting a plot off the waiting list?",
            "plots/waiting-list.md",
            "plots/lettings-handover.md",
        ),
        Q(
            "how overgrown does a plot have to get before the committee sends the tidy up letter",
            "plots/neglect-walkround.md",
            "plots/inspection-2026.md",
        ),
        Q(
            "When are the work parties happening now?",
            "events/work-parties.md",
            "events/last-sunday.md",
        ),
        Q(
            "Where's the spare gate key kept these days? I've locked mine in the shed again",
            "site/gate-key.md",
            "site/key-safe-gone.md",
        ),
        Q(
            "Am I allowed to use a hose on my plot or is it still watering cans only?",
            "water/cans-only.md",
            "water/irrigation-addon.md",
        ),
        Q(
            "where do i sign up for my evenings on the water rota",
            "water/rota.md",
            "water/rota-sheet.md",
        ),
        Q(
            "Are we still getting the coffee grounds from the café for the compost?",
            "compost/bays.md",
            "compost/coffee-grounds.md",
        ),
        Q(
            "What's the tool shed called now, and what can I borrow from it?",
            "tools/shed.md",
            "tools/dots-shed.md",
        ),
        Q(
            "Can I keep a few chickens on my allotment?",
            "site/animals.md",
            "site/livestock.md",
            "committee/agm-2026.md",
        ),
        Q(
            "What date is the plant sale and will people be able to pay by card?",
            "events/plant-sale-2026.md",
            "events/plant-sale-questions.md",
        ),
        Q(
            "How many people are on the committee at the moment?",
            "committee/members-2025.md",
            "committee/agm-2026.md",
        ),
        Q(
            "what happened with that fire on plot 31 last summer?",
            "site/bonfire-incident-july.md",
            "site/bonfires.md",
        ),
        Q(
            "What am I not supposed to put in the communal compost?",
            "compost/dont-compost.md",
            "compost/bays.md",
            "compost/coffee-grounds.md",
        ),
        Q(
            "Where do all the autumn leaves go?",
            "compost/leaf-mould.md",
            "compost/leafmould-bins.md",
        ),
        Q(
            "is there still a portaloo on site or what do we do for a toilet?",
            "site/compost-toilet.md",
            "site/portaloo.md",
        ),
        Q(
            "brilliant, thanks! and when am I actually allowed to have a bonfire then?",
            "site/bonfires.md",
            conversational=True,
        ),
        Q(
            "ta for that — oh, and where does the water in the big tanks on the top path come from?",
            "water/ibc-tanks.md",
            conversational=True,
        ),
        S("morning!"),
        S("you're a star, that was really helpful"),
        S("thanks ever so much"),
        S("ok, moving on"),
        S("see you at the weekend then"),
        S("hmm, hang on, let me think a sec"),
        S("lovely day for it isn't it"),
    ],
    complete_labels=True,
)
