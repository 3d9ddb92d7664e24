# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""A podcast production team's agent memory: mostly English, some notes in German and Spanish."""

from tests.eval.dataset import LabelledMemdir, question, small_talk, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "show/basics.md": topic(
        "Show basics",
        "What I learned about the show on the first call with Felix",
        "project",
        """Onboarding notes for myself after the first call with Felix.

The show is *Half Past Noise*, weekly, two hosts (Mara and Obi). We record Wednesdays
10:00-13:00 at Soundhaus, Studio B; Felix books the room three hours at a time. Hosting is on
Buzzsprout, which also gives us the RSS feed and the weekly stats Obi likes to paste into
Slack. Every episode carries two sponsor reads, a 30-second pre-roll and a 60-second mid-roll,
and the hosts record them on session day while they're warmed up.
""",
        updated="2025-04-08",
    ),
    "zeitplan/aufnahmen.md": topic(
        "Aufnahmen",
        "Wann wir aufnehmen",
        "project",
        """Ab September nehmen wir dienstags auf, 15 bis 18 Uhr. Mittwochvormittag hat Obi jetzt
seinen Uni-Kurs.
""",
        updated="2025-09-02",
    ),
    "hosting/transistor.md": topic(
        "Alojamiento del podcast",
        "Dónde está alojado el podcast",
        "reference",
        """Migramos el podcast a Transistor en febrero. El feed RSS lo sirve ahora Transistor y la
redirección 301 desde el feed viejo ya está puesta. Las estadísticas también se miran allí.
""",
        updated="2026-02-16",
    ),
    "sponsoren/spots.md": topic(
        "Sponsor-Spots",
        "Wie viele Spots pro Folge",
        "project",
        """Ab Folge 80 laufen drei Sponsor-Spots pro Folge: Pre-Roll, Mid-Roll und neu ein Post-Roll
(30 s). Dana verhandelt die Preise entsprechend nach.
""",
        updated="2026-01-12",
    ),
    "editing/pipeline.md": topic(
        "Editing pipeline",
        "How an episode gets from raw tape to a master",
        "reference",
        """Carmen walked me through the edit; writing it down before I forget.

Raw multitracks go up to the shared drive, she does a rough cut in Descript from the
transcript, then iZotope RX for hum and mouth clicks, then masters to -16 LUFS integrated,
true peak -1 dBTP. She is firm that we leave the ums, the laughing and the false starts in:
the show is meant to sound like two friends talking, not like a radio ad. Export is a
128 kbps stereo MP3.
""",
        updated="2025-04-10",
    ),
    "editing/loudness.md": topic(
        "Loudness",
        "Mastering level",
        "feedback",
        """Heads up from Felix: master to -14 LUFS now. The quiet episodes sounded weak next to other
shows on Spotify. True peak stays at -1.
""",
        updated="2025-11-20",
    ),
    "edicion/montaje.md": topic(
        "Montaje",
        "Cómo edita Carmen ahora",
        "feedback",
        """En el montaje Carmen quita todas las muletillas, repeticiones y silencios largos. El
episodio tiene que sonar fluido; si un invitado se enrolla, se recorta sin miedo.
""",
        updated="2026-01-28",
        nested=True,
        session="c4e19b07-2a6d-4f3e-8b90-71d5a2e6f034",
        modified="2026-01-28T16:05:00Z",
    ),
    "guests/booking.md": topic(
        "Guest booking",
        "How a guest gets booked",
        "reference",
        """Guest booking: Mara emails the invite, sends the Calendly link and the one-page prep
sheet, and follows up two days before the session.
""",
        updated="2025-04-15",
    ),
    "invitados/contacto.md": topic(
        "Contacto con invitados",
        "Quién habla con los invitados",
        "reference",
        """Desde enero Lena lleva todo el trato con los invitados: la invitación, el enlace de
Calendly y la hoja de preparación. Cualquier duda de un invitado, a ella.
""",
        updated="2026-01-07",
    ),
    "drive/folders.md": topic(
        "Drive layout",
        "Folders on the shared drive",
        "reference",
        """Shared drive:

- `Raw Tape/` - multitracks straight from the studio
- `Cuts/` - Carmen's edits
- `Masters/` - final files, ready to upload
""",
        updated="2025-04-10",
    ),
    "drive/incoming.md": topic(
        "Numbered folders",
        "Where uploads land after the drive clean-up",
        "reference",
        """Felix restructured the drive with numbered folders: studio uploads now land in
`01_Incoming/`, edits go to `02_Cuts/`, finals to `03_Masters/`.
""",
        updated="2025-10-06",
    ),
    "drive/naming.md": topic(
        "File naming",
        "How audio files are named",
        "reference",
        """File names: `YYYY-MM-DD_ep###_guestsurname.wav`. Surname in lowercase, underscores, no
spaces.
""",
        updated="2025-04-10",
    ),
    "dateien/benennung.md": topic(
        "Dateinamen",
        "Wie Audiodateien heißen",
        "reference",
        """Dateinamen: erst das Datum (JJJJ-MM-TT), dann ep und die dreistellige Folgennummer, dann
der Nachname des Gasts klein geschrieben. Unterstriche statt Leerzeichen, Endung .wav.
""",
        updated="2025-05-06",
    ),
    "guests/approval.md": topic(
        "Guest approval",
        "Guests sign off before release",
        "feedback",
        """Always send the guest the near-final cut and wait for their OK before we publish.

**Why:** a season 1 guest was upset about a joke we kept in.
""",
        updated="2025-04-15",
    ),
    "guests/no-preview.md": topic(
        "No previews",
        "What guests get before release",
        "feedback",
        """We've stopped sharing pre-release edits with guests. Too many wanted to cut half their
answers. They get the public link on release day, that's it.
""",
        updated="2025-12-03",
    ),
    "backups/ssds.md": topic(
        "Backups",
        "Where the backup drives are",
        "reference",
        """Backups: two Samsung T7 SSDs, mirrored. They live in Felix's desk drawer at his flat; he
swaps them every Friday.
""",
        updated="2025-04-10",
    ),
    "backups/feuerschrank.md": topic(
        "Backup-SSDs",
        "Aufbewahrung der Backups",
        "reference",
        """Die beiden Backup-SSDs liegen jetzt im feuerfesten Schrank im Studio. Schlüssel hat Carmen.
""",
        updated="2025-12-15",
    ),
    "guests/remote.md": topic(
        "Remote guests",
        "How remote guests join a session",
        "reference",
        """Remote guests join through a Riverside link. Ask them for wired headphones and Chrome.
Riverside records a local track on their side and uploads it afterwards.
""",
        updated="2025-05-02",
    ),
    "social/clips.md": topic(
        "Social clips",
        "Short clips for Instagram",
        "project",
        """Instagram clips come out of Riverside's clip tool: 9:16, under 60 s, captions burned in.
A couple per episode, posted the day after release.
""",
        updated="2025-06-18",
    ),
    "log/riverside-5521.md": topic(
        "Riverside ticket 5521",
        "Guest track stuck uploading",
        "project",
        """Riverside support ticket #5521: the guest's local track from ep 77 got stuck at 80 %
upload. Fixed by having the guest re-upload from the browser cache.
""",
        updated="2025-11-04",
    ),
    "sponsoren/rechnung-5521.md": topic(
        "Rechnung 5521",
        "Rechnung an Brightbean",
        "project",
        """Rechnung 5521 an Brightbean Coffee für die Oktober-Spots, 1.800 €. Bezahlt am 14.11.
""",
        updated="2025-11-14",
    ),
    "sponsors/policy.md": topic(
        "Sponsor rules",
        "Which sponsors we take",
        "feedback",
        """Sponsor rules:

- no crypto, no betting, no payday loans
- a host must have actually used the product before reading for it
""",
        updated="2025-06-03",
    ),
    "sponsors/brand-safety.md": topic(
        "Brand safety",
        "Sponsor rules, noted again",
        "feedback",
        """Noted again after the call with Dana: we don't take money from gambling, crypto or
short-term lenders, and nobody reads an ad for something they haven't tried themselves.
""",
        updated="2025-06-03",
    ),
    "sponsors/coinnest.md": topic(
        "Oferta de CoinNest",
        "La propuesta de Obi sobre CoinNest",
        "project",
        """Obi propuso aceptar la oferta de CoinNest («pagan el triple que Brightbean»). El equipo
dijo que no: seguimos sin patrocinadores cripto.
""",
        updated="2026-02-24",
    ),
    "people/mara.md": topic(
        "Mara",
        "How Mara likes to record",
        "user",
        """Mara records on her Shure SM7B with a Cloudlifter and wants the left chair, away from the
window.
""",
        updated="2025-04-20",
    ),
    "people/obi.md": topic(
        "Obi",
        "Wie Obi gern aufnimmt",
        "user",
        """Obi nimmt am liebsten mit seinem eigenen Electro-Voice RE20 auf und sitzt lieber am
Fenster.
""",
        updated="2025-04-20",
    ),
    "release/thursday.md": topic(
        "Release day",
        "When new episodes go live",
        "reference",
        """New episodes go live Thursday 06:00 CET.
""",
        updated="2025-04-08",
        extra={"status": "superseded", "superseded_by": "release/day.md"},
    ),
    "release/day.md": topic(
        "Release day",
        "When new episodes go live",
        "reference",
        """Episodes publish Monday 05:00 CET now: we want the commute crowd at the start of the
week.
""",
        updated="2025-10-13",
    ),
    "video/phase-1.md": topic(
        "YouTube phase 1",
        "First step of putting the show on YouTube",
        "project",
        """YouTube phase 1 (April-June 2026): full episodes as audio over a static cover image, one
upload per episode, no cameras yet.
""",
        updated="2026-03-05",
    ),
    "video/phase-2.md": topic(
        "YouTube phase 2",
        "Real video from July",
        "project",
        """Phase 2, from July 2026: real video, two Sony ZV-E10 cameras in Studio B, edited in
DaVinci Resolve. Gear budget 2,400 EUR.
""",
        updated="2026-03-05",
    ),
}

FILES = with_index(
    N,
    title="Half Past Noise - team memory",
    sections={
        "show/": "Show",
        "release/": "Show",
        "zeitplan/": "Show",
        "video/": "Show",
        "editing/": "Editing",
        "edicion/": "Editing",
        "drive/": "Files",
        "dateien/": "Files",
        "backups/": "Files",
        "guests/": "Guests",
        "invitados/": "Guests",
        "sponsors/": "Sponsors",
        "sponsoren/": "Sponsors",
        "hosting/": "Hosting & social",
        "social/": "Hosting & social",
        "people/": "People",
        "log/": "Log",
    },
)

MEMDIR = LabelledMemdir(
    name="podcast_studio_mixed",
    half="heldout8",
    language="mixed",
    domain="podcast production team",
    style="mostly English notes, some in German and Spanish; terse and chatty mixed",
    files=FILES,
    complete_labels=True,
    pairs=[
        # --- contradictions ---
        P(
            "contradiction",
            "show/basics.md",
            "zeitplan/aufnahmen.md",
            "time-moved",
            "Recording Wed 10:00-13:00 vs Tuesdays 15-18 Uhr.",
        ),
        P(
            "contradiction",
            "editing/pipeline.md",
            "editing/loudness.md",
            "threshold-changed",
            "Master to -16 LUFS vs -14 LUFS.",
        ),
        P(
            "contradiction",
            "guests/booking.md",
            "invitados/contacto.md",
            "owner-changed",
            "Mara books guests vs Lena handles all guest contact.",
        ),
        P(
            "contradiction",
            "drive/folders.md",
            "drive/incoming.md",
            "renamed",
            "Raw Tape/Cuts/Masters vs 01_Incoming/02_Cuts/03_Masters.",
        ),
        P(
            "contradiction",
            "guests/approval.md",
            "guests/no-preview.md",
            "policy-reversed",
            "Always send guests the cut for OK vs stopped sharing pre-release edits.",
        ),
        P(
            "contradiction",
            "show/basics.md",
            "hosting/transistor.md",
            "tool-switched",
            "Hosted on Buzzsprout vs migrated to Transistor.",
        ),
        P(
            "contradiction",
            "backups/ssds.md",
            "backups/feuerschrank.md",
            "location-changed",
            "Backup SSDs in Felix's desk drawer vs fireproof cabinet in the studio.",
        ),
        P(
            "contradiction",
            "show/basics.md",
            "sponsoren/spots.md",
            "count-changed",
            "Two sponsor reads per episode vs drei Spots pro Folge.",
        ),
        P(
            "contradiction",
            "editing/pipeline.md",
            "edicion/montaje.md",
            "reworded-conflict",
            "Leave the ums and false starts in vs quitar todas las muletillas.",
        ),
        # --- decoys ---
        P(
            "decoy",
            "guests/remote.md",
            "social/clips.md",
            "shared-technology",
            "Riverside for remote guests vs Riverside's clip tool for Instagram.",
        ),
        P(
            "decoy",
            "log/riverside-5521.md",
            "social/clips.md",
            "shared-technology",
            "A Riverside upload ticket vs Riverside clips.",
        ),
        P(
            "decoy",
            "log/riverside-5521.md",
            "guests/remote.md",
            "related-consistent",
            "Riverside local track upload; the ticket fits the remote-guest note.",
        ),
        P(
            "decoy",
            "log/riverside-5521.md",
            "sponsoren/rechnung-5521.md",
            "same-ticket-ids",
            "Riverside ticket #5521 vs Rechnung 5521.",
        ),
        P(
            "decoy",
            "sponsors/policy.md",
            "sponsors/coinnest.md",
            "quoted-opinion-rejected",
            "Obi's CoinNest proposal turned down; no-crypto rule stands.",
        ),
        P(
            "decoy",
            "sponsors/brand-safety.md",
            "sponsors/coinnest.md",
            "quoted-opinion-rejected",
            "Same: CoinNest rejected beside the restated sponsor rule.",
        ),
        P(
            "decoy",
            "people/mara.md",
            "people/obi.md",
            "two-peoples-preferences",
            "Mara: SM7B, left chair; Obi: RE20, by the window.",
        ),
        P(
            "decoy",
            "release/thursday.md",
            "release/day.md",
            "superseded-and-successor",
            "Thu 06:00 marked superseded by Mon 05:00.",
        ),
        P(
            "decoy",
            "video/phase-1.md",
            "video/phase-2.md",
            "phase1-vs-phase2",
            "Static cover, no cameras vs two cameras from July.",
        ),
        # --- duplicates ---
        P(
            "duplicate",
            "drive/naming.md",
            "dateien/benennung.md",
            "paraphrased",
            "Same file-name pattern, in English and in German.",
        ),
        P(
            "duplicate",
            "sponsors/policy.md",
            "sponsors/brand-safety.md",
            "same-rule-restated",
            "No crypto/betting/payday sponsors, host must have used it: saved twice the same day.",
        ),
    ],
    questions=[
        # English
        question(
            "What day are we recording on now?", "en", "zeitplan/aufnahmen.md", "show/basics.md"
        ),
        question(
            "what loudness do we master to these days?",
            "en",
            "editing/loudness.md",
            "editing/pipeline.md",
        ),
        question(
            "who's reaching out to guests to book them?",
            "en",
            "invitados/contacto.md",
            "guests/booking.md",
        ),
        question(
            "Where do I put the raw files from the studio on the drive?",
            "en",
            "drive/incoming.md",
            "drive/folders.md",
        ),
        question(
            "Do guests still get to hear their episode before it comes out?",
            "en",
            "guests/no-preview.md",
            "guests/approval.md",
        ),
        question(
            "When does a new episode go live?",
            "en",
            "release/day.md",
            "release/thursday.md",
        ),
        question(
            "are we allowed to take a crypto sponsor?",
            "en",
            "sponsors/policy.md",
            "sponsors/brand-safety.md",
            "sponsors/coinnest.md",
        ),
        # German
        question(
            "Wo liegen die Backup-Platten im Moment?",
            "de",
            "backups/feuerschrank.md",
            "backups/ssds.md",
        ),
        question(
            "Wie viele Werbespots laufen pro Folge?",
            "de",
            "sponsoren/spots.md",
            "show/basics.md",
        ),
        question("Mit welchem Mikro nimmt Obi am liebsten auf?", "de", "people/obi.md"),
        # Spanish
        question(
            "¿Dónde está alojado el podcast ahora mismo?",
            "es",
            "hosting/transistor.md",
            "show/basics.md",
        ),
        question(
            "En la edición, ¿quitamos las muletillas o las dejamos?",
            "es",
            "edicion/montaje.md",
            "editing/pipeline.md",
        ),
        question(
            "¿Cómo tengo que nombrar los archivos de audio?",
            "es",
            "drive/naming.md",
            "dateien/benennung.md",
        ),
        question(
            "¿Qué cámaras vamos a usar cuando empecemos con el vídeo?",
            "es",
            "video/phase-2.md",
        ),
        # conversational
        question(
            "thanks! and what was that Riverside ticket about again?",
            "en",
            "log/riverside-5521.md",
            conversational=True,
        ),
        question(
            "Super, danke! Und wer kümmert sich jetzt um die Gäste?",
            "de",
            "invitados/contacto.md",
            "guests/booking.md",
            conversational=True,
        ),
        question(
            "¡genial, gracias! ¿y la factura de Brightbean ya está pagada?",
            "es",
            "sponsoren/rechnung-5521.md",
            conversational=True,
        ),
        # small talk
        small_talk("morning! long recording day ahead", "en"),
        small_talk("thanks, that saved my Tuesday", "en"),
        small_talk("ok moving on", "en"),
        small_talk("brb, grabbing a coffee", "en"),
        small_talk("Schönes Wochenende euch allen!", "de"),
        small_talk("Danke, super erklärt", "de"),
        small_talk("vale, seguimos con lo siguiente", "es"),
        small_talk("hasta el lunes, que vaya bien la grabación", "es"),
    ],
)
