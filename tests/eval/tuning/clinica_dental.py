# Written for held-out half heldout3 by a writer who never read a detector; measured there once
# as the newest half, then used in aggregate only; moved to tuning when the detectors stopped
# making errors on the rest of it (tuning precision 97%), so that tuning sees real ones.
"""A Spanish dental practice's front-desk and clinical memory: terse Spanish, lists and tables."""

from tests.eval.dataset import (
    LabelledMemdir,
    questions_in,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

N = {
    # --- horario y personal --------------------------------------------------------------
    "horario/horario-2025.md": topic(
        "Horario de apertura",
        "Horario de la clínica por días",
        "reference",
        """# Horario de apertura

| día | mañana | tarde |
|---|---|---|
| lunes–jueves | 9:00–14:00 | 16:00–20:00 |
| viernes | 9:00–15:00 | — |
| sábado | 9:00–13:00 | — |

Festivos locales: cerrado.
""",
        updated="2025-01-15",
    ),
    "horario/sabados.md": topic(
        "Sábados",
        "Horario de los sábados desde octubre",
        "reference",
        """Sábados desde el 4/10: 10:00–14:00.
Lo pidió la Dra. Arribas (las citas de primera hora casi siempre fallaban).
Ya cambiado en Google y en el cartel de la puerta.
""",
        updated="2025-09-26",
    ),
    "personal/turnos.md": topic(
        "Turnos",
        "Turnos del personal de lunes a viernes",
        "reference",
        """Turnos L–V (sábados: rota aparte en el tablón)

| turno | horas | personal |
|---|---|---|
| mañana | 8:30–14:30 (V hasta 15:30) | 2 auxiliares, 1 higienista, recepción |
| tarde | 15:30–20:30 | 2 auxiliares, recepción |

- viernes: sin turno de tarde
- cambios de turno: con Rocío, mínimo 48 h antes
""",
        updated="2025-02-01",
    ),
    "personal/tarde-2026.md": topic(
        "Tarde 2026",
        "Refuerzo del turno de tarde",
        "project",
        """Desde el 12/1 la tarde va con 3 auxiliares (agenda de orto llena hasta junio).
Rocío ya ha cambiado el cuadrante.
""",
        updated="2026-01-12",
    ),
    # --- almacén y proveedores -----------------------------------------------------------
    "almacen/stock-minimos.md": topic(
        "Mínimos de almacén",
        "Cuándo se pide cada material",
        "reference",
        """Al llegar al mínimo → pedido a Henry Schein (los miércoles).

| artículo | mínimo |
|---|---|
| articaína 4 % (caja 50) | 5 cajas |
| guantes nitrilo M | 10 cajas |
| baberos | 4 paquetes |
| composite A2 | 3 jeringas |
| bolsas esterilización 90×250 | 2 cajas |
""",
        updated="2025-03-03",
    ),
    "almacen/articaina.md": topic(
        "Articaína",
        "Margen de anestesia tras quedarnos sin ella",
        "feedback",
        """Articaína: pedir en cuanto queden 8 cajas.
Semana de Reyes: nos quedamos a cero (proveedor cerrado 3 días).
""",
        updated="2026-01-09",
    ),
    "proveedores/pedido-3317.md": topic(
        "Pedido 3317",
        "Pedido de material del 19 de noviembre",
        "project",
        """Pedido 3317 (Henry Schein), miércoles 19/11:
- guantes nitrilo M ×12
- baberos ×6
- bolsas esterilización ×3

Llega el viernes. Albarán a Rocío.
""",
        updated="2025-11-19",
    ),
    "software/incidencia-3317.md": topic(
        "Incidencia 3317",
        "Recetas que salen en blanco",
        "project",
        """Soporte del programa de gestión, incidencia 3317:
- no imprime recetas desde el gabinete 2 (sale la hoja en blanco)
- según soporte: driver de la impresora
- visita remota el lunes a las 9:30
""",
        updated="2025-11-20",
    ),
    # --- esterilización ------------------------------------------------------------------
    "esterilizacion/registro-autoclave.md": topic(
        "Registro del autoclave",
        "Qué se apunta en cada ciclo y quién firma",
        "feedback",
        """Autoclave — registro
- cada ciclo: fecha, nº de ciclo, programa (134 °C), indicador químico
- lo rellena y firma Iván
- control biológico: todos los lunes, primer ciclo del día
- hoja del mes → carpeta roja de esterilización
""",
        updated="2025-04-07",
    ),
    "esterilizacion/responsable.md": topic(
        "Esterilización: responsable",
        "Quién lleva la esterilización desde febrero",
        "project",
        """A partir de febrero el registro de esterilización lo lleva y lo firma Sonia Prieto
(auxiliar, entró en enero). Iván pasa a asistir al Dr. Ferrer en las cirugías.
""",
        nested=True,
        session="5e0c7b3a-1d2f-4a6b-9c8d-7e6f5a4b3c21",
        modified="2026-02-02T09:15:00Z",
        updated="2026-02-02",
    ),
    "esterilizacion/incidencia-control-biologico.md": topic(
        "Control biológico no hecho",
        "El lunes del puente de diciembre",
        "project",
        """Lunes 8/12 (puente): no se hizo el control biológico.
Hecho el martes 9 a primera hora → negativo.
Anotado en la hoja del mes con la explicación.
""",
        updated="2025-12-10",
    ),
    # --- gabinetes -----------------------------------------------------------------------
    "gabinetes/distribucion.md": topic(
        "Gabinetes",
        "Qué se hace en cada gabinete y quién lo usa",
        "reference",
        """| gabinete | uso | quién |
|---|---|---|
| 1 | general, conservadora | Dra. Arribas |
| 2 | higienes, periodoncia | Nerea (higienista) |
| 3 | cirugía e implantes | Dr. Ferrer |
| 4 | ortodoncia | Dr. Ugarte |
""",
        updated="2025-03-10",
    ),
    "gabinetes/sala-quirurgica.md": topic(
        "Sala Quirúrgica",
        "Nombre del gabinete de cirugía en la agenda",
        "reference",
        """El antiguo gabinete 3 se llama ahora "Sala Quirúrgica": así sale en la agenda y en el
cartel. Al dar cita de cirugía decir "Sala Quirúrgica", no "el 3".
""",
        aliases=["quirófano"],
        updated="2025-10-20",
    ),
    # --- pacientes -----------------------------------------------------------------------
    "pacientes/confirmar-citas.md": topic(
        "Confirmación de citas",
        "Cómo se confirman las citas del día siguiente",
        "feedback",
        """Confirmar citas:
- Marisa llama a todos los pacientes del día siguiente, 13:00–14:00
- si no contesta: segundo intento a las 19:00
- marcar "confirmada" en la agenda
""",
        updated="2025-02-20",
    ),
    "pacientes/whatsapp-recordatorios.md": topic(
        "Recordatorios por WhatsApp",
        "El aviso automático de citas",
        "feedback",
        """No llamar para confirmar citas. El programa manda un WhatsApp automático 48 h antes con
botón de confirmar/anular; lo que no conteste se queda como está.
La franja de 13 a 14 ahora es para presupuestos.
""",
        updated="2025-11-03",
    ),
    "telefono/no-precios.md": topic(
        "Precios por teléfono",
        "Qué no se dice por teléfono",
        "feedback",
        """No dar precios de implantes, ortodoncia ni prótesis por teléfono.
Ofrecer primera visita; el presupuesto se entrega en mano, después de la exploración.
""",
        updated="2025-06-02",
    ),
    # --- laboratorio ---------------------------------------------------------------------
    "laboratorio/pisuerga.md": topic(
        "Laboratorio de prótesis",
        "A qué laboratorio va la prótesis y cuándo recogen",
        "reference",
        """Prótesis (coronas, puentes, férulas de descarga, completas) → Laboratorio Pisuerga.
- contacto: Jorge Alonso
- recogida: martes y jueves, 12:00, en recepción
- trabajos en la caja azul
""",
        updated="2025-01-20",
    ),
    "laboratorio/dental-nogal.md": topic(
        "Dental Nogal",
        "Laboratorio de prótesis desde marzo",
        "reference",
        """Desde marzo la prótesis la hace Dental Nogal (contacto: Begoña).
- recogen a diario a las 17:00
- fotos de color: por WhatsApp al móvil del laboratorio, con nombre del paciente en el mensaje
""",
        updated="2026-03-04",
    ),
    # --- urgencias -----------------------------------------------------------------------
    "urgencias/dea.md": topic(
        "DEA y maletín de urgencias",
        "Dónde está el material de urgencias",
        "reference",
        """DEA + maletín de urgencias (oxígeno, adrenalina, ambú): en el pasillo, en la pared entre
el gabinete 1 y el 2.
Revisar caducidades el día 1 de cada mes.
""",
        updated="2025-01-20",
    ),
    "urgencias/recepcion-urgencias.md": topic(
        "Urgencias en recepción",
        "Material de urgencias tras la obra",
        "reference",
        """Desde la obra de recepción, el desfibrilador y el maletín de urgencias están en recepción:
bajo el mostrador, a la izquierda (cartel verde). Caducidades: igual, el día 1.
""",
        updated="2025-09-15",
    ),
    # --- seguros -------------------------------------------------------------------------
    "seguros/dkv.md": topic(
        "DKV",
        "Cómo se trabaja con pacientes de DKV",
        "reference",
        """DKV: concierto directo.
- se factura a DKV; el paciente no paga nada de lo cubierto
- implantes y orto: autorización previa (la pide Rocío, tarda 3–5 días)
""",
        updated="2025-02-05",
    ),
    "seguros/pago-y-reembolso.md": topic(
        "Pacientes con póliza privada",
        "Cobro a pacientes con seguro",
        "reference",
        """Paciente con póliza privada, sea cual sea la compañía: abona el tratamiento en caja y le
damos factura detallada con los códigos para que su compañía se lo reembolse. La clínica no
tramita cobros con aseguradoras.
""",
        updated="2026-01-30",
    ),
    # --- agenda --------------------------------------------------------------------------
    "agenda/dra-arribas.md": topic(
        "Agenda Dra. Arribas",
        "Cómo quiere la agenda la Dra. Arribas",
        "user",
        """Dra. Arribas:
- huecos de 30 min
- ninguna cita nueva después de las 19:00
- 10 min libres a las 11:30 (café)
""",
        updated="2025-05-12",
    ),
    "agenda/dr-ugarte.md": topic(
        "Agenda Dr. Ugarte",
        "Cómo quiere la agenda el Dr. Ugarte",
        "user",
        """Dr. Ugarte:
- revisiones de orto: huecos de 20 min
- colocación de brackets: 90 min
- citas nuevas hasta las 19:40 sin problema
""",
        updated="2025-05-12",
    ),
    # --- reforma -------------------------------------------------------------------------
    "reforma/fase-1.md": topic(
        "Reforma fase 1",
        "Primera fase de la obra",
        "project",
        """Reforma — fase 1
- recepción + sala de espera
- clínica cerrada del 4 al 15 de agosto
- presupuesto: 21.000 €
- constructora: Reformas Duero
""",
        updated="2025-06-10",
    ),
    "reforma/fase-2.md": topic(
        "Reforma fase 2",
        "Segunda fase de la obra",
        "project",
        """Reforma — fase 2
- sillones nuevos en gabinetes 1 y 2
- enero 2026: un gabinete por semana, sin cerrar la clínica
- presupuesto: 34.500 €
- sillones: Casa Schmidt
""",
        updated="2025-06-10",
    ),
    # --- cierre --------------------------------------------------------------------------
    "cierre/protocolo-cierre.md": topic(
        "Protocolo de cierre",
        "Qué hace el último en salir",
        "feedback",
        """Cierre (el último en salir):
1. descargar el último ciclo del autoclave
2. aspiración: pasar líquido limpiador y apagar
3. apagar el compresor
4. apagar los ordenadores de los gabinetes
5. alarma: código y salir en 30 s
""",
        updated="2025-03-18",
    ),
    "cierre/fin-de-jornada.md": topic(
        "Fin de jornada",
        "Lista para quien cierra la clínica",
        "feedback",
        """Fin de jornada, quien cierra:
- compresor apagado
- ordenadores de los gabinetes apagados
- líquido limpiador por la aspiración, y apagarla
- autoclave vacío (último ciclo descargado)
- alarma conectada: 30 segundos para salir
""",
        nested=True,
        session="9b8a7c6d-5e4f-4321-8fed-cba987654321",
        modified="2025-07-01T20:31:40Z",
        updated="2025-07-01",
    ),
    # --- clínica -------------------------------------------------------------------------
    "clinica/anticoagulados.md": topic(
        "Anticoagulados",
        "Pacientes con Sintrom antes de extracciones",
        "feedback",
        """Paciente con Sintrom/acenocumarol antes de extracción o cirugía:
- INR del mismo día (o del día antes)
- INR ≤ 3: se hace, con hemostático local
- INR > 3: no se hace; reprogramar y avisar a su hematólogo
- nunca decirle que suspenda el Sintrom por su cuenta
""",
        updated="2025-04-22",
    ),
    "clinica/pacientes-sintrom.md": topic(
        "Pacientes que toman acenocumarol",
        "Qué hacer si un paciente anticoagulado viene a una extracción",
        "feedback",
        """Si un paciente que toma acenocumarol viene a sacarse una muela o a una cirugía, hay que
tener su INR de ese día o del anterior. Con 3 o menos seguimos adelante, usando hemostático
local; por encima de 3 se cambia la cita y se informa a su hematólogo. Y que no deje la
medicación por su cuenta: eso lo decide su médico.
""",
        updated="2025-10-08",
    ),
}

FILES = with_index(
    N,
    title="Clínica Dental Arribas — memoria",
    sections={
        "horario/": "Horario y personal",
        "personal/": "Horario y personal",
        "agenda/": "Horario y personal",
        "pacientes/": "Recepción",
        "telefono/": "Recepción",
        "seguros/": "Recepción",
        "almacen/": "Almacén y proveedores",
        "proveedores/": "Almacén y proveedores",
        "laboratorio/": "Almacén y proveedores",
        "esterilizacion/": "Clínica",
        "gabinetes/": "Clínica",
        "urgencias/": "Clínica",
        "clinica/": "Clínica",
        "cierre/": "Clínica",
        "software/": "Otros",
        "reforma/": "Otros",
    },
)


Q, S = questions_in("es")


MEMDIR = LabelledMemdir(
    name="clinica_dental",
    half="tuning",
    language="es",
    domain="clínica dental (recepción y clínica)",
    style="terse Spanish lists and tables, a few sentences",
    files=FILES,
    pairs=[
        # contradictions
        P(
            "contradiction",
            "horario/horario-2025.md",
            "horario/sabados.md",
            "time-moved",
            "Sábado 9:00–13:00 vs 10:00–14:00.",
        ),
        P(
            "contradiction",
            "almacen/stock-minimos.md",
            "almacen/articaina.md",
            "threshold-changed",
            "Pedir articaína con 5 cajas vs con 8.",
        ),
        P(
            "contradiction",
            "esterilizacion/registro-autoclave.md",
            "esterilizacion/responsable.md",
            "owner-changed",
            "Registro lo firma Iván vs Sonia Prieto.",
        ),
        P(
            "contradiction",
            "gabinetes/distribucion.md",
            "gabinetes/sala-quirurgica.md",
            "renamed",
            "Gabinete 3 vs Sala Quirúrgica.",
        ),
        P(
            "contradiction",
            "pacientes/confirmar-citas.md",
            "pacientes/whatsapp-recordatorios.md",
            "policy-reversed",
            "Llamar a todos para confirmar vs no llamar para confirmar.",
        ),
        P(
            "contradiction",
            "laboratorio/pisuerga.md",
            "laboratorio/dental-nogal.md",
            "tool-switched",
            "Prótesis a Laboratorio Pisuerga vs Dental Nogal.",
        ),
        P(
            "contradiction",
            "urgencias/dea.md",
            "urgencias/recepcion-urgencias.md",
            "location-changed",
            "DEA en el pasillo entre gabinetes 1 y 2 vs bajo el mostrador de recepción.",
        ),
        P(
            "contradiction",
            "personal/turnos.md",
            "personal/tarde-2026.md",
            "count-changed",
            "Tarde con 2 auxiliares vs 3.",
        ),
        P(
            "contradiction",
            "seguros/dkv.md",
            "seguros/pago-y-reembolso.md",
            "reworded-conflict",
            "Se factura directo a DKV vs el paciente paga y la clínica no cobra a aseguradoras.",
        ),
        # duplicates
        P(
            "duplicate",
            "cierre/protocolo-cierre.md",
            "cierre/fin-de-jornada.md",
            "reordered",
            "Los mismos cinco pasos de cierre en otro orden.",
        ),
        P(
            "duplicate",
            "clinica/anticoagulados.md",
            "clinica/pacientes-sintrom.md",
            "paraphrased",
            "Regla del INR ≤ 3 en lista y en prosa.",
        ),
        # decoys
        P(
            "decoy",
            "agenda/dra-arribas.md",
            "agenda/dr-ugarte.md",
            "two-peoples-preferences",
            "Huecos de 30 min y nada tras 19:00 vs 20 min y hasta 19:40.",
        ),
        P(
            "decoy",
            "proveedores/pedido-3317.md",
            "software/incidencia-3317.md",
            "same-ticket-ids",
            "3317 es un pedido de material y una incidencia del programa.",
        ),
        P(
            "decoy",
            "reforma/fase-1.md",
            "reforma/fase-2.md",
            "phase1-vs-phase2",
            "Fase 1 recepción 21.000 € con cierre vs fase 2 sillones 34.500 € sin cerrar.",
        ),
        P(
            "decoy",
            "esterilizacion/registro-autoclave.md",
            "esterilizacion/incidencia-control-biologico.md",
            "rule-vs-incident",
            "Control biológico los lunes y el lunes de puente en que no se hizo.",
        ),
        P(
            "decoy",
            "pacientes/whatsapp-recordatorios.md",
            "laboratorio/dental-nogal.md",
            "shared-technology",
            "WhatsApp para recordatorios de citas vs para fotos de color al laboratorio.",
        ),
        P(
            "decoy",
            "pacientes/whatsapp-recordatorios.md",
            "telefono/no-precios.md",
            "two-donts-different-things",
            "No llamar para confirmar vs no dar precios por teléfono.",
        ),
        P(
            "decoy",
            "horario/horario-2025.md",
            "personal/turnos.md",
            "related-consistent",
            "Turnos 8:30–14:30 y 15:30–20:30 cubren la apertura 9–14 y 16–20.",
        ),
        P(
            "decoy",
            "almacen/stock-minimos.md",
            "proveedores/pedido-3317.md",
            "related-consistent",
            "Pedidos a Henry Schein los miércoles; el 3317 es de un miércoles.",
        ),
    ],
    questions=[
        Q(
            "¿A qué hora abrimos los sábados?",
            "horario/horario-2025.md",
            "horario/sabados.md",
        ),
        Q(
            "¿Con cuántas cajas de articaína hay que hacer el pedido?",
            "almacen/stock-minimos.md",
            "almacen/articaina.md",
        ),
        Q(
            "¿Quién se encarga ahora de firmar el registro del autoclave?",
            "esterilizacion/registro-autoclave.md",
            "esterilizacion/responsable.md",
        ),
        Q(
            "¿Cómo se llama ahora el gabinete donde opera el doctor Ferrer?",
            "gabinetes/distribucion.md",
            "gabinetes/sala-quirurgica.md",
        ),
        Q(
            "¿Hay que llamar a los pacientes el día antes para confirmarles la cita?",
            "pacientes/confirmar-citas.md",
            "pacientes/whatsapp-recordatorios.md",
        ),
        Q(
            "¿A qué laboratorio mandamos las coronas y los puentes?",
            "laboratorio/pisuerga.md",
            "laboratorio/dental-nogal.md",
        ),
        Q(
            "¿Dónde está guardado el desfibrilador?",
            "urgencias/dea.md",
            "urgencias/recepcion-urgencias.md",
        ),
        Q(
            "¿Cuántas auxiliares trabajan en el turno de tarde?",
            "personal/turnos.md",
            "personal/tarde-2026.md",
        ),
        Q(
            "Si viene un paciente de DKV, ¿le cobramos a él o se lo facturamos al seguro?",
            "seguros/dkv.md",
            "seguros/pago-y-reembolso.md",
        ),
        Q(
            "¿Le puedo decir a un paciente por teléfono cuánto cuesta un implante?",
            "telefono/no-precios.md",
        ),
        Q(
            "¿Qué tiene que hacer el que cierra la clínica antes de irse?",
            "cierre/protocolo-cierre.md",
            "cierre/fin-de-jornada.md",
        ),
        Q(
            "¿Con qué INR se le puede sacar una muela a un paciente que toma Sintrom?",
            "clinica/anticoagulados.md",
            "clinica/pacientes-sintrom.md",
        ),
        Q(
            "¿De cuánto son los huecos en la agenda del doctor Ugarte?",
            "agenda/dr-ugarte.md",
        ),
        Q(
            "¿Qué días estuvo cerrada la clínica por la obra de recepción?",
            "reforma/fase-1.md",
        ),
        Q(
            "Vale, gracias. ¿Y qué pasó al final con lo de las recetas que salían en blanco?",
            "software/incidencia-3317.md",
            conversational=True,
        ),
        Q(
            "Perfecto, muchas gracias. Oye, ¿y qué día toca hacer el control biológico?",
            "esterilizacion/registro-autoclave.md",
            conversational=True,
        ),
        S("¡Buenos días! ¿Qué tal va todo?"),
        S("Muchísimas gracias, me has salvado la mañana."),
        S("Genial, qué bien lo has explicado."),
        S("Vale, pasamos a otra cosa."),
        S("Hasta mañana, que descanses."),
        S("Uf, vaya día llevamos hoy..."),
        S("Un momento, que me están llamando."),
    ],
    complete_labels=True,
)
