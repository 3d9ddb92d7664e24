"""Detector quality on the legacy labelled memdir (tests/labelled_memdir).

A queue of false alarms teaches operators to ignore it.
"""

from __future__ import annotations

from tests.evaluate_detectors import evaluate_legacy as evaluate


def test_the_detectors_raise_no_false_alarm_on_the_labelled_memdir():
    figures = evaluate()
    assert figures["overall"]["false_positives"] == 0, figures["overall"]
    assert figures["negatives"]["flagged"] == []


def test_the_detectors_find_most_labelled_pairs():
    figures = evaluate()
    assert figures["overall"]["recall"] >= 0.8, figures["overall"]
