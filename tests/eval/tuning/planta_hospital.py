"""Planta 4 de Medicina Interna: the rota coordinator's agent memory, all in Spanish."""

from tests.eval.dataset import LabelledMemdir, Question, topic, with_index
from tests.eval.dataset import pair as P

CARRO = """El carro de paradas se revisa **cada lunes** y después de cada uso: fecha de caducidad
de la medicación, carga del desfibrilador y precinto. Se firma en la hoja del propio carro.
"""

N = {
    "turnos/relevo.md": topic(
        "Relevo de turno",
        "Hora y lugar del relevo de la mañana",
        "project",
        """El relevo del turno de mañana es a las **7:45** en el control de enfermería.
Nadie se va del turno de noche sin haber pasado sus pacientes.
""",
        updated="2025-03-10",
    ),
    "turnos/pase-nuevo-horario.md": topic(
        "Pase de turno (nuevo horario)",
        "Cuándo y dónde se pasa el turno desde octubre",
        "project",
        """Desde octubre el pase se hace a las **7:30** en la sala de reuniones de la planta,
para no bloquear el control con el carro de la medicación.
""",
        updated="2025-10-02",
    ),
    "normas/sbar.md": topic(
        "Formato SBAR",
        "Cómo se pasa cada paciente en el relevo",
        "feedback",
        """En el relevo, cada paciente se pasa con **SBAR** (situación, antecedentes, evaluación,
recomendación). Los pendientes se apuntan en la hoja de relevo.
""",
        updated="2025-10-02",
    ),
    "personal/supervisora.md": topic(
        "Supervisora de planta",
        "Quién supervisa la planta 4 y cómo localizarla",
        "reference",
        """La supervisora de la planta 4 es **Carmen Ruiz**, extensión 4412. Para cambios de
última hora, busca a Carmen antes de las 9.
""",
        updated="2025-02-14",
    ),
    "personal/supervision-2026.md": topic(
        "Supervisión 2026",
        "Supervisión de la 4ª planta a partir de enero",
        "reference",
        """A partir de enero la supervisión de la 4ª planta la lleva **Lucía Ferrer** (ext.
4419). Carmen se ha ido al bloque quirúrgico.
""",
        updated="2026-01-08",
    ),
    "turnos/noches-dotacion.md": topic(
        "Dotación de noche",
        "Cuánto personal hay en el turno de noche",
        "project",
        """Turno de noche: **3 enfermeras** y 2 TCAE para 32 camas.
""",
        updated="2025-04-01",
    ),
    "turnos/ratio-consejeria.md": topic(
        "Nueva ratio",
        "Personal de noche con la ratio de la Consejería",
        "project",
        """Con la nueva ratio de la Consejería la planta tiene **4 enfermeras por la noche**
(las TCAE siguen siendo dos).
""",
        updated="2025-11-17",
    ),
    "normas/cambios-turno.md": topic(
        "Cambios de turno",
        "Cómo se comunica un cambio de turno entre compañeras",
        "feedback",
        """Los cambios de turno entre compañeras **siempre** se comunican por escrito a la
supervisora con 48 h de antelación, firmados por las dos.
""",
        updated="2025-02-20",
    ),
    "normas/cambios-turno-kronos.md": topic(
        "Cambios en Kronos",
        "Cambios de turno desde la aplicación",
        "feedback",
        """Los cambios de turno se piden en la app **Kronos**; ya no hay que avisar por escrito a
supervisión, la app le manda la notificación sola.
""",
        updated="2025-12-01",
    ),
    "normas/doble-chequeo.md": topic(
        "Doble chequeo",
        "Medicación de alto riesgo con doble comprobación",
        "feedback",
        """Insulina, heparina y potasio IV: **siempre** doble chequeo por dos enfermeras antes de
administrar.
""",
        updated="2025-01-15",
    ),
    "incidencias/2025-12-insulina.md": topic(
        "Incidencia insulina diciembre",
        "Insulina administrada sin doble chequeo en la 412",
        "project",
        """El 3 de diciembre se administró insulina en la hab. 412 sin doble chequeo (noche con
una baja). Sin daño para la paciente; notificado en SINASP y comentado en la sesión.
""",
        updated="2025-12-05",
    ),
    "personal/preferencias-ana.md": topic(
        "Ana: noches",
        "Preferencias de turno de Ana",
        "user",
        """Ana prefiere **noches fijas** los fines de semana (concilia con la universidad).
""",
        updated="2025-06-01",
    ),
    "personal/preferencias-javier.md": topic(
        "Javier: fines de semana",
        "Preferencias de turno de Javier",
        "user",
        """Javier no quiere noches en fin de semana; prefiere mañanas, aunque sean domingos.
""",
        updated="2025-06-01",
    ),
    "turnos/vacaciones-agosto-1.md": topic(
        "Vacaciones: primera quincena de agosto",
        "Plazo para pedir la primera quincena de agosto",
        "project",
        """Primera quincena de agosto: solicitudes hasta el **15 de mayo**; se adjudica por
antigüedad.
""",
        updated="2026-01-20",
    ),
    "turnos/vacaciones-agosto-2.md": topic(
        "Vacaciones: segunda quincena de agosto",
        "Plazo para pedir la segunda quincena de agosto",
        "project",
        """Segunda quincena de agosto: solicitudes hasta el **15 de junio**; se adjudica por
sorteo entre quienes no tuvieron agosto el año pasado.
""",
        updated="2026-01-20",
    ),
    "normas/carro-paradas.md": topic(
        "Carro de paradas",
        "Revisión del carro de paradas",
        "feedback",
        CARRO,
        updated="2025-05-12",
    ),
    "normas/revision-carro.md": topic(
        "Carro de paradas",
        "Revisión del carro de paradas",
        "feedback",
        CARRO,
        updated="2025-05-12",
    ).replace("\n", "\r\n"),
    "normas/acompanantes-noche.md": topic(
        "Acompañantes de noche",
        "Quién puede quedarse a dormir con el paciente",
        "feedback",
        """Si el paciente tiene más de 75 años o deterioro cognitivo, un familiar puede quedarse
a dormir en el sillón de la habitación.
""",
        updated="2025-04-22",
    ),
    "normas/habitaciones-compartidas.md": topic(
        "Noches en habitaciones compartidas",
        "Norma de la dirección para la noche",
        "feedback",
        """Por la noche no se queda nadie en las habitaciones de la planta, sin excepciones:
lo ha decidido la dirección tras las quejas de los pacientes de cama B.
""",
        updated="2025-11-03",
    ),
    "normas/pulseras.md": topic(
        "Pulsera identificativa",
        "Comprobación de la pulsera antes de extracciones y medicación",
        "feedback",
        """Comprobar la **pulsera identificativa** (nombre y NHC) antes de cada extracción y de
cada medicación.
""",
        updated="2025-03-01",
    ),
    "normas/identificacion-paciente.md": topic(
        "Identificar al paciente",
        "Verificar la identidad antes de sacar sangre o dar un fármaco",
        "feedback",
        """Antes de sacar sangre o dar cualquier fármaco, verifica en la pulsera del paciente su
nombre y su número de historia. Preguntar el nombre en voz alta no basta.
""",
        updated="2025-03-01",
    ),
}

FILES = with_index(N, title="Memoria — Planta 4")


MEMDIR = LabelledMemdir(
    name="planta_hospital",
    half="tuning",
    language="es",
    domain="hospital ward rota",
    style="Spanish prose, one file saved with CRLF line endings",
    files=FILES,
    pairs=[
        P(
            "contradiction",
            "turnos/relevo.md",
            "turnos/pase-nuevo-horario.md",
            "time-moved",
            "Relevo at 7:45 in the nursing station vs pase at 7:30 in the meeting room.",
        ),
        P(
            "contradiction",
            "personal/supervisora.md",
            "personal/supervision-2026.md",
            "owner-changed",
            "Supervisor is Carmen Ruiz vs Lucía Ferrer from January.",
        ),
        P(
            "contradiction",
            "turnos/noches-dotacion.md",
            "turnos/ratio-consejeria.md",
            "count-changed",
            "Three nurses at night vs four.",
        ),
        P(
            "contradiction",
            "normas/cambios-turno.md",
            "normas/cambios-turno-kronos.md",
            "policy-reversed",
            "Always tell the supervisor in writing vs no longer needed.",
        ),
        P(
            "contradiction",
            "normas/acompanantes-noche.md",
            "normas/habitaciones-compartidas.md",
            "reworded-conflict",
            "A relative may sleep in the room vs nobody stays, no exceptions.",
        ),
        P(
            "duplicate",
            "normas/carro-paradas.md",
            "normas/revision-carro.md",
            "identical",
            "The same note; the copy has CRLF line endings.",
        ),
        P(
            "near-duplicate",
            "normas/pulseras.md",
            "normas/identificacion-paciente.md",
            "paraphrased",
            "The same identification rule in other words.",
        ),
        P(
            "decoy",
            "normas/doble-chequeo.md",
            "incidencias/2025-12-insulina.md",
            "rule-vs-incident",
            "The rule and one night it was broken.",
        ),
        P(
            "decoy",
            "personal/preferencias-ana.md",
            "personal/preferencias-javier.md",
            "two-peoples-preferences",
            "Ana wants weekend nights, Javier doesn't: both true.",
        ),
        P(
            "decoy",
            "turnos/vacaciones-agosto-1.md",
            "turnos/vacaciones-agosto-2.md",
            "phase1-vs-phase2",
            "Two halves of August, two deadlines.",
        ),
        P(
            "decoy",
            "normas/sbar.md",
            "turnos/pase-nuevo-horario.md",
            "related-consistent",
            "How the handover is done and when; they agree.",
        ),
        P(
            "decoy",
            "normas/sbar.md",
            "turnos/relevo.md",
            "related-consistent",
            "How the handover is done; says nothing of the time.",
        ),
        P(
            "decoy",
            "turnos/noches-dotacion.md",
            "personal/preferencias-ana.md",
            "shared-technology",
            "Both about night shifts; staffing vs one person's wish.",
        ),
        P(
            "decoy",
            "normas/doble-chequeo.md",
            "normas/pulseras.md",
            "two-donts-different-things",
            "Two safety checks about different things.",
        ),
    ],
    questions=[
        Question(
            "¿A qué hora es el relevo de la mañana?",
            "es",
            ("turnos/relevo.md", "turnos/pase-nuevo-horario.md"),
        ),
        Question(
            "¿Quién es la supervisora de la planta 4?",
            "es",
            ("personal/supervisora.md", "personal/supervision-2026.md"),
        ),
        Question(
            "¿Cuántas enfermeras hay en el turno de noche?",
            "es",
            ("turnos/noches-dotacion.md", "turnos/ratio-consejeria.md"),
        ),
        Question(
            "¿Cómo pido un cambio de turno?",
            "es",
            ("normas/cambios-turno.md", "normas/cambios-turno-kronos.md"),
        ),
        Question(
            "¿Puede un familiar quedarse a dormir?",
            "es",
            ("normas/acompanantes-noche.md", "normas/habitaciones-compartidas.md"),
        ),
        Question(
            "cuando se revisa el carro de paradas",
            "es",
            ("normas/carro-paradas.md", "normas/revision-carro.md"),
            why="no accents",
        ),
        Question(
            "identificacion del paciente antes de la extraccion",
            "es",
            ("normas/pulseras.md", "normas/identificacion-paciente.md"),
            why="accents dropped",
        ),
        Question(
            "vale, gracias. ¿Y hasta cuándo se pueden pedir las vacaciones de agosto?",
            "es",
            ("turnos/vacaciones-agosto-1.md", "turnos/vacaciones-agosto-2.md"),
            conversational=True,
        ),
        Question("vale, perfecto, sigamos", "es", silent=True),
        Question("¡gracias, eso es todo por hoy!", "es", silent=True),
        Question("hola, ¿qué tal?", "es", silent=True),
        Question("genial, buen trabajo", "es", silent=True),
        Question("de acuerdo, siguiente", "es", silent=True),
    ],
)
