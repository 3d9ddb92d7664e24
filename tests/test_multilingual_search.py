"""The belief query in every language, on SQLite and PostgreSQL alike (issue 9).

These run on whichever database the suite is given (CI runs them again with DATABASE_URL
pointing at PostgreSQL), through the same page and JSON twin a person and a script use.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from memoryui.models import Memory
from memoryui.projection import reconcile
from tests.conftest import MemdirBuilder

REPO = Path(__file__).resolve().parents[1]
TODAY = "2026-03-01"


def believe(client, q: str) -> list[str]:
    response = client.get("/believe/", {"q": q, "format": "json"})
    assert response.status_code == 200
    return [row["path"] for row in response.json()["results"]]


def page(client, q: str) -> str:
    response = client.get("/believe/", {"q": q})
    assert response.status_code == 200
    return response.content.decode()


@pytest.fixture
def world(memdir: MemdirBuilder, settings) -> MemdirBuilder:
    """A small mixed-language memdir, each note also holding the everyday words of small talk."""
    settings.MEMORYUI_TODAY = TODAY
    memdir.topic(
        "desk/deadline.md", name="截稿时间", description="头版每天的截稿时间",
        body="头版截稿时间是晚上十点半。今天和明天都一样，谢谢大家配合。\n",
    )  # fmt: skip
    memdir.topic(
        "desk/canteen.md", name="食堂", description="食堂什么时候开门",
        body="食堂中午十一点开门，今天就到这里。\n",
    )  # fmt: skip
    memdir.topic(
        "운영/선별인원.md", name="선별 인원", description="선별장 근무 인원",
        body="선별장에서는 하루에 여섯 명이 일합니다. 감사합니다, 오늘은 여기까지입니다.\n",
    )  # fmt: skip
    memdir.topic(
        "운영/택배.md", name="택배", description="택배 발송 방법",
        body="택배는 우체국으로 보냅니다. 포장은 잘 부탁드려요.\n",
    )  # fmt: skip
    memdir.topic(
        "labor/proben.md", name="Probenlagerung", description="Wo Proben gelagert werden",
        body="Die Zelllinien-Stocks liegen im Tiefkühler im Keller. Danke, das war's für heute.\n",
    )  # fmt: skip
    memdir.topic(
        "labor/daten.md", name="Datenablage", description="Ablage von Messdaten",
        body="Rohdaten der Mikroskopie kommen auf das NAS, nicht auf den Desktop.\n",
    )  # fmt: skip
    memdir.topic(
        "planta/carro.md", name="Carro de paradas", description="Revisión del carro",
        body="La revisión del carro de paradas es semanal. ¡Gracias, eso es todo por hoy!\n",
    )  # fmt: skip
    memdir.topic(
        "ops/standup.md", name="Standup", description="When the team meets",
        body="Standup is at 9:30. Thanks, that's all for today, see you tomorrow.\n",
    )  # fmt: skip
    reconcile()
    return memdir


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("请问头版的截稿时间是几点？", "desk/deadline.md"),
        ("截稿", "desk/deadline.md"),
        ("선별장에 몇 명이 일하나요?", "운영/선별인원.md"),
        ("택배는 어디로 보내나요?", "운영/택배.md"),
        ("Wo liegen die Zelllinienstocks?", "labor/proben.md"),
        ("Wo speichere ich Mikroskopierohdaten?", "labor/daten.md"),
        ("¿Cada cuánto se revisa el carro de paradas?", "planta/carro.md"),
        ("revision del carro", "planta/carro.md"),
    ],
)
def test_a_whole_question_finds_its_memory_in_any_language(
    viewer_client, world, question, expected
):
    assert believe(viewer_client, question)[:1] == [expected]


def test_an_edited_cjk_note_is_found_by_its_new_words_only(viewer_client, world):
    # SQLite's index keeps no copy of the text: forgetting the old pairs needs them exactly.
    world.topic(
        "desk/deadline.md", name="交稿时间", description="头版每天的交稿时间",
        body="头版交稿时间是晚上十点。\n",
    )  # fmt: skip
    reconcile()

    assert believe(viewer_client, "截稿") == []
    assert believe(viewer_client, "交稿")[:1] == ["desk/deadline.md"]


@pytest.mark.parametrize(
    "small_talk",
    [
        "thanks, that's all for today",
        "Danke, das war's für heute",
        "¡gracias, eso es todo por hoy!",
        "谢谢，今天就到这里",
        "감사합니다, 오늘은 여기까지 할게요",
        "안녕하세요~ 오늘도 잘 부탁드려요",
        "merci, à demain",
        "ありがとうございます",
        "what is the",
    ],
)
def test_small_talk_stays_silent_and_says_why(viewer_client, world, small_talk):
    # Every note above holds the very words of one of these lines: they must still find none.
    assert believe(viewer_client, small_talk) == []

    assert "common in everyday conversation" in page(viewer_client, small_talk)
    data = viewer_client.get("/believe/", {"q": small_talk, "format": "json"}).json()
    assert "common in everyday conversation" in data["silence"]


def test_a_rare_word_the_memdir_lacks_is_silence_with_its_own_reason(viewer_client, world):
    assert believe(viewer_client, "what did we decide about kubernetes?") == []

    html = page(viewer_client, "what did we decide about kubernetes?")
    assert "memory says nothing about" in html and "kubernetes" in html


@pytest.fixture
def walks(memdir: MemdirBuilder, settings) -> MemdirBuilder:
    """A dog walker's notes, named by the everyday words its small talk uses."""
    settings.MEMORYUI_TODAY = TODAY
    memdir.topic(
        "clients/otis.md", name="Otis, morning walks", description="Long morning walks for Otis",
        body="Otis goes out first, before the group walk.\n",
    )  # fmt: skip
    memdir.topic(
        "rules/pool.md", name="Piscina", description="Normas de la piscina",
        body="En la piscina no se corre. Gorro obligatorio en la piscina.\n",
    )  # fmt: skip
    memdir.topic(
        "team/feierabend.md", name="Feierabend", description="Wer abends abschließt",
        body="Zum Feierabend schließt Jana die Werkstatt ab.\n",
    )  # fmt: skip
    memdir.topic(
        "dev/ledger.md", name="Ledger", description="Where payments are booked",
        body="Since March the payments service books into the new ledger after the migration.\n",
    )  # fmt: skip
    memdir.topic(
        "dev/hosts.md", name="Hosts", description="Which host runs what",
        body="api.example.com runs the app; redis failover is manual, see the runbook.\n",
    )  # fmt: skip
    memdir.topic(
        "events/game-night.md", name="Game night", description="When game night is",
        body="Every second Thursday from 19:00.\n",
    )  # fmt: skip
    memdir.topic(
        "notas/acuerdos-marzo.md", name="Acuerdos de marzo", description="Reunión del 3 de marzo",
        body="Se decidió abrir los sábados de junio por la mañana.\n",
    )  # fmt: skip
    memdir.topic(
        "club/cuotas.md", name="Cuotas", description="Tabla de la temporada",
        body="Los adultos pagan 38 € al mes; los alevines, 28 €.\n",
    )  # fmt: skip
    reconcile()
    return memdir


@pytest.mark.parametrize(
    ("small_talk", "rare"),
    [
        ("morning! long day of walks ahead", False),
        ("Nos vemos mañana en la piscina.", True),
        ("Bis morgen dann, schönen Feierabend!", True),
        # An exclamation asks nothing though it opens with a question word.
        ("What a day! The morning walks took forever.", False),
        # Spanish exclaims the weather, or ends a sentence on "qué" and one word, unmarked.
        ("Qué calor hace hoy en la piscina, madre mía", True),
        ("Hoy la piscina estaba llena toda la mañana, qué agobio", True),
    ],
)
def test_a_prompt_that_asks_nothing_finds_no_note_named_by_its_everyday_words(
    viewer_client, walks, small_talk, rare
):
    """Each line names a note ("Otis, morning walks", "Piscina", "Feierabend") by words of
    everyday talk, and asks nothing (an exclamation asks nothing either): it is conversation,
    and finds nothing."""
    assert believe(viewer_client, small_talk) == []
    data = viewer_client.get("/believe/", {"q": small_talk, "format": "json"}).json()
    # Rare words ("piscina", "feierabend") make it sound like a topic, and the page says
    # why it is still taken as conversation.
    assert data["silence"].startswith("it asks nothing" if rare else "names no topic: it asks")


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("who does the morning walks", "clients/otis.md"),
        ("¿se puede correr en la piscina?", "rules/pool.md"),
        ("piscina", "rules/pool.md"),
        ("morning walks", "clients/otis.md"),  # a search, not a sentence
        # A request asks as a question does, though the note is about a part of it only.
        ("Fix the flaky payments test, it broke after the migration.", "dev/ledger.md"),
        ("Bitte schau nach, ob die Migration der Payments durch ist.", "dev/ledger.md"),
        # A host or file name is no sentence for its dots; two rare words of one note name
        # a thing however chatty the rest.
        ("api.example.com", "dev/hosts.md"),
        ("redis failover took ages last night, the app was down.", "dev/hosts.md"),
        # "game" and "night" are in every other sentence, and still what a note is called.
        ("When is game night these days?", "events/game-night.md"),
        # Three everyday words the question asks about, all in one note's body.
        ("¿Al final vamos a abrir los sábados en junio?", "notas/acuerdos-marzo.md"),
        ("Wer schließt zum Feierabend ab?", "team/feierabend.md"),
        # "What time", "what is needed": a question word before a noun still asks.
        ("a qué hora cierra la piscina", "rules/pool.md"),
        ("qué hace falta para la piscina", "rules/pool.md"),
    ],
)
def test_the_same_words_asked_or_named_alone_still_find_their_note(
    viewer_client, walks, question, expected
):
    assert believe(viewer_client, question)[:1] == [expected]


def test_two_everyday_words_of_a_body_answer_a_question_and_not_a_search(viewer_client, walks):
    """ "pagan" and "adultos" are both in the fees note's body: enough for a question, which
    says a note is wanted, and too little for the same words typed alone."""
    assert believe(viewer_client, "¿Cuánto pagan los adultos al mes?")[:1] == ["club/cuotas.md"]
    assert believe(viewer_client, "adultos pagan") == []


def test_a_question_aside_names_no_topic_for_the_chat_around_it(viewer_client, walks):
    """Its question asks only whether you are there; the statement after it names the pool
    once, which no note is mostly about."""
    prompt = "¿Sigues ahí? Perdona, me llamaron de la piscina"
    assert believe(viewer_client, prompt) == []
    data = viewer_client.get("/believe/", {"q": prompt, "format": "json"}).json()
    assert data["silence"].startswith("its question names no topic")


@pytest.fixture
def guesthouse(memdir: MemdirBuilder, settings) -> MemdirBuilder:
    """A guesthouse's notes in Chinese and Korean, named by everyday words."""
    settings.MEMORYUI_TODAY = TODAY
    memdir.topic(
        "ops/reshui.md", name="太阳能热水器", description="热水器怎么看",
        body="太阳能热水器早上看一下水温，低于 40 度开电辅热。\n",
    )  # fmt: skip
    memdir.topic(
        "ops/achim.md", name="아침 청소", description="아침마다 하는 청소",
        body="아침 8시에 로비와 계단을 청소합니다.\n",
    )  # fmt: skip
    reconcile()
    return memdir


@pytest.mark.parametrize(
    ("small_talk", "question", "expected"),
    [
        ("你太厉害了吧👍", "太阳能热水器", "ops/reshui.md"),
        ("아침마다 졸려요 ㅎㅎ", "아침 청소", "ops/achim.md"),
    ],
)
def test_a_sentence_ended_on_its_particle_is_spoken_not_search_words(
    viewer_client, guesthouse, small_talk, question, expected
):
    """A Chinese or Korean sentence ends on a particle ("吧", "요"): conversation, while the
    same everyday words typed bare are a search."""
    assert believe(viewer_client, small_talk) == []
    assert believe(viewer_client, question)[:1] == [expected]


@pytest.mark.parametrize(
    ("prompt", "expected"),
    [
        ("Vale, perfecto. ¿Y se puede correr en la piscina?", "rules/pool.md"),
        # The rare word is in the thanks; the question asks by a note's everyday name.
        (
            "Thanks, the ledger looks fine now. Who does the morning walks these days?",
            "clients/otis.md",
        ),
    ],
)
def test_a_question_after_small_talk_still_finds_its_note(viewer_client, walks, prompt, expected):
    assert believe(viewer_client, prompt)[:1] == [expected]


def test_laughter_and_tears_in_korean_letters_are_no_words():
    from memoryui.memdir.terms import question_terms

    assert [t.word for t in question_terms("점심 ㅋㅋㅋ ㅠㅠ")] == ["점심"]


@pytest.mark.parametrize(
    ("text", "asking"),
    [
        ("who signs off QA builds", True),  # a question word, no mark
        ("donde esta la llave", True),  # typed without its accent, at the start
        ("Nos vemos cuando llegues.", False),  # "cuando" as a conjunction
        ("周会是什么时候", True),
        ("현재 누가 담당해요", True),
        ("我先下班了，明天见！", False),
        ("Dienstplan Juni", False),
        ("fix the flaky payments test", True),  # a request, its verb first
        ("환불 기준 알려줘.", True),  # "tell me", as a request ends
        ("Thanks, that saved my Friday", False),
        # Exclamations use the question words: by their mark, or by how they open.
        ("What a day!", False),
        ("¡Qué calor hace hoy en el aula!", False),
        ("Fix the flaky test now!", True),  # a request still asks
        # Sentence by sentence: a greeting's mark does not silence the question after it,
        # and "!=" ends no sentence.
        ("Hi! who does the morning walks", True),
        ("What a day. Who signs off QA builds", True),
        ("why is x != y here", True),
        ("Was für Schrauben brauchen wir", True),
        ("Was für ein Tag, die ganze Werkstatt ist durch den Wind", False),
        # A yes-or-no question puts its verb first; a question word may follow a preposition.
        ("can we park on the lawn", True),
        ("soll ich ben anrufen oder schreiben", True),
        ("se puede tomar mate en el salon", True),
        ("a cuantos grados bizcochamos", True),
        ("ab wieviel kilo muss ich aufs lastenrad", True),
        ("also ich finde das gut", False),
        ("it was a long day", False),
        ("那橘子能不能放进包间里啊", True),  # "can or cannot": yes or no
        # A joke asks and answers itself, then laughs; a question after laughter still asks.
        ("why did the tree go to the dentist? root canal 😂", False),
        ("¿sabes por qué los peces no juegan al tenis? xq les da miedo la red 😂", False),
        ("haha ok, and where does the body go?", True),
        ("who is on tomorrow? 😂", True),
        ("wer hat heute Dienst? danke haha", True),
        # Written laughter softens a request as often as it ends a joke.
        ("who is on call tonight? need to know asap lol", True),
        ("내일 당번 누구예요? 알려 주세요 ㅎㅎ", True),
    ],
)
def test_a_prompt_asks_by_its_mark_its_question_words_or_a_request_in_any_language(text, asking):
    from memoryui.memdir.terms import asks

    assert asks(text) is asking


@pytest.fixture
def ten(memdir: MemdirBuilder, settings) -> MemdirBuilder:
    """Ten notes sharing the question's words (so BM25's IDF is nothing): only coverage and
    place can order them, and paths would put the worst first."""
    settings.MEMORYUI_TODAY = TODAY
    memdir.topic("a-redis.md", description="Notes", body="The redis box.\n")
    memdir.topic("b-failover.md", description="Notes", body="A failover drill.\n")
    memdir.topic("c-both.md", description="Notes", body="Redis failover was tested.\n")
    memdir.topic("d-sentinel.md", description="Notes", body="Redis sentinel failover.\n")
    for n in range(5):
        memdir.topic(f"e-{n}.md", description="Notes", body="Redis and failover and sentinel.\n")
    memdir.topic(
        "z-runbook.md", name="Redis sentinel failover", description="Runbook",
        body="Redis sentinel failover, step by step.\n",
    )  # fmt: skip
    reconcile()
    return memdir


def test_in_a_small_memdir_ranking_is_by_coverage_and_place_not_by_path(viewer_client, ten):
    results = believe(viewer_client, "redis sentinel failover")

    # All three words in the name beat all three in the body (d-sentinel.md also has one in
    # its file name), which beat two, which beat one.
    assert results[:2] == ["z-runbook.md", "d-sentinel.md"]
    assert set(results[2:7]) == {f"e-{n}.md" for n in range(5)}
    assert results[7] == "c-both.md"
    assert set(results[8:]) == {"a-redis.md", "b-failover.md"}
    today = dt.date.fromisoformat(TODAY)
    scores = [hit.score for hit in Memory.objects.believe("redis sentinel failover", today)]
    assert scores == sorted(scores, reverse=True) and len(set(scores)) == 5


def test_typing_a_word_does_not_flip_between_silence_and_results(viewer_client, world):
    """The page searches as you type. Once a beginning of "standup" finds the note, every
    longer one does too; no beginning of "thanks" (the notes say "thanks", "that", "the")
    finds anything; a rare word the memdir lacks is "says nothing" all along."""
    found = [bool(believe_as_typed(viewer_client, "standup"[:n])) for n in range(1, 8)]
    assert found == sorted(found) and found[-1]
    assert not any(believe_as_typed(viewer_client, "thanks"[:n]) for n in range(1, 7))
    reasons = {silence_as_typed(viewer_client, "kubernetes"[:n]) for n in range(3, 11)}
    assert reasons == {"says nothing"}


def silence_as_typed(client, q: str) -> str:
    html = client.get("/believe/", {"q": q}, headers={"HX-Request": "true"}).content.decode()
    if "names no topic" in html:
        return "no topic"
    return "says nothing" if "memory says nothing" in html else "results"


def believe_as_typed(client, q: str) -> list[str]:
    """The htmx fragment, as the page asks while typing (the last word may be unfinished)."""
    response = client.get("/believe/", {"q": q}, headers={"HX-Request": "true"})
    assert response.status_code == 200
    html = response.content.decode()
    return [] if 'class="silence"' in html else [q]


def test_the_query_path_imports_neither_django_nor_a_heavy_tokenizer(tmp_path):
    """The recall hook must finish within 40 ms and may not import Django: the query core runs
    on a bare sqlite3 cursor, and jieba, kiwipiepy and wordfreq stay out of it."""
    script = r"""
import datetime as dt, json, sqlite3, sys
from memoryui.memdir import query, terms
con = sqlite3.connect(":memory:")
con.execute("CREATE TABLE memoryui_memory (id INTEGER PRIMARY KEY, path TEXT, status TEXT, "
            "type TEXT, effective_date TEXT)")
con.execute(query.FTS_CREATE)
con.execute("INSERT INTO memoryui_memory VALUES (1, 'a.md', 'active', 'project', '2026-01-01')")
con.execute(f"INSERT INTO {query.FTS_TABLE}(rowid, head, description, body) VALUES (1, ?, ?, ?)",
            (terms.document("a"), "", terms.document("头版截稿 선별장 staging")))
found = [query.answer(con.cursor(), q, dialect="sqlite", today=dt.date(2026, 3, 1),
                      placeholder="?").hits for q in ("头版截稿时间", "선별장에", "staging db")]
heavy = sorted(m for m in sys.modules
               if m.split(".")[0] in {"django", "jieba", "kiwipiepy", "wordfreq"})
print(json.dumps({"found": [len(h) for h in found], "heavy": heavy}))
"""
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    env.pop("DJANGO_SETTINGS_MODULE", None)
    # check=False: the assertion below shows the child's stderr, a CalledProcessError would not.
    out = subprocess.run(
        [sys.executable, "-c", script],
        check=False, cwd=tmp_path, env=env, capture_output=True, text=True,
    )  # fmt: skip
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert result == {"found": [1, 1, 1], "heavy": []}


def test_the_word_data_is_what_its_script_makes(tmp_path):
    """The committed frequencies come from tests/tools/make_common_words.py and nowhere else:
    a hand edit (or a script changed without rerunning it) shows here."""
    from memoryui.memdir import terms
    from tests.tools import make_common_words

    make_common_words.main(tmp_path)

    for made in sorted(tmp_path.iterdir()):
        assert made.read_bytes() == (Path(terms.DATA) / made.name).read_bytes(), made.name


def test_an_english_word_is_as_common_as_itself_not_as_a_french_lookalike(
    viewer_client, memdir: MemdirBuilder, settings
):
    """ "parties" stems to "parti", and French "partie" is a function word: the question kept
    nothing to look up, and the note named "Work parties" was never found."""
    settings.MEMORYUI_TODAY = TODAY
    memdir.topic(
        "events/work-parties.md", name="Work parties", description="When we muck in together",
        body="The first Sunday of each month, 10:00 to 13:00, tea and cake provided.\n",
    )  # fmt: skip
    memdir.topic(
        "site/gate.md", name="Gate", description="The gate code",
        body="The gate code changes every spring.\n",
    )  # fmt: skip
    reconcile()
    assert believe(viewer_client, "When are the work parties happening now?")[:1] == [
        "events/work-parties.md"
    ]


def test_a_korean_verb_before_its_ending_keeps_the_noun_the_lists_know():
    """ "예약하는" is 예약 (booking) and a verb's ending, not an unknown noun "예약하"."""
    from memoryui.memdir.terms import question_terms

    found = {t.word for t in question_terms("예약하는 사람은 누구예요?")}
    assert "예약" in found and "예약하" not in found


def test_a_korean_predicate_is_as_common_as_its_forms_together():
    """ "드려요" alone is listed below the everyday bar, as each form of 드리다 is: "잘
    부탁드려요" (please look after me) kept it as a topic and found the note that says it."""
    from memoryui.memdir.terms import question_terms

    kinds = {t.word: t.kind for t in question_terms("안녕하세요~ 오늘도 잘 부탁드려요")}
    assert kinds.get("드려요") == "everyday"
    assert {t.word: t.kind for t in question_terms("환불돼요?")}.get("환불") == "rare"


def test_a_korean_noun_the_word_lists_lack_keeps_its_syllables_together():
    """ "당번은" is 당번 (who is on duty) and the topic marker: cut into syllables, 당 and 번
    are two of the commonest, and the question would keep no topic."""
    from memoryui.memdir.terms import question_terms

    found = {t.word: t.kind for t in question_terms("이번 주 수요일 당번은 누구예요?")}
    assert found.get("당번") == "rare" and "당" not in found


def test_a_korean_grade_is_one_word_with_its_number(viewer_client, memdir, settings):
    """ "중3" (third year of middle school) and "고3" (of high school) differ by a syllable
    that alone is among the commonest: the syllable and the number are looked up together,
    on either database."""
    settings.MEMORYUI_TODAY = TODAY
    memdir.topic(
        "schedule/go3.md", name="고3 영어", description="고3 영어 시간표",
        body="고3 영어는 토요일 10:00에 시작해요.\n",
    )  # fmt: skip
    memdir.topic(
        "schedule/jung3.md", name="중3 영어", description="중3 영어 시간표",
        body="중3 영어는 토요일 9:00에 시작해요.\n",
    )  # fmt: skip
    reconcile()
    assert believe(viewer_client, "중3 영어 수업은 몇 시에 시작해요?")[:1] == ["schedule/jung3.md"]


def test_a_compound_in_the_body_is_found_when_its_halves_sit_in_the_name_and_description(
    viewer_client, memdir, settings
):
    """ "Kurse" in the description and "Buchungen" in the name matched the compound's halves
    across the two, though neither holds both: "Kursbuchungen", written in the body, was
    then counted nowhere, and the question found nothing, on either database."""
    settings.MEMORYUI_TODAY = TODAY
    memdir.topic(
        "buero/buchungen.md", name="Buchungen", description="Wie Kurse und Verleih gebucht werden",
        body="Kursbuchungen und Bootsverleih laufen über Regiondo.\n",
    )  # fmt: skip
    memdir.topic(
        "buero/kasse.md", name="Kasse", description="Bargeld im Büro",
        body="Die Kasse zählt Klaus jeden Abend.\n",
    )  # fmt: skip
    reconcile()
    assert believe(viewer_client, "Über welches System laufen die Kursbuchungen?") == [
        "buero/buchungen.md"
    ]
    assert believe(viewer_client, "Kursbuchungen") == ["buero/buchungen.md"]


def test_a_spanish_infinitive_finds_the_verb_as_a_note_conjugates_it(
    viewer_client, memdir, settings
):
    """ "prestar" (to lend) began no word of "no se les presta nada": the question found
    nothing while the note said the answer. An infinitive's ending goes like an inflection."""
    settings.MEMORYUI_TODAY = TODAY
    memdir.topic(
        "prestamos/externos.md", name="Usuarios externos", description="Quién se lleva libros",
        body="A los usuarios externos no se les presta nada: consultan en sala.\n",
    )  # fmt: skip
    memdir.topic(
        "salas/horario.md", name="Horario de salas", description="Cuándo abren las salas",
        body="Las salas abren de 8:00 a 21:00.\n",
    )  # fmt: skip
    reconcile()
    assert believe(viewer_client, "¿Se le puede prestar un libro a alguien de fuera?") == [
        "prestamos/externos.md"
    ]


@pytest.mark.parametrize(("word", "forms"), [("prestar", {"prest"}), ("cellar", {"cellar"})])
def test_an_infinitive_ending_goes_only_where_five_letters_stay(word, forms):
    """ "cellar" without "ar" would be "cell", and find "cells" and "cello": it stays whole."""
    from memoryui.memdir.terms import question_terms

    [term] = question_terms(word)
    assert {token for form in term.forms for token in form.tokens} == forms


def test_german_typed_without_umlauts_finds_the_note_written_with_them(
    viewer_client, memdir, settings
):
    """ "fruehschicht" is how "Frühschicht" is typed on a keyboard without umlauts; the note's
    word folds to "fruhschicht", which the question never met. "muessen" is as common as
    "müssen", not a rare word the memdir lacks."""
    settings.MEMORYUI_TODAY = TODAY
    memdir.topic(
        "regeln/besetzung.md", name="Besetzung", description="Wie viele Leute pro Schicht",
        body="Frühschicht: vier Leute auf dem Rad, Spätschicht drei.\n",
    )  # fmt: skip
    memdir.topic(
        "regeln/winter.md", name="Winter", description="Wenn es glatt ist",
        body="Bei Glatteis fährt niemand vor zehn Uhr los.\n",
    )  # fmt: skip
    reconcile()
    question = "wie viele leute muessen morgens in der fruehschicht fahren"
    assert believe(viewer_client, question) == ["regeln/besetzung.md"]


@pytest.mark.parametrize(
    ("word", "umlauted"),
    [("queue", False), ("blue", False), ("does", False), ("aendert", True), ("fruehschicht", True)],
)
def test_only_a_word_typed_for_an_umlaut_is_read_as_one(word, umlauted):
    from memoryui.memdir.terms import question_terms

    forms = {tok for term in question_terms(word) for f in term.forms for tok in f.tokens}
    folded = word.replace("ae", "a").replace("oe", "o").replace("ue", "u")
    assert (folded in forms) is umlauted


def test_a_spanish_verb_of_the_first_person_plural_finds_its_noun(viewer_client, memdir, settings):
    """ "bizcochamos" (we bisque-fire) is the verb of "bizcocho": its ending goes like an
    inflection, where five letters stay."""
    settings.MEMORYUI_TODAY = TODAY
    memdir.topic(
        "hornos/electrico.md", name="Horno eléctrico", description="Programas del horno",
        body="Bizcocho: programa 1, sube hasta 950 °C.\n",
    )  # fmt: skip
    memdir.topic(
        "normas/pileta.md", name="Pileta", description="La pileta de la cocina",
        body="No se lava barro en la pileta.\n",
    )  # fmt: skip
    reconcile()
    assert believe(viewer_client, "a cuantos grados bizcochamos") == ["hornos/electrico.md"]


def test_words_typed_alone_whose_rare_words_no_memory_holds_are_silence(
    viewer_client, memdir, settings
):
    """ "brb grabbing lunch" names the lunch-break rule by its everyday word only: its rare
    words, the ones that would say what it is about, are nowhere in the memdir."""
    settings.MEMORYUI_TODAY = TODAY
    memdir.topic(
        "safety/bucket-at-lunch.md", name="Bucket at lunch", description="Breaks in the bucket",
        body="Nobody stays up in the bucket while the groundie eats: breaks are staggered.\n",
    )  # fmt: skip
    memdir.topic(
        "ops/radio.md", name="Radio", description="Which talkgroup the crew is on",
        body="Crew talk is on PW TREE B.\n",
    )  # fmt: skip
    reconcile()
    assert believe(viewer_client, "brb grabbing lunch") == []
    html = page(viewer_client, "brb grabbing lunch")
    assert "memory says nothing about" in html and "grabbing" in html
    # Its own everyday words still name it, and a question may ask by them.
    assert believe(viewer_client, "bucket at lunch") == ["safety/bucket-at-lunch.md"]


@pytest.mark.parametrize(("word", "kind"), [("muessen", None), ("aendert", "everyday")])
def test_a_word_typed_without_its_umlaut_is_as_common_as_with_it(word, kind):
    """ "muessen" is "müssen", a function word, and "aendert" as everyday as "ändert": neither
    is a rare word the memdir lacks, which would make a question about anything silent."""
    from memoryui.memdir.terms import question_terms

    found = {t.word: t.kind for t in question_terms(word)}
    assert found.get(word) == kind


def test_a_question_word_written_as_one_is_no_word_to_look_up():
    from memoryui.memdir.terms import question_terms

    assert [t.word for t in question_terms("ab wieviel kilo")] == ["kilo"]
