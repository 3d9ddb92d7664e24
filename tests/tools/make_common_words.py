#!/usr/bin/env python3
"""Regenerates memoryui/memdir/data/words-*.txt: how common each everyday word is.

    .venv/bin/pip install 'wordfreq==3.1.1' 'stopwordsiso==0.7.1'   # in the test extra
    .venv/bin/python tests/tools/make_common_words.py

The belief query stays silent unless a question keeps a word that is uncommon in everyday
conversation (DESIGN §7, §12). Importing wordfreq takes longer than the recall hook's whole
budget, so its numbers are written here once, small, and read by ``memoryui.memdir.terms``.
Without this data every word would look rare, and "thanks, see you tomorrow" would find the
memory that says "tomorrow".

Produced with wordfreq 3.1.1 (its ``best`` lists) and stopwordsiso 0.7.1, at these floors
(Zipf: log10 of uses per billion words):

* ``words-latin.txt``: every word of en, de, es, fr and ru from LATIN_FLOOR up, which is
  ``terms.EVERYDAY_ZIPF`` (4.5): a word below it counts as rare, so it need not be listed;
* ``words-han.txt``: Chinese (zh) and Japanese (ja) words of Han characters and kana, from
  HAN_FLOOR (3.5) up: the query cuts a Chinese sentence into words by these frequencies, so it
  needs rarer words too (a word it does not know falls apart into its common characters);
* ``words-hangul.txt``: Korean (ko) morphemes from HANGUL_FLOOR (3.0) up, for the same
  reason. wordfreq's Korean tokenizer needs MeCab, which is not installed: the list is read
  directly (``get_frequency_dict``), as are the others.

Words are folded as the index folds them (``terms.fold``); a word common in several languages
keeps its highest frequency. Each data line is ``<Zipf x 10> word word …``; ``stop`` lines list
the stopwords of those languages (stopwordsiso), which count as everyday whatever their
frequency. Numbers are left out: the query treats them by length. What the numbers mean is
the query's business (``terms.FUNCTION_ZIPF``, ``terms.EVERYDAY_ZIPF``). The output is
deterministic: rerunning with the same package versions writes the same bytes, which
tests/test_multilingual_search.py checks.
"""

from __future__ import annotations

import math
import sys
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from memoryui.memdir import terms  # noqa: E402

LATIN_LANGUAGES = ("en", "de", "es", "fr", "ru")
HAN_LANGUAGES = ("zh", "ja")
HANGUL_LANGUAGES = ("ko",)
LATIN_FLOOR = terms.EVERYDAY_ZIPF
HAN_FLOOR = 3.5
HANGUL_FLOOR = 3.0


def _script(word: str) -> str | None:
    """Which file a folded word belongs in, or None when it is not one plain word."""
    if terms.WORD_RE.fullmatch(word) is None or any(c.isdigit() for c in word):
        return None
    if terms.is_script(word, "han"):
        return "han"
    if terms.is_script(word, "hangul"):
        return "hangul"
    if terms.has_pairs(word):
        return None
    return "latin"


def frequencies() -> dict[str, dict[str, float]]:
    import wordfreq

    found: dict[str, dict[str, float]] = defaultdict(dict)
    sources = (
        [(lang, "latin", LATIN_FLOOR) for lang in LATIN_LANGUAGES]
        + [(lang, "han", HAN_FLOOR) for lang in HAN_LANGUAGES]
        + [(lang, "hangul", HANGUL_FLOOR) for lang in HANGUL_LANGUAGES]
    )
    for lang, script, floor in sources:
        for word, frequency in wordfreq.get_frequency_dict(lang, wordlist="best").items():
            zipf = math.log10(frequency) + 9
            if zipf < floor:
                continue
            folded = terms.fold(word)
            if _script(folded) != script:
                continue
            found[script][folded] = max(found[script].get(folded, 0.0), zipf)
    return found


def stopwords() -> dict[str, set[str]]:
    import stopwordsiso

    found: dict[str, set[str]] = defaultdict(set)
    for lang in (*LATIN_LANGUAGES, *HAN_LANGUAGES, *HANGUL_LANGUAGES):
        for word in stopwordsiso.stopwords(lang):
            folded = terms.fold(word)
            script = _script(folded)
            if script is not None:
                found[script].add(folded)
    return found


def write(script: str, zipf: dict[str, float], stop: set[str], where: Path) -> Path:
    buckets: dict[int, list[str]] = defaultdict(list)
    for word, value in zipf.items():
        buckets[int(value * 10)].append(word)
    lines = [
        f"# Made by tests/tools/make_common_words.py ({script}); do not edit by hand.",
        *(f"{bucket} {' '.join(sorted(buckets[bucket]))}" for bucket in sorted(buckets)),
        f"stop {' '.join(sorted(stop))}",
    ]
    out = where / f"words-{script}.txt"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return out


def main(where: Path = Path(terms.DATA)) -> None:
    zipf, stop = frequencies(), stopwords()
    for script in ("latin", "han", "hangul"):
        out = write(script, zipf[script], stop[script], where)
        print(f"{out}: {len(zipf[script])} words, {out.stat().st_size} bytes")


if __name__ == "__main__":
    main()
