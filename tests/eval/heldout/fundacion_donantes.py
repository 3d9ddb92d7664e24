# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""A foundation's fundraising team in Seville: the donor-care lead's memory, in Spanish."""

from tests.eval.dataset import LabelledMemdir, Question, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "donantes/carta-agradecimiento.md": topic(
        "Carta de agradecimiento",
        "Cuándo la directora firma la carta de agradecimiento",
        "feedback",
        """Las donaciones de **más de 500 €** reciben carta de agradecimiento firmada a mano por
la directora, en un plazo de 10 días.
""",
        updated="2025-02-18",
    ),
    "donantes/umbral-firma.md": topic(
        "Firma de la directora",
        "Umbral para la carta firmada tras la auditoría",
        "feedback",
        """Desde la auditoría, la directora solo firma a mano a partir de **1.000 €**; por debajo
va la carta estándar con firma impresa.
""",
        updated="2025-11-05",
    ),
    "comunicacion/boletin.md": topic(
        "Boletín",
        "Día y hora de envío del boletín a socios",
        "project",
        """El boletín mensual sale el **primer martes** de cada mes a las 10:00.
""",
        updated="2025-03-01",
    ),
    "comunicacion/boletin-jueves.md": topic(
        "Envío del boletín",
        "Nuevo día de envío",
        "project",
        """Las aperturas eran bajas en martes: el boletín se manda ahora el **segundo jueves** del
mes, a las 18:00.
""",
        updated="2025-10-09",
    ),
    "herramientas/mailchimp.md": topic(
        "Email a socios",
        "Herramienta de envío a la base de socios",
        "project",
        """Todos los envíos a socios se hacen desde **Mailchimp**, lista «Socios activos».
""",
        updated="2025-01-12",
    ),
    "herramientas/brevo.md": topic(
        "Brevo",
        "Plataforma de emailing desde la migración",
        "project",
        """La base de socios está en **Brevo** desde septiembre (más barato con 18.000
contactos). La cuenta antigua se cerró.
""",
        updated="2025-09-20",
    ),
    "administracion/recibos.md": topic(
        "Certificados de donación",
        "Dónde se guardan los certificados para Hacienda",
        "reference",
        """Los certificados de donación (modelo 182) se archivan en la **oficina de la calle
Feria**, armario 2.
""",
        updated="2025-01-30",
    ),
    "administracion/recibos-gestoria.md": topic(
        "Modelo 182",
        "Quién custodia los certificados de donación",
        "reference",
        """Los certificados del modelo 182 los custodia ahora la **gestoría Ortega** en su
plataforma; en la oficina no queda papel.
""",
        updated="2025-12-12",
    ),
    "donantes/seguimiento.md": topic(
        "Seguimiento de bajas",
        "Llamadas a socios que se dan de baja",
        "feedback",
        """A cada socio que pide la baja se le hacen **dos llamadas** de seguimiento, como mucho.
""",
        updated="2025-04-04",
    ),
    "donantes/seguimiento-tres.md": topic(
        "Llamadas de retención",
        "Número de llamadas de retención",
        "feedback",
        """Con el nuevo protocolo de retención son **tres llamadas** a cada socio que se quiere
dar de baja, separadas una semana.
""",
        updated="2025-10-20",
    ),
    "personas/rocio.md": topic(
        "Rocío",
        "Cómo prefiere trabajar Rocío",
        "user",
        """Rocío prefiere que le pases los listados en **Excel**, nunca en PDF.
""",
        updated="2025-05-05",
    ),
    "personas/andres.md": topic(
        "Andrés",
        "Cómo prefiere trabajar Andrés",
        "user",
        """Andrés quiere los listados en **PDF** para imprimirlos; el Excel le lía.
""",
        updated="2025-05-05",
    ),
    "campanas/navidad-fase1.md": topic(
        "Campaña de Navidad, fase 1",
        "Primera fase de la campaña de Navidad",
        "project",
        """Fase 1 (1–30 nov): solo email a socios, objetivo 40.000 €.
""",
        updated="2025-10-28",
    ),
    "campanas/navidad-fase2.md": topic(
        "Campaña de Navidad, fase 2",
        "Segunda fase de la campaña de Navidad",
        "project",
        """Fase 2 (1–31 dic): carta en papel a mayores de 65 y redes sociales, objetivo 60.000 €.
""",
        updated="2025-10-28",
    ),
    "campanas/rifa-rechazada.md": topic(
        "Propuesta de rifa",
        "La propuesta de rifar un coche",
        "project",
        """Un patrono propuso «rifar un coche para captar socios jóvenes». Se rechazó: no hacemos
sorteos ni rifas, por imagen y por la normativa de juego.
""",
        updated="2025-06-16",
    ),
    "normas/sin-sorteos.md": topic(
        "Sin sorteos",
        "La fundación no hace rifas ni sorteos",
        "feedback",
        """La fundación no organiza rifas, sorteos ni loterías para captar fondos.
""",
        updated="2025-06-16",
    ),
    "campanas/campana-2025-07.md": topic(
        "Campaña 2025-07",
        "Resultados de la campaña de verano",
        "project",
        """Campaña 2025-07 (emergencia calor): 1.240 donaciones, 52.000 €.
""",
        updated="2025-09-01",
    ),
    "administracion/factura-2025-07.md": topic(
        "Factura 2025-07",
        "Factura de la imprenta",
        "project",
        """Factura 2025-07 de Imprenta Triana (sobres y cartas), pagada el 15 de agosto.
""",
        updated="2025-08-20",
    ),
    "normas/proteccion-datos.md": topic(
        "Datos de socios",
        "No enviar listados de socios por email",
        "feedback",
        """Nunca mandes listados de socios por email; se comparten en la carpeta segura.
""",
        updated="2025-02-02",
    ),
    "normas/listados-seguros.md": topic(
        "Listados de socios",
        "Cómo se comparten los listados",
        "feedback",
        """Los listados con datos de socios no viajan por correo electrónico: se dejan en la
carpeta cifrada y se avisa por Teams.
""",
        updated="2025-07-07",
    ),
    "normas/baja-inmediata.md": topic(
        "Bajas",
        "Cuándo se tramita una baja",
        "feedback",
        """La baja se tramita el mismo día que la pide el socio; nada de retrasarla.
""",
        nested=True,
        session="c9d8e7f6-1111-4222-8333-444455556666",
        modified="2025-10-20T11:00:00Z",
    ),
    "normas/bajas-mismo-dia.md": topic(
        "Tramitar bajas",
        "Las bajas se procesan en el día",
        "feedback",
        """Lo repito: si un socio pide darse de baja, se procesa ese mismo día, sin esperar a fin
de mes.
""",
        nested=True,
        session="c9d8e7f6-1111-4222-8333-444455556666",
        modified="2025-10-20T11:30:00Z",
    ),
}

FILES = with_index(N, title="Memoria — Captación de fondos")


MEMDIR = LabelledMemdir(
    name="fundacion_donantes",
    half="heldout",
    language="es",
    domain="nonprofit fundraising",
    style="Spanish prose, nested frontmatter for one session",
    files=FILES,
    pairs=[
        P(
            "contradiction",
            "donantes/carta-agradecimiento.md",
            "donantes/umbral-firma.md",
            "threshold-changed",
            "Hand-signed letter over €500 vs from €1,000.",
        ),
        P(
            "contradiction",
            "comunicacion/boletin.md",
            "comunicacion/boletin-jueves.md",
            "time-moved",
            "First Tuesday 10:00 vs second Thursday 18:00.",
        ),
        P(
            "contradiction",
            "herramientas/mailchimp.md",
            "herramientas/brevo.md",
            "tool-switched",
            "Mailchimp vs Brevo.",
        ),
        P(
            "contradiction",
            "administracion/recibos.md",
            "administracion/recibos-gestoria.md",
            "location-changed",
            "Certificates at the office vs at the gestoría.",
        ),
        P(
            "contradiction",
            "donantes/seguimiento.md",
            "donantes/seguimiento-tres.md",
            "count-changed",
            "Two follow-up calls at most vs three.",
        ),
        P(
            "near-duplicate",
            "normas/proteccion-datos.md",
            "normas/listados-seguros.md",
            "paraphrased",
            "Member lists never by email; shared folder instead.",
        ),
        P(
            "near-duplicate",
            "normas/baja-inmediata.md",
            "normas/bajas-mismo-dia.md",
            "same-rule-restated",
            "Same session: process cancellations the same day.",
        ),
        P(
            "decoy",
            "personas/rocio.md",
            "personas/andres.md",
            "two-peoples-preferences",
            "Excel for Rocío, PDF for Andrés.",
        ),
        P(
            "decoy",
            "campanas/navidad-fase1.md",
            "campanas/navidad-fase2.md",
            "phase1-vs-phase2",
            "Two phases, two channels and targets.",
        ),
        P(
            "decoy",
            "campanas/rifa-rechazada.md",
            "normas/sin-sorteos.md",
            "quoted-opinion-rejected",
            "The raffle idea is quoted and rejected.",
        ),
        P(
            "decoy",
            "campanas/campana-2025-07.md",
            "administracion/factura-2025-07.md",
            "same-ticket-ids",
            "Campaign 2025-07 and invoice 2025-07: unrelated.",
        ),
        P(
            "decoy",
            "donantes/seguimiento-tres.md",
            "normas/bajas-mismo-dia.md",
            "related-consistent",
            "Retention calls and same-day processing; compatible.",
        ),
        P(
            "decoy",
            "donantes/seguimiento.md",
            "normas/baja-inmediata.md",
            "related-consistent",
            "Follow-up calls and same-day processing; compatible.",
        ),
        P(
            "decoy",
            "herramientas/brevo.md",
            "comunicacion/boletin-jueves.md",
            "shared-technology",
            "Both about member emails; tool vs send day.",
        ),
        P(
            "decoy",
            "normas/sin-sorteos.md",
            "normas/proteccion-datos.md",
            "two-donts-different-things",
            "No raffles vs no lists by email.",
        ),
    ],
    questions=[
        Question(
            "¿A partir de qué importe firma la directora la carta?",
            "es",
            ("donantes/carta-agradecimiento.md", "donantes/umbral-firma.md"),
        ),
        Question(
            "¿Qué día sale el boletín?",
            "es",
            ("comunicacion/boletin.md", "comunicacion/boletin-jueves.md"),
        ),
        Question(
            "¿Con qué herramienta enviamos los emails a socios?",
            "es",
            ("herramientas/mailchimp.md", "herramientas/brevo.md"),
        ),
        Question(
            "donde estan los certificados del modelo 182",
            "es",
            ("administracion/recibos.md", "administracion/recibos-gestoria.md"),
            why="no accents",
        ),
        Question(
            "¿Cuántas llamadas se hacen a un socio que se da de baja?",
            "es",
            ("donantes/seguimiento.md", "donantes/seguimiento-tres.md"),
        ),
        Question(
            "¿Podemos hacer una rifa?",
            "es",
            ("normas/sin-sorteos.md", "campanas/rifa-rechazada.md"),
        ),
        Question(
            "vale, gracias. ¿Y cuál es el objetivo de la fase 2 de Navidad?",
            "es",
            ("campanas/navidad-fase2.md",),
            conversational=True,
        ),
        Question("vale, perfecto, sigamos", "es", silent=True),
        Question("muchas gracias, hasta mañana", "es", silent=True),
        Question("¡buenísimo, gracias!", "es", silent=True),
        Question("buenos días", "es", silent=True),
        Question("ok, lo siguiente", "es", silent=True),
    ],
)
