"""Contradictions by subject: each true form is found with the slot it is about, each decoy is
left alone.

Every case is a small memdir a reader can follow: the pair, and a few notes about other things
so that "rare in this memdir" means something. A queue the operator opens weekly must hold the
pairs in the first list and none of the second.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from memoryui.memdir.detect import Note, detect, detect_all


def note(path: str, name: str, description: str, body: str, type: str = "project") -> Note:
    return Note(path, type, "active", "", name, description, body)


# Notes about other things, in every memdir: a bakery's week.
BACKGROUND = [
    note(
        "ops/cleaning.md",
        "Deep clean",
        "When the ovens and floors get the deep clean",
        "The deep clean of ovens and floors is on the first Monday of each month, after close.\n",
    ),
    note(
        "ops/packaging.md",
        "Packaging supplier",
        "Where paper bags and boxes come from",
        "Paper bags and cake boxes come from PackRight; order by Thursday for the next week.\n",
    ),
    note(
        "people/payroll.md",
        "Payroll",
        "How hours reach payroll",
        "Hours are exported from the rota app every second Friday and checked by the manager.\n",
    ),
    note(
        "ops/waste.md",
        "Food waste",
        "What happens to unsold bread",
        "Unsold bread goes to the food bank van, which collects it at closing time.\n",
    ),
]


@dataclass(frozen=True)
class Case:
    why: str
    a: Note
    b: Note
    slot: str

    @property
    def memdir(self) -> list[Note]:
        return [*BACKGROUND, self.a, self.b]


def rule(path: str, name: str, description: str, body: str) -> Note:
    return note(path, name, description, body, type="feedback")


TRUE_FORMS = [
    Case(
        "time moved: the flour lorry comes on another day at another hour",
        note(
            "ops/flour-delivery.md",
            "Flour delivery",
            "When the flour lorry comes to the back door",
            "The flour lorry from Millstone arrives every Tuesday at 06:00; someone from the "
            "early shift counts the sacks.\n",
        ),
        note(
            "ops/flour-delivery-2026.md",
            "Flour delivery from January",
            "The flour lorry's new slot",
            "From January Millstone's lorry comes on Thursdays at 7 am instead.\n",
        ),
        "time",
    ),
    Case(
        "threshold doubled: the fridge alarm limit",
        rule(
            "feedback/fridge-alarm.md",
            "Fridge alarm",
            "When the walk-in fridge alarm must be answered",
            "If the walk-in fridge reads above 4 °C, move the dairy to the spare fridge at once.\n",
        ),
        rule(
            "feedback/fridge-alarm-inspector.md",
            "Fridge alarm after the inspection",
            "The walk-in fridge limit the inspector agreed",
            "The inspector agreed the walk-in fridge may now go up to 8 °C before the dairy "
            "is moved.\n",
        ),
        "amount (°c)",
    ),
    Case(
        "owner changed: who to call when the oven breaks",
        note(
            "equipment/oven-repairs.md",
            "Oven repairs",
            "Who repairs the deck ovens",
            "Deck oven breakdowns go to Priya Shah at Hotline Ovens.\n",
            type="reference",
        ),
        note(
            "equipment/oven-repairs-2026.md",
            "Oven repairs contract",
            "The deck oven repair contract since March",
            "Since March deck oven breakdowns go to Tom Reyes at Calder Engineering; we did "
            "not renew with Hotline.\n",
            type="reference",
        ),
        "name",
    ),
    Case(
        "resource renamed: the seasonal range has a new name on the tills",
        note(
            "shop/seasonal-range.md",
            "Seasonal range",
            "What the seasonal range is called on tills and boards",
            'The seasonal range is called "Harvest Table" on the tills and the chalkboards.\n',
        ),
        note(
            "shop/seasonal-range-rename.md",
            "Seasonal range renamed",
            "The seasonal range's name now",
            'Marketing renamed the seasonal range "Market Bakes"; the till buttons were changed '
            "last week.\n",
        ),
        "name",
    ),
    Case(
        "policy reversed: always do X after Y became stop doing X",
        rule(
            "feedback/photo-after-bake.md",
            "Photo of every bake",
            "Post a photo of the morning bake",
            "Always post a photo of the morning bake to the shop group after the ovens are "
            "emptied.\n",
        ),
        rule(
            "feedback/no-bake-photos.md",
            "No more bake photos",
            "The shop group does not want bake photos",
            "Stop posting photos of the morning bake to the shop group; nobody looks at them.\n",
        ),
        "rule",
    ),
    Case(
        "tool switched: the rota moved to another app",
        note(
            "people/rota-tool.md",
            "Rota app",
            "Which app the staff rota lives in",
            "The staff rota lives in **Deputy**; managers publish it on Wednesdays.\n",
        ),
        note(
            "people/rota-tool-2026.md",
            "Rota app from 2026",
            "The staff rota's app now",
            "The staff rota lives in **Planday** now; the Deputy account was closed.\n",
        ),
        "name",
    ),
    Case(
        "count changed: how many people on the Saturday shift",
        note(
            "people/saturday-shift.md",
            "Saturday shift",
            "How many bakers work the Saturday shift",
            "The Saturday shift has 3 bakers from 04:00.\n",
        ),
        note(
            "people/saturday-shift-summer.md",
            "Saturday shift this summer",
            "Saturday shift staffing after the hiring round",
            "After the hiring round the Saturday shift has 5 bakers.\n",
        ),
        "count",
    ),
    Case(
        "worded very differently, plainly conflicting: closed on Sundays vs a Sunday team",
        note(
            "shop/opening-hours.md",
            "Opening hours",
            "When the Briggate shop is open",
            "The Briggate shop opens Monday to Saturday, 7:30 to 18:00, and is shut on Sundays.\n",
        ),
        note(
            "shop/weekend-trading.md",
            "Weekend trading",
            "Briggate's weekend trading and the Sunday team",
            "Footfall convinced the owners: Briggate trades 8am to 2pm on both weekend days.\n",
        ),
        "day",
    ),
    Case(
        "German, time moved: the lab meeting",
        note(
            "projekt/laborbesprechung.md",
            "Laborbesprechung",
            "Wann die wöchentliche Laborbesprechung stattfindet",
            "Die Laborbesprechung ist jeden Montag um 10:00 im Seminarraum.\n",
        ),
        note(
            "projekt/laborbesprechung-neu.md",
            "Laborbesprechung im Wintersemester",
            "Neuer Termin der Laborbesprechung",
            "Ab Oktober ist die Laborbesprechung donnerstags um 14 Uhr.\n",
        ),
        "time",
    ),
    Case(
        "German, policy reversed: no test after thawing any more",
        rule(
            "feedback/mykoplasmen.md",
            "Mykoplasmentest",
            "Wann auf Mykoplasmen getestet wird",
            "Nach jedem Auftauen einer Zelllinie sofort einen Mykoplasmentest machen.\n",
        ),
        rule(
            "feedback/mykoplasmen-quartal.md",
            "Mykoplasmentest quartalsweise",
            "Neuer Rhythmus des Mykoplasmentests",
            "Kein Mykoplasmentest mehr nach dem Auftauen; stattdessen einmal pro Quartal.\n",
        ),
        "rule",
    ),
    Case(
        "Chinese, time moved: the front page deadline",
        note(
            "desk/deadline.md",
            "头版截稿",
            "日报头版每晚的截稿时间",
            "日报头版截稿时间：每晚 22:30，由夜班主编签版。\n",
        ),
        note(
            "desk/deadline-2026.md",
            "头版截稿调整",
            "印厂调整后头版的截稿时间",
            "印厂排期调整以后，头版截稿时间改为 21:45。\n",
        ),
        "time",
    ),
    Case(
        "Chinese, owner changed: who clears photo rights",
        note(
            "reference/photo-rights.md",
            "图片授权",
            "新闻图片授权找谁",
            "图片编辑王磊（分机 8021）负责所有新闻图片的授权。\n",
            type="reference",
        ),
        note(
            "reference/photo-rights-2025.md",
            "图片授权负责人",
            "新闻图片授权的现任负责人",
            "新闻图片的授权现在由刘婷负责；王磊已调往视频部。\n",
            type="reference",
        ),
        "name",
    ),
    Case(
        "Spanish, count changed: nurses on the night shift",
        note(
            "turnos/noches.md",
            "Dotación de noche",
            "Cuántas enfermeras hay en el turno de noche",
            "Turno de noche: 3 enfermeras para 32 camas.\n",
        ),
        note(
            "turnos/noches-ratio.md",
            "Dotación de noche con la nueva ratio",
            "Enfermeras de noche desde la nueva ratio",
            "Desde la nueva ratio el turno de noche tiene 4 enfermeras.\n",
        ),
        "count",
    ),
    Case(
        "Korean, time moved: apple collection",
        note(
            "운영/집하.md",
            "사과 집하",
            "사과 집하 요일과 시간",
            "사과 집하는 매주 화요일 오전 7시에 선별장 앞에서 합니다.\n",
        ),
        note(
            "운영/집하-변경.md",
            "사과 집하 변경",
            "올해 사과 집하 일정",
            "올해부터 사과 집하는 목요일 새벽 6시입니다.\n",
        ),
        "time",
    ),
    Case(
        "German, threshold changed: replicates per condition",
        rule(
            "feedback/replikate.md",
            "Replikate",
            "Wie viele biologische Replikate eine Abbildung braucht",
            "Mindestens drei biologische Replikate pro Bedingung, sonst keine Abbildung.\n",
        ),
        rule(
            "feedback/replikate-review.md",
            "Replikate nach dem Review",
            "Replikate, die wir seit dem Review verlangen",
            "Seit dem Review sind vier biologische Replikate pro Bedingung Pflicht.\n",
        ),
        "count",
    ),
    Case(
        "German, owner changed: the contact at a client",
        note(
            "kunden/mueller.md",
            "Müller AG",
            "Ansprechpartner bei der Müller AG",
            "Ansprechpartner bei der Müller AG ist **Herr Brandt** aus dem Einkauf.\n",
            type="reference",
        ),
        note(
            "kunden/mueller-kontakt.md",
            "Neuer Kontakt Müller AG",
            "Wer jetzt bei der Müller AG Aufträge vergibt",
            "Neue Ansprechpartnerin bei der Müller AG ist **Frau Özdemir**; Herr Brandt ist "
            "seit Oktober in Rente.\n",
            type="reference",
        ),
        "name",
    ),
    Case(
        "German, tool switched: image analysis",
        rule(
            "feedback/bildanalyse.md",
            "Bildanalyse mit Fiji",
            "Womit Kernfärbungen ausgewertet werden",
            "Kernfärbungen werten wir immer in **Fiji** mit dem Gruppenmakro aus.\n",
        ),
        rule(
            "feedback/bildanalyse-napari.md",
            "Bildanalyse mit napari",
            "Womit Kernfärbungen jetzt ausgewertet werden",
            "Kernfärbungen werten wir jetzt in **napari** mit Cellpose aus; das Makro ist "
            "gelöscht.\n",
        ),
        "name",
    ),
    Case(
        "German, location changed: where the cell stocks are frozen",
        note(
            "referenz/zellstocks.md",
            "Zellstocks",
            "Wo die Zelllinien eingefroren liegen",
            "Die Zelllinien liegen im Gefrierschrank B in Raum 3.07.\n",
            type="reference",
        ),
        note(
            "referenz/zellstocks-keller.md",
            "Zellstocks im Keller",
            "Neuer Standort der eingefrorenen Zelllinien",
            "Nach der Sanierung liegen alle Zelllinien im Gefrierschrank C im Keller.\n",
            type="reference",
        ),
        "place",
    ),
    Case(
        "Chinese, threshold changed: opinion piece length",
        rule(
            "feedback/opinion-length.md",
            "评论稿篇幅",
            "评论版来稿的字数上限",
            "评论版来稿每篇不超过 1200 字，超出的退回作者压缩。\n",
        ),
        rule(
            "feedback/opinion-length-2026.md",
            "评论稿篇幅放宽",
            "评论稿件新的字数上限",
            "评论稿件上限放宽到 2000 字。\n",
        ),
        "amount",
    ),
    Case(
        "Chinese, renamed: the weekend column",
        note(
            "desk/weekend-column.md",
            "周末副刊栏目",
            "周末副刊主打栏目的名称",
            "周末副刊的主打栏目叫《城市漫步》，每周六见报。\n",
        ),
        note(
            "desk/weekend-column-new-name.md",
            "周末副刊栏目新名称",
            "周末副刊主打栏目现在的名字",
            "十月改版后，周末副刊主打栏目叫《街巷志》。\n",
        ),
        "name",
    ),
    Case(
        "Chinese, location changed: where the bound volumes are",
        note(
            "reference/archive.md",
            "合订本",
            "旧报合订本存放位置",
            "旧报合订本存放在报社三楼资料室，工作日可以直接去查。\n",
            type="reference",
        ),
        note(
            "reference/archive-warehouse.md",
            "合订本搬迁",
            "合订本的新存放地点",
            "合订本已经全部搬到城西仓库，调阅要提前一天申请。\n",
            type="reference",
        ),
        "place",
    ),
    Case(
        "Chinese, count changed: the night desk",
        note(
            "desk/night-desk.md",
            "夜班人员",
            "夜班有几名编辑",
            "夜班有 2 名编辑和一名校对。\n",
        ),
        note(
            "desk/night-desk-2026.md",
            "夜班人员调整",
            "夜班现在有几名编辑",
            "从一月起夜班有 3 名编辑。\n",
        ),
        "count",
    ),
    Case(
        "Chinese, policy reversed: photos of minors",
        rule(
            "feedback/minor-photos.md",
            "未成年人照片",
            "未成年人照片一律打码",
            "刊登未成年人照片必须打码。\n",
        ),
        rule(
            "feedback/minor-photos-2026.md",
            "未成年人照片新规",
            "未成年人照片不再打码的情况",
            "获奖学生的照片不再打码，可以刊登正脸。\n",
        ),
        "rule",
    ),
    Case(
        "threshold doubled, said without the new number",
        rule(
            "feedback/bag-allowance.md",
            "Free bags",
            "How many free paper bags a customer gets",
            "Customers get at most 2 free paper bags per order; more cost 10p each.\n",
        ),
        rule(
            "feedback/bag-allowance-doubled.md",
            "Free bags doubled",
            "The free paper bag allowance after the complaint",
            "After the complaint the owners doubled the free paper bag allowance per order.\n",
        ),
        "count",
    ),
    Case(
        "a date moved: the Christmas pre-order cut-off",
        note(
            "shop/christmas-cutoff.md",
            "Christmas pre-orders",
            "When Christmas pre-orders close",
            "Christmas pre-orders close on 20 December.\n",
        ),
        note(
            "shop/christmas-cutoff-2026.md",
            "Christmas pre-orders 2026",
            "When Christmas pre-orders close this year",
            "This year Christmas pre-orders close on 15 December, the bakery is shut earlier.\n",
        ),
        "date",
    ),
    Case(
        "a day moved, and the new note names the old day as the reason",
        note(
            "ops/oven-service.md",
            "Oven service",
            "When the oven engineer comes",
            "The oven engineer services the deck ovens every Monday morning.\n",
        ),
        note(
            "ops/oven-service-day.md",
            "Oven service day",
            "Why the engineer comes midweek",
            "Mondays are our busiest bake, so the engineer services the ovens on Wednesday now.\n",
        ),
        "day",
    ),
    Case(
        "a thing kept somewhere else now, said without any value to compare",
        note(
            "ops/piping-bags.md",
            "Piping bags",
            "Where piping bags are kept",
            "Piping bags and nozzles sit in the drawer under the decorating bench.\n",
        ),
        note(
            "ops/piping-bags-trolley.md",
            "Piping bag trolley",
            "After the kitchen reshuffle",
            "Kitchen reshuffle: piping bags and nozzles live on the steel trolley by the "
            "fridge now.\n",
        ),
        "statement",
    ),
    Case(
        "a rule reversed in other words: nobody alone against one person on their own",
        rule(
            "feedback/locking-up.md",
            "Locking up",
            "Nobody locks up the bakery alone",
            "The bakery is never locked up by one person; two staff lock up together.\n",
        ),
        rule(
            "feedback/locking-up-alarm.md",
            "Locking up with the alarm",
            "Since the alarm went in",
            "With the alarm fitted, a single baker can lock up the bakery at night on their own.\n",
        ),
        "rule",
    ),
    Case(
        "Korean: a count changed, the noun written with a particle on one side ('팀을')",
        note(
            "운영/팀-인원.md",
            "팀 인원",
            "한 팀 몇 명",
            "한 팀 5명, 교체 2명까지.\n",
        ),
        note(
            "운영/팀-인원-변경.md",
            "인원 조정",
            "회원이 늘어서",
            "회원이 늘어서 팀을 6명씩으로 짜요. 교체는 그대로 2명.\n",
        ),
        "count",
    ),
    Case(
        "Korean: money in ten-thousands, '2만원' against '2만 5천원'",
        note(
            "운영/회비.md",
            "회비",
            "한 달 회비",
            "월 회비 2만원, 총무 계좌로.\n",
        ),
        note(
            "운영/회비-인상.md",
            "회비 인상",
            "대관료가 올라서",
            "대관료가 올라서 월 회비는 이제 2만 5천원이에요.\n",
        ),
        "amount",
    ),
    Case(
        "Chinese: a count by classifier changed, beside a value both still give",
        note(
            "规定/积分.md",
            "会员积分",
            "积分规则",
            "会员满 10 杯送 1 杯。\n",
        ),
        note(
            "规定/积分调整.md",
            "积分调整",
            "成本上涨后",
            "成本涨了，会员积分改成满 12 杯送 1 杯。\n",
        ),
        "count",
    ),
    Case(
        "Chinese: a supplier switched, said of what the other note is named after",
        note(
            "采购/豆子.md",
            "咖啡豆",
            "豆子从哪里来",
            "咖啡豆一直从云南的山野烘焙坊进货。\n",
        ),
        note(
            "采购/换供应商.md",
            "新的烘焙商",
            "换了供应商以后",
            "山野烘焙坊涨价太多，咖啡豆已经换成上海的拾光烘焙。\n",
        ),
        "statement",
    ),
    Case(
        "Chinese: winter opening, a name that swaps words with the old one, not a number",
        note("营业/时间.md", "营业时间", "几点开门", "每天早上 8:00 开门，晚上 9 点打烊。\n"),
        note(
            "营业/冬季.md",
            "冬季营业",
            "冬天晚开门",
            "天冷人少，十一月起改为 9:30 开门，打烊时间不变。\n",
        ),
        "time",
    ),
]


def _found(case: Case):
    return [c for c in detect(case.memdir) if c.kind == "contradiction"]


@pytest.mark.parametrize("case", TRUE_FORMS, ids=[c.why for c in TRUE_FORMS])
def test_each_true_form_is_found_with_the_slot_it_disagrees_on(case: Case):
    found = _found(case)
    assert [c.paths for c in found] == [tuple(sorted((case.a.path, case.b.path)))], case.why
    [item] = found
    assert item.evidence["slot"].startswith(case.slot)
    # The two statements are shown as written, each from its own note, in path order.
    by_path = dict(zip(item.paths, (item.evidence["a"], item.evidence["b"]), strict=True))
    assert by_path[case.a.path] in case.a.body.replace("\n", " ")
    assert by_path[case.b.path] in case.b.body.replace("\n", " ")
    assert item.evidence["reason"]
    assert 0.5 <= item.confidence < 1.0


# --- decoys: about the same words, and nothing to queue ---------------------------------------


@dataclass(frozen=True)
class Decoy:
    why: str
    notes: tuple[Note, ...]

    @property
    def memdir(self) -> list[Note]:
        return [*BACKGROUND, *self.notes]


def user(path: str, name: str, description: str, body: str) -> Note:
    return note(path, name, description, body, type="user")


DECOYS = [
    Decoy(
        "one shared technology in two contexts: the loading bay at dawn, two deliveries",
        (
            note(
                "ops/flour-delivery.md",
                "Flour delivery",
                "When Millstone delivers flour to the loading bay",
                "Millstone's lorry drops the flour at the loading bay every Tuesday at 06:00.\n",
            ),
            note(
                "ops/shop-vans.md",
                "Shop vans",
                "Our own vans from the loading bay to the shops",
                "Our two vans load at the loading bay and leave for the shops at 05:00.\n",
            ),
        ),
    ),
    Decoy(
        "a standing rule and the incident that broke it",
        (
            rule(
                "feedback/no-nuts-shared-racks.md",
                "No nuts on shared racks",
                "Never put nut products on the shared cooling racks",
                "Never put anything with nuts on the shared cooling racks; the blue rack only.\n",
            ),
            note(
                "project/incident-2025-11-nut-rack.md",
                "Nut rack incident, November",
                "Almond croissants went onto a shared rack",
                "14 Nov: a tray of almond croissants went onto a shared cooling rack during the "
                "rush; the team did the allergen refresher on 18 Nov.\n",
            ),
        ),
    ),
    Decoy(
        "a list of open questions and the note that settled one",
        (
            note(
                "project/open-questions.md",
                "Open questions",
                "What we have not decided about the shop",
                "- Do we open Briggate on Sundays?\n- Do we need a second oven?\n"
                "- Which card reader do we keep?\n",
            ),
            note(
                "project/card-reader.md",
                "Card reader",
                "The card reader we kept",
                "We kept the SumUp card reader at Briggate; the other one went back.\n",
            ),
        ),
    ),
    Decoy(
        "phase 1 and phase 2 of one plan, each with its own values",
        (
            note(
                "project/market-phase-1.md",
                "Market stall phase 1",
                "Market stall opening hours in phase 1 (March to May)",
                "Phase 1: the market stall opens on Saturdays only, 9:00 to 15:00.\n",
            ),
            note(
                "project/market-phase-2.md",
                "Market stall phase 2",
                "Market stall opening hours in phase 2 (from June)",
                "Phase 2: the market stall opens Saturday and Sunday, 8:00 to 16:00.\n",
            ),
        ),
    ),
    Decoy(
        "a quoted opinion that was turned down, beside the real rule",
        (
            note(
                "project/sourdough-debate.md",
                "Sourdough debate",
                "Whether to sell sourdough at a discount after 4pm",
                'Sam proposed "sell all sourdough at half price after 2pm". We rejected it: '
                "discounts start at 4pm.\n",
            ),
            note(
                "project/sourdough-discount.md",
                "Sourdough discount",
                "When sourdough goes on discount",
                "Sourdough goes to half price at 4pm, never earlier.\n",
            ),
        ),
    ),
    Decoy(
        "two people's preferences, both true",
        (
            user(
                "user/dana-comms.md",
                "Dana: rota changes",
                "How Dana wants to hear about rota changes",
                "Dana wants rota changes as a voice note, never by email.\n",
            ),
            user(
                "user/marcus-comms.md",
                "Marcus: rota changes",
                "How Marcus wants to hear about rota changes",
                "Marcus wants rota changes by email, never as a voice note.\n",
            ),
        ),
    ),
    Decoy(
        "two don't rules about different things",
        (
            rule(
                "feedback/no-handwritten-labels.md",
                "No handwritten labels",
                "Never handwrite allergen labels",
                "Never handwrite allergen labels; print them from the till.\n",
            ),
            rule(
                "feedback/no-phones-bakehouse.md",
                "No phones in the bakehouse",
                "Never bring phones into the bakehouse",
                "Never bring phones into the bakehouse; leave them in the lockers.\n",
            ),
        ),
    ),
    Decoy(
        "the same ticket numbers in two unrelated notes",
        (
            note(
                "project/returns.md",
                "Returns",
                "Customer returns this month",
                "Return 2025-117: three crushed cake boxes, reported to the courier.\n",
            ),
            note(
                "project/grant.md",
                "Grant application",
                "The council grant application",
                "Grant application 2025-117 needs the missing invoices by 5 December.\n",
            ),
        ),
    ),
    Decoy(
        "German: two people's preferences",
        (
            user(
                "personal/ana.md",
                "Ana: Schichten",
                "Welche Schichten Ana möchte",
                "Ana möchte feste Nachtschichten am Wochenende.\n",
            ),
            user(
                "personal/jonas.md",
                "Jonas: Schichten",
                "Welche Schichten Jonas möchte",
                "Jonas möchte keine Nachtschichten am Wochenende, lieber Frühschichten.\n",
            ),
        ),
    ),
    Decoy(
        "German: phase 1 and phase 2 of the microscope booking",
        (
            note(
                "projekt/konfokal-phase1.md",
                "Konfokalmikroskop Phase 1",
                "Buchungsregeln für das Konfokalmikroskop in Phase 1",
                "Phase 1 (bis Ende März): nur 2-Stunden-Slots, Buchung per Mail.\n",
            ),
            note(
                "projekt/konfokal-phase2.md",
                "Konfokalmikroskop Phase 2",
                "Buchungsregeln für das Konfokalmikroskop in Phase 2",
                "Phase 2 (ab April): 4-Stunden-Slots, Buchung über das Portal.\n",
            ),
        ),
    ),
    Decoy(
        "Chinese: phase 1 and phase 2 of a menu launch, named without spaces",
        (
            note(
                "xincai/di-yi-jieduan.md",
                "新菜上线第一阶段",
                "新菜先怎么试卖",
                "新菜上线的第一阶段，先只在美团上架三道新菜，试卖两周，每道定价二十二元。\n",
            ),
            note(
                "xincai/di-er-jieduan.md",
                "新菜上线第二阶段",
                "试卖之后新菜怎么全面上线",
                "第二阶段从四月开始，两个平台同时上架全部五道新菜，价格调整为二十四到二十八元。\n",
            ),
        ),
    ),
    Decoy(
        "German: a rule and the incident that broke it",
        (
            rule(
                "feedback/kuehlraum.md",
                "Kühlraum",
                "Die Tür des Kühlraums nie offen lassen",
                "Die Tür des Kühlraums nie offen stehen lassen; der Raum bleibt bei 2 °C.\n",
            ),
            note(
                "projekt/vorfall-kuehlraum.md",
                "Vorfall Kühlraum Oktober",
                "Die Kühlraumtür stand eine Nacht offen",
                "12. Okt: die Tür des Kühlraums stand über Nacht offen, der Raum kam auf 6 °C.\n",
            ),
        ),
    ),
    Decoy(
        "Chinese: two prohibitions about different things",
        (
            rule(
                "feedback/no-minors-faces.md",
                "未成年人照片",
                "不得刊登未成年人正脸",
                "不得刊登未成年人的正脸照片，必要时打码。\n",
            ),
            rule(
                "feedback/no-victim-names.md",
                "受害者姓名",
                "不得公开受害者姓名",
                "不得公开性侵案受害者的姓名、学校或住址。\n",
            ),
        ),
    ),
    Decoy(
        "Chinese: a quoted proposal that was turned down",
        (
            note(
                "desk/paywall-debate.md",
                "付费墙讨论",
                "付费墙范围的讨论结果",
                "有人提议“所有本地新闻都放到付费墙后面”。社委会否决了：突发新闻继续免费。\n",
            ),
            note(
                "desk/paywall.md",
                "付费墙",
                "哪些新闻在付费墙后面",
                "本地深度报道在付费墙后面，突发新闻免费。\n",
            ),
        ),
    ),
    Decoy(
        "Chinese: the same ticket number in two notes",
        (
            note(
                "desk/correction-117.md",
                "更正 117",
                "一则更正的处理",
                "更正单 117 号：地铁票价写错，已在次日 A3 版更正。\n",
            ),
            note(
                "desk/subsidy-117.md",
                "补贴申请",
                "市里的补贴申请",
                "补贴申请编号 117，需要在 12 月 5 日前补交发票。\n",
            ),
        ),
    ),
    Decoy(
        "a note saying 'now' about its own thing, beside a note that only mentions that thing",
        (
            note(
                "ops/returns.md",
                "Returned cakes",
                "What happens when a cake comes back",
                "Returned cakes are logged, and FastParcel gets a damage report.\n",
            ),
            note(
                "ops/courier.md",
                "Courier",
                "Who carries our parcels",
                "Parcels now go with FastParcel only, collected at 15:00.\n",
            ),
        ),
    ),
    Decoy(
        "log lines and status codes: two times and two codes that were seen, not set",
        (
            note(
                "ops/card-till.md",
                "Card till",
                "Card payments at the counter",
                "06:12 UTC the card till got HTTP 502 from the payment gateway after the "
                "router restart.\n",
            ),
            note(
                "ops/online-orders.md",
                "Online orders",
                "What the order page does when the gateway is slow",
                "07:40 UTC the order page got HTTP 504 from the payment gateway after the "
                "host restart.\n",
            ),
        ),
    ),
]


@pytest.mark.parametrize("decoy", DECOYS, ids=[d.why for d in DECOYS])
def test_nothing_is_queued_for_a_decoy(decoy: Decoy):
    assert detect(decoy.memdir) == []


def test_a_note_that_only_mentions_the_courier_is_not_changed_by_the_courier_moving():
    """The returns note is named after returns; the courier is only in its description."""
    memdir = [
        *BACKGROUND,
        note(
            "运营/退货.md",
            "退货处理",
            "快递退货登记",
            "退货登记 117 号：两箱杯子破损，已向顺丰报损。\n",
        ),
        note("运营/快递.md", "快递", "寄件方式", "寄件现在统一改用顺丰快递。\n"),
    ]
    assert [c for c in detect(memdir) if c.kind == "contradiction"] == []


def test_the_occasion_of_two_korean_rules_is_not_their_subject():
    """'선별할 때' (when sorting) is when both rules apply: bare hands forbidden and gloves
    required say one thing, and are never a reversal."""
    memdir = [
        *BACKGROUND,
        rule("규칙/맨손.md", "맨손 금지", "선별할 때", "선별할 때 맨손은 안 됩니다.\n"),
        rule(
            "규칙/장갑.md",
            "장갑",
            "선별 작업 장갑",
            "선별 작업 때는 반드시 면장갑 위에 니트릴 장갑을 끼세요.\n",
        ),
    ]
    assert [c for c in detect(memdir) if c.kind == "contradiction"] == []


def test_two_short_rules_that_both_forbid_are_not_a_reversal():
    """Only a rule that allows against one that forbids is reversed; two don'ts agree."""
    memdir = [
        *BACKGROUND,
        rule(
            "feedback/locking-up.md",
            "Locking up",
            "Nobody locks up the bakery alone",
            "The bakery is never locked up by one person.\n",
        ),
        rule(
            "feedback/locking-up-keys.md",
            "Locking up: keys",
            "The bakery keys after locking up",
            "Never take the bakery keys home after you lock up; they go in the safe.\n",
        ),
    ]
    assert [c for c in detect(memdir) if c.kind == "contradiction"] == []


def test_adversarial_notes_are_read_in_linear_time():
    """Long runs of digits, letters, dots, markup and repeated change words cost each pattern one
    pass: a quadratic scan of 150 KB takes minutes."""
    import time

    size = 150_000
    bodies = {
        "digits": "1" * size + ":",
        "letters": "a" * size + " 5",
        "stops": "stop " * (size // 5),
        "compound": "kein" + "x" * size,
        "values": "Never restart the Tuesday oven at 06:00 above 5 °C in room 3.07. " * 2000,
        "markup": "**" * (size // 2) + '"' * size,
        "cjk": "搬到" * (size // 2) + "오전 " * (size // 3),
        "dotted": "a." * (size // 2),
    }
    notes = [
        note(f"{side}/{kind}.md", f"{kind} {side}", f"about {kind}", body)
        for kind, body in bodies.items()
        for side in ("a", "b")
    ]
    started = time.perf_counter()
    detect(notes)
    assert time.perf_counter() - started < 20


def test_a_count_spelled_with_an_umlaut_is_read_and_never_crashes_the_pass():
    """ "zwölf" folds to "zwolf": looking the folded word up in the spelled numbers as written
    raised KeyError, and one German note stopped the whole curate run."""
    memdir = [
        *BACKGROUND,
        note(
            "dienst/helfer.md",
            "Helfer beim Sommerfest",
            "Wie viele Helfer das Sommerfest braucht",
            "Für das Sommerfest brauchen wir zwölf Helfer am Grill.\n",
        ),
        note(
            "dienst/helfer-neu.md",
            "Helfer beim Sommerfest (neu)",
            "Wie viele Helfer das Sommerfest jetzt braucht",
            "Für das Sommerfest brauchen wir jetzt acht Helfer am Grill.\n",
        ),
    ]
    [found] = [c for c in detect(memdir) if c.kind == "contradiction"]
    assert "zwölf Helfer" in found.evidence["reason"] and "acht Helfer" in found.evidence["reason"]


# --- one folder, one slot: two notes on one subject in other words ---------------------------

# The two handover notes share one word, "mañana", and only through the newer one's
# description: their statements share nothing but the values.
HANDOVER = note(
    "turnos/relevo.md",
    "Relevo de la mañana",
    "Hora y lugar del relevo",
    "El relevo de la mañana es a las 7:45 en el control.\n",
)
HANDOVER_MOVED = note(
    "turnos/pase-nuevo-horario.md",
    "Pase (nuevo horario)",
    "Cuándo se pasa el turno de mañana desde octubre",
    "Desde octubre el pase se hace a las 7:30 en la sala de reuniones.\n",
)
CAFETERIA = note(
    "turnos/cafeteria.md",
    "Cafetería del personal",
    "Cuándo cierra la cafetería",
    "La cafetería del personal cierra a las 16:00.\n",
)


def _contradictions(notes: list[Note]):
    return [c for c in detect([*BACKGROUND, *notes]) if c.kind == "contradiction"]


def test_two_notes_of_one_folder_that_alone_give_its_time_and_disagree_are_queued():
    """ "Relevo" and "pase" are one handover in other words: the notes share almost no term,
    but of the notes in turnos/ that give a clock time they are each other's closest, and the
    newer one says it moved."""
    [found] = _contradictions([HANDOVER, HANDOVER_MOVED, CAFETERIA])
    assert set(found.paths) == {HANDOVER.path, HANDOVER_MOVED.path}
    assert found.evidence["slot"] == "time"
    assert "7:45" in found.evidence["reason"] and "7:30" in found.evidence["reason"]


def test_the_same_two_notes_in_two_folders_are_left_alone():
    """Sharing this little, notes filed apart are no sign of one subject."""
    elsewhere = note(
        "sala/pase-nuevo-horario.md",
        HANDOVER_MOVED.name,
        HANDOVER_MOVED.description,
        HANDOVER_MOVED.body,
    )
    assert _contradictions([HANDOVER, elsewhere, CAFETERIA]) == []


def test_a_time_that_differs_without_either_note_saying_it_changed_is_left_alone():
    """Two times in one folder, neither said to have moved: the time of two things."""
    unchanged = note(
        "turnos/pase.md",
        "Pase",
        "Dónde se pasa",
        "El pase de la mañana se hace a las 7:30 en la sala de reuniones.\n",
    )
    assert _contradictions([HANDOVER, unchanged, CAFETERIA]) == []


def test_a_folder_that_is_a_timetable_is_not_compared_by_its_times():
    """When many notes give a clock time, being the closest of them says nothing."""
    timetable = [
        note(
            f"turnos/sala-{n}.md",
            f"Sala {n}",
            f"Horario de la sala {n}",
            f"La sala {n} abre desde marzo a las {6 + n % 4}:{15 * (n % 4):02d}.\n",
        )
        for n in range(12)
    ]
    assert _contradictions([HANDOVER, HANDOVER_MOVED, *timetable]) == []


# --- a short note says a value changed; the fact stays where it was --------------------------

OPENING_HOURS = note(
    "reference/opening-hours.md",
    "Opening hours",
    "When each counter of the shop opens",
    """| counter | days | opens |
|---|---|---|
| bread counter | Mon–Fri | 06:30–14:00 |
| bread counter | Sat | 07:00–13:00 |
| café | Mon–Sat | 08:00–16:00 |

Bank holidays follow the Saturday hours.
The bread counter shuts early on Christmas Eve.
Deliveries come to the back door only.
The card reader needs a restart every Monday.
Keep the café's blackboard up to date.
""",
    type="reference",
)
MEETING_NOTES = note(
    "notes/2026-03-02.md",
    "Notes 2 March",
    "What Monday's meeting decided",
    "- The café now opens at 09:00 on weekdays: the early shift is short of staff.\n"
    "- New till rolls come from PaperPoint.\n",
)


def test_a_note_that_says_a_time_changed_finds_the_row_it_changes_in_a_long_note():
    """The meeting notes and the opening hours share two words, "café" and "opens", and are
    otherwise about other things; the statement that says the café's time changed and the
    table row of the café's hours are about one thing, and give two times."""
    [found] = _contradictions([OPENING_HOURS, MEETING_NOTES])
    assert set(found.paths) == {OPENING_HOURS.path, MEETING_NOTES.path}
    assert found.evidence["slot"] == "time"
    assert "09:00" in found.evidence["reason"] and "08:00" in found.evidence["reason"]
    by_path = dict(zip(found.paths, (found.evidence["a"], found.evidence["b"]), strict=True))
    assert by_path[MEETING_NOTES.path].startswith("The café now opens at 09:00")
    assert "café" in by_path[OPENING_HOURS.path]


def test_the_same_time_said_again_as_news_is_no_change():
    repeated = note(
        MEETING_NOTES.path,
        MEETING_NOTES.name,
        MEETING_NOTES.description,
        "- The café now opens at 08:00 again after the refit.\n",
    )
    assert _contradictions([OPENING_HOURS, repeated]) == []


def test_a_changed_value_of_another_thing_is_no_contradiction():
    """ "now" and a time, but about the delivery van: nothing in the opening hours is about it."""
    van = note(
        MEETING_NOTES.path,
        MEETING_NOTES.name,
        MEETING_NOTES.description,
        "- The flour van now comes at 09:00 on weekdays.\n",
    )
    assert _contradictions([OPENING_HOURS, van]) == []


def test_the_date_a_change_takes_effect_is_not_the_value_that_changed():
    """ "Ab 1. März" names when, not what: two notes with two such dates were queued as a
    changed date."""
    memdir = [
        note(
            "kurse/anmeldung.md",
            "Anmeldung Segelkurse",
            "Wie man sich für einen Kurs anmeldet",
            "Die Anmeldung für die Segelkurse läuft über das Formular auf der Website; "
            "Anmeldeschluss ist der 15. Februar.\n",
        ),
        note(
            "notizen/kurse-formular.md",
            "Formular",
            "Neues Formular",
            "Ab 1. März läuft die Anmeldung für die Segelkurse über das neue Formular.\n",
        ),
    ]
    # Whether the new form replaced the one on the website is another question (the same
    # one "From 1 March registration runs over the new form" asks in English); the two dates
    # are not its answer.
    assert [c for c in _contradictions(memdir) if c.evidence["slot"] == "date"] == []


# --- values that every trade writes -----------------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "shown"),
    [
        (
            "nur im Umkreis von 5 km um die Praxis",
            "jetzt bis 10 km um die Praxis",
            ("5 km", "10 km"),
        ),
        (
            "facturas de más de 3.000 € las revisa Marta",
            "ahora las de más de 1.500 € las revisa Marta",
            ("3.000 €", "1.500 €"),
        ),
        (
            "no drone flights above 8 m/s of wind",
            "no drone flights above 10 m/s of wind from now on",
            ("8 m/s", "10 m/s"),
        ),
    ],
)
def test_distances_speeds_and_amounts_written_the_european_way_are_compared(old, new, shown):
    memdir = [
        note("regeln/grenze.md", "Grenze", "Die Grenze", old + ".\n", type="feedback"),
        note("regeln/grenze-neu.md", "Grenze neu", "Die neue Grenze", new + ".\n", type="feedback"),
    ]
    [found] = _contradictions(memdir)
    assert all(s in found.evidence["reason"] for s in shown)


def test_a_korean_day_of_the_month_is_a_date_not_a_number_of_days():
    """ "2월 26일" is the 26th of February: read as 26 days, any two dates "disagreed"."""
    from memoryui.memdir.values import values

    found = values("총판에서 2월 26일 도착 예정이래요.", capitalised_nouns=False)
    assert [(v.slot, v.value) for v in found] == [("date", "02-26")]


# --- classes: a rule never against an event, a reference fact against either -----------------


def test_a_reference_fact_changed_by_a_project_note_is_queued():
    """The tool of record lives in a reference note; the switch is written as news."""
    memdir = [
        note(
            "praxis/online-termine.md",
            "Online-Terminbuchung",
            "Über welches Portal Termine online gebucht werden",
            "Online-Termine buchen Patienten über **Doctolib**.\n",
            type="reference",
        ),
        note(
            "praxis/online-termine-neu.md",
            "Online-Terminbuchung seit März",
            "Seit März ein anderer Anbieter für Online-Termine",
            "Seit 1. März buchen Patienten ihre Online-Termine über **Samedi**.\n",
        ),
    ]
    [found] = _contradictions(memdir)
    assert "Doctolib" in found.evidence["reason"] and "Samedi" in found.evidence["reason"]


def test_a_rule_is_still_never_set_against_an_event():
    memdir = [
        rule(
            "feedback/deposit.md",
            "Deposit",
            "How much deposit to take",
            "Always take a 500 € deposit at check-in.\n",
        ),
        note(
            "project/deposit-2026.md",
            "Deposit from 2026",
            "The deposit we take now",
            "From now on the deposit at check-in is 1.000 €.\n",
        ),
    ]
    assert _contradictions(memdir) == []


# --- two short notes, each the other's closest ------------------------------------------------

DRONE = note(
    "safety/drone.md",
    "Drone flights",
    "When the drone may go up",
    "The drone stays on the ground when the wind is above 8 m/s.\n",
)
INSURER = note(
    "insurance/wind-limit.md",
    "Wind limit",
    "What the insurer asks",
    "Filming from the air ends above 6 m/s of wind, as the insurer asks.\n",
)


def test_two_short_notes_that_share_little_but_are_each_others_closest_are_compared():
    """A short note says one thing; the same limit written by someone else shares only
    "wind": too little among long notes, enough between two one-line notes that are each
    other's closest."""
    [found] = _contradictions([DRONE, INSURER])
    assert "8 m/s" in found.evidence["reason"] and "6 m/s" in found.evidence["reason"]


def test_a_short_pair_sharing_so_little_is_not_queued_when_one_has_a_closer_note():
    closer = note(
        "safety/wind.md",
        "Wind and the drone",
        "The drone's wind check",
        "Check the wind at the launch site before the drone goes up: the drone stays on the "
        "ground in gusts.\n",
    )
    found = _contradictions([DRONE, INSURER, closer])
    assert all(set(c.paths) != {DRONE.path, INSURER.path} for c in found)


DOCK = [
    note(
        "dock/dock.md",
        "Loading dock",
        "Where deliveries come in",
        "Deliveries come in through the loading dock behind the bakery; the dock door opens "
        "at 7:00.\n",
    ),
    note(
        "dock/door-code.md",
        "Dock door code",
        "The code of the loading dock door",
        "The loading dock door code is 4411; the dock is locked after six.\n",
    ),
    note(
        "dock/sweeping.md",
        "Sweeping the dock",
        "Who sweeps the loading dock",
        "The loading dock is swept every Friday by the late shift.\n",
    ),
    note(
        "dock/opening.md",
        "Dock opening time",
        "When the dock opens",
        "The dock door opens at 8:00 now.\n",
    ),
]


def test_a_notes_third_closest_is_asked_about_in_the_export_and_never_queued():
    """Four notes on the loading dock: the new opening time is queued against the note it
    changed, its closest. The door code note is only the third closest of the new one, too
    far to queue, near enough for a model to read beside it, which costs no judging."""
    found = detect_all([*BACKGROUND, *DOCK])
    queued = {c.paths for c in found.candidates}
    assert ("dock/dock.md", "dock/opening.md") in queued
    exported = {u.paths: u for u in found.unsettled}
    third = ("dock/door-code.md", "dock/opening.md")
    assert third in exported and third not in queued
    assert exported[third].evidence == {}


# --- what is not an incident ------------------------------------------------------------------


def test_a_note_that_opens_with_the_date_a_change_starts_is_no_incident_record():
    """ "1월 5일부터" is "from 5 January": the note that moved attendance to a new app is the
    change itself, and it contradicts the note naming the old app."""
    from memoryui.memdir.subjects import is_incident

    assert not is_incident(
        "에듀체크 도입", "출결 앱", "1월 5일부터 출결은 전부 에듀체크로 받습니다."
    )
    assert is_incident("Freezer", "What happened", "3 May: the freezer failed overnight.")


def test_the_rule_made_after_an_incident_is_a_rule_not_the_incident():
    from memoryui.memdir.subjects import is_incident

    assert not is_incident("학생 소지품", "분실 사고 이후 바뀐 방침", "학생 물건은 손대지 말 것.")
    assert not is_incident("Boiler checks", "What we do since the outage", "Check it daily.")
    assert is_incident("Boiler outage", "The night the boiler failed", "It was down for 6 h.")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("大堂副理赵一鸣接手值班经理", "赵一鸣"),  # a three-character name before "takes over"
        ("고1 수학은 2월부터 한지우 쌤이 맡아요.", "한지우"),  # "쌤", the teacher's nickname
        ("정민호 원장님이 직접 전화하기로 함.", "정민호"),
        ("刘婷也负责前台", ""),  # 也 ("also") is no part of a name
        ("周六日调整", ""),  # a weekend, not Mr Zhou
    ],
)
def test_chinese_and_korean_names_are_read_where_people_write_them(text, name):
    from memoryui.memdir.values import values

    shown = [v.shown for v in values(text, capitalised_nouns=False) if v.slot == "name"]
    assert shown == ([name] if name else [])


# --- false alarms first seen on the tuning half, in their own memdirs ------------------------


def _candidates_in(memdir_name: str, tmp_path) -> list:
    """The contradictions queued in one tuning memdir, built on disk as the evaluation builds
    it: these pairs are found, or left alone, only among the other notes of their memdir."""
    from tests.eval.build import build
    from tests.eval.dataset import load_half
    from tests.evaluate_detectors import load_notes

    [labelled] = [m for m in load_half("tuning") if m.name == memdir_name]
    notes, _ = load_notes(build(labelled, tmp_path).memdir)
    return [c for c in detect(notes) if c.kind == "contradiction"]


def _queued_in(memdir_name: str, tmp_path) -> set[tuple[str, str]]:
    return {c.paths for c in _candidates_in(memdir_name, tmp_path)}


@pytest.mark.parametrize(
    ("memdir_name", "pair", "why"),
    [
        (
            "apartment_mgmt_ko",
            ("recycling/bulky-waste.md", "recycling/day-change.md"),
            "collected within 3 days, announced for 2 weeks: a duration is of anything",
        ),
        (
            "club_natacion",
            ("grupos/master-enero.md", "instalacion/ayuntamiento.md"),
            "the masters' new days and the council's new lanes: two changes of two things",
        ),
        (
            "xiaoxue_jiaowu",
            ("bus/pickup-rule.md", "notices/grades-rule.md"),
            "a list's heading (校车接送规定：) states nothing a new rule could change",
        ),
        (
            "brewpub_taproom",
            ("staff/trial-shifts-paid.md", "user/aisha.md"),
            "an hourly rate is no frequency to compare with a weekly order",
        ),
        (
            "dog_walking",
            ("feedback/recall-wins.md", "keys/after-break-in.md"),
            "the keys live in Tomasz's hallway: where, not who took over a job",
        ),
        (
            "fahrradkurier_kollektiv",
            ("team/signal-plausch.md", "werkzeug/signal-dispo.md"),
            "two Signal groups, each note named after its own: no chatter in one, mute the other",
        ),
    ],
)
def test_a_false_alarm_seen_while_tuning_stays_silent(memdir_name, pair, why, tmp_path):
    assert pair not in _queued_in(memdir_name, tmp_path), why


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("Kaution 3.000 €", "money", "3000"),
        ("1,500 people came", "peopl", "1500"),
        ("0.125 l Milch", "l", "0.125"),  # a measure may be a fraction
        ("im Umkreis von 5 km", "km", "5"),
        ("房费500元", "money", "500"),
    ],
)
def test_an_amount_is_read_with_its_unit_and_thousands_where_they_group(text, slot, value):
    from memoryui.memdir.values import values

    found = [(v.key, v.value) for v in values(text, capitalised_nouns=False) if v.slot != "name"]
    assert (slot, value) in found


@pytest.mark.parametrize(
    ("text", "counted", "not_counted"),
    [
        # A number hyphened to a word is a compound: one extractor, with three frames.
        ("We use a 3-frame radial extractor.", ("frame", "3"), "extractor"),
        # A rate counts what comes before its "per", not the thing it is per.
        ("Bei Ausflügen: 8 Kinder pro Ausbilder.", ("kinde", "8"), "ausbi"),
        ("Max. 6 Teilnehmer je Kurs", ("teiln", "6"), "kurs"),
        ("3 per shift on Saturdays", ("shift", "3"), None),
    ],
)
def test_a_count_counts_the_thing_it_is_written_with(text, counted, not_counted):
    from memoryui.memdir.values import values

    counts = {(v.key, v.value) for v in values(text, capitalised_nouns=False) if v.slot == "count"}
    assert counted in counts
    if not_counted is not None:
        assert not any(key == not_counted for key, _ in counts)


@pytest.mark.parametrize(
    ("text", "slot", "key", "value"),
    [
        ("3-4 hours", "amount", "duration", "180"),
        ("1-2 Stunden", "amount", "duration", "60"),
        ("12-15 volunteers", "count", "volun", "12"),
    ],
)
def test_a_range_is_read_from_its_first_number_not_as_a_compound(text, slot, key, value):
    from memoryui.memdir.values import values

    found = {(v.slot, v.key, v.value) for v in values(text, capitalised_nouns=False)}
    assert (slot, key, value) in found


@pytest.mark.parametrize(
    ("text", "minutes"),
    [
        ("El turno dura dos horas por persona.", "120"),
        ("a 12-week beginners' course", "120960"),
        ("Die Probe dauert zwei Stunden.", "120"),
    ],
)
def test_a_duration_spelled_or_hyphened_is_a_duration_not_a_count(text, minutes):
    from memoryui.memdir.values import values

    found = values(text, capitalised_nouns=False)
    assert ("duration", minutes) in {(v.key, v.value) for v in found if v.slot == "amount"}
    assert [v for v in found if v.slot == "count"] == []


@pytest.mark.parametrize(
    ("text", "changed"),
    [
        # "After" in an instruction says when to do a step, not that something changed.
        ("盖子压紧以后再包一层保鲜膜，然后单独装进一个小袋子。", False),
        ("打包完之后贴上标签。", False),
        ("以后都用企业微信发通知。", True),
        # "From" a payment date counts a period; from a month on, something changes.
        ("유효기간은 결제일로부터 1년", False),
        ("3월부터 재활용은 목요일 저녁에 내놓는다.", True),
        ("4월 부과분부터 적용한다.", True),
        ("오늘부터 공지는 카톡 채널로 보내요.", True),
        # A range is no start of a change.
        ("월요일부터 금요일까지 운영해요.", False),
        ("1번부터 10번까지 번호표를 나눠 줘요.", False),
    ],
)
def test_a_connective_of_time_is_no_word_of_change(text, changed):
    from memoryui.memdir.lexicon import says_updated

    assert says_updated(text) is changed


def test_the_same_packing_rule_saved_twice_is_no_contradiction():
    """Seen on tuning: "…压紧以后…" read as "from now on", and a rule restated in other words
    was queued as its own change."""
    memdir = [
        *BACKGROUND,
        note(
            "baozhuang/tang-danzhuang.md",
            "汤单独装",
            "打包汤的规矩",
            "打包汤的时候记住：汤碗一定要选有密封圈的，把盖子扣紧，外面缠一圈保鲜膜，"
            "再给它单独套一个小袋，别跟主食塞在一起。\n",
            type="feedback",
        ),
        note(
            "tang/tang-dabao.md",
            "汤类打包",
            "汤类外卖怎么打包",
            "汤类外卖要用带密封圈的汤碗，盖子压紧以后再包一层保鲜膜，然后单独装进一个小袋子，"
            "不能和饭菜放在同一个袋子里。\n",
            type="feedback",
        ),
    ]
    assert not [c for c in detect(memdir) if c.kind == "contradiction"]


@pytest.mark.parametrize(
    "text",
    ["두 번째 차량은 월 2만 원", "第二次检查在周五", "세 번째 주", "第十二次检查", "第 2 次检查"],
)
def test_an_ordinal_is_no_count(text):
    from memoryui.memdir.values import values

    assert [v for v in values(text, capitalised_nouns=False) if v.slot == "count"] == []


@pytest.mark.parametrize(
    ("text", "days"),
    [
        # Seen on tuning: "shut on Mondays" against this was queued as open on a closed day.
        ("Bank holiday Mondays: open 12–22 like a Sunday.", {("weekday", "sun")}),
        ("Montags Ruhetag, Feiertagsmontag geöffnet.", {("closed", "mon")}),
        ("Abrimos los lunes festivos de 10 a 14.", set()),
        ("Mondays: open 12–22.", {("weekday", "mon")}),
    ],
)
def test_a_weekday_named_as_a_holiday_is_no_weekday(text, days):
    from memoryui.memdir.values import day_values

    assert {(v.key, v.value) for v in day_values(text)} == days


def test_two_dates_of_one_recurring_check_are_no_contradiction():
    """On the older held-out halves, no pair queued for two dates was a contradiction:
    notes date what happened ("checked on 3 March", "checked again on 2 September") far more
    often than they move a date. A date is compared only where a note says it changed."""
    memdir = [
        *BACKGROUND,
        note(
            "safety/extinguishers.md",
            "Fire extinguishers",
            "When the extinguishers were last checked",
            "Fire extinguishers in the workshop were checked by Brandschutz Meyer on 3 March.\n",
        ),
        note(
            "safety/extinguishers-autumn.md",
            "Fire extinguishers, autumn check",
            "The autumn check of the extinguishers",
            "The workshop fire extinguishers were checked by Brandschutz Meyer on 2 September,"
            " all fine.\n",
        ),
    ]
    assert not [c for c in detect(memdir) if c.kind == "contradiction"]


@pytest.mark.parametrize("text", ["10M users", "3 v 1 in the final", "echo 5 $HOME"])
def test_letters_and_signs_that_only_look_like_units_are_no_amount(text):
    from memoryui.memdir.values import values

    assert [v for v in values(text, capitalised_nouns=False) if v.slot == "amount"] == []


# --- who does a job ---------------------------------------------------------------------------
# A pass that matched a change of hands to the note naming the old owner found 5 owner
# changes on tuning and queued 3 false alarms on the seventh held-out half: it was removed.
# These stay, for the owner changes the other passes find and the decoys they must leave.

TEAM = note(
    "reference/team.md",
    "Team",
    "Who does what in the studio",
    "| who | what |\n|---|---|\n| Kai | tech lead, netcode |\n| Mira | QA lead, bug triage and "
    "sign-off |\n| Sol | art |\n",
    type="reference",
)
QA_NOW = note(
    "reference/qa-contact.md",
    "QA contact",
    "Who to ping with a build",
    "Jonas does bug triage and QA sign-off from November (Mira moved to level design).\n"
    "Ping him on the QA channel with the build number.\n",
    type="reference",
)


def test_a_job_handed_to_someone_new_contradicts_the_note_giving_it_to_the_old_owner():
    [found] = _contradictions([TEAM, QA_NOW])
    assert found.evidence["slot"] == "name"
    assert "Jonas" in found.evidence["reason"] and "Mira" in found.evidence["reason"]


def test_a_change_naming_someone_else_for_another_job_is_no_handover():
    """Jonas takes over the build server; Mira keeps QA. Both notes name Mira, and only the
    job tells them apart."""
    builds = note(
        "reference/builds.md",
        "Build server",
        "Who looks after the build machine",
        "Jonas looks after the build server from November; Mira showed him the setup.\n",
        type="reference",
    )
    assert _contradictions([TEAM, builds]) == []


def test_a_statement_naming_several_people_gives_the_job_to_no_one_in_particular():
    """Mira, Kai and Sol tested the build; Jonas now signs builds off. The build is one word
    of both, and the three testers are no owner of the sign-off."""
    tested = note(
        "log/playtest.md",
        "Playtest",
        "The Friday playtest",
        "Mira, Kai and Sol played the nightly build for an hour on Friday and filed 12 bugs.\n",
    )
    sign_off = note(
        "reference/sign-off.md",
        "Build sign-off",
        "Who signs a build off",
        "Jonas signs every build off from November, now that Mira moved to level design.\n",
        type="reference",
    )
    assert _contradictions([tested, sign_off]) == []


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Maureen Dyson on plot 5 keeps the waiting list.", {"Maureen", "Dyson"}),
        ("Ask Tomasz Wren about the list.", {"Tomasz Wren"}),
        ("Berlin now handles the support queue.", {"Berlin"}),
        ("학부모님들이 요구하신다고.", set()),  # parents, not a person called 학부모
        ("정민호 쌤 1월 31일자로 퇴사하심.", {"정민호"}),
    ],
)
def test_names_are_read_where_people_write_them_and_a_korean_one_starts_with_a_surname(text, names):
    from memoryui.memdir.subjects import read_statement

    statement = read_statement(
        text, german=False, rejected=False, lowercase=frozenset({"ask", "keeps", "list"})
    )
    assert set(statement.names.values()) == names


def test_an_apostrophe_inside_a_word_quotes_nothing():
    from memoryui.memdir.values import values

    text = "Use the society's lettings email address and he'd rather you wrote than rang."
    assert [v for v in values(text, capitalised_nouns=False) if v.slot == "name"] == []
    quoted = values("We call it 'Blue Room' now.", capitalised_nouns=False)
    assert "Blue Room" in [v.shown for v in quoted if v.slot == "name"]


def test_a_name_in_every_other_note_is_no_second_word_of_one_subject():
    """Ana is in most notes of this memdir: "Ana moved the fridge delivery" and "Ana cleans
    the fridge" share her and the fridge, and are two things done to it."""
    chores = [
        note(f"ana/chore-{i}.md", f"Chore {i}", f"Ana's chore {i}", f"Ana sweeps yard {i}.\n")
        for i in range(12)
    ]
    delivery = note(
        "ops/fridge-delivery.md",
        "Fridge delivery",
        "When the new fridge arrives",
        "Ana moved the fridge delivery to 9:00.\n",
    )
    cleaning = note(
        "ops/cleaning-rota.md",
        "Cleaning rota",
        "What gets cleaned when",
        "The ovens are cleaned on Mondays.\nAna cleans the fridge at 8:00.\n"
        "The floors are mopped at closing.\nThe hood filters go to the laundry service.\n"
        "Windows get done by the contractor.\n",
        type="reference",
    )
    assert _contradictions([*chores, delivery, cleaning]) == []


@pytest.mark.parametrize(
    "helping",
    [
        "Sofia now helps Luis with the stock count in the back store.",
        "Sofia covers the stock count from now until Luis is back from holiday.",
    ],
)
def test_someone_who_helps_or_covers_takes_no_job_from_its_owner(helping):
    """Luis still does the count: someone who helps or covers changes no hands."""
    handbook = note(
        "reference/handbook.md",
        "Handbook",
        "Who does what in the shop",
        "| who | what |\n|---|---|\n| Luis | stock count, back store |\n| Ana | till |\n"
        + "".join(f"Rule {i}: keep aisle {i} clear.\n" for i in range(8)),
        type="reference",
    )
    change = note("log/stock-count.md", "Stock count", "This month's count", helping + "\n")
    assert _contradictions([handbook, change]) == []


def test_a_rename_said_by_the_person_who_keeps_doing_the_job_is_still_a_rename():
    """Ana books the classes in Glofox now, and was booking them in Mindbody: the sentence
    is about Ana, and Mindbody is what was replaced."""
    old = note(
        "reference/classes.md", "Spin classes", "Where spin classes are booked",
        "Ana books the spin classes in Mindbody.\n", type="reference",
    )  # fmt: skip
    new = note(
        "reference/classes-2026.md", "Spin classes 2026", "Where spin classes are booked now",
        "Ana now books the spin classes in Glofox.\n", type="reference",
    )  # fmt: skip
    [found] = _contradictions([old, new])
    assert found.evidence["slot"] == "name"


def test_a_han_word_in_a_name_leaves_its_latin_swap_a_template():
    """Han characters are words of a name so that "第一阶段" and "第二阶段" are siblings; a
    Latin swap beside them ("the 北京 deploy", "the 北京 payout") still tells two things."""
    from memoryui.memdir.contradict import siblings

    heads = (frozenset({"deploy"}), frozenset({"payout"}))
    assert siblings("Where the 北京 deploy lives", "", "Where the 北京 payout lives", "", heads)
    assert not siblings(
        "营业时间", "几点开门", "冬季营业", "冬天晚开门", (frozenset(), frozenset())
    )


@pytest.mark.parametrize(
    ("text", "changed"),
    [
        # The date a value takes effect from says it changed.
        ("Ab März treffen wir uns donnerstags um 18:30.", True),
        ("Removals 18in DBH and up need the forester's sign-off starting 10/1.", True),
        ("From April the per diem is 30 euros.", True),
        ("下个月起白天场收38块一位。", True),
        ("4月起周日22:00打烊。", True),
        ("Ab März ist der Triage-Call donnerstags um 15:00 UTC.", True),  # a hyphen is no span
        # A span from one day or hour to another, or a month in passing, is no change.
        ("Open from 9 to 5 on weekdays.", False),
        ("From 9/1 to 9/30 the pool is shut for repairs.", False),
        ("Die Bar ist ab 18 Uhr offen.", False),
        ("From April to June we plant out the seedlings.", False),
        ("In March we met the council about the bins.", False),
        ("Geschlossen ab 1.3. bis 5.3. wegen Inventur.", False),
        ("Die Küche hat ab 18.00 Uhr offen.", False),
        ("Open from Monday through Friday.", False),
        ("明天起床以后先开门。", False),
        ("我们5号起飞。", False),
    ],
)
def test_the_date_a_value_takes_effect_from_is_a_word_of_change(text, changed):
    from memoryui.memdir.lexicon import says_updated

    assert says_updated(text) is changed


@pytest.mark.parametrize(
    ("text", "value"),
    [("주5회 160,000원으로 올려요.", "160000"), ("白天场收38块钱一位", "38")],
)
def test_money_with_a_particle_glued_to_its_currency_is_money(text, value):
    from memoryui.memdir.values import values

    assert ("money", value) in {(v.key, v.value) for v in values(text) if v.slot == "amount"}


@pytest.mark.parametrize(
    ("text", "times"),
    [
        ("Day Mon AM 0645 tailgate safety talk, then grid pruning", {"06:45"}),
        ("Shift 0630–1500 M–F, roll out by 0700.", {"06:30", "15:00", "07:00"}),
        ("Send the recap by 1530.", {"15:30"}),
        # A year, a phone number and a count of parts are no time.
        ("By 2026 we want every street mapped.", set()),
        ("Call 0800 123456 for the yard.", set()),
        ("Order 1530 parts for the season.", set()),
        # A room, a locker or an amount is no time either.
        ("Room 0815 is the store.", set()),
        ("Die Miete ist ab 1200 Euro.", set()),
        ("Before 1000 guests arrive, open both gates.", set()),
    ],
)
def test_four_digits_of_the_24_hour_clock_are_a_time(text, times):
    from memoryui.memdir.values import values

    found = values(text)
    assert {v.value for v in found if v.slot == "time"} == times
    # Read as a time, the digits count nothing and number nothing.
    if times:
        numbers = {"645", "630", "0645", "0630", "1530", "1500"}
        assert not {v.value for v in found if v.slot in ("count", "identifier")} & numbers


WEEKLY = note(
    "ops/weekly.md",
    "Weekly rhythm",
    "The crew's standing week",
    "| Day | AM | PM |\n|---|---|---|\n"
    "| Mon | 0645 tailgate safety talk (yard, bay 2), then grid pruning | grid pruning |\n"
    "| Tue | grid pruning | 311 and hazard calls |\n"
    "| Wed | removals | removals |\n",
    type="reference",
)
RECAP = note(
    "recaps/2025-06-12.md",
    "Recap Thu 6/12",
    "End-of-shift recap for Dana",
    "Hey Dana, here's today.\n"
    "Morning was the Oakmont grid, section 4, and we got all of it: 31 trees.\n"
    "Reggie roped the two big pin oaks, Lou did everything else from the bucket.\n"
    "After lunch we closed WO 3402 (the split crabapple on Hazel).\n"
    "Photos are on the tablet.\n"
    "Also Frank asked if the safety tailgate can be Tuesdays at 0635 starting next week, "
    "because sanitation stages in bay 2 on Monday mornings.\n"
    "Tomorrow is stump Friday, 9 on the list, all the locate tickets are in.\n"
    "Forecast looks calm.\n",
)


def test_a_change_buried_in_a_long_recap_contradicts_the_statement_it_changes():
    """One line of a chatty recap moves the tailgate talk; the weekly table still has it on
    Monday at 0645. Both name it by a word no conversation uses ("tailgate")."""
    [found] = _contradictions([WEEKLY, RECAP])
    assert set(found.paths) == {WEEKLY.path, RECAP.path}
    assert found.evidence["slot"] == "time"
    assert "0645" in found.evidence["reason"] and "0635" in found.evidence["reason"]


def test_a_long_note_changing_something_named_only_by_everyday_words_is_left_alone():
    """The new vaccination hour and the acute consultation share "offene … ohne Termin":
    words of any number of things in a practice's minutes."""
    hours = note(
        "praxis/sprechzeiten.md",
        "Sprechzeiten",
        "Wann die Praxis offen hat",
        "Offene Akutsprechstunde täglich 8:00–9:00, ohne Termin.\n",
        type="reference",
    )
    minutes = note(
        "team/2026-02-besprechung.md",
        "Teambesprechung Februar",
        "Was wir im Februar besprochen haben",
        "Urlaubsplanung: Anträge bis Ende März an Frau Berg.\n"
        "Der Drucker im Labor wird getauscht, die Firma kommt am Dienstag.\n"
        "Impfungen: Keine Extratermine mehr, ab März eine offene Impfstunde Fr 10–12 Uhr "
        "ohne Termin.\n"
        "Die Kaffeekasse ist leer, bitte wieder auffüllen.\n"
        "Neue Azubi fängt im April an, Einarbeitung macht Jana.\n"
        "Nächste Besprechung im März.\n",
    )
    assert _contradictions([hours, minutes]) == []


ROLES = note(
    "equipo/roles.md",
    "Quién hace qué",
    "Las tareas de cada uno en el taller",
    "Tomás: horno eléctrico — carga, programa, descarga y la planilla de hornadas.\n"
    "Lucía: ayudante; abre y cierra el taller libre de los viernes.\n"
    "Nacho: tornos y su mantenimiento.\n",
    type="reference",
)
MEETING = note(
    "reuniones/2026-03-02.md",
    "Reunión 2/3",
    "Lo que hablamos en la reunión de marzo",
    "Estuvieron Mariela, Nacho, Lucía y Tomás.\n"
    "Tomás se muda a Córdoba a fin de mes.\n"
    "Desde el 1/4 el eléctrico lo carga, lo programa y lo descarga Lucía.\n"
    "Tomás le deja escrita la curva de esmalte.\n"
    "Llegaron dos tornos más para el curso inicial.\n"
    "La próxima reunión es en abril.\n",
)


def test_a_job_handed_on_in_a_meeting_contradicts_the_list_of_who_does_what():
    """Both notes name Lucía and Tomás; the meeting's line about the kiln names Lucía where
    the list's line about it names Tomás, and says from when."""
    [found] = _contradictions([ROLES, MEETING])
    assert set(found.paths) == {ROLES.path, MEETING.path}
    assert found.evidence["slot"] == "name"
    assert "Tomás" in found.evidence["reason"] and "Lucía" in found.evidence["reason"]


def test_a_feast_is_no_name_that_replaced_another():
    """The store moved to a container at Fenwick Farm after Christmas; the extraction room
    is still the Old Dairy there. "Christmas" names a time of year, not a new room."""
    room = note(
        "extraction/old-dairy-room.md",
        "Extraction room",
        "Where members extract honey",
        "The room members use for extracting is the Old Dairy at Fenwick Farm, by the yard "
        "with the stainless sinks.\n",
        type="reference",
    )
    store = note(
        "equipment/store-move.md",
        "Equipment store",
        "Where the shared equipment lives",
        "The society's lease ran out in the autumn and nobody chased it.\n"
        "The lease was not renewed at Christmas, so over January we moved the extractors and "
        "the melter into the shipping container in the top yard at Fenwick Farm.\n"
        "The key is with the secretary.\n"
        "Book the extractors on the society's calendar.\n"
        "Return them cleaned, or the next member pays the cleaning.\n"
        "The melter needs two people to lift.\n",
    )
    assert _contradictions([room, store]) == []


def test_a_handover_of_many_things_is_paired_by_a_word_it_shares_not_its_rarest():
    """The handover's rarest words are its own; the game night it moves is named by words
    that only it and the game-night note use."""
    werewolf = note(
        "活动/周三狼人杀.md",
        "周三狼人杀固定局",
        "每周固定的狼人杀局怎么组",
        "每周三晚上狼人杀固定局\n19:30 开，一般打到十一点多\n法官：阿杰\n",
    )
    handover = note(
        "交接/2026-03-12-晚班.md",
        "3/12 晚班交接",
        "兔兔周四晚班交接",
        "3/12 周四 晚班交接（兔兔 → 明天早班）\n\n"
        "- 今晚狼人杀第一次挪到周四，来了11个人，打了9人局，阿杰当法官\n"
        "- 周三楼上瑜伽馆有晚课，嫌我们吵\n"
        "- 吧台咖啡豆快没了，明天记得找供应商订两公斤\n"
        "- 包间空调遥控器电池换了，旧电池放在抽屉里\n"
        "- 卡坦岛少了两张羊牌，已经登记在缺件本上\n"
        "- 收银机零钱备用金对过了，没问题\n"
        "- 门口海报被雨打湿了，换了新的，旧的扔了\n"
        "- 冰箱里的柠檬快坏了，明天做柠檬茶用掉\n",
    )
    [found] = _contradictions([werewolf, handover])
    assert set(found.paths) == {werewolf.path, handover.path}
    assert found.evidence["slot"] == "day"


@pytest.mark.parametrize(
    ("text", "changed"),
    [
        ("Keep PRs under about 400 changed lines.", False),
        ("Review the changed files before you push.", False),
        ("The schedule changed to Mondays in March.", True),
        # "no X any more" with a compound or product name for X
        ("Keine Full-Refreshes mehr in Prod.", True),
    ],
)
def test_changed_before_its_noun_says_nothing_changed(text, changed):
    from memoryui.memdir.lexicon import says_updated

    assert says_updated(text) is changed


def test_two_jobs_each_named_in_code_are_no_change_of_one_schedule():
    """The staging database is rebuilt on Mondays now; the routing graph is rebuilt on
    Sundays. Both lines say "rebuilt" and "weekly", and each names its own job in code."""
    staging = note(
        "projects/staging-seed.md",
        "Staging seed data",
        "How staging gets its data",
        "Staging gets no production data any more.\n"
        "`quay-staging-pg` is now rebuilt weekly, Mondays 05:00 UTC, by `make seed-staging`.\n"
        "The seed makes about 200k synthetic orders.\n"
        "Ask in #platform before you point a test at it.\n"
        "Old dumps were deleted from the bucket.\n"
        "The seed script lives in tools/seed.\n",
    )
    graph = note(
        "projects/osrm.md",
        "Routing graph",
        "How the routing graph is built",
        "Once a week (Sunday night) the `osrm-build` job rebuilt the graph from the map "
        "extracts; it is rebuilt weekly on the highmem pool.\n",
        type="reference",
    )
    assert _contradictions([staging, graph]) == []


def test_two_stages_that_each_say_in_brackets_what_they_are_are_siblings():
    """Stage 1 (the mats) closes the school 3 days, stage 2 (the changing rooms) 5 days: two
    stages of one plan, each right about its own, though their names swap twice."""
    first = note(
        "운영/리모델링-1차.md",
        "공사 1차 (매트)",
        "2월 바닥 매트 교체 공사",
        "도장 공사 1차 — 바닥 매트\n- 2/23(월)~2/25(수) 휴관 3일, 업체: 대성스포츠매트\n",
    )
    second = note(
        "운영/리모델링-2차.md",
        "공사 2차 (탈의실)",
        "여름방학 탈의실·샤워실 공사",
        "도장 공사 2차 — 탈의실·샤워실\n- 여름방학 중 7/27(월)~7/31(금) 휴관 5일\n",
    )
    assert _contradictions([first, second]) == []


def test_a_rule_that_rules_out_an_alternative_reverses_nothing():
    """ "In the blue cool box, not in the backpack, and wipe the box after the tour": the
    "not" is about the backpack, the wiping is another rule, and both notes say the same."""
    rule = note(
        "regeln/laborproben.md",
        "Laborproben",
        "Wie Proben transportiert werden",
        "Laborproben nur in der blauen Kühlbox, nie lose im Rucksack. Box nach jeder Tour mit "
        "dem Desinfektionszeug aus dem Laden auswischen.\n",
        type="feedback",
    )
    again = note(
        "feedback/kuehlbox.md",
        "Proben kamen warm an",
        "Beschwerde aus dem Labor und was daraus folgt",
        "Frau Dietrich aus der Laborannahme: zwei Proben kamen warm an. Heißt für uns: Proben "
        "kommen immer in die blaue Kühlbox, nicht in den Rucksack, und nach der Tour wird die "
        "Box ausgewischt.\n",
        type="feedback",
    )
    assert _contradictions([rule, again]) == []


def test_a_changed_line_of_a_recap_with_no_value_to_compare_goes_to_the_export():
    """ "Leaving rounds curbside for residents: stop, effective now" changes the firewood
    rule, and no time, count or name says so: a model reading the two lines can tell, so the
    export hands it exactly those two lines."""
    firewood = note(
        "ops/firewood.md",
        "Firewood",
        "When residents may keep the wood",
        "Resident asks for the wood → OK to leave rounds at the curb, stacked neatly.\n",
        type="reference",
    )
    meeting = note(
        "meetings/2025-09-08-staff.md",
        "Staff meeting 9/8",
        "Monthly staff meeting with the forester",
        "Present: Dana, Reggie, Lou, Tomas, Priya, Marcus.\n"
        "Budget for next year is flat, Marcus says no new trucks.\n"
        "Leaving rounds curbside for residents: stop, effective now; complaints from the "
        "neighbours about rounds left at the curb for weeks.\n"
        "Arbor Day planting is on Grove St, Priya picks the species.\n"
        "Next meeting in October.\n",
    )
    detection = detect_all([*BACKGROUND, firewood, meeting])
    assert [c for c in detection.candidates if c.kind == "contradiction"] == []
    [asked] = [u for u in detection.unsettled if set(u.paths) == {firewood.path, meeting.path}]
    assert asked.evidence["slot"] == "statement"
    assert "stop, effective now" in asked.evidence["b"] + asked.evidence["a"]
    assert "OK to leave rounds" in asked.evidence["a"] + asked.evidence["b"]


def test_a_changed_line_naming_someone_else_in_passing_hands_no_job_on():
    """Mariela now photographs the firing log for Instagram; Tomás still keeps it. The two
    lines share the log and name two people, but share too little to be one job handed on."""
    meeting = note(
        "reuniones/2026-03-02.md",
        "Reunión 2/3",
        "Lo que hablamos en la reunión de marzo",
        "Estuvieron Mariela, Nacho, Lucía y Tomás.\n"
        "Ahora Mariela saca fotos de la planilla de hornadas para Instagram.\n"
        "Llegaron dos tornos más para el curso inicial.\n"
        "La próxima reunión es en abril.\n"
        "Hay que comprar esmaltes antes del 15.\n"
        "El patio se techa en mayo.\n",
    )
    assert _contradictions([ROLES, meeting]) == []


def test_a_pair_the_export_asks_about_twice_is_exported_once_with_what_the_lines_say(tmp_path):
    """Two passes hand the export pairs: alike by subject, and a changed line about the other
    line. A pair both hand over is asked about once, with the two lines where one pass says
    what they are."""
    from tests.eval.build import build
    from tests.eval.dataset import load_half
    from tests.evaluate_detectors import load_notes

    [labelled] = [m for m in load_half("tuning") if m.name == "street_tree_crew"]
    notes, _ = load_notes(build(labelled, tmp_path).memdir)
    unsettled = detect_all(notes).unsettled
    assert len({u.paths for u in unsettled}) == len(unsettled)
    [pair] = [
        u for u in unsettled if u.paths == ("programs/arbor-day-site.md", "recaps/2025-07-18.md")
    ]
    assert pair.evidence


def test_two_handovers_counting_tomorrows_guests_are_no_contradiction():
    """Seen on tuning: two shift handovers each gave tomorrow's meal count ("明天报餐 22 位",
    "明天报餐 24 位"). Each says what held on one day, and the two days differ."""
    memdir = [
        *BACKGROUND,
        note(
            "logs/handover-0514.md",
            "5/14 交接记录",
            "王姐交给阿梅的交班记录",
            "5/14 交接：王姐 → 阿梅\n\n- 今天来了 23 位\n- 明天报餐 22 位，我已经报了\n",
        ),
        note(
            "logs/handover-0703.md",
            "7/3 交接记录",
            "小赵交给老刘的交班记录",
            "7/3 交接：小赵 → 老刘\n\n- 今天来了 21 位\n- 明天报餐 24 位\n",
        ),
    ]
    assert not [c for c in detect(memdir) if c.kind == "contradiction"]


def test_a_standing_count_changed_tomorrow_on_is_still_compared():
    """Only two statements about one day each are two days: a count that holds, against one
    that changes from tomorrow, is one count changed."""
    memdir = [
        *BACKGROUND,
        note(
            "kitchen/lunch-count.md",
            "Lunch count",
            "How many lunches the kitchen cooks",
            "The kitchen cooks 40 lunches for the day centre.\n",
        ),
        note(
            "kitchen/lunch-count-change.md",
            "Lunch count from tomorrow",
            "The lunch count changes",
            "From tomorrow on the kitchen cooks 45 lunches for the day centre.\n",
        ),
    ]
    found = [c for c in detect(memdir) if c.kind == "contradiction"]
    assert [c.evidence["slot"] for c in found] == ["count (lunch)"]


def test_two_changes_that_start_today_and_tomorrow_are_still_compared():
    """ "Starting today" and "from tomorrow" say when a lasting fact begins: read as one
    day's fact each, the standup moved twice was hidden as two days' standups."""
    memdir = [
        *BACKGROUND,
        note(
            "team/standup-today.md",
            "Standup time",
            "When the daily standup starts",
            "Starting today the daily standup is at 9:30 in the Birch room.\n",
        ),
        note(
            "team/standup-tomorrow.md",
            "Standup time (moved)",
            "When the daily standup starts now",
            "From tomorrow the daily standup moves to 10:00 in the Birch room.\n",
        ),
    ]
    found = [c for c in detect(memdir) if c.kind == "contradiction"]
    assert [c.evidence["slot"] for c in found] == ["time"]


@pytest.mark.parametrize(
    ("text", "one_day"),
    [
        ("tonight only 4 on shift", True),
        ("明天报餐 22 位", True),
        ("morgen kommen 5 Gäste", True),
        ("Ab morgen kommen die Gäste um 8", False),
        ("从明天起 7 点开门", False),
        ("내일부터 9시 수업", False),
        ("Desde mañana abrimos a las 9", False),
        ("La mañana es tranquila", False),
    ],
)
def test_a_day_a_change_starts_on_is_no_statement_about_one_day(text, one_day):
    from memoryui.memdir.lexicon import about_one_day

    assert about_one_day(text) is one_day


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("每 15 分钟巡一次", "interval"),
        ("check the hoglets every 2 hours", "interval"),
        ("alle 30 Minuten lüften", "interval"),
        ("revisar cada 20 minutos", "interval"),
        ("15분마다 순찰", "interval"),
        ("2시간에 한 번 환기", "interval"),
        ("午休缩到 40 分钟", "duration"),
        ("2시간 동안 환기", "duration"),
    ],
)
def test_every_so_long_is_how_often_not_how_long(text, key):
    from memoryui.memdir.values import values

    assert [v.key for v in values(text, capitalised_nouns=False) if v.slot == "amount"] == [key]


def test_a_round_every_quarter_hour_is_no_contradiction_of_a_forty_minute_nap():
    """Seen on tuning: "每 15 分钟巡一次" (a round every 15 minutes during the nap) was queued
    against a proposal to cut the nap to 40 minutes: how often is no length."""
    memdir = [
        *BACKGROUND,
        note(
            "care/nap.md",
            "午休",
            "午休怎么安排",
            "午休 12:30 到 14:00，护理员轮流看，每 15 分钟巡一次。\n",
        ),
        note(
            "care/nap-length.md",
            "午休时长",
            "午休多长",
            "午休一般 40 分钟左右，醒了的老人可以去活动室。\n",
        ),
    ]
    found = [c for c in detect(memdir) if c.kind == "contradiction"]
    assert not [c for c in found if "duration" in c.evidence["slot"]]


def test_two_hours_is_a_duration_and_two_oclock_a_time():
    from memoryui.memdir.values import values

    assert [(v.slot, v.value) for v in values("2시간 환기", capitalised_nouns=False)] == [
        ("amount", "120")
    ]
    assert [(v.slot, v.value) for v in values("오후 2시 환기", capitalised_nouns=False)] == [
        ("time", "14:00")
    ]


@pytest.mark.parametrize(
    ("text", "counted"),
    [
        ("All fine: it goes into the round 1 pool.", set()),
        ("Phase 2 budget is agreed.", set()),
        ("every entry is watched by 2 screeners from the pool", {("scree", "2")}),
        ("12 people this year", {("peopl", "12")}),
        (
            "vier unabhängige biologische Replikate",
            {("unabh", "4"), ("biolo", "4"), ("repli", "4")},
        ),
    ],
)
def test_a_numbered_round_counts_nothing_and_a_count_ends_at_a_word_of_no_meaning(text, counted):
    from memoryui.memdir.values import values

    found = {(v.key, v.value) for v in values(text, capitalised_nouns=False) if v.slot == "count"}
    assert found == counted


def test_a_greeting_lays_down_no_rule():
    """Seen on tuning: a Korean notice opening "회원님들 안녕하세요" was read as a rule ("하세요",
    please do) and queued as reversing another notice's "배정되지 않습니다"."""
    from memoryui.memdir.subjects import polarity

    assert polarity("회원님들 안녕하세요, 집중공간 망원점입니다.") == 0
    assert polarity("수고하세요!") == 0
    assert polarity("퇴실 전에 쓰레기를 꼭 분리해 주세요. 문은 잠그고 가세요. 정리하세요.") == 1


def test_two_halls_numbered_apart_are_two_halls():
    """Two statements that number one kind of thing differently are about two of them: "Sal 1
    seats 380" and "Sal 2 seats 120" are no seat count changed."""
    from memoryui.memdir.disagree import told_apart
    from memoryui.memdir.subjects import read_statement

    def read(text):
        return read_statement(text, german=False, rejected=False)

    assert told_apart(read("Sal 1 seats 380."), read("Sal 2 seats 120."))
    assert not told_apart(read("Sal 1 seats 380."), read("Sal 1 seats 400 now."))
    assert not told_apart(read("The hall seats 380."), read("Sal 2 seats 120."))


@pytest.mark.parametrize(
    ("text", "sign"),
    [
        # Seen on tuning: this was read as allowing, and queued against "Never burn subtitles
        # into the only copy of a film", the same rule restated.
        ("The textless version stays untouched on the drive, so it can be subtitled again.", 0),
        ("Die Folie bleibt drauf, damit man sie wieder abziehen kann.", 0),
        ("Se guarda el molde, para que siempre se pueda reutilizar.", 0),
        ("Volunteers can take the van home overnight.", 1),
    ],
)
def test_a_purpose_says_what_a_rule_is_for_and_allows_nothing(text, sign):
    from memoryui.memdir.subjects import polarity

    assert polarity(text) == sign


@pytest.mark.parametrize(
    ("text", "time"),
    [
        # Seen on tuning: "11点" here was read as 11:00 and queued against "23:00 以后走侧门".
        ("客人晚上回来得晚没关系哈，11点大门就锁了", "23:00"),
        ("저녁 먹고 9시에 소등", "21:00"),
        ("晚上吃饭。11点锁门", "11:00"),
        ("上午 9点开门", "09:00"),
        # A morning between the evening and the hour sets it back before noon.
        ("晚上不开，第二天 7点开门", "07:00"),
    ],
)
def test_an_evening_said_earlier_in_the_sentence_sets_a_cjk_hour_after_noon(text, time):
    from memoryui.memdir.values import values

    assert [v.value for v in values(text, capitalised_nouns=False) if v.slot == "time"] == [time]


def test_a_short_update_named_after_what_it_moves_contradicts_the_timetable_row():
    """Seen on tuning: "Ab sofort Frühstück schon ab 6:00", in a note named after breakfast,
    shares one word with the daily timetable's row "6:30–8:30 Frühstück": that word is what
    the update is named after, and the row gives the time it changes."""
    memdir = [
        *BACKGROUND,
        note(
            "betrieb/tagesablauf.md",
            "Tagesablauf",
            "Der normale Tag auf der Hütte mit Uhrzeiten",
            "| Uhrzeit | Was |\n|---|---|\n| 5:45 | Bertl fangt an, Kaffee |\n"
            "| 6:30–8:30 | Frühstück (HP-Gäste) |\n| 9:00 | Zimmer & Lager machen |\n"
            "| 18:30 | HP-Abendessen |\n| 22:00 | Hüttenruhe |\n",
        ),
        note(
            "betrieb/fruehstueck.md",
            "Frühstück neue Zeit",
            "Frühstück früher wegen der Gewitter",
            "Ab sofort Frühstück schon ab 6:00 statt halb sieben, wegen der Nachmittagsgewitter.\n"
            "Ende bleibt 8:30.\n",
        ),
    ]
    found = [c for c in detect(memdir) if c.kind == "contradiction"]
    assert [(c.paths, c.evidence["slot"]) for c in found] == [
        (("betrieb/fruehstueck.md", "betrieb/tagesablauf.md"), "time")
    ]


def test_an_update_sharing_only_an_everyday_word_with_a_row_is_not_its_change():
    """The one shared word must be what the short update is named after: "Ab sofort" and a
    time say nothing about which row of the timetable moved."""
    memdir = [
        *BACKGROUND,
        note(
            "betrieb/tagesablauf.md",
            "Tagesablauf",
            "Der normale Tag auf der Hütte mit Uhrzeiten",
            "| Uhrzeit | Was |\n|---|---|\n| 6:30–8:30 | Frühstück (HP-Gäste) |\n"
            "| 22:00 | Hüttenruhe |\n",
        ),
        note(
            "technik/generator.md",
            "Generator",
            "Wann der Generator läuft",
            "Ab sofort läuft der Generator schon ab 6:00.\n",
        ),
    ]
    assert not [c for c in detect(memdir) if c.kind == "contradiction"]


@pytest.mark.parametrize(
    ("text", "days"),
    [
        # Seen on tuning: "下周一起" (from next Monday) gave the bus route a Monday, queued
        # against a timetable change to Tuesdays and Thursdays.
        ("下周一起，1号线早上7:10从北门出发", []),
        ("ab Montag trainieren wir dienstags", ["tue"]),
        ("from next Monday the call is on Tuesdays", ["tue"]),
        ("a partir del lunes abrimos los martes", ["tue"]),
        ("다음 주 월요일부터 화요일 수업", ["tue"]),
        ("from Monday to Friday", ["mon", "tue", "wed", "thu", "fri"]),
        ("월요일부터 금요일까지", ["mon", "tue", "wed", "thu", "fri"]),
        # A range said with "until", "至" or a spaced "까지" is days too.
        ("from Monday until Wednesday", ["mon", "tue", "wed"]),
        ("从周一至周三", ["mon", "tue", "wed"]),
        ("월요일부터 수요일 까지", ["mon", "tue", "wed"]),
        ("los lunes", ["mon"]),
    ],
)
def test_the_day_a_change_takes_effect_is_no_day_of_what_changed(text, days):
    from memoryui.memdir.values import day_values

    assert [v.value for v in day_values(text)] == days


def test_a_change_in_long_minutes_finds_the_note_it_changes_by_the_changed_lines_words():
    """Seen on tuning: the assembly minutes moved the afternoon fish auction to 16:30, and the
    auction timetable still said 17:00. Long minutes pair with notes by their rarest words,
    here the many other things they settled; the changed line's own words find the note."""
    topics = [
        ("redes", "remiendo"),
        ("hielo", "escamas"),
        ("gasoil", "surtidor"),
        ("cuotas", "caballa"),
        ("amarres", "pantalan"),
        ("cajas", "palets"),
        ("seguro", "poliza"),
        ("fiestas", "carmen"),
        ("grua", "varadero"),
        ("cursos", "marinero"),
        ("radio", "canal16"),
        ("basura", "contenedor"),
    ]
    others = [
        note(f"puerto/{a}.md", a.title(), f"Lo de {a}", f"Lo de {a} y {b}: se mira en junta.\n")
        for a, b in topics
    ]
    settled = " ".join(f"Sobre {a} y {b}, aprobado." for a, b in topics)
    minutes = note(
        "actas/2025-10-02-asamblea.md",
        "Acta asamblea general octubre",
        "Lo aprobado en la asamblea ordinaria",
        f"{settled}\n\nDesde el lunes 13 de octubre la subasta del pescado de la tarde es a"
        " las 16:30.\n",
    )
    timetable = note(
        "lonja/horarios.md",
        "Horarios de lonja",
        "A qué hora abre cada cosa",
        "Marisco: 8:30.\nPescado de bajura y cerco: subasta a las 17:00.\n",
    )
    fish = [
        note(
            f"barcos/{n}.md",
            n.title(),
            f"El barco {n}",
            f"El {n} vende en la subasta de pescado.\n",
        )
        for n in ("aurora", "estrella")
    ]
    found = _contradictions([*others, *fish, minutes, timetable])
    assert [(c.paths, c.evidence["slot"]) for c in found] == [
        (("actas/2025-10-02-asamblea.md", "lonja/horarios.md"), "time")
    ]


def test_an_email_address_writes_no_word_in_lower_case():
    """Seen on tuning: "rosa@riaasesores.example" made "rosa" a lower-case word of the memdir,
    so "Rosa saca la liquidación" named nobody and her taking the job over went unseen."""
    from memoryui.memdir.values import lowercase_words

    words = lowercase_words(["Rosa Bouzas, rosa@riaasesores.example, www.rosa-bouzas.example"])
    assert "rosa" not in words and "bouzas" not in words
    assert "rosa" in lowercase_words(["una camisa rosa"])


def test_a_year_in_a_notes_name_moves_no_date():
    """Seen on tuning: "International jury 2026" (deliberation on 19 Sept) and the screener
    links that expire on 21 Sept were queued as a date that moved: the year names an edition,
    and neither note says anything changed."""
    jury = Note(
        "jury/international-jury.md",
        "reference",
        "active",
        "",
        "International jury 2026",
        "Who is on the jury, what they award and when they deliberate",
        "International jury 2026 — three members, all confirmed:\n\n"
        "| Name | From | Does |\n|---|---|---|\n| Hannah Wolff | Berlin | editor |\n"
        "| Kim Do-hyun | Seoul | director |\n\n"
        "Prizes: Grand Prix (€5,000), Special Mention.\n"
        "Deliberation: Sat 19 Sept, 10:00–14:00, meeting room at Villa Provence.\n",
        aliases=("Jury", "jurado"),
    )
    links = note(
        "jury/screener-links.md",
        "Jury screener links",
        "Private review links for the jury and who may see them",
        "Every juror who wants to watch ahead gets their own Vimeo review link + password.\n"
        "Never forward a juror's link or password to anyone. Links expire 21 Sept.\n",
        type="feedback",
    )
    found = [c for c in detect([*BACKGROUND, jury, links]) if c.kind == "contradiction"]
    assert not [c for c in found if c.evidence["slot"] == "date"]


@pytest.mark.parametrize(
    ("text", "sign"),
    [
        # Seen on tuning: this was read as forbidding, against a note that requires sun cream
        # at noon: the two say one thing, "protect the children from the sun".
        ("Ohne Sonnenhut oder Mütze geht kein Kind in den Garten.", 0),
        ("No one goes up the mast without a harness.", 0),
        ("No se entra en el taller sin casco.", 0),
        ("Por la noche no se queda nadie, sin excepciones.", -1),
        ("Sin móvil en la sala.", -1),
        ("No phones in the lab, without any exception.", -1),
        ("예외 없이 야간 출입 금지", -1),
        ("Never use the ladder alone.", -1),
    ],
)
def test_a_ban_that_says_without_what_requires_something_else(text, sign):
    from memoryui.memdir.subjects import polarity

    assert polarity(text) == sign


def test_most_words_of_a_long_name_name_it_and_one_word_of_a_persons_does_not():
    from memoryui.memdir.disagree import mentions

    assert mentions("holm oak farm", frozenset({"holm", "oak", "fawn"}))
    assert not mentions("juan lopez", frozenset({"juan", "turno"}))
    assert mentions("juan lopez", frozenset({"juan", "lopez"}))


def test_two_incubators_numbered_apart_keep_two_temperatures():
    """Seen on tuning: hoglets in incubator #2 at 27 °C and nestlings in incubator #1 at
    32 °C were queued as one temperature changed, then as one place changed. A "#" numbers
    one of several: it tells them apart and is no place."""
    memdir = [
        *BACKGROUND,
        note(
            "care/hoglets.md",
            "Orphaned hoglets",
            "Keeping baby hedgehogs warm and fed",
            "Hoglets under 100 g: incubator #2 (right-hand Brinsea) at 27 °C, or a heat mat on "
            "low under half the box.\n",
        ),
        note(
            "care/nestlings.md",
            "Baby birds: nestlings",
            "Keeping unfeathered nestlings warm and fed",
            "Nestlings: incubator #1 (left-hand Brinsea) at 32 °C, ~60% humidity, a tissue-lined "
            "nest cup.\n",
        ),
    ]
    assert _contradictions(memdir) == []


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("周一到周五 9:00 开门", ["mon", "tue", "wed", "thu", "fri"]),
        ("星期一至星期六营业", ["mon", "tue", "wed", "thu", "fri", "sat"]),
        ("월요일부터 금요일까지 수업", ["mon", "tue", "wed", "thu", "fri"]),
        ("평일 월~금 10시", ["mon", "tue", "wed", "thu", "fri"]),
        ("周五到周一", ["mon", "fri", "sat", "sun"]),
        ("월급 200만원", []),
        # A day's syllable inside a word is no day: "내일부터 수업" is from tomorrow.
        ("내일부터 수업", []),
        ("토요일 수업", ["sat"]),
    ],
)
def test_a_range_of_days_in_chinese_or_korean_is_every_day_in_it(text, days):
    """ "周一到周五" read as Monday and Friday only would disagree with "周三" (Wednesday)."""
    from memoryui.memdir.values import day_values

    assert [v.value for v in day_values(text)] == days


def test_a_german_date_ends_no_sentence():
    """Seen on tuning: "Seit 1. März buchen Patient:innen … über Samedi" was cut after "1.",
    so the change ("Seit") and the new booking tool fell into two statements."""
    from memoryui.memdir.subjects import statement_texts

    assert statement_texts("Seit 1. März buchen wir über Samedi. Der Link ist neu.") == [
        "Seit 1. März buchen wir über Samedi.",
        "Der Link ist neu.",
    ]
    assert statement_texts("Seit 1.  März buchen wir über Samedi.") == [
        "Seit 1.  März buchen wir über Samedi."
    ]
    said = statement_texts("Wir öffnen um 10. Dann Kaffee.")
    assert said == ["Wir öffnen um 10.", "Dann Kaffee."]


@pytest.mark.parametrize(
    ("text", "times"),
    [
        ("offene Impfstunde Fr 10–12 Uhr ohne Termin", ["10:00", "12:00"]),
        ("오후 2~4시 수업", ["14:00", "16:00"]),
        ("9-11点开放", ["09:00", "11:00"]),
        ("10:00–12:00", ["10:00", "12:00"]),
        ("3-4 hours", []),
    ],
)
def test_the_bare_hour_a_range_starts_at_is_a_time(text, times):
    from memoryui.memdir.values import values

    assert [v.value for v in values(text, capitalised_nouns=False) if v.slot == "time"] == times


@pytest.mark.parametrize(
    ("text", "dates"),
    [
        ("Ab 1. März läuft die Anmeldung über das neue Formular", []),
        ("Anmeldeschluss ist der 15. Februar", ["02-15"]),
        ("desde el 13 de octubre la subasta es a las 16:30", []),
        ("Christmas pre-orders close on 20 December", ["12-20"]),
    ],
)
def test_the_date_a_change_takes_effect_from_is_no_date_of_what_changed(text, dates):
    from memoryui.memdir.values import date_values

    assert [v.value for v in date_values(text)] == dates
