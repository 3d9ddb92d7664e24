# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""Memory of an amateur theatre company's panto: rambling director recaps, terse SM checklists."""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    # --- People -----------------------------------------------------------------------------
    "people/committee-2025.md": topic(
        "Committee 2025–26",
        "Who holds which job on the Wendlebury Players committee after the September AGM",
        "reference",
        """Elected at the AGM, Sat 20 Sept 2025 (back room of the Plough, 11 members present).

| Role | Who | Contact |
|---|---|---|
| Chair | Malcolm Pryce | 07700 900118 |
| Treasurer (also comps & floats) | Sue Hathaway | treasurer@wendleburyplayers.org.uk |
| Secretary | Janet Oyelaran | secretary@wendleburyplayers.org.uk |
| Safeguarding lead | Fiona Reid | 07700 900377 |
| Front of house | Pat Dunmore | |
| Bar | Keith Lomax | |
| Props | Tony Weller | |
| Wardrobe | Brenda Cole | |
| Tech & lighting | Rhys Evans | |

Gill Marsh (director, Aladdin) and Dev Okafor (SM) sit in as production reps, non-voting.
""",
        aliases=["committee", "who does what"],
        updated="2025-09-21",
    ),
    "people/gill.md": topic(
        "Working with Gill",
        "How the director likes to be contacted and how she gives notes",
        "user",
        """Gill (director) reads everything, so long emails are fine — she'd genuinely rather
have the whole story than a one-liner. Prefers a phone call to a text if it's urgent.
Gives actors their notes in person at the end of the evening; she won't put acting notes in
the cast chat ("it's a rehearsal, not a public flogging").
""",
        updated="2025-09-02",
    ),
    "people/dev.md": topic(
        "Working with Dev (SM)",
        "How the stage manager wants requests sent",
        "user",
        """Dev: requests go in the SM WhatsApp group. One line per item. No essays.
Not phone calls in work hours (he's on shift at the depot).
Props questions → Tony, not Dev.
""",
        updated="2025-09-02",
    ),
    # --- Shows ------------------------------------------------------------------------------
    "shows/aladdin.md": topic(
        "Aladdin (panto 2025)",
        "The Christmas panto at a glance: dates, team, cast size",
        "project",
        """Aladdin — Wendlebury Players Christmas panto 2025, Corn Exchange.

Performances (5): Thu 4 Dec 7pm, Fri 5 Dec 7pm, Sat 6 Dec 2pm + 7pm, Sun 7 Dec 2pm.
Get-in Tue 2 Dec, tech Tue night, dress Wed 3 Dec.

Team: director Gill Marsh, SM Dev Okafor, MD Hannah Price, choreo Leanne Brook.
Cast: 14 adults + 16 juniors (ages 8–15).
Leads: Aladdin — Ellie Vance; Widow Twankey — Malcolm Pryce; Abanazar — Graham Tull;
Princess Jasmine — Priya Nair; Wishee Washee — Sam Cutts.
""",
        aliases=["the panto", "panto 2025"],
        updated="2025-09-08",
    ),
    "shows/panto-open-questions.md": topic(
        "Panto 2025 — things to decide",
        "Open questions from the May committee about the Christmas panto",
        "project",
        """Still to decide for the panto (committee, 12 May):
- Church hall or the Corn Exchange? Depends on the quote and whether we'd fill it.
- Four performances or five?
- Ticket prices — do we dare go over a tenner for adults?
- Flying carpet: how, without a flying rig (Malcolm: "we are NOT hiring Flying by Foy")
- Child performance licences — who applies and when?
""",
        updated="2025-05-13",
    ),
    # --- Rehearsals --------------------------------------------------------------------------
    "rehearsals/panto-schedule.md": topic(
        "Aladdin rehearsal schedule",
        "When and where panto rehearsals happen",
        "reference",
        """Aladdin rehearsals — from Tue 9 Sept, St Michael's church hall:
- Tuesdays: juniors 6:00–7:15, adults 7:30–9:30
- Thursdays: adults 7:30–9:30
- Sundays 2–5pm from 2 Nov (full company)
Hall keys from Mrs Dobbs (verger), back by 10pm.
""",
        aliases=["rehearsal calendar", "rehearsal nights"],
        updated="2025-09-01",
    ),
    "rehearsals/wednesday-switch.md": topic(
        "Thursday rehearsals move to Wednesday",
        "The Thursday adult rehearsal is now on Wednesdays",
        "feedback",
        """From Wed 8 Oct the Thursday adults' rehearsal moves to Wednesdays, same times
(7:30–9:30), same hall. St Michael's have let Thursdays to a Pilates class for the autumn.
Tuesdays and the Sunday sessions don't change.
""",
        updated="2025-10-02",
    ),
    "rehearsals/recap-2025-09-23.md": topic(
        "Rehearsal recap Tue 23 Sept",
        "Gill's write-up of the first full Act 1 evening",
        "project",
        """Tuesday 23rd — first proper go at Act 1 with everybody in the room

Well! What an evening. Heating off in St Mike's AGAIN — Mrs Dobbs swears she set the timer,
I swear she didn't, so we all kept our coats on until the market scene, which honestly helped
with the Peking-in-winter look (is it winter in Peking in our version? must ask Malcolm, he's
been stuffing the script with local jokes again and I've lost track of the weather).

Juniors, 6 till quarter past seven: Leanne took them through the laundry number, the first
32 bars anyway. The little ones in the front row are going to steal the entire show and I
for one welcome it. Parents — please can pick-up be at the door and not in the kitchen, the
urn is lethal.

Adults from half seven:
- Blocked Act 1 sc 1–3. Twankey's entrance: Malcolm wants to come through the audience, which
  in the church hall means climbing over the front row; at the Corn Exchange there's a proper
  centre aisle, so we'll block it for there and just mime it here.
- The Genie of the Ring. No smoke, no haze at the Corn Exchange (their detectors can't be
  switched off, Lorna was very firm) so Rhys is going to do "something clever with a flash and
  a blackout". I am told it will be magical. We shall see.
- Tony brought the lamp. It is a gravy boat sprayed gold. It's perfect. Nobody tell his wife.
- Ellie is already off-book for scene 1, which is showing off and I love her for it.

Biscuits: whoever brought the Bourbons, thank you. Whoever brought the rich teas, we need to
talk.

Next time: Act 1 sc 4–6 and the cave, so Abanazar please bring your cloak, Graham, because
swishing is half the character.
""",
        updated="2025-09-24",
    ),
    "rehearsals/recap-2025-10-14.md": topic(
        "Rehearsal recap Tue 14 Oct",
        "Gill's notes from the Act 2 evening, carpet, frocks and assorted news",
        "project",
        """Tuesday 14 Oct — Act 2 and The Carpet

Right, sit down, it's a long one, I had two cups of tea and a thought.

1. The flying carpet. We are not flying it (see every committee meeting since May). It is now
   a sack trolley with a rug, a black drape and Sam underneath pushing, and when Dev killed the
   working lights and Rhys brought up the blue, half the juniors gasped, so: it works. Sam,
   knee pads, I'm begging.
2. Malcolm had his first frock fitting with Brenda. There are going to be six frocks. Six. One
   is a washing machine. I wasn't consulted and I'm glad.
3. Slave of the Lamp number — still messy on the turn, Leanne wants the adults in early on
   Sunday the 2nd for twenty minutes, she'll confirm.
4. Boring admin bit: Malcolm says (committee, Sunday) everyone gets four comps this time,
   because we've 280 seats a night to fill rather than 90 — so tell your nans and your nans'
   friends. Still not the Saturday night though, Sue says that's nearly gone already, which is
   thrilling and slightly terrifying.
5. Priya and Ellie's duet — gorgeous, Hannah's moved it down a tone and it sits so much better.
6. Someone has left a single wellington in the hall cupboard. It has been there since
   Blithe Spirit. Claim it or it becomes a prop.

Overall? Act 2 is a shambles but a hopeful shambles. Lovely work, all.
""",
        updated="2025-10-15",
    ),
    "rehearsals/recap-2025-10-21.md": topic(
        "Rehearsal recap Tue 21 Oct",
        "Gill's recap of the Act 1 stagger-through and juniors' measuring",
        "project",
        """Tues 21st — stagger-through, Act 1

Started late (my fault, the bypass, don't ask) but we got all the way through Act 1 with only
two stops, one of which was for Twankey's wig coming off in the mangle, and I'm inclined to
keep that.

- Brenda measured all sixteen juniors in the break. Military operation, clipboards, a tape
  measure she has had since 1987. Costumes for the Peking townsfolk are coming from store,
  the dragon is being made, and the dragon is SECRET.
- Keith popped in during the break with his bar hat on: the Corn Exchange are fine with
  people taking drinks in with them for the panto as long as it's all in the polycarbonate
  tumblers, so no more interval stampede to finish a glass of wine in four minutes. He's
  ordered 300 of the things. He was very pleased with himself.
- Graham's "I'll be back" ad-lib: no. It was funny once.
- Cave scene lights — Rhys says green for the cave, I said purple, we compromised on green.
- Juniors were absolute stars in the market scene, all in the right place, nobody cried.

Notes given at the end for everyone else. Brilliant stuff. Go home, drink water.
""",
        updated="2025-10-22",
    ),
    "rehearsals/recap-2025-10-28.md": topic(
        "Rehearsal recap Tue 28 Oct",
        "Gill's recap of the half-term Act 2 run",
        "project",
        """Tue 28th, half term, Act 2 run

Smaller crowd with half the juniors in Cornwall or Center Parcs or wherever, but we ran Act 2
top to bottom, and — I'm going to say it — it's a show.

Asides, in no particular order, because I've had a long day:
- Rhys came and sat at the back with his laptop plotting cues. He won't be doing the shows
  himself this year: Carys (his daughter, seventeen, frankly scarily competent) is on the
  desk for all five performances and Rhys is doing the plotting beforehand and then, in his
  words, "sitting in the bar like a proud dad". Be nice to Carys. She has the power of
  blackout.
- The new LED pars have arrived and they are SO much brighter than the old cans, the
  palace scene finally looks like a palace and not a bus shelter.
- Twankey's laundry slosh scene: we are using real water in the Corn Exchange, Dev has
  a mop plan. There will be a splash zone, Pat's putting a note on the seating plan.
- Sam's carpet trolley now has a squeak. Tony has WD-40. Peace restored.
- Hannah needs everyone singing Act 2 finale words properly — "something, something, Peking"
  is not a lyric.

Lovely evening. Sunday sessions start next week!
""",
        updated="2025-10-29",
    ),
    # --- Venues -----------------------------------------------------------------------------
    "venue/corn-exchange.md": topic(
        "The Corn Exchange",
        "Rooms, capacity, contacts and house rules at the Corn Exchange",
        "reference",
        """Wendlebury Corn Exchange, Market Square.
- Main hall: 280 seats, raked, proper stage with wings, centre aisle
- Upstairs: the Assembly Room (can be a big dressing room or green room)
- 2 dressing rooms backstage, cellar bar
- Duty manager: Lorna Fitch, 01632 960455
- Get-in through the Sheep Street loading door; van can park there 2 hrs max

House rules (Lorna):
- no haze, no smoke machines, no dry ice — the detectors can't be isolated
- no naked flame on stage, not even a candle
- no screws into the stage floor, stage weights only
- we can run our own bar on their premises licence
""",
        aliases=["the Exchange", "CE", "Corn Exchange"],
        updated="2025-06-12",
    ),
    "venue/ferrars-room.md": topic(
        "Corn Exchange upstairs room name",
        "The upstairs room at the Corn Exchange has a new name",
        "feedback",
        """The upstairs room at the Corn Exchange is now called the Ferrars Room (Ferrars & Sons
solicitors paid for the refurb). Use that name on bookings, call sheets and signs — Lorna
says nobody downstairs will know what "the Assembly Room" means any more.
""",
        updated="2025-09-30",
    ),
    "venue/venue-decision.md": topic(
        "Panto venue decision",
        "Why the panto goes to the Corn Exchange and the spring play stays at the church hall",
        "project",
        """Decided at committee, 14 June: Aladdin goes to the Corn Exchange.

| | St Michael's church hall | Corn Exchange |
|---|---|---|
| Seats | about 90 | 280 |
| Cost for show week | ~£600 (£14/hr) | £1,860 (Tue 2 – Sun 7 Dec) |
| Stage | end of the hall, no wings | proper stage, wings, get-in door |
| Bar | urn and a trestle | cellar bar |
| Break-even (5 shows) | n/a | about 45% full |

Spring play stays at St Michael's as always. Rehearsals for everything stay at St Michael's.
Deposit for the Exchange goes to Sue to pay.
""",
        updated="2025-06-15",
    ),
    "venue/corn-exchange-for-spring.md": topic(
        "Idea: spring play at the Corn Exchange too",
        "Malcolm's suggestion to move the spring play as well, and what committee said",
        "project",
        """Malcolm (June): "If we're going to the Exchange for the panto, let's do the spring
play there too — we'd double the audience overnight."

Committee: no. Nearly two grand for the week, and a four-hander in March won't fill 280 seats
whatever we do. Spring play stays at St Michael's. Maybe look again once we've seen how the
panto sells.
""",
        updated="2025-06-15",
    ),
    "venue/corn-exchange-invoice.md": topic(
        "Corn Exchange invoice 2231",
        "Hire invoice for the panto week: amount, deposit, balance",
        "reference",
        """Corn Exchange invoice no. 2231
- Hire: Tue 2 Dec – Sun 7 Dec 2025, main hall + dressing rooms + cellar bar
- Total £1,860
- Deposit £500 — paid by Sue 20 June
- Balance £1,360 due Fri 7 Nov
""",
        updated="2025-06-20",
    ),
    # --- Stores -----------------------------------------------------------------------------
    "store/props-store.md": topic(
        "Props and set store",
        "Where props and set pieces are kept and how to get in",
        "reference",
        """Props + flats + furniture: shipping container in Roger Hobb's yard, Hobb's Farm (off the
Banbury road). Padlock code 1947. Tony Weller is props master — ask him before taking anything.
No access after dark, Roger's dogs.
""",
        aliases=["the container", "props container"],
        updated="2025-01-18",
    ),
    "store/props-move.md": topic(
        "Props moved to Mill Lane",
        "Props and set now live in the garage behind the old scout hut",
        "feedback",
        """Props have moved out of the container at Hobb's Farm. Everything — props, flats,
furniture — is now in the double garage behind the old scout hut on Mill Lane.
Keys: Tony and Dev. The container goes back to Roger at the end of Sept.
""",
        updated="2025-08-30",
    ),
    "store/costume-store.md": topic(
        "Wardrobe (costume store)",
        "Where the costumes are and the rules for using the wardrobe",
        "reference",
        """Wardrobe = the loft room over St Michael's vestry. Key from Brenda Cole.
Rules:
- no food or drink up there, ever (moths, and the Blithe Spirit gravy incident)
- anything that leaves gets written in the book by the door: what, who, which show
- don't lend or hire anything to another group without Brenda saying yes
- moth traps checked first Sunday of the month
""",
        aliases=["the Wardrobe", "costume store"],
        updated="2025-02-09",
    ),
    # --- Box office -------------------------------------------------------------------------
    "box-office/ticketsource.md": topic(
        "Box office: TicketSource",
        "Which ticketing platform we sell on and who has access",
        "reference",
        """Box office runs on TicketSource.
- Account: boxoffice@wendleburyplayers.org.uk (password in Sue's little black book)
- Admins: Sue and Pat
- Booking fee passed on to the customer
- Payouts to the Lloyds account 7 days after each show
""",
        updated="2025-01-15",
    ),
    "box-office/aladdin-on-sale.md": topic(
        "Aladdin tickets on sale",
        "When panto tickets went on sale, where, and the prices",
        "project",
        """Aladdin on sale Wed 1 Oct, 10am, on Ticket Tailor:
tickettailor.com/events/wendleburyplayers — admins Sue and Pat.

| Ticket | Price |
|---|---|
| Adult | £14 |
| Concession (60+, students) | £12 |
| Child (under 16) | £9 |
| Family (2 adults + 2 children) | £42 |

280 seats × 5 shows = 1,400 tickets. Wheelchair spaces: 4 per show, book by phone with Pat.
""",
        aliases=["panto ticket prices"],
        updated="2025-09-28",
    ),
    "box-office/comps.md": topic(
        "Complimentary tickets",
        "How many comps cast and crew get and how to claim them",
        "feedback",
        """Comps: 2 per cast/crew member per production. Claim from Sue by the Friday before
opening night. No comps for the Saturday evening — it always sells out.
""",
        updated="2025-02-20",
    ),
    "box-office/refund-2231.md": topic(
        "Order 2231 refunded",
        "A double booking for the Saturday matinee that was refunded",
        "project",
        """Order #2231 — Mrs Pargeter, 4 × Sat 6 Dec matinee, £56. Refunded in full 18 Oct, she'd
booked twice by mistake. Her other order (#2229) stands, same seats.
""",
        updated="2025-10-18",
    ),
    # --- Licensing ----------------------------------------------------------------------------
    "licensing/aladdin-licence-quote.md": topic(
        "Aladdin licence quote",
        "First quote from Limelight Scripts for the panto licence",
        "reference",
        """Limelight Scripts quote (April): Aladdin (Pete Harrow version), 4 performances,
£420 + 20 scripts at £5.
""",
        updated="2025-04-30",
        extra={"status": "superseded", "superseded_by": "licensing/aladdin-licence.md"},
    ),
    "licensing/aladdin-licence.md": topic(
        "Aladdin performing licence",
        "The licence we hold for the panto: fee, scripts, conditions",
        "reference",
        """Performing licence LS/25/0871 — Limelight Scripts, Aladdin (Pete Harrow version).
- 5 performances, 4–7 Dec 2025, Corn Exchange
- Fee £480 (£96 a show), paid by Sue 25 June
- 25 scripts at £6.50
- Conditions: author credited on all posters and the programme; no audio or video
  recording of any performance; local jokes and topical gags are fine, no cutting scenes
""",
        aliases=["panto licence", "rights"],
        updated="2025-06-25",
    ),
    # --- Tech -------------------------------------------------------------------------------
    "tech/lighting-desk.md": topic(
        "Lighting desk",
        "Our lighting desk, who runs it and where the show file is saved",
        "reference",
        """Desk: our own Zero 88 FLX S24, lives in its flight case at Rhys's between shows.
Rhys Evans programmes and operates it for every show; nobody else runs the desk.
Show file: saved to the USB stick in the case lid, and a copy emailed to Dev after each session.
""",
        aliases=["the desk", "FLX"],
        updated="2025-04-02",
    ),
    "tech/led-phase1.md": topic(
        "LED upgrade — phase 1",
        "First stage of replacing our lights: what we buy this year",
        "project",
        """Phase 1 (2025, in time for Aladdin): 8 LED pars (Chauvet SlimPAR), £1,200 from the
town council community grant. They take 3 DMX channels each and patch straight into the FLX.
The old parcans stay in use for now.
""",
        updated="2025-05-20",
    ),
    "tech/led-phase2.md": topic(
        "LED upgrade — phase 2",
        "Second stage of the lighting upgrade, planned for next year",
        "project",
        """Phase 2 (2026): replace the remaining 12 parcans and both dimmer packs, about £2,500,
bid to National Lottery Awards for All in January. If we run out of channels, look at a
bigger desk then — not before.
""",
        updated="2025-05-20",
    ),
    # --- Front of house -------------------------------------------------------------------
    "foh/foh-rota.md": topic(
        "FOH rota",
        "How many front-of-house volunteers each performance needs and how to sign up",
        "reference",
        """Every performance needs:

| Job | How many |
|---|---|
| FOH manager | 1 (Pat) |
| Box office / door | 2 |
| Ushers | 4 |
| Bar | 2 (Keith + 1) |
| Raffle & programmes | 1 |

Sign up on the shared Google Sheet "FOH rota", one tab per show. Arrive an hour before
curtain-up.
""",
        aliases=["front of house rota", "volunteer rota"],
        updated="2025-03-01",
    ),
    "foh/opening-checklist.md": topic(
        "FOH opening checklist",
        "Dev's checklist before the house opens",
        "reference",
        """House open — checklist
- FOH brief, foyer, 6:00 (1:00 mats)
- fire exits clear + signs lit
- ushers: torches, seating plan
- wheelchair spaces held till 6:45
- programmes £3, raffle £1 a strip
- SM clearance on ch 2 → open house 6:30 (1:30)
- latecomers held for a suitable break
""",
        updated="2025-10-20",
    ),
    "foh/house-open.md": topic(
        "Before opening the house",
        "Checklist for front of house before the audience comes in",
        "reference",
        """Before the audience comes in:
- latecomers: hold them back until a suitable break
- programmes £3, raffle strips £1
- open the house at 6:30 (1:30 for matinees) only once the SM gives clearance on channel 2
- ushers need torches and the seating plan
- check fire exits are clear and the signs are lit
- keep wheelchair spaces back until 6:45
- FOH briefing in the foyer at 6:00 (1:00 for matinees)
""",
        updated="2025-10-21",
    ),
    "foh/publicity.md": topic(
        "Publicity rules for Aladdin",
        "What pictures can go out on social media, the website and to the press",
        "feedback",
        """Aladdin publicity: adults only in every picture that goes out — Facebook, Instagram,
the website, the Gazette. No juniors in anything public, not even from behind or blurred.
Rehearsal photos with juniors in shot: crop them out or don't use it.
""",
        updated="2025-10-10",
    ),
    # --- Safeguarding --------------------------------------------------------------------
    "safeguarding/policy.md": topic(
        "Safeguarding policy (summary)",
        "Key points of our child safeguarding policy and who to contact",
        "reference",
        """Wendlebury Players safeguarding — summary (full policy in the red folder).
- Designated Safeguarding Lead: Anita Shah, 07700 900412
- Everyone working with juniors has an enhanced DBS (through NODA)
- Juniors are signed in and out at the door on the register by the chaperone
- A junior only leaves with an adult named on their form — nobody else, whatever they say
- Child performance licences: county council, apply at least 21 days before the first show
- Licensed chaperones: one per 12 children at every rehearsal and performance
""",
        aliases=["safeguarding", "child protection"],
        updated="2025-03-10",
    ),
    "safeguarding/photo-consent.md": topic(
        "Photos of juniors",
        "When photos of under-18s can be posted",
        "feedback",
        """Photos of under-18s can go on our Facebook page and the website if a parent has signed
the photo consent form (signed forms in the red folder). First names only in captions,
never surnames or schools.
""",
        updated="2025-02-14",
    ),
    "safeguarding/incident-2025-10-14.md": topic(
        "Pick-up incident 14 Oct",
        "A junior left rehearsal with an adult who wasn't on her form",
        "project",
        """Tue 14 Oct, end of the juniors' session (7:15): M.W. (age 9) left with a friend's mum
who isn't on her form. Jo Pearce (chaperone) spotted it on the register at 7:20, rang M.W.'s
mum straight away — she'd arranged it by text and forgotten to tell us. Child fine.
Logged with the safeguarding lead; reminder to all junior parents sent 15 Oct.
""",
        updated="2025-10-15",
    ),
    "safeguarding/two-adults.md": topic(
        "Two adults with juniors",
        "Never one adult alone with a junior",
        "feedback",
        """Never one adult alone with a junior — dressing rooms, loo trips, lifts home, the lot.
Always two adults, one of them a licensed chaperone.
""",
        nested=True,
        session="7c1e4f20-93ab-4d6e-b8a2-5f0d31c9e7a4",
        modified="2025-09-16",
        updated="2025-09-16",
    ),
    "safeguarding/never-alone.md": topic(
        "Rule of two",
        "Minimum adults in any room with children",
        "feedback",
        """Rule of two: at least two DBS-checked adults whenever juniors are in a room, and one
has to be a chaperone. No one-to-ones, including taking a child to the toilet or giving
someone a lift.
""",
        nested=True,
        session="7c1e4f20-93ab-4d6e-b8a2-5f0d31c9e7a4",
        modified="2025-09-16",
        updated="2025-09-16",
    ),
    # --- Bar ------------------------------------------------------------------------------
    "bar/bar-rules.md": topic(
        "Bar rules",
        "How Keith runs the bar: serving, payment, float, drinks",
        "reference",
        """Keith's bar rules:
- Challenge 25, no exceptions, even if "you know their dad"
- open pre-show and in the interval; closed during the show
- drinks stay in the bar — no drinks in the auditorium
- float £100 in the blue tin, Sue brings it
- cards on the SumUp (Keith's phone), cash fine too
- stock from Booker on the Thursday before; sale-or-return on the wine
""",
        aliases=["the bar"],
        updated="2025-03-04",
    ),
    "bar/bar-checklist.md": topic(
        "Bar — show night checklist",
        "Dev's list for setting up the bar each night",
        "reference",
        """Bar — show night
- Keith + 1 vol
- blue tin, £150 float (Sue) — count w/ Keith
- SumUp charged
- ice from Co-op
- Challenge 25 sign up
- glass washer on at 5:45
""",
        updated="2025-10-20",
    ),
    # --- Meetings -------------------------------------------------------------------------
    "meetings/production-2025-10-05.md": topic(
        "Production meeting Sun 5 Oct",
        "Minutes of the Aladdin production meeting at Malcolm's",
        "project",
        """Production meeting, Sun 5 Oct, Malcolm's kitchen. Present: Gill, Dev, Malcolm, Sue, Pat,
Tony, Brenda, Rhys, Hannah. Janet took notes (and the last of the lemon drizzle).

- Tickets: 312 sold in the first four days, Sat night 80% gone. Sue over the moon.
- Programme: 400 copies, Cotswold Print, ads £40 a quarter page. Janet chasing the Plough and
  the garden centre.
- Set build: Saturdays 10–4 at the Mill Lane garage until the get-in. Tony wants more
  people who own a drill.
- Chaperones: two licensed chaperones per performance for the sixteen juniors; Jo Pearce
  is sorting the licence applications with the council.
- Corn Exchange walk-round: Dev and Lorna went round on Thursday. Lorna says we need six
  ushers (she calls them stewards) on for every performance with 280 in, it's on their
  licence and she won't budge. Also the fire exit by the dressing rooms must never have
  anything stacked in front of it.
- Get-in Tue 2 Dec, van at Sheep Street 9am, Dev has booked the day off.
- Posters: Pat doing the run round the villages next weekend.
- Raffle: Brenda has a hamper and a voucher from Cutts the butcher.
- AOB: Rhys wants to know who keeps putting the cave gobo in the wrong way round.
""",
        updated="2025-10-06",
    ),
}

FILES = with_index(
    N,
    title="Wendlebury Players — memory",
    sections={
        "people/": "People",
        "shows/": "Shows & rehearsals",
        "rehearsals/": "Shows & rehearsals",
        "meetings/": "Shows & rehearsals",
        "venue/": "Venues",
        "store/": "Props & wardrobe",
        "box-office/": "Box office & licensing",
        "licensing/": "Box office & licensing",
        "tech/": "Tech",
        "foh/": "Front of house & bar",
        "bar/": "Front of house & bar",
        "safeguarding/": "Safeguarding",
    },
)

ask, chat = questions_in("en")

MEMDIR = LabelledMemdir(
    name="community_theatre",
    half="heldout11",
    language="en",
    domain="amateur community theatre company staging a Christmas panto (venues, box office, "
    "licensing, lighting, front of house, safeguarding, bar)",
    style="British English; a director's long rambling rehearsal recaps full of asides, a stage "
    "manager's terse checklists, and short crisp agent-written notes and tables",
    files=FILES,
    pairs=[
        # --- contradictions ---------------------------------------------------------------
        P(
            "contradiction",
            "rehearsals/panto-schedule.md",
            "rehearsals/wednesday-switch.md",
            "time-moved",
            "Adult rehearsals on Thursdays 7:30–9:30 vs moved to Wednesdays from 8 Oct.",
        ),
        P(
            "contradiction",
            "box-office/comps.md",
            "rehearsals/recap-2025-10-14.md",
            "threshold-changed",
            "2 comps per cast member vs four comps each this time, buried in Gill's recap.",
        ),
        P(
            "contradiction",
            "bar/bar-rules.md",
            "bar/bar-checklist.md",
            "threshold-changed",
            "Bar float £100 in the blue tin vs £150 float in Dev's checklist.",
        ),
        P(
            "contradiction",
            "safeguarding/policy.md",
            "people/committee-2025.md",
            "owner-changed",
            "Designated Safeguarding Lead Anita Shah vs the committee table listing Fiona Reid.",
        ),
        P(
            "contradiction",
            "tech/lighting-desk.md",
            "rehearsals/recap-2025-10-28.md",
            "owner-changed",
            "Rhys operates the desk for every show, nobody else vs Carys on the desk for all "
            "five panto performances.",
        ),
        P(
            "contradiction",
            "venue/corn-exchange.md",
            "venue/ferrars-room.md",
            "renamed",
            "The upstairs room is the Assembly Room vs now called the Ferrars Room.",
        ),
        P(
            "contradiction",
            "bar/bar-rules.md",
            "rehearsals/recap-2025-10-21.md",
            "policy-reversed",
            "No drinks in the auditorium vs people may take drinks in, in polycarbonate "
            "tumblers, buried in a recap.",
        ),
        P(
            "contradiction",
            "box-office/ticketsource.md",
            "box-office/aladdin-on-sale.md",
            "tool-switched",
            "Box office runs on TicketSource vs the panto is on sale on Ticket Tailor.",
        ),
        P(
            "contradiction",
            "store/props-store.md",
            "store/props-move.md",
            "location-changed",
            "Props in the container at Hobb's Farm vs moved to the Mill Lane garage.",
        ),
        P(
            "contradiction",
            "foh/foh-rota.md",
            "meetings/production-2025-10-05.md",
            "count-changed",
            "4 ushers per performance vs six ushers/stewards required, buried in the minutes.",
        ),
        P(
            "contradiction",
            "safeguarding/photo-consent.md",
            "foh/publicity.md",
            "reworded-conflict",
            "Juniors' photos may go on Facebook and the website with consent vs no juniors in "
            "anything public at all.",
        ),
        # --- decoys -----------------------------------------------------------------------
        P(
            "decoy",
            "tech/lighting-desk.md",
            "tech/led-phase1.md",
            "shared-technology",
            "Both about the FLX desk: who runs it and saving the file vs new LED pars patched "
            "into it.",
        ),
        P(
            "decoy",
            "safeguarding/policy.md",
            "safeguarding/incident-2025-10-14.md",
            "rule-vs-incident",
            "Juniors leave only with an adult on their form; on 14 Oct one left with someone "
            "who wasn't, caught on the register.",
        ),
        P(
            "decoy",
            "shows/panto-open-questions.md",
            "venue/venue-decision.md",
            "open-questions-vs-settled",
            "Church hall or Corn Exchange was open; settled as the Corn Exchange.",
        ),
        P(
            "decoy",
            "shows/panto-open-questions.md",
            "box-office/aladdin-on-sale.md",
            "open-questions-vs-settled",
            "Ticket prices were open; settled at £14 adult etc.",
        ),
        P(
            "decoy",
            "shows/panto-open-questions.md",
            "licensing/aladdin-licence.md",
            "open-questions-vs-settled",
            "Four or five performances was open; the licence is for five.",
        ),
        P(
            "decoy",
            "tech/led-phase1.md",
            "tech/led-phase2.md",
            "phase1-vs-phase2",
            "2025: 8 LED pars from the council grant; 2026: replace 12 parcans and dimmers.",
        ),
        P(
            "decoy",
            "venue/corn-exchange-for-spring.md",
            "venue/venue-decision.md",
            "quoted-opinion-rejected",
            "Malcolm's idea to move the spring play too was turned down; it stays at St Michael's.",
        ),
        P(
            "decoy",
            "people/gill.md",
            "people/dev.md",
            "two-peoples-preferences",
            "Gill likes long emails and keeps notes out of the chat; Dev wants one-line "
            "WhatsApp messages.",
        ),
        P(
            "decoy",
            "store/costume-store.md",
            "venue/corn-exchange.md",
            "two-donts-different-things",
            "No food in the wardrobe, no lending costumes vs no haze, no naked flame, no "
            "screws at the Corn Exchange.",
        ),
        P(
            "decoy",
            "venue/corn-exchange-invoice.md",
            "box-office/refund-2231.md",
            "same-ticket-ids",
            "2231 is the Corn Exchange hire invoice and a refunded ticket order.",
        ),
        P(
            "decoy",
            "licensing/aladdin-licence-quote.md",
            "licensing/aladdin-licence.md",
            "superseded-and-successor",
            "Quote for 4 shows at £420 (superseded) vs the licence for 5 shows at £480.",
        ),
        P(
            "decoy",
            "venue/venue-decision.md",
            "venue/corn-exchange-invoice.md",
            "related-consistent",
            "Both: £1,860 for Tue 2 – Sun 7 Dec.",
        ),
        P(
            "decoy",
            "shows/aladdin.md",
            "licensing/aladdin-licence.md",
            "related-consistent",
            "Both: five performances 4–7 Dec at the Corn Exchange.",
        ),
        P(
            "decoy",
            "venue/corn-exchange.md",
            "rehearsals/recap-2025-09-23.md",
            "related-consistent",
            "No smoke or haze at the Corn Exchange, so the genie appears with a flash.",
        ),
        P(
            "decoy",
            "store/props-move.md",
            "meetings/production-2025-10-05.md",
            "related-consistent",
            "Set build happens at the Mill Lane garage where the props now are.",
        ),
        P(
            "decoy",
            "tech/led-phase1.md",
            "rehearsals/recap-2025-10-28.md",
            "related-consistent",
            "The phase 1 LED pars arrived in time for the panto.",
        ),
        P(
            "decoy",
            "safeguarding/policy.md",
            "meetings/production-2025-10-05.md",
            "related-consistent",
            "One chaperone per 12 children: two chaperones for sixteen juniors.",
        ),
        P(
            "decoy",
            "rehearsals/panto-schedule.md",
            "rehearsals/recap-2025-10-28.md",
            "related-consistent",
            "Sunday sessions from 2 Nov: the recap of 28 Oct says they start next week.",
        ),
        P(
            "decoy",
            "shows/panto-open-questions.md",
            "meetings/production-2025-10-05.md",
            "open-questions-vs-settled",
            "Who applies for child licences was open; Jo Pearce is doing it with the council.",
        ),
        P(
            "decoy",
            "shows/panto-open-questions.md",
            "rehearsals/recap-2025-10-14.md",
            "open-questions-vs-settled",
            "How to do the flying carpet without a rig was open; it's a sack trolley and a rug.",
        ),
        P(
            "decoy",
            "safeguarding/policy.md",
            "safeguarding/two-adults.md",
            "related-consistent",
            "Policy summary and the two-adults rule: chaperones and DBS, no conflict.",
        ),
        P(
            "decoy",
            "people/gill.md",
            "rehearsals/recap-2025-10-21.md",
            "related-consistent",
            "Gill gives notes in person at the end of the evening, as in the recap.",
        ),
        P(
            "decoy",
            "box-office/comps.md",
            "meetings/production-2025-10-05.md",
            "related-consistent",
            "Saturday evening sells out: no comps for it, and it's 80% gone.",
        ),
        P(
            "decoy",
            "foh/foh-rota.md",
            "bar/bar-checklist.md",
            "related-consistent",
            "Bar staffed by Keith plus one volunteer in both.",
        ),
        # --- duplicates -------------------------------------------------------------------
        P(
            "near-duplicate",
            "safeguarding/two-adults.md",
            "safeguarding/never-alone.md",
            "same-rule-restated",
            "Never one adult alone with a junior, two adults one a chaperone; saved twice in "
            "one session.",
        ),
        P(
            "duplicate",
            "foh/opening-checklist.md",
            "foh/house-open.md",
            "reordered",
            "The same house-opening checklist with the points in reverse order.",
        ),
    ],
    questions=[
        ask(
            "which nights are the adult panto rehearsals on?",
            "rehearsals/panto-schedule.md",
            "rehearsals/wednesday-switch.md",
        ),
        ask(
            "how many comps do cast get for aladdin",
            "box-office/comps.md",
            "rehearsals/recap-2025-10-14.md",
        ),
        ask(
            "Who is our designated safeguarding lead?",
            "safeguarding/policy.md",
            "people/committee-2025.md",
        ),
        ask(
            "whats the room upstairs at the corn exchange called",
            "venue/corn-exchange.md",
            "venue/ferrars-room.md",
        ),
        ask(
            "Can the audience take their drinks into the auditorium?",
            "bar/bar-rules.md",
            "rehearsals/recap-2025-10-21.md",
        ),
        ask(
            "which ticketing site are we selling on",
            "box-office/ticketsource.md",
            "box-office/aladdin-on-sale.md",
        ),
        ask(
            "where r the props kept these days",
            "store/props-store.md",
            "store/props-move.md",
        ),
        ask(
            "how many ushers do we need on per show",
            "foh/foh-rota.md",
            "meetings/production-2025-10-05.md",
        ),
        ask(
            "Are we allowed to put photos of the kids on the Facebook page?",
            "safeguarding/photo-consent.md",
            "foh/publicity.md",
        ),
        ask("bar float how much", "bar/bar-rules.md", "bar/bar-checklist.md"),
        ask(
            "who's operating the lighting desk for the panto shows",
            "tech/lighting-desk.md",
            "rehearsals/recap-2025-10-28.md",
        ),
        ask(
            "how much did the aladdin licence cost us",
            "licensing/aladdin-licence.md",
            "licensing/aladdin-licence-quote.md",
        ),
        ask(
            "when's the balance on the corn exchange invoice due", "venue/corn-exchange-invoice.md"
        ),
        ask("lighting upgrade phase 2 what's in it", "tech/led-phase2.md"),
        ask(
            "What happened with the junior who went home with the wrong mum?",
            "safeguarding/incident-2025-10-14.md",
        ),
        ask(
            "is the spring play moving to the corn exchange as well",
            "venue/venue-decision.md",
            "venue/corn-exchange-for-spring.md",
        ),
        ask("can I borrow a costume from the wardrobe for another group", "store/costume-store.md"),
        ask("family ticket price panto", "box-office/aladdin-on-sale.md"),
        ask("Mrs Pargeter refund", "box-office/refund-2231.md"),
        ask(
            "cheers! and how does Dev like to get requests?",
            "people/dev.md",
            conversational=True,
        ),
        ask(
            "lovely, ta. can we use a smoke machine for the genie then?",
            "venue/corn-exchange.md",
            "rehearsals/recap-2025-09-23.md",
            conversational=True,
        ),
        ask(
            "brill thanks — and what time does the house open for evening shows?",
            "foh/opening-checklist.md",
            "foh/house-open.md",
            conversational=True,
        ),
        ask(
            "ok great. and is it alright for one of us to take a junior to the loo on their own?",
            "safeguarding/two-adults.md",
            "safeguarding/never-alone.md",
            conversational=True,
        ),
        chat("Morning all!"),
        chat("thanks, you're a star"),
        chat("brb, kettle's on"),
        chat("blimey it's chucking it down out there"),
        chat("ok next"),
        chat("ha, that's made my day"),
        chat("what a day, I'm absolutely shattered"),
        chat("you're brilliant, honestly"),
        chat("Why did the scarecrow win an award? Because he was outstanding in his field 😂"),
        chat("cheers, bye for now"),
        chat("oh my word"),
    ],
    complete_labels=True,
)
