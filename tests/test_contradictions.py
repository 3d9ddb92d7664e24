"""Contradictions by subject: each true form is found with the slot it is about, each decoy is
left alone.

Every case is a small memdir a reader can follow: the pair, and a few notes about other things
so that "rare in this memdir" means something. A queue the operator opens weekly must hold the
pairs in the first list and none of the second.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from memoryui.memdir.detect import Note, detect


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
            "The Briggate shop opens Monday to Saturday, 7:30 to 18:00, and is shut on "
            "Sundays.\n",
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
