# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""A neighbourhood car-repair garage's agent memory (taller mecánico, San Blas).

Style: informal Spanish, chatty notes mixed with terse ones, two tables.
"""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "horario.md": topic(
        "Horario del taller",
        "A qué hora abrimos y cerramos",
        "reference",
        """# Horario

| día | mañana | tarde |
|---|---|---|
| lunes a viernes | 8:30–13:30 | 16:00–19:30 |
| sábado | 9:00–13:00 | cerrado |
| domingo | cerrado | cerrado |

En agosto se cierra la segunda quincena, Paco lo pone en el cartel de la persiana.
""",
        updated="2025-05-12",
    ),
    "avisos/jornada-continua.md": topic(
        "Jornada continua",
        "El horario nuevo entre semana",
        "project",
        """Paco lo ha decidido por fin: desde el lunes 2 de marzo, de lunes a viernes abrimos de
7:30 a 15:30 del tirón. Se acabó el parón de mediodía y no se abre por la tarde (entraban
cuatro gatos). Los sábados se quedan como estaban.
""",
        nested=True,
        session="b3c1e0a2-7f45-4d1e-9a60-2c8e51f0d913",
        modified="2026-02-20",
        updated="2026-02-20",
    ),
    "proveedores/recambios.md": topic(
        "Recambios",
        "A quién se piden pastillas, filtros y demás",
        "reference",
        """Pastillas, discos, filtros, correas, escobillas... todo a **Recambios Olmedo**
(c/ Alcalá, al lado del Día). Se les llama antes de las 11 y el repartidor pasa sobre la
una. Tenemos cuenta con ellos, se paga a 30 días. Si corre mucha prisa, Iker va en la moto.
""",
        updated="2025-04-03",
    ),
    "proveedores/autodistri.md": topic(
        "Pedidos de piezas",
        "Cómo se piden las piezas ahora",
        "reference",
        """Piezas: se piden por la app de AutoDistri Sur, con el usuario del taller (está
abierta en la tablet del mostrador). Dos repartos al día, tardan unas 2 h. El albarán
viene dentro de la caja, se grapa a la OT.
""",
        updated="2026-01-15",
    ),
    "itv/pre-itv.md": topic(
        "Pre-ITV",
        "Qué se revisa antes de la ITV y quién firma",
        "feedback",
        """La pre-ITV es la revisión que hacemos antes de que el cliente lleve el coche a la
estación. Se mira:

- luces y pilotos
- frenos (prueba en calle, pastillas y discos a ojo)
- holguras de dirección y rótulas
- neumáticos y fugas
- humos

La hoja de pre-ITV **solo la firma Toni**. Si Toni no está, el coche espera al día
siguiente; Paco insistió mucho en esto después de lo de la Kangoo.
""",
        updated="2025-06-30",
    ),
    "equipo/quien-hace-que.md": topic(
        "Quién hace qué",
        "Reparto de tareas en el taller",
        "reference",
        """| tarea | quién |
|---|---|
| recepción, citas y teléfono | Nuria |
| mecánica general | Toni, Iker |
| diagnosis eléctrica e híbridos | Marga |
| firmar las hojas de pre-ITV | Marga |
| facturas y cobros | Rosa |

Toni quiere las órdenes de trabajo impresas y pinchadas en el corcho de su box; no le
mandéis nada al móvil, que no lo mira.
""",
        updated="2026-01-08",
    ),
    "clientes/coches-cortesia.md": topic(
        "Coches de cortesía",
        "Los coches que prestamos a los clientes",
        "reference",
        """Tenemos 3 coches de cortesía: dos Ibiza blancos y el Clio gris. Se prestan solo si la
reparación dura más de un día. El cliente firma el papel de préstamo y deja fotocopia del
carnet. Se devuelven con el mismo nivel de gasolina.
""",
        updated="2025-03-10",
    ),
    "notas/2026-02-sustitucion.md": topic(
        "Coches de sustitución",
        "Cuántos coches de sustitución hay",
        "project",
        """coches de sustitución: quedan 2, los Ibiza. el Clio se vendió. ojo antes de prometer
coche por teléfono, mirar primero si hay uno libre.
""",
        updated="2026-02-11",
    ),
    "clientes/propuesta-cortesia.md": topic(
        "Cortesía para todos (rechazado)",
        "La idea de Nuria de prestar coche siempre",
        "feedback",
        """Nuria propuso dejar coche de cortesía a cualquiera que lo pida, aunque sea para un
cambio de aceite, "para ganar clientes del barrio". Paco dijo que no: se sigue prestando
solo cuando el coche se queda más de un día. En reparaciones cortas no ofrecerlo.
""",
        updated="2025-09-22",
    ),
    "precios/tarifas.md": topic(
        "Tarifas",
        "Lo que cobramos por cada cosa",
        "reference",
        """Precios sin IVA.

| concepto | precio |
|---|---|
| hora de mano de obra | 42 € |
| diagnosis con máquina | 35 € |
| cambio de aceite y filtro (solo mano de obra) | 25 € |
| equilibrado, por rueda | 8 € |
| montaje de neumático, por rueda | 10 € |
""",
        updated="2025-01-20",
    ),
    "precios/subida-2026.md": topic(
        "Subida de precios",
        "Lo que cambió en las tarifas en enero",
        "project",
        """Desde enero la hora de taller pasa a 48 €. Rosa ya ha cambiado la plantilla de
presupuestos. Lo demás no se toca.
""",
        updated="2026-01-07",
    ),
    "agenda/citas.md": topic(
        "Citas",
        "Dónde se apuntan las citas",
        "reference",
        """Citas en el Google Calendar compartido "Citas Taller". Un evento por coche, con la
matrícula en el título y el teléfono del cliente en la descripción. Rojo = urgente.
""",
        updated="2025-02-14",
    ),
    "agenda/renombrado.md": topic(
        "Calendario con nombre nuevo",
        "Por si no encuentras el calendario en el móvil",
        "reference",
        """Rosa le ha cambiado el nombre al calendario: ahora es "Agenda Box Ferrándiz". Mismas
citas, mismo calendario, solo el nombre. Si no te sale en el móvil, búscalo así.
""",
        updated="2025-11-03",
    ),
    "entrega/lavado.md": topic(
        "Antes de entregar",
        "Cómo se deja el coche antes de devolverlo",
        "feedback",
        """Antes de devolver cualquier coche: manguerazo por fuera y aspirado rápido de las
alfombrillas. Siempre, aunque solo haya sido un cambio de aceite. Paco dice que es lo que
el cliente recuerda.
""",
        updated="2025-04-28",
    ),
    "notas/agua.md": topic(
        "Factura del agua",
        "Lo que decidió Paco con el gasto de agua",
        "feedback",
        """Con la factura del agua de este invierno Paco se ha cabreado bastante. Se acabó lo de
lavar los coches al entregarlos: como mucho se limpia el volante y la maneta si los hemos
manchado nosotros. Si el cliente pregunta, le decimos que en la gasolinera de la esquina
hay lavadero.
""",
        updated="2026-03-04",
    ),
    "herramientas/especiales.md": topic(
        "Herramientas especiales",
        "Dónde está la herramienta que no se usa a diario",
        "reference",
        """Armario azul del fondo (el que tiene llave, la lleva Toni):

- kits de calado de distribución (VAG, PSA, Renault)
- extractor de rótulas
- llaves de bujía largas
- compresor de muelles
- juego de extractores de rodamientos
""",
        updated="2025-05-30",
    ),
    "herramientas/carro-toni.md": topic(
        "Carro de Toni",
        "Lo que lleva Toni en su carro",
        "project",
        """Toni se ha llevado las herramientas de poner a punto la distribución a su carro rojo:
las usa casi a diario y estaba harto de ir y volver. Si las necesitas, pídeselas a él.
""",
        updated="2026-02-02",
    ),
    "clientes/piezas-cliente.md": topic(
        "Piezas del cliente",
        "Si el cliente trae sus propias piezas",
        "feedback",
        """No montamos piezas que traiga el cliente. Nada, ni aunque vengan nuevas en su caja.
Si luego falla no hay manera de saber de quién es la culpa y la garantía nos la comemos
nosotros.
""",
        updated="2025-03-18",
    ),
    "clientes/recambio-online.md": topic(
        "Recambio comprado por internet",
        "Qué hacer cuando alguien viene con lo suyo",
        "feedback",
        """Si alguien aparece con un recambio comprado por internet, se le pone sin drama. Se
cobra la mano de obra y en la OT se escribe "aportado por el cliente, sin garantía de
pieza".
""",
        updated="2026-01-27",
    ),
    "clientes/whatsapp.md": topic(
        "Avisar al cliente",
        "Cómo se avisa cuando el coche está listo",
        "feedback",
        """Coche listo → WhatsApp Business desde el móvil del mostrador, con el importe y cuándo
puede pasar a recogerlo. Llamar solo si no contesta en 2 horas.
""",
        updated="2025-06-10",
    ),
    "equipo/sabados.md": topic(
        "Sábados",
        "Quién viene el sábado y cómo se reparte",
        "project",
        """Los sábados (de 9 a 13) viene uno de mecánica y Nuria o Rosa en el mostrador. El turno
se reparte en el grupo de WhatsApp "Ferrándiz curro", como tarde el jueves. El que no
contesta, le toca. Así de fácil.
""",
        updated="2025-10-01",
    ),
    "seguridad/elevador.md": topic(
        "Elevador",
        "Norma de seguridad del elevador",
        "feedback",
        """Nadie se mete debajo de un coche subido en el elevador sin poner antes los tacos de
seguridad. Ni para mirar un segundo.
""",
        updated="2025-02-03",
    ),
    "log/2025-11-12.md": topic(
        "12 de noviembre",
        "Lo que pasó con Iker y el Megane",
        "project",
        """12/11, OT 2318 (Megane de la señora Pilar, amortiguadores traseros): Iker se metió
debajo con el elevador subido y sin tacos. Lo vio Toni y lo sacó de ahí. Nadie se hizo
daño. Charla de seguridad el viernes y Paco le ha puesto a repasar el procedimiento.
""",
        updated="2025-11-12",
    ),
    "pendientes.md": topic(
        "Pendiente de decidir",
        "Cosas que Paco todavía tiene que decidir",
        "project",
        """Por decidir:

- ¿compramos un segundo elevador para el box 3?
- ¿curso de híbridos y eléctricos para Iker?
- ¿ponemos pago con Bizum en el mostrador?
- ¿cambiamos el rótulo de la fachada?
""",
        updated="2025-10-20",
    ),
    "decisiones/segundo-elevador.md": topic(
        "Segundo elevador",
        "Qué se decidió del elevador nuevo",
        "project",
        """Segundo elevador: NO este año. El presupuesto de Talleres Ibérica (nº 2318, 6.900 €
instalado) es caro, y además habría que reforzar el suelo del box 3. Se vuelve a mirar en
2027.
""",
        updated="2026-01-19",
    ),
    "equipo/marga.md": topic(
        "Marga",
        "Cómo le gusta trabajar a Marga",
        "user",
        """A Marga las órdenes de trabajo se le mandan a la tablet, nada de papel: dice que entre
la grasa se le pierden. Ella misma apunta ahí las horas de cada coche.
""",
        updated="2026-01-08",
    ),
    "seguridad/no-fumar.md": topic(
        "No fumar",
        "Dónde no se fuma",
        "feedback",
        """Prohibido fumar en todo el taller, también en el foso y al lado de las baterías. El que
quiera fumar, a la calle y lejos de la puerta del box.
""",
        updated="2025-02-03",
    ),
    "normas/prohibido-fumar.md": topic(
        "No fumar",
        "Dónde no se fuma",
        "feedback",
        """Prohibido fumar en todo el taller, también en el foso y al lado de las baterías. El que
quiera fumar, a la calle y lejos de la puerta del box.
""",
        updated="2025-02-03",
    ),
    "herramientas/dinamometrica.md": topic(
        "Apriete de ruedas",
        "Cómo se aprietan las ruedas",
        "feedback",
        """Ruedas: SIEMPRE con la dinamométrica, nunca a pistola para el apriete final. Turismos a
110 Nm salvo que el fabricante diga otra cosa.
""",
        updated="2025-08-05",
    ),
    "notas/ruedas.md": topic(
        "Tuercas de rueda",
        "El par de apriete de las ruedas",
        "feedback",
        """Apriete final de las tuercas de rueda con llave dinamométrica: 110 Nm en turismos, o lo
que ponga el manual del coche. La pistola solo para arrimar.
""",
        updated="2025-08-05",
    ),
}

FILES = with_index(
    N,
    title="Memoria del taller",
    sections={
        "clientes/": "Clientes",
        "equipo/": "Equipo",
        "herramientas/": "Herramientas",
        "proveedores/": "Proveedores",
        "precios/": "Precios",
    },
)

ask, chat = questions_in("es")

MEMDIR = LabelledMemdir(
    name="taller_mecanico",
    half="heldout6",
    language="es",
    domain="neighbourhood car-repair garage",
    style="informal Spanish, chatty and terse mixed, tables",
    files=FILES,
    pairs=[
        # contradictions
        P(
            "contradiction",
            "horario.md",
            "avisos/jornada-continua.md",
            "time-moved",
            "L-V 8:30–13:30 y 16:00–19:30 vs 7:30–15:30 seguido",
        ),
        P(
            "contradiction",
            "precios/tarifas.md",
            "precios/subida-2026.md",
            "threshold-changed",
            "hora de mano de obra 42 € vs hora de taller 48 €",
        ),
        P(
            "contradiction",
            "itv/pre-itv.md",
            "equipo/quien-hace-que.md",
            "owner-changed",
            "hoja de pre-ITV solo la firma Toni vs fila de la tabla: Marga",
        ),
        P(
            "contradiction",
            "agenda/citas.md",
            "agenda/renombrado.md",
            "renamed",
            "calendario 'Citas Taller' vs 'Agenda Box Ferrándiz'",
        ),
        P(
            "contradiction",
            "entrega/lavado.md",
            "notas/agua.md",
            "policy-reversed",
            "lavar siempre antes de entregar vs se acabó lavar al entregar",
        ),
        P(
            "contradiction",
            "proveedores/recambios.md",
            "proveedores/autodistri.md",
            "tool-switched",
            "recambios a Olmedo por teléfono vs app de AutoDistri Sur",
        ),
        P(
            "contradiction",
            "herramientas/especiales.md",
            "herramientas/carro-toni.md",
            "location-changed",
            "kits de calado de distribución en el armario azul vs en el carro rojo de Toni",
        ),
        P(
            "contradiction",
            "clientes/coches-cortesia.md",
            "notas/2026-02-sustitucion.md",
            "count-changed",
            "3 coches de cortesía vs quedan 2 de sustitución",
        ),
        P(
            "contradiction",
            "clientes/piezas-cliente.md",
            "clientes/recambio-online.md",
            "reworded-conflict",
            "no montamos piezas del cliente vs recambio de internet se pone sin drama",
        ),
        # decoys
        P(
            "decoy",
            "clientes/whatsapp.md",
            "equipo/sabados.md",
            "shared-technology",
            "WhatsApp: aviso al cliente vs grupo del personal para los sábados",
        ),
        P(
            "decoy",
            "seguridad/elevador.md",
            "log/2025-11-12.md",
            "rule-vs-incident",
            "norma de los tacos y el día que Iker se metió sin ellos",
        ),
        P(
            "decoy",
            "pendientes.md",
            "decisiones/segundo-elevador.md",
            "open-questions-vs-settled",
            "¿segundo elevador? y la decisión: no este año",
        ),
        P(
            "decoy",
            "clientes/propuesta-cortesia.md",
            "clientes/coches-cortesia.md",
            "quoted-opinion-rejected",
            "propuesta de Nuria (cortesía para todos) rechazada; regla: más de un día",
        ),
        P(
            "decoy",
            "equipo/quien-hace-que.md",
            "equipo/marga.md",
            "two-peoples-preferences",
            "Toni quiere las OT impresas, Marga en la tablet",
        ),
        P(
            "decoy",
            "seguridad/elevador.md",
            "seguridad/no-fumar.md",
            "two-donts-different-things",
            "no meterse bajo el elevador sin tacos vs no fumar",
        ),
        P(
            "decoy",
            "seguridad/elevador.md",
            "normas/prohibido-fumar.md",
            "two-donts-different-things",
            "no meterse bajo el elevador sin tacos vs no fumar (copia)",
        ),
        P(
            "decoy",
            "log/2025-11-12.md",
            "decisiones/segundo-elevador.md",
            "same-ticket-ids",
            "OT 2318 del Megane vs presupuesto nº 2318 del elevador",
        ),
        P(
            "decoy",
            "horario.md",
            "equipo/sabados.md",
            "related-consistent",
            "sábado 9:00–13:00 en los dos",
        ),
        P(
            "decoy",
            "avisos/jornada-continua.md",
            "equipo/sabados.md",
            "related-consistent",
            "la jornada continua deja los sábados igual; sábados de 9 a 13",
        ),
        P(
            "decoy",
            "clientes/propuesta-cortesia.md",
            "notas/2026-02-sustitucion.md",
            "related-consistent",
            "regla de préstamo y cuántos coches quedan; no chocan",
        ),
        # duplicates
        P(
            "duplicate",
            "seguridad/no-fumar.md",
            "normas/prohibido-fumar.md",
            "identical",
            "la misma nota de no fumar guardada dos veces",
        ),
        P(
            "duplicate",
            "herramientas/dinamometrica.md",
            "notas/ruedas.md",
            "same-rule-restated",
            "dinamométrica a 110 Nm, dicho dos veces en la misma sesión",
        ),
    ],
    questions=[
        ask(
            "¿A qué hora abrimos ahora por la mañana entre semana?",
            "horario.md",
            "avisos/jornada-continua.md",
        ),
        ask(
            "quien firma las hojas de la pre itv?",
            "itv/pre-itv.md",
            "equipo/quien-hace-que.md",
        ),
        ask(
            "¿A quién le pedimos las pastillas de freno y los filtros?",
            "proveedores/recambios.md",
            "proveedores/autodistri.md",
        ),
        ask(
            "¿Cuántos coches de sustitución tenemos para prestar?",
            "clientes/coches-cortesia.md",
            "notas/2026-02-sustitucion.md",
        ),
        ask(
            "¿Cuánto se cobra la hora de mano de obra?",
            "precios/tarifas.md",
            "precios/subida-2026.md",
        ),
        ask(
            "¿Cómo se llama el calendario donde Nuria apunta las citas?",
            "agenda/citas.md",
            "agenda/renombrado.md",
        ),
        ask(
            "¿Hay que lavarle el coche al cliente antes de devolvérselo?",
            "entrega/lavado.md",
            "notas/agua.md",
        ),
        ask(
            "¿Dónde está el kit de calado de la distribución?",
            "herramientas/especiales.md",
            "herramientas/carro-toni.md",
        ),
        ask(
            "Si un cliente trae un amortiguador que se ha comprado en Amazon, ¿se lo montamos?",
            "clientes/piezas-cliente.md",
            "clientes/recambio-online.md",
        ),
        ask(
            "¿A cuántos Nm se aprietan las ruedas de un turismo?",
            "herramientas/dinamometrica.md",
            "notas/ruedas.md",
        ),
        ask(
            "¿Se puede fumar dentro del taller?",
            "seguridad/no-fumar.md",
            "normas/prohibido-fumar.md",
        ),
        ask(
            "Al final el segundo elevador lo compramos o no?",
            "decisiones/segundo-elevador.md",
            "pendientes.md",
        ),
        ask(
            "gracias! y lo de quién viene el sábado, dónde se organiza?",
            "equipo/sabados.md",
            conversational=True,
        ),
        ask(
            "vale, perfecto. Oye, ¿y a Marga cómo le paso las órdenes de trabajo?",
            "equipo/marga.md",
            conversational=True,
        ),
        chat("buenos días, hoy viene el día movidito"),
        chat("gracias crack, me has salvado el sábado"),
        chat("jajaja muy bueno"),
        chat("vale, siguiente cosa"),
        chat("me bajo a por un café, ahora vuelvo"),
        chat("qué calor hace hoy en el box, madre mía"),
        chat("hasta mañana, que descanses"),
    ],
    complete_labels=True,
)
