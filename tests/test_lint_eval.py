"""The labelled lint data is sound, and the lint meets the queue's precision goal on it.

The figure itself is printed by ``tests/evaluate_lint.py`` (held-out first); this test keeps
the goal from slipping: at least 95 % of findings are ones a careful operator agrees with.
"""

from __future__ import annotations

import pytest
import yaml

from memoryui.memdir import lint
from tests.evaluate_lint import evaluate
from tests.lint_eval.dataset import HALVES, load


@pytest.mark.parametrize("half", HALVES)
def test_every_label_names_a_file_and_a_check_of_the_lint(half):
    for memdir in load(half):
        for label in memdir.expect:
            assert label.path in memdir.files, (memdir.name, label)
            assert label.check in lint.BY_ID, (memdir.name, label)


@pytest.mark.parametrize("half", HALVES)
def test_every_frontmatter_in_the_data_reads_as_yaml(half):
    # A broken one is a problem file, which the lint leaves to the problems list.
    for memdir in load(half):
        for path, text in memdir.files.items():
            if text.startswith("---\n"):
                assert isinstance(yaml.safe_load(text.split("---\n")[1]), dict), (memdir.name, path)


def test_the_halves_share_no_memdir():
    names = [{m.name for m in load(half)} for half in HALVES]
    assert not names[0] & names[1]


@pytest.mark.parametrize("half", HALVES)
def test_the_lint_meets_the_precision_goal(half):
    assert evaluate(half).precision >= 0.95
