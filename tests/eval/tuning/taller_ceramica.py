# Written for held-out half heldout9 by a writer who never read a detector; measured there once
# as the newest half (contradiction recall 2%: changes buried in chatty recaps went unseen);
# moved to tuning so that tuning sees how such changes are written. heldout10 replaced it.
"""A shared pottery studio in Boedo (courses, kilns, fair): Rioplatense Spanish, recaps, one price table."""

from tests.eval.dataset import LabelledMemdir, questions_in, topic, with_index
from tests.eval.dataset import pair as P

N = {
    "cursos/grilla-precios.md": topic(
        "Grilla y precios 2026",
        "Días, horarios, quién está a cargo y cuánto sale cada curso",
        "reference",
        """Grilla vigente desde enero. Cuota mensual = 4 encuentros (el taller libre es por mes, vení cuando quieras dentro del horario).

| Curso | Día y horario | A cargo | Cuota mensual |
|---|---|---|---|
| Torno inicial | martes 18 a 20:30 | Nacho | $48.000 |
| Torno avanzado | jueves 18:30 a 21 | Nacho | $52.000 |
| Modelado a mano | miércoles 10 a 12:30 | Mariela | $42.000 |
| Esmaltes y color | sábados 10 a 13, cada 15 días | Mariela | $38.000 |
| Taller libre | viernes 14 a 20 | Lucía | $30.000 |
| Clase suelta (cualquier curso) | — | — | $15.000 |

- Matrícula anual: $10.000 (una sola vez por año, aunque hagas dos cursos).
- 10% de descuento pagando en efectivo.
- Después del día 10 se cobra 10% de recargo.
""",
        updated="2026-01-08",
    ),
    "cursos/torno-inicial.md": topic(
        "Torno inicial",
        "Cómo es el curso de torno para principiantes",
        "project",
        """Torno inicial, con Nacho. Para gente que nunca se sentó a un torno, o que se sentó una vez en unas vacaciones y no se acuerda nada.

- 6 lugares por turno: tenemos 6 tornos y cada alumno tiene el suyo toda la clase, no se comparte ni se rota.
- Se trabaja con el gres blanco del taller; la cuota incluye 5 kg de pasta por mes. Si alguien se entusiasma y usa más, el resto lo compra aparte.
- Programa más o menos: primer mes centrar, abrir y levantar cilindros; segundo mes cuencos; tercero tornear pie y pegar asas.
- Herramientas del taller: caja roja, debajo de la mesa de Nacho. Las propias, cada uno se las lleva.
""",
        updated="2025-09-15",
    ),
    "cursos/modelado.md": topic(
        "Modelado a mano",
        "El curso de Mariela de los miércoles a la mañana, sin torno",
        "reference",
        """Modelado a mano es el curso de Mariela de los miércoles a la mañana. Nada de torno: pellizco, chorizos (hay quien dice churros, es lo mismo) y placas estiradas con el palote. Es el curso más tranquilo del taller: en la primera clase ya te vas con algo hecho y eso engancha. Mariela arma grupos chicos, mucha gente jubilada y algún estudiante de diseño. Al cierre de cada cuatrimestre cada uno se lleva un juego de tres piezas bizcochadas y esmaltadas,, y las fotos van a una carpeta compartida para el IG.
""",
        updated="2025-07-20",
        aliases=["curso de mano", "los miércoles de Mariela"],
    ),
    "redes/nombres-cursos.md": topic(
        "Nombres de los cursos para redes",
        "Cómo nombrar los cursos en IG, la web y los mensajes",
        "feedback",
        """Pedido de Caro para todo lo que sale hacia afuera (IG, web, respuestas a interesados):

- el de los miércoles a la mañana con Mariela se llama **Construcción manual**. Nada de "modelado" en ningún lado, la gente lo confunde con modelar en el torno y después se sorprende.
- Torno inicial y Torno avanzado quedan como están.
- Hashtags de siempre: #latoscaceramica #ceramicaboedo
""",
        updated="2026-03-10",
        nested=True,
        session="b7e1c3a2-55f0-4e2a-9d1e-0c6f3a2b9e41",
        modified="2026-03-10",
    ),
    "redes/flyer-otono.md": topic(
        "Flyer de otoño",
        "Texto del flyer que sale en IG y en la vidriera",
        "project",
        """Texto aprobado por Mariela, sale el lunes en IG y pegado en la vidriera:

> ¿Nunca tocaste barro? ¿Te da curiosidad pero no sabés por dónde empezar?
> Los viernes de 14 a 20 la puerta está abierta: venís, te damos un pan de arcilla, herramientas y una mesa, y Lucía te da una mano con lo básico. No necesitás saber nada.
> Escribinos por DM y te guardamos lugar.

Ojo: la foto tiene que ser la de las tazas verdes, no la del horno abierto (sale muy oscura).
""",
        updated="2026-03-18",
    ),
    "hornos/electrico.md": topic(
        "Horno eléctrico",
        "Programas, días de carga y registro del horno grande",
        "reference",
        """Horno eléctrico grande (el de 120 litros, el del fondo).

- Bizcocho: programa 1, sube hasta 950 °C. Se carga el jueves a la noche, después de torno avanzado, y se abre el sábado a la mañana antes de esmaltes.
- Esmalte (gres): programa 3, 1240 °C con meseta de 15 minutos. Cono testigo 6 en la mirilla de arriba.
- Cada hornada se anota en la planilla de Google "Hornadas": fecha, programa, quién cargó, cómo quedó el cono.
- Entran 4 placas; las piezas de alumnos van en las de abajo, las de Mariela arriba.
""",
        updated="2025-10-05",
        aliases=["horno grande", "el del fondo"],
    ),
    "hornos/hornada-lunes.md": topic(
        "Bizcocho los lunes",
        "Cuándo se carga y se abre la hornada de bizcocho",
        "project",
        """Bizcocho: se carga los lunes a las 21 y se abre el miércoles temprano. Los jueves a la noche la tensión baja tanto que el controlador se reinicia a mitad de la curva (dos hornadas perdidas en febrero, una con las tazas del grupo de Nacho).
""",
        updated="2026-03-20",
    ),
    "hornos/propuesta-900.md": topic(
        "Bajar el bizcocho a 900",
        "La idea de Tomás de bajar la temperatura y qué se decidió",
        "project",
        """Tomás tiró la idea de bajar el bizcocho a 900 °C para gastar menos luz ("con la boleta que vino no da más"). Mariela y Nacho dijeron que no: a 900 el gres queda demasiado poroso, el esmalte se chupa y las piezas salen con pinchazos. Queda como está, a 950.
""",
        updated="2026-02-12",
    ),
    "hornos/no-abrir.md": topic(
        "No abrir el horno caliente",
        "Cuándo se puede abrir la tapa",
        "feedback",
        """Nunca abrir la tapa del eléctrico si el display marca más de 150 °C, por más ganas que tengas de ver cómo salió. Las piezas se rajan por choque térmico y la resistencia sufre.
""",
        updated="2025-06-03",
    ),
    "normas/secado.md": topic(
        "Secado antes de hornear",
        "Cuándo una pieza está lista para el horno",
        "feedback",
        """Nada entra al horno si no está seco hueso.
Prueba: apoyar la pieza en la mejilla; si se siente fría, todavía tiene agua.
Piezas gruesas (más de 1 cm de pared): mínimo una semana en el estante de secado.
""",
        updated="2025-05-14",
    ),
    "feedback/secado-mariela.md": topic(
        "Mariela y el secado",
        "Lo que Mariela repitió sobre piezas húmedas",
        "feedback",
        """Mariela me lo volvió a decir al final de la clase: si una pieza está fresca al tacto (la ponés contra la cara y la sentís fría) no se hornea, porque revienta adentro y se lleva puestas las de al lado. Lo que tenga paredes de más de un centímetro, siete días como mínimo en el estante antes de cargarlo.
""",
        updated="2025-05-14",
    ),
    "normas/esmalte-base.md": topic(
        "Base sin esmalte",
        "Cómo tiene que estar la base de una pieza esmaltada",
        "feedback",
        """No se carga ninguna pieza con esmalte en la base. Limpiar con esponja húmeda medio centímetro desde abajo. Si el esmalte chorrea, se pega a la placa y se arruinan las dos cosas, la pieza y la placa (y las placas salen carísimas). Si aparece una así en la mesa de carga, vuelve al estante del alumno con un papelito.
""",
        updated="2025-08-02",
    ),
    "normas/pileta.md": topic(
        "Pileta de la cocina",
        "Dónde se lavan herramientas y baldes con barro",
        "feedback",
        """Prohibido enjuagar herramientas, baldes o manos embarradas en la pileta de la cocina: el barro decanta en el caño y lo tapa. Para eso está el tacho decantador del patio (el de dos baldes). El agua limpia de arriba se tira recién al otro día, el barro del fondo va al recuperado.
""",
        updated="2025-04-10",
    ),
    "chats/2026-02-plomero.md": topic(
        "Pileta tapada",
        "Lo que pasó con la pileta de la cocina en febrero",
        "project",
        """Lo del martes: después de torno alguien lavó las esponjas y las tornetas en la pileta de la cocina y a la noche el agua no bajaba. Vino el plomero el miércoles y sacó un chorizo de barro del sifón, literal. Cobró $35.000. Nacho lo va a recordar en la próxima clase, sin escrachar a nadie.
""",
        updated="2026-02-26",
    ),
    "normas/retiro-piezas.md": topic(
        "Retiro de piezas",
        "Dónde quedan las piezas terminadas y cuánto tiempo",
        "reference",
        """Piezas terminadas (ya con la segunda quema):
- quedan en el estante de madera al lado de la puerta de entrada, con un papelito con el nombre
- se retiran en cualquier horario de clase, no hace falta avisar
- pasados 30 días sin retirar, van a la caja de la feria y se venden a beneficio del taller
""",
        updated="2025-09-01",
    ),
    "chats/2026-03-lucia-cajas.md": topic(
        "Audio de Lucía",
        "Lo que avisó Lucía por audio sobre las piezas que salen del horno",
        "project",
        """Audio de Lucía en el grupo del equipo, lo paso a texto:

"Chicos, lo que Tomás va sacando del horno de esmalte lo estoy dejando en los cajones de verdulería abajo de la mesada de la cocina, uno por alumno, con cinta de papel y el nombre. Si alguien pregunta por sus cosas díganle que se fije ahí. Ah, y se terminó la cinta, alguien que compre porfa."
""",
        updated="2026-03-27",
    ),
    "normas/taller-libre.md": topic(
        "Quién puede ir al taller libre",
        "Requisitos para el taller libre de los viernes",
        "feedback",
        """El taller libre de los viernes es solo para gente que ya hizo al menos un año de cursada acá (o que Mariela haya visto trabajar y dé el ok). No es una clase: nadie enseña. Lucía abre, cierra y se fija que se respeten las normas, pero no explica técnica. Si escribe alguien que recién empieza, ofrecerle alguno de los cursos.
""",
        updated="2025-08-20",
    ),
    "normas/seguridad.md": topic(
        "Polvo y salud",
        "Normas de higiene y seguridad en el salón",
        "feedback",
        """Polvo y salud:
- en el salón no se come ni se toma nada: el polvo de arcilla tiene sílice. Para merendar, al patio.
- barrer siempre en húmedo (trapo y secador), nunca escoba en seco
- barbijo N95 para lijar bizcochos o preparar esmaltes en polvo
- los esmaltes con óxido de cobre o de manganeso, con guantes
""",
        updated="2025-04-10",
    ),
    "normas/cierre.md": topic(
        "Checklist de cierre",
        "Qué revisar antes de irse a la noche",
        "reference",
        """Checklist para cerrar a la noche:
- [ ] tornos apagados y desenchufados, bandejas vaciadas en el tacho decantador
- [ ] piezas sin terminar (las que se siguen trabajando) tapadas con nylon, cada una en su estante
- [ ] mesas pasadas con trapo húmedo
- [ ] extractor apagado
- [ ] horno: si quedó cargado, confirmar programa y que la tapa esté trabada
- [ ] llave de paso del gas cerrada (la de la cocina)
- [ ] luces del patio apagadas, persiana baja, doble vuelta de llave
- [ ] la llave, en la cajita con clave detrás del medidor
""",
        updated="2025-11-05",
    ),
    "chats/2025-11-cierre.md": topic(
        "Cómo cierra Lucía",
        "Lucía contó cómo deja el taller cuando es la última",
        "reference",
        """Lucía me explicó cómo deja todo cuando es la última en irse, para pasárselo a quien le toque cerrar. Primero los tornos: los apaga, los desenchufa y vuelca lo de las bandejas en el tacho decantador. Lo que está sin terminar lo envuelve en nylon y lo deja en su estante. Pasa un trapo mojado por las mesas y apaga el extractor. Si el horno quedó andando, mira que tenga el programa que corresponde y que la tapa esté trabada. Cierra el gas en la llave de la cocina, apaga las luces de afuera, baja la persiana y cierra con doble vuelta. La llave la deja en la cajita con código que está atrás del medidor de luz.
""",
        updated="2025-11-05",
    ),
    "admin/pagos.md": topic(
        "Cómo se pagan las cuotas",
        "Formas y fechas de pago de las cuotas",
        "reference",
        """Cuotas: se pagan del 1 al 10 de cada mes.
- transferencia al alias la.tosca.barro (cuenta de Mariela), y el comprobante por privado a Caro
- o con el link de Mercado Pago que Caro manda el día 1 (ese tiene 6% más por la comisión)
- efectivo: solo en mano a Mariela o a Caro, siempre con recibo
A partir del 11 corre el recargo del 10%.
""",
        updated="2025-12-15",
    ),
    "admin/cobro-quemas.md": topic(
        "Cobro de quemas",
        "Cómo se cobran las piezas que entran al horno",
        "feedback",
        """Las quemas se cobran aparte de la cuota. Siempre, sin excepción: cada pieza que entra al horno se anota en la planilla de Google "Quemas 2025" con nombre del alumno y tamaño. A fin de mes Caro suma y lo agrega al pedido de pago. Chica $2.000, mediana $3.500, grande $5.000.
""",
        updated="2025-06-20",
    ),
    "admin/quemas-incluidas.md": topic(
        "Quemas desde abril",
        "Qué cambió con las quemas en la cuota",
        "feedback",
        """Mariela: desde abril la quema va incluida en la cuota. No anotar más pieza por pieza para cobrar, ni sumar nada al pedido de pago de fin de mes. La hornada sí se sigue registrando en su planilla, como siempre.
""",
        updated="2026-03-25",
        nested=True,
        session="4c9d2e10-7a61-4f8b-b3c5-91e0d7a6f222",
    ),
    "admin/habilitacion.md": topic(
        "Habilitación del local",
        "En qué está el trámite de habilitación",
        "project",
        """Habilitación municipal del taller (rubro enseñanza y taller artesanal): expediente EX-2026-00001187 en la AGC. Presentamos planos y el certificado del electricista. Falta la inspección, que puede caer sin avisar: tener a mano el matafuego con la carga al día (vence en agosto) y el libro de visitas.
""",
        updated="2026-02-02",
    ),
    "admin/reclamo-edesur.md": topic(
        "Reclamo a Edesur",
        "El reclamo por la baja tensión de noche",
        "project",
        """Reclamo a Edesur por baja tensión, número 1187. Lo hizo Caro por teléfono el 18/2. Pasa sobre todo los jueves a la noche y el controlador del horno se resetea. Dijeron 30 días hábiles. Si llaman de Edesur, atiende Caro.
""",
        updated="2026-02-18",
    ),
    "admin/extractor.md": topic(
        "Extractor nuevo",
        "El extractor de la sala de esmaltes",
        "project",
        """Extractor de la sala de esmaltes: listo. Se compró uno de 30 cm porque el viejo hacía un ruido horrible y no tiraba nada. $180.000 en la casa de electricidad de Av. Boedo. Lo instaló Rolo, el electricista, el sábado 14/3. Se prende siempre que alguien prepare esmalte en polvo.
""",
        updated="2026-03-14",
    ),
    "equipo/roles.md": topic(
        "Quién hace qué",
        "Tareas de cada persona del equipo",
        "reference",
        """Quién hace qué:
- Mariela: dueña; da los cursos de los miércoles y esmaltes; decide todo lo de precios
- Nacho: torno (inicial y avanzado) y el mantenimiento de los tornos
- Caro: inscripciones, cobros, redes
- Tomás: horno eléctrico — carga, programa, descarga y la planilla de hornadas. Nadie más toca el controlador.
- Lucía: ayudante; abre y cierra el taller libre de los viernes, prepara esmaltes los sábados
""",
        updated="2025-08-01",
    ),
    "equipo/mariela.md": topic(
        "Mariela",
        "Cómo le gusta a Mariela que le escriban",
        "user",
        """Mariela prefiere mensajes escritos y cortitos. Audios no, no los escucha. Nada después de las 21, salvo que se esté incendiando algo (literal).
""",
        updated="2025-09-10",
    ),
    "equipo/nacho.md": topic(
        "Nacho",
        "Cómo le gusta a Nacho que le escriban",
        "user",
        """Nacho: mandale audio, los textos largos no los lee. Si es urgente llamalo directo, de noche también, no tiene drama.
""",
        updated="2025-09-10",
    ),
    "materiales/proveedores.md": topic(
        "Proveedores",
        "A quién le compramos pasta, esmaltes y lo demás",
        "reference",
        """Proveedores:
- Pasta (gres blanco, y la roja para los de los miércoles) y esmaltes: Cerámicos del Oeste, en Haedo. Pedido cada 15 días por WhatsApp a Rubén; lo trae su flete los martes.
- Placas y soportes de horno: al fabricante del horno, cuando hacen falta.
- Cajas para embalar en la feria: la verdulería de la esquina, gratis.
""",
        updated="2025-07-01",
    ),
    "reuniones/pendientes.md": topic(
        "Temas abiertos",
        "Lo que quedó para discutir en la próxima reunión",
        "project",
        """Para la próxima reunión:
- ¿Hacemos colonia de verano para chicos el año que viene? ¿Con qué seguro?
- ¿Cambiamos el extractor de la sala de esmaltes o alcanza con limpiarlo?
- ¿Abrimos un canal de YouTube con las demos de Nacho?
- ¿Sumamos un segundo turno de esmaltes, sábados a la tarde?
- ¿Quién cubre a Nacho en las vacaciones de julio?
""",
        updated="2026-01-20",
    ),
    "reuniones/2026-03-02.md": topic(
        "Reunión de equipo 2/3",
        "Minuta de la reunión de equipo del lunes 2 de marzo",
        "project",
        """Reunión de equipo, lunes 2/3. Estuvieron Mariela, Nacho, Caro, Lucía y Tomás.

1. Tomás se muda a Córdoba a fin de mes. Desde el 1/4 el eléctrico lo carga, lo programa y lo descarga Lucía. Tomás le deja escrita la curva de esmalte y le muestra la planilla.
2. Llegaron los dos tornos nuevos (Shimpo usados, de un taller de Almagro que cerraba). Torno inicial pasa a 8 lugares por turno desde abril.
3. Feria de invierno: confirmado el salón del Club Boedo Juniors, domingo 5/7.
4. Obra: la etapa 1 arranca la semana del 16/3.
5. Varios: falta cinta de papel y esponjas.
""",
        updated="2026-03-02",
    ),
    "chats/2026-04-recap-caro.md": topic(
        "Lo que contó Caro",
        "Resumen del WhatsApp de Caro del jueves",
        "project",
        """Resumen de lo que hablamos con Caro por WhatsApp el jueves. Mandó como cuarenta mensajes seguidos, así que acá va lo importante, más o menos en el orden en que salió:

- arrancó quejándose del ventilador de pie del salón, que hace un ruido horrible y hay que ver si se arregla o se tira
- la cuota nueva ya está en la web y salió el mensaje a los grupos: torno inicial 56 lucas, torno avanzado 60, el de Mariela de los miércoles 49, esmaltes 44. Taller libre y clase suelta no se tocaron. Dos se quejaron, el resto ni dijo nada
- le preguntaron si se puede pagar en cuotas con tarjeta: no
- el 12 es el cumple de Vero (la de los jueves), quieren hacerle una taza entre todos, que no se entere
- y se instaló lo de la merienda: a las cinco se para, mate y bizcochitos de Don Satur ahí mismo en la mesa larga donde se trabaja, ya es tradición y nadie se la quiere perder jaja
- el próximo pedido de pasta y esmaltes va a Tierra Cocida, de Lanús, que traen a domicilio y tienen el gres que le gusta a Nacho; con los de Haedo quedamos en nada, tardaron tres semanas con el último
- que le recordemos sacar la foto de las tazas verdes para el flyer

Después se tuvo que ir a buscar a la nena al colegio y quedó ahí.
""",
        updated="2026-04-03",
    ),
    "obra/etapa-1.md": topic(
        "Obra etapa 1",
        "Instalación trifásica y tablero nuevo",
        "project",
        """Obra, etapa 1: instalación trifásica y tablero nuevo, para dejar de depender de la monofásica que se cae de noche. Electricista: Rolo. Presupuesto $850.000, mitad de seña y mitad al terminar. Arranca la semana del 16/3 y son unas dos semanas.
""",
        updated="2026-03-01",
    ),
    "obra/etapa-2.md": topic(
        "Obra etapa 2",
        "Techar y cerrar el patio",
        "project",
        """Obra, etapa 2: techar el patio con policarbonato alveolar y cerrar el costado con vidrio, para tener 4 mesas más todo el año. Presupuesto $1.200.000 (el herrero lo pasó Rolo). Se hace en junio y julio y mientras dure el patio no se usa. Se paga en tres partes.
""",
        updated="2026-03-01",
    ),
    "eventos/feria-invierno-patio.md": topic(
        "Feria de invierno (primera idea)",
        "Primera fecha pensada para la feria de invierno",
        "project",
        """Feria de invierno 2026: sábado 27 de junio, en el patio del taller, de 11 a 18. Hasta 10 piezas por alumno.
""",
        updated="2025-12-20",
        extra={"status": "superseded", "superseded_by": "eventos/feria-invierno.md"},
    ),
    "eventos/feria-invierno.md": topic(
        "Feria de invierno",
        "Dónde, cuándo y cómo se cobra en la feria de invierno",
        "project",
        """Feria de invierno: domingo 5 de julio, de 11 a 18, en el salón del Club Boedo Juniors. El patio no va a estar disponible por la obra del techo.
- Cada alumno lleva hasta 10 piezas, con el precio puesto en una etiqueta.
- Se cobra con el Point de Mercado Pago del taller, o en efectivo. El taller se queda con el 20% y el 80% se le transfiere a cada alumno a fin de mes.
""",
        updated="2026-03-05",
    ),
}

FILES = with_index(
    N,
    title="Memoria — Taller La Tosca (Boedo)",
    sections={
        "cursos/": "Cursos",
        "redes/": "Redes y difusión",
        "hornos/": "Hornos",
        "normas/": "Normas del taller",
        "feedback/": "Normas del taller",
        "admin/": "Administración",
        "materiales/": "Administración",
        "equipo/": "Equipo",
        "reuniones/": "Reuniones y charlas",
        "chats/": "Reuniones y charlas",
        "obra/": "Obra y eventos",
        "eventos/": "Obra y eventos",
    },
)

ask, chat = questions_in("es")

MEMDIR = LabelledMemdir(
    name="taller_ceramica",
    half="tuning",
    language="es",
    domain="taller de cerámica con cursos y hornos compartidos (Buenos Aires)",
    style="Rioplatense Spanish (vos), long rambling notes, WhatsApp-like recaps, checklists, one price table",
    files=FILES,
    pairs=[
        # --- contradictions ---
        P(
            "contradiction",
            "hornos/electrico.md",
            "hornos/hornada-lunes.md",
            "time-moved",
            "Bizcocho se carga el jueves a la noche y se abre el sábado vs se carga los lunes a las 21 y se abre el miércoles.",
        ),
        P(
            "contradiction",
            "cursos/grilla-precios.md",
            "chats/2026-04-recap-caro.md",
            "threshold-changed",
            "Cuotas de la tabla (torno inicial $48.000, avanzado $52.000, miércoles $42.000, esmaltes $38.000) vs la cuota nueva: 56, 60, 49 y 44 lucas.",
        ),
        P(
            "contradiction",
            "equipo/roles.md",
            "reuniones/2026-03-02.md",
            "owner-changed",
            "Horno eléctrico: lo carga y programa Tomás vs desde el 1/4 lo hace Lucía.",
        ),
        P(
            "contradiction",
            "cursos/modelado.md",
            "redes/nombres-cursos.md",
            "renamed",
            "El curso de los miércoles de Mariela se llama Modelado a mano vs se llama Construcción manual, nada de 'modelado'.",
        ),
        P(
            "contradiction",
            "cursos/grilla-precios.md",
            "redes/nombres-cursos.md",
            "renamed",
            "La grilla sigue llamando 'Modelado a mano' al curso de los miércoles que ahora se llama Construcción manual.",
        ),
        P(
            "contradiction",
            "admin/cobro-quemas.md",
            "admin/quemas-incluidas.md",
            "policy-reversed",
            "Siempre anotar cada pieza y cobrar la quema aparte vs no anotar más ni cobrar: la quema va incluida en la cuota.",
        ),
        P(
            "contradiction",
            "materiales/proveedores.md",
            "chats/2026-04-recap-caro.md",
            "tool-switched",
            "Pasta y esmaltes a Cerámicos del Oeste (Haedo) vs el próximo pedido va a Tierra Cocida (Lanús), con los de Haedo nada.",
        ),
        P(
            "contradiction",
            "normas/retiro-piezas.md",
            "chats/2026-03-lucia-cajas.md",
            "location-changed",
            "Piezas terminadas en el estante de madera de la entrada vs en cajones de verdulería debajo de la mesada de la cocina.",
        ),
        P(
            "contradiction",
            "cursos/torno-inicial.md",
            "reuniones/2026-03-02.md",
            "count-changed",
            "6 lugares por turno (6 tornos) vs llegaron dos tornos más y torno inicial pasa a 8 lugares.",
        ),
        P(
            "contradiction",
            "normas/taller-libre.md",
            "redes/flyer-otono.md",
            "reworded-conflict",
            "Taller libre de los viernes solo con un año de cursada y sin enseñanza vs flyer: los viernes de 14 a 20 cualquiera que nunca tocó barro, y Lucía le da una mano con lo básico.",
        ),
        P(
            "contradiction",
            "normas/seguridad.md",
            "chats/2026-04-recap-caro.md",
            "reworded-conflict",
            "En el salón no se come ni se toma, merienda al patio vs mate y bizcochitos a las cinco en la mesa larga donde se trabaja, ya es tradición.",
        ),
        # --- decoys ---
        P(
            "decoy",
            "admin/pagos.md",
            "eventos/feria-invierno.md",
            "shared-technology",
            "Mercado Pago: link para pagar la cuota vs el Point para cobrar las ventas de la feria.",
        ),
        P(
            "decoy",
            "admin/cobro-quemas.md",
            "hornos/electrico.md",
            "shared-technology",
            "Dos planillas de Google distintas: 'Quemas 2025' (cobro por pieza) y 'Hornadas' (registro de cada horneada).",
        ),
        P(
            "decoy",
            "normas/pileta.md",
            "chats/2026-02-plomero.md",
            "rule-vs-incident",
            "Prohibido lavar con barro en la pileta de la cocina; alguien lo hizo en febrero y vino el plomero.",
        ),
        P(
            "decoy",
            "reuniones/pendientes.md",
            "admin/extractor.md",
            "open-questions-vs-settled",
            "'¿Cambiamos el extractor?' estaba abierto; después se compró e instaló uno nuevo.",
        ),
        P(
            "decoy",
            "obra/etapa-1.md",
            "obra/etapa-2.md",
            "phase1-vs-phase2",
            "Etapa 1 trifásica, $850.000, marzo; etapa 2 techo del patio, $1.200.000, junio y julio.",
        ),
        P(
            "decoy",
            "hornos/electrico.md",
            "hornos/propuesta-900.md",
            "quoted-opinion-rejected",
            "Tomás propuso bizcochar a 900 °C; se rechazó y queda en 950 como dice el programa 1.",
        ),
        P(
            "decoy",
            "equipo/mariela.md",
            "equipo/nacho.md",
            "two-peoples-preferences",
            "Mariela no quiere audios ni mensajes después de las 21; Nacho quiere audios y que lo llamen de noche si es urgente.",
        ),
        P(
            "decoy",
            "normas/esmalte-base.md",
            "hornos/no-abrir.md",
            "two-donts-different-things",
            "No cargar piezas con esmalte en la base vs no abrir el horno arriba de 150 °C.",
        ),
        P(
            "decoy",
            "normas/seguridad.md",
            "normas/pileta.md",
            "two-donts-different-things",
            "No comer en el salón (sílice) vs no enjuagar barro en la pileta; mismo día, distintas prohibiciones.",
        ),
        P(
            "decoy",
            "admin/habilitacion.md",
            "admin/reclamo-edesur.md",
            "same-ticket-ids",
            "1187 es el expediente de habilitación en la AGC y también el número del reclamo a Edesur.",
        ),
        P(
            "decoy",
            "admin/pagos.md",
            "cursos/grilla-precios.md",
            "related-consistent",
            "Ambas: pago hasta el día 10, después 10% de recargo.",
        ),
        P(
            "decoy",
            "hornos/hornada-lunes.md",
            "admin/reclamo-edesur.md",
            "related-consistent",
            "La baja tensión de los jueves a la noche que resetea el controlador: motivo del reclamo y de pasar el bizcocho al lunes.",
        ),
        P(
            "decoy",
            "hornos/electrico.md",
            "admin/reclamo-edesur.md",
            "related-consistent",
            "El reclamo cuenta que el controlador se resetea los jueves; no dice nada distinto del horno.",
        ),
        P(
            "decoy",
            "reuniones/2026-03-02.md",
            "eventos/feria-invierno.md",
            "related-consistent",
            "Misma feria: domingo 5/7 en el Club Boedo Juniors.",
        ),
        P(
            "decoy",
            "reuniones/2026-03-02.md",
            "obra/etapa-1.md",
            "related-consistent",
            "Etapa 1 arranca la semana del 16/3 en las dos.",
        ),
        P(
            "decoy",
            "eventos/feria-invierno.md",
            "obra/etapa-2.md",
            "related-consistent",
            "La feria va al club porque el patio está en obra en junio y julio.",
        ),
        P(
            "decoy",
            "redes/flyer-otono.md",
            "cursos/grilla-precios.md",
            "related-consistent",
            "Viernes de 14 a 20 con Lucía en las dos.",
        ),
        P(
            "decoy",
            "admin/quemas-incluidas.md",
            "hornos/electrico.md",
            "related-consistent",
            "Las hornadas se siguen registrando en su planilla, como dice la nota del horno.",
        ),
        P(
            "decoy",
            "admin/extractor.md",
            "normas/seguridad.md",
            "related-consistent",
            "Extractor prendido y barbijo al preparar esmalte en polvo: se suman, no chocan.",
        ),
        P(
            "decoy",
            "eventos/feria-invierno-patio.md",
            "eventos/feria-invierno.md",
            "superseded-and-successor",
            "Sábado 27/6 en el patio (marcada superseded) vs domingo 5/7 en el Club Boedo Juniors.",
        ),
        P(
            "decoy",
            "eventos/feria-invierno-patio.md",
            "reuniones/2026-03-02.md",
            "superseded-and-successor",
            "La primera fecha de la feria ya está marcada superseded; la minuta confirma la nueva.",
        ),
        P(
            "decoy",
            "eventos/feria-invierno-patio.md",
            "obra/etapa-2.md",
            "superseded-and-successor",
            "Feria en el patio en junio (superseded) y patio en obra en junio: ya resuelto con la nueva sede.",
        ),
        # --- duplicates ---
        P(
            "duplicate",
            "normas/secado.md",
            "feedback/secado-mariela.md",
            "same-rule-restated",
            "Seco hueso, prueba de la mejilla y una semana para paredes de más de 1 cm, guardado dos veces el mismo día.",
        ),
        P(
            "duplicate",
            "normas/cierre.md",
            "chats/2025-11-cierre.md",
            "paraphrased",
            "La misma rutina de cierre, checklist vs contada por Lucía en prosa.",
        ),
    ],
    questions=[
        ask(
            "cuanto esta la cuota de torno inicial?",
            "cursos/grilla-precios.md",
            "chats/2026-04-recap-caro.md",
        ),
        ask(
            "quien se ocupa ahora de cargar y programar el horno electrico, sigue tomas?",
            "equipo/roles.md",
            "reuniones/2026-03-02.md",
        ),
        ask(
            "Cómo se llama el curso de los miércoles a la mañana? Lo quiero poner en una historia de IG",
            "cursos/modelado.md",
            "redes/nombres-cursos.md",
            "cursos/grilla-precios.md",
        ),
        ask(
            "las horneadas se les cobran aparte a los alumnos o ya entran en lo que pagan por mes",
            "admin/cobro-quemas.md",
            "admin/quemas-incluidas.md",
        ),
        ask(
            "a que proveedor le pedimos la arcilla y los esmaltes",
            "materiales/proveedores.md",
            "chats/2026-04-recap-caro.md",
        ),
        ask(
            "Una alumna pregunta dónde están sus tazas que ya salieron esmaltadas, dónde las busca?",
            "normas/retiro-piezas.md",
            "chats/2026-03-lucia-cajas.md",
        ),
        ask(
            "cuantos alumnos entran por turno en el torno para principiantes",
            "cursos/torno-inicial.md",
            "reuniones/2026-03-02.md",
        ),
        ask(
            "que dia se mete el bizcocho al horno",
            "hornos/electrico.md",
            "hornos/hornada-lunes.md",
        ),
        ask(
            "Me escribió una chica que nunca hizo cerámica, puede venir los viernes al taller libre?",
            "normas/taller-libre.md",
            "redes/flyer-otono.md",
        ),
        ask(
            "se puede tomar mate o comer algo mientras laburamos en el salon",
            "normas/seguridad.md",
            "chats/2026-04-recap-caro.md",
        ),
        ask(
            "en que quedo lo del extractor",
            "admin/extractor.md",
            "reuniones/pendientes.md",
        ),
        ask(
            "cuando y donde es la feria de invierno?",
            "eventos/feria-invierno.md",
            "reuniones/2026-03-02.md",
        ),
        ask(
            "cuanto tiempo tiene que secar una pieza gruesa antes de ir al horno",
            "normas/secado.md",
            "feedback/secado-mariela.md",
        ),
        ask(
            "que tengo que revisar antes de irme y cerrar el taller a la noche",
            "normas/cierre.md",
            "chats/2025-11-cierre.md",
        ),
        ask("a mariela le mando un audio o mejor le escribo?", "equipo/mariela.md"),
        ask("a cuantos grados bizcochamos", "hornos/electrico.md", "hornos/propuesta-900.md"),
        ask("numero de expediente de la habilitacion", "admin/habilitacion.md"),
        ask(
            "genial, gracias! y cuanto nos cobro el plomero al final?",
            "chats/2026-02-plomero.md",
            conversational=True,
        ),
        ask(
            "buenisimo. y lo de techar el patio cuando se hace y cuanto sale",
            "obra/etapa-2.md",
            conversational=True,
        ),
        chat("buen dia!! recien llego, arranco con un cafecito y vemos"),
        chat("graciasss, sos lo más"),
        chat("que frio hace hoy, no me quiero sacar la campera ni loca"),
        chat("banca un toque que me están llamando"),
        chat("ok dale, seguimos con otra cosa"),
        chat("jajaja no puedo más"),
        chat("estoy re cansada, fue una semana eterna"),
        chat("me encanta como me ayudas, de verdad"),
        chat("chau! nos vemos el martes, besos a todo el equipo"),
    ],
    complete_labels=True,
)
