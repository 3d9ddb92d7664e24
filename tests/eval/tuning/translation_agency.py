"""A small translation agency (Berlin/Valencia): notes in English, German and Spanish."""

from tests.eval.dataset import LabelledMemdir, Question, topic, with_index
from tests.eval.dataset import pair as P

NAMING = """Delivered files are named `CLIENT_JOBNUMBER_LANGPAIR_v1.docx`, e.g.
`MUELLER_4471_EN-DE_v1.docx`. Never overwrite a delivered version: bump the v-number.
"""

N = {
    "kunden/mueller-ag.md": topic(
        "Müller AG",
        "Ansprechpartner und Besonderheiten beim Kunden Müller AG",
        "reference",
        """Ansprechpartner bei der Müller AG ist **Herr Brandt** (Einkauf), Tel. 030 555 1820.
Rechnungen immer mit Bestellnummer.
""",
        updated="2025-02-03",
    ),
    "kunden/mueller-ag-kontakt.md": topic(
        "Neuer Kontakt Müller AG",
        "Wer jetzt bei der Müller AG Aufträge vergibt",
        "reference",
        """Neue Ansprechpartnerin bei der Müller AG ist **Frau Özdemir** (Technische
Dokumentation); Herr Brandt ist seit Oktober in Rente.
""",
        updated="2025-10-14",
    ),
    "rates/standard-rates.md": topic(
        "Standard rates",
        "Word rates per language pair and the rush surcharge",
        "reference",
        """| pair | per word |
|---|---|
| EN>DE | €0.14 |
| DE>EN | €0.15 |
| EN>ES | €0.12 |

Rush jobs (< 48 h): +50 %.
""",
        updated="2025-01-05",
    ),
    "rates/rates-2026.md": topic(
        "2026 price list",
        "New per-word prices from January",
        "reference",
        """From 1 January: **EN>DE €0.16 per word**, DE>EN €0.17. EN>ES unchanged. Rush +50 %.
""",
        updated="2025-12-18",
    ),
    "tools/cat-tool.md": topic(
        "CAT tool",
        "Which CAT tool projects are set up in",
        "project",
        """All projects are set up in **memoQ 10**; the TMs sit on our memoQ server.
""",
        updated="2025-03-01",
    ),
    "tools/trados-move.md": topic(
        "Trados",
        "The agency's translation environment since autumn",
        "project",
        """Every client is in **Trados Studio 2024** now, TMs on Trados GroupShare. We did not
renew the memoQ licences.
""",
        updated="2025-10-01",
    ),
    "tools/qa-checks.md": topic(
        "QA checks",
        "Automatic QA before delivery",
        "project",
        """Run Xbench over the bilingual files before every delivery; tag and number checks
on. Export the report next to the delivery.
""",
        updated="2025-10-02",
    ),
    "clientes/glosario-banco.md": topic(
        "Glosario Banco Sur",
        "Nombre y ubicación del glosario del Banco Sur",
        "reference",
        """El glosario del Banco Sur se llama **BS_Terminologia_v3** y está en la carpeta del
cliente. Solo lo edita Marta.
""",
        updated="2025-02-20",
    ),
    "clientes/glosario-banco-2025.md": topic(
        "Termbase del Banco Sur",
        "Cómo se llama ahora la termbase del Banco Sur",
        "reference",
        """Tras la migración, la termbase del Banco Sur es **BancoSur_TB**; el nombre antiguo ya no
aparece en el servidor. La sigue editando Marta.
""",
        updated="2025-10-05",
    ),
    "normas/revision.md": topic(
        "Revisión",
        "Toda traducción la revisa una segunda lingüista",
        "feedback",
        """Toda traducción pasa por una **segunda lingüista** antes de entregarse. Sin
excepciones.
""",
        updated="2025-01-10",
    ),
    "normas/entregas-urgentes.md": topic(
        "Entregas urgentes",
        "Qué se hace con los encargos urgentes",
        "feedback",
        """Los encargos urgentes salen en cuanto el traductor termina su autorrevisión; no se
espera a nadie más.
""",
        updated="2025-11-12",
    ),
    "projekte/reklamation-2025-09.md": topic(
        "Reklamation September",
        "Auftrag 4390 ging ohne Zweitkorrektur raus",
        "project",
        """Im September ging Auftrag 4390 (Banco Sur, ES>DE) ohne Zweitkorrektur raus; der Kunde
reklamierte zwei Zahlendreher. Gutschrift 10 %.
""",
        updated="2025-09-22",
    ),
    "uebersetzer/lena.md": topic(
        "Lena",
        "Was Lena übersetzt und was nicht",
        "user",
        """Lena nimmt **keine medizinischen Texte**; Technik und Recht gern.
""",
        updated="2025-04-04",
    ),
    "uebersetzer/pablo.md": topic(
        "Pablo",
        "Preferencias de Pablo",
        "user",
        """Pablo prefiere **textos médicos** y farmacéuticos; no quiere marketing.
""",
        updated="2025-04-04",
    ),
    "projekte/auftrag-4471.md": topic(
        "Auftrag 4471",
        "Bedienungsanleitung für die Müller AG",
        "project",
        """Auftrag 4471: Bedienungsanleitung Müller AG, EN>DE, 12.000 Wörter, Abgabe 30.01.
""",
        updated="2026-01-12",
    ),
    "rates/invoice-4471.md": topic(
        "Invoice 4471",
        "A late-paid invoice",
        "project",
        """Invoice 4471 (Banco Sur, November batch) was paid 40 days late; reminder fee waived.
""",
        updated="2026-01-08",
    ),
    "normas/mt-posteditado.md": topic(
        "Traducción automática",
        "Petición de entregar DeepL sin revisar",
        "project",
        """Un cliente pidió "usar DeepL sin revisar para ahorrar". Lo rechazamos: la traducción
automática siempre se posedita.
""",
        updated="2025-06-06",
    ),
    "feedback/mt-policy.md": topic(
        "MT policy",
        "Machine translation is always post-edited",
        "feedback",
        """Machine translation output is always post-edited by a human before delivery.
""",
        updated="2025-06-06",
    ),
    "feedback/file-naming.md": topic(
        "File naming", "How delivered files are named", "feedback", NAMING, updated="2025-03-03"
    ),
    "feedback/file-naming-copy.md": topic(
        "File naming", "How delivered files are named", "feedback", NAMING, updated="2025-03-03"
    ),
    "feedback/terminologie-freigabe.md": topic(
        "Terminologie-Freigabe",
        "Neue Termini erst nach Freigabe in die TB",
        "feedback",
        """Neue Termini kommen erst nach **Freigabe durch den Kunden** in die Termbank.
""",
        nested=True,
        session="0f4d2c88-9e1b-4f3a-b6a2-3c5d7e9f1a20",
        modified="2025-05-15T09:10:00Z",
    ),
    "feedback/tb-nur-bestaetigt.md": topic(
        "Nur bestätigte Begriffe",
        "Was in die Termbank darf",
        "feedback",
        """Noch einmal, weil es heute wieder passiert ist: in die TB dürfen nur Begriffe, die der
Kunde bestätigt hat. Vorschläge bleiben in der Excel-Liste.
""",
        nested=True,
        session="0f4d2c88-9e1b-4f3a-b6a2-3c5d7e9f1a20",
        modified="2025-05-15T16:45:00Z",
    ),
}

FILES = with_index(N, title="Agency memory / Gedächtnis / Memoria")


MEMDIR = LabelledMemdir(
    name="translation_agency",
    half="tuning",
    language="mixed",
    domain="translation agency",
    style="English, German and Spanish notes side by side",
    files=FILES,
    pairs=[
        P(
            "contradiction",
            "kunden/mueller-ag.md",
            "kunden/mueller-ag-kontakt.md",
            "owner-changed",
            "Contact is Herr Brandt vs Frau Özdemir (German).",
        ),
        P(
            "contradiction",
            "rates/standard-rates.md",
            "rates/rates-2026.md",
            "threshold-changed",
            "EN>DE €0.14 vs €0.16 per word.",
        ),
        P(
            "contradiction",
            "tools/cat-tool.md",
            "tools/trados-move.md",
            "tool-switched",
            "All projects in memoQ vs every client in Trados.",
        ),
        P(
            "contradiction",
            "clientes/glosario-banco.md",
            "clientes/glosario-banco-2025.md",
            "renamed",
            "Glossary BS_Terminologia_v3 vs BancoSur_TB (Spanish).",
        ),
        P(
            "contradiction",
            "normas/revision.md",
            "normas/entregas-urgentes.md",
            "reworded-conflict",
            "Every translation gets a second linguist, no exceptions, vs "
            "urgent jobs leave after self-review (Spanish).",
        ),
        P(
            "duplicate",
            "feedback/file-naming.md",
            "feedback/file-naming-copy.md",
            "identical",
            "A copy.",
        ),
        P(
            "near-duplicate",
            "feedback/terminologie-freigabe.md",
            "feedback/tb-nur-bestaetigt.md",
            "same-rule-restated",
            "Same session, same termbase rule, reworded (German).",
        ),
        P(
            "decoy",
            "uebersetzer/lena.md",
            "uebersetzer/pablo.md",
            "two-peoples-preferences",
            "Lena avoids medical texts, Pablo prefers them.",
        ),
        P(
            "decoy",
            "tools/trados-move.md",
            "tools/qa-checks.md",
            "shared-technology",
            "Both about delivery tooling; no conflict.",
        ),
        P(
            "decoy",
            "projekte/auftrag-4471.md",
            "rates/invoice-4471.md",
            "same-ticket-ids",
            "Job 4471 and invoice 4471 are unrelated.",
        ),
        P(
            "decoy",
            "normas/mt-posteditado.md",
            "feedback/mt-policy.md",
            "quoted-opinion-rejected",
            "The raw-DeepL request is quoted and rejected.",
        ),
        P(
            "decoy",
            "normas/revision.md",
            "projekte/reklamation-2025-09.md",
            "rule-vs-incident",
            "The review rule and a job that skipped it.",
        ),
        P(
            "decoy",
            "kunden/mueller-ag-kontakt.md",
            "projekte/auftrag-4471.md",
            "related-consistent",
            "Müller AG contact and a Müller AG job; consistent.",
        ),
    ],
    questions=[
        Question(
            "what's our EN>DE word rate?", "en", ("rates/standard-rates.md", "rates/rates-2026.md")
        ),
        Question(
            "which CAT tool are projects set up in",
            "en",
            ("tools/cat-tool.md", "tools/trados-move.md"),
        ),
        Question(
            "Wer ist der Ansprechpartner bei der Müller AG?",
            "de",
            ("kunden/mueller-ag.md", "kunden/mueller-ag-kontakt.md"),
        ),
        Question(
            "Dürfen unbestätigte Termini in die Termbank?",
            "de",
            ("feedback/terminologie-freigabe.md", "feedback/tb-nur-bestaetigt.md"),
        ),
        Question(
            "¿Cómo se llama el glosario del Banco Sur?",
            "es",
            ("clientes/glosario-banco.md", "clientes/glosario-banco-2025.md"),
        ),
        Question(
            "¿Las traducciones urgentes necesitan revisión?",
            "es",
            ("normas/revision.md", "normas/entregas-urgentes.md"),
        ),
        Question("¿Pablo acepta textos médicos?", "es", ("uebersetzer/pablo.md",)),
        Question(
            "great, thanks. how should delivered files be named?",
            "en",
            ("feedback/file-naming.md", "feedback/file-naming-copy.md"),
            conversational=True,
        ),
        Question("thanks, talk tomorrow", "en", silent=True),
        Question("Danke dir, bis morgen!", "de", silent=True),
        Question("perfecto, gracias", "es", silent=True),
        Question("ok, weiter geht's", "de", silent=True),
    ],
)
