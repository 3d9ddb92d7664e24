# Held out: never tune a detector on this file.
# Its figures say whether tuning on tests/eval/tuning generalises; reading its errors while
# changing a detector turns it into one more tuning set.
"""Memory of a Valencian bike courier co-op: chatty WhatsApp-style notes, Rosa's numbered lists."""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    # --- Equipo -----------------------------------------------------------------------------
    "equipo/rosa-listas.md": topic(
        "Cómo quiere Rosa la info",
        "Rosa quiere todo en listas numeradas, con fecha y quién lo dijo",
        "user",
        """Rosa (tesorería) lo quiere TODO así:
1. Lista numerada, un punto = una cosa.
2. Con fecha y quién lo dijo ("Neus, 12/02").
3. Importes siempre con céntimos: 64,30 €, no "unos 60".
4. Nada de audios ni de "ya te lo cuento en el local".

Si le pasas un párrafo largo te lo devuelve con un "¿y esto en puntos?" 😅
""",
        updated="2024-10-02",
    ),
    "equipo/kike-corto.md": topic(
        "A Kike, corto",
        "Kike quiere los mensajes cortos, tipo WhatsApp, sin tablas",
        "user",
        """A Kike pásale las cosas en 3-4 líneas máximo, estilo WhatsApp, sin tablas ni listas
de 10 puntos. Literal: "tío, si es un tocho no lo leo, en plan, dímelo en dos frases".
""",
        updated="2024-10-02",
    ),
    "equipo/reparto-tareas-2025.md": topic(
        "Reparto de tareas 2025",
        "Quién lleva cada área de la coop en 2025 y quién le suple",
        "reference",
        """Reparto de tareas 2025 (aprobado en la asamblea de enero, lo pasa Rosa a limpio)

| Área | Responsable | Suplente |
|---|---|---|
| Cuadrante y cambios de turno | Kike | Yaiza |
| Clientes, contratos y presupuestos | Neus | Rosa |
| Tesorería, anticipos, gestoría | Rosa | Neus |
| Taller y flota | Andreu | Kike |
| App / dispatch | Dani | Yaiza |
| Seguros, prevención, material de lluvia | Marta | Andreu |
| Redes y web | Yaiza | — |

Notas de Rosa:
1. Toni Martí es socio en prueba desde el 07/01/2025 (6 meses); rueda en todos los turnos
   pero no lleva área.
2. Somos 8 en total contando a Toni.
3. Si el responsable está de vacaciones, va directo al suplente, no al grupo.
""",
        aliases=["quién hace qué", "responsables"],
        updated="2025-01-08",
    ),
    # --- Turnos y zonas ---------------------------------------------------------------------
    "turnos/cuadrante.md": topic(
        "Cuadrante de turnos",
        "Horarios de los turnos, cuántos riders por turno y cómo se piden cambios",
        "reference",
        """Turnos de reparto (versión sept. 2024):

| Turno | Días | Horario | Riders |
|---|---|---|---|
| Mañana | L–V | 8:00–14:00 | 4 |
| Tarde | L–V | 15:30–20:30 | 3 |
| Sábado | S | 9:00–14:00 | 2 |

- El cuadrante lo hace Neus los jueves para la semana siguiente y lo cuelga en el grupo.
- Cambios de turno: se le piden a Neus por privado, mínimo 48 h antes. Si encuentras tú a
  alguien que te lo cubra, mejor, pero avísala igual.
- Domingos y festivos no se reparte (salvo Fallas, que se habla aparte).
""",
        aliases=["turnos", "horarios"],
        updated="2024-09-16",
    ),
    "turnos/turno-manana-730.md": topic(
        "Turno de mañana a las 7:30",
        "El turno de mañana entra antes por el contrato del Mercat Central",
        "project",
        """Desde el lunes 3 de marzo el turno de mañana entra a las 7:30 en vez de a las 8:00, y
sale a las 13:30. Es por el Mercat Central: las paradas quieren el género en los
restaurantes antes de las 9 y con la carga en el local no llegábamos.
Kike ya lo ha puesto así en el cuadrante.
""",
        updated="2025-02-24",
    ),
    "zonas/zonas.md": topic(
        "Zonas de reparto",
        "Las zonas Z1 a Z4 y qué barrios entran en cada una",
        "reference",
        """Zonas (para tarifas, cuadrante y la app):

| Código | Nombre | Barrios |
|---|---|---|
| Z1 | Centre | Ciutat Vella, Eixample, Russafa |
| Z2 | Extramurs-Campanar | Extramurs, Campanar, La Saïdia, Benicalap |
| Z3 | Nord | Benimaclet, Orriols, Torrefiel, Sant Llorenç |
| Z4 | Sud | Patraix, Jesús, Malilla, Quatre Carreres |

Poblats Marítims (Cabanyal, Malva-rosa, Natzaret) todavía no: eso es la fase 2.
""",
        updated="2024-05-20",
    ),
    "zonas/z3-nombre.md": topic(
        "Z3 = Benimaclet-Orriols",
        "Nombre nuevo de la zona 3",
        "project",
        """La Z3 ya no se llama "Nord": ahora es "Benimaclet-Orriols", en la app, en las facturas y
en el cuadrante. Nadie sabía qué era "Nord" y los de Torrefiel pensaban que no les llegábamos.
Los barrios son los mismos.
""",
        updated="2025-02-10",
    ),
    # --- Flota y taller ---------------------------------------------------------------------
    "flota/bicis.md": topic(
        "Flota de cargo",
        "Las cuatro bicis de carga de la coop",
        "reference",
        """Cargo de la coop (Andreu, nov. 2024):

| Nombre | Modelo | Año | Eléctrica | Notas |
|---|---|---|---|---|
| La Tartana | Bullitt | 2019 | no | la veterana, caja de aluminio con lona |
| El Bou | Urban Arrow Cargo L | 2022 | sí (Bosch) | la que más carga |
| Xiqueta | Urban Arrow Cargo L | 2023 | sí (Bosch) | caja cerrada con tapa |
| Rayo | Omnium Mini Max | 2021 | no | rápida, para el centro |

Aparte, cada socio reparte con su bici propia + mochila de la coop (40 L).
""",
        aliases=["cargos", "bicis de carga"],
        updated="2024-11-04",
    ),
    "flota/que-bici.md": topic(
        "Qué bici coger",
        "Según el peso del envío, qué bici toca",
        "reference",
        """| Envío | Bici |
|---|---|
| hasta 12 kg y cabe en la mochila | tu bici + mochila |
| de 12 a 50 kg | Rayo o La Tartana |
| más de 50 kg, o cajas muy grandes | El Bou o Xiqueta (eléctricas) |

Si dudas, pesa en la báscula del local antes de salir.
""",
        updated="2025-01-20",
    ),
    "flota/cargadores-urban.md": topic(
        "Baterías de las Urban Arrow",
        "Dónde y cómo se cargan las baterías Bosch",
        "reference",
        """- Las baterías Bosch de El Bou y Xiqueta se cargan en el local de Russafa, en el enchufe
  de la pared del fondo (NO en la regleta, que salta).
- Nunca toda la noche enchufadas: quien cierra el local las desenchufa.
- Hay una batería de repuesto, la que lleva cinta verde.
- Si en ruta baja del 20 %, te vuelves al local, no te la juegues.
""",
        updated="2024-12-02",
    ),
    "flota/baterias.md": topic(
        "Cargar baterías Bosch",
        "Normas para cargar las baterías de las eléctricas",
        "feedback",
        """- Repuesto: la batería con cinta verde.
- Por debajo del 20 % en ruta → vuelta al local, sin jugársela.
- Se cargan en Russafa, enchufe de la pared del fondo; la regleta no, que salta.
- El último en cerrar desenchufa: nada de cargar toda la noche.
""",
        updated="2024-12-02",
    ),
    "flota/candado.md": topic(
        "Candado siempre",
        "Cómo se deja una cargo aparcada",
        "feedback",
        """Nunca dejes una cargo sola sin LOS DOS: el candado de cuadro (AXA) y la cadena Abus
pasada por un poste o una farola. Ni 2 minutos, ni "es que solo subo un paquete".
Las llaves de las cadenas están en el gancho de la entrada del local.
""",
        updated="2024-06-10",
    ),
    "flota/robo-lona.md": topic(
        "Robo de la lona de La Tartana",
        "Lo que pasó el 15 de enero en el Mercat de Russafa",
        "project",
        """15/01/2025: Kike dejó La Tartana delante del Mercat de Russafa solo con el candado de
cuadro, sin la cadena, "cinco minutos, tío". Al salir: sin lona y sin la caja isotérmica.
Reposición 85,00 € (lona 35,00 + caja 50,00). Marta pide la lona nueva; Kike se ha comido
las bromas de todo el grupo durante una semana.
""",
        updated="2025-01-16",
    ),
    "taller/taller.md": topic(
        "Taller de Benimaclet",
        "Dónde está el taller, cuándo abre y cómo funciona",
        "reference",
        """Taller: c/ Murta 9, bajo, Benimaclet (nos lo cede la AAVV a cambio de arreglarles las
bicis del barrio un sábado al mes).
- Abre lunes y martes de 16:00 a 20:00, lo lleva Andreu.
- Cada cargo pasa revisión una vez al mes.
- Cada arreglo se apunta como parte numerado en la libreta roja (vamos por los 200 y pico).
- Si una bici se rompe en ruta fuera de horario, se deja en el local de Russafa con una nota
  en el manillar.
""",
        updated="2024-10-21",
    ),
    "taller/urban-arrow-frenos.md": topic(
        "Frenos de las Urban Arrow",
        "Mantenimiento de los discos hidráulicos de El Bou y Xiqueta",
        "reference",
        """Las dos Urban Arrow llevan frenos de disco hidráulicos Magura.
- Pastillas: mirar cada 2 semanas, cambiar más o menos cada 1.500 km.
- Purgar: solo Andreu, en el taller. Nadie más toca el latiguillo.
- Que chirríen con lluvia es normal. Que pierdan tacto NO: la bici no sale.
""",
        updated="2024-11-18",
    ),
    "taller/parte-212.md": topic(
        "Parte de taller 212",
        "Arreglo de La Tartana en febrero",
        "project",
        """Parte #212 — La Tartana, martes 11/02/2025, Andreu:
- cadena nueva
- pastillas delanteras
- tensar radios de la rueda delantera
Piezas: 64,30 €. Lista para el miércoles.
""",
        updated="2025-02-11",
    ),
    # --- Lluvia y seguros -------------------------------------------------------------------
    "lluvia/material-lluvia.md": topic(
        "Material de lluvia",
        "Qué ropa de lluvia tiene la coop y dónde se guarda",
        "reference",
        """Material de lluvia de la coop:
- 8 chubasqueros (S a XL)
- 5 pantalones impermeables
- 6 pares de cubrezapatillas
- 4 lonas para las cajas de las cargo

Está todo en la taquilla 3 del local de Russafa. Si coges algo, apúntalo en la hoja de la
puerta y lo devuelves seco, porfa, que luego huele a perro mojado.
""",
        updated="2024-10-15",
    ),
    "lluvia/material-altillo.md": topic(
        "Material de lluvia al altillo",
        "El material de lluvia ya no está en Russafa",
        "project",
        """Desde esta semana el material de lluvia (chubasqueros, pantalones, cubrezapatillas,
lonas) ya no está en la taquilla 3 de Russafa: lo he subido al altillo del taller de
Benimaclet, caja azul grande. En Russafa había humedad y se estaba enmoheciendo todo.
En la taquilla 3 ahora van los cascos de repuesto. — Marta
""",
        updated="2025-01-13",
    ),
    "lluvia/alerta-aemet.md": topic(
        "Avisos AEMET",
        "Qué hacemos según el aviso de lluvia de la AEMET",
        "feedback",
        """- Aviso amarillo por lluvia: se sale, con chubasquero y lonas en las cajas.
- Aviso naranja: no sale nadie. Neus avisa a los clientes y se reprograma.
- Aviso rojo: ni se plantea, xe.
Lo de naranja va por el seguro y por sentido común.
""",
        updated="2024-10-15",
    ),
    "seguros/seguro.md": topic(
        "Seguro de accidentes y RC",
        "Qué cubre la póliza colectiva y con quién hablar",
        "reference",
        """Póliza colectiva de accidentes con Caser, a través de Correduría Albufera (contacto:
Pilar Navarro).
- Cubre accidentes durante el turno y en ruta de reparto.
- El trayecto de casa al local y vuelta NO lo cubre: eso corre de tu cuenta.
- RC por daños a terceros hasta 300.000 €; mercancía hasta 1.500 € por envío.
- Cualquier golpe, aunque sea tonto, se le cuenta a Marta el mismo día.
""",
        aliases=["póliza", "Caser"],
        updated="2024-09-09",
    ),
    "seguros/in-itinere.md": topic(
        "Ir y volver de casa",
        "Lo que dijo Pilar de la correduría sobre el camino al local",
        "reference",
        """Hablado con Pilar (Albufera): si te pegas una leche pedaleando de tu casa al local, o
volviendo, la póliza de Caser te cubre igual que si estuvieras repartiendo. Guarda la hora y
el recorrido en el móvil por si te lo piden.
""",
        updated="2025-02-20",
    ),
    # --- Pagos ------------------------------------------------------------------------------
    "pagos/anticipos.md": topic(
        "Anticipos a socios",
        "Cuánto y cuándo se paga a los socios trabajadores",
        "reference",
        """Pagos a socios (Rosa, 10/12/2024):
1. Anticipo societario: 950,00 € netos al mes a jornada completa (30 h semanales). Media
   jornada, la mitad.
2. Se paga por transferencia el día 5 de cada mes; si cae en finde, el lunes siguiente.
3. Horas por encima del cuadrante: se apuntan en la hoja de horas y se pagan a 12,00 €/h al
   mes siguiente.
4. Retorno cooperativo: se decide en la asamblea de diciembre según cómo cierre el año.
5. Dudas de pagos: a Rosa por privado, nunca por el grupo.
""",
        aliases=["nómina", "sueldo"],
        updated="2024-12-10",
    ),
    "pagos/propuesta-destajo.md": topic(
        "Propuesta de cobrar por entrega",
        "Kike propuso pagar por entrega y la asamblea dijo que no",
        "project",
        """En la asamblea de noviembre Kike propuso pagar por entrega: "a 2,50 la entrega, y así el
que más curra más cobra, tío". Se votó y salió que NO. Seguimos con el anticipo igual para
todos por hora de cuadrante: si no, acabamos compitiendo entre nosotros como en Glovo.
Kike dice que lo vuelve a sacar en 2026 jaja.
""",
        updated="2024-11-06",
    ),
    # --- Clientes y tarifas -----------------------------------------------------------------
    "clientes/contratos.md": topic(
        "Clientes con contrato",
        "Los clientes fijos, qué les llevamos y cuándo",
        "reference",
        """| Cliente | Qué | Cuándo | Zonas |
|---|---|---|---|
| Fruites Amparo (Mercat Central) | fruta y verdura a restaurantes | L–S, mañana | Z1, Z2 |
| Farmàcia Benimaclet | pedidos a domicilio | L–V, tarde | Z3 |
| Ecobotiga La Terreta | cestas de verdura ecológica | sábados por la mañana | Z1–Z4 |
| Laboratori Dental Túria | moldes y prótesis | L–V, dos rondas | Z1, Z2 |
| Llibreria La Rosella | libros | a demanda | todas |
| Gestoria Aranda | documentación | a demanda | Z1 |

Los contratos firmados en PDF, en el Drive > Clientes. Los lleva Neus.
""",
        updated="2025-01-30",
    ),
    "clientes/tarifas-2024.md": topic(
        "Tarifas 2024",
        "Precios por entrega de 2024",
        "reference",
        """| Zona | Precio por entrega |
|---|---|
| Z1 | 4,50 € |
| Z2 | 5,50 € |
| Z3 | 6,50 € |
| Z4 | 6,50 € |

Suplemento cargo: +3,00 €. Urgente (menos de 1 h): +3,00 €. IVA aparte.
""",
        updated="2024-01-15",
        extra={"status": "superseded", "superseded_by": "clientes/tarifas-2025.md"},
    ),
    "clientes/tarifas-2025.md": topic(
        "Tarifas 2025",
        "Precios por entrega vigentes desde el 1 de febrero de 2025",
        "reference",
        """Tarifas desde el 01/02/2025 (aprobadas en la asamblea extraordinaria del 27/01):

| Zona | Precio por entrega |
|---|---|
| Z1 | 4,90 € |
| Z2 | 5,90 € |
| Z3 | 7,00 € |
| Z4 | 7,00 € |

Suplemento cargo: +3,50 €. Urgente (menos de 1 h): +4,00 €. IVA aparte.
Los bonos mensuales de los clientes con contrato se revisan uno a uno con Neus.
""",
        aliases=["precios"],
        updated="2025-01-28",
    ),
    "clientes/incidencia-212-rosella.md": topic(
        "Incidencia 212, La Rosella",
        "Reclamación de la llibreria por una caja mojada",
        "project",
        """Incidencia #212 del registro de reclamaciones: Llibreria La Rosella, caja de 14 libros
entregada el 03/02 con las esquinas mojadas. Se les abona esa entrega y se les pide perdón
(Neus fue en persona con una caja de pastas).
Desde entonces, libros siempre en bolsa y con lona encima, llueva o no.
""",
        updated="2025-02-05",
    ),
    # --- App y entregas ---------------------------------------------------------------------
    "app/dispatch.md": topic(
        "Dispatch",
        "Cómo se asignan los pedidos a los riders",
        "reference",
        """Dispatch con Onfleet:
- Los clientes grandes (Mercat, La Terreta) mandan el Excel la víspera y Dani lo importa.
- Dani es el admin: asigna las tareas a los riders del turno.
- El rider ve la ruta en la app de Onfleet y marca Recogido / Entregado.
- Usuarios y contraseñas: a Dani, no se comparten.
""",
        aliases=["app de reparto"],
        updated="2024-07-01",
    ),
    "app/coopcycle.md": topic(
        "Guía rápida CoopCycle",
        "Pasos para el rider en la app CoopCycle",
        "reference",
        """Guía rápida para riders:
1. Instala la app CoopCycle y pon el servidor rodamon.coopcycle.org.
2. Entra con tu usuario (te lo da Dani).
3. Las tareas te las asigna Dani desde el panel de dispatch; los clientes meten sus pedidos
   ellos mismos en la web.
4. Al llegar: "Recogido", y en destino "Entregado" + firma del destinatario en la pantalla.
5. Si no hay nadie: marca "Fallida", escribe por qué y vuelve con el paquete.
""",
        aliases=["CoopCycle"],
        updated="2025-03-10",
    ),
    "entregas/prueba-entrega.md": topic(
        "Prueba de entrega",
        "Qué hay que dejar registrado en cada entrega",
        "feedback",
        """SIEMPRE foto del paquete entregado (en mano o en la puerta) + firma del que lo recibe en
la app. Sin foto no se cierra la entrega. Nos ha salvado ya de dos reclamaciones.
""",
        updated="2024-06-18",
    ),
    "entregas/pesos.md": topic(
        "Peso y cargo",
        "Cuándo un envío va en cargo",
        "feedback",
        """Regla fácil: si pasa de 20 kg, va en cargo. Por debajo, mochila en tu bici.
""",
        updated="2024-06-18",
    ),
    "entregas/no-efectivo.md": topic(
        "Nada de efectivo",
        "No llevamos dinero ni cobramos contra reembolso",
        "feedback",
        """No llevamos dinero en efectivo de nadie ni cobramos contra reembolso. Si un cliente quiere
cobrar al destinatario, que lo haga él por Bizum o con su datáfono.
""",
        updated="2024-09-23",
    ),
    "entregas/contra-reembolso.md": topic(
        "Pagos a la entrega: no",
        "Si nos piden cobrar al entregar, se dice que no",
        "feedback",
        """Ojo: si un cliente pide que cobremos al recibir, se le dice que no. Ni billetes ni
reembolsos: que lo gestione él (Bizum o su datáfono).
""",
        updated="2024-09-23",
    ),
    # --- Asambleas y resúmenes --------------------------------------------------------------
    "asambleas/funcionamiento.md": topic(
        "Cómo funcionan las asambleas",
        "Cuándo son las asambleas y cómo se decide",
        "reference",
        """1. Asamblea ordinaria: el primer martes de cada mes a las 20:00, en el local de Russafa.
2. El orden del día lo manda Rosa por el grupo con 3 días de antelación.
3. Quórum: mitad más uno de los socios.
4. Se decide por consenso; si no sale, votación y hacen falta 2/3.
5. Los socios en prueba tienen voz pero no voto.
6. El acta la escribe Rosa y la sube al Drive en 48 h.
""",
        updated="2024-06-03",
    ),
    "asambleas/pendientes.md": topic(
        "Temas pendientes para asamblea",
        "Lista de Rosa de cosas sin decidir",
        "project",
        """Pendientes (Rosa, 20/01/2025):
1. Tarifas 2025: ¿subimos?, ¿cuánto?, ¿también el suplemento cargo?
2. Seguro antirrobo de la bici propia: ¿lo paga la coop, entero o una parte?
3. Microhub en el Cabanyal para la fase 2: ¿alquiler de un bajo o cesión del Ajuntament?
4. ¿Quién cubre el taller en agosto cuando Andreu se vaya al pueblo?
""",
        updated="2025-01-20",
    ),
    "asambleas/2025-03-04-asamblea.md": topic(
        "Asamblea 4 de marzo",
        "Resumen de la asamblea de marzo (lo escribió Marta)",
        "project",
        """Resumen asamblea martes 4/03 — lo escribo yo, Marta, que Rosa estaba con gripe, así que
perdonad que no vaya numerado jaja.

Estábamos Neus, Kike, Andreu, Dani, Yaiza, Toni y yo; Rosa por videollamada un ratito.

- Empezamos a las 20:40 porque Andreu venía del taller, como siempre, tío. Total que se habló
  y desde abril las asambleas son el primer jueves de mes, misma hora, que los martes no hay
  manera.
- Cuentas (Rosa desde la cama, con la voz fatal): febrero fue récord, 1.640 entregas. Con eso
  y las tarifas nuevas el anticipo pasa de 950 a 1.050 € netos a jornada completa, a partir
  del de abril. Aplausos, Kike se puso a cantar el himno del Valencia, en plan fatal.
- Seguro antirrobo de la bici propia (lo que estaba en pendientes): sí, la coop paga la
  mitad hasta 60 € al año. Las facturas a Rosa.
- Fase 1: aprobada la compra de las 2 Urban Arrow nuevas con la ayuda de la Generalitat.
  Andreu pide presupuesto a dos tiendas y lo trae.
- Toni sigue en prueba hasta julio, todo el mundo contento, se sabe Benimaclet mejor que yo.
- Ruegos: que la gente friegue las tazas del local, de verdad. Y la persiana chirría que da
  miedo, alguien que le eche WD-40.

Después fuimos a por bravas al Tendetes, bé.
""",
        updated="2025-03-05",
    ),
    "resumen/2025-02-17-grupo.md": topic(
        "Lo que contó Kike en el grupo",
        "Resumen de los mensajes de Kike de la semana del 10 al 16 de febrero",
        "project",
        """Kike en el grupo, semana 10–16 feb (tal cual, resumido):

- Xiqueta pinchó la trasera el lunes en Blasco Ibáñez, ya está, Andreu dice que en marzo
  cubierta nueva.
- Lo de la foto al entregar se acabó, tío. La gestoría dice que en plan protección de datos
  no podemos ir guardando fotos de portales con buzones y nombres. Solo firma en la app y
  listo.
- El jueves 13 Toni salió con el aviso naranja a llevar lo de la farmacia, no había visto el
  mensaje. Le llamé y se volvió desde Primado Reig, todo bien, pero leed el grupo, porfa.
- La Terreta ya son unas 40 cestas los sábados, así que a partir del 22 los sábados por la
  mañana vamos 3 en vez de 2.
- Cumple de Yaiza el 20, cena en el Tendetes, apuntaos que hay que reservar.
- Alguien se dejó la radio del local encendida todo el finde 🙄
""",
        updated="2025-02-17",
    ),
    # --- Plan -------------------------------------------------------------------------------
    "plan/fase1-2025.md": topic(
        "Plan fase 1 (2025)",
        "Objetivos y compras de la primera fase del plan de crecimiento",
        "project",
        """Fase 1 — 2025:
- Consolidar Z1–Z4, sin abrir zonas nuevas.
- Comprar 2 Urban Arrow Cargo L con la ayuda de movilidad sostenible de la Generalitat
  (cubre el 40 %). Pasamos de 4 a 6 cargo.
- Entrar 2 socios nuevos (Toni y uno más en otoño): de 8 a 10.
- Objetivo: 1.800 entregas al mes en diciembre.
""",
        updated="2025-01-20",
    ),
    "plan/fase2-2026.md": topic(
        "Plan fase 2 (2026)",
        "Objetivos de la segunda fase: Poblats Marítims y microhub",
        "project",
        """Fase 2 — 2026:
- Abrir la Z5 Marítim (Cabanyal, Malva-rosa, Natzaret).
- Microhub en un contenedor o bajo en el Cabanyal: pendiente si alquiler o cesión.
- 3 cargo más: de 6 a 9.
- 4 socios más: de 10 a 14.
- Objetivo: 3.000 entregas al mes.
""",
        updated="2025-01-20",
    ),
}

FILES = with_index(
    N,
    title="Rodamón Missatgeria — memoria",
    sections={
        "equipo/": "Equipo",
        "turnos/": "Turnos y zonas",
        "zonas/": "Turnos y zonas",
        "flota/": "Flota y taller",
        "taller/": "Flota y taller",
        "lluvia/": "Lluvia y seguros",
        "seguros/": "Lluvia y seguros",
        "pagos/": "Pagos",
        "clientes/": "Clientes y tarifas",
        "app/": "App y entregas",
        "entregas/": "App y entregas",
        "asambleas/": "Asambleas y resúmenes",
        "resumen/": "Asambleas y resúmenes",
        "plan/": "Plan de crecimiento",
    },
)

ask, chat = questions_in("es")

MEMDIR = LabelledMemdir(
    name="mensajeria_bici",
    half="heldout11",
    language="es",
    domain="bicycle courier cooperative in Valencia (turnos, clientes, cargo bikes, taller, "
    "seguros, anticipos, asambleas, dispatch app, zonas)",
    style="Spain Spanish, chatty WhatsApp-like notes with slang (tío, en plan) and some "
    "Valencian words, plus one meticulous socia writing numbered lists; markdown tables",
    files=FILES,
    pairs=[
        # --- contradictions ---------------------------------------------------------------
        P(
            "contradiction",
            "turnos/cuadrante.md",
            "turnos/turno-manana-730.md",
            "time-moved",
            "Morning shift 8:00–14:00 vs from 3 March 7:30–13:30 instead of 8:00.",
        ),
        P(
            "contradiction",
            "asambleas/funcionamiento.md",
            "asambleas/2025-03-04-asamblea.md",
            "time-moved",
            "Assembly on the first Tuesday vs from April on the first Thursday (buried in recap).",
        ),
        P(
            "contradiction",
            "pagos/anticipos.md",
            "asambleas/2025-03-04-asamblea.md",
            "threshold-changed",
            "Advance 950 € net full time vs goes up to 1.050 € from April (buried in recap).",
        ),
        P(
            "contradiction",
            "entregas/pesos.md",
            "flota/que-bici.md",
            "threshold-changed",
            "Over 20 kg goes by cargo vs table: up to 12 kg backpack, 12–50 kg cargo.",
        ),
        P(
            "contradiction",
            "turnos/cuadrante.md",
            "equipo/reparto-tareas-2025.md",
            "owner-changed",
            "Neus makes the rota and takes shift changes vs table: Kike is responsible.",
        ),
        P(
            "contradiction",
            "zonas/zonas.md",
            "zonas/z3-nombre.md",
            "renamed",
            "Z3 is called 'Nord' vs now called 'Benimaclet-Orriols'.",
        ),
        P(
            "contradiction",
            "entregas/prueba-entrega.md",
            "resumen/2025-02-17-grupo.md",
            "policy-reversed",
            "Always photo plus signature vs Kike: the photo is over, signature only.",
        ),
        P(
            "contradiction",
            "app/dispatch.md",
            "app/coopcycle.md",
            "tool-switched",
            "Dispatch done in Onfleet vs rider guide: tasks assigned in the CoopCycle panel.",
        ),
        P(
            "contradiction",
            "lluvia/material-lluvia.md",
            "lluvia/material-altillo.md",
            "location-changed",
            "Rain gear in locker 3 in Russafa vs now in the loft of the Benimaclet workshop.",
        ),
        P(
            "contradiction",
            "turnos/cuadrante.md",
            "resumen/2025-02-17-grupo.md",
            "count-changed",
            "Saturday shift 2 riders vs from the 22nd 3 riders (buried in Kike's recap).",
        ),
        P(
            "contradiction",
            "seguros/seguro.md",
            "seguros/in-itinere.md",
            "reworded-conflict",
            "Home-to-base trip not covered vs Pilar: a crash riding from home is covered.",
        ),
        # --- decoys -----------------------------------------------------------------------
        P(
            "decoy",
            "taller/urban-arrow-frenos.md",
            "flota/cargadores-urban.md",
            "shared-technology",
            "Same Urban Arrow bikes: brake maintenance vs battery charging.",
        ),
        P(
            "decoy",
            "taller/urban-arrow-frenos.md",
            "flota/baterias.md",
            "shared-technology",
            "Same Urban Arrow bikes: brake maintenance vs battery charging.",
        ),
        P(
            "decoy",
            "flota/candado.md",
            "flota/robo-lona.md",
            "rule-vs-incident",
            "Always frame lock plus chain; Kike left La Tartana without the chain and lost the "
            "tarp.",
        ),
        P(
            "decoy",
            "lluvia/alerta-aemet.md",
            "resumen/2025-02-17-grupo.md",
            "rule-vs-incident",
            "Nobody rides on an orange warning; Toni went out on one and was called back.",
        ),
        P(
            "decoy",
            "asambleas/pendientes.md",
            "clientes/tarifas-2025.md",
            "open-questions-vs-settled",
            "Whether to raise 2025 prices was open; settled by the 2025 price table.",
        ),
        P(
            "decoy",
            "asambleas/pendientes.md",
            "asambleas/2025-03-04-asamblea.md",
            "open-questions-vs-settled",
            "Own-bike theft insurance was open; the March assembly settled it (half, max 60 €).",
        ),
        P(
            "decoy",
            "plan/fase1-2025.md",
            "plan/fase2-2026.md",
            "phase1-vs-phase2",
            "2025: 2 cargo (4→6), 10 socios, 1.800/month; 2026: Z5, 3 cargo (6→9), 3.000/month.",
        ),
        P(
            "decoy",
            "pagos/propuesta-destajo.md",
            "pagos/anticipos.md",
            "quoted-opinion-rejected",
            "Kike's pay-per-delivery idea was voted down; the equal monthly advance stands.",
        ),
        P(
            "decoy",
            "equipo/rosa-listas.md",
            "equipo/kike-corto.md",
            "two-peoples-preferences",
            "Rosa wants numbered lists with dates; Kike wants two short lines, no lists.",
        ),
        P(
            "decoy",
            "flota/candado.md",
            "entregas/no-efectivo.md",
            "two-donts-different-things",
            "Never leave a cargo without both locks vs never carry cash or cash on delivery.",
        ),
        P(
            "decoy",
            "taller/parte-212.md",
            "clientes/incidencia-212-rosella.md",
            "same-ticket-ids",
            "212 is a workshop job for La Tartana and a bookshop complaint number.",
        ),
        P(
            "decoy",
            "clientes/tarifas-2024.md",
            "clientes/tarifas-2025.md",
            "superseded-and-successor",
            "2024 prices are marked superseded by the 2025 table.",
        ),
        P(
            "decoy",
            "plan/fase1-2025.md",
            "asambleas/2025-03-04-asamblea.md",
            "related-consistent",
            "Both: buy 2 Urban Arrow with the Generalitat grant.",
        ),
        P(
            "decoy",
            "plan/fase2-2026.md",
            "asambleas/pendientes.md",
            "related-consistent",
            "The Cabanyal microhub (rent or cession) is still open in both.",
        ),
        P(
            "decoy",
            "plan/fase1-2025.md",
            "flota/bicis.md",
            "related-consistent",
            "Four cargo bikes now; phase 1 takes them from 4 to 6.",
        ),
        P(
            "decoy",
            "plan/fase2-2026.md",
            "zonas/zonas.md",
            "related-consistent",
            "Poblats Marítims are not served yet; they open as Z5 in phase 2.",
        ),
        P(
            "decoy",
            "clientes/contratos.md",
            "resumen/2025-02-17-grupo.md",
            "related-consistent",
            "La Terreta delivers on Saturday mornings in both.",
        ),
        P(
            "decoy",
            "turnos/turno-manana-730.md",
            "clientes/contratos.md",
            "related-consistent",
            "Mercat Central morning deliveries explain the earlier morning shift.",
        ),
        P(
            "decoy",
            "taller/taller.md",
            "taller/parte-212.md",
            "related-consistent",
            "Numbered workshop jobs; job 212 done on a Tuesday when the workshop is open.",
        ),
        P(
            "decoy",
            "flota/que-bici.md",
            "flota/bicis.md",
            "related-consistent",
            "The same four cargo bikes; the heavy loads go on the two electric Urban Arrows.",
        ),
        P(
            "decoy",
            "equipo/reparto-tareas-2025.md",
            "app/coopcycle.md",
            "related-consistent",
            "Dani runs the app and dispatch in both.",
        ),
        # --- duplicates -------------------------------------------------------------------
        P(
            "duplicate",
            "flota/cargadores-urban.md",
            "flota/baterias.md",
            "reordered",
            "The same four battery rules in another order.",
        ),
        P(
            "near-duplicate",
            "entregas/no-efectivo.md",
            "entregas/contra-reembolso.md",
            "same-rule-restated",
            "No cash and no cash on delivery, saved twice the same day in other words.",
        ),
    ],
    questions=[
        ask(
            "a qué hora entra el turno de mañana?",
            "turnos/cuadrante.md",
            "turnos/turno-manana-730.md",
        ),
        ask(
            "quien hace el cuadrante y a quién le pido un cambio de turno",
            "turnos/cuadrante.md",
            "equipo/reparto-tareas-2025.md",
        ),
        ask(
            "¿Cuánto es el anticipo mensual de un socio a jornada completa?",
            "pagos/anticipos.md",
            "asambleas/2025-03-04-asamblea.md",
        ),
        ask("desde cuantos kilos va en cargo", "entregas/pesos.md", "flota/que-bici.md"),
        ask("como se llama ahora la zona nord", "zonas/zonas.md", "zonas/z3-nombre.md"),
        ask(
            "hay q hacer foto al entregar el paquete o no?",
            "entregas/prueba-entrega.md",
            "resumen/2025-02-17-grupo.md",
        ),
        ask(
            "Qué app usamos para asignar los pedidos a los riders?",
            "app/dispatch.md",
            "app/coopcycle.md",
        ),
        ask(
            "xe, dónde están los chubasqueros y las lonas?",
            "lluvia/material-lluvia.md",
            "lluvia/material-altillo.md",
        ),
        ask(
            "cuántos riders van los sábados por la mañana",
            "turnos/cuadrante.md",
            "resumen/2025-02-17-grupo.md",
        ),
        ask(
            "Si me caigo yendo de casa al local en bici, me cubre el seguro?",
            "seguros/seguro.md",
            "seguros/in-itinere.md",
        ),
        ask(
            "qué día es la asamblea mensual",
            "asambleas/funcionamiento.md",
            "asambleas/2025-03-04-asamblea.md",
        ),
        ask("tarifa z2 2025", "clientes/tarifas-2025.md"),
        ask(
            "cada cuánto se cambian las pastillas de freno de la urban arrow",
            "taller/urban-arrow-frenos.md",
        ),
        ask(
            "un cliente quiere que cobremos al destinatario en efectivo, podemos?",
            "entregas/no-efectivo.md",
            "entregas/contra-reembolso.md",
        ),
        ask("qué pasó con la lona de la tartana", "flota/robo-lona.md"),
        ask("aviso naranja aemet salimos?", "lluvia/alerta-aemet.md"),
        ask("cuántas cargo se compran en la fase 2", "plan/fase2-2026.md"),
        ask("horario taller benimaclet", "taller/taller.md"),
        ask("qué fue la incidencia 212 de la librería", "clientes/incidencia-212-rosella.md"),
        ask(
            "vale gracias tío! y la batería de la urban dónde se carga?",
            "flota/cargadores-urban.md",
            "flota/baterias.md",
            conversational=True,
        ),
        ask(
            "guay. y lo de cobrar por entrega que propuso kike en qué quedó?",
            "pagos/propuesta-destajo.md",
            conversational=True,
        ),
        ask(
            "perfecte! y a Rosa cómo le paso las cosas?",
            "equipo/rosa-listas.md",
            conversational=True,
        ),
        ask(
            "genial, y el seguro antirrobo de mi bici propia lo paga la coop al final?",
            "asambleas/2025-03-04-asamblea.md",
            conversational=True,
        ),
        chat("bon dia!!"),
        chat("gracias crack"),
        chat("vuelvo en 5 min"),
        chat("qué calor hace hoy, por dios, me estoy derritiendo"),
        chat("ok, siguiente"),
        chat("eres un crack, de verdad"),
        chat("¿qué le dice un semáforo a otro? no me mires que me estoy cambiando 😂"),
        chat("menudo día llevo, estoy reventada"),
        chat("hasta mañana, me voy a dormir"),
        chat("hola hola, qué tal"),
        chat("jajaja buah qué bueno"),
        chat("bona vesprada!"),
    ],
    complete_labels=True,
)
