# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""A small community theatre company's agent memory (the Lantern Street Players).

Style: a chatty agent that writes long-ish notes with the facts buried in them, plus a few
one-liners; a ticket-price table and a volunteer-roster table.
"""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "schedule/rehearsals.md": topic(
        "Rehearsal nights",
        "When the company rehearses",
        "project",
        """Rehearsals: Tuesday + Thursday evenings, 7:30 to 10pm, St Aidan's church hall.
""",
        updated="2025-09-02",
    ),
    "people/ruth-catchup.md": topic(
        "Catch-up with Ruth",
        "How the director likes the Earnest rehearsal period to run",
        "user",
        """Had a long catch-up with Ruth (she's directing Earnest) about how she wants the
rehearsal period to go, so writing it all down before I forget half of it.

She's really big on warm-ups. She wants the cast in the room half an hour before we
start so she can run her vocal and physical warm-up, and she'd rather people skipped a
scene than skipped the warm-up. Fair enough, I suppose.

The scouts have taken the hall on Thursdays, so we're now doing Tuesday evenings plus
Sunday afternoons, 2 till 5. Ruth's actually pleased, she reckons Sundays will get the
best turnout because nobody's coming straight from work.

Other bits:
- off-book deadline is 15 February, no exceptions for Act 1
- floor tape: blue for Act 1 (Algernon's flat), yellow for Act 2 (the garden)
- she hates phones out in the rehearsal room, even on silent
""",
        updated="2026-01-19",
        nested=True,
        session="b7e2c0d4-3f1a-4e55-9a12-6c0f8d1e2a77",
        modified="2026-01-19T22:41:00Z",
    ),
    "box-office/prices.md": topic(
        "Ticket prices",
        "What a seat costs",
        "reference",
        """| ticket | price |
|---|---|
| Adult | £14 |
| Concession (65+, students) | £11 |
| Under 16 | £7 |
| Group (10+ people) | £10 each |
| Preview night | £8, all seats |

All prices include the £1 restoration levy for the hall roof.
""",
        updated="2025-08-20",
    ),
    "box-office/group-rate.md": topic(
        "Group rate",
        "Who gets the group price",
        "feedback",
        """Dee lowered the bar for the group rate after we lost the WI outing over it: any
party of 8 or more gets it now. Still £10 a head.
""",
        updated="2026-02-02",
    ),
    "props/storage.md": topic(
        "Props store",
        "Where props live and who looks after them",
        "reference",
        """Props are kept in the big cupboard under the stage at St Aidan's (padlock 4417).
Kofi Mensah is props master: ask him before you borrow anything, and it goes in his
red book.
""",
        updated="2025-09-10",
    ),
    "props/lockup.md": topic(
        "Mill Lane lock-up",
        "The lock-up garage",
        "project",
        """All the props are in the Mill Lane lock-up now: unit 4, the one with the green
door. Key's in the key safe by the hall's side door.
""",
        updated="2026-02-14",
    ),
    "people/volunteer-roster.md": topic(
        "Who does what",
        "Crew and volunteer roles for the spring season",
        "reference",
        """Roster as of the January company meeting:

| role | who | best way to reach |
|---|---|---|
| Stage manager | Nadia Price | WhatsApp |
| Lighting | Sam Okafor | WhatsApp |
| Sound | Femi Adebayo | email |
| Props | Imogen Hale | WhatsApp |
| Wardrobe | Bev Collins | phone, evenings |
| Box office | Dee Marsh | email |
| Front of house | Lorraine Pitt | phone |
""",
        updated="2026-01-25",
        aliases=["roster", "crew list"],
    ),
    "tools/ticketing.md": topic(
        "Ticketing",
        "How tickets are sold",
        "reference",
        """Online sales go through TicketSource; Dee has the admin login. On the door we take
cards on the SumUp reader. Anyone who ticks "keep me posted" when they book lands on
the Mailchimp audience called Lantern Friends.
""",
        updated="2025-06-30",
    ),
    "audience/newsletter-march.md": topic(
        "March newsletter",
        "What went out in the March newsletter",
        "project",
        """Sent the March newsletter from Mailchimp this morning (first Friday, as usual) to
Lantern Circle, which is audience and donors together since the merge. Dee wrote
most of it. Contents: Earnest dates, the balcony being open again, a plea for front
of house volunteers, and a photo of Bev's hat mountain in the wardrobe. Open rate on
the February one was 48%, so we kept the same subject-line style.
""",
        updated="2026-03-06",
    ),
    "feedback/rehearsal-reports.md": topic(
        "Rehearsal reports",
        "Who gets the rehearsal report",
        "feedback",
        """After every rehearsal the SM's report goes to the whole company, cast and crew, so
nobody can say they didn't know about a fitting.
""",
        updated="2025-09-20",
    ),
    "feedback/reports-production-only.md": topic(
        "Reports: production team only",
        "Keep the cast off the report email",
        "feedback",
        """Production team only from now on (Ruth, Nadia, the designers, Sam). Don't cc the
cast: the reply-all storm about wigs was the last straw.
""",
        updated="2026-02-10",
    ),
    "box-office/season-setup.md": topic(
        "Spring season setup",
        "Setting up Earnest for sale with Dee",
        "project",
        """Spent most of the afternoon with Dee getting the spring season ready to go on sale.

We're on Ticket Tailor for the box office now. Dee is much happier with it: the seating
plan editor actually works and the per-ticket fee is lower. She'd already moved the
sponsor page across before I joined.

Earnest is set up as four evening performances, Thursday 19 to Sunday 22 March, and no
matinee this time (nobody wanted to give up a Saturday afternoon). Doors 7pm, curtain
7:30. The SumUp reader stays for walk-ups and the bar.

Left to do: the access-seat note on the event page, and the preview-night code for the
Friends.
""",
        updated="2026-01-08",
        nested=True,
        session="41c9a8e0-77b2-4d0f-8d3e-0f5ab2c19e04",
    ),
    "front-of-house/volunteers.md": topic(
        "FOH volunteers",
        "How many front of house people a show needs",
        "project",
        """FOH per performance: 4. Two ushers, one on the bar, one selling raffle tickets.
Lorraine builds the rota.
""",
        updated="2025-10-01",
    ),
    "front-of-house/balcony.md": topic(
        "Balcony reopens",
        "The balcony and what it means for front of house",
        "project",
        """Good news from the hall committee tonight: the fire officer has signed the balcony
off, so it's open again from Earnest, which gives us 40 more seats to sell. Lorraine
was thrilled and then immediately worried, because it means more bodies: we'll need
six front of house volunteers per show from now on, with an extra usher upstairs and
someone on the balcony door at the interval. She's going to ask the Friends first and
then put a call out in the newsletter.
""",
        updated="2026-03-01",
    ),
    "feedback/booth.md": topic(
        "Lighting box",
        "Who may be in the lighting box",
        "feedback",
        """The lighting box is crew only. No cast up there, not even to watch a run: it's tiny
and the desk gets knocked.
""",
        updated="2025-10-12",
    ),
    "tech/tech-week.md": topic(
        "Tech week plan",
        "Tech and dress rehearsals for Earnest",
        "project",
        """Tech week for Earnest, as agreed with Nadia and Sam:

- Sun 15 March, 1 to 6pm: cue-to-cue
- Tue 17 March: first dress
- Wed 18 March: final dress

Sam wants the crew in 90 minutes before each call for the rig check and a focus
touch-up; he says he'd rather be bored than rushed. Femi is on QLab for sound as usual.

Nice touch from Sam: anyone in the cast who isn't on in a scene is welcome to come up
to the booth and sit with him to watch how the cues land. He likes the company and
says it helps actors understand why he keeps asking them to hit their marks.
""",
        updated="2026-03-10",
    ),
    "tech/sound.md": topic(
        "Sound setup",
        "How the sound cues run",
        "reference",
        """Sound cues run in QLab on the old MacBook Air (the one with the parrot sticker).
Show file in Dropbox > LSP > Sound; Femi keeps a copy on a USB stick in the sound bag.
""",
        updated="2025-11-05",
    ),
    "front-of-house/preshow-slides.md": topic(
        "Pre-show slides",
        "The slides on the front cloth before curtain up",
        "project",
        """Pre-show slides (sponsors, the raffle, "phones off please") are a little QLab
workspace on Dee's laptop, projected onto the front cloth while people come in. Dee
updates the sponsor slide before each show.
""",
        updated="2026-01-30",
    ),
    "feedback/no-real-flames.md": topic(
        "No naked flames",
        "Fire rule on stage",
        "feedback",
        """No naked flames on stage. Candles, oil lamps, the fireplace: LED only. The hall's
insurance depends on it.
""",
        updated="2025-09-15",
    ),
    "log/dress-rehearsal.md": topic(
        "First dress",
        "What happened at Tuesday's dress",
        "project",
        """Tuesday's dress: a real tealight turned up on the tea tray in Act 2 (someone took
it from the kitchen drawer). Imogen spotted it before the scene, swapped it for an LED
one, and Nadia reminded everyone at notes. Otherwise a decent run, 2h10 with the
interval.
""",
        updated="2026-03-17",
    ),
    "shows/spring-open-questions.md": topic(
        "Spring 2026: undecided",
        "Things still open for the spring show",
        "project",
        """Still open for spring:
- which play? Earnest or Abigail's Party (Ruth keen on Earnest)
- cap the cast at 10?
- a matinee, or evenings only?
- hire the Corn Exchange, or stay at St Aidan's?
""",
        updated="2025-11-20",
    ),
    "shows/spring-decision.md": topic(
        "Spring show chosen",
        "What the committee picked for spring",
        "project",
        """Committee vote's in: the spring show is The Importance of Being Earnest, Ruth
directing, and we're staying at St Aidan's (the Corn Exchange wanted £600 a night).
""",
        updated="2025-12-04",
    ),
    "feedback/photos.md": topic(
        "Photography",
        "Photos and filming during shows",
        "feedback",
        """No photos or filming during a performance, audience or crew. Tom Reyes takes the
official pictures at the final dress, and those are the ones that go on our socials.
""",
        updated="2025-08-11",
    ),
    "log/committee-feb.md": topic(
        "Committee, February",
        "Summary of the February committee meeting",
        "project",
        """February committee, my summary for the record:

- Jonno proposed letting the audience film the curtain call for Instagram and TikTok
  ("it's free publicity"). Long discussion; voted down 6 to 2, so nothing changes
  there.
- Treasurer: £2,310 in the account after the panto. The balcony work costs us nothing,
  the hall committee is paying.
- Bev asked for a second clothes rail for wardrobe; approved, up to £40.
- Next meeting Thursday 12 March, at Lorraine's.
""",
        updated="2026-02-12",
    ),
    "feedback/parking.md": topic(
        "Parking",
        "Where not to park at St Aidan's",
        "feedback",
        """Don't park on the vicarage drive, not even for a "quick" unload. The lane behind the
hall is fine.
""",
        updated="2025-09-02",
    ),
    "venue/parking.md": topic(
        "Parking",
        "Where not to park at St Aidan's",
        "feedback",
        """Don't park on the vicarage drive, not even for a "quick" unload. The lane behind the
hall is fine.

""",
        updated="2025-11-18",
    ),
    "log/trello-57.md": topic(
        "Stair unit",
        "Trello card about the wobbly stairs",
        "project",
        """Trello #57: the stair unit wobbles on the third tread. Kofi says he'll re-brace it
before tech.
""",
        updated="2026-01-27",
    ),
    "box-office/booking-57.md": topic(
        "Booking 57",
        "An access booking for Earnest",
        "project",
        """Booking 57: Mrs Adeyemi plus her carer, wheelchair space, Friday 20 March. Keep the
end of row A clear and tell whoever is on front of house that night.
""",
        updated="2026-02-20",
    ),
    "front-of-house/bar.md": topic(
        "Bar",
        "When the bar is open",
        "feedback",
        """Bar's open before the show and in the interval. Once the bell goes for the second
half it shuts, and no drinks go into the auditorium.
""",
        updated="2025-10-01",
    ),
    "feedback/interval-drinks.md": topic(
        "Drinks in the hall",
        "Drinks during the performance",
        "feedback",
        """Glasses stay out of the hall while the show is on; the bar closes when the
second-half bell rings.
""",
        updated="2026-01-14",
    ),
}

FILES = with_index(
    N,
    title="Lantern Street Players: memory",
    sections={
        "box-office/": "Box office",
        "front-of-house/": "Front of house",
        "tech/": "Tech",
        "props/": "Props",
        "feedback/": "Rules",
        "log/": "Log",
    },
)

ask, chat = questions_in("en")

MEMDIR = LabelledMemdir(
    name="theatre_company",
    half="heldout6",
    language="en",
    domain="small community theatre company",
    style="chatty long-ish notes plus one-liners, two tables",
    files=FILES,
    pairs=[
        # contradictions
        P(
            "contradiction",
            "schedule/rehearsals.md",
            "people/ruth-catchup.md",
            "time-moved",
            "Tue + Thu evenings vs Tue evenings + Sun 2-5pm.",
        ),
        P(
            "contradiction",
            "box-office/prices.md",
            "box-office/group-rate.md",
            "threshold-changed",
            "Group rate from 10 people vs from 8.",
        ),
        P(
            "contradiction",
            "props/storage.md",
            "people/volunteer-roster.md",
            "owner-changed",
            "Props master Kofi Mensah vs props: Imogen Hale (table row).",
        ),
        P(
            "contradiction",
            "tools/ticketing.md",
            "audience/newsletter-march.md",
            "renamed",
            "Mailchimp audience Lantern Friends vs Lantern Circle.",
        ),
        P(
            "contradiction",
            "feedback/rehearsal-reports.md",
            "feedback/reports-production-only.md",
            "policy-reversed",
            "Report to the whole company vs don't cc the cast.",
        ),
        P(
            "contradiction",
            "tools/ticketing.md",
            "box-office/season-setup.md",
            "tool-switched",
            "TicketSource vs Ticket Tailor for online sales.",
        ),
        P(
            "contradiction",
            "props/storage.md",
            "props/lockup.md",
            "location-changed",
            "Cupboard under the stage vs Mill Lane lock-up unit 4.",
        ),
        P(
            "contradiction",
            "front-of-house/volunteers.md",
            "front-of-house/balcony.md",
            "count-changed",
            "4 FOH volunteers per performance vs 6.",
        ),
        P(
            "contradiction",
            "feedback/booth.md",
            "tech/tech-week.md",
            "reworded-conflict",
            "No cast in the lighting box, not even to watch vs idle cast welcome in the booth.",
        ),
        # decoys
        P(
            "decoy",
            "tech/sound.md",
            "front-of-house/preshow-slides.md",
            "shared-technology",
            "QLab for sound cues vs QLab for pre-show slides.",
        ),
        P(
            "decoy",
            "feedback/no-real-flames.md",
            "log/dress-rehearsal.md",
            "rule-vs-incident",
            "LED-only rule and the real tealight at the dress.",
        ),
        P(
            "decoy",
            "shows/spring-open-questions.md",
            "shows/spring-decision.md",
            "open-questions-vs-settled",
            "Which play / which venue, settled: Earnest at St Aidan's.",
        ),
        P(
            "decoy",
            "shows/spring-open-questions.md",
            "box-office/season-setup.md",
            "open-questions-vs-settled",
            "Matinee question, settled: evenings only.",
        ),
        P(
            "decoy",
            "feedback/photos.md",
            "log/committee-feb.md",
            "quoted-opinion-rejected",
            "Jonno's filming proposal voted down beside the no-filming rule.",
        ),
        P(
            "decoy",
            "people/ruth-catchup.md",
            "tech/tech-week.md",
            "two-peoples-preferences",
            "Ruth: cast 30 min early for warm-up; Sam: crew 90 min early for rig check.",
        ),
        P(
            "decoy",
            "feedback/no-real-flames.md",
            "feedback/parking.md",
            "two-donts-different-things",
            "No naked flames vs no parking on the vicarage drive.",
        ),
        P(
            "decoy",
            "feedback/no-real-flames.md",
            "venue/parking.md",
            "two-donts-different-things",
            "No naked flames vs no parking on the vicarage drive.",
        ),
        P(
            "decoy",
            "log/trello-57.md",
            "box-office/booking-57.md",
            "same-ticket-ids",
            "Trello #57 stair unit vs booking 57 wheelchair space.",
        ),
        P(
            "decoy",
            "tech/sound.md",
            "tech/tech-week.md",
            "related-consistent",
            "Femi on QLab for sound in both.",
        ),
        P(
            "decoy",
            "front-of-house/volunteers.md",
            "people/volunteer-roster.md",
            "related-consistent",
            "Lorraine runs front of house in both.",
        ),
        P(
            "decoy",
            "front-of-house/balcony.md",
            "audience/newsletter-march.md",
            "related-consistent",
            "Balcony open again and a call for FOH volunteers in both.",
        ),
        # duplicates
        P(
            "duplicate",
            "feedback/parking.md",
            "venue/parking.md",
            "identical",
            "Same parking note saved twice.",
        ),
        P(
            "near-duplicate",
            "front-of-house/bar.md",
            "feedback/interval-drinks.md",
            "paraphrased",
            "Bar shuts at the second-half bell, no drinks in the hall, in other words.",
        ),
    ],
    questions=[
        ask(
            "what nights are we rehearsing on at the moment?",
            "schedule/rehearsals.md",
            "people/ruth-catchup.md",
        ),
        ask(
            "How many people does a party need to get the group discount?",
            "box-office/prices.md",
            "box-office/group-rate.md",
        ),
        ask(
            "who do I have to ask if I want to borrow a prop for a photo shoot?",
            "props/storage.md",
            "people/volunteer-roster.md",
        ),
        ask(
            "Where are the props kept these days?",
            "props/storage.md",
            "props/lockup.md",
        ),
        ask(
            "which website are we selling tickets through now?",
            "tools/ticketing.md",
            "box-office/season-setup.md",
        ),
        ask(
            "What's our audience mailing list called?",
            "tools/ticketing.md",
            "audience/newsletter-march.md",
        ),
        ask(
            "does the cast still get the rehearsal reports or not?",
            "feedback/rehearsal-reports.md",
            "feedback/reports-production-only.md",
        ),
        ask(
            "How many front of house helpers do we need each night?",
            "front-of-house/volunteers.md",
            "front-of-house/balcony.md",
        ),
        ask(
            "can actors go up and watch from the lighting box during tech?",
            "feedback/booth.md",
            "tech/tech-week.md",
        ),
        ask(
            "are we allowed real candles in the show?",
            "feedback/no-real-flames.md",
            "log/dress-rehearsal.md",
        ),
        ask("Which play did we end up choosing for spring?", "shows/spring-decision.md"),
        ask(
            "can people film the bows on their phones?",
            "feedback/photos.md",
            "log/committee-feb.md",
        ),
        ask(
            "whats the deal with parking at the hall",
            "feedback/parking.md",
            "venue/parking.md",
        ),
        ask("What do the sound cues run on?", "tech/sound.md", "tech/tech-week.md"),
        ask(
            "is the bar open during the second half?",
            "front-of-house/bar.md",
            "feedback/interval-drinks.md",
        ),
        ask("what's booking 57 about?", "box-office/booking-57.md"),
        ask(
            "thanks! and when's the cue to cue again?",
            "tech/tech-week.md",
            conversational=True,
        ),
        ask(
            "lovely, cheers. and how early does Ruth want the actors in?",
            "people/ruth-catchup.md",
            conversational=True,
        ),
        chat("morning! long Sunday ahead of me"),
        chat("thanks, that saved my Friday"),
        chat("you're a star, honestly"),
        chat("ok, moving on"),
        chat("brb, kettle's on"),
        chat("it's absolutely chucking it down out here"),
        chat("see you after tech week, wish me luck"),
        chat("haha fair enough"),
    ],
    complete_labels=True,
)
