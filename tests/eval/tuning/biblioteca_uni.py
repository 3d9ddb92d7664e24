# Written for held-out half heldout4 by a writer who never read a detector; measured there once
# as the newest half, then used in aggregate only; moved to tuning when the detectors stopped
# making errors on the rest of it (tuning precision 97%), so that tuning sees real ones.
"""A university library's staff memory (Biblioteca de Ciencias y Tecnología), in Spanish.

Style: terse lists and tables (horarios, cupos de préstamo, responsables) mixed with chatty
notes taken after meetings; questions are whole Spanish sentences as staff would ask them.
"""

from tests.eval.dataset import (
    LabelledMemdir,
    questions_in,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

N = {
    # --- horarios ---------------------------------------------------------------------------
    "horarios/apertura.md": topic(
        "Horario de apertura",
        "Horario general de la biblioteca, curso 2025/26",
        "reference",
        """# Horario de apertura — curso 2025/26

| día | horario |
|---|---|
| lunes a viernes | 8:30 – 21:00 |
| sábados | 9:00 – 14:00 |
| domingos y festivos | cerrado |

- Agosto: solo mañanas (8:30 – 14:00), sábados cerrado.
- Navidad y Semana Santa: horario especial, se cuelga en la web con una semana de antelación.
""",
        updated="2025-09-01",
    ),
    "horarios/sabados.md": topic(
        "Sábados desde febrero",
        "El fin de semana tras el acuerdo de turnos con el comité",
        "project",
        """Me lo confirmó Nuria en la reunión del martes: a partir del 7 de febrero los sábados
abrimos de 10:00 a 15:00. Viene del acuerdo con el comité para que el personal de fin de
semana no tenga que entrar tan temprano.

Pendiente por nuestra parte: cambiar el vinilo de la puerta y avisar a Comunicación para que
lo actualicen en la web.
""",
        updated="2026-01-27",
    ),
    # --- préstamos --------------------------------------------------------------------------
    "prestamos/limites.md": topic(
        "Cupos y plazos de préstamo",
        "Cuántos libros y cuántos días según el tipo de usuario",
        "reference",
        """| usuario | ejemplares a la vez | días | renovaciones |
|---|---|---|---|
| grado | 6 | 15 | 2 |
| máster y doctorado | 10 | 30 | 3 |
| PDI | 20 | 60 | 4 |
| PAS | 6 | 30 | 2 |

Las renovaciones se hacen desde «Mi cuenta» siempre que el libro no tenga reservas.
""",
        updated="2025-09-03",
    ),
    "reuniones/consejo-2026-03-11.md": topic(
        "Consejo de biblioteca 11/03",
        "Lo que salió del consejo de marzo",
        "project",
        """Resumen rápido (lo tomé yo, no es el acta oficial):

1. **Alumnado de grado: hasta 8 ejemplares a la vez.** Con los TFG se quedaban cortos.
   Lorena ya lo ha cambiado en el sistema, rige desde hoy mismo.
2. Candela trajo la propuesta de cambiar la suspensión por retraso por un bloqueo fijo de
   3 días, tarde lo que tarde el libro. Se votó y no salió (5 en contra, 2 a favor). Las
   sanciones se quedan como estaban.
3. Presupuesto de bibliografía recomendada: el mismo que el año pasado.
""",
        updated="2026-03-12",
    ),
    "prestamos/sanciones.md": topic(
        "Sanciones por retraso",
        "Qué se aplica cuando devuelven tarde",
        "feedback",
        """- 1 día de suspensión del préstamo por cada día de retraso y por ejemplar.
- No cobramos multas en dinero (no hay caja en el mostrador).
- Tope: 60 días de suspensión acumulada.
- La suspensión la pone el sistema solo; no hace falta tocar nada a mano.
""",
        updated="2025-10-06",
    ),
    "prestamos/externos.md": topic(
        "Usuarios externos",
        "Qué pueden hacer quienes no son de la universidad",
        "feedback",
        """Gente de fuera de la universidad: solo consulta en sala, dejando el DNI en el mostrador.
No se les presta nada para casa, ni aunque dejen fianza. Si insisten, que hablen con Nuria.
""",
        updated="2025-11-03",
    ),
    "prestamos/convenio-municipal.md": topic(
        "Convenio con la red municipal",
        "Carné de las bibliotecas del Ayuntamiento",
        "project",
        """Firmado el convenio con las bibliotecas municipales. Cualquier vecino con el carné
municipal en vigor puede llevarse a casa hasta tres libros durante quince días. Se le da de
alta en el momento, categoría «Convenio municipal».
""",
        updated="2026-02-10",
    ),
    "prestamos/portatiles.md": topic(
        "Préstamo de portátiles",
        "Condiciones del préstamo de portátiles",
        "project",
        """Decidido en el consejo de noviembre: préstamo de portátiles a partir de febrero.

- 15 equipos
- 4 horas por préstamo
- solo para usar dentro del edificio
- se firma la hoja de responsabilidad en el mostrador
""",
        updated="2025-12-01",
    ),
    "pendiente.md": topic(
        "Temas pendientes",
        "Cosas que hay que decidir este curso",
        "project",
        """Sin decidir todavía:
- ¿Prestamos portátiles? ¿Cuántos, cuánto tiempo, fuera del edificio o no?
- ¿Quitamos la fotocopiadora de la planta 1? Casi nadie la usa.
- Visitas guiadas para 1º: ¿en septiembre o en octubre?
""",
        updated="2025-10-01",
    ),
    # --- salas ------------------------------------------------------------------------------
    "salas/investigadores.md": topic(
        "Sala de Investigadores",
        "Sala de la 3ª planta para PDI y doctorandos",
        "reference",
        """Sala de Investigadores — 3ª planta, ala norte.
12 puestos con enchufe y flexo. Solo PDI y doctorandos (carné con la marca D).
Llave en el mostrador de préstamo; nos quedamos el carné hasta que la devuelven.
""",
        updated="2025-09-15",
    ),
    "salas/campoamor.md": topic(
        "Sala Clara Campoamor",
        "Nombre de la sala de doctorandos tras el acto de febrero",
        "reference",
        """Desde el acto del 11 de febrero, la sala de doctorandos de la tercera planta (ala norte)
se llama **Sala Clara Campoamor**. Ya sale así en la web de reservas y en los carteles. En
correos y en el mostrador, usar solo este nombre.
""",
        updated="2026-02-18",
    ),
    "salas/cabinas-grupo.md": topic(
        "Cabinas de grupo",
        "Reglas de reserva de las cabinas C1–C6",
        "feedback",
        """Cabinas de trabajo en grupo C1–C6 (planta 1):
- máx. 2 h al día por persona
- mínimo 3 personas para reservar
- si a los 15 min no ha llegado nadie, la reserva se libera y se le da a quien esté esperando
""",
        updated="2025-10-20",
    ),
    "salas/cabinas-regla.md": topic(
        "Reserva de cabinas",
        "Límite de uso de las cabinas",
        "feedback",
        """Las cabinas C1 a C6 no se pueden tener más de dos horas diarias por persona, y hay que
ser al menos tres para pedirlas. Quien no se presenta en un cuarto de hora pierde la reserva.
""",
        updated="2025-10-20",
    ),
    # --- catálogo y proveedores -------------------------------------------------------------
    "catalogo/buscador.md": topic(
        "Buscador de la web",
        "Por qué un libro recién catalogado no aparece en Busca+",
        "reference",
        """El buscador de la web (Busca+, que por debajo es EBSCO Discovery) recoge el catálogo una
vez al día, de madrugada (hacia las 3:00). Si catalogas hoy, el libro no sale en Busca+ hasta
mañana; en el OPAC clásico sí aparece al momento. No es una avería: no abrir incidencia.
""",
        updated="2025-11-18",
    ),
    "proveedores/revistas.md": topic(
        "Agente de suscripciones",
        "Con quién tramitamos las revistas en papel",
        "reference",
        """Revistas en papel (unos 140 títulos): agente **EBSCO**.
- Renovación anual: la lista se cierra antes del 15 de octubre.
- Números que no llegan: reclamación en el portal del agente.
""",
        updated="2025-05-14",
    ),
    "proveedores/adjudicacion-2026.md": topic(
        "Concurso de publicaciones periódicas",
        "Resultado del concurso de suscripciones 2026–2028",
        "project",
        """Resuelto el concurso (expediente 2025/PP-07).

Lote 1, revistas impresas: **Harrassowitz**, del 1 de enero de 2026 a diciembre de 2028.
Gestora de cuenta: Jutta Albrecht (escribe en inglés o alemán). Las reclamaciones van por su
portal, OttoEditions.

Lote 2 (electrónicas) quedó desierto; se vuelve a sacar en otoño.
""",
        updated="2026-01-09",
    ),
    "adquisiciones/pedido-318.md": topic(
        "Pedido 318",
        "Manuales de Cálculo para primero",
        "project",
        """Pedido 318 a Díaz de Santos: 42 ejemplares de «Cálculo en una variable» para la
bibliografía recomendada de 1º. Vienen en dos cajas: la primera ya está aquí, la segunda
llega la semana del 13 de abril. Factura a nombre de Lorena.
""",
        updated="2026-03-03",
    ),
    # --- devoluciones -----------------------------------------------------------------------
    "devoluciones/cuarentena.md": topic(
        "Cuarentena de devoluciones",
        "Qué hacer con lo que se devuelve",
        "feedback",
        """Todo lo devuelto (buzón y mostrador) pasa 24 h en el carro de cuarentena del cuarto de
atrás antes de volver a la estantería. Pósit con fecha y hora en cada balda. Siempre,
también los DVD.
""",
        updated="2025-09-05",
    ),
    "devoluciones/circuito.md": topic(
        "Circuito de devolución",
        "Cómo se recoloca lo que devuelven",
        "feedback",
        """Nuria, 2 de febrero: lo devuelto se coloca el mismo día. Se saca del buzón, se pasa por el
lector y va directo al carro de colocación de su planta. Nada de dejarlo reposando en el
cuarto de atrás: la gente veía el libro «disponible» en el catálogo y no lo encontraba.
""",
        updated="2026-02-02",
    ),
    # --- incidencias ------------------------------------------------------------------------
    "incidencias/objetos-perdidos.md": topic(
        "Objetos perdidos",
        "Dónde se llevan las cosas olvidadas",
        "reference",
        """1. Apuntarlo en la hoja de objetos perdidos (carpeta azul del mostrador).
2. Bajarlo a conserjería, planta baja, junto al ascensor.
3. Pasado un mes, conserjería lo manda a la Oficina de Objetos Perdidos del campus.
""",
        updated="2025-09-10",
    ),
    "incidencias/perdidos-mostrador.md": topic(
        "Cosas olvidadas",
        "El cajón gris del mostrador",
        "reference",
        """Conserjería ya no se queda con nada olvidado (orden de Gerencia). Se guarda en el
mostrador de préstamo: cajón gris de abajo, con una etiqueta de fecha y sala. Carteras,
móviles y llaves de coche, en la caja fuerte del despacho de dirección.
""",
        updated="2026-03-02",
        nested=True,
        session="b3f1c2a4-7d1e-4e0a-9a51-2c8d6e0f1a93",
        modified="2026-03-02T10:14:00Z",
    ),
    "incidencias/2025-11-14-cafe.md": topic(
        "Café derramado en C4",
        "Lo que pasó en la cabina C4 el 14 de noviembre",
        "project",
        """14/11, sobre las 16:40: un grupo de cuatro en la cabina C4 con cafés y bollos de la
cafetería. Se volcó un café encima de la mesa y del portátil de una de ellas. Les pedimos que
salieran; limpieza llegó a las 17:10 y la cabina quedó cerrada hasta el día siguiente.
Parte GLPI #318 por la mancha de la moqueta.
""",
        updated="2025-11-14",
    ),
    "normas/comida.md": topic(
        "Comida y bebida",
        "Qué se puede tomar en las salas",
        "feedback",
        """Salas de lectura y cabinas: agua en botella con tapón, sí. Café, refrescos y comida, no.
Se avisa una vez con educación; si siguen, que salgan a la zona de máquinas.
""",
        updated="2025-09-05",
    ),
    "normas/referencia.md": topic(
        "Obras de referencia",
        "Lo que nunca sale en préstamo",
        "feedback",
        """No se presta: diccionarios, enciclopedias, atlas, normas UNE ni nada con tejuelo rojo
(REF). Consulta en sala y, como mucho, fotocopia.
""",
        updated="2025-09-05",
    ),
    "mantenimiento.md": topic(
        "Averías del edificio",
        "A quién avisar de goteras, luces o climatización",
        "reference",
        """Averías del edificio (luces, goteras, climatización, puertas): parte en GLPI, categoría
«Edificio Biblioteca». Si es urgente (agua, olor a quemado, alguien encerrado en el
ascensor): ext. 2222, 24 h.
""",
        updated="2025-10-13",
    ),
    "incidencias/averias.md": topic(
        "Averías del edificio",
        "A quién avisar de goteras, luces o climatización",
        "reference",
        """Averías del edificio (luces, goteras, climatización, puertas): parte en GLPI, categoría
«Edificio Biblioteca». Si es urgente (agua, olor a quemado, alguien encerrado en el
ascensor): ext. 2222, 24 h.
""",
        updated="2025-11-20",
    ),
    # --- turnos y personal ------------------------------------------------------------------
    "turnos/tarde.md": topic(
        "Turno de tarde",
        "Cuántos somos por la tarde y quién rota",
        "project",
        """Tarde (14:30 – 21:00):
- mostrador de préstamo: 3 personas
- punto de información: 1

Rotan por semanas Maite, Rubén, Candela y Sergio. Los cambios de turno, al cuadrante
compartido antes del jueves.
""",
        updated="2025-09-08",
    ),
    "turnos/recorte-2026.md": topic(
        "Tardes con menos gente",
        "Cómo queda la tarde después del recorte",
        "project",
        """Ha llegado el correo de Gerencia: la jubilación de Pilar no se cubre este año. Así que por
la tarde en el mostrador vamos a estar dos, no hay más. Información cierra a las 19:00 y a
partir de ahí lo atiende el propio mostrador. Maite quiere revisarlo en junio.
""",
        updated="2026-02-20",
    ),
    "personal/responsables.md": topic(
        "Responsables por área",
        "Quién lleva cada área y su extensión",
        "reference",
        """| área | responsable | ext. |
|---|---|---|
| Dirección | Nuria Echeverría | 4400 |
| Adquisiciones | Lorena Quintana | 4412 |
| Préstamo interbibliotecario | Abel Sanz | 4415 |
| Hemeroteca | Ignacio Bermejo | 4417 |
| Salas y espacios | Maite Oroz | 4420 |
""",
        updated="2025-09-01",
    ),
    "personal/pi-relevo.md": topic(
        "Préstamo interbibliotecario",
        "Quién atiende ahora las peticiones de PI",
        "project",
        """Abel se ha ido a la biblioteca de Medicina (comisión de servicios). Desde el lunes 2 de
marzo las peticiones de préstamo interbibliotecario las lleva Rubén Cid, ext. 4431.
La dirección pi@ no cambia; lo que cambia es quién firma y a quién se pregunta.
""",
        updated="2026-03-04",
    ),
}

FILES = with_index(
    N,
    title="Memoria del equipo — Biblioteca de Ciencias y Tecnología",
    sections={
        "horarios/": "Horarios",
        "prestamos/": "Préstamo",
        "salas/": "Salas",
        "turnos/": "Turnos y personal",
        "personal/": "Turnos y personal",
        "incidencias/": "Incidencias",
    },
)


Q, S = questions_in("es")


MEMDIR = LabelledMemdir(
    name="biblioteca_uni",
    half="tuning",
    language="es",
    domain="university library staff",
    style="terse lists and tables plus chatty meeting notes, Spanish",
    files=FILES,
    pairs=[
        # --- contradictions ---
        P(
            "contradiction",
            "horarios/apertura.md",
            "horarios/sabados.md",
            "time-moved",
            "Sábados 9:00–14:00 vs 10:00–15:00 desde febrero.",
        ),
        P(
            "contradiction",
            "prestamos/limites.md",
            "reuniones/consejo-2026-03-11.md",
            "threshold-changed",
            "Grado: 6 ejemplares a la vez vs 8.",
        ),
        P(
            "contradiction",
            "personal/responsables.md",
            "personal/pi-relevo.md",
            "owner-changed",
            "Préstamo interbibliotecario: Abel Sanz vs Rubén Cid.",
        ),
        P(
            "contradiction",
            "salas/investigadores.md",
            "salas/campoamor.md",
            "renamed",
            "Sala de Investigadores vs Sala Clara Campoamor (misma sala, 3ª norte).",
        ),
        P(
            "contradiction",
            "devoluciones/cuarentena.md",
            "devoluciones/circuito.md",
            "policy-reversed",
            "24 h de cuarentena siempre vs colocar el mismo día, sin reposo.",
        ),
        P(
            "contradiction",
            "proveedores/revistas.md",
            "proveedores/adjudicacion-2026.md",
            "tool-switched",
            "Agente de revistas en papel EBSCO vs Harrassowitz.",
        ),
        P(
            "contradiction",
            "incidencias/objetos-perdidos.md",
            "incidencias/perdidos-mostrador.md",
            "location-changed",
            "Objetos perdidos a conserjería vs cajón gris del mostrador.",
        ),
        P(
            "contradiction",
            "turnos/tarde.md",
            "turnos/recorte-2026.md",
            "count-changed",
            "Mostrador de tarde: 3 personas vs 2.",
        ),
        P(
            "contradiction",
            "prestamos/externos.md",
            "prestamos/convenio-municipal.md",
            "reworded-conflict",
            "A los de fuera no se les presta nada vs vecinos con carné municipal se llevan 3 libros.",
        ),
        # --- decoys ---
        P(
            "decoy",
            "proveedores/revistas.md",
            "catalogo/buscador.md",
            "shared-technology",
            "EBSCO como agente de suscripciones vs EBSCO Discovery como buscador.",
        ),
        P(
            "decoy",
            "normas/comida.md",
            "incidencias/2025-11-14-cafe.md",
            "rule-vs-incident",
            "Norma de no comer ni café en cabinas y el café derramado en C4.",
        ),
        P(
            "decoy",
            "pendiente.md",
            "prestamos/portatiles.md",
            "open-questions-vs-settled",
            "¿Prestamos portátiles? y la decisión: 15 equipos, 4 h.",
        ),
        P(
            "decoy",
            "prestamos/sanciones.md",
            "reuniones/consejo-2026-03-11.md",
            "quoted-opinion-rejected",
            "Bloqueo fijo de 3 días propuesto y rechazado; sigue 1 día por día de retraso.",
        ),
        P(
            "decoy",
            "prestamos/externos.md",
            "normas/referencia.md",
            "two-donts-different-things",
            "No prestar a externos vs no prestar obras de referencia.",
        ),
        P(
            "decoy",
            "incidencias/2025-11-14-cafe.md",
            "adquisiciones/pedido-318.md",
            "same-ticket-ids",
            "Parte GLPI #318 (moqueta) vs pedido 318 (manuales de Cálculo).",
        ),
        P(
            "decoy",
            "prestamos/limites.md",
            "prestamos/sanciones.md",
            "related-consistent",
            "Cupos y plazos, y la sanción por pasarse del plazo; no chocan.",
        ),
        P(
            "decoy",
            "prestamos/limites.md",
            "prestamos/convenio-municipal.md",
            "related-consistent",
            "Tabla de usuarios de la universidad vs categoría nueva del convenio (3 libros, 15 días).",
        ),
        P(
            "decoy",
            "reuniones/consejo-2026-03-11.md",
            "prestamos/convenio-municipal.md",
            "related-consistent",
            "Cupo de grado 8 vs cupo del convenio 3: colectivos distintos.",
        ),
        # --- duplicates ---
        P(
            "duplicate",
            "salas/cabinas-grupo.md",
            "salas/cabinas-regla.md",
            "same-rule-restated",
            "Cabinas C1–C6: 2 h/día, mínimo 3, 15 min de cortesía, dicho dos veces.",
        ),
        P(
            "duplicate",
            "mantenimiento.md",
            "incidencias/averias.md",
            "identical",
            "Mismo texto de averías (GLPI, ext. 2222) guardado en dos sitios.",
        ),
    ],
    questions=[
        Q("¿A qué hora abrimos los sábados ahora?", "horarios/apertura.md", "horarios/sabados.md"),
        Q(
            "¿Cuántos libros se puede llevar a la vez un alumno de grado?",
            "prestamos/limites.md",
            "reuniones/consejo-2026-03-11.md",
        ),
        Q(
            "¿Quién se encarga ahora del préstamo interbibliotecario?",
            "personal/responsables.md",
            "personal/pi-relevo.md",
        ),
        Q(
            "Oye, ¿dónde guardamos las cosas que se deja olvidadas la gente?",
            "incidencias/objetos-perdidos.md",
            "incidencias/perdidos-mostrador.md",
        ),
        Q(
            "¿Cuánto tiempo se puede reservar una cabina de grupo?",
            "salas/cabinas-grupo.md",
            "salas/cabinas-regla.md",
        ),
        Q(
            "¿Con qué empresa tenemos ahora las suscripciones de las revistas en papel?",
            "proveedores/revistas.md",
            "proveedores/adjudicacion-2026.md",
        ),
        Q(
            "¿Hay que dejar los libros devueltos en cuarentena antes de colocarlos?",
            "devoluciones/cuarentena.md",
            "devoluciones/circuito.md",
        ),
        Q(
            "¿Cuántas personas tienen que estar por la tarde en el mostrador?",
            "turnos/tarde.md",
            "turnos/recorte-2026.md",
        ),
        Q(
            "¿Se le puede prestar un libro a alguien que no es de la universidad?",
            "prestamos/externos.md",
            "prestamos/convenio-municipal.md",
        ),
        Q(
            "¿Cómo se llama ahora la sala de investigadores de la tercera planta?",
            "salas/investigadores.md",
            "salas/campoamor.md",
        ),
        Q(
            "¿Qué pasa si alguien devuelve un libro con retraso?",
            "prestamos/sanciones.md",
            "reuniones/consejo-2026-03-11.md",
        ),
        Q(
            "¿Prestamos portátiles a los estudiantes y por cuánto tiempo?",
            "prestamos/portatiles.md",
        ),
        Q("se puede comer en las salas de lectura o no?", "normas/comida.md"),
        Q(
            "¿A quién aviso si hay una gotera en la planta 3?",
            "mantenimiento.md",
            "incidencias/averias.md",
        ),
        Q(
            "por qué no me sale en el buscador un libro que catalogué esta mañana?",
            "catalogo/buscador.md",
        ),
        Q(
            "Gracias, majo. ¿Y los diccionarios se pueden sacar a casa o tampoco?",
            "normas/referencia.md",
            conversational=True,
        ),
        Q(
            "vale, perfecto. Oye, ¿y la segunda caja de los manuales de Cálculo cuándo llega?",
            "adquisiciones/pedido-318.md",
            conversational=True,
        ),
        S("¡Buenos días! ¿Qué tal va todo?"),
        S("Muchísimas gracias, me has salvado la mañana."),
        S("Vale, pasamos a otra cosa."),
        S("Hasta mañana, que descanses."),
        S("jaja qué bueno"),
        S("Eres un crack, de verdad."),
        S("Espera un momento, que me llaman del mostrador."),
    ],
    complete_labels=True,
)
