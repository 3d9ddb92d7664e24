"""An online game-mod community's moderator memory: English plus Spanish, German, Chinese, Korean.

Domain: server rules, event times, moderator rota, bots, ban policy, release schedule.
Style: mostly short English notes written by an agent serving several moderators, with notes
in the language of whoever asked; several contradictions span two languages.
"""

from tests.eval.dataset import (
    LabelledMemdir,
    question,
    small_talk,
    topic,
    with_index,
)
from tests.eval.dataset import pair as P

_GAME_NIGHT = topic(
    "Game night",
    "Weekly community game night",
    "project",
    """Community game night: every Saturday, 20:00 UTC, voice channel Lobby.
Host posts the server IP in #events 15 min before start.
""",
    updated="2025-06-14",
)

N = {
    # --- events ----------------------------------------------------------------------------
    "events/game-night.md": _GAME_NIGHT,
    # Saved a second time in another session; stored with Windows line endings.
    "events/community-night.md": _GAME_NIGHT.replace("\n", "\r\n"),
    "events/spieleabend.md": topic(
        "Spieleabend",
        "Wann der Community-Spieleabend jetzt ist",
        "project",
        """Spieleabend läuft ab Januar freitags, los geht's um 19:00 UTC. Angekündigt wird wie
immer in #events.
""",
        updated="2026-01-09",
    ),
    "events/staffing.md": topic(
        "Event staffing",
        "How many mods an event needs",
        "feedback",
        """Events need 2 moderators online the whole time — one in voice, one watching text chat.
""",
        updated="2025-08-02",
    ),
    "events/staffing-zh.md": topic(
        "活动值守",
        "社区活动期间的管理员人数",
        "feedback",
        """以后每次社区活动至少要有三位管理员在线:一位在语音频道,另外两位盯着文字频道。
""",
        updated="2026-02-11",
    ),
    # --- moderation ------------------------------------------------------------------------
    "moderation/automod.md": topic(
        "Spam filter",
        "When automod times someone out for spam",
        "reference",
        """Spam filter:
- more than 6 messages within 5 s → automatic 10-minute timeout
- links from accounts younger than 3 days are held for review
""",
        updated="2025-05-20",
    ),
    "moderation/spam-zh.md": topic(
        "刷屏规则",
        "刷屏自动禁言的新标准",
        "reference",
        """刷屏规则调整了:5 秒内发超过 4 条消息就会被自动禁言 10 分钟。
""",
        updated="2026-02-03",
        nested=True,
        session="c3d9e1f2-4a5b-4c6d-8e7f-90a1b2c3d4e5",
    ),
    "moderation/incident-zh.md": topic(
        "截图频道事件",
        "3月2日 #screenshots 里的 NSFW 图片",
        "project",
        """3月2日:有人在 #screenshots 频道发了一张 NSFW 的模组截图。图片已删除,对方被警告一次
(案例编号 #312)。
""",
        updated="2026-03-02",
    ),
    # --- rules -----------------------------------------------------------------------------
    "rules/nsfw.md": topic(
        "NSFW",
        "No NSFW content anywhere on the server",
        "feedback",
        """No NSFW anywhere — messages, images, avatars, usernames, mod screenshots. Borderline?
Delete first, ask in #mod-chat after.
""",
        updated="2025-04-11",
    ),
    "rules/links.md": topic(
        "Other servers",
        "Invites to other modding servers",
        "feedback",
        """Invites to other modding servers are OK in #resources if that server is about this game.
Not elsewhere.
""",
        updated="2025-05-02",
    ),
    "rules/promo-es.md": topic(
        "Promoción",
        "Anunciar otras comunidades",
        "feedback",
        """No se permite anunciar otras comunidades de Discord. Da igual el canal y da igual que sean
del mismo juego: se borra el mensaje y se avisa al usuario.
""",
        updated="2026-01-18",
    ),
    "community/channels.md": topic(
        "Channels",
        "What each channel is for",
        "reference",
        """- #rules — read-only
- #announcements — mods + release manager only
- #bug-reports — forum, one post per bug, use the template
- #mod-chat — private
- #resources — guides, tools
""",
        updated="2025-03-30",
    ),
    "community/bug-channel-ko.md": topic(
        "버그 제보 채널",
        "버그 제보 채널 이름",
        "reference",
        """버그 제보 채널 이름이 #issues-triage 로 바뀌었어요. 포럼 형식이랑 템플릿은 그대로 쓰면 됩니다.
""",
        updated="2025-12-04",
    ),
    # --- bans ------------------------------------------------------------------------------
    "bans/ladder.md": topic(
        "Ban ladder",
        "Escalation steps for rule breaks",
        "reference",
        """Ban ladder (for rule breaks that aren't an instant ban):
1. warning
2. 24 h timeout
3. 7-day ban
4. permanent

Instant permanent: doxxing, malware links.
Appeals are reviewed by two mods who weren't involved.
""",
        updated="2025-04-11",
    ),
    "bans/ladder-es.md": topic(
        "Escala de sanciones",
        "Cómo escalan las sanciones",
        "reference",
        """Primero un aviso, después silencio de 24 horas, luego ban de una semana y, a la cuarta,
ban definitivo. Doxxing o enlaces con malware: ban definitivo directo. Las apelaciones las
revisan dos mods que no participaron en el caso.
""",
        updated="2025-10-21",
    ),
    "bans/proposal-ko.md": topic(
        "영구 밴 제안",
        "첫 위반 영구 밴 제안 결과",
        "project",
        """모더 회의에서 첫 위반부터 바로 영구 밴 하자는 제안이 나왔는데, 대부분 반대해서 기각됐어요.
기존 단계별 제재는 그대로 유지합니다.
""",
        updated="2026-01-27",
    ),
    "bans/benachrichtigung.md": topic(
        "Nach dem Bann",
        "Was nach einem Bann an die Person geht",
        "feedback",
        """Nach jedem Bann bekommt die Person von dem Mod, der gebannt hat, eine DM: kurzer Grund
und Link zum Einspruchsformular. Immer, auch bei kurzen Bans.
""",
        updated="2025-04-15",
    ),
    "bans/no-dm.md": topic(
        "No DMs after bans",
        "Contacting people after a ban",
        "feedback",
        """We don't message people after a ban any more — two mods got followed to their own servers
and harassed. The reason goes into the audit log only. The appeal form is linked in #rules,
anyone can find it there.
""",
        updated="2026-01-06",
    ),
    # --- tools -----------------------------------------------------------------------------
    "tools/bots.md": topic(
        "Bots",
        "Which bot does what",
        "reference",
        """Bots on the server:
- Dyno — automod filters, welcome message, join roles
- YAGPDB — custom commands (!install, !crashlog, !faq)
- Sesh — event calendar
""",
        updated="2025-03-30",
    ),
    "tools/bots-es.md": topic(
        "Cambio de bot",
        "Qué bot hace ahora la moderación automática",
        "reference",
        """Dyno fuera. El filtro automático y el mensaje de bienvenida los hace ahora Carl-bot, y los
roles de entrada también.
""",
        updated="2025-11-12",
    ),
    # --- releases --------------------------------------------------------------------------
    "releases/owner.md": topic(
        "Release manager",
        "Who ships releases",
        "reference",
        """Release manager: Kestrel. Kestrel tags the version, writes the changelog and does the
upload. Ping Kestrel before announcing anything.
""",
        updated="2025-04-02",
    ),
    "team/lanzamientos.md": topic(
        "Lanzamientos",
        "Quién saca las versiones",
        "project",
        """Desde la 1.8, quien se encarga de sacar las versiones es Nyx: pone la etiqueta, sube los
archivos y avisa en #announcements. Kestrel ya solo repasa el changelog.
""",
        updated="2026-03-05",
    ),
    "releases/nexus-ko.md": topic(
        "릴리스 업로드",
        "릴리스 빌드를 올리는 곳",
        "reference",
        """릴리스 빌드(zip)는 Nexus Mods 모드 페이지의 Files 탭에 올립니다. 올린 다음 #announcements 에
링크를 걸어요.
""",
        updated="2025-07-19",
    ),
    "releases/github.md": topic(
        "Release downloads",
        "Where release zips are published",
        "reference",
        """Release zips go to GitHub Releases on the mod repo (tag = version). The Nexus page stays
up, but it only has the description and a link to GitHub — no files are uploaded there.
""",
        updated="2026-02-16",
    ),
    "releases/closed-beta.md": topic(
        "Beta cerrada 2.0",
        "Fase 1 de la beta de la 2.0",
        "project",
        """Fase 1 de la 2.0 — beta cerrada
- 40 testers, por invitación
- builds en #beta-builds
- nada de capturas fuera del canal
""",
        updated="2026-01-14",
    ),
    "releases/open-beta-ko.md": topic(
        "2.0 오픈 베타",
        "2.0 베타 2단계",
        "project",
        """2.0 2단계 오픈 베타:
- 인원 제한 없음
- 빌드는 공개 채널 #beta-open 에서 누구나 받기
- 피드백은 #beta-feedback 포럼
- 스크린샷 공유 OK
""",
        updated="2026-01-14",
    ),
    # --- plans -----------------------------------------------------------------------------
    "plans/2.0-open.md": topic(
        "2.0 open questions",
        "Undecided things for 2.0",
        "project",
        """Open for 2.0:
- controller support? (issue #312, 80+ upvotes)
- drop game version 1.4?
- new save format: migration tool or clean break?
""",
        updated="2025-10-03",
    ),
    "plans/2.0-entscheidung.md": topic(
        "2.0 Controller",
        "Entscheidung zum Controller-Support",
        "project",
        """Beschlossen im Dev-Call: 2.0 erscheint ohne Controller-Unterstützung. Kommt frühestens
mit 2.1.
""",
        updated="2025-12-10",
    ),
    # --- team ------------------------------------------------------------------------------
    "team/rota-2025.md": topic(
        "Mod rota 2025",
        "Who is on duty which day",
        "reference",
        """| day | on duty |
|---|---|
| Mon | Kestrel |
| Tue | Nyx |
| Wed | brambleFox |
| Thu | Kestrel |
| Fri | Ozzy |
| Sat/Sun | Nyx + brambleFox |
""",
        updated="2025-03-30",
        extra={"status": "superseded", "superseded_by": "team/rota.md"},
    ),
    "team/rota.md": topic(
        "Mod rota",
        "Who is on duty which day (from January)",
        "reference",
        """| day | on duty |
|---|---|
| Mon | Ozzy |
| Tue | Nyx |
| Wed | Kestrel |
| Thu | brambleFox |
| Fri | Ozzy + Nyx |
| Sat/Sun | rotating, see pinned message in #mod-chat |
""",
        updated="2026-01-02",
    ),
}

FILES = with_index(
    N,
    title="Mod team memory",
    sections={
        "rules/": "Rules",
        "community/": "Rules",
        "moderation/": "Moderation",
        "bans/": "Moderation",
        "tools/": "Moderation",
        "events/": "Events",
        "releases/": "Releases",
        "plans/": "Releases",
        "team/": "Team",
    },
)


Q, S = question, small_talk


MEMDIR = LabelledMemdir(
    name="game_mod_mixed",
    half="tuning",
    language="mixed",
    domain="online game mod community moderators",
    style="short English notes with Spanish, German, Chinese and Korean ones; tables and lists",
    files=FILES,
    pairs=[
        # contradictions
        P(
            "contradiction",
            "events/game-night.md",
            "events/spieleabend.md",
            "time-moved",
            "Sat 20:00 UTC vs Fr 19:00 UTC (en/de).",
        ),
        P(
            "contradiction",
            "events/community-night.md",
            "events/spieleabend.md",
            "time-moved",
            "Sat 20:00 UTC vs Fr 19:00 UTC (en/de).",
        ),
        P(
            "contradiction",
            "moderation/automod.md",
            "moderation/spam-zh.md",
            "threshold-changed",
            "Timeout above 6 msgs in 5 s vs above 4 (en/zh).",
        ),
        P(
            "contradiction",
            "releases/owner.md",
            "team/lanzamientos.md",
            "owner-changed",
            "Release manager Kestrel vs Nyx (en/es).",
        ),
        P(
            "contradiction",
            "community/channels.md",
            "community/bug-channel-ko.md",
            "renamed",
            "#bug-reports vs #issues-triage (en/ko).",
        ),
        P(
            "contradiction",
            "bans/benachrichtigung.md",
            "bans/no-dm.md",
            "policy-reversed",
            "Always DM after a ban vs no messages after bans (de/en).",
        ),
        P(
            "contradiction",
            "tools/bots.md",
            "tools/bots-es.md",
            "tool-switched",
            "Automod/welcome on Dyno vs Carl-bot (en/es).",
        ),
        P(
            "contradiction",
            "releases/nexus-ko.md",
            "releases/github.md",
            "location-changed",
            "Zips uploaded to Nexus Files vs GitHub Releases, none on Nexus (ko/en).",
        ),
        P(
            "contradiction",
            "events/staffing.md",
            "events/staffing-zh.md",
            "count-changed",
            "2 mods during events vs at least 3 (en/zh).",
        ),
        P(
            "contradiction",
            "rules/links.md",
            "rules/promo-es.md",
            "reworded-conflict",
            "Same-game server invites OK in #resources vs no promotion anywhere (en/es).",
        ),
        # duplicates
        P(
            "duplicate",
            "events/game-night.md",
            "events/community-night.md",
            "identical",
            "Same note saved twice, only line endings differ.",
        ),
        P(
            "near-duplicate",
            "bans/ladder.md",
            "bans/ladder-es.md",
            "paraphrased",
            "Same ban ladder in Spanish prose (en/es).",
        ),
        # decoys
        P(
            "decoy",
            "bans/proposal-ko.md",
            "bans/ladder.md",
            "quoted-opinion-rejected",
            "Permaban on first offence proposed and rejected; the ladder stays.",
        ),
        P(
            "decoy",
            "bans/proposal-ko.md",
            "bans/ladder-es.md",
            "quoted-opinion-rejected",
            "Rejected permaban proposal beside the Spanish ladder.",
        ),
        P(
            "decoy",
            "bans/ladder.md",
            "bans/no-dm.md",
            "related-consistent",
            "Ban steps and how (not) to contact after a ban; no clash.",
        ),
        P(
            "decoy",
            "bans/ladder-es.md",
            "bans/no-dm.md",
            "related-consistent",
            "Ban steps and no DMs after bans; no clash.",
        ),
        P(
            "decoy",
            "bans/ladder.md",
            "bans/benachrichtigung.md",
            "related-consistent",
            "Ban steps and the (old) DM rule; they do not clash.",
        ),
        P(
            "decoy",
            "bans/ladder-es.md",
            "bans/benachrichtigung.md",
            "related-consistent",
            "Ban steps and the (old) DM rule; they do not clash.",
        ),
        P(
            "decoy",
            "rules/nsfw.md",
            "moderation/incident-zh.md",
            "rule-vs-incident",
            "No-NSFW rule and a NSFW screenshot that broke it (en/zh).",
        ),
        P(
            "decoy",
            "rules/nsfw.md",
            "rules/promo-es.md",
            "two-donts-different-things",
            "No NSFW vs no promoting other communities.",
        ),
        P(
            "decoy",
            "moderation/incident-zh.md",
            "plans/2.0-open.md",
            "same-ticket-ids",
            "Case #312 (NSFW warning) vs issue #312 (controller support).",
        ),
        P(
            "decoy",
            "plans/2.0-open.md",
            "plans/2.0-entscheidung.md",
            "open-questions-vs-settled",
            "Controller support open vs decided: not in 2.0 (en/de).",
        ),
        P(
            "decoy",
            "releases/closed-beta.md",
            "releases/open-beta-ko.md",
            "phase1-vs-phase2",
            "40 invited, no screenshots vs unlimited, screenshots OK (es/ko).",
        ),
        P(
            "decoy",
            "team/rota-2025.md",
            "team/rota.md",
            "superseded-and-successor",
            "Old rota marked superseded by the January rota.",
        ),
    ],
    questions=[
        Q(
            "When is game night these days?",
            "en",
            "events/game-night.md",
            "events/community-night.md",
            "events/spieleabend.md",
        ),
        Q(
            "How many messages can someone send before the spam filter mutes them?",
            "en",
            "moderation/automod.md",
            "moderation/spam-zh.md",
        ),
        Q("Who's doing the release for 1.9?", "en", "releases/owner.md", "team/lanzamientos.md"),
        Q(
            "should I DM someone after I ban them?",
            "en",
            "bans/benachrichtigung.md",
            "bans/no-dm.md",
        ),
        Q(
            "Where do we upload the release zip?",
            "en",
            "releases/nexus-ko.md",
            "releases/github.md",
        ),
        Q(
            "Welchen Bot benutzen wir gerade für den Automod?",
            "de",
            "tools/bots.md",
            "tools/bots-es.md",
        ),
        Q(
            "Wie viele Mods müssen während eines Events online sein?",
            "de",
            "events/staffing.md",
            "events/staffing-zh.md",
        ),
        Q(
            "¿Se pueden compartir invitaciones a otros servidores de modding?",
            "es",
            "rules/links.md",
            "rules/promo-es.md",
        ),
        Q("¿Cuántos testers entran en la beta cerrada?", "es", "releases/closed-beta.md"),
        Q(
            "现在报告 bug 应该发到哪个频道?",
            "zh",
            "community/channels.md",
            "community/bug-channel-ko.md",
        ),
        Q(
            "2.0 版本会支持手柄吗?",
            "zh",
            "plans/2.0-open.md",
            "plans/2.0-entscheidung.md",
        ),
        Q(
            "첫 번째 위반이면 바로 영구 밴 해도 되나요?",
            "ko",
            "bans/ladder.md",
            "bans/ladder-es.md",
            "bans/proposal-ko.md",
        ),
        Q("이번 주 수요일 당번은 누구예요?", "ko", "team/rota.md", "team/rota-2025.md"),
        Q(
            "thanks! and what happened with that nsfw screenshot in march?",
            "en",
            "moderation/incident-zh.md",
            conversational=True,
        ),
        Q(
            "Danke! Und gibt es bei der offenen Beta ein Limit, wie viele mitmachen dürfen?",
            "de",
            "releases/open-beta-ko.md",
            conversational=True,
        ),
        S("hey all o/", "en"),
        S("lol nice, thanks", "en"),
        S("brb, grabbing coffee", "en"),
        S("Guten Abend zusammen!", "de"),
        S("¡Gracias, eres un sol!", "es"),
        S("好的,我们继续下一个话题吧。", "zh"),
        S("내일 봐요~ 수고하셨어요!", "ko"),
    ],
    complete_labels=True,
)
