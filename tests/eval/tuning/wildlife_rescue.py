# Written for held-out half heldout10 by a writer who never read a detector; measured there
# once as the newest half (contradiction precision 47%, recall 10%); moved to tuning so that
# tuning sees where the detectors still go wrong. heldout11 replaced it.
"""A volunteer-run wildlife rescue's agent memory: terse handovers, a pen table, chatty recaps."""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    # --- the place ----------------------------------------------------------------------
    "care/enclosures.md": topic(
        "Enclosures",
        "Every pen, room and aviary at Hollybank and what goes in it",
        "reference",
        """Hollybank Wildlife Rescue — enclosures (Jan 2025)

| Enclosure | Who goes in | Capacity | Notes |
|---|---|---|---|
| Hot room (ICU) | critical, cold or shocked casualties; nestlings; hoglets | 2 incubators + 6 hospital cages | 26–28 °C, keep the door shut |
| Hog hotel | hedgehogs in care | 12 hutches | cleaned on AM shift, weigh before feed |
| Bird room | feathered songbirds, fledglings | 10 cages + 2 indoor flights | radio off, blinds half down |
| Aviary 1 | songbirds pre-release, pigeons/doves | 4 m flight | split panel: pigeons never in with songbirds |
| Owl box | owls, corvids, small raptors | 2 mews | gauntlets, max 2 birds |
| Fawn paddock | deer fawns | 2 fawns | one carer only, no chatting |
| Isolation | ringworm, mange, trich, anything infectious | 4 cages | own apron + boots, last on the round |
| Pond pen | ducklings, moorhens, cygnets | ~15 ducklings | net roof on, check the pump daily |
""",
        aliases=["pens", "enclosure list"],
        updated="2025-01-20",
    ),
    "ops/rota.md": topic(
        "Shift rota",
        "Shift times and how many volunteers are on each shift",
        "reference",
        """Rota, 7 days a week:
- AM 08:00–13:00, PM 13:00–18:00
- 2 vols per shift, at least one of them a key holder
- evening check 21:00 by the key holder on the list (hogs fed, hot room temp, lock up)
- rota is printed on the office noticeboard; Aoife (vol coordinator) does it
- can't make it → find your own swap, then tell Aoife
""",
        updated="2025-02-03",
    ),
    "ops/hotline.md": topic(
        "Rescue hotline",
        "Who carries the rescue phone when, and what to do with calls",
        "reference",
        """Hotline 01632 960 555 → diverts to the rescue mobile (old Samsung, green case).
- 08:00–18:00: key holder on shift carries it. Charger on the office shelf.
- 18:00–22:00: Derek takes it home.
- after 22:00: voicemail. Msg tells people to ring Fernside OOH for emergencies.
- every call on the clipboard log: time, caller, species, advice / collecting?
- no collections after dark unless Marian OKs it.
""",
        aliases=["rescue mobile", "helpline"],
        updated="2025-02-05",
    ),
    "people/marian.md": topic(
        "Marian",
        "How Marian, the founder and manager, wants to hear about things",
        "user",
        """Marian Greaves — founder / manager.
- URGENT (animal going downhill, euthanasia question, angry finder, anything with money):
  ring her, 07700 900 231. Don't text — she doesn't look at her phone on the ward.
- everything else → handover book, she reads it first thing.
- likes handovers short: bullets, intake no. first.
""",
        updated="2025-02-10",
    ),
    "care/hedgehogs.md": topic(
        "Hedgehog care",
        "Daily care, food and release readiness for hogs",
        "reference",
        """Hogs, daily:
- weigh every hog before the AM feed, weight on the hutch card
- food: meaty cat/kitten food + a few kitten biscuits, shallow water dish
- NO cow's milk (runs), no mealworms (bone problems), no peanuts, nothing fish-flavoured
- poo check: green / slimy → sample pot in the vet box (lungworm, fluke)
- hutches cleaned AM, fresh newspaper + hay
- down >10% in 2 days → flag it for the vet
- ready to go at 600 g+, eating well, vet OK. Where: see release sites.
""",
        aliases=["hogs", "hedgehog routine"],
        updated="2025-02-12",
    ),
    "ops/vet.md": topic(
        "Vet",
        "Our vet practice, the weekly visit and out-of-hours cover",
        "reference",
        """Vet = Fernside Veterinary Centre, Dr Nadia Kowalczyk.
- weekly visit here Tue 10:00. Rechecks on the whiteboard by Mon evening (intake no. + what
  she needs to look at).
- out of hours: Fernside OOH 01632 960 118 — call centre, say "Hollybank wildlife account".
- euthanasia: Nadia or Marian decides, never a volunteer on their own.
- meds signed out in the drugs book (locked cabinet, office).
- Fernside charge us at cost, one invoice a month to Marian.
""",
        aliases=["vet on call", "Fernside"],
        updated="2025-02-14",
    ),
    "people/dr-kowalczyk.md": topic(
        "Nadia (vet)",
        "How Dr Kowalczyk likes to be contacted",
        "user",
        """Dr Nadia Kowalczyk (Fernside):
- WhatsApp her first: photo + weight + intake no. + what's worrying you. She answers between
  consults.
- only phone if it can't wait an hour (bleeding, fitting, struggling to breathe).
- hates "just checking" calls to the surgery reception — don't.
""",
        nested=True,
        session="a3f1c9d2-7b40-4e18-9c55-0d6e2b7f8a31",
        modified="2025-02-15",
        updated="2025-02-15",
    ),
    "ops/intake.md": topic(
        "Intake",
        "What happens when an animal comes in",
        "reference",
        """Intake — every animal, every time:
1. intake no. YY-NNNN, next free no. is on the red folder cover
2. paper intake card: finder name + phone, exact spot found, what happened
3. same details as a row in the "Intake 2025" Google Sheet
4. weigh, photo, quick look → hot room if cold or in shock
5. no food or water for shocked animals till they're warm (~1 h)
6. thank the finder, give them the intake no. so they can ring for news
""",
        updated="2025-02-20",
    ),
    "care/handling-ppe.md": topic(
        "Handling & PPE",
        "Gloves, gauntlets and how many people for which animals",
        "feedback",
        """Handling:
- hogs: gloves ALWAYS. Ringworm jumps to people (and fleas). Box of gardening gloves by the
  hog scales.
- owls / raptors: gauntlet; two people for anything bigger than a kestrel
- deer: two people, towel over the eyes, Marian or Derek only
- wash hands after every animal, not every round
- isolation: its own apron + boots, never worn anywhere else
""",
        updated="2025-02-24",
    ),
    "ops/donations.md": topic(
        "Donations",
        "How people can give us stuff and money",
        "reference",
        """Donations:
- stuff (towels, fleeces, newspaper, kitten food, bleach): drop-off Sat 10:00–12:00 at the
  front gate, someone off the AM shift comes out. Not other times — we can't leave the ward.
- no bedding with loops or holes (claws catch): no towelling dressing gowns, no knitted blankets
- money: JustGiving "hollybankwildlife", collection tins at the Co-op + The Plough,
  standing orders via Marian
- Gift Aid form with any cash gift over £20 if they pay tax
""",
        aliases=["drop-off"],
        updated="2025-03-01",
    ),
    "ops/freezers.md": topic(
        "Freezers",
        "Which freezer is for what",
        "reference",
        """Freezers:
- garage chest freezer = casualties. Double-bag, label intake no. + date + species. Nothing
  else in it, ever.
- kitchen upright = food: day-old chicks, sprats, mice. Defrost in the fridge overnight,
  never the microwave.
- Petsrest cremation collect 1st Fri of the month (Marian signs the sheet).
""",
        updated="2025-03-05",
    ),
    "ops/hygiene.md": topic(
        "End-of-shift cleaning",
        "What gets cleaned before you leave",
        "feedback",
        """End of shift:
- bowls scrubbed + soaked 10 min in F10 (1:250), rinsed, air-dried
- dirty bedding bagged → black bin outside
- towels in the machine at 60 °C, shake them out first (hoglets hide in them)
- mop hot room + isolation, isolation LAST, red mop only
- top up the F10 spray bottles
""",
        updated="2025-03-08",
    ),
    "ops/closing-checklist.md": topic(
        "Closing checklist",
        "Closing-up list for the last shift of the day",
        "feedback",
        """Closing up:
- refill the F10 sprays
- mop the hot room and isolation — isolation last, red mop only
- towels: shake out first (hoglets hide in them!), then machine at 60 °C
- food bowls: scrub, 10 min soak in F10 1:250, rinse, air-dry
- bedding into bags, bags to the black bin outside
""",
        updated="2025-03-08",
    ),
    "ops/public-visits.md": topic(
        "Finder visits",
        "Letting finders see the animal they brought in",
        "reference",
        """Finders sometimes want to pop in and see "their" hedgehog before it goes back out. That's
fine: book it through Marian, weekends only, 15 minutes, one vol with them the whole time,
look don't touch.
""",
        updated="2025-03-10",
    ),
    "care/oiled-birds.md": topic(
        "Oiled birds",
        "Washing birds that come in oiled",
        "reference",
        """Oiled birds (guillemots + gulls after storms, the odd canal swan):
- wash the same day, as soon as the bird's warm: Fairy original, water at 42 °C, two people,
  big tub in the utility room
- rinse till the water beads off the feathers
- drying pen under the heat lamp, then pool time before release
- one bird per tub, never two
""",
        updated="2025-03-14",
    ),
    "release/sites.md": topic(
        "Release sites",
        "Where each kind of animal goes back out",
        "reference",
        """Release:
- hogs: back where found if within ~1 km and safe (no main road, gardens with hog holes).
  Otherwise an approved site: Miller's Meadow, St Anne's churchyard, Oakfield allotments.
  At dusk, feeding station left out for a week.
- songbirds: out of Aviary 1 through the hatch, or back where found
- owls: where found, they're territorial — tawnies within a few hundred metres
- ducklings: Wrenfield Mill pond once fully feathered
- fawns: see the fawn release note
- log every release on the animal's record: date, site, who
""",
        aliases=["release sites", "where to release"],
        updated="2025-03-18",
    ),
    "release/fawn-site-ridley.md": topic(
        "Fawn release — Ridley",
        "Where rehabbed fawns are released",
        "project",
        """Fawns: Ridley Estate deer park, soft release through the keeper's pen. Graham Ridley happy
to take them at ~12 wks. Derek drives, with the trailer.
""",
        updated="2025-04-02",
        extra={"status": "superseded", "superseded_by": "release/fawn-site.md"},
    ),
    "meetings/2025-04-09-volunteers.md": topic(
        "Vol meeting 9 Apr",
        "Volunteer meeting minutes, 9 April",
        "project",
        """Volunteer meeting, Wed 9 Apr — Marian, Aoife, Derek, Gerald, Jess + 6 others

1. Baby season: AM shift goes up to three people from now on, PM stays two. Hogs plus
   baby birds is too much for two before lunch. Aoife redoing the rota.
2. Aviary: Bramble Trust said YES to £4,200 for the big flight aviary. Build in June.
3. Derek asked if we could release hogs in our own back garden instead of driving them
   back: "we've got the hedge, nobody's going to run them over". Marian: no. Where found or
   an approved site — our garden would be wall-to-wall hogs fighting over food in a month.
4. Open day: yes in principle, September. Aoife to list what needs deciding.
5. New digital min/max thermometer for the hot room — Gerald buying.
6. AOB: the kettle. Again.
""",
        nested=True,
        session="5c2e8a17-d3f9-4b06-8e41-93a0c6b1f7d2",
        modified="2025-04-09",
        updated="2025-04-09",
    ),
    "projects/aviary-phase1.md": topic(
        "Flight aviary — phase 1",
        "The big flight aviary being built in 2025",
        "project",
        """Phase 1 (2025) — big flight aviary
- 12 m x 4 m x 3.5 m, two sections with a sliding panel; owls, corvids, kestrels
- £4,200 Bramble Trust grant; timber + weldmesh from Harlow's
- build: Rotary work party 14–15 June + Derek
- pre-release conditioning moves here; owl box stays for intake / assessment
- Marian signs it off before the first bird goes in
""",
        updated="2025-04-15",
    ),
    "feedback/hot-room-door.md": topic(
        "Hot room door",
        "Keep the hot room door shut",
        "feedback",
        """Hot room door stays SHUT. Propped open it loses 4–5 degrees in a few minutes and the
incubators can't catch up. Need both hands? Use the hatch.
""",
        updated="2025-04-22",
    ),
    "feedback/hot-room-draughts.md": topic(
        "ICU draughts",
        "Don't prop the ICU door while carrying things through",
        "feedback",
        """Don't wedge the ICU door open, not even for a minute while you carry cages through — the
room loses heat faster than the incubators and heat mats can put it back. Shut it behind
you every single time.
""",
        nested=True,
        session="e81b4d2c-60a7-4f3e-b9d5-2c7a1e04f6b8",
        modified="2025-04-22",
        updated="2025-04-22",
    ),
    "care/nestlings.md": topic(
        "Nestlings",
        "Unfeathered baby birds: heat, feeding, what not to give",
        "reference",
        """Nestlings (bald or pin feathers):
- incubator #1 (left-hand Brinsea) at 32 °C, ~60% humidity, tissue-lined nest cup
- feed every 30 min 07:00–21:00: soaked insectivore mix + Nutrobal; chopped waxworms for the
  bigger ones. Tweezers, tiny bits.
- NO bread, NO water dripped into the beak (they inhale it), no worms from the garden
  (parasites)
- feathered + perching → bird room
- pigeon squabs are different (crop feeding) — ask Aoife
""",
        updated="2025-04-28",
    ),
    "care/hoglets.md": topic(
        "Hoglets",
        "Orphaned baby hedgehogs: heat, milk, toileting",
        "reference",
        """Hoglets (under ~100 g, eyes shut):
- incubator #2 (right-hand Brinsea) at 27 °C, or heat mat on low under half the box
- Esbilac puppy milk replacer, 1 ml syringe, every 2 h round the clock for the tiny ones;
  night feeds go home with a key holder
- toilet after every feed (wet cotton bud)
- weigh daily, same scales as the big hogs
- weaning ~4 wks: mash kitten food into the milk
""",
        updated="2025-05-10",
    ),
    "care/fawns.md": topic(
        "Fawns",
        "Taking in and hand-rearing deer fawns",
        "reference",
        """Fawns (mostly roe, the odd fallow):
- only take in if truly orphaned: mum found dead, or the finder watched from a distance for
  24 h and she never came back. A fawn lying on its own is normal. Tell finders NOT to touch.
- Lamlac (lamb milk replacer), warmed, 5 bottles a day: 06:00, 10:00, 14:00, 18:00, 22:00
- one carer per fawn, same person as far as possible; no talking, no radio, no dogs on site
- stimulate to toilet after feeds till ~3 wks
- weigh weekly in the sling
""",
        aliases=["deer fawns", "roe kids"],
        updated="2025-05-12",
    ),
    "recaps/2025-05-17-aoife.md": topic(
        "Recap Sat 17 May (Aoife)",
        "Aoife's Saturday shift recap, 17 May",
        "project",
        """Hiya all, Saturday recap — grab a cuppa, it's a long one!

So baby season has officially arrived. NINE in today: four blackbird nestlings from a hedge
that got flailed on Cotton Lane (25-0261 to 0264, in the left-hand incubator, all gaping,
fingers crossed), a woodpigeon squab, two hoglets whose mum got strimmed (the finder was in
bits, poor woman — I gave her the numbers so she can ring for updates), a very cross
herring gull with fishing line round its leg, and a mallard plus her nine ducklings that
Derek somehow herded into a cat basket in the Co-op car park. Don't ask.

The blackbirds had us on half-hourly feeds from 7 till 9 and honestly, Gerald is a machine
with the tweezers. Hoglets are in the right-hand incubator and took their milk like pros.

Gull: line's off, leg looks OK, Nadia to have a look. Which reminds me, big one for the
whiteboard — Fernside have shuffled her rota, so the weekly visit is Thursday afternoons,
roughly 2 o'clock, starting next week. Rechecks on the board by Wednesday night then please.

Fawn paddock still empty, touch wood. And the new kettle is in (thank you Gerald!!).

Love, Aoife x
""",
        nested=True,
        session="1f9d7c3a-4e2b-48a0-b6c1-7d5e90a2f384",
        modified="2025-05-17",
        updated="2025-05-17",
    ),
    "release/fawn-site.md": topic(
        "Fawn release — Holm Oak Farm",
        "Where fawns are released from this year",
        "project",
        """Ridley fell through (new estate manager, no wild deer in with the herd). Fawns now go to
Holm Oak Farm, Tilsey: soft-release paddock by the wood. Ruth Acland is the contact.
- at 12–14 wks, two together
- 10 days in the paddock, then the gate is left open, food out for another fortnight
- Derek drives
""",
        updated="2025-05-30",
    ),
    "ops/ark-app.md": topic(
        "ARK records",
        "The ARK app for animal records",
        "reference",
        """From 1 June animal records go into ARK on the office tablet, not the Google Sheet.
- ARK gives the intake no. now (same YY-NNNN format)
- the "Intake 2025" sheet is read-only, don't add rows
- paper card still goes in the red folder for now (Marian wants a backup)
- weights, meds, releases → ARK too (hutch cards stay on the hutches)
- login on the card in the office drawer
""",
        updated="2025-06-02",
    ),
    "handover/2025-06-10.md": topic(
        "Handover Tue 10 Jun",
        "AM to PM handover, 10 June",
        "project",
        """AM → PM, Tue 10/6
- 25-0317 tawny (RTA, B2145 by Tilsey): X-ray yesterday, NO fracture. L wing droop. Cage
  rest owl box 2 wks, then flight test. 2 mice at dusk. Release back at Tilsey, Derek has
  the what3words.
- 25-0301 hog hutch 5: metacam 0.1 ml at the 21:00 check, last dose
- hot room overnight min 26.5
- F10 nearly out, Marian knows
- new vol Tom starts tomorrow PM — buddy him pls
""",
        updated="2025-06-10",
    ),
    "money/fernside-inv-0317.md": topic(
        "Fernside INV-0317",
        "Fernside's May invoice and the query on it",
        "reference",
        """Fernside invoice INV-0317, May 2025: £412.60.
Mostly the hog lungworm batch (Panacur + Levacide), 3 X-rays (gull, 2 pigeons), one PTS.
Marian paid 11/6 from the vet fund. Queried: they billed the 7 May call-out at the full
rate instead of at cost; Fernside office says credit note on the June one.
""",
        updated="2025-06-11",
    ),
    "incidents/2025-06-14-gloves.md": topic(
        "Bare hands 14 Jun",
        "New volunteer cleaned hog hutches without gloves",
        "project",
        """Sat 14/6, PM: Tom (2nd shift) cleaned out hutches 4–7 bare-handed, nobody had told him.
Hutch 6 is a ringworm query (crusty ears) → moved to isolation straight after. Tom scrubbed
up with Hibiscrub; told to watch his hands/wrists for round red patches and see the GP if
any. Told Marian. Aoife adding gloves to the induction sheet.
""",
        updated="2025-06-14",
    ),
    "recaps/2025-06-21-jess.md": topic(
        "sat pm recap 21/6 (jess)",
        "Jess's Saturday afternoon recap, 21 June",
        "project",
        """sat pm recap (jess)

ok so. busy.
- 3 new in: hog from oakfield allotments (netting, cut on back leg, cleaned + metacam per
  nadias whatsapp, hutch 9), starling fledgling (cat got it so abx started, bird rm cage 3),
  + a baby rabbit which i KNOW we dont do but the finder was crying so its in the hot room
  til m decides
- fawn 25-0288 (little roe from hatch end) doing grt, 4.1kg. nadia popped in on her way back
  from a farm call n changed the fawns to 4 bottles a day — 7, 12, 5 & 10. reckons 5 was too
  much n thats why the runs. so 4 from now on, ive changed the sheet on the paddock door
- logged everything on ARK, its actually ok once u find the weights tab
- toms hands fine btw, no patches
- cotton ln blackbirds: 3 feathering up, moved 2 to bird rm. 1 didnt make it :( double
  bagged + labelled
- ducklings lost their minds at the hose in the pond pen lol
- evening check = derek tonight

thats it, im dead, night x
""",
        nested=True,
        session="7a0e3b95-c1d8-4f62-a47e-b83f2d6c09e1",
        modified="2025-06-21",
        updated="2025-06-21",
    ),
    "events/open-day-open.md": topic(
        "Open day — to decide",
        "Aoife's list of open questions for the open day",
        "project",
        """Open day — still to decide:
- date: Sat 6 or Sat 13 Sept?
- here, or the village hall + field?
- release demo? (Marian not keen)
- who runs cakes / tombola
- parking, if it's here
- entry fee or just donations?
- invite the Gazette?
""",
        updated="2025-06-27",
    ),
    "feedback/no-visitors.md": topic(
        "Front desk is the limit",
        "Nobody from outside goes further than the front desk",
        "feedback",
        """Nobody from outside gets past the front desk. Not finders, not vols' friends or kids, not
the Gazette, not councillors. Wild animals that get used to faces don't last once they're
out, and a stranger leaning over a hutch is the most stressful thing in a hedgehog's week.
Someone wants news of "their" animal: they've got the number, they can ring. — Marian
""",
        updated="2025-07-08",
    ),
    "events/open-day.md": topic(
        "Open day — decided",
        "Date, place and plan for the September open day",
        "project",
        """Decided (Marian + Aoife, 15 Jul):
- Sat 13 Sept, 11:00–15:00, Wrenfield village hall + field. Not at the centre, too many
  people for the animals.
- free entry; donation buckets, tombola, cakes (Gerald's wife Ann does cakes)
- no live animals, no release demo. Photo boards + a hog-house building stall instead.
- Gazette invited to the hall.
""",
        updated="2025-07-15",
    ),
    "care/pickles-ward.md": topic(
        "Pickles Ward",
        "The hedgehog ward's name on cards and in ARK",
        "reference",
        """The hog hotel is called Pickles Ward now — new sign on the door (after Pickles, Marian's
first hog, 2009). Same 12 hutches, new vinyl floor + a thermostat heater. Put "Pickles
Ward" on cards and in ARK, not "hog hotel".
""",
        updated="2025-07-22",
    ),
    "recaps/2025-08-09-gerald.md": topic(
        "Shift report 9 August (G. Pennock)",
        "Gerald's morning shift report, Saturday 9 August",
        "project",
        """Shift report — Saturday 9th August 2025, morning shift.
Prepared by G. Pennock. Present: Mr D. Lowe, Miss J. Amadi and the undersigned.

1. Admissions. Two admissions were recorded in ARK: a juvenile herring gull (25-0409), found
   grounded on the roof of The Plough, and a common guillemot (25-0410), heavily
   contaminated with oil, brought in from Sandmouth beach by a member of the public.

2. The guillemot. I sent photographs to Dr Kowalczyk at 09.40 and she telephoned shortly
   afterwards. She was most emphatic that a bird in this condition is not to be washed on
   the day of its admission. It is first to be stabilised for not less than forty-eight
   hours (warmth, fluids by tube, rest in a quiet cage) and washed only once it is bright,
   standing and passing normal droppings. I have accordingly placed the guillemot in
   hospital cage 3 in the hot room and entered Monday 11th August as its provisional
   washing date, subject to her approval.

3. Hedgehogs. Pickles Ward holds eleven animals, all weighed before breakfast. Two of them,
   25-0355 and 25-0361, are comfortably above release weight and await Dr Kowalczyk's
   clearance.

4. The telephone. For the avoidance of doubt, as Mr Lowe enquired: the rescue mobile is in
   Mrs Brennan's keeping from six o'clock until ten in the evening. She collects it from the
   office shelf at the close of the afternoon shift, and Mr Lowe need not wait for it.

5. Premises. The new thermometer in the hot room recorded a minimum of 27.1 °C overnight.
   The final section of the flight aviary, outstanding since the June work party, has been
   completed by the Rotary volunteers; Mrs Greaves has yet to sign it off.

6. Miscellaneous. The tea fund stands at £14.20. Miss Amadi wishes it recorded that the
   gull bit her.

G.P.
""",
        nested=True,
        session="c4d86f20-9e3a-41b7-8d5c-60f1a7e2b94d",
        modified="2025-08-09",
        updated="2025-08-09",
    ),
    "ops/wishlist.md": topic(
        "Wishlist",
        "What we're short of, for the website and Facebook",
        "reference",
        """What we need right now:
- old towels, fleeces, pillowcases (no holes or loops)
- kitten food (meaty, not fish) + kitten biscuits
- newspaper, kitchen roll
- F10, Hibiscrub, bleach
- Pets at Home / Amazon vouchers

Bringing things in: reception, Mon–Fri 9–4. Ring the bell and someone will come out. There's
nobody to take things in at weekends, sorry!
Money: JustGiving "hollybankwildlife".
""",
        updated="2025-08-18",
    ),
    "recaps/2025-09-13-aoife.md": topic(
        "Open day recap (Aoife)",
        "Aoife's recap of the open day and the centre, 13 September",
        "project",
        """Hello lovely people — OPEN DAY RECAP (plus a few bits from the centre) ☕

Well. What a day. £1,146 taken — tombola £310, cakes £288 (Ann's lemon drizzle was gone by
half eleven, I'm told there was nearly a fight) and the rest in the buckets and on the card
reader. It's all going in the pot for the hog runs next year. The village hall field was
PACKED from about half eleven, and Derek's photo boards of the fawns going out at Holm Oak
had a queue in front of them all afternoon. Three people signed up to volunteer, two of them
want mornings, yay!

Back at base Jess and Tom held the fort, bless them: 14 hogs in now (12 on Pickles Ward and
two in isolation — the mangy one from Oakfield and a ringworm query), two woodpigeons and a
very loud jackdaw.

Quick one for all the new autumn folk, because it came up twice today: if something doesn't
make it, double-bag it, label it with number, date and species, and it goes in the grey
freezer in the back porch. The big chest in the garage is the food store — chicks, sprats,
mice — so nothing else in there please!! Petsrest still come the first Friday.

And the flight aviary has its first residents, two young rooks, having the time of their
lives.

Right, I'm off to lie down in a dark room. Thank you ALL. Aoife xx
""",
        nested=True,
        session="2b6f0e4d-8a13-4c97-95e2-d1c7a3f08b56",
        modified="2025-09-13",
        updated="2025-09-13",
    ),
    "care/hog-release-weight.md": topic(
        "Hog release weight",
        "Minimum weight before a hedgehog can go back out",
        "feedback",
        """Release weight for hogs goes up to 650 g minimum from now on (was 600). Nadia's call after
the late-summer lot: three that went out at 600-ish came back in underweight within a
month. Still needs vet OK + eating well. Small autumn juveniles → ask Nadia, they may
overwinter with us.
""",
        updated="2025-09-22",
    ),
    "projects/aviary-phase2.md": topic(
        "Phase 2 builds (2026)",
        "What we build in 2026 after the flight aviary",
        "project",
        """Phase 2 (2026)
- 6 outdoor pre-release runs for hogs behind Pickles Ward
- a smaller 6 m songbird aviary to replace Aviary 1
- budget £2,800: open day money + a second Bramble Trust bid in January
- build Feb–Mar 2026, done before baby season
""",
        updated="2025-10-14",
    ),
}

FILES = with_index(
    N,
    title="Hollybank Wildlife Rescue — memory",
    sections={
        "people/": "People",
        "ops/": "Running the centre",
        "care/": "Animal care",
        "feedback/": "Animal care",
        "release/": "Releases",
        "projects/": "Projects & events",
        "events/": "Projects & events",
        "money/": "Money",
        "incidents/": "Shift notes",
        "handover/": "Shift notes",
        "recaps/": "Shift notes",
        "meetings/": "Shift notes",
    },
)

ask, chat = questions_in("en")

MEMDIR = LabelledMemdir(
    name="wildlife_rescue",
    half="tuning",
    language="en",
    domain="volunteer-run wildlife rehabilitation centre",
    style="terse volunteer handover notes, an enclosure table, long chatty shift recaps from "
    "volunteers with different habits (one all lowercase, one very formal)",
    files=FILES,
    pairs=[
        # --- contradictions ---------------------------------------------------------------
        P(
            "contradiction",
            "ops/vet.md",
            "recaps/2025-05-17-aoife.md",
            "time-moved",
            "Weekly vet visit Tue 10:00 vs Thursday afternoons about 2, buried in a recap.",
        ),
        P(
            "contradiction",
            "ops/donations.md",
            "ops/wishlist.md",
            "time-moved",
            "Drop-off Sat 10–12 at the gate vs reception Mon–Fri 9–4, nobody at weekends.",
        ),
        P(
            "contradiction",
            "care/hedgehogs.md",
            "care/hog-release-weight.md",
            "threshold-changed",
            "Hogs ready to go at 600 g+ vs release weight raised to 650 g minimum.",
        ),
        P(
            "contradiction",
            "ops/hotline.md",
            "recaps/2025-08-09-gerald.md",
            "owner-changed",
            "Derek takes the rescue phone 18–22 vs it is in Mrs Brennan's keeping six to ten.",
        ),
        P(
            "contradiction",
            "care/enclosures.md",
            "care/pickles-ward.md",
            "renamed",
            "The hedgehog enclosure is 'Hog hotel' in the table vs called Pickles Ward now.",
        ),
        P(
            "contradiction",
            "care/oiled-birds.md",
            "recaps/2025-08-09-gerald.md",
            "policy-reversed",
            "Wash oiled birds the same day vs never on the day of admission, stabilise 48 h.",
        ),
        P(
            "contradiction",
            "ops/intake.md",
            "ops/ark-app.md",
            "tool-switched",
            "Intake rows in the Intake 2025 Google Sheet vs records in ARK, sheet read-only.",
        ),
        P(
            "contradiction",
            "ops/freezers.md",
            "recaps/2025-09-13-aoife.md",
            "location-changed",
            "Casualties in the garage chest, food in the kitchen upright vs bodies in the "
            "porch grey freezer and the garage chest as food store.",
        ),
        P(
            "contradiction",
            "ops/rota.md",
            "meetings/2025-04-09-volunteers.md",
            "count-changed",
            "2 vols per shift vs AM shift goes up to three from now on (minutes item 1).",
        ),
        P(
            "contradiction",
            "care/fawns.md",
            "recaps/2025-06-21-jess.md",
            "count-changed",
            "Fawns on 5 bottles a day vs Nadia changed them to 4 a day, in Jess's recap.",
        ),
        P(
            "contradiction",
            "ops/public-visits.md",
            "feedback/no-visitors.md",
            "reworded-conflict",
            "Finders may book a visit to see their hedgehog vs nobody from outside past the "
            "front desk, finders included.",
        ),
        # --- decoys -----------------------------------------------------------------------
        P(
            "decoy",
            "care/nestlings.md",
            "care/hoglets.md",
            "shared-technology",
            "Both use a Brinsea incubator: #1 at 32 °C for nestlings, #2 at 27 °C for hoglets.",
        ),
        P(
            "decoy",
            "care/handling-ppe.md",
            "incidents/2025-06-14-gloves.md",
            "rule-vs-incident",
            "Gloves always for hogs; a new volunteer cleaned hutches bare-handed on 14 June.",
        ),
        P(
            "decoy",
            "ops/vet.md",
            "money/fernside-inv-0317.md",
            "rule-vs-incident",
            "Fernside charge at cost; the May invoice billed a call-out at full rate, queried.",
        ),
        P(
            "decoy",
            "events/open-day-open.md",
            "events/open-day.md",
            "open-questions-vs-settled",
            "Date, venue, demo and cakes were open; settled as Sat 13 Sept at the village hall.",
        ),
        P(
            "decoy",
            "projects/aviary-phase1.md",
            "projects/aviary-phase2.md",
            "phase1-vs-phase2",
            "Phase 1 2025: 12 m flight aviary, £4,200; phase 2 2026: hog runs + 6 m aviary, "
            "£2,800.",
        ),
        P(
            "decoy",
            "release/sites.md",
            "meetings/2025-04-09-volunteers.md",
            "quoted-opinion-rejected",
            "Derek's release-in-our-garden idea was turned down; where found or approved site.",
        ),
        P(
            "decoy",
            "people/marian.md",
            "people/dr-kowalczyk.md",
            "two-peoples-preferences",
            "Marian wants a phone call, not a text; Nadia wants a WhatsApp first, not a call.",
        ),
        P(
            "decoy",
            "care/hedgehogs.md",
            "care/nestlings.md",
            "two-donts-different-things",
            "No milk, mealworms or peanuts for hogs vs no bread or dripped water for nestlings.",
        ),
        P(
            "decoy",
            "handover/2025-06-10.md",
            "money/fernside-inv-0317.md",
            "same-ticket-ids",
            "0317 is a tawny owl's intake no. and Fernside's May invoice number.",
        ),
        P(
            "decoy",
            "release/fawn-site-ridley.md",
            "release/fawn-site.md",
            "superseded-and-successor",
            "Ridley deer park (superseded) vs Holm Oak Farm's soft-release paddock.",
        ),
        P(
            "decoy",
            "ops/vet.md",
            "people/dr-kowalczyk.md",
            "related-consistent",
            "Same vet: practice, visit and OOH vs how she likes to be contacted.",
        ),
        P(
            "decoy",
            "ops/hotline.md",
            "ops/vet.md",
            "related-consistent",
            "Voicemail points to Fernside OOH; the vet note gives the OOH number.",
        ),
        P(
            "decoy",
            "care/hedgehogs.md",
            "care/hoglets.md",
            "related-consistent",
            "No cow's milk for hogs; hoglets get Esbilac puppy milk replacer; both weigh daily.",
        ),
        P(
            "decoy",
            "ops/intake.md",
            "feedback/no-visitors.md",
            "related-consistent",
            "Finders get the intake no. and ring for news, in both.",
        ),
        P(
            "decoy",
            "events/open-day.md",
            "feedback/no-visitors.md",
            "related-consistent",
            "Open day at the village hall, not the centre; nobody past the front desk.",
        ),
        P(
            "decoy",
            "events/open-day.md",
            "recaps/2025-09-13-aoife.md",
            "related-consistent",
            "Open day held at the village hall field with tombola and Ann's cakes, as planned.",
        ),
        P(
            "decoy",
            "meetings/2025-04-09-volunteers.md",
            "events/open-day-open.md",
            "related-consistent",
            "Open day agreed for September; Aoife's list of what needs deciding.",
        ),
        P(
            "decoy",
            "meetings/2025-04-09-volunteers.md",
            "projects/aviary-phase1.md",
            "related-consistent",
            "Bramble Trust £4,200 for the flight aviary, built in June, in both.",
        ),
        P(
            "decoy",
            "projects/aviary-phase1.md",
            "recaps/2025-08-09-gerald.md",
            "related-consistent",
            "Aviary's last section done after the June work party, awaiting Marian's sign-off.",
        ),
        P(
            "decoy",
            "projects/aviary-phase2.md",
            "recaps/2025-09-13-aoife.md",
            "related-consistent",
            "Open day money goes towards next year's hog runs, in both.",
        ),
        P(
            "decoy",
            "ops/ark-app.md",
            "recaps/2025-06-21-jess.md",
            "related-consistent",
            "Jess logs the day's animals in ARK, as the ARK note says.",
        ),
        P(
            "decoy",
            "incidents/2025-06-14-gloves.md",
            "recaps/2025-06-21-jess.md",
            "related-consistent",
            "Tom's bare-hands incident; a week later his hands are fine.",
        ),
        P(
            "decoy",
            "care/enclosures.md",
            "feedback/hot-room-door.md",
            "related-consistent",
            "Table row says keep the hot room door shut; the door rule says the same.",
        ),
        P(
            "decoy",
            "care/enclosures.md",
            "feedback/hot-room-draughts.md",
            "related-consistent",
            "Hot room (ICU) door kept shut in the table and in the draughts rule.",
        ),
        P(
            "decoy",
            "care/enclosures.md",
            "care/handling-ppe.md",
            "related-consistent",
            "Isolation has its own apron and boots, in both.",
        ),
        P(
            "decoy",
            "care/enclosures.md",
            "care/fawns.md",
            "related-consistent",
            "One carer only for fawns, in the table and the fawn note.",
        ),
        P(
            "decoy",
            "care/fawns.md",
            "release/fawn-site.md",
            "related-consistent",
            "Hand-rearing fawns vs where and at what age they are released.",
        ),
        P(
            "decoy",
            "care/nestlings.md",
            "recaps/2025-05-17-aoife.md",
            "related-consistent",
            "Blackbird nestlings in the left incubator on half-hourly feeds 7 till 9.",
        ),
        P(
            "decoy",
            "care/hoglets.md",
            "recaps/2025-05-17-aoife.md",
            "related-consistent",
            "Hoglets in the right-hand incubator on milk, as the hoglet note says.",
        ),
        P(
            "decoy",
            "release/sites.md",
            "handover/2025-06-10.md",
            "related-consistent",
            "The tawny goes back where it was found, as owls do.",
        ),
        P(
            "decoy",
            "care/hog-release-weight.md",
            "recaps/2025-08-09-gerald.md",
            "related-consistent",
            "Two hogs above release weight await the vet's clearance; no weight is given.",
        ),
        P(
            "decoy",
            "release/fawn-site.md",
            "recaps/2025-09-13-aoife.md",
            "related-consistent",
            "Fawns go out at Holm Oak; the open-day boards showed them going out there.",
        ),
        P(
            "decoy",
            "ops/intake.md",
            "recaps/2025-05-17-aoife.md",
            "related-consistent",
            "Aoife gave the finder the numbers to ring for updates, as intake says.",
        ),
        P(
            "decoy",
            "ops/public-visits.md",
            "events/open-day.md",
            "related-consistent",
            "Open day held off-site because of crowds; says nothing about booked finder visits.",
        ),
        P(
            "decoy",
            "ops/intake.md",
            "ops/public-visits.md",
            "related-consistent",
            "Finders ring for news with the intake no.; they may also book a visit (March).",
        ),
        P(
            "decoy",
            "care/enclosures.md",
            "projects/aviary-phase1.md",
            "related-consistent",
            "Owl box stays for intake and assessment once the flight aviary exists.",
        ),
        P(
            "decoy",
            "care/enclosures.md",
            "projects/aviary-phase2.md",
            "related-consistent",
            "Aviary 1 is in the table now; phase 2 plans to replace it in 2026.",
        ),
        # --- duplicates -------------------------------------------------------------------
        P(
            "duplicate",
            "ops/hygiene.md",
            "ops/closing-checklist.md",
            "reordered",
            "The same five end-of-shift cleaning points in another order, saved on 8 March.",
        ),
        P(
            "near-duplicate",
            "feedback/hot-room-door.md",
            "feedback/hot-room-draughts.md",
            "same-rule-restated",
            "Keep the hot room / ICU door shut, it loses heat; saved twice on 22 April.",
        ),
    ],
    questions=[
        ask(
            "when's the vet coming in this week? need the gull on the rechecks list",
            "ops/vet.md",
            "recaps/2025-05-17-aoife.md",
        ),
        ask(
            "whos got the rescue phone tonight after 6?",
            "ops/hotline.md",
            "recaps/2025-08-09-gerald.md",
        ),
        ask(
            "minimum release weight hedgehgo",
            "care/hedgehogs.md",
            "care/hog-release-weight.md",
        ),
        ask(
            "a blackbird died on my shift, where does the body go?",
            "ops/freezers.md",
            "recaps/2025-09-13-aoife.md",
        ),
        ask(
            "how many volunteers do we need on a morning shift",
            "ops/rota.md",
            "meetings/2025-04-09-volunteers.md",
        ),
        ask(
            "the lady who brought the hedgehog in wants to come and say bye before it goes, "
            "can she?",
            "ops/public-visits.md",
            "feedback/no-visitors.md",
        ),
        ask(
            "someone wants to bring a bag of old towels round on sunday morning, is that ok",
            "ops/donations.md",
            "ops/wishlist.md",
        ),
        ask(
            "how many bottles a day are the fawns on?",
            "care/fawns.md",
            "recaps/2025-06-21-jess.md",
        ),
        ask(
            "oiled guillemot just came in - do we wash it straight away or wait?",
            "care/oiled-birds.md",
            "recaps/2025-08-09-gerald.md",
        ),
        ask(
            "where do new admissions get recorded, spreadsheet or app",
            "ops/intake.md",
            "ops/ark-app.md",
        ),
        ask(
            "what do we call the hedgehog room on the cards",
            "care/enclosures.md",
            "care/pickles-ward.md",
        ),
        ask("incubator temprature for naked baby birds", "care/nestlings.md"),
        ask(
            "where do we release fawns",
            "release/fawn-site.md",
            "release/fawn-site-ridley.md",
        ),
        ask(
            "open day date + venue?",
            "events/open-day.md",
            "recaps/2025-09-13-aoife.md",
        ),
        ask("how much is next year's build going to cost", "projects/aviary-phase2.md"),
        ask(
            "could we just let the hogs go in our own back garden?",
            "release/sites.md",
            "meetings/2025-04-09-volunteers.md",
        ),
        ask(
            "end of shift cleaning list",
            "ops/hygiene.md",
            "ops/closing-checklist.md",
        ),
        ask("what milk formula for orphaned hoglets", "care/hoglets.md"),
        ask("tawny owl from tilsey, what's the plan with it", "handover/2025-06-10.md"),
        ask(
            "can i leave the ICU door open for a sec while i carry cages in",
            "feedback/hot-room-door.md",
            "feedback/hot-room-draughts.md",
            "care/enclosures.md",
        ),
        ask(
            "thanks! and how does nadia want to be contacted about a poorly hog?",
            "people/dr-kowalczyk.md",
            conversational=True,
        ),
        ask(
            "ok and if it's urgent do i text marian or ring her?",
            "people/marian.md",
            conversational=True,
        ),
        ask(
            "cheers. and what was fernside invoice 0317 for?",
            "money/fernside-inv-0317.md",
            conversational=True,
        ),
        ask(
            "great, and do we have to wear gloves for the hogs?",
            "care/handling-ppe.md",
            "incidents/2025-06-14-gloves.md",
            conversational=True,
        ),
        chat("morning all! kettle's on"),
        chat("thanks, that's brilliant"),
        chat("brb, someone's ringing the bell"),
        chat("absolutely chucking it down here today"),
        chat("ok next"),
        chat("you're a star, honestly"),
        chat("what do you call a hedgehog with no prickles? a bald spot 😂"),
        chat("long day at the centre, i'm shattered"),
        chat("night all, see you saturday"),
        chat("feeling a bit flat today tbh"),
        chat("lol that gull really did have it in for jess"),
    ],
    complete_labels=True,
)
