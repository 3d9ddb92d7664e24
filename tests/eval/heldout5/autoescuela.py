# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""La memoria del agente de una autoescuela de barrio en Zaragoza (horarios de clases,
profesores, coches, exámenes de la DGT, tarifas, normas): español, notas cortas con listas y
alguna tabla, y otras más habladas.
"""

from tests.eval.dataset import (
    LabelledMemdir,
    questions_in,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

N = {
    # --- clases ----------------------------------------------------------------------------
    "clases/teorico-horario.md": topic(
        "Horario del teórico",
        "Cuándo son las clases de teórico presenciales",
        "reference",
        """Teórico presencial: lunes y miércoles, 19:00-20:30, aula de arriba.
Los últimos 20 minutos son para dudas de test.
""",
        updated="2025-06-10",
    ),
    "clases/calendario-otono.md": topic(
        "Calendario de otoño",
        "Cambios de horario desde octubre",
        "project",
        """Desde el 6 de octubre el aula de arriba la ocupa los lunes el curso del CAP, así que el teórico presencial se queda en martes y jueves, de 18:00 a 19:30. Avisado en el tablón y en el grupo de alumnos.
""",
        updated="2025-09-22",
    ),
    # --- normas ----------------------------------------------------------------------------
    "normas/normas-practicas.md": topic(
        "Normas de las prácticas",
        "Lo que se le explica a cada alumno nuevo sobre las clases prácticas",
        "feedback",
        """# Normas de las prácticas

1. Si vives en el barrio (Delicias, Almozara), el profesor te recoge en la puerta de casa.
2. Una práctica se puede anular gratis avisando con 24 horas.
3. El móvil del alumno va apagado y dentro de la mochila durante toda la clase.
4. Asiento, espejos y cinturón antes de arrancar, siempre en ese orden.
""",
        updated="2025-01-20",
    ),
    "normas/anular-clase-2026.md": topic(
        "Anular una práctica",
        "El plazo para anular sin pagar",
        "feedback",
        """Se nos quedaban muchos huecos muertos en la agenda porque la gente anulaba la tarde de antes, así que desde enero el plazo es de 48 horas. Si avisas con menos, la práctica se cobra entera. Rubén lo pone en el recibo de matrícula para que nadie diga que no lo sabía.
""",
        updated="2026-01-12",
        nested=True,
        session="7c2d4e91-0a3b-4f18-b6e5-d91f20a3c847",
    ),
    "normas/punto-de-salida.md": topic(
        "Punto de salida",
        "Dónde empiezan y acaban las prácticas",
        "feedback",
        """Se acabó ir a buscar a los alumnos a casa. Todas las prácticas empiezan y terminan en la
puerta de la autoescuela, vivas donde vivas.
""",
        updated="2026-02-02",
    ),
    "examen/conduccion-autonoma.md": topic(
        "Preparar la conducción autónoma",
        "Cómo practicamos el tramo en el que el alumno conduce sin indicaciones",
        "feedback",
        """Para el tramo de conducción autónoma del examen, en las últimas prácticas el alumno sigue una ruta con el navegador de su propio teléfono, puesto en el soporte del salpicadero y con el volumen alto. Así se acostumbra a leer indicaciones sin que el profesor le vaya diciendo nada.
""",
        updated="2026-02-18",
    ),
    # --- DGT -------------------------------------------------------------------------------
    "dgt/citas-examen.md": topic(
        "Citas de examen",
        "Quién pide las citas de examen práctico",
        "reference",
        """Las citas de examen práctico las pide Nerea en la sede electrónica de la DGT, los
martes por la mañana, con la lista que le pasan los profes el lunes.
""",
        updated="2025-03-03",
    ),
    "equipo/secretaria.md": topic(
        "Secretaría",
        "Quién lleva la oficina desde noviembre",
        "reference",
        """Nerea se fue en noviembre. Rubén lleva la secretaría: matrículas, cobros y las citas
de examen con Tráfico. Los profes le pasan la lista el lunes, como siempre.
""",
        updated="2025-11-17",
    ),
    "dgt/midgt-alumnos.md": topic(
        "miDGT para alumnos",
        "Dónde ven los alumnos la nota del examen",
        "reference",
        """El alumno ve si ha aprobado en la app miDGT (o en la web, con Cl@ve), normalmente la
misma tarde. No llamamos nosotros para dar la nota.
""",
        updated="2025-04-02",
    ),
    "equipo/midgt-profesores.md": topic(
        "miDGT para profesores",
        "La credencial de profesor en el móvil",
        "reference",
        """Cada profe lleva su permiso y la autorización de profesor en miDGT, en el móvil.
Si te paran en un control, lo enseñas ahí; no hace falta la tarjeta de plástico.
""",
        updated="2025-10-08",
    ),
    # --- cursos ----------------------------------------------------------------------------
    "cursos/intensivo-verano.md": topic(
        "Intensivo de julio",
        "El curso intensivo que hacemos en verano",
        "project",
        """Curso intensivo de julio: se anuncia como "Carné en 15 días". Tiene su propio teórico
cada mañana (aparte del de tarde), 15 prácticas, 790 €. Máximo 8 alumnos.
""",
        updated="2025-04-20",
    ),
    "cursos/intensivo-nombre.md": topic(
        "Nombre del intensivo",
        "Cómo se llama ahora el curso de verano",
        "project",
        """Después de la reclamación en Consumo ya no podemos prometer plazos en el nombre. El curso de julio pasa a llamarse "Intensivo Verano" en la web, en la cristalera y en los folletos. El contenido y el precio no cambian.
""",
        updated="2026-03-05",
        aliases=["curso de verano"],
    ),
    # --- teórico ---------------------------------------------------------------------------
    "teorico/plataforma-test.md": topic(
        "Test online",
        "Con qué plataforma practican los alumnos los test",
        "reference",
        """Con la matrícula damos una cuenta de Todotest. Los profes miran ahí los fallos de
cada alumno antes de mandarlo al teórico.
""",
        updated="2025-02-14",
    ),
    "teorico/practicatest.md": topic(
        "Practicatest",
        "La plataforma de test desde diciembre",
        "reference",
        """Desde diciembre los test online se hacen en Practicatest. Las cuentas de Todotest se
dieron de baja; a los alumnos antiguos se les mandó su nuevo usuario por correo.
""",
        updated="2025-12-01",
    ),
    # --- coches ----------------------------------------------------------------------------
    "coches/llaves.md": topic(
        "Llaves de los coches",
        "Dónde se dejan las llaves",
        "reference",
        """Llaves de los coches: en el cajetín de la recepción, cada una con su llavero y la
matrícula escrita. Se devuelven al acabar la última clase.
""",
        updated="2025-01-08",
    ),
    "oficina/caja-fuerte.md": topic(
        "Caja fuerte",
        "Qué se guarda en la caja fuerte del despacho",
        "reference",
        """Tras el robo de febrero, las llaves de todos los coches se guardan en la caja fuerte del
despacho de Andrés. El código lo tienen los profes y Rubén. También va ahí la caja del día.
""",
        updated="2026-02-24",
    ),
    "coches/gasolina.md": topic(
        "Gasolina",
        "Cuándo se reposta",
        "feedback",
        """Ningún coche se queda por debajo de 1/4 de depósito. Reposta el profesor que da la
última clase del día, en la Galp de la esquina, con la tarjeta de empresa.
""",
        updated="2025-05-14",
    ),
    "coches/repostar.md": topic(
        "Repostar",
        "Quién llena el depósito",
        "feedback",
        """El profe de la última práctica del día llena el depósito si está por debajo de un cuarto.
Gasolinera Galp de al lado, pagando con la tarjeta de la autoescuela.
""",
        updated="2025-05-14",
    ),
    "incidencias/2026-03-03-reserva.md": topic(
        "Ibiza en reserva, 3 de marzo",
        "Un coche se quedó sin gasolina en plena clase",
        "project",
        """3/3/2026, 9:15. El Ibiza 4512-LKM se quedó en reserva y casi parado a media clase en la Vía Hispanidad, con una alumna al volante. Javier no había repostado la noche anterior. Se llamó a Andrés, que trajo una garrafa. Clase recuperada gratis el jueves.
""",
        updated="2026-03-03",
    ),
    # --- equipo ----------------------------------------------------------------------------
    "equipo/javier.md": topic(
        "Javier",
        "Cómo le gusta a Javier empezar con alumnos nuevos",
        "user",
        """Javier prefiere que la primera práctica sea en el polígono de Cogullada, sin tráfico.
Sale él conduciendo desde la autoescuela y allí cambia el sitio al alumno.
""",
        updated="2025-09-30",
    ),
    "equipo/lucia.md": topic(
        "Lucía",
        "Cómo le gusta a Lucía empezar con alumnos nuevos",
        "user",
        """Lucía prefiere la primera práctica ya por el barrio, a primera hora de la tarde que hay
poco tráfico. Dice que el polígono les da una idea falsa de lo que es conducir.
""",
        updated="2025-09-30",
    ),
    # --- moto ------------------------------------------------------------------------------
    "moto/a2-fase1-pista.md": topic(
        "A2, fase 1: pista",
        "Primera parte del permiso de moto",
        "project",
        """Permiso A2, fase 1 (pista cerrada, Valdespartera):
- 4 clases de 30 min
- 35 € la clase
- casco y guantes los pone la autoescuela
""",
        updated="2025-10-15",
    ),
    "moto/a2-fase2-circulacion.md": topic(
        "A2, fase 2: circulación",
        "Segunda parte del permiso de moto",
        "project",
        """Permiso A2, fase 2 (circulación por ciudad, con intercomunicador):
- 6 clases de 45 min
- 45 € la clase
- el profe va detrás en el coche
""",
        updated="2025-10-15",
    ),
    # --- tarifas ---------------------------------------------------------------------------
    "tarifas/packs.md": topic(
        "Packs",
        "Qué incluye cada pack del permiso B",
        "reference",
        """| pack | incluye | precio |
|---|---|---|
| Básico | matrícula + 10 prácticas + acompañamiento a 1 examen | 620 € |
| Completo | matrícula + 20 prácticas + 2 acompañamientos | 1.050 € |
""",
        updated="2025-05-05",
    ),
    "tarifas/pack-basico-2026.md": topic(
        "Pack Básico 2026",
        "El pack básico este año",
        "project",
        """El Pack Básico de este año trae 8 prácticas en vez de las que traía; sigue con matrícula y un acompañamiento a examen, y se queda en 620 €. Andrés prefiere no tocar el precio del cartel.
""",
        updated="2026-01-07",
    ),
    "tarifas/tarifas-2025.md": topic(
        "Tarifas 2025",
        "Precios sueltos del permiso B en 2025",
        "reference",
        """- matrícula: 150 €
- práctica (45 min): 38 €
- acompañamiento a examen práctico: 75 €
""",
        updated="2025-01-02",
        extra={"status": "superseded", "superseded_by": "tarifas/tarifas-2026.md"},
    ),
    "tarifas/tarifas-2026.md": topic(
        "Tarifas 2026",
        "Precios sueltos del permiso B en 2026",
        "reference",
        """- matrícula: 160 €
- práctica (45 min): 40 €
- acompañamiento a examen práctico: 75 €
- teórico presencial incluido en la matrícula
""",
        updated="2026-01-02",
    ),
    "reuniones/2026-01-20.md": topic(
        "Reunión 20 de enero",
        "Lo que se habló en la reunión de profesores de enero",
        "project",
        """Andrés propuso subir el acompañamiento a examen a 90 €, porque la gasolina y la espera en el centro de examen se comen la mañana. Marta, Javier y Lucía votaron en contra: se queda en 75 €.

También: los coches se limpian por dentro los viernes a última hora, le toca al que cierre.
""",
        updated="2026-01-20",
    ),
    # --- examen ----------------------------------------------------------------------------
    "examen/dia-examen.md": topic(
        "El día del examen",
        "Qué tiene que llevar el alumno al examen práctico",
        "feedback",
        """Día del examen práctico:
- DNI original (no vale fotocopia)
- gafas o lentillas si las tiene en el permiso
- llegar 20 min antes al centro de examen
- ropa y calzado cómodos
""",
        updated="2025-06-03",
    ),
    "examen/que-llevar.md": topic(
        "Qué llevar al examen",
        "Lista para el alumno antes del práctico",
        "feedback",
        """Antes del práctico, recuérdale al alumno:
- calzado y ropa cómodos
- estar en el centro de examen 20 min antes
- si en el permiso pone que usa gafas o lentillas, llevarlas
- el DNI original, la fotocopia no sirve
""",
        updated="2025-11-25",
    ),
}

FILES = with_index(
    N,
    title="Memoria de la autoescuela",
    sections={
        "clases/": "Clases",
        "teorico/": "Clases",
        "normas/": "Normas",
        "examen/": "Exámenes y DGT",
        "dgt/": "Exámenes y DGT",
        "cursos/": "Cursos",
        "moto/": "Cursos",
        "coches/": "Coches",
        "incidencias/": "Coches",
        "equipo/": "Equipo y oficina",
        "oficina/": "Equipo y oficina",
        "tarifas/": "Tarifas",
        "reuniones/": "Reuniones",
    },
)


Q, S = questions_in("es")


MEMDIR = LabelledMemdir(
    name="autoescuela",
    half="heldout5",
    language="es",
    domain="autoescuela de barrio",
    style="notas cortas con listas y tablas, algunas más habladas",
    files=FILES,
    pairs=[
        # contradicciones
        P(
            "contradiction",
            "clases/teorico-horario.md",
            "clases/calendario-otono.md",
            "time-moved",
            "Teórico lunes y miércoles 19:00 vs martes y jueves 18:00.",
        ),
        P(
            "contradiction",
            "normas/normas-practicas.md",
            "normas/anular-clase-2026.md",
            "threshold-changed",
            "Anular gratis con 24 h vs plazo de 48 h.",
        ),
        P(
            "contradiction",
            "normas/normas-practicas.md",
            "normas/punto-de-salida.md",
            "policy-reversed",
            "Recogida en casa para el barrio vs se acabó ir a buscar a casa.",
        ),
        P(
            "contradiction",
            "normas/normas-practicas.md",
            "examen/conduccion-autonoma.md",
            "reworded-conflict",
            "Móvil apagado en la mochila vs navegador del propio móvil en el soporte.",
        ),
        P(
            "contradiction",
            "dgt/citas-examen.md",
            "equipo/secretaria.md",
            "owner-changed",
            "Citas de examen: Nerea vs Rubén.",
        ),
        P(
            "contradiction",
            "cursos/intensivo-verano.md",
            "cursos/intensivo-nombre.md",
            "renamed",
            "'Carné en 15 días' vs 'Intensivo Verano'.",
        ),
        P(
            "contradiction",
            "teorico/plataforma-test.md",
            "teorico/practicatest.md",
            "tool-switched",
            "Test online en Todotest vs Practicatest.",
        ),
        P(
            "contradiction",
            "coches/llaves.md",
            "oficina/caja-fuerte.md",
            "location-changed",
            "Llaves en el cajetín de recepción vs caja fuerte del despacho.",
        ),
        P(
            "contradiction",
            "tarifas/packs.md",
            "tarifas/pack-basico-2026.md",
            "count-changed",
            "Pack Básico con 10 prácticas vs 8 prácticas.",
        ),
        # duplicados
        P(
            "duplicate",
            "coches/gasolina.md",
            "coches/repostar.md",
            "paraphrased",
            "La regla de repostar por debajo de 1/4, dicha con otras palabras.",
        ),
        P(
            "duplicate",
            "examen/dia-examen.md",
            "examen/que-llevar.md",
            "reordered",
            "La misma lista del día del examen en otro orden.",
        ),
        # señuelos
        P(
            "decoy",
            "dgt/midgt-alumnos.md",
            "equipo/midgt-profesores.md",
            "shared-technology",
            "miDGT para la nota del alumno vs para la credencial del profesor.",
        ),
        P(
            "decoy",
            "moto/a2-fase1-pista.md",
            "moto/a2-fase2-circulacion.md",
            "phase1-vs-phase2",
            "Fase 1: 4 clases a 35 €; fase 2: 6 clases a 45 €.",
        ),
        P(
            "decoy",
            "equipo/javier.md",
            "equipo/lucia.md",
            "two-peoples-preferences",
            "Javier empieza en el polígono, Lucía por el barrio.",
        ),
        P(
            "decoy",
            "coches/gasolina.md",
            "incidencias/2026-03-03-reserva.md",
            "rule-vs-incident",
            "La regla del cuarto de depósito y el día que no se cumplió.",
        ),
        P(
            "decoy",
            "coches/repostar.md",
            "incidencias/2026-03-03-reserva.md",
            "rule-vs-incident",
            "La misma regla, otra redacción, y el Ibiza en reserva.",
        ),
        P(
            "decoy",
            "tarifas/tarifas-2025.md",
            "tarifas/tarifas-2026.md",
            "superseded-and-successor",
            "Tarifas 2025 (práctica 38 €) marcadas como sustituidas por las de 2026 (40 €).",
        ),
        P(
            "decoy",
            "tarifas/tarifas-2026.md",
            "reuniones/2026-01-20.md",
            "quoted-opinion-rejected",
            "Propuesta de 90 € rechazada; el acompañamiento sigue en 75 €.",
        ),
        P(
            "decoy",
            "tarifas/tarifas-2025.md",
            "reuniones/2026-01-20.md",
            "quoted-opinion-rejected",
            "Los 90 € propuestos y rechazados frente a los 75 € de la tarifa.",
        ),
        P(
            "decoy",
            "tarifas/packs.md",
            "tarifas/tarifas-2025.md",
            "related-consistent",
            "Precios de los packs y precios sueltos del mismo año; no chocan.",
        ),
        P(
            "decoy",
            "tarifas/pack-basico-2026.md",
            "tarifas/tarifas-2026.md",
            "related-consistent",
            "Pack Básico 2026 a 620 € y las tarifas sueltas de 2026; no chocan.",
        ),
        P(
            "decoy",
            "dgt/citas-examen.md",
            "examen/dia-examen.md",
            "related-consistent",
            "Quién pide la cita y qué lleva el alumno ese día; sin conflicto.",
        ),
        P(
            "decoy",
            "clases/teorico-horario.md",
            "cursos/intensivo-verano.md",
            "related-consistent",
            "Teórico de tarde para todos y el teórico de mañana propio del intensivo.",
        ),
    ],
    questions=[
        Q(
            "¿Qué días hay clase de teórico presencial y a qué hora empieza?",
            "clases/calendario-otono.md",
            "clases/teorico-horario.md",
        ),
        Q(
            "¿Con cuánta antelación tiene que avisar un alumno para anular una práctica sin pagarla?",
            "normas/anular-clase-2026.md",
            "normas/normas-practicas.md",
        ),
        Q(
            "¿Seguimos yendo a recoger a los alumnos a su casa?",
            "normas/punto-de-salida.md",
            "normas/normas-practicas.md",
        ),
        Q(
            "¿Quién se encarga ahora de pedir las citas de examen a Tráfico?",
            "equipo/secretaria.md",
            "dgt/citas-examen.md",
        ),
        Q(
            "¿Cómo se llama ahora el curso intensivo de verano?",
            "cursos/intensivo-nombre.md",
            "cursos/intensivo-verano.md",
        ),
        Q(
            "¿En qué plataforma hacen los alumnos los test online?",
            "teorico/practicatest.md",
            "teorico/plataforma-test.md",
        ),
        Q(
            "¿Dónde están guardadas las llaves de los coches?",
            "oficina/caja-fuerte.md",
            "coches/llaves.md",
        ),
        Q(
            "¿Cuántas prácticas entran en el pack básico?",
            "tarifas/pack-basico-2026.md",
            "tarifas/packs.md",
        ),
        Q(
            "¿Puede el alumno llevar el móvil encendido durante la práctica?",
            "examen/conduccion-autonoma.md",
            "normas/normas-practicas.md",
        ),
        Q("¿Cuánto cuesta una clase práctica suelta este año?", "tarifas/tarifas-2026.md"),
        Q(
            "¿Qué tiene que llevar el alumno el día del examen práctico?",
            "examen/dia-examen.md",
            "examen/que-llevar.md",
        ),
        Q(
            "¿Qué pasó con el Ibiza que se quedó sin gasolina en marzo?",
            "incidencias/2026-03-03-reserva.md",
        ),
        Q(
            "¿Cuántas clases tiene la fase de pista del A2 y cuánto cuestan?",
            "moto/a2-fase1-pista.md",
        ),
        Q(
            "Una alumna me pregunta dónde puede ver si ha aprobado, ¿qué le digo?",
            "dgt/midgt-alumnos.md",
        ),
        Q(
            "vale, gracias. ¿Y cuánto cobramos al final por acompañar al examen?",
            "tarifas/tarifas-2026.md",
            "reuniones/2026-01-20.md",
            conversational=True,
        ),
        Q(
            "perfecto. Oye, ¿y quién era el profe que prefería empezar en el polígono?",
            "equipo/javier.md",
            conversational=True,
        ),
        S("¡Buenos días!"),
        S("Muchas gracias, de verdad"),
        S("Qué bien te ha quedado"),
        S("Vale, pasamos a otra cosa"),
        S("Hasta mañana, que descanses"),
        S("Eh... espera un momento"),
        S("jaja vale"),
    ],
    complete_labels=True,
)
