#!/usr/bin/env python3
"""Seeded generator of large, realistic memdirs, for the benchmark, the load script and tests.

    python3 tests/tools/gen_memdir.py OUTDIR --files N [--seed S]

writes N topic files and a MEMORY.md into OUTDIR (absent or empty) and prints a JSON summary.
``generate(outdir, files, seed)`` does the same in-process and returns the summary. Standard
library only: it runs with any Python 3.11 before the project's virtualenv exists.

What callers may rely on (tests/test_gen_memdir.py holds it to each):

* Deterministic: the same files and seed write byte-identical files at the same paths, on any
  machine. Randomness comes only from ``random.Random`` seeded with a string, never from
  ``hash()``, the clock or the locale. File mtimes are left as written.
* Prefix-stable: file i depends only on the seed and i (and, for a clashing file name, on the
  files before it), so the first N files of a bigger run are the files of a run of N, and a
  benchmark's 500 files are a part of its 20,000.
* The vocabulary is fixed, whatever the seed: the words of the benchmark's question
  ("staging", "copy", "database") occur at every seed, and the rare words (project codenames,
  customers, feature flags, hosts) come from the same lists, built from an internal seed.
* Every topic file is valid memory: UTF-8 markdown after YAML frontmatter of exactly ``name``,
  ``description`` (one line, at most 150 characters) and ``type`` (user | feedback | project |
  reference). Types come ~10 % / 25 % / 50 % / 15 %, in user/, feedback/, reference/ and
  projects/<area>/ (12 areas, by the note's service). No two files share a path.
* MEMORY.md has exactly one line per topic file, in the order written and nothing else:
  ``- [Title](path.md) — hook``, each at most 150 characters, so 20,000 files are far past the
  cliff.
* Sizes are lognormal: median ~1.8 KB, p90 ~5 KB, a tail clipped near 40 KB, and ~0.2 % of
  the files near 48 KB. 20,000 files are ~52 MB, written in a few seconds.
* Prose reads like an engineer's notes: sentences, bullets, commands, config, tables, incident
  timelines and dated log entries about services, tools, tickets, PRs, paths and people, every
  word drawn Zipf-weighted (weight 1/rank^s), so "deploy" is in most files and a codename in a
  handful. About 5 % of the files also carry Russian paragraphs (Cyrillic; their description
  is Russian too); other non-ASCII is what notes have anyway: em dashes, arrows, accented names.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import re
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from itertools import accumulate, zip_longest
from pathlib import Path
from typing import Generic, TypeVar

T = TypeVar("T")

# --- vocabulary ----------------------------------------------------------------------------
# In every list the order is the Zipf rank: the first entries are the most common.


def _words(text: str) -> tuple[str, ...]:
    return tuple(w.strip() for w in text.split("|") if w.strip())


SERVICES_BY_AREA = {
    "platform": "auth|gateway|identity|permissions|tenants|feature-flags|rate-limiter|scheduler",
    "billing": "billing|invoicing|metering|subscriptions|tax|pricing|dunning",
    "growth": "onboarding|notifications|email|referrals|experiments|loyalty|campaigns",
    "data": "ingest|warehouse|exports|analytics|reports|etl|events",
    "mobile": "mobile-api|push|offline-sync|app-config|deep-links",
    "infra": "edge|backups|observability|secrets|ci-runners|dns|bastion",
    "search": "search|indexer|catalog|ranking|autocomplete|synonyms",
    "security": "audit|fraud|kyc|compliance|sso|vuln-scanner",
    "payments": "payments|ledger|checkout|payouts|refunds|fx-rates|disputes",
    "frontend": "web-app|dashboard|admin|design-system|docs-site|marketing-site",
    "ml": "recommendations|embeddings|moderation|llm-gateway|transcription|forecasting",
    "support-tools": "support|crm-sync|helpdesk|status-page|macros",
}
AREA_OF_SERVICE = {s: area for area, text in SERVICES_BY_AREA.items() for s in _words(text)}
# Interleaved by rank, so the most common services are spread over the areas.
SERVICES = tuple(
    s for rank in zip_longest(*map(_words, SERVICES_BY_AREA.values())) for s in rank if s
)

TOOLS = _words(
    "Postgres|Redis|GitHub Actions|Docker|Kubernetes|Terraform|Sentry|Datadog|S3|Celery|Django|"
    "pytest|Nginx|Grafana|Prometheus|Kafka|Stripe|CloudFront|Lambda|Doppler|PagerDuty|SQS|RDS|"
    "Helm|Argo CD|Vault|Elasticsearch|ClickHouse|dbt|Airflow|BigQuery|Snowflake|Playwright|"
    "React|TypeScript|Vite|Node|FastAPI|SQLAlchemy|pgbouncer|Cloudflare|Okta|SendGrid|Twilio|"
    "LaunchDarkly|OpenTelemetry|Loki|Jaeger|Honeycomb|RabbitMQ|Memcached|MinIO|Temporal|gRPC|"
    "protobuf|GraphQL|Envoy|Istio|Consul|Nomad|Packer|Ansible|Buildkite|Jenkins|Renovate|"
    "Dependabot|ruff|mypy|uv|Poetry|pre-commit|Bazel|Karpenter|Velero|cert-manager|Kustomize|"
    "Tilt|LocalStack|Mailpit|Storybook|Fluent Bit|Vector|Superset|Metabase|Fivetran|Airbyte|"
    "Debezium|pg_dump|pg_repack|pgvector|TimescaleDB|DuckDB|Parquet|Polars|Pandas|MLflow|Ray|"
    "Triton|ONNX|Qdrant|Weaviate|Bedrock|SageMaker|Tailscale|WireGuard|Teleport|HAProxy|Caddy|"
    "Varnish|Fastly|Backblaze|1Password|Algolia|Meilisearch|Typesense|Supabase|Neon|Hasura"
)
NOUNS = _words(
    "deploy|migration|cache|queue|worker|release|config|token|endpoint|schema|index|"
    "replica|backup|snapshot|timeout|retry|webhook|payload|session|tenant|invoice|customer|"
    "account|permission|bucket|certificate|alert|dashboard|metric|trace|log|incident|runbook|"
    "pipeline|build|image|container|pod|cluster|namespace|handler|consumer|topic|partition|"
    "lock|transaction|connection pool|rate limit|quota|threshold|latency|error budget|"
    "regression|fixture|flaky test|branch|changelog|ticket|review|SLO|outage|backlog|batch job|"
    "cron job|feature flag|rollout|canary|region|subnet|firewall rule|proxy|load balancer|"
    "DNS record|TLS chain|key rotation|credential|audit log|retention policy|export|backfill|"
    "reindex|autovacuum|table bloat|sequence|constraint|foreign key|trigger|materialized view|"
    "query plan|full table scan|N+1 query|serializer|middleware|mock|dependency|lockfile|"
    "bundle|asset|component|route|form|pagination|cursor|filter|search query|embedding|prompt|"
    "context window|dataset|label|report|CSV export|PDF|receipt|refund|chargeback|payout|"
    "ledger entry|balance|exchange rate|tax rate|coupon|plan|trial|seat|usage record|"
    "idempotency key|signature|checksum|advisory lock|memory leak|OOM kill|CPU throttling|"
    "disk pressure|file descriptor|socket|circuit breaker|backoff|dead letter queue|"
    "poison message|visibility timeout|cold start|concurrency limit|cache key|TTL|purge|"
    "CORS policy|CSRF token|MFA|SSO|SAML assertion|refresh token|access token|JWT|API key|"
    "service account|read replica|database|copy"
)
VERBS = _words(
    "deploy|roll back|restart|migrate|rotate|invalidate|backfill|retry|pin|bump|revert|"
    "cherry-pick|rebase|tag|release|freeze|drain|scale|shard|vacuum|snapshot|restore|replay|"
    "dedupe|validate|sanitize|sign|verify|encrypt|hash|cache|prefetch|warm|debounce|batch|"
    "paginate|stream|flush|compact|archive|export|import|sync|poll|publish|acknowledge|requeue|"
    "page|escalate|silence|document|review|approve|merge|ship|gate|toggle|enable|disable|"
    "deprecate|remove|rename|split|refactor|profile|benchmark|instrument|trace|redact|mask|"
    "audit|monitor|lint|typecheck|bisect|reproduce|patch|hotfix|upgrade|downgrade|vendor|"
    "provision|tear down|bootstrap|seed"
)
ADJECTIVES = _words(
    "flaky|slow|stale|broken|idempotent|legacy|deprecated|experimental|critical|noisy|silent|"
    "intermittent|transient|regional|shared|dedicated|read-only|write-heavy|hot|cold|expensive|"
    "brittle|undocumented|surprising|subtle|blocking|async|batched|partial|incremental|manual|"
    "nightly|hourly|weekly|temporary|long-lived|orphaned|duplicate|missing|truncated|malformed|"
    "oversized|unbounded|throttled|cached|unsigned|encrypted|plaintext|internal|public|"
    "multi-tenant|zero-downtime|backwards-compatible|breaking|optional|sticky|ephemeral|masked"
)
ADVERBS = _words(
    "usually|sometimes|always|never|only|previously|currently|eventually|apparently|"
    "historically|typically|occasionally|quietly|explicitly|roughly"
)
# A few names carry diacritics: non-ASCII that English notes have anyway.
PEOPLE = _words(
    "Priya|Marco|Aisha|Tomasz|Mei|Diego|Fatima|Jonas|Yuki|Olu|Sanjay|Elena|Kwame|Ingrid|José|"
    "Hana|Omar|Sofia|Lars|Chen|Amara|Mateo|Anya|Bilal|Greta|Kenji|Lucía|Nikolai|Zara|Ravi|"
    "Camille|Tariq|Noor|Felix|Zoë|Hugo|Inês|Dmitri|Aiko|Samir|Clara|Emeka|Søren|Arjun|Beatriz|"
    "Viktor|Nadia|Owen|Pilar|Łukasz|Rosa|Stefan|Tamar|Uma|Wei|Ximena|Yusuf|Zoltán|Agnes|Bruno|"
    "Chiara|Dario|Farid|Gustavo|Helga|Ivan|Jade|Kofi|Lina|Magnus|Nia|Oskar|Paola|Reza|Thandi|"
    "Vera|Wanjiru|Yara|François|Björn|Thảo"
)
ROLES = _words(
    "tech lead|staff engineer|SRE|on-call engineer|EM|PM|security lead|data engineer|QA lead|"
    "designer|CTO|DBA|platform engineer|mobile lead|support lead|release manager|"
    "solutions architect|compliance officer|ML engineer|contractor|intern"
)
ENVS = _words("prod|staging|dev|preview|canary|sandbox|eu-prod|us-prod|qa|perf")
REGIONS = _words("us-east-1|eu-west-1|eu-central-1|us-west-2|ap-southeast-2|ap-northeast-1")
TABLES = _words(
    "users|accounts|invoices|payments|events|jobs|sessions|tenants|audit_log|subscriptions|"
    "webhook_deliveries|usage_records|ledger_entries|api_keys|exports|documents|notifications|"
    "feature_flags|refunds|orders"
)
MODULES = _words(
    "service|models|views|api|tasks|handlers|client|utils|settings|serializers|signals|"
    "middleware|permissions|schema|admin|selectors|forms|constants|exceptions|retry|cache"
)
SCRIPTS = _words(
    "deploy|rollback|refresh_staging|seed_staging|backfill_ledger|rotate_keys|reindex_search|"
    "purge_cdn|sync_doppler|dump_schema|smoke_test|warm_cache|export_tenants|copy_prod_db"
)
SECRETS = _words("API_KEY|WEBHOOK_SECRET|REDIS_URL|SENTRY_DSN|JWT_SECRET|DATABASE_URL")
ERRORS = _words(
    "HTTP 429|HTTP 502|HTTP 503|HTTP 504|HTTP 409|HTTP 413|HTTP 401|HTTP 500|`TimeoutError`|"
    "`IntegrityError`|`OperationalError`|`ConnectionResetError`|`ValidationError`|"
    "`ThrottlingException`|`AccessDenied`|`SerializationFailure`|`ECONNRESET`|`ETIMEDOUT`|"
    "`ENOSPC`|`EMFILE`|`OOMKilled`|`CrashLoopBackOff`|`ImagePullBackOff`|`deadlock detected`"
)
TICKET_PREFIXES = _words("ENG|OPS|INC|PLAT|BILL|DATA|SEC|SUP")
WEEKDAYS = _words("Monday|Tuesday|Wednesday|Thursday|Friday")

# Russian, for the ~5 % of notes an engineer wrote partly in Russian.
RU_NOUNS = _words(
    "сервис|деплой|база данных|очередь|ключ|токен|запрос|ошибка|таймаут|кэш|миграция|релиз|"
    "ветка|откат|нагрузка|мониторинг|алерт|инцидент|доступ|секрет|конфигурация|кластер|"
    "реплика|индекс|бэкап|снимок|воркер|вебхук|платёж|счёт|клиент|лимит|квота|задержка|журнал|"
    "метрика|дашборд|пайплайн|сборка|образ|контейнер|ревью|тикет|владелец|копия|стейджинг"
)
RU_VERBS = _words(
    "проверить|обновить|перезапустить|откатить|задеплоить|мигрировать|очистить|включить|"
    "выключить|согласовать|зафиксировать|переименовать|удалить|добавить|настроить|перенести|"
    "замерить|отладить|воспроизвести|исправить|починить|ускорить|ограничить|скопировать"
)
RU_ADJECTIVES = _words(
    "медленный|старый|новый|общий|внутренний|публичный|критичный|временный|ночной|ручной|"
    "автоматический|нестабильный|устаревший|основной|резервный|тестовый|боевой"
)

_ONSETS = _words("b|br|c|d|dr|f|g|gr|h|j|k|kr|l|m|n|p|pr|qu|r|s|st|t|tr|v|w|z|th|sh")
_VOWELS = _words("a|e|i|o|u|ai|ea|io|ou|y|oa")
_CODAS = ("", "", "", "n", "r", "l", "x", "s", "m", "k", "nd", "rt", "st", "v", "z")


def _pseudo_words(rng: random.Random, count: int, syllables: tuple[int, int]) -> tuple[str, ...]:
    """Distinct made-up words: codenames and customer names no dictionary has."""
    found: dict[str, None] = {}
    while len(found) < count:
        word = "".join(
            rng.choice(_ONSETS) + rng.choice(_VOWELS) + rng.choice(_CODAS)
            for _ in range(rng.randint(*syllables))
        )
        if 5 <= len(word) <= 11:
            found[word] = None
    return tuple(found)


# Its own seed, not the caller's: the rare words are the same lists at every seed.
_VOCABULARY_RNG = random.Random("memoryui gen_memdir vocabulary 1")
CODENAMES = tuple(w.capitalize() for w in _pseudo_words(_VOCABULARY_RNG, 2500, (2, 3)))
_CUSTOMER_SUFFIXES = ("", "", "", " Labs", " Health", " Logistics", " Bank", " GmbH", " Retail")
CUSTOMERS = tuple(
    w.capitalize() + _VOCABULARY_RNG.choice(_CUSTOMER_SUFFIXES)
    for w in _pseudo_words(_VOCABULARY_RNG, 2500, (2, 3))
)
FLAG_WORDS = _pseudo_words(_VOCABULARY_RNG, 1500, (1, 2))
HOST_WORDS = _pseudo_words(_VOCABULARY_RNG, 600, (2, 2))


class Zipf(Generic[T]):
    """Draws from ``items`` with weight 1/rank**s: a few words everywhere, most words rare."""

    def __init__(self, items: Sequence[T], s: float = 1.0) -> None:
        self.items = tuple(items)
        self.cum_weights = list(accumulate(1 / rank**s for rank in range(1, len(items) + 1)))

    def __call__(self, rng: random.Random) -> T:
        return rng.choices(self.items, cum_weights=self.cum_weights)[0]


SERVICE = Zipf(SERVICES, 0.8)
TOOL = Zipf(TOOLS, 0.9)
NOUN = Zipf(NOUNS, 0.85)
VERB = Zipf(VERBS, 0.85)
ADJECTIVE = Zipf(ADJECTIVES, 0.8)
PERSON = Zipf(PEOPLE, 0.7)
ROLE = Zipf(ROLES, 0.7)
TABLE = Zipf(TABLES, 0.8)
MODULE = Zipf(MODULES, 0.8)
CODENAME = Zipf(CODENAMES)
CUSTOMER = Zipf(CUSTOMERS)
FLAG_WORD = Zipf(FLAG_WORDS)
HOST_WORD = Zipf(HOST_WORDS)
SECRET = Zipf(SECRETS)


# --- one note's subject, and the slots of the templates -----------------------------------


class Subject:
    """What one topic file is about, and its random stream.

    Slots prefer the subject's own service, tools, codename and customer, so a note keeps to
    its topic and shares its rare words with the few other notes on the same subject, which is
    what the duplicate and contradiction detectors pair notes by.
    """

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.service = SERVICE(rng)
        self.tools = (TOOL(rng), TOOL(rng))
        self.codename = CODENAME(rng)
        self.customer = CUSTOMER(rng)
        self.owner = PERSON(rng)
        self.ticket_prefix = rng.choice(TICKET_PREFIXES)
        self.year = rng.choice((2023, 2024, 2024, 2025, 2025, 2025))
        self.repo = rng.choice(("api", "web", "infra", "monorepo", "data-platform", "mobile"))

    def svc(self) -> str:
        return self.service if self.rng.random() < 0.6 else SERVICE(self.rng)

    def tool(self) -> str:
        x = self.rng.random()
        return self.tools[0] if x < 0.45 else self.tools[1] if x < 0.6 else TOOL(self.rng)

    def tool2(self) -> str:
        return self.tools[1] if self.rng.random() < 0.5 else TOOL(self.rng)

    def codename_(self) -> str:
        return self.codename if self.rng.random() < 0.6 else CODENAME(self.rng)

    def customer_(self) -> str:
        return self.customer if self.rng.random() < 0.5 else CUSTOMER(self.rng)

    def person(self) -> str:
        r = self.rng
        name = self.owner if r.random() < 0.4 else PERSON(r)
        x = r.random()
        return f"{name} ({ROLE(r)})" if x < 0.4 else f"the {ROLE(r)}" if x < 0.6 else name

    def ticket(self) -> str:
        prefix = self.ticket_prefix if self.rng.random() < 0.6 else "ENG"
        return f"{prefix}-{self.rng.randint(100, 9999)}"

    def pr(self) -> str:
        number = self.rng.randint(120, 9800)
        if self.rng.random() < 0.25:
            return f"https://github.com/acme-corp/{self.repo}/pull/{number}"
        return f"PR #{number}"

    def date(self) -> str:
        return f"{self.year}-{self.rng.randint(1, 12):02d}-{self.rng.randint(1, 28):02d}"

    def clock(self) -> str:
        return f"{self.rng.randint(0, 23):02d}:{self.rng.randint(0, 59):02d}"

    def num(self) -> str:
        r = self.rng
        return str(r.choice((2, 3, 5, 10, 15, 30, 60, 90, 120, 250, 500, 1000, r.randint(2, 900))))

    def version(self) -> str:
        r = self.rng
        return f"{r.randint(0, 7)}.{r.randint(0, 30)}.{r.randint(0, 12)}"

    def package(self) -> str:
        return self.svc().replace("-", "_")

    def path(self) -> str:
        r, pkg = self.rng, self.package()
        x = r.random()
        if x < 0.45:
            return f"src/{pkg}/{MODULE(r)}.py"
        if x < 0.55:
            return f"src/{pkg}/tests/test_{MODULE(r)}.py"
        if x < 0.65:
            return f"infra/terraform/{pkg}/{r.choice(('main', 'iam', 'rds', 'cdn'))}.tf"
        if x < 0.72:
            return f".github/workflows/{r.choice(('deploy', 'ci', 'nightly', 'release'))}.yml"
        if x < 0.8:
            return f"deploy/helm/{self.svc()}/values-{r.choice(ENVS)}.yaml"
        if x < 0.9:
            return f"scripts/{r.choice(SCRIPTS)}.sh"
        if x < 0.96:
            return f"src/{pkg}/migrations/{r.randint(1, 240):04d}_{_snake(NOUN(r))}.py"
        return f"docs/runbooks/{self.svc()}.md"

    def migration(self) -> str:
        r = self.rng
        return f"src/{self.package()}/migrations/{r.randint(1, 240):04d}_add_{TABLE(r)}_index.py"

    def branch(self) -> str:
        r = self.rng
        x = r.random()
        if x < 0.4:
            return f"feature/{self.svc()}-{_kebab(NOUN(r))}"
        if x < 0.7:
            return f"fix/{self.ticket().lower()}-{_kebab(NOUN(r))}"
        if x < 0.85:
            return f"release/{self.year}.{r.randint(1, 52)}"
        return f"chore/bump-{_kebab(TOOL(r))}"

    def url(self) -> str:
        r, svc = self.rng, self.svc()
        x = r.random()
        if x < 0.25:
            return f"https://grafana.acme.dev/d/{r.randint(1000, 99999)}/{svc}-overview"
        if x < 0.45:
            return f"https://acme.sentry.io/issues/{r.randint(100000, 9999999)}/"
        if x < 0.6:
            return f"https://runbooks.acme.dev/{svc}#{_kebab(NOUN(r))}"
        if x < 0.8:
            return f"https://acme.atlassian.net/browse/{self.ticket()}"
        return f"https://{svc}.{r.choice(ENVS)}.acme.internal/healthz"

    def flag(self) -> str:
        suffix = self.rng.choice(("v2", "beta", "rollout", "killswitch", "shadow"))
        return f"{FLAG_WORD(self.rng)}_{self.package()}_{suffix}"

    def host(self) -> str:
        r = self.rng
        return f"{HOST_WORD(r)}-{r.randint(1, 24):02d}.{r.choice(REGIONS)}.acme.internal"

    def func(self) -> str:
        return f"{_snake(VERB(self.rng))}_{_snake(NOUN(self.rng))}"

    def envvar(self) -> str:
        return f"{self.package().upper()}_{SECRET(self.rng)}"

    def cmd(self) -> str:
        return self.fill(COMMAND(self.rng))

    def fill(self, template: Template, slots: dict[str, Slot] | None = None) -> str:
        """The template with each slot drawn afresh: two {noun} slots are two nouns."""
        slots = SLOTS if slots is None else slots
        parts = list(template)
        for i in range(1, len(parts), 2):
            parts[i] = slots[parts[i]](self)
        return "".join(parts)

    def sentence(self) -> str:
        return _capitalize(self.fill(SENTENCE(self.rng)))

    def russian(self) -> str:
        return _capitalize(self.fill(self.rng.choice(RU_SENTENCES), RU_SLOTS))


def _snake(words: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", words.lower()).strip("_")


def _kebab(words: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", words.lower()).strip("-")


def _capitalize(text: str) -> str:
    return text[:1].upper() + text[1:]


Slot = Callable[[Subject], str]
Template = tuple[str, ...]
SLOTS: dict[str, Slot] = {
    "svc": Subject.svc,
    "tool": Subject.tool,
    "tool2": Subject.tool2,
    "codename": Subject.codename_,
    "customer": Subject.customer_,
    "person": Subject.person,
    "ticket": Subject.ticket,
    "pr": Subject.pr,
    "date": Subject.date,
    "clock": Subject.clock,
    "num": Subject.num,
    "version": Subject.version,
    "package": Subject.package,
    "path": Subject.path,
    "branch": Subject.branch,
    "url": Subject.url,
    "flag": Subject.flag,
    "host": Subject.host,
    "func": Subject.func,
    "envvar": Subject.envvar,
    "cmd": Subject.cmd,
    "SVC": lambda s: s.service,
    "TOOL": lambda s: s.tools[0],
    "CODENAME": lambda s: s.codename,
    "CUSTOMER": lambda s: s.customer,
    "migration": Subject.migration,
    "noun": lambda s: NOUN(s.rng),
    "verb": lambda s: VERB(s.rng),
    "adj": lambda s: ADJECTIVE(s.rng),
    "adv": lambda s: s.rng.choice(ADVERBS),
    "role": lambda s: ROLE(s.rng),
    "table": lambda s: TABLE(s.rng),
    "env": lambda s: s.rng.choice(ENVS),
    "region": lambda s: s.rng.choice(REGIONS),
    "err": lambda s: s.rng.choice(ERRORS),
    "script": lambda s: s.rng.choice(SCRIPTS),
    "weekday": lambda s: s.rng.choice(WEEKDAYS),
}
RU_SLOTS: dict[str, Slot] = {
    **SLOTS,
    "noun": lambda s: s.rng.choice(RU_NOUNS),
    "verb": lambda s: s.rng.choice(RU_VERBS),
    "adj": lambda s: s.rng.choice(RU_ADJECTIVES),
}
_SLOT_RE = re.compile(r"\{(\w+)\}")


def _pairs(*pairs: tuple[str, str]) -> tuple[tuple[Template, Template], ...]:
    return tuple(
        zip(_templates(*(a for a, _ in pairs)), _templates(*(b for _, b in pairs)), strict=True)
    )


def _templates(*texts: str) -> tuple[Template, ...]:
    """Split once into literal, slot, literal, …; a misspelt slot fails at import, not later."""
    compiled = []
    for text in texts:
        parts = tuple(_SLOT_RE.split(text))
        unknown = set(parts[1::2]) - SLOTS.keys()
        if unknown:
            raise KeyError(f"unknown slots {sorted(unknown)} in {text!r}")
        compiled.append(parts)
    return tuple(compiled)


SENTENCES = _templates(
    "Always {verb} the {noun} in {env} before touching {svc}; {tool} otherwise serves a {adj} "
    "{noun}.",
    "The {noun} for {svc} lives in `{path}` and goes through {tool}.",
    "{person} confirmed that {tool} caches the {noun} for {num} seconds, which is why it looked "
    "{adj}.",
    "Never {verb} the {noun} by hand in {env}; open a PR against `{branch}` and let CI do it.",
    "We hit {err} from {tool} on {date} while trying to {verb} the {noun} for {customer}.",
    "See {url} for the {adj} {noun} dashboard.",
    "The fix landed in {pr} ({ticket}), which changed `{func}()` in `{path}`.",
    "{adv} the {noun} is {adj} under load, so {verb} it in batches of {num}.",
    "Project {codename} depends on {tool} for the {noun}; {person} owns the rollout.",
    "Feature flag `{flag}` gates the new {noun} path in {svc}.",
    "Run `{cmd}` to {verb} the {noun}.",
    "The {adj} {noun} on `{host}` was the root cause, not {tool} itself.",
    "{customer} reported a {adj} {noun} after the {version} upgrade of {tool}.",
    "Do not {verb} the {noun} during the {svc} freeze window ({weekday}s after 15:00 UTC).",
    "{tool} returns {err} when the {noun} exceeds {num} KB; the docs do not say so.",
    "The {noun} in {region} is {adj}; {person} suggested we {verb} it through {tool2}.",
    "Ask {person} before changing anything in `{path}` — the {noun} there is {adj}.",
    "{adv} {tool} retries the {noun} {num} times with exponential backoff and jitter.",
    "The {svc} team agreed to {verb} the {noun} after {codename} ships.",
    "Incident {ticket}: the {noun} {verb} failed for {num} minutes and {customer} noticed.",
    "When {tool} is {adj}, {verb} the {noun} and page the {role}.",
    "Migration `{migration}` adds an index on `{table}`; in {env} it must run `CONCURRENTLY`.",
    "{person} prefers small PRs: one {noun} change each, rebased on `main`.",
    "Our {tool} quota is {num} requests per minute per {noun}, and {svc} uses most of it.",
    "Branch `{branch}` is long-lived; keep it until {codename} is done.",
    "{adv} the {adj} {noun} shows up as {err} in Sentry, grouped under {url}.",
    "The {noun} for {customer} is pinned to {tool} {version} because of a {adj} {noun}.",
    "Tested with `{cmd}`: the {noun} came back {adj}.",
    "Rollback: {verb} the {noun}, then {verb} the {noun}, then tell #{svc}-alerts.",
    "The {role} signs off on any {noun} change that touches `{table}`.",
    "{tool} and {tool2} disagree about the {noun} format → normalise it in `{func}()`.",
    "The {adj} {noun} in {tool} costs roughly ${num} a month.",
    "p95 latency of {svc} went to {num} ms after {pr}; the {noun} was {adj}.",
    "{codename} phase {num} covers the {noun} and the {noun} clean-up.",
    "In the `{env}` Doppler config, `{envvar}` overrides the {noun}.",
    "Staging gets a {adj} copy of the {svc} database from {tool}; nobody writes to it by hand.",
)
BULLETS = _templates(
    "{verb} the {noun} before the {noun}",
    "`{path}` — {adj} {noun}, owned by {person}",
    "{ticket}: {adj} {noun} in {svc}",
    "{pr} — {verb} the {noun} for {customer}",
    "{tool}: the {noun} is {adj} in {env}",
    "flag `{flag}` ({adj})",
    "{date}: {verb} the {noun} ({person})",
    "`{cmd}`",
    "{url}",
    "{codename}: {verb} the {noun}, still pending",
    "{err} means the {noun} is {adj}",
    "branch `{branch}` → {ticket}",
    "✅ {verb} the {noun} in {env}",
)
QUESTIONS = _templates(
    "Should {svc} still {verb} the {noun} through {tool}?",
    "Who owns the {adj} {noun} once {codename} ships?",
    "Do we {verb} the {noun} for {customer} or leave it {adj}?",
    "Is `{path}` still the source of truth for the {noun}?",
    "Is staging still refreshed from prod by `scripts/{script}.sh`, or seeded from fixtures?",
)
RULES = _templates(
    "Never {verb} the {noun} in {env} without a {tool} snapshot first.",
    "Always run `{cmd}` after a {svc} deploy.",
    "Do not {verb} `{path}` by hand; it is generated from {tool}.",
    "Keep {svc} PRs under {num} lines and link the ticket.",
    "Prefer {tool} over {tool2} for the {noun} in {svc}.",
    "Don't mock the {noun} in {svc} integration tests — use a real {tool} container.",
    "Ask before you {verb} anything behind `{flag}`.",
    "Invalidate {tool} after every {svc} {noun} change.",
    "Base {codename} work on `{branch}`, not on main.",
    "For {customer}, never {verb} the {noun} outside their maintenance window.",
    "Route {svc} {noun} questions to {person}, not the general channel.",
    "Run the {svc} tests against {tool}, not SQLite, before merging.",
    "Keep `{envvar}` out of logs; {tool} redaction misses it.",
    "When {tool} throws {err}, {verb} the {noun} instead of retrying blindly.",
    "Pin {tool} to {version} in {svc} until {ticket} is closed.",
    "Never copy the prod database into staging unmasked.",
    "Reproduce {svc} {noun} bugs locally with `{cmd}` first.",
)
COMMANDS = _templates(
    "doppler run --config {env} -- ./manage.py migrate",
    "kubectl rollout restart deploy/{svc}-api -n {env}",
    "kubectl -n {env} logs -l app={svc} --since=15m | grep -i {adj}",
    "terraform -chdir=infra/terraform/{package} plan -var-file={env}.tfvars",
    "gh pr checkout {num}",
    "git switch -c {branch}",
    "uv run pytest tests/{package} -x -q",
    "helm upgrade --install {svc} deploy/helm/{svc} -f deploy/helm/{svc}/values-{env}.yaml",
    "celery -A {package}.worker inspect active",
    "./scripts/{script}.sh --tenant {num} --dry-run",
    "redis-cli -h {svc}-cache.{env}.internal --scan --pattern '{svc}:*' | head",
    "aws s3 sync s3://acme-{svc}-{env}/exports/ ./exports/ --dryrun",
    "psql \"$DATABASE_URL\" -c 'select count(*) from {table}'",
    'pg_dump --no-owner "$PROD_DATABASE_URL" | psql "$STAGING_DATABASE_URL"',
)
# A title with the description that goes with it. Upper-case slots are the note's own subject
# every time, so the title, the description and the folder agree. Feedback is titled by its rule.
HEADS = {
    "user": _pairs(
        ("User's role and {noun} preferences",
         "User is a {role} on {SVC}; prefers {adj} answers with {TOOL} examples"),
        ("How the user likes {noun} reviews",
         "Keep {noun} reviews short, link the {TOOL} docs, flag {adj} risks first"),
        ("User background in {TOOL}",
         "Deep {TOOL} experience, new to {SVC}; explain {noun} trade-offs in {TOOL} terms"),
        ("User's on-call hours for {SVC}",
         "On call for {SVC} in {region} hours; do not page outside them"),
    ),
    "project": _pairs(
        ("{SVC} deploy rules",
         "How {SVC} deploys through {TOOL}: {verb} the {noun} first, freeze windows, rollback"),
        ("Project {CODENAME}: {noun} migration",
         "{CODENAME} moves the {SVC} {noun} from {TOOL} to {tool2}; status, owners, risks"),
        ("Incident {ticket} — {SVC} {noun} outage",
         "{adj} {noun} in {SVC} on {date}; root cause in {TOOL}, follow-ups"),
        ("{SVC} {noun} and {TOOL}",
         "Current state of the {SVC} {noun} with {TOOL}: decisions, gotchas, who to ask"),
        ("{CUSTOMER} rollout of {SVC}",
         "{SVC} set up for {CUSTOMER}: {TOOL} config and the {adj} {noun}"),
        ("How staging gets its {SVC} data",
         "Where staging's copy of the {SVC} database comes from, and how often it is refreshed"),
    ),
    "reference": _pairs(
        ("{TOOL} quirks",
         "Undocumented {TOOL} behaviour seen from {SVC}: limits, error codes, the {adj} {noun}"),
        ("{TOOL} commands for {SVC}",
         "Commands to {verb} the {noun} in {SVC} with {TOOL}, ready to paste"),
        ("Where the {SVC} {noun} lives",
         "Paths, dashboards and owners of the {SVC} {noun}; see {TOOL} and {tool2}"),
        ("{SVC} environments and secrets",
         "Env matrix of {SVC} (prod, staging, dev), Doppler configs and {TOOL} endpoints"),
    ),
}  # fmt: skip
TABLE_NOTES = _templates("{adj} {noun}", "returns {err} when {adj}", "needs `{envvar}`", "{tool}")
INCIDENT_TITLE = _templates("{adj} {noun} in {svc}")[0]
RU_SENTENCES = _templates(
    "Не забыть {verb} {noun} перед деплоем {svc}.",
    "После инцидента {date} решили {verb} {noun} вручную, пока {tool} работает нестабильно.",
    "{person} просит {verb} {noun} в {env} только после ревью.",
    "Важно: {adj} {noun} в {svc} нельзя {verb} без согласования с командой.",
    "Если {tool} отдаёт {err}, нужно {verb} {noun} и повторить запрос.",
    "Задача {ticket}: {verb} {noun}, см. {pr}.",
    "В {env} {noun} ведёт себя иначе: {adj} {noun} и таймаут {num} секунд.",
    "Коротко: {noun} живёт в `{path}`, {verb} его через `{cmd}`.",
    "Стейджинг получает копию базы данных {svc} раз в сутки, через {tool}.",
    "Мы договорились {verb} {noun} раз в неделю, по вторникам.",
)
# Templates are words too: the first of each list are in most notes, the last in a few.
SENTENCE = Zipf(SENTENCES, 1.0)
BULLET = Zipf(BULLETS, 0.6)
COMMAND = Zipf(COMMANDS, 0.8)
HEADINGS = {
    "user": _words("Role|Preferences|Working style|Background|Tooling|Communication"),
    "feedback": _words("Examples|History|Exceptions|Related"),
    "project": _words(
        "Context|Current state|Decisions|Deploy rules|Open questions|Links|Architecture|Risks|"
        "Ownership|Known issues|Rollout plan|Incidents"
    ),
    "reference": _words(
        "Endpoints|Commands|Quirks|Limits|Config|Gotchas|Auth|Error codes|Environments|"
        "Where things live"
    ),
}
BULLET_HEADINGS = frozenset(
    _words(
        "Decisions|Deploy rules|Links|Risks|Ownership|Quirks|Gotchas|Where things live|"
        "Preferences|Examples"
    )
)


# --- blocks of markdown ---------------------------------------------------------------------


def paragraph(s: Subject, sentences: int) -> str:
    return " ".join(s.sentence() for _ in range(sentences))


def bullets(s: Subject, count: int, *, numbered: bool = False) -> str:
    lines = []
    for n in range(1, count + 1):
        item = _capitalize(s.fill(BULLET(s.rng)))
        if s.rng.random() < 0.3:
            item += " — " + s.sentence()
        lines.append(f"{n}. {item}" if numbered else f"- {item}")
    return "\n".join(lines)


def questions(s: Subject, count: int) -> str:
    return "\n".join(f"- {_capitalize(s.fill(s.rng.choice(QUESTIONS)))}" for _ in range(count))


def code_block(s: Subject) -> str:
    r = s.rng
    x = r.random()
    if x < 0.55:
        return "```bash\n" + "\n".join(s.cmd() for _ in range(r.randint(1, 5))) + "\n```"
    if x < 0.8:
        return (
            f"```yaml\n{s.svc()}:\n  image: ecr/{s.svc()}:{s.version()}\n"
            f"  replicas: {r.randint(1, 12)}\n  env:\n    {s.envvar()}: doppler://{r.choice(ENVS)}\n"
            f"  feature_flags:\n    - {s.flag()}\n```"
        )
    event = {
        "event": f"{s.package()}.{_snake(NOUN(r))}.{r.choice(('created', 'failed', 'retried'))}",
        "tenant": s.customer_().split(" ")[0].lower(),
        "attempt": r.randint(1, 9),
        "error": r.choice(ERRORS).strip("`"),
    }
    return "```json\n" + json.dumps(event, indent=2) + "\n```"


def table(s: Subject) -> str:
    r = s.rng
    rows = ["| Endpoint | Method | Limit | Notes |", "| --- | --- | --- | --- |"]
    for _ in range(r.randint(2, 7)):
        endpoint = f"/v{r.randint(1, 3)}/{s.svc()}/{_kebab(NOUN(r))}s"
        method = r.choice(("GET", "POST", "PUT", "PATCH", "DELETE"))
        note = s.fill(r.choice(TABLE_NOTES))
        rows.append(f"| `{endpoint}` | {method} | {s.num()}/min | {note} |")
    return "\n".join(rows)


def incident(s: Subject) -> str:
    r = s.rng
    lines = [f"### {s.date()} — {s.ticket()}: {s.fill(INCIDENT_TITLE)}", ""]
    lines += [f"- {s.clock()} UTC {s.sentence()}" for _ in range(r.randint(3, 8))]
    lines += ["", "**Root cause:** " + paragraph(s, r.randint(1, 3)), ""]
    lines.append("**Follow-ups:** " + ", ".join(s.ticket() for _ in range(r.randint(1, 4))) + ".")
    return "\n".join(lines)


def log_entry(s: Subject) -> str:
    """A dated entry, as agents append them: what makes the few big notes big."""
    return f"### {s.date()}\n\n" + paragraph(s, s.rng.randint(1, 4))


def sections(s: Subject, kind: str, russian: bool) -> Iterator[str]:
    """A note's sections in the order it grows: each heading of its type once, in any order,
    then a log of dated entries for as long as the caller wants more text."""
    headings = list(HEADINGS[kind])
    s.rng.shuffle(headings)
    for heading in headings:
        # Someone who writes partly in Russian switches language between sections.
        if russian and s.rng.random() < 0.3:
            yield " ".join(s.russian() for _ in range(s.rng.randint(2, 6)))
        yield section(s, heading)
    yield "## Log\n\n" + log_entry(s)
    while True:
        yield log_entry(s)


def section(s: Subject, heading: str) -> str:
    r = s.rng
    if heading in ("Incidents", "History"):
        body = incident(s)
    elif heading == "Open questions":
        body = questions(s, r.randint(2, 6))
    elif heading in ("Endpoints", "Limits", "Error codes"):
        body = table(s)
    elif heading in ("Commands", "Config", "Tooling"):
        body = code_block(s) + ("\n\n" + paragraph(s, r.randint(1, 2)) if r.random() < 0.6 else "")
    elif heading in BULLET_HEADINGS:
        body = bullets(s, r.randint(2, 8), numbered=heading == "Deploy rules")
    elif r.random() < 0.25:
        body = paragraph(s, r.randint(1, 3)) + "\n\n" + code_block(s)
    else:
        body = paragraph(s, r.randint(2, 6))
    return f"## {heading}\n\n{body}"


# --- one topic file -------------------------------------------------------------------------

TYPES = ("user", "feedback", "project", "reference")
TYPE_WEIGHTS = (10, 25, 50, 15)
FOLDER_OF_TYPE = {"user": "user", "feedback": "feedback", "reference": "reference"}
RUSSIAN_SHARE = 0.05
BIG_SHARE, BIG_BYTES = 0.002, (45_500, 47_500)
MEDIAN_TARGET, SIGMA, SMALLEST, CLIP = 1_450, 0.95, 250, 39_000
DESCRIPTION_MAX = INDEX_LINE_MAX = 150
TITLE_MAX, SLUG_MAX = 90, 48


def target_size(rng: random.Random) -> int:
    """Bytes to write at least; sections are added until the file reaches it."""
    if rng.random() < BIG_SHARE:
        return rng.randint(*BIG_BYTES)
    return max(SMALLEST, min(CLIP, int(rng.lognormvariate(math.log(MEDIAN_TARGET), SIGMA))))


@dataclass(frozen=True)
class Topic:
    kind: str
    service: str
    name: str
    description: str
    text: str

    @property
    def folder(self) -> str:
        return FOLDER_OF_TYPE.get(self.kind) or f"projects/{AREA_OF_SERVICE[self.service]}"


def topic_file(rng: random.Random) -> Topic:
    kind = rng.choices(TYPES, weights=TYPE_WEIGHTS)[0]
    s = Subject(rng)
    russian = rng.random() < RUSSIAN_SHARE
    if kind == "feedback":
        rule = s.fill(rng.choice(RULES))
        name, description = clip(rule.rstrip("."), 70), rule
        opening = (
            f"{rule}\n\n**Why:** {paragraph(s, rng.randint(1, 3))}\n\n"
            f"**How to apply:** {paragraph(s, rng.randint(1, 2))}"
        )
    else:
        title, about = rng.choice(HEADS[kind])
        name, description = _capitalize(s.fill(title)), _capitalize(s.fill(about))
        opening = paragraph(s, rng.randint(1, 4))
    if russian:
        description = s.russian()
    name, description = clip(name, TITLE_MAX), clip(description, DESCRIPTION_MAX)
    head = (
        f"---\nname: {yaml_scalar(name)}\ndescription: {yaml_scalar(description)}\n"
        f"type: {kind}\n---\n\n"
    )
    parts = [opening]
    size, target = len(head.encode()) + len(opening.encode()), target_size(rng)
    more = sections(s, kind, russian)
    while size < target:
        parts.append(next(more))
        size += len(parts[-1].encode()) + 2
    return Topic(kind, s.service, name, description, head + "\n\n".join(parts) + "\n")


def clip(text: str, limit: int) -> str:
    """At most ``limit`` characters, cut at a word with an ellipsis."""
    if len(text) <= limit:
        return text
    return text[: limit - 1].rsplit(" ", 1)[0].rstrip(" ,;:—-") + "…"


_PLAIN_SCALAR = re.compile(r"[A-Za-z][^:#\[\]{}&*!|>'\"%@`\\\n]*")
_YAML_WORDS = {"yes", "no", "true", "false", "on", "off", "null", "y", "n"}


def yaml_scalar(text: str) -> str:
    """A plain YAML scalar when it reads back as the same string, else a double-quoted one.

    A name such as "Incident ENG-12: outage" would otherwise read as a mapping, and "No" as
    False. JSON's string escapes are valid in YAML's double-quoted style.
    """
    if _PLAIN_SCALAR.fullmatch(text) and text.lower() not in _YAML_WORDS and text == text.strip():
        return text
    return json.dumps(text, ensure_ascii=False)


def slug(name: str) -> str:
    return _kebab(name)[:SLUG_MAX].rstrip("-") or "note"


def index_line(title: str, path: str, hook: str) -> str:
    """``- [Title](path) — hook`` in at most INDEX_LINE_MAX characters, the hook clipped first
    down to a few words, then the title."""
    title = title.replace("[", "(").replace("]", ")")
    fixed = len(f"- []({path}) — ")
    title = clip(title, max(20, INDEX_LINE_MAX - fixed - 24))
    return f"- [{title}]({path}) — {clip(hook, INDEX_LINE_MAX - fixed - len(title))}"


def free_path(stem: str, taken: dict[str, int], paths: set[str]) -> str:
    """``stem.md``, else ``stem-2.md``, ``stem-3.md``…: the first not yet written. A name that
    ends in a number of its own ("… v2") must not land on another's ``-2``."""
    n = taken.get(stem, 0)
    while True:
        n += 1
        rel = f"{stem}.md" if n == 1 else f"{stem}-{n}.md"
        if rel not in paths:
            taken[stem] = n
            paths.add(rel)
            return rel


# --- the memdir -----------------------------------------------------------------------------

_CYRILLIC = re.compile("[\u0400-\u04ff]")


def generate(outdir: str | Path, files: int, seed: int = 1) -> dict:
    """Write ``files`` topic files and MEMORY.md into ``outdir``; return the summary.

    Refuses a folder with anything in it: a leftover from another run would make two runs
    with the same seed differ.
    """
    root = Path(outdir)
    if root.exists() and any(root.iterdir()):
        raise FileExistsError(f"{root} is not empty: generate into a new or empty folder")
    root.mkdir(parents=True, exist_ok=True)
    taken: dict[str, int] = {}
    paths: set[str] = set()
    made: set[str] = set()
    lines: list[str] = []
    sizes: list[int] = []
    types = dict.fromkeys(TYPES, 0)
    cyrillic = 0
    for i in range(files):
        # One stream per file: file i does not depend on how much text the files before drew.
        rng = random.Random(f"memoryui gen_memdir {seed} {i}")
        topic = topic_file(rng)
        folder = topic.folder
        rel = free_path(f"{folder}/{slug(topic.name)}", taken, paths)
        if folder not in made:
            (root / folder).mkdir(parents=True, exist_ok=True)
            made.add(folder)
        data = topic.text.encode("utf-8")
        (root / rel).write_bytes(data)
        sizes.append(len(data))
        types[topic.kind] += 1
        cyrillic += bool(_CYRILLIC.search(topic.text))
        lines.append(index_line(topic.name, rel, topic.description))
    index = ("\n".join(lines) + "\n" if lines else "").encode("utf-8")
    (root / "MEMORY.md").write_bytes(index)
    return summary(
        root, seed, sizes=sizes, types=types, cyrillic=cyrillic, index_lines=len(lines), index=index
    )


def summary(
    root: Path,
    seed: int,
    *,
    sizes: list[int],
    types: dict[str, int],
    cyrillic: int,
    index_lines: int,
    index: bytes,
) -> dict:
    """The figures a caller prints or checks, with the same keys as the team's old generator."""
    ordered = sorted(sizes)

    def percentile(p: float) -> int:
        return ordered[min(len(ordered) - 1, int(p * len(ordered)))] if ordered else 0

    total = sum(sizes)
    return {
        "outdir": str(root),
        "seed": seed,
        "files": len(sizes),
        "total_bytes": total,
        "approx_tokens": total // 4,
        "memory_md_lines": index_lines,
        "memory_md_bytes": len(index),
        "memory_md_approx_tokens": len(index) // 4,
        "types": types,
        "files_with_cyrillic": cyrillic,
        "size_bytes": {
            "median": percentile(0.5),
            "p90": percentile(0.9),
            "p99": percentile(0.99),
            "max": ordered[-1] if ordered else 0,
            "over_40k": sum(size > 40_000 for size in sizes),
        },
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("outdir", type=Path, help="a new or empty folder")
    parser.add_argument("--files", type=int, required=True, help="how many topic files")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.files < 0:
        parser.error("--files must be 0 or more")
    started = time.perf_counter()
    try:
        result = generate(args.outdir, args.files, args.seed)
    except FileExistsError as error:
        parser.error(str(error))
    result["seconds"] = round(time.perf_counter() - started, 2)
    print(json.dumps(result, indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
