"""A Spanish swimming club's agent memory (club de natación): Spanish, terse lists and tables.

Domain: lane timetables, coaches, fees, competitions, equipment, changing-room rules.
Style: short lists, two tables, a few notes in full sentences; questions asked naturally.
"""

from tests.eval.dataset import (
    LabelledMemdir,
    questions_in,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

N = {
    # --- horarios --------------------------------------------------------------------------
    "horarios/master.md": topic(
        "Horario máster",
        "Cuándo entrena el grupo máster",
        "reference",
        """Máster
- mar y jue, 20:30–21:45
- calles 5 y 6
- entrena Íñigo
""",
        updated="2025-09-10",
    ),
    "grupos/master-enero.md": topic(
        "Máster desde enero",
        "Nuevos días del grupo máster",
        "project",
        """El máster cambia de días a partir del 12 de enero: lunes y miércoles, de 21:00 a 22:15.
Los martes por la noche las calles 5 y 6 pasan al waterpolo.
""",
        updated="2026-01-08",
    ),
    "horarios/sabados.md": topic(
        "Sábados",
        "Calles del club los sábados",
        "reference",
        """Sábados 9:00–11:00
- 4 calles para el club (1–4)
- 9–10 técnica benjamín/alevín
- 10–11 infantil
""",
        updated="2025-09-10",
    ),
    "horarios/fin-de-semana.md": topic(
        "Fin de semana",
        "Qué piscina tenemos el finde",
        "reference",
        """Fin de semana: solo hay piscina el sábado por la mañana, de 9 a 11, con las calles 1 a 4.
Primero técnica de los pequeños (9–10) y luego infantil hasta las 11. El domingo no hay nada.
""",
        updated="2025-09-10",
    ),
    "instalacion/ayuntamiento.md": topic(
        "Carta del ayuntamiento",
        "Cambio de calles los sábados por la mañana",
        "project",
        """Carta del ayuntamiento (enero): desde febrero, los sábados por la mañana el club se queda
con tres calles. La 4 pasa a nado libre.
""",
        updated="2026-01-25",
    ),
    # --- cuotas ----------------------------------------------------------------------------
    "cuotas/tabla.md": topic(
        "Cuotas 25/26",
        "Cuota mensual por grupo",
        "reference",
        """Cuotas temporada 25/26 (mensual, domiciliada)

| grupo | cuota |
|---|---|
| Benjamín / Alevín | 28 € |
| Infantil / Junior | 32 € |
| Absoluto (adultos) | 38 € |
| Máster | 38 € |

- 2.º hermano: −10 %
- matrícula: 20 €, una sola vez
- licencia federativa aparte
""",
        updated="2025-07-01",
    ),
    "junta/asamblea-septiembre.md": topic(
        "Asamblea de septiembre",
        "Acuerdos de la asamblea del 27/09",
        "project",
        """Asamblea 27/09 — acuerdos
- cuota de adultos (absoluto y máster): 44 €/mes desde el recibo de octubre (sube el
  alquiler de calles)
- nueva junta, presidenta Elena Castro
- fiesta de fin de temporada en junio, piscina exterior
""",
        updated="2025-09-28",
    ),
    "cuotas/propuesta-infantil.md": topic(
        "Propuesta cuota pequeños",
        "Lo que se votó sobre la cuota de benjamines y alevines",
        "project",
        """En la asamblea, Jorge (padre de un alevín) pidió bajar la cuota de los peques a 22 €.
Se votó y salió que no: los 28 € de benjamín/alevín se quedan como están.
""",
        updated="2025-09-28",
    ),
    # --- entrenadores ----------------------------------------------------------------------
    "entrenadores/grupos.md": topic(
        "Entrenadores por grupo",
        "Quién entrena a cada grupo",
        "reference",
        """| grupo | entrenador/a | titulación |
|---|---|---|
| Benjamín | Raúl Gómez | Monitor de natación |
| Alevín | Raúl Gómez | Monitor de natación |
| Infantil-Junior | Marta Ibáñez | Técnico Deportivo II |
| Máster | Íñigo Sáez | Entrenador Nacional |
""",
        updated="2025-09-05",
    ),
    "entrenadores/cambio-raul.md": topic(
        "Raúl se va",
        "Quién coge los grupos de Raúl",
        "project",
        """Raúl se muda a Valencia en diciembre. Carla Peña coge a benjamines y alevines desde el
día 9.
""",
        updated="2025-12-01",
    ),
    "entrenadores/calentamiento.md": topic(
        "Martes con Carla",
        "Qué hacen los alevines cuando Carla llega tarde",
        "feedback",
        """Carla a veces llega 10 minutos tarde los martes (viene del instituto). Esos días, a las
18:00, los alevines empiezan ellos solos el calentamiento en la calle 6 — 400 suaves — y ella
se incorpora cuando llega.
""",
        updated="2026-01-15",
    ),
    "seguridad/supervision.md": topic(
        "Supervisión en el agua",
        "Menores y entrenadores en el borde",
        "feedback",
        """Ningún menor se mete en el agua sin un entrenador titulado en el borde. Ni para calentar,
ni «solo un momento».
""",
        updated="2025-09-01",
    ),
    # --- avisos y asistencia ---------------------------------------------------------------
    "avisos/whatsapp.md": topic(
        "Avisos a familias",
        "Por dónde avisamos a las familias",
        "reference",
        """Avisos a familias: grupo de WhatsApp «Delfines Familias».
- solo escriben entrenadores y junta
- cambios de horario, suspensiones, convocatorias
""",
        updated="2025-09-02",
    ),
    "avisos/canal.md": topic(
        "Grupo de avisos",
        "Nombre actual del grupo de avisos",
        "reference",
        """El grupo de avisos de WhatsApp se llama ahora «CN Delfines · Avisos 25/26». Los miembros
son los mismos, y sigue siendo solo para entrenadores y junta.
""",
        updated="2026-01-20",
        nested=True,
        session="5e2a7c10-93f4-4d1b-8b6e-0fa3c2d94e81",
    ),
    "asistencia/hoja.md": topic(
        "Lista de asistencia",
        "Dónde se pasa lista",
        "reference",
        """Asistencia: hoja de Google «Asistencia 25-26», una pestaña por grupo. Marcar X al empezar
el entreno.
""",
        updated="2025-09-08",
    ),
    "asistencia/app.md": topic(
        "Asistencia en el móvil",
        "Cómo se pasa lista en cada sesión",
        "reference",
        """La asistencia se pasa ya en Clupik: en el móvil, pestaña Sesiones → tocar a cada
nadador. La junta saca de ahí los informes para la subvención.
""",
        updated="2026-01-12",
    ),
    # --- vestuario y normas ----------------------------------------------------------------
    "vestuario/acompanantes.md": topic(
        "Acompañantes en vestuario",
        "Padres con los benjamines en el vestuario",
        "feedback",
        """Benjamines: un padre o una madre puede entrar al vestuario a ayudarles a cambiarse.
Uno por niño, y fuera en cuanto estén listos.
""",
        updated="2025-09-02",
    ),
    "vestuario/normas-octubre.md": topic(
        "Vestuarios desde octubre",
        "Dónde esperan los adultos",
        "feedback",
        """Desde octubre ningún acompañante adulto entra en los vestuarios, tampoco con los
benjamines. Se espera en la grada; los monitores echan una mano con gorros y mochilas.
""",
        updated="2025-10-06",
    ),
    "normas/fotos.md": topic(
        "Fotos",
        "Nada de fotos en los vestuarios",
        "feedback",
        """No se hacen fotos ni vídeos dentro de los vestuarios. Nadie: tampoco entrenadores ni
familias.
""",
        updated="2025-10-06",
    ),
    "normas/playa.md": topic(
        "No correr",
        "Norma de la playa de la piscina",
        "feedback",
        """Prohibido correr por la playa de la piscina y por el pasillo de vestuarios.
""",
        updated="2025-09-01",
    ),
    "normas/andar.md": topic(
        "Andando",
        "Recordatorio para los peques",
        "feedback",
        """Recordad a los peques: del vaso al vestuario se va andando. Nada de carreras por el borde.
""",
        updated="2025-09-01",
    ),
    "incidencias/resbalon.md": topic(
        "Resbalón de Hugo",
        "Caída en la playa el 12/02",
        "project",
        """12/02, 18:40 — Hugo (benjamín) salió corriendo hacia el vestuario y resbaló en la playa.
Raspón en la rodilla, curado en enfermería. Parte de incidencia entregado en conserjería.
""",
        updated="2026-02-13",
    ),
    # --- material --------------------------------------------------------------------------
    "material/cuarto.md": topic(
        "Material",
        "Dónde está el material de entreno",
        "reference",
        """Material (aletas, palas, tablas, pull-buoys, gomas): cuarto pequeño al lado de la calle 1.
Llave en conserjería; devolverla al terminar.
""",
        updated="2025-09-04",
    ),
    "material/taquillas.md": topic(
        "Taquillas del club",
        "El material en el pasillo de vestuarios",
        "reference",
        """El material del club vive ahora en las dos taquillas grandes del pasillo de vestuarios
(las azules, n.º 40 y 41). Candado de combinación; el código lo tienen los entrenadores.
""",
        updated="2026-02-02",
    ),
    "material/pedido-205.md": topic(
        "Pedido de gorros",
        "Gorros de silicona con el logo",
        "project",
        """Pedido #205 a la tienda: gorros de silicona con logo
- 60 unidades
- llegan a mediados de noviembre
- 8 € cada uno, se cobran en el recibo de diciembre
""",
        updated="2025-10-20",
    ),
    "instalacion/incidencia-205.md": topic(
        "Ducha sin agua caliente",
        "Incidencia abierta en el polideportivo",
        "project",
        """Incidencia #205 en el registro del polideportivo: ducha 3 del vestuario masculino sin agua
caliente. Mantenimiento dice que lo arregla esta semana.
""",
        updated="2025-11-03",
    ),
    # --- temporada y competiciones ---------------------------------------------------------
    "temporada/pretemporada.md": topic(
        "Pretemporada",
        "Fase 1 de la temporada",
        "project",
        """Fase 1 – pretemporada (septiembre y octubre)
- 3 sesiones por semana
- tope de 3.000 m por sesión
- mucha técnica, nada de series a tope
""",
        updated="2025-09-01",
    ),
    "temporada/competitiva.md": topic(
        "Periodo competitivo",
        "Fase 2 de la temporada",
        "project",
        """Fase 2 – periodo competitivo (noviembre a marzo): 5 sesiones semanales de 4.500 a
5.000 m, con series a ritmo de competición dos veces por semana.
""",
        updated="2025-09-01",
    ),
    "competiciones/autonomico-dudas.md": topic(
        "Autonómico: por decidir",
        "Lo pendiente del autonómico de invierno",
        "project",
        """Autonómico de invierno (Cáceres, 7–8 de marzo) — por decidir:
- ¿autobús o coches particulares?
- ¿hotel el sábado o ida y vuelta en el día?
- ¿cuántos tienen mínima? (lo mira Marta)
""",
        updated="2026-01-10",
    ),
    "competiciones/autonomico-bus.md": topic(
        "Autonómico: viaje",
        "Cómo vamos al autonómico",
        "project",
        """Autonómico: vamos en autobús (Autocares Ruiz), salida el sábado a las 6:15 desde la puerta
del polideportivo. Cada familia apunta al nadador y paga los 25 € del bus en Clupik,
sección Eventos.
""",
        updated="2026-02-05",
    ),
}

FILES = with_index(N, title="Memoria del club")


Q, S = questions_in("es")


MEMDIR = LabelledMemdir(
    name="club_natacion",
    half="tuning",
    language="es",
    domain="Spanish swimming club",
    style="terse lists, two tables, natural questions",
    files=FILES,
    pairs=[
        # contradictions
        P(
            "contradiction",
            "horarios/master.md",
            "grupos/master-enero.md",
            "time-moved",
            "Máster mar/jue 20:30 vs lun/mié 21:00.",
        ),
        P(
            "contradiction",
            "cuotas/tabla.md",
            "junta/asamblea-septiembre.md",
            "threshold-changed",
            "Cuota adultos 38 € vs 44 €.",
        ),
        P(
            "contradiction",
            "entrenadores/grupos.md",
            "entrenadores/cambio-raul.md",
            "owner-changed",
            "Benjamín/alevín: Raúl vs Carla.",
        ),
        P(
            "contradiction",
            "entrenadores/grupos.md",
            "entrenadores/calentamiento.md",
            "owner-changed",
            "Alevín con Raúl vs los alevines de Carla (implícito).",
        ),
        P(
            "contradiction",
            "avisos/whatsapp.md",
            "avisos/canal.md",
            "renamed",
            "«Delfines Familias» vs «CN Delfines · Avisos 25/26».",
        ),
        P(
            "contradiction",
            "vestuario/acompanantes.md",
            "vestuario/normas-octubre.md",
            "policy-reversed",
            "Un padre puede entrar con benjamines vs ningún adulto entra.",
        ),
        P(
            "contradiction",
            "asistencia/hoja.md",
            "asistencia/app.md",
            "tool-switched",
            "Lista en hoja de Google vs en Clupik.",
        ),
        P(
            "contradiction",
            "material/cuarto.md",
            "material/taquillas.md",
            "location-changed",
            "Cuarto junto a la calle 1 vs taquillas 40/41 del pasillo.",
        ),
        P(
            "contradiction",
            "horarios/sabados.md",
            "instalacion/ayuntamiento.md",
            "count-changed",
            "Sábados 4 calles vs 3.",
        ),
        P(
            "contradiction",
            "horarios/fin-de-semana.md",
            "instalacion/ayuntamiento.md",
            "count-changed",
            "Calles 1 a 4 los sábados vs tres calles.",
        ),
        P(
            "contradiction",
            "seguridad/supervision.md",
            "entrenadores/calentamiento.md",
            "reworded-conflict",
            "Ningún menor al agua sin entrenador vs alevines calientan solos hasta que llega Carla.",
        ),
        # duplicates
        P(
            "near-duplicate",
            "horarios/sabados.md",
            "horarios/fin-de-semana.md",
            "paraphrased",
            "Mismo horario del sábado en otras palabras; la segunda añade que el domingo no hay.",
        ),
        P(
            "duplicate",
            "normas/playa.md",
            "normas/andar.md",
            "same-rule-restated",
            "No correr por la playa/hacia el vestuario, dicho dos veces.",
        ),
        # decoys
        P(
            "decoy",
            "cuotas/propuesta-infantil.md",
            "cuotas/tabla.md",
            "quoted-opinion-rejected",
            "Propuesta de 22 € rechazada; la tabla sigue en 28 €.",
        ),
        P(
            "decoy",
            "cuotas/propuesta-infantil.md",
            "junta/asamblea-septiembre.md",
            "related-consistent",
            "Misma asamblea: sube la de adultos, la de peques no baja.",
        ),
        P(
            "decoy",
            "temporada/pretemporada.md",
            "temporada/competitiva.md",
            "phase1-vs-phase2",
            "3 sesiones / 3.000 m en fase 1 vs 5 sesiones / 4.500–5.000 m en fase 2.",
        ),
        P(
            "decoy",
            "normas/playa.md",
            "incidencias/resbalon.md",
            "rule-vs-incident",
            "Prohibido correr y un niño que resbaló corriendo.",
        ),
        P(
            "decoy",
            "normas/andar.md",
            "incidencias/resbalon.md",
            "rule-vs-incident",
            "Se va andando al vestuario y una caída corriendo.",
        ),
        P(
            "decoy",
            "competiciones/autonomico-dudas.md",
            "competiciones/autonomico-bus.md",
            "open-questions-vs-settled",
            "¿Bus o coches? y la decisión: autobús.",
        ),
        P(
            "decoy",
            "asistencia/app.md",
            "competiciones/autonomico-bus.md",
            "shared-technology",
            "Clupik para pasar lista vs para pagar el bus.",
        ),
        P(
            "decoy",
            "normas/fotos.md",
            "normas/playa.md",
            "two-donts-different-things",
            "No fotos en vestuario vs no correr en la playa.",
        ),
        P(
            "decoy",
            "normas/fotos.md",
            "normas/andar.md",
            "two-donts-different-things",
            "No fotos vs no carreras.",
        ),
        P(
            "decoy",
            "normas/fotos.md",
            "vestuario/normas-octubre.md",
            "related-consistent",
            "Dos normas de vestuario que se suman.",
        ),
        P(
            "decoy",
            "normas/fotos.md",
            "vestuario/acompanantes.md",
            "related-consistent",
            "Familias en vestuario y prohibición de fotos: no chocan.",
        ),
        P(
            "decoy",
            "material/pedido-205.md",
            "instalacion/incidencia-205.md",
            "same-ticket-ids",
            "Pedido #205 de gorros vs incidencia #205 de la ducha.",
        ),
    ],
    questions=[
        Q(
            "¿A qué hora entrena ahora el grupo máster?",
            "horarios/master.md",
            "grupos/master-enero.md",
        ),
        Q(
            "¿Cuánto pagamos al mes los adultos?",
            "cuotas/tabla.md",
            "junta/asamblea-septiembre.md",
        ),
        Q(
            "¿Quién lleva a los alevines este año?",
            "entrenadores/grupos.md",
            "entrenadores/cambio-raul.md",
        ),
        Q(
            "cómo se llama el grupo de whatsapp de avisos para las familias?",
            "avisos/whatsapp.md",
            "avisos/canal.md",
        ),
        Q(
            "¿Pueden los padres entrar al vestuario con los peques?",
            "vestuario/acompanantes.md",
            "vestuario/normas-octubre.md",
        ),
        Q("¿Dónde pasamos lista en los entrenos?", "asistencia/hoja.md", "asistencia/app.md"),
        Q(
            "¿Dónde están guardadas las aletas y las palas?",
            "material/cuarto.md",
            "material/taquillas.md",
        ),
        Q(
            "¿Cuántas calles tenemos los sábados por la mañana?",
            "horarios/sabados.md",
            "horarios/fin-de-semana.md",
            "instalacion/ayuntamiento.md",
        ),
        Q(
            "¿Pueden los alevines meterse al agua si todavía no ha llegado la entrenadora?",
            "seguridad/supervision.md",
            "entrenadores/calentamiento.md",
        ),
        Q("¿A qué hora sale el bus para el autonómico?", "competiciones/autonomico-bus.md"),
        Q("¿Han arreglado ya la ducha del vestuario de chicos?", "instalacion/incidencia-205.md"),
        Q("¿Cuántos metros se hacen en pretemporada?", "temporada/pretemporada.md"),
        Q(
            "gracias! y lo de bajar la cuota de los peques, en qué quedó?",
            "cuotas/propuesta-infantil.md",
            conversational=True,
        ),
        Q(
            "Vale, perfecto. ¿Y qué le pasó al niño que se cayó en la playa?",
            "incidencias/resbalon.md",
            conversational=True,
        ),
        S("¡Hola!"),
        S("Buenas tardes, ¿qué tal va todo?"),
        S("Muchas gracias, crack."),
        S("¡Qué bien lo has explicado!"),
        S("Vale, pasamos a otra cosa."),
        S("Nos vemos mañana en la piscina."),
        S("jajaja vale"),
    ],
    complete_labels=True,
)
