"""Duplicates: the same text is a duplicate; the same rule restated is a near-duplicate.

An agent often saves a rule twice in one session, in other words. The queue offers to keep
one; it must not offer that for two notes that only look alike (two people's preferences, two
stages of a plan) nor for a rule and the note that reversed it.
"""

from __future__ import annotations

import pytest

from memoryui.memdir.detect import Note, detect
from tests.test_contradictions import BACKGROUND, note


def rule(path: str, name: str, description: str, body: str) -> Note:
    return note(path, name, description, body, type="feedback")


def kinds(notes: list[Note]) -> dict[tuple[str, str], str]:
    return {c.paths: c.kind for c in detect([*BACKGROUND, *notes])}


def test_the_same_text_is_a_duplicate_whatever_its_whitespace():
    body = "Invoices are numbered per shop, never globally; the till prints the number.\n"
    a = note("ops/invoices.md", "Invoices", "How invoices are numbered", body)
    b = note(
        "ops/invoices-copy.md", "Invoices", "How invoices are numbered", body.replace(" ", "  ")
    )
    [found] = [c for c in detect([*BACKGROUND, a, b]) if c.paths == (b.path, a.path)]
    assert (found.kind, found.confidence) == ("duplicate", 1.0)


RESTATED = [
    (
        "the same rule said twice in one session",
        rule(
            "feedback/secrets.md",
            "Secrets",
            "Where API tokens go",
            "Tokens and passwords go in `secrets.yaml`, never inline in `configuration.yaml`.\n",
        ),
        rule(
            "feedback/tokens-in-secrets.md",
            "API keys in the secrets file",
            "Keep API tokens out of the main configuration",
            "Said it again tonight: API tokens belong in the secrets file, referenced from "
            "`configuration.yaml`; the main configuration must never contain a token.\n",
        ),
    ),
    (
        "German: the same raw-data rule in other words",
        rule(
            "feedback/rohdaten.md",
            "Rohdaten",
            "Wo Mikroskopie-Rohdaten gespeichert werden",
            "Rohdaten vom Mikroskop gehören auf das Gruppenlaufwerk, nie nur auf den Laptop.\n",
        ),
        rule(
            "feedback/rohdaten-ablage.md",
            "Ablage der Rohdaten",
            "Wo die Rohdaten vom Mikroskop abgelegt werden",
            "Alle Rohdaten vom Mikroskop direkt aufs Gruppenlaufwerk; eine Kopie nur auf dem "
            "Laptop reicht nicht.\n",
        ),
    ),
    (
        "Chinese: the same headline rule said twice",
        rule(
            "feedback/headline-digits.md",
            "标题数字",
            "标题里的数字用阿拉伯数字",
            "标题里的数字一律用阿拉伯数字，例如“3 人受伤”。\n",
        ),
        rule(
            "feedback/titles-arabic-numerals.md",
            "标题用阿拉伯数字",
            "标题中的数字一律写成阿拉伯数字",
            "标题中的数字一律写成阿拉伯数字，不要写成汉字。\n",
        ),
    ),
    (
        "Korean: the same dryer-room rule in few shared words, with the same measures",
        rule(
            "hygiene/dry-room.md",
            "드라이룸",
            "드라이룸 쓸 때 지킬 것",
            "드라이룸은 35도 넘기지 말고 한 번에 20분까지만. 단두종은 드라이룸 안 들어감.\n",
        ),
        rule(
            "hygiene/dryer-rule.md",
            "드라이룸 온도",
            "사장님이 오늘 또 말한 건조 규칙",
            "드라이룸 온도는 최대 35도, 20분 지나면 꺼내기. "
            "퍼그·시츄 같은 애들은 절대 넣지 않기.\n",
        ),
    ),
]


@pytest.mark.parametrize(("why", "a", "b"), RESTATED, ids=[r[0] for r in RESTATED])
def test_a_rule_restated_in_other_words_is_a_near_duplicate(why, a, b):
    assert kinds([a, b]) == {tuple(sorted((a.path, b.path))): "near-duplicate"}, why


NOT_DUPLICATES = [
    (
        "two people's preferences, worded alike",
        note(
            "user/dana.md",
            "Dana: rota changes",
            "How Dana wants to hear about rota changes",
            "Dana wants rota changes as a voice note, never by email.\n",
            type="user",
        ),
        note(
            "user/marcus.md",
            "Marcus: rota changes",
            "How Marcus wants to hear about rota changes",
            "Marcus wants rota changes by email, never as a voice note.\n",
            type="user",
        ),
    ),
    (
        "the first and second half of August",
        note(
            "people/holidays-august-1.md",
            "Holidays: first half of August",
            "Deadline to ask for the first half of August",
            "First half of August: ask by 15 May; granted by seniority.\n",
        ),
        note(
            "people/holidays-august-2.md",
            "Holidays: second half of August",
            "Deadline to ask for the second half of August",
            "Second half of August: ask by 15 June; granted by lottery.\n",
        ),
    ),
    (
        "a rule and the note that reversed it, worded alike",
        rule(
            "feedback/reload.md",
            "Reload, don't restart",
            "After editing automations, reload them",
            "Always reload automations after editing them; don't restart the server for that.\n",
        ),
        rule(
            "feedback/restart.md",
            "Restart after editing automations",
            "A full restart after editing automations",
            "After editing automations do a full restart: reloading missed the sensors twice.\n",
        ),
    ),
    (
        "two long rules of one template about different things",
        rule(
            "feedback/no-controller-restart.md",
            "Restarting the Bakemaster controller",
            "Never restart the Bakemaster proofing controller during the bake",
            "Never restart the Bakemaster controller during the morning bake. "
            "The controller runs the proofing cabinet and the deck ovens together. A "
            "restart drops the proofing temperature for ten minutes. The dough then "
            "over-proofs and the batch is lost. If the screen freezes, wait for the bake "
            "to finish. Tell the shift lead at handover.\n",
        ),
        rule(
            "feedback/no-controller-updates.md",
            "Bakemaster firmware",
            "Never update the Bakemaster proofing controller from a laptop",
            "Never update the Bakemaster controller firmware from a laptop. The "
            "controller runs the proofing cabinet and the deck ovens together. An update "
            "resets the proofing programmes to the factory ones. Our own programmes are "
            "then lost until the engineer comes back. Updates come on a USB stick from "
            "the supplier. Only the engineer installs them.\n",
        ),
    ),
]


@pytest.mark.parametrize(("why", "a", "b"), NOT_DUPLICATES, ids=[r[0] for r in NOT_DUPLICATES])
def test_notes_that_only_look_alike_are_not_duplicates(why, a, b):
    found = kinds([a, b]).get(tuple(sorted((a.path, b.path))))
    assert found not in ("duplicate", "near-duplicate"), why


def test_one_checklist_saved_twice_in_other_words_and_order_is_a_near_duplicate():
    """Seen on tuning: the same five closing steps, once as a list of states ("compresor
    apagado") and once as numbered orders ("apagar el compresor"). The words as written
    differed; their stems do not."""
    a = rule(
        "cierre/fin-de-jornada.md",
        "Fin de jornada",
        "Lista para quien cierra la clínica",
        "Fin de jornada, quien cierra:\n- compresor apagado\n"
        "- ordenadores de los gabinetes apagados\n"
        "- líquido limpiador por la aspiración, y apagarla\n"
        "- autoclave vacío (último ciclo descargado)\n- alarma conectada: 30 segundos para salir\n",
    )
    b = rule(
        "cierre/protocolo-cierre.md",
        "Protocolo de cierre",
        "Qué hace el último en salir",
        "Cierre (el último en salir):\n1. descargar el último ciclo del autoclave\n"
        "2. aspiración: pasar líquido limpiador y apagar\n3. apagar el compresor\n"
        "4. apagar los ordenadores de los gabinetes\n5. alarma: código y salir en 30 s\n",
    )
    assert kinds([a, b]).get((a.path, b.path)) == "near-duplicate"


def test_one_korean_checklist_saved_twice_in_another_order_is_a_near_duplicate():
    """Seen on tuning: six opening tasks saved twice on one day, in another order and other
    words, under two names and types. As a whole they share too few words to look alike;
    item by item each has its twin."""
    a = note(
        "ops/opening-checklist.md",
        "오픈 체크리스트",
        "오픈 알바 출근하면 하는 것들",
        "오픈 체크\n1. 현관 도어락 배터리 표시 확인\n"
        "2. 키오스크 켜져 있는지 + 영수증 용지 남은 거\n"
        "3. 화장실 휴지·핸드타올·비누 채우기\n4. 라운지 테이블 닦기\n"
        "5. 간식코너 커피 캡슐·종이컵 채우기\n6. 전날 마감 인수인계(단톡) 읽고 할 일 체크\n",
        type="reference",
    )
    b = rule(
        "staff/open-routine.md",
        "오픈 루틴",
        "오픈조 출근 후 순서",
        "오픈조 루틴\n- 단톡에 올라온 전날 인수인계부터 읽고 할 일 있으면 체크\n"
        "- 간식코너: 종이컵, 커피 캡슐 채우기\n- 라운지 테이블 닦기\n"
        "- 화장실: 비누, 휴지, 핸드타올 보충\n- 키오스크 전원 + 영수증 용지 잔량\n"
        "- 도어락 배터리 표시\n",
    )
    found = {c.paths: c for c in detect([*BACKGROUND, a, b])}
    [pair] = [found[p] for p in ((a.path, b.path), (b.path, a.path)) if p in found]
    assert pair.kind == "near-duplicate"
    assert pair.evidence["reason"] == "the same list, its items reordered or reworded"


def test_an_opening_and_a_closing_list_sharing_two_steps_are_no_duplicate():
    """Two lists of one place that share a couple of steps are two jobs."""
    a = rule(
        "ops/opening.md",
        "Opening checklist",
        "What the opener does",
        "- unlock the side door and disarm the alarm\n- switch on the espresso machine\n"
        "- fill the pastry case from the walk-in\n- wipe the patio tables\n"
        "- count the float into the till\n",
    )
    b = rule(
        "ops/closing.md",
        "Closing checklist",
        "What the closer does",
        "- wipe the patio tables and stack the chairs\n- backflush the espresso machine\n"
        "- bag the day's takings for the safe\n- mop behind the bar\n"
        "- set the alarm and lock the side door\n",
    )
    assert not {(a.path, b.path), (b.path, a.path)} & kinds([a, b]).keys()


def test_one_job_done_with_two_named_tools_is_no_duplicate():
    """Seen on tuning: attendance taken in the Clupik app, and in a Google sheet: alike in
    words, but each names what the other never does, and one of them is out of date."""
    a = note(
        "asistencia/app.md",
        "Asistencia en el móvil",
        "Cómo se pasa lista en cada sesión",
        "La asistencia se pasa ya en Clupik: en el móvil, pestaña Sesiones, tocar a cada "
        "nadador. La junta saca de ahí los informes para la subvención.\n",
        type="reference",
    )
    b = note(
        "asistencia/hoja.md",
        "Lista de asistencia",
        "Dónde se pasa lista",
        "Asistencia: hoja de Google «Asistencia 25-26», una pestaña por grupo. Marcar X al "
        "empezar el entreno.\n",
        type="reference",
    )
    assert (a.path, b.path) not in kinds([a, b]) and (b.path, a.path) not in kinds([a, b])
