"""How precise the lint is on labelled memdirs it was not written against (issue 14).

    .venv/bin/python tests/evaluate_lint.py [--half heldout|tuning|all] [--details]

Each memdir of ``tests/lint_eval/`` is written to a temporary folder and linted as memoryui
lints it (``memdir.lint.lint_scan``, the projection's reference answer). A finding is one a
careful operator agrees with when a label names its check and file (and its line, where the
label gives one). Precision is the share of findings that are; recall, the share of labels
found. The held-out half is reported first; ``--details`` lists the tuning half's errors only,
since reading the held-out half's would make it one more tuning set.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from memoryui.memdir import lint, profiles  # noqa: E402
from memoryui.memdir.scan import scan  # noqa: E402
from tests.lint_eval.dataset import HALVES, Expect, LintMemdir, load  # noqa: E402


@dataclass
class Scored:
    memdir: str
    findings: list[lint.Finding] = field(default_factory=list)
    agreed: list[lint.Finding] = field(default_factory=list)
    wrong: list[lint.Finding] = field(default_factory=list)
    missed: list[Expect] = field(default_factory=list)
    labels: int = 0


def _agrees(finding: lint.Finding, label: Expect) -> bool:
    return (
        finding.check == label.check
        and finding.path == label.path
        and (label.line is None or label.line == finding.line)
    )


def run(memdir: LintMemdir) -> list[lint.Finding]:
    with tempfile.TemporaryDirectory(prefix=f"lint-eval-{memdir.name}-") as folder:
        root = Path(folder)
        for rel, text in memdir.files.items():
            path = root / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        profile = profiles.build(memdir.profile)
        return lint.lint_scan(scan(str(root), profile), dict(memdir.files))


def score(memdir: LintMemdir) -> Scored:
    found = run(memdir)
    scored = Scored(memdir.name, found, labels=len(memdir.expect))
    for finding in found:
        (scored.agreed if any(_agrees(finding, e) for e in memdir.expect) else scored.wrong).append(
            finding
        )
    scored.missed = [e for e in memdir.expect if not any(_agrees(f, e) for f in found)]
    return scored


@dataclass
class Half:
    name: str
    scored: list[Scored]

    @property
    def findings(self) -> int:
        return sum(len(s.findings) for s in self.scored)

    @property
    def agreed(self) -> int:
        return sum(len(s.agreed) for s in self.scored)

    @property
    def labels(self) -> int:
        return sum(s.labels for s in self.scored)

    @property
    def found_labels(self) -> int:
        return sum(s.labels - len(s.missed) for s in self.scored)

    @property
    def precision(self) -> float:
        return self.agreed / self.findings if self.findings else 1.0

    @property
    def recall(self) -> float:
        return self.found_labels / self.labels if self.labels else 1.0


def evaluate(half: str) -> Half:
    return Half(half, [score(m) for m in load(half)])


def report(result: Half, *, details: bool) -> list[str]:
    lines = [
        f"{result.name}: precision {result.precision:.3f} ({result.agreed}/{result.findings} "
        f"findings an operator agrees with), recall {result.recall:.3f} "
        f"({result.found_labels}/{result.labels} labels found), {len(result.scored)} memdirs"
    ]
    for scored in result.scored:
        lines.append(
            f"  {scored.memdir}: {len(scored.agreed)}/{len(scored.findings)} agreed, "
            f"{len(scored.missed)} of {scored.labels} labels missed"
        )
        if details:
            lines += [
                f"    not agreed: {f.check} {f.path}:{f.line} {f.message}" for f in scored.wrong
            ]
            lines += [f"    missed: {e.check} {e.path}:{e.line}" for e in scored.missed]
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--half", choices=(*HALVES, "all"), default="all")
    parser.add_argument("--details", action="store_true", help="the tuning half's errors")
    parser.add_argument(
        "--i-am-not-tuning", action="store_true", help="also the held-out half's (auditing)"
    )
    args = parser.parse_args(argv)
    # Held-out first: it is the figure that says whether the tuning generalised.
    halves = ("heldout", "tuning") if args.half == "all" else (args.half,)
    for half in halves:
        show = args.details and (half == "tuning" or args.i_am_not_tuning)
        print("\n".join(report(evaluate(half), details=show)))
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    sys.exit(main())
