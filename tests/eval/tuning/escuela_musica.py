"""Una escuela de música: la memoria del agente de secretaría, en español, notas breves."""

from tests.eval.dataset import LabelledMemdir, Question, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "clases/coro.md": topic(
        "Coro infantil",
        "Cuándo ensaya el coro",
        "project",
        """El coro infantil ensaya los sábados a las 10:00 en el aula grande.
""",
        updated="2025-03-01",
    ),
    "clases/coro-horario.md": topic(
        "Horario del coro",
        "El coro cambia de día",
        "project",
        """Desde octubre el coro ensaya los viernes a las 17:30, porque los sábados hay
exámenes.
""",
        updated="2025-10-01",
    ),
    "personas/conserje.md": topic(
        "Llaves del edificio",
        "Quién abre por la mañana",
        "reference",
        """Paco, el conserje, abre el edificio a las 8 y guarda las llaves.
""",
        updated="2025-02-01",
    ),
    "personas/conserje-nuevo.md": topic(
        "Nuevo conserje",
        "Cambio de conserje",
        "reference",
        """Paco se jubiló; ahora abre y guarda las llaves Rosario, la nueva conserje.
""",
        updated="2025-09-15",
    ),
    "normas/afinacion.md": topic(
        "Afinación de pianos",
        "Cada cuánto se afinan",
        "feedback",
        """Afinar siempre los pianos antes de cada audición.
""",
        updated="2025-01-10",
    ),
    "normas/afinacion-anual.md": topic(
        "Afinador",
        "Presupuesto del afinador",
        "feedback",
        """Ya no afinamos antes de cada audición: el afinador viene dos veces al año y basta.
""",
        updated="2025-11-01",
    ),
    "herramientas/recibos.md": topic(
        "Recibos",
        "Cómo se cobran las cuotas",
        "reference",
        """Las cuotas se cobran con recibos domiciliados desde el programa Holded.
""",
        updated="2025-01-10",
    ),
    "herramientas/cuotas-nuevas.md": topic(
        "Cobro de cuotas",
        "Después del cambio de banco",
        "reference",
        """Cambiamos a Stripe: las familias pagan la cuota con tarjeta, sin recibos.
""",
        updated="2025-09-01",
    ),
    "espacios/instrumentos.md": topic(
        "Préstamo de instrumentos",
        "Dónde están los instrumentos de préstamo",
        "reference",
        """Los violines de préstamo están en el armario del aula 3.
""",
        updated="2025-01-10",
    ),
    "espacios/almacen.md": topic(
        "Almacén",
        "El almacén nuevo del sótano",
        "reference",
        """Todos los instrumentos de préstamo se guardan ahora en el almacén del sótano, con
llave.
""",
        updated="2025-10-10",
    ),
    "clases/alumnos-guitarra.md": topic(
        "Grupos de guitarra",
        "Alumnos por grupo",
        "project",
        """Máximo 6 alumnos por grupo de guitarra.
""",
        updated="2025-01-10",
    ),
    "clases/guitarra-2026.md": topic(
        "Guitarra 2026",
        "Grupos más pequeños",
        "project",
        """Para 2026 los grupos de guitarra serán de 4 alumnos como mucho.
""",
        updated="2026-01-10",
    ),
    "normas/movil.md": topic(
        "Móviles en clase",
        "Los alumnos y el móvil",
        "feedback",
        """Los alumnos dejan el móvil en la caja de la entrada; en clase no se usa.
""",
        updated="2025-01-10",
    ),
    "normas/afinador-app.md": topic(
        "Apps de afinar",
        "El móvil como afinador",
        "feedback",
        """En clase los alumnos pueden sacar el teléfono para usar la app de afinar y el
metrónomo.
""",
        updated="2025-12-01",
    ),
    "normas/no-comer.md": topic(
        "Comida",
        "No comer en las aulas",
        "feedback",
        """No se come en las aulas.
""",
        updated="2025-01-10",
    ),
    "normas/no-fotos.md": topic(
        "Fotos",
        "Fotos de menores",
        "feedback",
        """No publicar fotos de alumnos menores sin permiso firmado.
""",
        updated="2025-01-10",
    ),
}

FILES = with_index(N, title="Escuela de música")


MEMDIR = LabelledMemdir(
    name="escuela_musica",
    half="tuning",
    language="es",
    domain="music school office",
    style="Spanish, short notes",
    files=FILES,
    pairs=[
        P(
            "contradiction",
            "clases/coro.md",
            "clases/coro-horario.md",
            "time-moved",
            "Sábados 10:00 vs viernes 17:30.",
        ),
        P(
            "contradiction",
            "personas/conserje.md",
            "personas/conserje-nuevo.md",
            "owner-changed",
            "Paco vs Rosario.",
        ),
        P(
            "contradiction",
            "normas/afinacion.md",
            "normas/afinacion-anual.md",
            "policy-reversed",
            "Always tune before each recital vs no longer.",
        ),
        P(
            "contradiction",
            "herramientas/recibos.md",
            "herramientas/cuotas-nuevas.md",
            "tool-switched",
            "Holded direct debits vs Stripe cards.",
        ),
        P(
            "contradiction",
            "espacios/instrumentos.md",
            "espacios/almacen.md",
            "location-changed",
            "Aula 3 cupboard vs basement store.",
        ),
        P(
            "contradiction",
            "clases/alumnos-guitarra.md",
            "clases/guitarra-2026.md",
            "threshold-changed",
            "At most 6 vs at most 4 per group.",
        ),
        P(
            "contradiction",
            "normas/movil.md",
            "normas/afinador-app.md",
            "reworded-conflict",
            "No phone in class vs phones out for the tuner app.",
        ),
        P(
            "decoy",
            "normas/no-comer.md",
            "normas/no-fotos.md",
            "two-donts-different-things",
            "Food and photos.",
        ),
    ],
    questions=[
        Question("¡Buenos días! Vaya lunes llevamos", "es", silent=True, why="small talk"),
        Question("Gracias, me has salvado la mañana", "es", silent=True, why="small talk"),
        Question("Vuelvo en cinco, voy a por un café", "es", silent=True, why="small talk"),
        Question("Vale, perfecto", "es", silent=True, why="small talk"),
        Question("Entendido, gracias", "es", silent=True, why="small talk"),
        Question("¿Qué tal estás hoy?", "es", silent=True, why="small talk"),
        Question("¿Sigues ahí?", "es", silent=True, why="small talk"),
        Question("Qué calor hace hoy en el aula, madre mía", "es", silent=True, why="small talk"),
        Question("¡Buen fin de semana! Nos vemos el lunes", "es", silent=True, why="small talk"),
        Question("Los niños hoy estaban imposibles, jaja", "es", silent=True, why="small talk"),
        Question(
            "¿A qué hora ensaya el coro de los niños?",
            "es",
            expect=("clases/coro-horario.md", "clases/coro.md"),
            why="different word: niños for infantil",
        ),
        Question(
            "quien abre la escuela por las mañanas",
            "es",
            expect=("personas/conserje-nuevo.md", "personas/conserje.md"),
            why="no accents; who opens the building",
        ),
        Question(
            "¿Cada cuánto afinamos los pianos?",
            "es",
            expect=("normas/afinacion-anual.md", "normas/afinacion.md"),
            why="conjugated differently; tuning",
        ),
        Question(
            "Dime cómo pagan las familias la cuota",
            "es",
            expect=("herramientas/cuotas-nuevas.md", "herramientas/recibos.md"),
            why="request; fee payment",
        ),
        Question(
            "¿Dónde guardamos los violines que prestamos?",
            "es",
            expect=("espacios/almacen.md", "espacios/instrumentos.md"),
            why="conjugated differently; loan instruments",
        ),
        Question(
            "¿Cuántos alumnos caben como máximo en un grupo de guitarra?",
            "es",
            expect=("clases/guitarra-2026.md", "clases/alumnos-guitarra.md"),
            why="guitar group size",
        ),
        Question(
            "Vale, gracias. ¿Y los alumnos pueden usar el móvil en clase?",
            "es",
            expect=("normas/afinador-app.md", "normas/movil.md"),
            conversational=True,
            why="chat around phones in class",
        ),
        Question(
            "Genial. Oye, ¿podemos subir fotos de los alumnos a Instagram?",
            "es",
            expect=("normas/no-fotos.md",),
            conversational=True,
            why="chat around photos of minors",
        ),
    ],
)
