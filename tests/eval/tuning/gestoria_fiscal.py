"""Memoria del agente de una gestoría fiscal pequeña (Arnal & Sanz Asesores, Zaragoza).

Estilo: en español, notas escuetas, listas y un par de tablas (reparto de trabajo, plazos,
tarifas); preguntas como frases enteras.
"""

from tests.eval.dataset import (
    LabelledMemdir,
    questions_in,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

N = {
    "equipo/quien-lleva-que.md": topic(
        "Quién lleva qué",
        "Reparto de clientes y tareas en la oficina",
        "reference",
        """
| Área | Responsable | Suplente |
|---|---|---|
| IVA e IRPF de autónomos (303, 130) | Jorge | Lucía |
| Sociedades (IS, 200, 202, cuentas anuales) | Marta | Jorge |
| Nóminas y seguros sociales | Raúl | — |
| Rentas de particulares | Lucía | Pilar |
| Recepción, citas y archivo | Pilar | — |

Reunión de equipo: lunes 9:15–9:45 en la sala pequeña. Orden: plazos de la semana, incidencias,
citas. Pilar toma nota en el cuaderno de actas.
""",
        updated="2025-09-01",
    ),
    "equipo/cambios-enero.md": topic(
        "Cambios de reparto enero 2026",
        "Nueva asignación de la cartera de autónomos",
        "project",
        """
Reparto desde el 12/01/2026:

- Lucía: todos los trimestrales de autónomos (303 y 130). Hereda la cartera de Jorge, unos 85
  clientes.
- Jorge: apoyo a Marta en cierres y cuentas anuales de sociedades.
- Avisar a los autónomos afectados con la plantilla «Cambio de técnico».
""",
        updated="2026-01-08",
        nested=True,
        session="0b4f6a2e-91c3-4d7e-a5b8-3e2c1d9f7a60",
    ),
    "notas/pendientes.md": topic(
        "Temas pendientes",
        "Decisiones abiertas para la próxima reunión",
        "project",
        """
Pendiente de decidir:

- ¿Abrimos los sábados por la mañana en junio por la renta?
- ¿Cobramos la renta aparte a los clientes con iguala mensual?
- Apoderamiento en la AEAT: ¿para todos los autónomos o solo para los nuevos?
- Escáner de recepción: ¿repararlo o comprar uno?
""",
        updated="2026-02-10",
    ),
    "notas/acuerdos-marzo.md": topic(
        "Acuerdos 3 de marzo",
        "Lo que se decidió en la reunión del 3/3/2026",
        "project",
        """
Acuerdos reunión 03/03/2026:

1. Los sábados de junio NO se abre. Quien no pueda venir entre semana, cita el jueves por la
   tarde.
2. La reunión semanal pasa a los miércoles a las 13:30 (los lunes a primera hora eran imposibles
   con el teléfono sonando).
3. Se compra un escáner nuevo para recepción, presupuesto máximo 400 €.
""",
        updated="2026-03-04",
    ),
    "horario.md": topic(
        "Horario de oficina",
        "Horario de atención al público",
        "reference",
        """
- Lunes a jueves: 9:00–14:00 y 16:30–19:00
- Viernes: 9:00–14:00
- Julio y agosto: 8:00–15:00, tardes cerrado
- Sábados: cerrado
""",
        updated="2025-09-01",
    ),
    "procesos/revision-facturas.md": topic(
        "Revisión de facturas",
        "Qué facturas revisa Marta antes de contabilizar",
        "feedback",
        """
Facturas recibidas de sociedades: toda factura de más de 3.000 € (base imponible) la revisa
Marta antes de contabilizarla. Motivo: los errores con el IVA intracomunitario de 2024.
Marcarla con la etiqueta REVISAR.
""",
        updated="2025-06-20",
    ),
    "procesos/umbral-revision.md": topic(
        "Criterio de revisión previa",
        "Importe a partir del cual una factura pasa por Marta",
        "feedback",
        """
Con la comprobación de Hacienda a Talleres Ebro encima, Marta quiere ver antes de contabilizar
cualquier factura que pase de 1.500 €. Misma etiqueta: REVISAR.
""",
        updated="2026-02-24",
    ),
    "procesos/justificantes.md": topic(
        "Justificantes de presentación",
        "Qué hacer después de presentar un modelo",
        "feedback",
        """
Tras presentar cualquier modelo:

1. Descargar el justificante (PDF con CSV).
2. Guardarlo en la carpeta del cliente, subcarpeta del año.
3. Mandárselo SIEMPRE por email al cliente el mismo día, con la plantilla «Presentado».
""",
        updated="2025-05-12",
    ),
    "procesos/portal-cliente.md": topic(
        "Portal del cliente",
        "Cómo recibe ahora el cliente sus justificantes",
        "feedback",
        """
Justificantes: ya no se mandan por correo. Se suben al portal del cliente (apartado
«Presentaciones») y el portal le avisa solo.

Por qué: clientes que decían no haberlo recibido y correos que acababan en spam. Si alguien lo
pide expresamente por email se le reenvía, pero nunca de oficio.
""",
        updated="2026-01-20",
    ),
    "procesos/ok-cliente.md": topic(
        "Conformidad del cliente",
        "Requisito antes de presentar una declaración",
        "feedback",
        """
Ninguna declaración sale sin el visto bueno del cliente por escrito. Sin conformidad firmada o
contestada, no se presenta. La conformidad se guarda en el expediente.
""",
        updated="2025-04-02",
    ),
    "procesos/sin-respuesta.md": topic(
        "Cliente que no contesta",
        "Qué hacer cuando se acaba el plazo y el cliente está callado",
        "feedback",
        """
Si a 48 horas del último día el cliente sigue sin decir nada, presentamos con los datos que
tenemos (mejor eso que un recargo) y le llamamos después para contárselo. Apuntarlo en
observaciones.
""",
        updated="2026-04-15",
    ),
    "archivo/carpetas.md": topic(
        "Carpeta compartida",
        "Estructura de la carpeta de clientes en red",
        "reference",
        """
```
\\\\SERVIDOR\\Clientes\\
  <NIF> - <Nombre>\\
    <año>\\
      Modelos\\
      Facturas\\
      Correspondencia\\
```

Nada en el escritorio del PC: todo aquí.
""",
        updated="2025-03-10",
    ),
    "archivo/papel.md": topic(
        "Archivo en papel",
        "Dónde están los expedientes en papel de ejercicios cerrados",
        "reference",
        """
- Cajas archivadoras de años cerrados: sótano, estanterías por año.
- Llave del sótano: cajón de Pilar.
- Se guardan 6 años (4 de prescripción + margen); luego destrucción certificada.
""",
        updated="2025-03-10",
    ),
    "archivo/trastero.md": topic(
        "Traslado del archivo",
        "Cajas de años cerrados tras la obra de humedades",
        "project",
        """
Por la obra de humedades del sótano, todas las cajas de ejercicios cerrados se han llevado al
trastero de la calle Predicadores 21 (local 2). Llaves: Pilar y Marta. Quien necesite un
expediente antiguo, que lo pida con un día de antelación.
""",
        updated="2025-11-18",
    ),
    "software/contabilidad.md": topic(
        "Programa de contabilidad",
        "Con qué se lleva la contabilidad de los clientes",
        "reference",
        """
- Programa: ContaSol, licencia de red, 5 puestos.
- Copia de seguridad cada noche.
- Un fichero de empresa por cliente; código = NIF.
""",
        updated="2025-03-10",
    ),
    "software/migracion.md": topic(
        "Migración enero 2026",
        "Cambio de programa y de servidor en enero",
        "project",
        """
Hecho en enero:

- Contabilidad de todos los clientes pasada a A3innuva (en la nube). ContaSol se queda solo para
  consultar ejercicios antiguos hasta junio.
- Servidor viejo retirado. La carpeta compartida está ahora en el NAS y se llama Expedientes
  (`\\\\NAS01\\Expedientes`), con las mismas subcarpetas por NIF.
- Cualquier fallo de A3: abrir ticket en su web de soporte.
""",
        updated="2026-01-05",
    ),
    "software/incidencia-117.md": topic(
        "Ticket 117",
        "Fallo al importar extractos bancarios",
        "project",
        """
Ticket 117 en soporte de A3: al importar extractos de Ibercaja (Norma 43) duplica los apuntes.
Sin respuesta todavía. Mientras tanto: importar a mano y cuadrar saldos antes de cerrar el mes.
""",
        updated="2026-02-02",
    ),
    "campana-renta/personal.md": topic(
        "Campaña de renta: personal",
        "Quién atiende las citas de la renta",
        "reference",
        """
Campaña renta 2024 (abril–junio 2025):

- Atienden citas 3 personas: Lucía, Pilar y Jorge (este por las tardes).
- Citas de 30 min, máximo 14 al día.
- Agenda en Google Calendar, calendario «Renta».
""",
        updated="2025-03-25",
    ),
    "campana-renta/personal-2026.md": topic(
        "Renta 2025: quién atiende",
        "Personas en citas de renta esta campaña",
        "project",
        """
Esta campaña las citas de renta las llevan solo Lucía y Pilar. Jorge no entra, está con los
cierres de sociedades. Citas de 30 min como siempre, en el calendario «Renta».
""",
        updated="2026-03-30",
    ),
    "campana-renta/documentacion.md": topic(
        "Documentación renta",
        "Qué pedir al cliente para hacerle la renta",
        "reference",
        """
Pedir al cliente:

- DNI y número de referencia (o Cl@ve)
- Certificados de retenciones del trabajo
- Recibo del IBI / referencia catastral de sus inmuebles
- Contratos de alquiler y gastos, si alquila
- Donativos, cuotas sindicales, aportaciones a planes de pensiones
- Cuenta bancaria para la devolución
""",
        updated="2025-03-25",
    ),
    "campana-renta/lista-cita.md": topic(
        "Lista para la cita",
        "Lo que tiene que traer el cliente a la cita de la renta",
        "reference",
        """
Que el cliente traiga:

- Cuenta para la devolución
- Planes de pensiones, donativos y cuotas sindicales
- Si tiene pisos alquilados: contratos y gastos
- IBI o referencia catastral
- Retenciones del trabajo (certificado de la empresa)
- DNI + referencia de la AEAT o Cl@ve
""",
        updated="2026-03-30",
    ),
    "clientes/castan.md": topic(
        "Miguel Castán",
        "Cómo tratar con el Sr. Castán (autónomo, fontanería)",
        "user",
        """
- Autónomo, fontanería. Trimestrales 303 y 130.
- Para cualquier cosa: llamarle por teléfono, mejor por la mañana. Los correos largos no los lee.
- Trae las facturas en una carpeta azul hacia el día 5 del mes de presentación.
""",
        updated="2025-10-02",
    ),
    "clientes/lafuente.md": topic(
        "Hermanos Lafuente SL",
        "Cliente de transportes: contacto y expediente abierto",
        "user",
        """
- Transportes. Interlocutora: Elena Lafuente.
- Todo por email, que quede por escrito. No llamar salvo urgencia.
- Expediente 2025/117: recurso contra una sanción de tráfico de la DGT a uno de sus camiones.
  Plazo de alegaciones: 20 días hábiles desde la notificación.
""",
        updated="2025-11-12",
    ),
    "normas/originales.md": topic(
        "Documentos originales",
        "A quién se pueden entregar escrituras y contratos originales",
        "feedback",
        """
Originales (escrituras, contratos, DNI): no se entregan a nadie que no sea el titular, salvo
autorización firmada + copia del DNI del autorizado. Toda entrega se apunta en el libro de
recepción.
""",
        updated="2025-02-14",
    ),
    "normas/incidente-pardo.md": topic(
        "Incidente escritura Pardo",
        "Entrega indebida de una escritura en marzo",
        "project",
        """
12/03/2026: con Pilar de vacaciones, la sustituta entregó la escritura de compraventa de la
Sra. Pardo a su yerno sin autorización. Se recuperó al día siguiente. La Sra. Pardo está
informada y no quiere ir más allá. Se recordó la norma a todos en la reunión.
""",
        updated="2026-03-13",
    ),
    "normas/telefono.md": topic(
        "Datos por teléfono",
        "No informar de expedientes sin identificar a quien llama",
        "feedback",
        """
No dar datos de un expediente por teléfono sin comprobar quién llama: pedir DNI y fecha de
nacimiento del titular.
""",
        updated="2025-10-20",
    ),
    "normas/telefono-identidad.md": topic(
        "Verificar identidad en llamadas",
        "Comprobación antes de contestar por teléfono",
        "feedback",
        """
Llamadas preguntando por una declaración: antes de decir nada, verificar la identidad (DNI +
fecha de nacimiento). Si no coincide, no se informa de nada.
""",
        updated="2025-10-20",
    ),
    "plazos/calendario.md": topic(
        "Calendario de plazos",
        "Plazos de presentación de los modelos que llevamos",
        "reference",
        """
| Modelo | Qué es | Plazo |
|---|---|---|
| 303 / 130 | IVA e IRPF trimestral | 1–20 abr, 1–20 jul, 1–20 oct, 1–30 ene |
| 111 / 115 | retenciones trimestrales | como el 303 |
| 390 | resumen anual de IVA | 1–30 ene |
| 190 / 180 | resúmenes anuales de retenciones | 1–31 ene |
| 347 | operaciones con terceros | febrero |
| 100 (renta) | particulares | abril – 30 jun |
| 200 | Impuesto sobre Sociedades | 1–25 jul |

Si se domicilia el pago, el plazo acaba antes (día 15; en renta, hacia el 25 de junio).
""",
        updated="2025-12-15",
    ),
    "tarifas/2025.md": topic(
        "Tarifas 2025",
        "Precios de los servicios en 2025",
        "reference",
        """
| Servicio | Precio |
|---|---|
| Renta sin actividad | 45 € |
| Renta con actividad o alquileres | 80 € |
| Trimestral de autónomo (303 + 130) | 55 € / trimestre |
| Contabilidad de sociedad | desde 120 € / mes |
""",
        updated="2025-01-10",
        extra={"status": "superseded", "superseded_by": "tarifas/2026.md"},
    ),
    "tarifas/2026.md": topic(
        "Tarifas 2026",
        "Precios de los servicios desde enero de 2026",
        "reference",
        """
| Servicio | Precio |
|---|---|
| Renta sin actividad | 50 € |
| Renta con actividad o alquileres | 90 € |
| Trimestral de autónomo (303 + 130) | 60 € / trimestre |
| Contabilidad de sociedad | desde 130 € / mes |

IVA aparte.
""",
        updated="2026-01-12",
    ),
}

FILES = with_index(
    N,
    title="Memoria — Arnal & Sanz Asesores",
    sections={
        "equipo/": "Equipo",
        "notas/": "Reuniones",
        "procesos/": "Procesos",
        "normas/": "Normas",
        "archivo/": "Archivo",
        "software/": "Programas",
        "campana-renta/": "Campaña de renta",
        "clientes/": "Clientes",
        "plazos/": "Plazos",
        "tarifas/": "Tarifas",
    },
)


Q, S = questions_in("es")


MEMDIR = LabelledMemdir(
    name="gestoria_fiscal",
    half="tuning",
    language="es",
    domain="gestoría / asesoría fiscal pequeña",
    style="notas escuetas, listas y tablas",
    files=FILES,
    pairs=[
        # contradicciones
        P(
            "contradiction",
            "equipo/quien-lleva-que.md",
            "equipo/cambios-enero.md",
            "owner-changed",
            "303/130 de autónomos: Jorge vs Lucía desde el 12/01.",
        ),
        P(
            "contradiction",
            "equipo/quien-lleva-que.md",
            "notas/acuerdos-marzo.md",
            "time-moved",
            "Reunión de equipo lunes 9:15 vs miércoles 13:30.",
        ),
        P(
            "contradiction",
            "procesos/revision-facturas.md",
            "procesos/umbral-revision.md",
            "threshold-changed",
            "Marta revisa facturas de más de 3.000 € vs de más de 1.500 €.",
        ),
        P(
            "contradiction",
            "archivo/carpetas.md",
            "software/migracion.md",
            "renamed",
            "Carpeta compartida Clientes vs Expedientes.",
        ),
        P(
            "contradiction",
            "procesos/justificantes.md",
            "procesos/portal-cliente.md",
            "policy-reversed",
            "Justificante siempre por email vs ya no se manda por correo, va al portal.",
        ),
        P(
            "contradiction",
            "software/contabilidad.md",
            "software/migracion.md",
            "tool-switched",
            "Contabilidad en ContaSol vs en A3innuva.",
        ),
        P(
            "contradiction",
            "archivo/papel.md",
            "archivo/trastero.md",
            "location-changed",
            "Cajas de años cerrados en el sótano vs en el trastero de Predicadores 21.",
        ),
        P(
            "contradiction",
            "campana-renta/personal.md",
            "campana-renta/personal-2026.md",
            "count-changed",
            "3 personas en citas de renta vs 2.",
        ),
        P(
            "contradiction",
            "procesos/ok-cliente.md",
            "procesos/sin-respuesta.md",
            "reworded-conflict",
            "Nada sale sin conformidad escrita vs si calla a 48 h se presenta igual.",
        ),
        # duplicados
        P(
            "duplicate",
            "normas/telefono.md",
            "normas/telefono-identidad.md",
            "same-rule-restated",
            "La misma norma de verificar DNI y fecha de nacimiento, guardada dos veces.",
        ),
        P(
            "duplicate",
            "campana-renta/documentacion.md",
            "campana-renta/lista-cita.md",
            "reordered",
            "La misma lista de documentos de renta en orden inverso.",
        ),
        # señuelos
        P(
            "decoy",
            "clientes/lafuente.md",
            "software/incidencia-117.md",
            "same-ticket-ids",
            "Expediente 2025/117 (sanción DGT) vs ticket 117 de A3 (extractos).",
        ),
        P(
            "decoy",
            "clientes/castan.md",
            "clientes/lafuente.md",
            "two-peoples-preferences",
            "Castán quiere teléfono; Lafuente quiere email y que no la llamen.",
        ),
        P(
            "decoy",
            "normas/originales.md",
            "normas/incidente-pardo.md",
            "rule-vs-incident",
            "Norma de originales y la entrega indebida de la escritura Pardo.",
        ),
        P(
            "decoy",
            "notas/pendientes.md",
            "notas/acuerdos-marzo.md",
            "open-questions-vs-settled",
            "¿Sábados de junio? ¿escáner? vs no se abre y se compra escáner.",
        ),
        P(
            "decoy",
            "normas/originales.md",
            "normas/telefono.md",
            "two-donts-different-things",
            "No entregar originales vs no dar datos por teléfono sin verificar.",
        ),
        P(
            "decoy",
            "normas/originales.md",
            "normas/telefono-identidad.md",
            "two-donts-different-things",
            "No entregar originales vs no informar por teléfono sin verificar.",
        ),
        P(
            "decoy",
            "tarifas/2025.md",
            "tarifas/2026.md",
            "superseded-and-successor",
            "Tarifas 2025 (sustituidas) vs tarifas 2026.",
        ),
        P(
            "decoy",
            "notas/acuerdos-marzo.md",
            "horario.md",
            "related-consistent",
            "Sábados cerrado en el horario; en junio tampoco se abre.",
        ),
        P(
            "decoy",
            "notas/pendientes.md",
            "horario.md",
            "related-consistent",
            "Pregunta si abrir sábados de junio; el horario dice sábados cerrado.",
        ),
        P(
            "decoy",
            "software/migracion.md",
            "software/incidencia-117.md",
            "related-consistent",
            "Fallos de A3 por ticket de soporte; el ticket 117 es uno de ellos.",
        ),
        P(
            "decoy",
            "equipo/cambios-enero.md",
            "campana-renta/personal-2026.md",
            "related-consistent",
            "Jorge moves to sociedades; so he is out of the renta appointments. Agree.",
        ),
    ],
    questions=[
        Q(
            "¿Quién lleva ahora los trimestrales de los autónomos?",
            "equipo/quien-lleva-que.md",
            "equipo/cambios-enero.md",
        ),
        Q(
            "¿A partir de qué importe tiene que revisar Marta una factura antes de contabilizarla?",
            "procesos/revision-facturas.md",
            "procesos/umbral-revision.md",
        ),
        Q(
            "¿Qué día y a qué hora es la reunión semanal del equipo?",
            "equipo/quien-lleva-que.md",
            "notas/acuerdos-marzo.md",
        ),
        Q(
            "¿Dónde están guardadas las cajas de los ejercicios ya cerrados?",
            "archivo/papel.md",
            "archivo/trastero.md",
        ),
        Q(
            "¿Seguimos mandando el justificante por correo al cliente después de presentar?",
            "procesos/justificantes.md",
            "procesos/portal-cliente.md",
        ),
        Q(
            "¿Con qué programa llevamos ahora la contabilidad de los clientes?",
            "software/contabilidad.md",
            "software/migracion.md",
        ),
        Q(
            "¿Cuántas personas van a atender citas en la campaña de la renta este año?",
            "campana-renta/personal.md",
            "campana-renta/personal-2026.md",
        ),
        Q(
            "¿Qué hacemos si el cliente no contesta y se nos acaba el plazo?",
            "procesos/ok-cliente.md",
            "procesos/sin-respuesta.md",
        ),
        Q(
            "¿Cómo se llama la carpeta compartida donde guardamos lo de cada cliente?",
            "archivo/carpetas.md",
            "software/migracion.md",
        ),
        Q(
            "¿Cuánto le cobramos a un cliente por una renta con alquileres?",
            "tarifas/2026.md",
            "tarifas/2025.md",
        ),
        Q(
            "¿Hasta qué día se puede presentar el 303 del segundo trimestre?",
            "plazos/calendario.md",
        ),
        Q(
            "¿Qué pasó con la escritura de la señora Pardo?",
            "normas/incidente-pardo.md",
            "normas/originales.md",
        ),
        Q(
            "¿Qué horario tenemos en julio y agosto?",
            "horario.md",
        ),
        Q(
            "¿Qué papeles tiene que traer el cliente a la cita de la renta?",
            "campana-renta/documentacion.md",
            "campana-renta/lista-cita.md",
        ),
        Q(
            "Si llama alguien preguntando por la declaración de su madre, ¿le puedo dar los datos?",
            "normas/telefono.md",
            "normas/telefono-identidad.md",
        ),
        Q(
            "Vale, gracias. ¿Y al señor Castán cómo le pido los papeles que faltan?",
            "clientes/castan.md",
            conversational=True,
        ),
        Q(
            "Perfecto. Oye, ¿y lo de abrir los sábados en junio se decidió al final o no?",
            "notas/acuerdos-marzo.md",
            "notas/pendientes.md",
            conversational=True,
        ),
        S("Buenos días"),
        S("Muchas gracias, me has salvado la mañana"),
        S("Vale, pasamos a otra cosa"),
        S("Hasta mañana, que descanses"),
        S("Qué bien explicado, de verdad"),
        S("Un momento, que me están llamando"),
        S("jaja vale"),
        S("Buenas tardes, ¿qué tal va el día?"),
        S("Gracias, con esto cierro el viernes tranquila"),
        S("Me voy a por un café, ahora vuelvo"),
        S("De acuerdo"),
        S("Genial, gracias"),
        S("¿Estás ahí todavía?"),
        S("¿Y tú qué tal hoy?"),
        S("Menudo cierzo hace hoy en Zaragoza"),
        S("Hoy el teléfono no ha parado en toda la mañana, qué agobio"),
        S("Felices fiestas, ¡nos vemos a la vuelta de vacaciones!"),
        Q(
            "¿Cómo aviso a los autónomos de que les cambia la persona que les lleva los trimestrales?",
            "equipo/cambios-enero.md",
        ),
        Q(
            "qe hago si el A3 me duplica los apuntes al importar el banco",
            "software/incidencia-117.md",
        ),
        Q("Dime cuántos años guardamos los expedientes en papel", "archivo/papel.md"),
        Q("¿Quién tiene la llave del trastero?", "archivo/trastero.md"),
        Q(
            "¿Puedo darle la escritura original al yerno de una clienta?",
            "normas/originales.md",
            "normas/incidente-pardo.md",
        ),
        Q(
            "¿En qué mes va la declaración de operaciones con terceros?",
            "plazos/calendario.md",
        ),
        Q(
            "Ah vale, entendido. ¿Y a Elena Lafuente la llamamos o le escribimos?",
            "clientes/lafuente.md",
            conversational=True,
        ),
        Q(
            "Gracias, crack. Una cosa más: ¿cuánto nos podemos gastar en el escáner nuevo?",
            "notas/acuerdos-marzo.md",
            conversational=True,
        ),
    ],
    complete_labels=True,
)
