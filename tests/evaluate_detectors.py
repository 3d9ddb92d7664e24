"""Precision and recall of the duplicate and contradiction detectors on a labelled memdir.

    .venv/bin/python tests/evaluate_detectors.py

Reads ``tests/labelled_memdir/`` with ``memoryui.memdir.scan.scan``, runs
``memoryui.memdir.detect.detect`` over every topic file that has no problem, and compares what
it found with the ground truth in ``tests/labelled_memdir.json``. A detected pair is a true
positive only when the same unordered pair is labelled with the same kind; a labelled pair found
under another kind (a byte-identical pair reported as a near-duplicate, say) is counted apart as
"right pair, wrong kind", and counts against both the precision of the kind it was reported as
and the recall of the kind it was labelled with. Pairs that appear in neither list are
unlabelled: reporting one is a false positive.

Not collected by pytest: it is a script. ``evaluate()`` returns the figures as a dict so that a
test can assert on them; the script always exits 0, because it reports and does not judge.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from memoryui.memdir.detect import Note, detect  # noqa: E402
from memoryui.memdir.scan import scan  # noqa: E402

MEMDIR = Path(__file__).with_name("labelled_memdir")
LABELS = Path(__file__).with_name("labelled_memdir.json")
KINDS = ("duplicate", "near-duplicate", "contradiction")

Pair = tuple[str, str]


def _pair(paths: list[str] | tuple[str, ...]) -> Pair:
    first, second = sorted(paths)
    return (first, second)


def load_notes(memdir: Path = MEMDIR) -> tuple[list[Note], list[str]]:
    """The memdir's readable topics as detector notes, and the paths that could not be read."""
    found = scan(str(memdir))
    notes, problems = [], []
    for path, topic in sorted(found.topics.items()):
        if topic.problem is not None:
            problems.append(f"{path}: {topic.problem.words}")
            continue
        notes.append(
            Note(
                path=path,
                type=topic.type,
                status=topic.status,
                superseded_by=topic.superseded_by,
                name=topic.name,
                description=topic.description,
                body=topic.body,
            )
        )
    return notes, problems


def load_labels(labels: Path = LABELS) -> tuple[dict[Pair, dict], dict[Pair, dict]]:
    data = json.loads(labels.read_text(encoding="utf-8"))
    positives = {_pair(item["paths"]): item for item in data["positives"]}
    negatives = {_pair(item["paths"]): item for item in data["negatives"]}
    return positives, negatives


def _label_errors(
    positives: dict[Pair, dict], negatives: dict[Pair, dict], known: set[str]
) -> list[str]:
    """Labels that cannot be right: a mistyped path would silently count as a miss."""
    errors = []
    for pair, item in [*positives.items(), *negatives.items()]:
        errors += [f"labelled path not in the memdir: {p}" for p in pair if p not in known]
        if "kind" in item and item["kind"] not in KINDS:
            errors.append(f"unknown kind {item['kind']!r} for {pair}")
    errors += [f"pair is both positive and negative: {p}" for p in positives.keys() & negatives]
    return errors


def _ratio(numerator: int, denominator: int) -> float | None:
    return round(numerator / denominator, 3) if denominator else None


def evaluate(memdir: Path = MEMDIR, labels: Path = LABELS) -> dict[str, Any]:
    """Every figure the report prints, as plain data."""
    notes, problems = load_notes(memdir)
    positives, negatives = load_labels(labels)
    errors = _label_errors(positives, negatives, {n.path for n in notes})
    candidates = detect(notes)
    by_kind: dict[str, dict[Pair, Any]] = {kind: {} for kind in KINDS}
    for candidate in candidates:
        by_kind.setdefault(candidate.kind, {})[_pair(candidate.paths)] = candidate
    # One pair could in principle come back under two kinds; for the figures that are not per
    # kind, the most confident one stands for it, as the review queue would show it first.
    detected: dict[Pair, Any] = {}
    for candidate in sorted(candidates, key=lambda c: c.confidence):
        detected[_pair(candidate.paths)] = candidate

    kinds: dict[str, dict[str, Any]] = {}
    for kind in KINDS:
        labelled = {pair for pair, item in positives.items() if item["kind"] == kind}
        reported = by_kind[kind]
        true_positives = sorted(labelled & reported.keys())
        wrong_kind = [
            {
                "paths": list(pair),
                "detected_as": kind,
                "labelled_as": positives[pair]["kind"],
                "confidence": c.confidence,
                "reason": c.evidence.get("reason", ""),
            }
            for pair, c in sorted(reported.items())
            if pair in positives and positives[pair]["kind"] != kind
        ]
        false_positives = [
            {
                "paths": list(pair),
                "confidence": c.confidence,
                "reason": c.evidence.get("reason", ""),
                "shared": c.evidence.get("shared", []),
                "labelled_negative": pair in negatives,
            }
            for pair, c in sorted(reported.items())
            if pair not in positives
        ]
        false_negatives = [
            {
                "paths": list(pair),
                "why": positives[pair]["why"],
                "detected_as": [k for k, found in by_kind.items() if pair in found] or None,
            }
            for pair in sorted(labelled - reported.keys())
        ]
        kinds[kind] = {
            "labelled": len(labelled),
            "detected": len(reported),
            "true_positives": [list(p) for p in true_positives],
            "false_positives": false_positives,
            "wrong_kind": wrong_kind,
            "false_negatives": false_negatives,
            "precision": _ratio(len(true_positives), len(reported)),
            "recall": _ratio(len(true_positives), len(labelled)),
        }

    tp = sum(len(k["true_positives"]) for k in kinds.values())
    found_pairs = detected.keys() & positives.keys()
    flagged_negatives = [
        {
            "paths": list(pair),
            "detected_as": detected[pair].kind,
            "confidence": detected[pair].confidence,
            "reason": detected[pair].evidence.get("reason", ""),
            "why_not": item["why"],
        }
        for pair, item in sorted(negatives.items())
        if pair in detected
    ]
    return {
        "memdir": str(memdir),
        "notes": len(notes),
        "problems": problems,
        "label_errors": errors,
        "kinds": kinds,
        "overall": {
            "labelled": len(positives),
            "detected": len(candidates),
            "true_positives": tp,
            "right_pair_wrong_kind": sum(len(k["wrong_kind"]) for k in kinds.values()),
            "false_positives": sum(len(k["false_positives"]) for k in kinds.values()),
            "precision": _ratio(tp, len(candidates)),
            "recall": _ratio(tp, len(positives)),
            "pair_recall_any_kind": _ratio(len(found_pairs), len(positives)),
        },
        "negatives": {"labelled": len(negatives), "flagged": flagged_negatives},
    }


def _percent(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.0%}"


def report(figures: dict[str, Any]) -> str:
    lines = [f"{figures['notes']} notes in {figures['memdir']}"]
    lines += [f"  problem file: {p}" for p in figures["problems"]]
    lines += [f"  LABEL ERROR: {e}" for e in figures["label_errors"]]
    for kind, k in figures["kinds"].items():
        lines += [
            "",
            f"== {kind}: labelled {k['labelled']}, detected {k['detected']}, "
            f"true positives {len(k['true_positives'])}, "
            f"precision {_percent(k['precision'])}, recall {_percent(k['recall'])}",
        ]
        lines += [f"  TP  {a}  <->  {b}" for a, b in k["true_positives"]]
        for fp in k["false_positives"]:
            tag = " [labelled negative]" if fp["labelled_negative"] else ""
            lines.append(f"  FP  {fp['paths'][0]}  <->  {fp['paths'][1]}{tag}")
            lines.append(f"        conf {fp['confidence']}: {fp['reason']}")
            if fp["shared"]:
                lines.append(f"        shared: {', '.join(fp['shared'])}")
        for wk in k["wrong_kind"]:
            lines.append(
                f"  KIND {wk['paths'][0]}  <->  {wk['paths'][1]}: right pair, wrong kind "
                f"(labelled {wk['labelled_as']}; conf {wk['confidence']}: {wk['reason']})"
            )
        for fn in k["false_negatives"]:
            seen = f" (reported as {', '.join(fn['detected_as'])})" if fn["detected_as"] else ""
            lines.append(f"  FN  {fn['paths'][0]}  <->  {fn['paths'][1]}{seen}")
    o = figures["overall"]
    lines += [
        "",
        f"== overall: labelled {o['labelled']}, detected {o['detected']}, "
        f"true positives {o['true_positives']}, right pair wrong kind "
        f"{o['right_pair_wrong_kind']}, false positives {o['false_positives']}",
        f"   precision {_percent(o['precision'])}, recall {_percent(o['recall'])} "
        f"(pairs found under any kind: {_percent(o['pair_recall_any_kind'])})",
    ]
    n = figures["negatives"]
    lines.append(f"== negatives flagged: {len(n['flagged'])} of {n['labelled']}")
    for neg in n["flagged"]:
        lines.append(
            f"  NEG {neg['paths'][0]}  <->  {neg['paths'][1]} as {neg['detected_as']} "
            f"(conf {neg['confidence']}: {neg['reason']})"
        )
        lines.append(f"        labelled not-a-pair because: {neg['why_not']}")
    return "\n".join(lines)


def main() -> int:
    print(report(evaluate()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
