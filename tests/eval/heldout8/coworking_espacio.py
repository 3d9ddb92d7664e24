# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""A coworking space in Valencia (Russafa): Spanish, chatty notes with facts buried inside, one table."""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "tarifas/bonos.md": topic(
        "Tarifas (lo que contó Nuria)",
        "Precios de los planes para cuando pregunte alguien nuevo",
        "reference",
        """Apunto lo que me explicó Nuria el lunes, que siempre me pillan preguntando por precios.

El plan de mesa fija son 210 € al mes y lleva taquilla. El flex, 160 €, y te sientas donde
haya hueco. Para la gente que viene de vez en cuando está el bono de 10 días, que sale a
120 € y caduca a los tres meses; y si solo quieren probar, el día suelto son 18 €.

Ojo: mesas fijas solo hay 18 y están todas ocupadas, así que a quien pida fija hay que
apuntarlo en la lista de espera (la lleva Nuria en una hoja aparte).
""",
        updated="2025-01-20",
    ),
    "tarifas/tabla-2026.md": topic(
        "Tarifas 2026",
        "Tabla de precios vigente desde enero de 2026",
        "reference",
        """## Precios 2026 (IVA incluido)

| Plan | Precio | Notas |
|---|---|---|
| Mesa fija | 210 €/mes | mesa propia + taquilla |
| Flex | 160 €/mes | cualquier mesa libre, de 8 a 20 h |
| Bono 10 días | 135 € | caduca a los 3 meses |
| Día suelto | 18 € | |
| Fianza tarjeta | 15 € | se devuelve al darse de baja |

Actualizado en la web el 8 de enero.
""",
        updated="2026-01-08",
        nested=True,
        session="b1d2e6a0-5c4f-4e7a-9a51-0c3f2d7e8a11",
        modified="2026-01-08T10:12:00Z",
    ),
    "espacio/planta-baja.md": topic(
        "Planta baja después de la obra",
        "Cómo ha quedado la zona abierta tras el verano",
        "project",
        """Recuento de la planta baja ahora que ha terminado la obra: hay 22 mesas fijas (las cuatro
nuevas están pegadas a las ventanas, con caja de enchufes en el suelo) y la zona flex sigue
igual que antes. Nuria ya ha empezado a llamar a la gente de la lista de espera.
""",
        updated="2025-09-15",
    ),
    "acceso/tarjetas.md": topic(
        "Tarjetas de acceso",
        "Cómo funcionan las tarjetas y quién entra cuándo",
        "reference",
        """Cada miembro tiene su tarjeta (sistema Salto), con una fianza de 15 € que se devuelve al
darse de baja. Los de mesa fija entran cuando quieran, 24/7, es de lo que más presume Marcos
en las visitas; los flex solo de 8 a 20.

Las tarjetas sin asignar se guardan en el cajón con llave del mostrador de recepción. La
llave la tiene Inés.
""",
        updated="2025-02-18",
    ),
    "acceso/tarjetas-repuesto.md": topic(
        "Tarjetas de repuesto",
        "Dónde están las tarjetas vírgenes",
        "reference",
        """Desde que en noviembre desapareció una tarjeta sin asignar, las de repuesto están en la caja
fuerte del despacho de arriba. Solo Jaume y Marcos saben la combinación, así que hay que
pedírselas a ellos.
""",
        updated="2025-12-10",
    ),
    "acceso/cierre-nocturno.md": topic(
        "Cierre por la noche",
        "Norma del seguro para las noches",
        "feedback",
        """Norma nueva de Marcos por el seguro: a las diez de la noche se conecta la alarma y el local
se queda vacío, también para quien tenga mesa fija. Hasta las siete de la mañana no vuelve a
entrar nadie.

**Por qué:** la aseguradora no cubre robos si hay gente dentro con la alarma desconectada.
""",
        updated="2025-11-03",
    ),
    "salas/reservas.md": topic(
        "Salas y reservas",
        "Qué salas hay y cómo se reservan",
        "reference",
        """Las salas se reservan en Nexudus (app o web), nunca de palabra.

- **Albufera**: la grande, 10 personas, pantalla de 65"
- **Saler**: 4 personas, pizarra
- **Pecera**: la cabina de llamadas, para 1 o 2, máximo una hora seguida

Los de mesa fija tienen 5 horas de sala al mes incluidas; los flex, 2.
""",
        updated="2025-03-01",
    ),
    "salas/nombres-octubre.md": topic(
        "Nombres nuevos en Nexudus",
        "Cómo aparecen los espacios en la app desde octubre",
        "reference",
        """Marcos ha rebautizado los espacios con nombres de playas. Lo que notan los miembros: la
cabina de llamadas sale ahora en Nexudus como «Malvarrosa», y así hay que llamarla cuando
alguien pregunte. La sala grande se queda como estaba.
""",
        updated="2025-10-20",
    ),
    "salas/no-comer.md": topic(
        "Comida en las salas",
        "Nada de comer en las salas de reuniones",
        "feedback",
        """En las salas de reuniones no se come. Bebidas sí, con tapa. Para comer está la cocina o la
terraza.
""",
        updated="2025-03-01",
    ),
    "incidencias/paella-albufera.md": topic(
        "Paella en Albufera",
        "Incidencia del martes 11 de noviembre",
        "project",
        """Martes 11/11: un grupo de fuera que alquiló Albufera para una formación se trajo una paella y
se la comieron dentro. Mancharon la alfombra y olió a socarrat toda la tarde. Se pidió
limpieza extra, se les cobraron 40 € y se les recordó la norma para la próxima.
""",
        updated="2025-11-12",
    ),
    "internet/fibra.md": topic(
        "Internet",
        "Conexión, router y a quién avisar si se cae",
        "reference",
        """Fibra de Movistar, 600 Mb simétricos. El router está en el armario del pasillo (el de la
puerta gris, no el de la limpieza).

Si se cae, avisar a Nuria: el contrato está a su nombre y es ella la que llama al 1004 con el
número de cliente.
""",
        updated="2025-02-12",
    ),
    "internet/portabilidad.md": topic(
        "Portabilidad hecha",
        "La conexión nueva desde diciembre",
        "project",
        """Portabilidad terminada (orden 2231): ya estamos con Digi, 1 Gb simétrico. El router viejo se
devolvió en la tienda de Cirilo Amorós; el nuevo está en el mismo armario de siempre.
""",
        updated="2025-12-02",
    ),
    "internet/wifi-invitados.md": topic(
        "Wifi de invitados",
        "Red y clave para gente de fuera",
        "reference",
        """Wifi para invitados: red **NaveGuest**, contraseña `russafa2025`. Se cambia cada tres meses.
La red de miembros (NaveRussafa) es otra y no se le da a nadie de fuera.
""",
        updated="2025-03-10",
    ),
    "comunidad/wifi-visitas.md": topic(
        "Wifi para las visitas",
        "Qué red darle a una visita",
        "feedback",
        """Si viene una visita se le da la NaveGuest con la clave russafa2025, nunca la de los miembros
(NaveRussafa). La clave se rota cada trimestre.
""",
        updated="2025-03-10",
    ),
    "equipo/reparto.md": topic(
        "Reparto de tareas 2026",
        "Quién lleva qué desde enero",
        "project",
        """Reparto desde enero:

- Jaume: todo lo de proveedores (internet, limpieza, máquina de café, impresora). Si falla
  algo de eso, se le escribe a él.
- Nuria: eventos, comunidad y altas de miembros nuevos.
- Marcos: dinero y decisiones, lo de siempre.
""",
        updated="2026-01-15",
        aliases=["quién lleva qué"],
    ),
    "limpieza/calendario.md": topic(
        "Calendario de limpieza",
        "Cuándo viene Limpiezas Turia",
        "reference",
        """Limpiezas Turia:

- repaso diario a las 7:00, de lunes a viernes (baños, cocina, papeleras)
- limpieza a fondo los sábados de 9 a 12; ese rato no se puede estar en la planta baja
""",
        updated="2025-04-07",
    ),
    "limpieza/charla-ines.md": topic(
        "Charla con Inés",
        "Cosas que me contó Inés en recepción",
        "project",
        """Estuve un rato hablando con Inés en recepción. Su hija empieza la carrera en Castellón y
anda liada con el piso. De paso me contó que los de Limpiezas Turia han cambiado el turno:
lo gordo (fregar a máquina, cristales, tapicerías) lo hacen ahora el domingo de 16 a 19. O
sea, el sábado por la mañana ya se puede venir a trabajar sin problema. También dice que la
máquina de café vuelve a hacer ruido, que habrá que avisar.
""",
        updated="2025-10-13",
    ),
    "comunidad/viernes-perrunos.md": topic(
        "Viernes perrunos",
        "Perros en el coworking los viernes",
        "feedback",
        """Nuria está encantada con los viernes perrunos: ese día cada uno puede venir con su perro si
es tranquilo, con correa en la cocina y nunca dentro de las salas. Hay un cuenco de agua al
lado de la puerta.
""",
        updated="2025-05-09",
    ),
    "comunidad/animales.md": topic(
        "Animales",
        "Ya no entran animales",
        "feedback",
        """Ya no entra ningún animal al espacio, ningún día de la semana. Hubo dos quejas por alergia
y Marcos lo ha cortado de raíz. Si alguien protesta, que hable con él.
""",
        updated="2026-02-02",
    ),
    "eventos/aniversario-pendiente.md": topic(
        "Aniversario: cosas por decidir",
        "Lo que falta cerrar para la fiesta del aniversario",
        "project",
        """Aniversario (cumplimos 5 años), pendiente:

- ¿viernes 17 o sábado 18 de octubre?
- catering: ¿Horno de Russafa o pedir pizzas a los de abajo?
- ¿música en directo o lista de Spotify?
- ¿abrimos a gente que no es miembro?
""",
        updated="2025-08-20",
    ),
    "eventos/aniversario-catering.md": topic(
        "Catering del aniversario",
        "Catering cerrado",
        "project",
        """Catering cerrado: Horno de Russafa, para 40 personas, a 11 € por cabeza. Nuria lo confirmó
por teléfono y pagó la señal.
""",
        updated="2025-09-05",
    ),
    "obra/fase-1.md": topic(
        "Obra fase 1",
        "Primera fase de la reforma: planta baja",
        "project",
        """Fase 1, del 21 de julio al 15 de agosto: planta baja. Suelo vinílico, cajas de enchufes en
el suelo y pintura. Presupuesto 14.000 €. Esas semanas la zona abierta está cerrada y los de
mesa fija trabajan en las salas de arriba.
""",
        updated="2025-06-30",
    ),
    "obra/fase-2.md": topic(
        "Obra fase 2",
        "Segunda fase de la reforma: terraza",
        "project",
        """Fase 2, del 3 al 21 de noviembre: la terraza de arriba. Toldo, pérgola y riego por goteo
para las plantas. Presupuesto 6.200 €. No se cierra nada más que la terraza.
""",
        updated="2025-06-30",
    ),
    "comunidad/impresora.md": topic(
        "Impresora",
        "Cuánto se puede imprimir gratis",
        "reference",
        """Impresora (la Brother del altillo): 20 páginas gratis al mes por miembro. A partir de ahí,
0,10 € en blanco y negro y 0,30 € en color; se carga en la factura del mes.
""",
        updated="2025-04-22",
    ),
    "comunidad/reunion-socios-marzo.md": topic(
        "Reunión de socios de marzo",
        "Lo que salió en la reunión de socios",
        "project",
        """En la reunión de socios Marcos planteó quitar las 20 páginas gratis y cobrar desde la
primera copia, «que la gente imprime tesis enteras». Se votó y salió que no (4 a 1): la
impresora se queda como estaba.

Lo demás fue hablar de las taquillas nuevas y de la fiesta de verano.
""",
        updated="2026-03-12",
    ),
    "miembros/lucia.md": topic(
        "Lucía (mesa 7)",
        "Lo que le gusta a Lucía",
        "user",
        """Lucía Ferrer, mesa 7, ilustradora. Quiere el aire a 25 °C y la persiana bajada por la
tarde. Trabaja con cascos, no le molesta el ruido.
""",
        updated="2025-07-02",
    ),
    "miembros/tomas.md": topic(
        "Tomás (mesa 8)",
        "Lo que le gusta a Tomás",
        "user",
        """Tomás, mesa 8, programador: siempre pide el aire a 22 °C y las ventanas cerradas. Llega
pronto, sobre las 8.
""",
        updated="2025-07-02",
    ),
    "incidencias/nexudus-2231.md": topic(
        "Ticket 2231 de Nexudus",
        "Facturas de enero con IVA duplicado",
        "project",
        """Ticket #2231 abierto con el soporte de Nexudus: varias facturas de enero salieron con el IVA
aplicado dos veces en algunas líneas. Dicen que lo corrigen en la próxima versión; mientras
tanto Marcos hace rectificativas a mano.
""",
        updated="2026-02-04",
    ),
    "cocina/tazas.md": topic(
        "Cocina",
        "Tazas y lavavajillas",
        "feedback",
        """Cocina: cada uno friega su taza en el momento. Y quien encuentre el lavavajillas terminado,
lo vacía.
""",
        updated="2025-05-20",
    ),
    "cocina/lavavajillas.md": topic(
        "Lavavajillas",
        "La norma de la cocina, otra vez",
        "feedback",
        """Nuria lo repitió hoy en el grupo: si el lavavajillas ha terminado, el primero que lo vea lo
vacía; y las tazas no se dejan en el fregadero, se lavan al momento.
""",
        updated="2025-05-20",
    ),
}

FILES = with_index(
    N,
    title="Memoria: Nave Russafa (coworking)",
    sections={
        "acceso/": "Acceso",
        "salas/": "Salas",
        "tarifas/": "Tarifas",
        "internet/": "Internet",
        "limpieza/": "Limpieza",
        "comunidad/": "Comunidad",
        "cocina/": "Comunidad",
        "miembros/": "Miembros",
        "eventos/": "Eventos",
        "obra/": "Obra",
        "espacio/": "Obra",
        "equipo/": "Equipo",
        "incidencias/": "Incidencias",
    },
)

ask, chat = questions_in("es")

MEMDIR = LabelledMemdir(
    name="coworking_espacio",
    half="heldout8",
    language="es",
    domain="coworking space in Valencia",
    style="Spanish, chatty notes with facts buried inside, one table",
    files=FILES,
    complete_labels=True,
    pairs=[
        # --- contradictions ---
        P(
            "contradiction",
            "limpieza/calendario.md",
            "limpieza/charla-ines.md",
            "time-moved",
            "Limpieza a fondo sábado 9-12 vs domingo 16-19 (buried in a chat note).",
        ),
        P(
            "contradiction",
            "tarifas/bonos.md",
            "tarifas/tabla-2026.md",
            "threshold-changed",
            "Bono 10 días 120 € vs 135 € (table row).",
        ),
        P(
            "contradiction",
            "internet/fibra.md",
            "equipo/reparto.md",
            "owner-changed",
            "Internet outages go to Nuria vs Jaume handles internet and suppliers.",
        ),
        P(
            "contradiction",
            "salas/reservas.md",
            "salas/nombres-octubre.md",
            "renamed",
            "Call booth 'Pecera' vs 'Malvarrosa' in Nexudus.",
        ),
        P(
            "contradiction",
            "comunidad/viernes-perrunos.md",
            "comunidad/animales.md",
            "policy-reversed",
            "Dogs allowed on Fridays vs no animals any day.",
        ),
        P(
            "contradiction",
            "internet/fibra.md",
            "internet/portabilidad.md",
            "tool-switched",
            "Fibre from Movistar 600 Mb vs Digi 1 Gb.",
        ),
        P(
            "contradiction",
            "acceso/tarjetas.md",
            "acceso/tarjetas-repuesto.md",
            "location-changed",
            "Spare cards in the locked reception drawer vs the upstairs safe.",
        ),
        P(
            "contradiction",
            "tarifas/bonos.md",
            "espacio/planta-baja.md",
            "count-changed",
            "18 fixed desks vs 22 fixed desks.",
        ),
        P(
            "contradiction",
            "acceso/tarjetas.md",
            "acceso/cierre-nocturno.md",
            "reworded-conflict",
            "Fixed members enter 24/7 vs nobody inside from 22:00 to 7:00, fixed desks too.",
        ),
        # --- decoys ---
        P(
            "decoy",
            "salas/reservas.md",
            "incidencias/nexudus-2231.md",
            "shared-technology",
            "Nexudus for room bookings vs a Nexudus invoicing bug.",
        ),
        P(
            "decoy",
            "salas/no-comer.md",
            "incidencias/paella-albufera.md",
            "rule-vs-incident",
            "No food in rooms, and the paella group that broke it.",
        ),
        P(
            "decoy",
            "eventos/aniversario-pendiente.md",
            "eventos/aniversario-catering.md",
            "open-questions-vs-settled",
            "Catering still open vs Horno de Russafa booked.",
        ),
        P(
            "decoy",
            "obra/fase-1.md",
            "obra/fase-2.md",
            "phase1-vs-phase2",
            "Ground floor Jul-Aug 14.000 € vs terrace Nov 6.200 €.",
        ),
        P(
            "decoy",
            "comunidad/impresora.md",
            "comunidad/reunion-socios-marzo.md",
            "quoted-opinion-rejected",
            "Marcos' proposal to drop the 20 free pages was voted down; rule stays.",
        ),
        P(
            "decoy",
            "miembros/lucia.md",
            "miembros/tomas.md",
            "two-peoples-preferences",
            "Lucía wants AC at 25 °C, Tomás at 22 °C.",
        ),
        P(
            "decoy",
            "salas/no-comer.md",
            "comunidad/animales.md",
            "two-donts-different-things",
            "No eating in meeting rooms vs no animals.",
        ),
        P(
            "decoy",
            "internet/portabilidad.md",
            "incidencias/nexudus-2231.md",
            "same-ticket-ids",
            "Portability order 2231 vs Nexudus ticket #2231.",
        ),
        P(
            "decoy",
            "espacio/planta-baja.md",
            "obra/fase-1.md",
            "related-consistent",
            "Both: floor sockets added on the ground floor in the works.",
        ),
        P(
            "decoy",
            "acceso/tarjetas.md",
            "tarifas/tabla-2026.md",
            "related-consistent",
            "Card deposit 15 € and flex 8-20 in both.",
        ),
        P(
            "decoy",
            "internet/portabilidad.md",
            "equipo/reparto.md",
            "related-consistent",
            "Internet switched to Digi; Jaume handles internet; no conflict.",
        ),
        # --- duplicates ---
        P(
            "duplicate",
            "internet/wifi-invitados.md",
            "comunidad/wifi-visitas.md",
            "paraphrased",
            "Guest wifi NaveGuest / russafa2025, rotated quarterly, in other words.",
        ),
        P(
            "duplicate",
            "cocina/tazas.md",
            "cocina/lavavajillas.md",
            "same-rule-restated",
            "Wash your cup at once, empty a finished dishwasher: saved twice the same day.",
        ),
    ],
    questions=[
        ask(
            "¿Cuánto cuesta ahora el bono de diez días?",
            "tarifas/tabla-2026.md",
            "tarifas/bonos.md",
        ),
        ask(
            "¿Cuántas mesas fijas tenemos abajo?",
            "espacio/planta-baja.md",
            "tarifas/bonos.md",
        ),
        ask(
            "Si tengo mesa fija, ¿me puedo quedar trabajando de noche?",
            "acceso/cierre-nocturno.md",
            "acceso/tarjetas.md",
        ),
        ask(
            "¿Dónde guardamos las tarjetas que todavía no tienen dueño?",
            "acceso/tarjetas-repuesto.md",
            "acceso/tarjetas.md",
        ),
        ask("a quien aviso si se cae el internet?", "equipo/reparto.md", "internet/fibra.md"),
        ask(
            "¿Con qué compañía tenemos contratada la fibra?",
            "internet/portabilidad.md",
            "internet/fibra.md",
        ),
        ask(
            "¿Qué día viene la limpieza gorda?",
            "limpieza/charla-ines.md",
            "limpieza/calendario.md",
        ),
        ask(
            "¿Puedo traerme al perro este viernes?",
            "comunidad/animales.md",
            "comunidad/viernes-perrunos.md",
        ),
        ask(
            "¿Cómo se llama la cabina telefónica en la app de reservas?",
            "salas/nombres-octubre.md",
            "salas/reservas.md",
        ),
        ask(
            "¿Quién nos hace el catering del aniversario y cuánto cuesta por persona?",
            "eventos/aniversario-catering.md",
        ),
        ask("cuanto se cobra por imprimir en color?", "comunidad/impresora.md"),
        ask(
            "¿Qué contraseña le doy a una visita para el wifi?",
            "internet/wifi-invitados.md",
            "comunidad/wifi-visitas.md",
        ),
        ask(
            "¿Cuándo arreglan la terraza y cuánto nos va a costar?",
            "obra/fase-2.md",
        ),
        ask(
            "¿Qué pasó con las facturas que salieron con el IVA mal?",
            "incidencias/nexudus-2231.md",
        ),
        ask(
            "¡gracias! ¿y a qué temperatura quiere Tomás el aire?",
            "miembros/tomas.md",
            conversational=True,
        ),
        ask(
            "vale, perfecto. Oye, ¿y en la sala grande se puede comer?",
            "salas/no-comer.md",
            "incidencias/paella-albufera.md",
            conversational=True,
        ),
        chat("¡Buenos días! Hoy va a ser un día largo"),
        chat("gracias, me has salvado el viernes"),
        chat("qué bien explicado, eres un crack"),
        chat("vale, seguimos"),
        chat("me bajo a por un café, ahora vuelvo"),
        chat("madre mía qué calor hace hoy en Valencia"),
        chat("hasta mañana, que descanses"),
        chat("nos vemos después de Fallas"),
    ],
)
