# Written for held-out half heldout10 by a writer who never read a detector; measured there
# once as the newest half (contradiction precision 47%, recall 10%); moved to tuning so that
# tuning sees where the detectors still go wrong. heldout11 replaced it.
"""A Galician fishermen's guild (cofradía) agent memory: terse lists, a boat table, long actas."""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    # --- cofradía y gente -------------------------------------------------------------------
    "cofradia/carmen.md": topic(
        "Cómo quiere las cosas Carmen",
        "Carmen (secretaría) lo quiere todo por escrito y en lista",
        "user",
        """Carmen: todo por escrito. Lista corta, por email o WhatsApp de texto.
Audios NO, dice q no los escucha ni muerta.
Si hay cifras (kg, €, litros) → en tabla.
""",
        updated="2025-01-14",
    ),
    "cofradia/andres.md": topic(
        "Andrés y el teléfono",
        "Andrés (lonja) prefiere llamadas a mensajes",
        "user",
        """Andrés no mira el WhatsApp mientras subasta. Lo suyo: llamada al móvil de la lonja.
Si no coge, otra vez a los 5 min. Mensajes largos, no; le pierden.
""",
        updated="2025-01-20",
    ),
    "cofradia/grupos-whatsapp.md": topic(
        "Grupos de WhatsApp",
        "Qué grupo es para qué y dónde van los avisos oficiales",
        "reference",
        """Grupos de la cofradía:
- «Lonxa Avisos» → solo avisos oficiales: hora de subasta, vedas, puerto cerrado por
  temporal. Escriben Carmen, Andrés y Lolo; el resto solo lee.
- «Patróns Lamas» → charla de patrones, ahí se pregunta de todo.
- «Percebeiros» → lo lleva Fina.

Si me piden mandar un aviso oficial: a «Lonxa Avisos», nunca a Patróns.
""",
        updated="2025-01-15",
    ),
    # --- barcos y puerto --------------------------------------------------------------------
    "barcos/lista-barcos.md": topic(
        "Lista de barcos",
        "Barcos socios: matrícula, eslora, arte, patrón y tripulantes",
        "reference",
        """Barcos socios (enero 2025):

| Barco | Matrícula | Eslora | Arte | Patrón | Trip. |
|---|---|---|---|---|---|
| Nuevo Carmiña | 3ª VI-5-3-98 | 21,4 m | cerco | Suso Rial | 10 |
| Virgen del Puerto | 3ª ST-3-4-07 | 19,8 m | cerco | Chema Gutiérrez | 9 |
| Estrela do Mar | 3ª VI-5-2-03 | 11,8 m | enmalle (volanta) | Sabela Costas | 3 |
| Sempre Mariñeiro | 3ª VI-5-7-01 | 9,4 m | palangrillo | Tino Abal | 2 |
| Dous Irmáns | 3ª VI-5-4-22 | 8,1 m | nasas / miños | Xurxo e Toño Vidal | 2 |
| O Rizo | 3ª VI-5-1-11 | 7,2 m | nasas (pulpo, nécora) | Moncho Lema | 2 |
| Mar de Lamas | 3ª VI-5-2-15 | 6,5 m | marisqueo a flote | Pili Barreiro | 1 |

Chema es de Santoña, aquí desde 2019, socio de pleno derecho (matrícula de Santander).
Percebeiros a pie van aparte, en la lista de Fina.
""",
        aliases=["flota", "barcos socios", "listado de barcos"],
        updated="2025-01-16",
    ),
    "puerto/amarres.md": topic(
        "Amarres en el puerto",
        "Qué barco amarra dónde y dónde van los de fuera",
        "reference",
        """Amarres, porto de Lamas:
- Pantalán A (plazas 1–18): artes menores. Estrela do Mar A-3, Sempre Mariñeiro A-7,
  O Rizo A-11, Dous Irmáns A-12, Mar de Lamas A-15.
- Muelle de poniente: cerco. Nuevo Carmiña y Virgen del Puerto, norays 4 a 7.
- Transeúntes (barcos de fuera q entran a abrigo por temporal): pantalán B, plazas 20–24.
  Q avisen a Brais por el canal 9 al entrar.
- Muelle de lonja: solo para descargar, nadie se queda ahí más de lo q dure la descarga.
""",
        aliases=["amarras", "plazas de amarre"],
        updated="2025-01-22",
    ),
    "puerto/no-cajas-pantalan.md": topic(
        "Nada de cajas en el pantalán",
        "No dejar cajas apiladas en el pantalán A",
        "feedback",
        """No se dejan cajas apiladas en el pantalán A, ni llenas ni vacías.
Con el viento van al agua y además cortan el paso a las carretillas.
Llenas → directas a la lonja. Vacías → a su sitio (ver cajas).
""",
        updated="2025-02-10",
    ),
    "puerto/descarga-rampa.md": topic(
        "Descarga por la rampa",
        "Qué hacen los de artes menores si la grúa está ocupada",
        "feedback",
        """Si la grúa del muelle de lonja está ocupada con el cerco, los de artes menores pueden
sacar las cajas a mano por la rampa del varadero y subirlas en carretilla a la lonja.
Peso y etiqueta, igual q siempre, en la báscula.
""",
        updated="2025-01-28",
    ),
    # --- lonja ------------------------------------------------------------------------------
    "lonja/horarios.md": topic(
        "Horarios de lonja",
        "Horas de subasta de marisco y pescado y hasta cuándo se entrega",
        "reference",
        """Lonja, L–V:
- Marisco (pulpo, nécora, centolla, percebe): subasta 8:30
- Pescado (bajura y cerco): subasta 17:00
- Entrega en báscula para la de la tarde: hasta las 16:15
- Sábado: solo marisco, 9:00. Domingo cerrado.
""",
        aliases=["hora de subasta", "horario subasta"],
        updated="2025-01-14",
    ),
    "lonja/primera-venta.md": topic(
        "Primera venta en lonja",
        "Todo lo que se desembarca se vende por la lonja",
        "feedback",
        """Todo lo q se desembarca en Lamas se vende en la lonja, primera venta, sin excepciones.
Ni a restaurantes, ni a particulares en el muelle, ni «unhas caixas pa un amigo».
Lo pide la ley (trazabilidad) y sin nota de primera venta no hay liquidación.
""",
        updated="2025-01-17",
    ),
    "lonja/venta-directa-propuesta.md": topic(
        "Venta directa a restaurantes (no)",
        "Lo que propuso XR en la junta de febrero y cómo quedó",
        "project",
        """Junta 25/02: XR propuso q los de artes menores pudieran vender directo a tres
restaurantes de Sanxenxo el pescado del día: «salimos ganando todos, e o peixe máis fresco».
Carmen y Lolo: no. Primera venta obligatoria por lonja y nos jugamos la autorización.
Queda como está.
""",
        updated="2025-02-26",
    ),
    "lonja/barcos-de-fuera.md": topic(
        "Barcos no socios en la lonja",
        "Si un barco de otro puerto puede vender aquí y qué se le cobra",
        "feedback",
        """Barcos q no son socios (Cangas, Bueu, alguno de Cantabria en la costera) pueden vender
en nuestra lonja. Se les cobra el 5% en vez del 3% de los socios y tienen q traer el
despacho y la licencia al día. Se les atiende igual q a uno de casa.
""",
        updated="2025-02-03",
    ),
    "lonja/aviso-descarga.md": topic(
        "Aviso de descarga grande",
        "Avisar a la lonja antes de descargar mucho pescado",
        "feedback",
        """Barco q vaya a descargar más de 500 kg → llamar a Andrés antes de las 15:00, para q
tenga cajas y hielo preparados en la báscula.
""",
        updated="2025-02-18",
    ),
    "lonja/aviso-descargas-grandes.md": topic(
        "Descargas grandes: llamar antes",
        "Recordatorio para patrones sobre avisar a Andrés",
        "feedback",
        """Pa los patrones: si traes más de medio millar de kilos, llamada a la lonja antes de
las tres de la tarde. Si no, Andrés no tiene ni el hielo ni las cajas listas en báscula.
""",
        updated="2025-02-18",
    ),
    # --- cámara y hielo ---------------------------------------------------------------------
    "camara/hielo.md": topic(
        "Hielo en escama",
        "Máquina de hielo: producción, horario de retirada y lo que es gratis",
        "reference",
        """Máquina de hielo en escama (al lado de la cámara 1):
- unas 8 t/día, silo de 20 t
- retirada 6:00–20:00 con la tarjeta de socio en el lector
- gratis hasta 200 kg por barco y día; lo q pase, 0,06 €/kg en la liquidación
- fuera de horario, llamar a Iván
""",
        aliases=["xeo", "escama", "máquina de hielo"],
        updated="2025-01-21",
    ),
    "camara/mantenimiento.md": topic(
        "Cámaras: frío y mantenimiento",
        "Temperaturas de las cámaras, quién las revisa y a quién avisa la alarma",
        "reference",
        """- Cámara 1 (conservación): 0 a 2 °C. Cámara 2 (congelado): −20 °C.
- Mantenimiento: Frigoríficos Mera (Vilagarcía). Compresores cada 3 meses; la máquina de
  hielo, en enero y julio.
- Alarma de temperatura → móvil de Iván; si no contesta, Lolo.
- Limpieza cámara 1: los lunes antes de la subasta de marisco.
""",
        aliases=["cámara frigorífica"],
        updated="2025-03-05",
    ),
    "avisos/2025-07-28-hielo.md": topic(
        "Hielo gratis desde agosto",
        "Aviso: cambia el hielo gratis por barco",
        "project",
        """A partir del 1 de agosto el hielo gratis baja a 150 kg por barco y día (el recibo de la
luz se disparó). Lo q pase, igual q antes: 0,06 €/kg, descontado en la liquidación.
Mandado al grupo de avisos el 28/7.
""",
        nested=True,
        session="a4c1e7d2-6b90-4f3a-8e15-0d2b9c7f4a61",
        modified="2025-07-28",
        updated="2025-07-28",
    ),
    # --- cuotas, vedas, tallas --------------------------------------------------------------
    "cuotas/cuotas-2025.md": topic(
        "Topes de captura 2025",
        "Cuánto puede traer cada barco por especie",
        "reference",
        """Topes 2025 (reparto OPP + cofradía):
- Caballa (campaña mar–may): máx. 3.000 kg por barco de cerco y día
- Jurel: 5.000 kg/día por barco de cerco
- Sardina: 7.000 kg/semana por barco, de lunes a jueves
- Merluza (artes menores): 120 kg/día por barco
Lo q pase del tope no se subasta, se decomisa.
""",
        aliases=["cuotas", "topes"],
        updated="2025-01-30",
    ),
    "cuotas/vedas.md": topic(
        "Vedas",
        "Cuándo está cerrado el pulpo, la centolla y la nécora",
        "reference",
        """Vedas en la zona (plan de la Xunta):
- Pulpo: del 1 de mayo al 15 de junio. Ni se sube a bordo, ni se descarga, ni se subasta.
- Centolla: cerrada del 1 de junio al 15 de noviembre.
- Nécora: cerrada de mediados de junio a finales de octubre (fechas exactas en la
  resolución de cada año).
- Percebe: va por plan de explotación, no por veda (ver fases).
En veda, las nasas de pulpo en tierra, o a bordo sin cebo.
""",
        updated="2025-02-05",
    ),
    "cuotas/pulpo-veda-incidente.md": topic(
        "O Rizo: pulpo en veda",
        "Lo que pasó el 6 de mayo con el pulpo del O Rizo",
        "project",
        """6/5/2025 — O Rizo entró con veintipico kilos de pulpo (veda desde el 1). Andrés no lo
metió en subasta; vino Gardacostas, decomiso y acta.
Expediente sancionador 312/2025 de la Consellería.
Moncho dice q eran de nasas q no pudo levantar antes del 30 por el temporal.
Carmen le ayuda con las alegaciones (plazo 15 días).
""",
        updated="2025-05-06",
    ),
    "cuotas/tallas.md": topic(
        "Tallas mínimas",
        "Tallas que se miran en báscula",
        "reference",
        """Tallas mínimas q miramos en báscula:
- Merluza 27 cm
- Jurel 15 cm
- Caballa 20 cm
- Sardina 11 cm
- Pulpo: 1 kg por pieza como mínimo
- Centolla 13 cm de caparazón
Lo q no da la talla, al agua. Si aparece en báscula no se subasta y se apunta al barco.
""",
        updated="2025-02-12",
    ),
    "cuotas/tallas-recordatorio.md": topic(
        "Repaso de tallas con Andrés",
        "Las medidas mínimas que no pasan en lonja",
        "reference",
        """Repaso con Andrés, q siempre hay dudas en la báscula:
pulpo, pieza de kilo como poco; merluza, no menos de 27; sardina 11, jurel 15, caballa 20;
la centolla se mide el caparazón, 13.
Lo pequeño no entra en subasta y queda apuntado a nombre del barco; a bordo se devuelve al mar.
""",
        updated="2025-03-20",
    ),
    "cuotas/percebe-fase1.md": topic(
        "Percebe 2025-26, fase 1",
        "Zonas, tope y días de la primera fase del plan de percebe",
        "project",
        """Plan de explotación do percebe 2025–26, FASE 1 (1 oct – 31 dic 2025):
- zonas abiertas: Os Forcados y Punta Laxe
- tope 4 kg por percebeiro y día
- 24 percebeiros con permex
- días de extracción los q fije Fina según mareas, máx. 12 al mes
""",
        updated="2025-09-15",
    ),
    "cuotas/percebe-fase2.md": topic(
        "Percebe 2025-26, fase 2",
        "Zonas, tope y días de la segunda fase del plan de percebe",
        "project",
        """FASE 2 do percebe (ene – mar 2026):
- se abre A Furna; Os Forcados descansa; Punta Laxe sigue
- tope 3 kg por percebeiro y día (en A Furna, 2 kg, q es pequena)
- los mismos 24 permex
- máx. 10 días al mes
""",
        updated="2025-11-28",
    ),
    # --- seguridad --------------------------------------------------------------------------
    "seguridad/chalecos.md": topic(
        "Chaleco en cubierta",
        "Chaleco autohinchable y baliza personal a bordo",
        "feedback",
        """En cubierta chaleco autohinchable SIEMPRE, tb en puerto maniobrando.
Cada tripulante con su baliza personal (PLB) enganchada.
Lolo lo dice en cada junta: el q no lo lleve, no sale.
""",
        updated="2025-02-20",
    ),
    "seguridad/simulacros.md": topic(
        "Simulacros hombre al agua",
        "Cuántos simulacros se hacen y quién los organiza",
        "reference",
        """Simulacros de hombre al agua: 2 al año, marzo y octubre, con Salvamento Marítimo y
Cruz Roja del Mar. Obligatorio para todos los barcos socios: patrón + un tripulante
como mínimo. Los organiza XR.
""",
        updated="2025-01-24",
    ),
    "seguridad/simulacros-trimestre.md": topic(
        "Simulacros cada trimestre",
        "Cambio en la frecuencia de los simulacros desde 2026",
        "project",
        """Desde 2026 los simulacros de hombre al agua pasan a ser cada trimestre, 4 al año, y no
dos. Lo pidió Capitanía después de lo de Bueu. Mismo formato, los sigue organizando XR.
""",
        nested=True,
        session="f0d83b27-91ac-4e6d-b5f2-3c8a17e9d046",
        modified="2025-11-05",
        updated="2025-11-05",
    ),
    "seguridad/no-fumar.md": topic(
        "Prohibido fumar",
        "Dónde no se fuma en las instalaciones",
        "feedback",
        """Prohibido fumar dentro de la lonja, en la sala de subasta, en las cámaras y al lado de
los depósitos de gasoil del muelle. El q quiera fumar, fuera, en la explanada.
""",
        updated="2025-02-10",
    ),
    "seguridad/telefonos.md": topic(
        "Teléfonos de emergencia",
        "Números a mano para emergencias en el mar y en el puerto",
        "reference",
        """Teléfonos de emergencia:
- Salvamento Marítimo (MRCC Finisterre): 900 202 202 / canal 16
- Emergencias: 112
- Guarda del puerto (Brais): 666 41 23 08
- Iván (mantenimiento, cámaras): 659 33 10 47
- Centro de salud Lamas, urgencias: 986 72 04 15
""",
        aliases=["emergencias"],
        updated="2025-01-24",
    ),
    "seguridad/balsas-2024.md": topic(
        "Revisión de balsas",
        "Dónde y cuándo se revisan las balsas salvavidas",
        "reference",
        """Revisión anual de balsas salvavidas: Survitec, Vigo, en marzo. Cada barco lleva la suya
el día q le toque; la cofradía paga el transporte.
""",
        updated="2024-11-18",
        extra={"status": "superseded", "superseded_by": "seguridad/balsas-2025.md"},
    ),
    "seguridad/balsas-2025.md": topic(
        "Revisión de balsas 2025",
        "Revisión de balsas salvavidas este año",
        "reference",
        """Balsas 2025: este año a Nautisat (Marín), en abril. Sale más barato y las recogen ellos
en el muelle de lonja, así q no hay transporte q pagar. Lista de turnos en la oficina.
""",
        updated="2025-03-11",
    ),
    # --- pagos ------------------------------------------------------------------------------
    "pagos/liquidaciones.md": topic(
        "Liquidación semanal a socios",
        "Cómo y cuándo se paga a los socios lo vendido en lonja",
        "reference",
        """Pagos a socios:
- semana de subasta: lunes a sábado
- Carmen prepara la liquidación el lunes y hace las transferencias el viernes
- descuentos: comisión de lonja 3%, hielo por encima de lo gratis, cajas perdidas
  (4 € cada una), cuota de la cofradía
- PDF de la liquidación a cada patrón por email
""",
        aliases=["pagos", "liquidaciones"],
        updated="2025-01-27",
    ),
    "pagos/gestoria.md": topic(
        "Ría Asesores",
        "La gestoría: contacto y de qué se encarga",
        "reference",
        """Ría Asesores — Rosa Bouzas, 986 50 77 12, rosa@riaasesores.example

Rosa saca la liquidación semanal de los socios y manda las transferencias los viernes desde
la banca de la cofradía. Patrón con dudas del importe o q le falte algo → q la llame a ella.
Tb lleva las nóminas de la lonja y los seguros sociales.
""",
        nested=True,
        session="2b7e9f40-c3d1-4a85-9e6b-71f0a2d5c938",
        modified="2025-09-08",
        updated="2025-09-08",
    ),
    "pagos/reclamacion-312.md": topic(
        "Reclamación 312",
        "Caja de pescadilla que faltaba en una liquidación de Tino",
        "project",
        """Reclamación 312 (15/4): Tino (Sempre Mariñeiro) dice q en la liquidación de la semana 14
le falta una caja de pescadilla, unos 18 kg.
Mirado con las notas de venta: salió en la subasta del martes a nombre del Estrela do Mar,
error de etiqueta. Se le abona en la semana 16 y se le descuenta a Sabela. Cerrada.
""",
        updated="2025-04-15",
    ),
    # --- proveedores ------------------------------------------------------------------------
    "proveedores/gasoil.md": topic(
        "Gasoil para los barcos",
        "Quién sirve el gasoil bonificado y cómo se pide",
        "reference",
        """Gasoil profesional (bonificado):
- proveedor: Petróleos Arousa, cisterna al muelle de poniente los martes
- pedidos a Carmen antes del lunes a las 12, con litros y barco
- se factura a cada barco; la cofradía solo junta los pedidos
""",
        aliases=["gasóleo", "combustible"],
        updated="2025-01-29",
    ),
    "proveedores/cajas.md": topic(
        "Cajas",
        "Cajas de la cofradía: cuántas, cómo se devuelven y dónde se guardan",
        "reference",
        """Cajas:
- azules de plástico 60×40, de Plásticos Lema (Ribeira). Son de la cofradía, marcadas «CP LAMAS»
- cada barco tiene 40 asignadas
- se devuelven lavadas (manguera de agua dulce al lado de la báscula)
- vacías → nave 2, detrás de la cámara, apiladas de 10 en 10
- caja perdida: 4 € en la liquidación
""",
        aliases=["caixas"],
        updated="2025-02-04",
    ),
    # --- fiesta -----------------------------------------------------------------------------
    "fiesta/carmen-pendiente.md": topic(
        "Festa do Carme: pendiente",
        "Lo que queda por decidir para la procesión del Carmen",
        "project",
        """Festa do Carme (16 de julio) — sin decidir todavía:
1. ¿Qué barco lleva a la Virxe en la procesión? (el año pasado, el Estrela do Mar)
2. Ruta: ¿hasta Punta Laxe y vuelta, o solo por dentro de la ría?
3. Hora de salida: ¿18:00 o 19:00?
4. Comida de socios: ¿pabellón o carpa del muelle?
5. Orquesta: ¿la paga el Concello o la cofradía?
""",
        updated="2025-05-30",
    ),
    # --- actas y resúmenes ------------------------------------------------------------------
    "recaps/2025-04-04-whatsapp.md": topic(
        "Resumen Patróns 4/4",
        "Resumen para Carmen de lo hablado en el grupo de patrones, 4 de abril",
        "project",
        """Resumen de lo q se habló hoy en «Patróns Lamas» (pa q Carmen no tenga q leer 200 msjs):

- Sabela: mñn no sale el Estrela, mar de fondo de 4 m y encima le falla la maquinilla. Iván
  se pasa a mirarla a las 10.
- Chema les avisó a Suso y a XR: el verdel, de momento nada de pasar de 2.000 kilos por
  marea, q lo dijo la OPP ayer en la reunión de A Coruña. Lo q sobre se queda en el mar, q en
  báscula no lo quieren ver. Suso contestó con el emoji del puño jaja
- Lo del gasóleo: lo trae Combustibles do Cantábrico, cisterna los jueves al muelle de
  poniente. Pedidos a Iván hasta el martes x la noche, litros y barco, x privado y no en el
  grupo porfa.
- Tino pregunta si alguien tiene un carrete de palangrillo de sobra, q se le rompió el suyo.
- Brais: las farolas del pantalán A siguen fundidas, ya dio parte al Concello (otra vez).
- Precios: caballa ayer a 0,90–1,10; la sardina muy bien, a 3 €.
- Moncho preguntó cuándo empieza la veda del pulpo. Le dije q el 1 de mayo, como siempre.

Nada más importante. Bss
""",
        nested=True,
        session="7c2d5a19-e4f8-4b03-a6d7-98e1f0c3b254",
        modified="2025-04-04",
        updated="2025-04-04",
    ),
    "actas/2025-06-18-junta.md": topic(
        "Acta junta 18/6",
        "Acta de la reunión de junta del 18 de junio",
        "project",
        """Acta reunión de junta, 18 de junio de 2025, oficina, 20:30
Asisten: Lolo, XR, Carmen (levanta acta), Andrés, Iván. Invitada Fina Castro por lo del
percebe. Se empieza a las 20:40 xq XR llegó tarde del barco, como siempre.

1. Festa do Carme. Después de mucho darle vueltas: la Virxe va este año en el Nuevo Carmiña,
   q le toca por turno (Suso encantado, ya está pintando la borda). Salida a las 19:00 del
   muelle de lonja. Comida de socios en la carpa del muelle, q el pabellón lo tiene el Concello
   para otra cosa. Ruta y orquesta, para la semana q viene: XR habla con el Concello.

2. Inspección. El inspector de la Consellería vino el día 10 y repasó la trazabilidad. Lo q nos
   queda claro: las capturas se desembarcan únicamente en el muelle de lonja, a la vista de la
   cámara de vigilancia y pasando por la báscula; el varadero es para varar y sacar barcos, y
   nada más. Andrés lo pone en el tablón. Iván dice q la grúa pequeña la pueden usar los de
   artes menores cuando el cerco ocupe la grande, así q excusas ninguna.

3. Cámara 2. El compresor hacía ruido desde mayo. Frigoríficos Mera vino el lunes, cambió un
   rodamiento, 380 € + IVA. Si vuelve a sonar, entra en garantía.

4. Pulpo, expediente de Moncho (312/2025): Carmen presentó las alegaciones el 20 de mayo, sin
   respuesta todavía. Lolo pide q se explique bien en el grupo q en veda el pulpo no se sube,
   ni aunque venga de nasas viejas.

5. Percebe. Fina cuenta q el plan nuevo 2025-26 irá en dos fases y q la Xunta lo aprueba en
   julio. Visto bueno para presentarlo.

6. Ruegos y preguntas. Sabela pide papeleras en el pantalán A. Tino se queja de las gaviotas
   en la lonja, q se comen todo lo q cae de las cajas. Chema pregunta si se puede poner wifi en
   la lonja; se mira.

Se levanta la sesión a las 22:15, con un albariño q trajo Iván.
""",
        aliases=["acta junio"],
        updated="2025-06-18",
    ),
    "recaps/2025-08-22-whatsapp.md": topic(
        "Resumen semana 18–22 ago",
        "Resumen semanal para Carmen, semana del 18 al 22 de agosto",
        "project",
        """Resumen de la semana pa Carmen (18–22 ago), q el lunes estás de vuelta:

- Grupo de avisos: Lolo le cambió el nombre, ahora se llama «Cofradía Lamas · Oficial», xq
  los compradores nuevos no sabían cuál era el bueno. Mismo grupo, misma gente, no hay q
  añadir a nadie.
- Cajas: en la nave 2 no cabe ni una más (están las redes del Carmiña hasta q venga el
  redero), así q las vacías van al contenedor azul grande de la explanada, al lado de la
  rampa. Apiladas y con la tapa cerrada, q si no vuelan. Iván puso un cartel.
- El martes entró un arrastrero de Burela a resguardarse del nordés. Los de fuera q vienen
  a abrigo se abarloan en el muelle de ribera, por dentro, junto a la grúa vieja, y Brais
  les da sitio x el canal 9. Se fue el miércoles a mediodía.
- Fina: la fase 1 do percebe arranca el 1 de oct, los permex ya están renovados.
- Tino pilló una lubina de 6 kg con el palangrillo, foto en el grupo, q no se hable de otra
  cosa jaja
- La foto de la Virxe en el Carmiña salió en el Faro de Vigo, Lolo la quiere enmarcar pa
  la oficina.
- La máquina de hielo hizo un ruido raro el jueves. Iván dice q es el rascador, nada grave.

Creo q es todo. Si me acuerdo de algo más te escribo mñn.
""",
        nested=True,
        session="d915f6a0-3e27-4c8b-b140-5fa8e2c7d913",
        modified="2025-08-22",
        updated="2025-08-22",
    ),
    "actas/2025-10-02-asamblea.md": topic(
        "Asamblea general 2/10",
        "Acta de la asamblea general ordinaria del 2 de octubre",
        "project",
        """Asamblea general ordinaria, 2 de octubre de 2025 — salón de la cofradía
19:00 en 1ª, 19:30 en 2ª. Presentes 31 socios + Rosa (gestoría) para las cuentas.
Acta: Carmen. Se empieza a las 19:45 xq faltaban sillas y hubo q traer las del bar.

1. Cuentas del primer semestre. Rosa: la lonja facturó 2,1 M€, un 8% más q en 2024, sobre
   todo x la sardina. La luz de las cámaras y de la máquina de hielo se come una barbaridad,
   de ahí la medida del hielo de agosto. Alguien pregunta por placas solares en el tejado de
   la lonja: se pide presupuesto y se mira la subvención del FEMPA.

2. Horario de subasta. Los compradores (los dos de Mercamadrid y Pescados Rubiños) piden
   adelantar, q el camión tiene q salir antes pa llegar de madrugada. A mano alzada: 24 a
   favor, 5 en contra, 2 abstenciones. Desde el lunes 13 de octubre la subasta del pescado
   de la tarde es a las 16:30 y la báscula cierra a las 15:45. El marisco sigue igual.

3. Barcos de fuera. Después de los líos del verano (el de Cangas q descargó jurel sin
   despacho y tuvimos la inspección encima), se acuerda q desde el 1 de noviembre ya no se
   admite descarga ni venta de barcos no socios en Lamas. Q vayan a Portonovo o a Cambados;
   el q quiera, q se haga socio. XR votó en contra y lo dejó bien claro.

4. Percebe. Fina: la fase 1 empezó el día 1 con los 24 permex y 4 kg por cabeza y día. Va
   bien, precio alto.

5. Seguridad. Lolo otra vez con lo del chaleco en cubierta SIEMPRE (dos sustos este verano
   en otras cofradías). Simulacro de octubre: el 24, 10:00, en la bocana.

6. Ruegos. Papeleras del pantalán: ya están, gracias Sabela. Wifi de la lonja (Chema): sigue
   en el aire. Q el bar del puerto cierre más tarde los días de subasta: no es cosa nuestra,
   risas.

Se termina a las 21:30.
""",
        aliases=["asamblea octubre"],
        updated="2025-10-02",
    ),
}

FILES = with_index(
    N,
    title="Memoria — Cofradía Santa Mariña (Lamas)",
    sections={
        "cofradia/": "Cofradía y gente",
        "barcos/": "Barcos y puerto",
        "puerto/": "Barcos y puerto",
        "lonja/": "Lonja",
        "camara/": "Cámara y hielo",
        "avisos/": "Cámara y hielo",
        "cuotas/": "Cuotas, vedas y tallas",
        "seguridad/": "Seguridad",
        "pagos/": "Pagos",
        "proveedores/": "Proveedores",
        "fiesta/": "Fiesta",
        "recaps/": "Actas y resúmenes",
        "actas/": "Actas y resúmenes",
    },
)

ask, chat = questions_in("es")

MEMDIR = LabelledMemdir(
    name="cofradia_pescadores",
    half="tuning",
    language="es",
    domain="Galician fishermen's guild (cofradía de pescadores): lonja, cuotas, puerto, pagos",
    style="terse Spanish lists from Galicia/Cantabria, a boat table, long chatty actas and "
    "WhatsApp-style recaps with abbreviations (q, xq, mñn)",
    files=FILES,
    pairs=[
        # --- contradictions ---------------------------------------------------------------
        P(
            "contradiction",
            "lonja/horarios.md",
            "actas/2025-10-02-asamblea.md",
            "time-moved",
            "Subasta de pescado 17:00, báscula hasta 16:15 vs 16:30 y 15:45 desde el 13 oct.",
        ),
        P(
            "contradiction",
            "camara/hielo.md",
            "avisos/2025-07-28-hielo.md",
            "threshold-changed",
            "Hielo gratis hasta 200 kg por barco y día vs baja a 150 kg desde el 1 de agosto.",
        ),
        P(
            "contradiction",
            "cuotas/cuotas-2025.md",
            "recaps/2025-04-04-whatsapp.md",
            "threshold-changed",
            "Caballa máx. 3.000 kg por barco de cerco y día vs verdel no más de 2.000 kg por marea.",
        ),
        P(
            "contradiction",
            "pagos/liquidaciones.md",
            "pagos/gestoria.md",
            "owner-changed",
            "Carmen prepara la liquidación y hace las transferencias vs Rosa de la gestoría.",
        ),
        P(
            "contradiction",
            "cofradia/grupos-whatsapp.md",
            "recaps/2025-08-22-whatsapp.md",
            "renamed",
            "Grupo de avisos «Lonxa Avisos» vs renombrado «Cofradía Lamas · Oficial».",
        ),
        P(
            "contradiction",
            "lonja/barcos-de-fuera.md",
            "actas/2025-10-02-asamblea.md",
            "policy-reversed",
            "No socios pueden vender pagando 5% vs desde el 1 nov no se admite su descarga ni venta.",
        ),
        P(
            "contradiction",
            "proveedores/gasoil.md",
            "recaps/2025-04-04-whatsapp.md",
            "tool-switched",
            "Gasoil de Petróleos Arousa los martes vs gasóleo de Combustibles do Cantábrico.",
        ),
        P(
            "contradiction",
            "proveedores/cajas.md",
            "recaps/2025-08-22-whatsapp.md",
            "location-changed",
            "Cajas vacías a la nave 2 vs al contenedor azul de la explanada junto a la rampa.",
        ),
        P(
            "contradiction",
            "puerto/amarres.md",
            "recaps/2025-08-22-whatsapp.md",
            "location-changed",
            "Transeúntes en pantalán B plazas 20–24 vs abarloados en el muelle de ribera.",
        ),
        P(
            "contradiction",
            "seguridad/simulacros.md",
            "seguridad/simulacros-trimestre.md",
            "count-changed",
            "Dos simulacros de hombre al agua al año vs cuatro (cada trimestre) desde 2026.",
        ),
        P(
            "contradiction",
            "puerto/descarga-rampa.md",
            "actas/2025-06-18-junta.md",
            "reworded-conflict",
            "Artes menores pueden descargar por la rampa del varadero vs capturas solo por el "
            "muelle de lonja, el varadero es para varar y nada más.",
        ),
        # --- decoys -----------------------------------------------------------------------
        P(
            "decoy",
            "camara/hielo.md",
            "camara/mantenimiento.md",
            "shared-technology",
            "Misma máquina de hielo: retirada y gratis por barco vs quién la revisa y cuándo.",
        ),
        P(
            "decoy",
            "cuotas/cuotas-2025.md",
            "cuotas/tallas.md",
            "shared-technology",
            "Mismas especies (caballa, jurel, sardina, merluza): topes de kilos vs tallas mínimas.",
        ),
        P(
            "decoy",
            "cuotas/cuotas-2025.md",
            "cuotas/tallas-recordatorio.md",
            "shared-technology",
            "Mismas especies: topes de captura vs el repaso de tallas mínimas.",
        ),
        P(
            "decoy",
            "cuotas/vedas.md",
            "cuotas/pulpo-veda-incidente.md",
            "rule-vs-incident",
            "Veda del pulpo desde el 1 de mayo; el O Rizo entró con pulpo el 6 de mayo.",
        ),
        P(
            "decoy",
            "fiesta/carmen-pendiente.md",
            "actas/2025-06-18-junta.md",
            "open-questions-vs-settled",
            "Barco, hora y comida del Carmen estaban pendientes; la junta los decide.",
        ),
        P(
            "decoy",
            "fiesta/carmen-pendiente.md",
            "recaps/2025-08-22-whatsapp.md",
            "open-questions-vs-settled",
            "Qué barco lleva a la Virxe estaba abierto; luego la foto de la Virxe en el Carmiña.",
        ),
        P(
            "decoy",
            "cuotas/percebe-fase1.md",
            "cuotas/percebe-fase2.md",
            "phase1-vs-phase2",
            "Fase 1 oct–dic 4 kg y 12 días/mes; fase 2 ene–mar 3 kg y 10 días/mes, otras zonas.",
        ),
        P(
            "decoy",
            "lonja/primera-venta.md",
            "lonja/venta-directa-propuesta.md",
            "quoted-opinion-rejected",
            "XR propuso vender directo a restaurantes; rechazado, primera venta en lonja sigue.",
        ),
        P(
            "decoy",
            "cofradia/carmen.md",
            "cofradia/andres.md",
            "two-peoples-preferences",
            "Carmen lo quiere todo por escrito; Andrés prefiere una llamada a un mensaje.",
        ),
        P(
            "decoy",
            "seguridad/no-fumar.md",
            "puerto/no-cajas-pantalan.md",
            "two-donts-different-things",
            "Prohibido fumar en lonja y cámaras vs no dejar cajas apiladas en el pantalán.",
        ),
        P(
            "decoy",
            "cuotas/pulpo-veda-incidente.md",
            "pagos/reclamacion-312.md",
            "same-ticket-ids",
            "312 es el expediente sancionador del pulpo y una reclamación de liquidación de Tino.",
        ),
        P(
            "decoy",
            "seguridad/balsas-2024.md",
            "seguridad/balsas-2025.md",
            "superseded-and-successor",
            "Survitec Vigo en marzo (superseded) vs Nautisat Marín en abril este año.",
        ),
        P(
            "decoy",
            "barcos/lista-barcos.md",
            "puerto/amarres.md",
            "related-consistent",
            "Los mismos barcos: cerco en el muelle de poniente, artes menores en el pantalán A.",
        ),
        P(
            "decoy",
            "cuotas/pulpo-veda-incidente.md",
            "actas/2025-06-18-junta.md",
            "related-consistent",
            "Expediente 312/2025 de Moncho: alegaciones presentadas, sin respuesta aún.",
        ),
        P(
            "decoy",
            "cuotas/vedas.md",
            "actas/2025-06-18-junta.md",
            "related-consistent",
            "En veda el pulpo no se sube a bordo, en las dos.",
        ),
        P(
            "decoy",
            "cuotas/vedas.md",
            "recaps/2025-04-04-whatsapp.md",
            "related-consistent",
            "La veda del pulpo empieza el 1 de mayo en las dos.",
        ),
        P(
            "decoy",
            "cuotas/vedas.md",
            "cuotas/percebe-fase1.md",
            "related-consistent",
            "El percebe va por plan de explotación, no por veda; la fase 1 es ese plan.",
        ),
        P(
            "decoy",
            "camara/mantenimiento.md",
            "actas/2025-06-18-junta.md",
            "related-consistent",
            "Frigoríficos Mera mantiene las cámaras y arregló el compresor de la cámara 2.",
        ),
        P(
            "decoy",
            "cuotas/percebe-fase1.md",
            "actas/2025-10-02-asamblea.md",
            "related-consistent",
            "Fase 1 empezó el 1 de octubre con 24 permex y 4 kg por persona y día.",
        ),
        P(
            "decoy",
            "cuotas/percebe-fase1.md",
            "recaps/2025-08-22-whatsapp.md",
            "related-consistent",
            "La fase 1 del percebe arranca el 1 de octubre en las dos.",
        ),
        P(
            "decoy",
            "seguridad/chalecos.md",
            "actas/2025-10-02-asamblea.md",
            "related-consistent",
            "Chaleco en cubierta siempre; Lolo lo repite en la asamblea.",
        ),
        P(
            "decoy",
            "seguridad/simulacros.md",
            "actas/2025-10-02-asamblea.md",
            "related-consistent",
            "Simulacro de octubre, uno de los dos del año, fijado para el 24.",
        ),
        P(
            "decoy",
            "seguridad/simulacros-trimestre.md",
            "actas/2025-10-02-asamblea.md",
            "related-consistent",
            "Simulacro de octubre de 2025; los trimestrales empiezan en 2026.",
        ),
        P(
            "decoy",
            "lonja/primera-venta.md",
            "lonja/barcos-de-fuera.md",
            "related-consistent",
            "Todo lo desembarcado se vende en lonja; los no socios también venden por lonja.",
        ),
        P(
            "decoy",
            "lonja/primera-venta.md",
            "actas/2025-10-02-asamblea.md",
            "related-consistent",
            "Los no socios ya no descargan en Lamas; lo que se desembarca sigue yendo a lonja.",
        ),
        P(
            "decoy",
            "lonja/horarios.md",
            "lonja/aviso-descarga.md",
            "related-consistent",
            "Avisar antes de las 15:00 cabe antes del cierre de báscula.",
        ),
        P(
            "decoy",
            "lonja/aviso-descarga.md",
            "actas/2025-10-02-asamblea.md",
            "related-consistent",
            "Aviso antes de las 15:00 sigue cabiendo con la báscula cerrando a las 15:45.",
        ),
        P(
            "decoy",
            "lonja/aviso-descarga.md",
            "cofradia/andres.md",
            "related-consistent",
            "Se avisa a Andrés llamando, y él prefiere llamadas.",
        ),
        P(
            "decoy",
            "proveedores/cajas.md",
            "puerto/no-cajas-pantalan.md",
            "related-consistent",
            "Cajas no se dejan en el pantalán; las vacías van a su sitio.",
        ),
        P(
            "decoy",
            "pagos/liquidaciones.md",
            "pagos/reclamacion-312.md",
            "related-consistent",
            "Una reclamación de la liquidación semanal corregida en otra semana.",
        ),
        P(
            "decoy",
            "avisos/2025-07-28-hielo.md",
            "actas/2025-10-02-asamblea.md",
            "related-consistent",
            "La medida del hielo de agosto, explicada por el coste de la luz.",
        ),
        P(
            "decoy",
            "pagos/gestoria.md",
            "actas/2025-10-02-asamblea.md",
            "related-consistent",
            "Rosa de la gestoría presenta las cuentas en la asamblea.",
        ),
        P(
            "decoy",
            "puerto/descarga-rampa.md",
            "puerto/amarres.md",
            "related-consistent",
            "El muelle de lonja es para descargar; no dice nada en contra de la rampa.",
        ),
        P(
            "decoy",
            "actas/2025-06-18-junta.md",
            "recaps/2025-08-22-whatsapp.md",
            "related-consistent",
            "La Virxe fue en el Nuevo Carmiña, decidido en junio y en la foto de agosto.",
        ),
        P(
            "decoy",
            "puerto/amarres.md",
            "actas/2025-06-18-junta.md",
            "related-consistent",
            "El muelle de lonja es el de descarga, en las dos.",
        ),
        P(
            "decoy",
            "proveedores/cajas.md",
            "pagos/liquidaciones.md",
            "related-consistent",
            "Caja perdida a 4 €, descontada en la liquidación, en las dos.",
        ),
        # --- duplicates -------------------------------------------------------------------
        P(
            "near-duplicate",
            "cuotas/tallas.md",
            "cuotas/tallas-recordatorio.md",
            "paraphrased",
            "Mismas tallas mínimas (merluza 27, jurel 15, caballa 20, sardina 11, pulpo 1 kg, "
            "centolla 13) en otras palabras.",
        ),
        P(
            "near-duplicate",
            "lonja/aviso-descarga.md",
            "lonja/aviso-descargas-grandes.md",
            "same-rule-restated",
            "Más de 500 kg → llamar a Andrés antes de las 15:00, guardado dos veces el 18/2.",
        ),
    ],
    questions=[
        ask(
            "a q hora es la subasta del pescado por la tarde?",
            "lonja/horarios.md",
            "actas/2025-10-02-asamblea.md",
        ),
        ask(
            "cuánto hielo gratis le toca a cada barco al día",
            "camara/hielo.md",
            "avisos/2025-07-28-hielo.md",
        ),
        ask(
            "quién hace las transferencias a los socios cada semana?",
            "pagos/liquidaciones.md",
            "pagos/gestoria.md",
        ),
        ask(
            "como se llama el grupo de whatsap de los avisos oficiales",
            "cofradia/grupos-whatsapp.md",
            "recaps/2025-08-22-whatsapp.md",
        ),
        ask(
            "un barco de Bueu que no es socio puede vender aquí en la lonja?",
            "lonja/barcos-de-fuera.md",
            "actas/2025-10-02-asamblea.md",
        ),
        ask(
            "quién nos trae el combustible pa los barcos y cuándo viene la cisterna",
            "proveedores/gasoil.md",
            "recaps/2025-04-04-whatsapp.md",
        ),
        ask(
            "dónde dejo las cajas vacías?",
            "proveedores/cajas.md",
            "recaps/2025-08-22-whatsapp.md",
        ),
        ask(
            "cuantos simulacros de hombre al agua hay q hacer al año",
            "seguridad/simulacros.md",
            "seguridad/simulacros-trimestre.md",
        ),
        ask(
            "si la grúa está pillada con el cerco, puedo sacar el pescado por el varadero?",
            "puerto/descarga-rampa.md",
            "actas/2025-06-18-junta.md",
        ),
        ask(
            "tope de xarda por barco de cerco",
            "cuotas/cuotas-2025.md",
            "recaps/2025-04-04-whatsapp.md",
        ),
        ask(
            "donde se ponen los barcos de otros puertos q entran huyendo del temporal",
            "puerto/amarres.md",
            "recaps/2025-08-22-whatsapp.md",
        ),
        ask("veda pulpo fechas", "cuotas/vedas.md"),
        ask("talla minima de la merluza", "cuotas/tallas.md", "cuotas/tallas-recordatorio.md"),
        ask("cuántos kilos de percebe se pueden coger en febrero?", "cuotas/percebe-fase2.md"),
        ask(
            "mañana traigo unos 800 kilos de jurel, tengo q avisar a alguien?",
            "lonja/aviso-descarga.md",
            "lonja/aviso-descargas-grandes.md",
        ),
        ask("telefono de salvamento maritimo", "seguridad/telefonos.md"),
        ask(
            "a dónde llevamos este año las balsas salvavidas a revisar?",
            "seguridad/balsas-2025.md",
            "seguridad/balsas-2024.md",
        ),
        ask("qué pasó con el pulpo de Moncho en mayo", "cuotas/pulpo-veda-incidente.md"),
        ask(
            "le puedo vender unas cajas de pescado directamente al restaurante de mi primo?",
            "lonja/primera-venta.md",
            "lonja/venta-directa-propuesta.md",
        ),
        ask("barco de Sabela matrícula y eslora", "barcos/lista-barcos.md"),
        ask(
            "grazas! y si salta la alarma de la cámara a quién se llama?",
            "camara/mantenimiento.md",
            conversational=True,
        ),
        ask(
            "vale, y al final qué barco lleva a la Virxe en el Carmen?",
            "actas/2025-06-18-junta.md",
            "recaps/2025-08-22-whatsapp.md",
            conversational=True,
        ),
        ask(
            "ok perfecto. y a Andrés mejor le escribo o le llamo?",
            "cofradia/andres.md",
            conversational=True,
        ),
        ask(
            "genial, y el chaleco hay q llevarlo tb dentro del puerto?",
            "seguridad/chalecos.md",
            conversational=True,
        ),
        chat("bos días! q tal todo"),
        chat("grazas, era eso"),
        chat("jajaja q bueno"),
        chat("vaya temporal hoy, no sale ni dios del puerto"),
        chat("ok, siguiente"),
        chat("ahora vuelvo, voy a por un café"),
        chat("eres un crack, de verdad"),
        chat("hasta mñn!"),
        chat("q día más largo en la lonja, estoy reventada"),
        chat("¿sabes por qué los peces no juegan al tenis? xq les da miedo la red 😂"),
        chat("llueve q da gusto, típico de aquí"),
    ],
    complete_labels=True,
)
