# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""A small language school (academia de idiomas "Puerta Sur"): Spanish notes, chatty and terse
mixed, one timetable table, one long staff-meeting note with facts buried in it."""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "horario/horario-general.md": topic(
        "Horario de grupos 25-26",
        "Qué grupo va qué días, a qué hora y en qué aula",
        "reference",
        """Horario del curso 2025-26 (lo pasó Itziar en septiembre):

| grupo | días | hora | aula |
|---|---|---|---|
| Inglés A2 | lunes y miércoles | 17:00-18:30 | aula 2 |
| Inglés B1 | lunes y miércoles | 18:30-20:00 | aula 2 |
| Inglés B2 | martes y jueves | 18:30-20:00 | aula 1 |
| Inglés C1 | viernes | 16:00-19:00 | aula 1 |
| Francés A1 | martes y jueves | 17:00-18:30 | aula 4 |
| Francés B1 | lunes | 19:00-21:00 | aula 4 |
| Alemán A2 | miércoles y viernes | 19:30-21:00 | aula 1 |
| Peques (inglés 6-9 años) | martes y jueves | 17:00-18:00 | sala infantil |

Festivos: los del calendario escolar de la ciudad.
""",
        updated="2025-09-10",
    ),
    "horario/cambio-b2.md": topic(
        "Grupo B2 nuevo horario",
        "Los de B2 cambian de días",
        "project",
        """Medio grupo de B2 sale tarde del curro los martes → a partir del 2 de febrero el B2
viene lunes y miércoles de 19:15 a 20:45. Lo confirmó Itziar, ya está avisado todo el grupo.
""",
        updated="2026-01-22",
    ),
    "profes/niveles.md": topic(
        "Profes por nivel",
        "Quién da cada nivel e idioma",
        "reference",
        """- Inglés A2 y B1 → Ferran Oliver
- Inglés B2 → Candela Ruiz
- Inglés C1 (y la prepa del Advanced) → Siobhan Keane
- Peques → Candela también
- Francés, todos los niveles → Mathilde Roux
- Alemán → Jonas Albrecht

Coordinación: Itziar. Sustituciones las organiza ella.
""",
        updated="2025-09-12",
    ),
    "profes/c1-rodrigo.md": topic(
        "Rodrigo entra en C1",
        "Cambio de profe en el grupo avanzado",
        "project",
        """Siobhan se vuelve a Cork hasta septiembre, así que deja los viernes. Desde el 9 de enero
el C1 lo lleva Rodrigo Peña, que además corrige los writings de los que se presentan al
Advanced. Rodrigo tiene llave propia desde el día 8.
""",
        updated="2026-01-08",
    ),
    "examenes/inscripciones-cambridge.md": topic(
        "Inscripciones Cambridge",
        "Cómo apuntamos a los alumnos al First y al Advanced",
        "reference",
        """Para B2 First y C1 Advanced la inscripción la hace Baltasar desde recepción con el
centro examinador. Ellos cierran 6 semanas antes del examen; nosotros pedimos el pago
(First 215 €, Advanced 232 €) una semana antes de eso, para no ir con la lengua fuera.
Sin pago no se inscribe a nadie, ni aunque lo pida el profe.
""",
        updated="2025-10-03",
    ),
    "examenes/simulacros.md": topic(
        "Simulacros de examen",
        "Exámenes de práctica antes de cada convocatoria",
        "feedback",
        """Antes de cada convocatoria de Cambridge: 2 simulacros completos (reading, writing,
listening y speaking), sábado por la mañana, en el Aula Azul (la grande de arriba, la única
donde caben todos con separación). Corrigen los profes del nivel.
""",
        updated="2025-10-20",
    ),
    "aulas/cambios-aulas.md": topic(
        "Aulas tras la obra",
        "Qué cambió en las aulas después de la reforma de noviembre",
        "reference",
        """Con la reforma de noviembre:
- el aula grande del primer piso se llama ahora **Sala Cervantes**, placa nueva en la puerta.
  A los alumnos se les dice así, el nombre viejo ya no.
- el aula 4 tiene por fin proyector fijo.
- en la sala infantil han puesto suelo de corcho.
""",
        updated="2025-12-01",
    ),
    "tarifas/precios.md": topic(
        "Tarifas",
        "Cuánto se cobra por mes y por matrícula",
        "reference",
        """Tarifas curso 25-26:
- grupo de 3 h/semana: 92 €/mes
- C1 (viernes, 3 h): 92 €/mes
- peques (2 h/semana): 58 €/mes
- matrícula: 40 €, una vez por curso
- descuento hermanos: 10 % en la mensualidad del segundo hermano
- pago por domiciliación antes del día 5
""",
        updated="2025-07-01",
    ),
    "tarifas/descuento-familias.md": topic(
        "Descuento familiar",
        "Lo que se descuenta cuando vienen varios de la misma familia",
        "feedback",
        """Ojo que la web sigue sin actualizar: cuando se apuntan dos de la misma casa, al segundo
se le rebaja un 15 % la cuota mensual. Lo decidió Itziar después de la jornada de puertas
abiertas, para competir con la academia de la plaza.
""",
        updated="2025-09-24",
    ),
    "material/proveedor.md": topic(
        "Proveedor de libros",
        "A quién pedimos los libros de texto",
        "reference",
        """Libros y workbooks: se piden a Distribuciones Hidalgo (Carlos, teléfono en la agenda de
recepción). Tardan 3-4 días laborables. Pedido mínimo 10 ejemplares o cobran el porte.
""",
        updated="2025-06-18",
    ),
    "material/pedidos-2026.md": topic(
        "Pedidos de material",
        "Cómo se encargan los manuales",
        "project",
        """Los manuales y cuadernos de ejercicio los encargamos por la web de Librería Tirso, con
la cuenta de empresa de la academia. Envío gratis a partir de 150 €, llega en 48 h.
Hidalgo cerró en Navidad.
""",
        updated="2026-01-15",
    ),
    "material/stock.md": topic(
        "Stock de libros",
        "Dónde están los libros que sobran",
        "reference",
        """Los ejemplares sobrantes (libros de alumno y workbooks) van al armario metálico detrás
del mostrador de recepción. La llave, en el cajetín.
""",
        updated="2025-09-05",
    ),
    "aulas/trastero.md": topic(
        "Trastero del sótano",
        "Para qué usamos el trastero",
        "project",
        """Vaciamos el armario de detrás del mostrador para meter los expedientes. Todos los libros
que sobran están en el trastero del sótano, estantería de la izquierda, ordenados por nivel.
""",
        updated="2026-02-09",
    ),
    "politicas/recuperaciones.md": topic(
        "Recuperar clases",
        "Qué hacer si un alumno falta",
        "feedback",
        """Si un alumno falta puede recuperar en cualquier grupo de su mismo nivel, esa semana o la
siguiente. Solo tiene que avisar a recepción con 24 h. Máximo 2 recuperaciones al mes.
""",
        updated="2025-09-15",
    ),
    "politicas/faltas.md": topic(
        "Faltas de asistencia",
        "Lo que pasa cuando no vienes a clase",
        "feedback",
        """Desde enero: clase a la que no vienes, clase perdida. Nada de meterse en otro grupo,
que están todos completos, y no se devuelve dinero. Si hay justificante médico largo, lo ve
Itziar caso por caso.
""",
        updated="2026-01-12",
    ),
    "politicas/infantil-familias.md": topic(
        "Peques y familias",
        "Los padres en las clases de niños",
        "feedback",
        """Niño nuevo en peques = el padre o la madre puede quedarse dentro las primeras
sesiones, sentado al fondo sin intervenir. Ayuda a que no lloren.
""",
        updated="2025-09-18",
    ),
    "avisos/sala-infantil.md": topic(
        "Sala infantil",
        "Quién entra en la sala de los niños",
        "feedback",
        """Durante la sesión de los críos, en la sala solo están ellos y Candela. Los adultos
esperan abajo, en el hall, sin excepción. Lo pidió Candela después de la reunión con el
colegio.
""",
        updated="2026-02-16",
    ),
    "avisos/no-comer-infantil.md": topic(
        "Comida en la sala infantil",
        "Prohibido comer en la sala de los niños",
        "feedback",
        """Nada de meriendas en la sala infantil: hay dos niños con alergia a frutos secos. Que
merienden antes, en el hall.
""",
        updated="2025-10-07",
    ),
    "politicas/grupos-max.md": topic(
        "Tamaño de grupo",
        "Cuántos alumnos por grupo como máximo",
        "feedback",
        """Máx. 10 alumnos por grupo. Peques: 8.
""",
        updated="2025-06-20",
    ),
    "reuniones/claustro-enero-2026.md": topic(
        "Claustro de enero",
        "Lo que se habló en la reunión de profes del 14 de enero",
        "project",
        """Reunión de profes, 14 de enero, en la sala de arriba. Estuvieron todos menos Jonas
(enfermo). Lo importante:

Ferran sacó otra vez lo de subir los grupos a 14 alumnos para bajar la cuota y llenar menos
grupos. Itziar dijo que ni hablar: con 14 no hay speaking que valga. Se queda como está.

Sobre Cambridge: Candela comentó que los del First de diciembre llegaron justos de tiempo en
el writing. Así que a partir de la convocatoria de junio se hacen tres simulacros completos
en vez de dos, el primero ya en marzo.

Lo demás: la calefacción de arriba sigue haciendo ruido (Baltasar llama al casero), y se
propone cena de fin de trimestre en abril, sin fecha todavía. Rodrigo se presentó y todo el
mundo encantado.
""",
        updated="2026-01-14",
    ),
    "comunicacion/whatsapp-profes.md": topic(
        "Grupo de WhatsApp de profes",
        "Para qué sirve el grupo de profes",
        "reference",
        """Grupo de WhatsApp "Profes PS": solo para sustituciones y cambios de aula. Si alguien no
puede venir, lo pone antes de las 14:00 y Itziar busca quién cubre.
""",
        updated="2025-10-01",
    ),
    "comunicacion/grupo-profes.md": topic(
        "Grupo de WhatsApp de profes",
        "Para qué sirve el grupo de profes",
        "reference",
        """Grupo de WhatsApp "Profes PS": solo para sustituciones y cambios de aula. Si alguien no
puede venir, lo pone antes de las 14:00 y Itziar busca quién cubre.
""",
        updated="2025-10-01",
    ),
    "comunicacion/difusion-familias.md": topic(
        "Lista de difusión de familias",
        "Avisos por WhatsApp a las familias de los niños",
        "reference",
        """Lista de difusión de WhatsApp con las familias de peques: solo avisos generales (cierre
por festivo, huelga, cambio de hora puntual). Notas, comportamiento y cosas de un niño
concreto, nunca por ahí: en persona o por teléfono.
""",
        updated="2025-11-04",
    ),
    "recepcion/cierre.md": topic(
        "Cierre por la noche",
        "Cómo se cierra la academia",
        "feedback",
        """El último en salir:
1. apaga luces y el proyector del aula 4
2. conecta la alarma
3. cierra la puerta de la calle con llave (no vale solo tirar de ella)

A las 21:30 tiene que estar todo cerrado.
""",
        updated="2025-09-08",
    ),
    "recepcion/cerrar-local.md": topic(
        "Cerrar el local",
        "Pasos para cerrar al final del día",
        "feedback",
        """Al final del día, quien se vaya el último:
- puerta de la calle con llave, no vale solo tirar de ella
- alarma conectada
- luces apagadas y proyector del aula 4 también

Todo cerrado a las 21:30.
""",
        updated="2025-09-08",
    ),
    "log/puerta-abierta.md": topic(
        "Puerta sin llave",
        "La noche que la academia se quedó abierta",
        "project",
        """Jueves 9 de octubre: la puerta de la calle se quedó sin echar la llave hasta las 23:10.
El último de alemán creyó que quedaba alguien dentro. Lo vio Itziar por la cámara y vino a
cerrar. No faltaba nada.
""",
        updated="2025-10-10",
    ),
    "verano/preguntas.md": topic(
        "Verano: dudas",
        "Lo que está sin decidir del verano",
        "project",
        """Pendiente de decidir para el verano:
- ¿hacemos intensivo en julio?
- ¿cuántas semanas?
- ¿solo inglés o también francés?
- ¿mañanas o tardes?
""",
        updated="2026-02-02",
    ),
    "verano/intensivo-julio.md": topic(
        "Intensivo de julio",
        "El curso intensivo de verano",
        "project",
        """Va adelante: intensivo del 6 al 24 de julio, 3 semanas, solo inglés B1 y B2, de 10:00 a
13:00. Lo dan Ferran y Candela. Inscripción abierta desde el 1 de abril.
""",
        updated="2026-03-04",
    ),
    "examenes/delf-alianza.md": topic(
        "DELF en la Alianza",
        "Dónde se examinan los de francés",
        "reference",
        """DELF/DALF: los de Mathilde se examinan en la Alianza Francesa. Inscripción en su web,
unos dos meses antes.
""",
        updated="2025-04-22",
        extra={"status": "superseded", "superseded_by": "examenes/delf-2026.md"},
    ),
    "examenes/delf-2026.md": topic(
        "DELF en la universidad",
        "Centro de examen del DELF desde 2026",
        "reference",
        """La Alianza dejó de ser centro examinador. Desde la convocatoria de mayo de 2026 el DELF
se hace en la Facultad de Filosofía y Letras; inscripción en la web de la universidad.
Mathilde ayuda a rellenarla a quien lo pida.
""",
        updated="2026-01-27",
    ),
}

FILES = with_index(
    N,
    title="Academia Puerta Sur",
    sections={
        "horario/": "Horario",
        "profes/": "Profes",
        "examenes/": "Exámenes",
        "tarifas/": "Tarifas",
        "material/": "Material",
        "aulas/": "Aulas",
        "politicas/": "Normas",
        "avisos/": "Normas",
        "reuniones/": "Reuniones",
        "comunicacion/": "Comunicación",
        "recepcion/": "Recepción",
        "log/": "Recepción",
        "verano/": "Verano",
    },
)

ask, chat = questions_in("es")

MEMDIR = LabelledMemdir(
    name="academia_idiomas",
    half="heldout7",
    language="es",
    domain="academia de idiomas (small language school)",
    style="Spanish, chatty and terse mixed, one table",
    files=FILES,
    pairs=[
        # contradictions
        P(
            "contradiction",
            "horario/horario-general.md",
            "horario/cambio-b2.md",
            "time-moved",
            "B2 martes y jueves 18:30-20:00 (table row) vs lunes y miércoles 19:15-20:45.",
        ),
        P(
            "contradiction",
            "profes/niveles.md",
            "profes/c1-rodrigo.md",
            "owner-changed",
            "C1 taught by Siobhan vs by Rodrigo since 9 Jan.",
        ),
        P(
            "contradiction",
            "tarifas/precios.md",
            "tarifas/descuento-familias.md",
            "threshold-changed",
            "Sibling discount 10 % vs 15 % for the second family member.",
        ),
        P(
            "contradiction",
            "examenes/simulacros.md",
            "aulas/cambios-aulas.md",
            "renamed",
            "Big upstairs room called Aula Azul vs Sala Cervantes, old name no longer used.",
        ),
        P(
            "contradiction",
            "examenes/simulacros.md",
            "reuniones/claustro-enero-2026.md",
            "count-changed",
            "2 mock exams per sitting vs three (buried in the meeting note).",
        ),
        P(
            "contradiction",
            "material/proveedor.md",
            "material/pedidos-2026.md",
            "tool-switched",
            "Books ordered from Distribuciones Hidalgo vs Librería Tirso web.",
        ),
        P(
            "contradiction",
            "material/stock.md",
            "aulas/trastero.md",
            "location-changed",
            "Spare books in the cabinet behind reception vs basement storeroom.",
        ),
        P(
            "contradiction",
            "politicas/recuperaciones.md",
            "politicas/faltas.md",
            "policy-reversed",
            "Missed class can be made up in another group vs missed class is lost, no other group.",
        ),
        P(
            "contradiction",
            "politicas/infantil-familias.md",
            "avisos/sala-infantil.md",
            "reworded-conflict",
            "A parent may stay inside with a new child vs adults wait in the hall, no exceptions.",
        ),
        # decoys
        P(
            "decoy",
            "horario/horario-general.md",
            "profes/niveles.md",
            "related-consistent",
            "Timetable and teachers per level; same groups, no conflict.",
        ),
        P(
            "decoy",
            "horario/horario-general.md",
            "profes/c1-rodrigo.md",
            "related-consistent",
            "C1 on Fridays in both.",
        ),
        P(
            "decoy",
            "examenes/inscripciones-cambridge.md",
            "examenes/simulacros.md",
            "related-consistent",
            "Cambridge registration and mock exams; both about the same exams, agree.",
        ),
        P(
            "decoy",
            "reuniones/claustro-enero-2026.md",
            "politicas/grupos-max.md",
            "quoted-opinion-rejected",
            "Ferran's 14-per-group proposal rejected; the rule stays max 10.",
        ),
        P(
            "decoy",
            "comunicacion/whatsapp-profes.md",
            "comunicacion/difusion-familias.md",
            "shared-technology",
            "WhatsApp for teacher cover vs WhatsApp broadcast to families.",
        ),
        P(
            "decoy",
            "comunicacion/grupo-profes.md",
            "comunicacion/difusion-familias.md",
            "shared-technology",
            "WhatsApp for teacher cover vs WhatsApp broadcast to families.",
        ),
        P(
            "decoy",
            "recepcion/cierre.md",
            "log/puerta-abierta.md",
            "rule-vs-incident",
            "Lock the street door by 21:30 vs the night of 9 Oct it stayed unlocked.",
        ),
        P(
            "decoy",
            "recepcion/cerrar-local.md",
            "log/puerta-abierta.md",
            "rule-vs-incident",
            "Lock the street door by 21:30 vs the night of 9 Oct it stayed unlocked.",
        ),
        P(
            "decoy",
            "verano/preguntas.md",
            "verano/intensivo-julio.md",
            "open-questions-vs-settled",
            "Open summer questions and the note deciding the July intensive.",
        ),
        P(
            "decoy",
            "avisos/no-comer-infantil.md",
            "avisos/sala-infantil.md",
            "two-donts-different-things",
            "No food in the kids' room vs no adults in the kids' room.",
        ),
        P(
            "decoy",
            "avisos/no-comer-infantil.md",
            "politicas/infantil-familias.md",
            "related-consistent",
            "Both about the kids' room: no snacks, parent may sit in; no conflict.",
        ),
        P(
            "decoy",
            "examenes/delf-alianza.md",
            "examenes/delf-2026.md",
            "superseded-and-successor",
            "DELF at the Alianza (marked superseded) vs at the Facultad.",
        ),
        # duplicates
        P(
            "duplicate",
            "comunicacion/whatsapp-profes.md",
            "comunicacion/grupo-profes.md",
            "identical",
            "Same note saved twice under two paths.",
        ),
        P(
            "duplicate",
            "recepcion/cierre.md",
            "recepcion/cerrar-local.md",
            "reordered",
            "Same closing steps and 21:30 in another order.",
        ),
    ],
    questions=[
        ask(
            "¿A qué hora tienen clase ahora los de B2?",
            "horario/horario-general.md",
            "horario/cambio-b2.md",
        ),
        ask("quien da el C1 este trimestre?", "profes/niveles.md", "profes/c1-rodrigo.md"),
        ask(
            "¿Cuánto le rebajamos la cuota a una familia que apunta a dos hermanos?",
            "tarifas/precios.md",
            "tarifas/descuento-familias.md",
        ),
        ask(
            "¿En qué aula se hacen los exámenes de práctica del First?",
            "examenes/simulacros.md",
            "aulas/cambios-aulas.md",
        ),
        ask(
            "Cuántos simulacros tienen que hacer los de preparación antes de junio?",
            "examenes/simulacros.md",
            "reuniones/claustro-enero-2026.md",
        ),
        ask(
            "¿A quién le encargamos los workbooks ahora que se están acabando?",
            "material/proveedor.md",
            "material/pedidos-2026.md",
        ),
        ask(
            "donde estan guardados los libros que sobran?", "material/stock.md", "aulas/trastero.md"
        ),
        ask(
            "Si un alumno falta el martes, ¿puede ir a recuperar con otro grupo?",
            "politicas/recuperaciones.md",
            "politicas/faltas.md",
        ),
        ask(
            "¿Se pueden quedar los padres dentro en la clase de los peques?",
            "politicas/infantil-familias.md",
            "avisos/sala-infantil.md",
        ),
        ask(
            "¿Cuántos alumnos caben como máximo en un grupo?",
            "politicas/grupos-max.md",
            "reuniones/claustro-enero-2026.md",
        ),
        ask(
            "¿Al final hacemos curso intensivo este verano o no?",
            "verano/intensivo-julio.md",
            "verano/preguntas.md",
        ),
        ask(
            "¿Dónde se examinan este año los de francés del DELF?",
            "examenes/delf-2026.md",
            "examenes/delf-alianza.md",
        ),
        ask(
            "¿Hasta cuándo puede pagar alguien que quiere presentarse al Advanced?",
            "examenes/inscripciones-cambridge.md",
        ),
        ask(
            "a que hora tiene que estar cerrada la academia por la noche",
            "recepcion/cierre.md",
            "recepcion/cerrar-local.md",
        ),
        ask(
            "genial, gracias. ¿Y por dónde aviso si mañana no puedo venir a dar clase?",
            "comunicacion/whatsapp-profes.md",
            "comunicacion/grupo-profes.md",
            conversational=True,
        ),
        ask(
            "vale, perfecto. Oye, ¿los críos pueden merendar en su sala?",
            "avisos/no-comer-infantil.md",
            conversational=True,
        ),
        chat("buenos días! hoy nos espera un lunes de los gordos"),
        chat("gracias, me has salvado la tarde del viernes"),
        chat("vale, siguiente cosa"),
        chat("voy a por un café y vuelvo"),
        chat("madre mía qué calor hace hoy en recepción"),
        chat("muy bien explicado, eres un crack"),
        chat("hasta mañana, que descanses"),
        chat("felices fiestas, nos vemos después de Reyes"),
    ],
    complete_labels=True,
)
