# Written for held-out half heldout4 by a writer who never read a detector; measured there once
# as the newest half, then used in aggregate only; moved to tuning when the detectors stopped
# making errors on the rest of it (tuning precision 97%), so that tuning sees real ones.
"""A remote analytics team's agent memory (logistics company), in several languages.

Style: mostly English notes, with German, Spanish, Chinese and Korean ones written by or for
teammates in Berlin, Madrid, Shanghai and Seoul; most contradictions pair two languages.
Terse reference notes, a contracts table, meeting write-ups.
"""

from tests.eval.dataset import (
    LabelledMemdir,
    question,
    small_talk,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

LOAD_WINDOW = """No ad-hoc queries against PROD between 02:00 and 05:00 UTC — that's the nightly
load. Use the DEV clone, or wait until the load is green in #data-alerts.
"""

N = {
    # --- meetings ---------------------------------------------------------------------------
    "meetings/weekly-sync.md": topic(
        "Weekly sync",
        "When the whole team meets",
        "project",
        """Weekly sync — **Tuesdays 15:00 UTC**, 45 min.
- Google Meet link lives in the recurring invite
- Amara chairs; note-taker rotates alphabetically
- Can't make it? Drop an async update in #insights-weekly by Monday EOD
""",
        updated="2025-09-02",
    ),
    "meetings/weekly-neu.md": topic(
        "Weekly – neuer Termin",
        "Neuer Termin fürs Weekly ab April",
        "project",
        """Ab April ist das Weekly **donnerstags um 09:00 UTC**. Seit Wang Lei und Seo-jin im Team
sind, lag der alte Termin für die beiden um Mitternacht herum. Amara hat die Serieneinladung
schon umgestellt; die Dauer bleibt bei 45 Minuten.
""",
        updated="2026-03-24",
    ),
    "meetings/2025-11-retro-de.md": topic(
        "Retro November",
        "Was in der November-Retro besprochen wurde",
        "project",
        """Retro, 27.11.

- Felix wollte alle Dashboards auf Echtzeit umstellen (Streaming über Snowpipe).
  **Abgelehnt**: zu teuer, und niemand im Business braucht Minutenwerte. Es bleibt bei
  stündlich, Finanzen einmal täglich.
- Mehr Doku für neue Leute: Lucía sammelt Themen.
- Lob für Wang Lei: die Migration Phase 1 lief ohne Ausfall.
""",
        updated="2025-11-27",
    ),
    # --- on-call ----------------------------------------------------------------------------
    "oncall/paging.md": topic(
        "When to page on-call",
        "Conditions that should wake someone up",
        "reference",
        """Page the on-call person when:
- the nightly load hasn't finished **2 h** after 05:00 UTC
- any dashboard in the `exec` Looker folder fails to refresh twice in a row
- dbt tests fail on `fct_orders` in prod

Everything else can wait for business hours — post it in #data-alerts.
""",
        updated="2025-10-01",
    ),
    "oncall/alert-threshold-zh.md": topic(
        "夜间加载告警",
        "什么时候呼叫值班同事",
        "feedback",
        """夜间加载如果在 05:00 UTC 之后 45 分钟还没跑完，就直接呼叫值班同事，不用再等两个小时。
这是财务那边提的要求：他们一早就要看日报，晚一个小时都会有人来问。
""",
        updated="2026-02-10",
    ),
    "oncall/rotation.md": topic(
        "On-call rotation",
        "Who is on call and how handover works",
        "reference",
        """On-call rotation: **4 people** — Jonas, Lucía, Wang Lei, Seo-jin.
One week each, handover Monday 09:00 UTC in #data-oncall (open incidents + anything flaky).
""",
        updated="2025-09-01",
    ),
    "oncall/guardias.md": topic(
        "Guardias",
        "Cómo va la rotación de guardias este año",
        "project",
        """Desde febrero somos **seis** en la rotación de guardias: entraron Felix y Chen Yu. Sigue
siendo una semana por persona y el relevo, los lunes.
""",
        updated="2026-02-16",
    ),
    "runbooks/where.md": topic(
        "Runbooks",
        "Where the on-call runbooks are",
        "reference",
        """Runbooks: Confluence space **DATA** → "On-call runbooks". One page per alert; link the
page from the alert description so the on-call person lands on it directly.
""",
        updated="2025-08-05",
    ),
    "runbooks/location-ko.md": topic(
        "런북 위치",
        "런북을 관리하는 곳",
        "reference",
        """런북은 이제 깃허브 `fh-data-runbooks` 리포의 `docs/` 폴더에서 관리해요. 컨플루언스 쪽
페이지는 읽기 전용으로 잠가 두었습니다. 알림 설명에 들어가는 링크도 새 주소로 바꿔 주세요.
""",
        updated="2026-03-05",
    ),
    # --- vendors ----------------------------------------------------------------------------
    "vendors/contratos.md": topic(
        "Contratos con proveedores",
        "Renovaciones y responsables de cada contrato",
        "reference",
        """| proveedor | para qué | renovación | responsable |
|---|---|---|---|
| Snowflake | almacén de datos, 120.000 créditos/año | septiembre | Amara |
| Fivetran | ingesta desde el ERP y Shopify | marzo | Lucía |
| Looker | BI, 30 licencias de desarrollador | junio | Amara |

Avisar a Compras con 60 días de antelación antes de cada renovación.
""",
        updated="2025-08-18",
    ),
    "vendors/fivetran-owner-ko.md": topic(
        "Fivetran 계약 담당",
        "Fivetran 갱신을 누가 챙기는지",
        "project",
        """Fivetran 계약 갱신은 1월부터 **윤서진** 님이 챙깁니다. 루시아 님이 BI 쪽 일에 집중하기로
해서 넘겨받았어요. 견적이나 사용량(MAR) 문의는 서진 님께 DM 주세요. 3월 갱신 협상도 서진 님이
들어갑니다.
""",
        updated="2026-01-19",
        nested=True,
        session="0a7e4c19-6b2d-4d83-a1f0-3c5e9b8d2e71",
        modified="2026-01-19T02:12:00Z",
    ),
    # --- dashboards -------------------------------------------------------------------------
    "dashboards/exec-kpi.md": topic(
        "Exec KPI dashboard",
        "The leadership dashboard and what's on it",
        "reference",
        """**North Star** — the exec KPI dashboard in Looker (folder `exec`).
Tiles: on-time delivery %, cost per parcel, NPS, open claims.
Amara walks leadership through it on the first Monday of the month.
""",
        updated="2025-09-10",
    ),
    "dashboards/pulso.md": topic(
        "Pulso Semanal",
        "El tablero de dirección con su nombre nuevo",
        "project",
        """El tablero de KPIs que ve dirección se llama ahora **«Pulso Semanal»** (lo pidió el CEO,
quería un nombre en español para la filial). Sigue en la misma carpeta de Looker. Hay que
actualizar los enlaces de la guía de onboarding y de los envíos programados.
""",
        updated="2026-02-05",
    ),
    "dashboards/refresh.md": topic(
        "Dashboard refresh",
        "How often dashboards update",
        "reference",
        """Looker PDTs rebuild **hourly**. The finance folder is the exception: once a day at 06:00 UTC,
after the nightly load. Nobody gets a faster refresh without a cost estimate first.
""",
        updated="2025-09-10",
    ),
    # --- dbt, warehouse, orchestration ------------------------------------------------------
    "dbt/full-refresh.md": topic(
        "Full refresh after schema changes",
        "What to run after changing a model's columns",
        "feedback",
        """Rule: after any change to a dbt model's columns, run
`dbt run --full-refresh -s <model>` in prod right after the merge, so incremental tables
don't keep stale columns. Always — even for "small" changes.
""",
        updated="2025-07-14",
    ),
    "dbt/kein-full-refresh.md": topic(
        "Keine Full-Refreshes in Prod",
        "Warum nicht und was stattdessen",
        "feedback",
        """Keine Full-Refreshes mehr in Prod. Der letzte auf `fct_deliveries` hat an einem Abend rund
3.000 $ an Credits verbrannt. Neue Spalten über `on_schema_change: append_new_columns`;
Backfills nur nach Absprache im #data-eng-Kanal.
""",
        updated="2026-01-30",
    ),
    "dbt/pr-88.md": topic(
        "PR #88",
        "fct_shipments becomes incremental",
        "project",
        """PR #88 (dbt repo) merged: `fct_shipments` is incremental on `shipped_at` now, with a 3-day
lookback for late scans.
""",
        updated="2025-12-04",
    ),
    "incidents/88-zh.md": topic(
        "#88 号事故",
        "运营看板地图空白",
        "project",
        """事故跟踪表 #88：周一早上运营看板上所有地图图块都是空白。原因是 Looker 的地理编码服务超时，
跟我们的数据没关系。十点前已恢复，没有数据丢失。
""",
        updated="2026-02-23",
    ),
    "orchestration/airflow.md": topic(
        "Orchestration",
        "Where our pipelines are scheduled",
        "reference",
        """Airflow 2.8 on MWAA (eu-west-1). DAGs live in the `fh-dags` repo; deploy = merge to main.
Nightly load DAG is `nightly_load`, starts 02:00 UTC.
""",
        updated="2025-06-30",
    ),
    "orchestration/dagster-zh.md": topic(
        "调度平台",
        "现在用什么跑定时任务",
        "project",
        """调度平台已经换成 Dagster Cloud 了，所有作业都在 `fh-orchestration` 仓库里。旧的 MWAA
环境三月底关掉。夜间加载还是 02:00 UTC 开始。
""",
        updated="2026-02-26",
    ),
    "naming/tables.md": topic(
        "Table naming",
        "How we name warehouse tables",
        "reference",
        """- singular nouns, snake_case
- layer prefix: `stg_`, `int_`, `dim_`, `fct_`
- e.g. `dim_customer`, `fct_order_line`
""",
        updated="2025-07-01",
    ),
    "naming/table-names-zh.md": topic(
        "表命名规范",
        "新的建表命名方式",
        "feedback",
        """新规范：表名一律用复数，按业务域分 schema，前面什么都不加。比如 `sales.orders`、
`ops.shipments`。老表下个季度之前慢慢改，新表从今天开始照这个来。
""",
        updated="2026-01-08",
    ),
    "warehouse/load-window.md": topic(
        "Load window",
        "Keep PROD quiet during the nightly load",
        "feedback",
        LOAD_WINDOW,
        updated="2025-11-03",
    ),
    "ops/prod-query-window.md": topic(
        "Load window",
        "Keep PROD quiet during the nightly load",
        "feedback",
        LOAD_WINDOW,
        updated="2025-11-03",
    ),
    "incidents/2026-01-22-ko.md": topic(
        "1/22 로드 지연",
        "새벽 ad-hoc 쿼리 때문에 생긴 지연",
        "project",
        """1월 22일 03:10 UTC쯤 누가 PROD에서 큰 ad-hoc 조인을 돌려서 nightly load가 50분 늦게
끝남. 재무팀 대시보드도 같이 밀림. 채널에 규칙 다시 공지함.
""",
        updated="2026-01-22",
    ),
    "migration/phase1.md": topic(
        "Warehouse consolidation — phase 1",
        "Marketing and web schemas move first",
        "project",
        """Phase 1 (Oct–Nov): move the marketing + web analytics schemas into the `ANALYTICS` database.
- warehouse size: S
- freeze window: Fridays 18:00 UTC
- owner: Wang Lei
""",
        updated="2025-10-06",
    ),
    "migration/phase2-zh.md": topic(
        "仓库整合 第二阶段",
        "财务和仓储 schema 的迁移",
        "project",
        """第二阶段（12 月–1 月）：财务和仓储相关的 schema 迁入 `ANALYTICS`。
- 仓库规格：M（财务的模型比较重）
- 这一阶段的冻结窗口：周六 08:00 UTC
- 负责人：王磊
""",
        updated="2025-10-06",
    ),
    # --- access -----------------------------------------------------------------------------
    "access/vpn.md": topic(
        "VPN",
        "How to reach the data network from home",
        "reference",
        """Data network from home: OpenVPN profile `fh-data.ovpn` (ask IT), then the warehouse and
Looker are reachable.
""",
        updated="2025-05-20",
        extra={"status": "superseded", "superseded_by": "access/tailscale-es.md"},
    ),
    "access/tailscale-es.md": topic(
        "Acceso remoto",
        "Cómo entrar a la red de datos desde casa",
        "reference",
        """Acceso a la red de datos: **Tailscale**, entrando con la cuenta de Google de la empresa.
El perfil de OpenVPN antiguo dejó de funcionar en diciembre.
""",
        updated="2025-12-03",
    ),
    "access/tailscale-ko.md": topic(
        "원격 접속",
        "집에서 데이터 네트워크 들어가는 법",
        "reference",
        """데이터 네트워크 접속은 **Tailscale**로 합니다 (회사 구글 계정으로 로그인). 예전 OpenVPN
프로필은 12월부터 안 돼요.
""",
        updated="2025-12-03",
    ),
}

FILES = with_index(
    N,
    title="Insights team memory",
    sections={
        "meetings/": "Meetings",
        "oncall/": "On-call",
        "runbooks/": "On-call",
        "dashboards/": "Dashboards",
        "dbt/": "Warehouse & dbt",
        "warehouse/": "Warehouse & dbt",
        "naming/": "Warehouse & dbt",
        "migration/": "Warehouse & dbt",
        "vendors/": "Vendors",
    },
)


Q, S = question, small_talk


MEMDIR = LabelledMemdir(
    name="data_team_mixed",
    half="tuning",
    language="mixed",
    domain="remote analytics team",
    style="English with German, Spanish, Chinese and Korean notes; terse references, a table",
    files=FILES,
    pairs=[
        # --- contradictions (most across two languages) ---
        P(
            "contradiction",
            "meetings/weekly-sync.md",
            "meetings/weekly-neu.md",
            "time-moved",
            "Weekly Tue 15:00 UTC (en) vs Thu 09:00 UTC (de).",
        ),
        P(
            "contradiction",
            "oncall/paging.md",
            "oncall/alert-threshold-zh.md",
            "threshold-changed",
            "Page if load 2 h late (en) vs 45 min late (zh).",
        ),
        P(
            "contradiction",
            "vendors/contratos.md",
            "vendors/fivetran-owner-ko.md",
            "owner-changed",
            "Fivetran renewal: Lucía (es) vs Yoon Seo-jin (ko).",
        ),
        P(
            "contradiction",
            "dashboards/exec-kpi.md",
            "dashboards/pulso.md",
            "renamed",
            "Exec KPI dashboard North Star (en) vs Pulso Semanal (es).",
        ),
        P(
            "contradiction",
            "dbt/full-refresh.md",
            "dbt/kein-full-refresh.md",
            "policy-reversed",
            "Always full-refresh in prod after column changes (en) vs no full refreshes in prod (de).",
        ),
        P(
            "contradiction",
            "orchestration/airflow.md",
            "orchestration/dagster-zh.md",
            "tool-switched",
            "Airflow on MWAA (en) vs Dagster Cloud (zh).",
        ),
        P(
            "contradiction",
            "runbooks/where.md",
            "runbooks/location-ko.md",
            "location-changed",
            "Runbooks in Confluence DATA (en) vs GitHub fh-data-runbooks/docs (ko).",
        ),
        P(
            "contradiction",
            "oncall/rotation.md",
            "oncall/guardias.md",
            "count-changed",
            "On-call rotation 4 people (en) vs 6 (es).",
        ),
        P(
            "contradiction",
            "naming/tables.md",
            "naming/table-names-zh.md",
            "reworded-conflict",
            "Singular names with dim_/fct_ prefixes (en) vs plural, no prefix, schema per domain (zh).",
        ),
        # --- decoys ---
        P(
            "decoy",
            "warehouse/load-window.md",
            "incidents/2026-01-22-ko.md",
            "rule-vs-incident",
            "No ad-hoc PROD queries 02–05 UTC, and the Jan 22 query that broke it.",
        ),
        P(
            "decoy",
            "ops/prod-query-window.md",
            "incidents/2026-01-22-ko.md",
            "rule-vs-incident",
            "The same load-window rule (copy) and the Jan 22 incident.",
        ),
        P(
            "decoy",
            "dashboards/refresh.md",
            "meetings/2025-11-retro-de.md",
            "quoted-opinion-rejected",
            "Real-time dashboards proposed and rejected; hourly / daily stays.",
        ),
        P(
            "decoy",
            "dbt/pr-88.md",
            "incidents/88-zh.md",
            "same-ticket-ids",
            "dbt PR #88 (fct_shipments) vs incident tracker #88 (blank map tiles).",
        ),
        P(
            "decoy",
            "migration/phase1.md",
            "migration/phase2-zh.md",
            "phase1-vs-phase2",
            "Phase 1 size S, Fri 18:00 freeze vs phase 2 size M, Sat 08:00 freeze.",
        ),
        P(
            "decoy",
            "access/vpn.md",
            "access/tailscale-es.md",
            "superseded-and-successor",
            "OpenVPN note marked superseded by the Tailscale note.",
        ),
        P(
            "decoy",
            "access/vpn.md",
            "access/tailscale-ko.md",
            "superseded-and-successor",
            "Superseded OpenVPN note and the Korean Tailscale note.",
        ),
        P(
            "decoy",
            "dbt/kein-full-refresh.md",
            "warehouse/load-window.md",
            "two-donts-different-things",
            "No full refreshes in prod vs no ad-hoc PROD queries during the load.",
        ),
        P(
            "decoy",
            "dbt/kein-full-refresh.md",
            "ops/prod-query-window.md",
            "two-donts-different-things",
            "No full refreshes in prod vs the load-window rule (copy).",
        ),
        P(
            "decoy",
            "vendors/contratos.md",
            "dashboards/refresh.md",
            "shared-technology",
            "Looker: 30 licences renewing in June vs PDTs rebuilding hourly.",
        ),
        P(
            "decoy",
            "oncall/paging.md",
            "oncall/rotation.md",
            "related-consistent",
            "When to page and who is on call; they agree.",
        ),
        P(
            "decoy",
            "dashboards/exec-kpi.md",
            "dashboards/refresh.md",
            "related-consistent",
            "The exec dashboard in Looker and the hourly refresh; no conflict.",
        ),
        # --- duplicates ---
        P(
            "duplicate",
            "warehouse/load-window.md",
            "ops/prod-query-window.md",
            "identical",
            "Same load-window note saved in two folders.",
        ),
        P(
            "duplicate",
            "access/tailscale-es.md",
            "access/tailscale-ko.md",
            "paraphrased",
            "Tailscale with the Google account, OpenVPN dead since December; es vs ko.",
        ),
    ],
    questions=[
        Q(
            "When is the weekly sync these days?",
            "en",
            "meetings/weekly-sync.md",
            "meetings/weekly-neu.md",
        ),
        Q(
            "how late can the nightly load run before we page someone?",
            "en",
            "oncall/paging.md",
            "oncall/alert-threshold-zh.md",
        ),
        Q(
            "Where do the on-call runbooks live now?",
            "en",
            "runbooks/where.md",
            "runbooks/location-ko.md",
        ),
        Q("What did PR 88 change in the dbt project?", "en", "dbt/pr-88.md"),
        Q(
            "Dürfen wir in Prod noch einen Full-Refresh machen, wenn sich Spalten ändern?",
            "de",
            "dbt/full-refresh.md",
            "dbt/kein-full-refresh.md",
        ),
        Q(
            "Wie heißt das KPI-Dashboard für die Geschäftsführung inzwischen?",
            "de",
            "dashboards/exec-kpi.md",
            "dashboards/pulso.md",
        ),
        Q(
            "¿Quién lleva ahora la renovación del contrato de Fivetran?",
            "es",
            "vendors/contratos.md",
            "vendors/fivetran-owner-ko.md",
        ),
        Q(
            "¿Cuántas personas hay en la rotación de guardias?",
            "es",
            "oncall/rotation.md",
            "oncall/guardias.md",
        ),
        Q(
            "¿Cómo me conecto a la red de datos desde casa?",
            "es",
            "access/tailscale-es.md",
            "access/tailscale-ko.md",
            "access/vpn.md",
        ),
        Q(
            "我们现在用什么工具来调度数据管道？",
            "zh",
            "orchestration/airflow.md",
            "orchestration/dagster-zh.md",
        ),
        Q(
            "新建的表应该怎么命名？要不要加前缀？",
            "zh",
            "naming/tables.md",
            "naming/table-names-zh.md",
        ),
        Q(
            "새벽 로드 도는 시간에 프로덕션에서 쿼리 돌려도 되나요?",
            "ko",
            "warehouse/load-window.md",
            "ops/prod-query-window.md",
        ),
        Q(
            "대시보드는 얼마나 자주 새로고침돼요?",
            "ko",
            "dashboards/refresh.md",
            "meetings/2025-11-retro-de.md",
        ),
        Q(
            "cool, thanks! and what warehouse size are we using for the finance part of the migration?",
            "en",
            "migration/phase2-zh.md",
            conversational=True,
        ),
        Q(
            "好的，谢谢！那 Snowflake 的合同什么时候续约？",
            "zh",
            "vendors/contratos.md",
            conversational=True,
        ),
        S("morning all 👋", "en"),
        S("brb, grabbing a coffee", "en"),
        S("Danke dir, das war echt hilfreich!", "de"),
        S("Vale, seguimos con lo siguiente.", "es"),
        S("辛苦了，明天见！", "zh"),
        S("ㅋㅋ 좋네요", "ko"),
        S("Perfecto, gracias.", "es"),
    ],
    complete_labels=True,
)
