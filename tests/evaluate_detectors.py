"""How well memoryui's detectors, claim checks and search do on memdirs nobody tuned them on.

    .venv/bin/python tests/evaluate_detectors.py [--half heldout11|heldout8|...|heldout|tuning|
        all] [--details]

Halves of labelled memdirs live in ``tests/eval/`` (see ``tests/eval/dataset.py``): a
detector may be tuned on ``tuning`` only; ``heldout`` says whether that tuning generalises.
``heldout2`` ("held-out (fresh)") was written later, before the second round of contradiction
tuning, because the first held-out half had been looked at during the first; it holds pairs
only, so only the pair figures are printed for it. ``heldout5`` to ``heldout8`` and
``heldout11`` were written by writers who never read a detector nor saw one of its figures,
each at the start of a round of tuning, after the one before had been measured once; the
newest ("held-out (newest)") comes first. They hold pairs and questions. (``heldout3``,
``heldout4``, ``heldout9`` and ``heldout10``, written the same way, now belong to the tuning
half.) A further, ``legacy`` set (``tests/labelled_memdir``) is the one the detectors were
first tuned on: it is reported last, for comparison only.

``--details`` lists every error (false positives and misses, with evidence) for the tuning and
legacy sets. For the held-out halves it prints figures only: reading its failures while tuning
would make it one more tuning set. ``--details --i-am-not-tuning`` lifts that, for whoever
audits the labels rather than tunes a detector.

The product is called only through the adapters right below; when an API changes, change
them, never the labels. ``evaluate(half)`` returns every figure as plain data. The script
reports and does not judge: it always exits 0.
"""

from __future__ import annotations

import argparse
import datetime as dt
import functools
import os
import posixpath
import re
import shutil
import sys
import tempfile
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from memoryui.memdir import claims as claims_module  # noqa: E402
from memoryui.memdir import links as memdir_links  # noqa: E402
from memoryui.memdir import verify  # noqa: E402
from memoryui.memdir.detect import Note, detect_all  # noqa: E402
from memoryui.memdir.scan import scan  # noqa: E402
from tests.eval.build import build  # noqa: E402
from tests.eval.dataset import (  # noqa: E402
    CONTRADICTION_FORMS,
    DECOY_FORMS,
    DUPLICATE_FORMS,
    EIGHTH,
    EVAL_HALVES,
    FIFTH,
    FRESH,
    LANGUAGES,
    NEWEST,
    PROJECT_CLAIM_KINDS,
    SEVENTH,
    SIXTH,
    UNSEEN_WRITERS,
    LabelledMemdir,
    load_half,
)

# "today" for ages and staleness in search: fixed, so figures do not drift with the calendar.
TODAY = dt.date(2026, 3, 1)
TOP = 3
# Halves whose errors stay unlisted: reading them while tuning would spoil them.
HELD_OUT = ("heldout", FRESH, *UNSEEN_WRITERS)
# Halves that label no claims: their claim figures would be empty noise.
NO_CLAIMS = (FRESH, *UNSEEN_WRITERS)
TITLES = {
    FRESH: "held-out (fresh)",
    FIFTH: "held-out (fifth)",
    SIXTH: "held-out (sixth)",
    SEVENTH: "held-out (seventh)",
    EIGHTH: "held-out (eighth)",
    NEWEST: "held-out (newest)",
}


# --- adapters: the only place that knows the product's API ----------------------------------


@dataclass(frozen=True)
class Found:
    """A pair the product would queue."""

    kind: str  # contradiction | duplicate | near-duplicate
    paths: tuple[str, str]
    confidence: float
    evidence: str


@dataclass(frozen=True)
class FoundClaim:
    """A claim the product read in a memory. ``memdir-link`` claims are checked in the memdir."""

    kind: str
    argument: str
    sentence: str
    native: Any = None  # the product's own object, handed back to check_claims


def detect_pairs(notes: list[Note]) -> list[Found]:
    """The pairs the product queues, and (kind ``unsettled``) those ``curate --export`` hands
    to an offline model because the deterministic pass could neither queue nor clear them."""
    detection = detect_all(notes)
    found = [Found("unsettled", u.paths, u.similarity, "") for u in detection.unsettled]
    for c in detection.candidates:
        evidence = c.evidence.get("reason", "")
        if "a" in c.evidence and "b" in c.evidence:
            evidence += f" | a: {c.evidence['a']!s:.120} | b: {c.evidence['b']!s:.120}"
        found.append(Found(c.kind, tuple(sorted(c.paths)), c.confidence, evidence))
    return found


@dataclass(frozen=True)
class LinkCheck:
    """A memdir link as the memory page reports it: resolved in the memdir, or dead."""

    link: memdir_links.Link
    resolved: str | None

    @property
    def outcome(self) -> str:
        return "verified" if self.resolved else "failed"


@functools.cache
def _link_targets(memdir_root: Path) -> memdir_links.Targets:
    """Every memory of the memdir with its frontmatter name, as the memory page resolves."""
    names = {path: topic.name for path, topic in scan(str(memdir_root)).topics.items()}
    return memdir_links.Targets(memory_paths(memdir_root), names)


def extract_claims(memdir_root: Path, memory_path: str, text: str) -> list[FoundClaim]:
    """The product is handed every memory path, as ``curate``/``verify`` hand it the table;
    links to other memories are reported apart, as the memory page's ``links``."""
    siblings = frozenset(memory_paths(memdir_root))
    found = [
        FoundClaim(c.kind, c.argument, c.sentence, c)
        for c in claims_module.extract(text, siblings, memory_path=memory_path)
    ]
    targets = _link_targets(memdir_root)
    for link in memdir_links.links(text, memory_path):
        check = LinkCheck(link, targets.resolve(link))
        found.append(FoundClaim("memdir-link", link.target, f"line {link.line}", check))
    return found


def check_claims(roots: list[Path], claims: list[FoundClaim]) -> list[str | None]:
    """One outcome per claim; None where the product has no check for that kind.

    Several roots are passed the way an operator sets them (``os.pathsep`` in
    ``MEMORYUI_PROJECT_ROOT``); no root at all is an unset variable.
    """
    root = os.pathsep.join(str(r) for r in roots) or None
    checker = verify.Checker(root)
    return [
        checker.check(c.native).outcome if c.kind in PROJECT_CLAIM_KINDS else None for c in claims
    ]


def ask(memdir_root: Path, question: str) -> list[str]:
    """The ranked memory paths the belief page would show, or [] for silence."""
    from django.conf import settings

    from memoryui import projection
    from memoryui.models import Memory

    if settings.MEMORYUI_MEMDIR != str(memdir_root):
        settings.MEMORYUI_MEMDIR = str(memdir_root)
        projection.reconcile(rebuild=True)
    return [hit.memory.path for hit in Memory.objects.believe(question, TODAY)]


# --- plumbing ------------------------------------------------------------------------------

_DJANGO: dict[str, bool] = {"ready": False}


def _django(scratch: Path) -> None:
    """Django on a throwaway SQLite file, never the checkout's var/ nor a configured server."""
    if _DJANGO["ready"]:
        return
    var = scratch / "var"
    empty = scratch / "empty-memdir"
    var.mkdir(parents=True, exist_ok=True)
    empty.mkdir(parents=True, exist_ok=True)
    os.environ["MEMORYUI_VAR_DIR"] = str(var)
    os.environ["MEMORYUI_MEMDIR"] = str(empty)
    os.environ["MEMORYUI_DB"] = str(var / "eval.sqlite3")
    os.environ.pop("DATABASE_URL", None)
    os.environ["DJANGO_SETTINGS_MODULE"] = "tests.settings"
    import django
    from django.core.management import call_command

    django.setup()
    call_command("migrate", verbosity=0, interactive=False)
    _DJANGO["ready"] = True


def memory_paths(memdir_root: Path) -> list[str]:
    return sorted(
        p.relative_to(memdir_root).as_posix()
        for p in memdir_root.rglob("*.md")
        if p.name != "MEMORY.md" and not any(part.startswith(".") for part in p.parts)
    )


def load_notes(memdir: Path) -> tuple[list[Note], list[str]]:
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
                # As the projection hands them to curate: a note is recalled by its aliases.
                aliases=tuple(str(a) for a in topic.aliases or ()),
            )
        )
    return notes, problems


def _ratio(numerator: int, denominator: int) -> float | None:
    return round(numerator / denominator, 3) if denominator else None


def _percent(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.0%}"


def _norm(kind: str, argument: str) -> str:
    argument = argument.strip().strip("`")
    if kind in ("path", "memdir-link"):
        argument = argument.removeprefix("./").strip("/")
    elif kind == "pr-merged":
        argument = re.sub(r"\D", "", argument)
    elif kind == "url":
        argument = argument.rstrip(".,;:!?'\")")
    return argument


def _link_forms(memory_path: str, argument: str) -> set[str]:
    """A memdir link as written and as resolved from the linking memory's folder."""
    written = _norm("memdir-link", argument.split("#")[0])
    resolved = posixpath.normpath(posixpath.join(posixpath.dirname(memory_path), written))
    return {written, resolved, f"{written}.md", f"{resolved}.md"}


# --- the figures ---------------------------------------------------------------------------

PairKey = tuple[str, str, str]  # memdir name, path, path


def _pairs(memdirs: list[LabelledMemdir], built: dict[str, Path]) -> dict[str, Any]:
    items: list[dict[str, Any]] = []
    labelled: dict[PairKey, Any] = {}
    complete: set[str] = set()
    reported: dict[str, dict[PairKey, Found]] = defaultdict(dict)
    problems: list[str] = []
    for memdir in memdirs:
        if memdir.complete_labels:
            complete.add(memdir.name)
        for label in memdir.pairs:
            labelled[(memdir.name, *sorted(label.paths))] = label
        notes, bad = load_notes(built[memdir.name])
        problems += [f"{memdir.name}/{p}" for p in bad]
        for found in detect_pairs(notes):
            key = (memdir.name, *found.paths)
            best = reported[found.kind].get(key)
            if best is None or found.confidence > best.confidence:
                reported[found.kind][key] = found

    def counts_against(key: PairKey) -> bool:
        # An unlabelled pair is a false positive only where every lookalike pair is labelled.
        return key in labelled or key[0] in complete

    def of_kind(*kinds: str) -> set[PairKey]:
        return {k for k, label in labelled.items() if label.kind in kinds}

    def reported_as(*kinds: str) -> dict[PairKey, Found]:
        merged: dict[PairKey, Found] = {}
        for kind in kinds:
            merged.update(reported[kind])
        return merged

    def score(name: str, truth: set[PairKey], found: dict[PairKey, Found], forms) -> dict:
        tp = truth & found.keys()
        fp = {k for k in found.keys() - truth if counts_against(k)}
        per_form = {}
        for form in forms:
            with_form = {k for k in truth if labelled[k].form == form}
            if with_form:
                per_form[form] = {
                    "labelled": len(with_form),
                    "found": len(with_form & tp),
                    "recall": _ratio(len(with_form & tp), len(with_form)),
                }
        for key in sorted(fp):
            label = labelled.get(key)
            items.append(
                {
                    "what": f"{name} FP",
                    "memdir": key[0],
                    "paths": key[1:],
                    "labelled": f"{label.kind}/{label.form}" if label else "unlabelled",
                    "evidence": f"conf {found[key].confidence}: {found[key].evidence}",
                }
            )
        for key in sorted(truth - found.keys()):
            other = [kind for kind, got in reported.items() if key in got]
            items.append(
                {
                    "what": f"{name} FN",
                    "memdir": key[0],
                    "paths": key[1:],
                    "labelled": f"{labelled[key].kind}/{labelled[key].form}",
                    "evidence": labelled[key].why
                    + (f" [reported as {', '.join(other)}]" if other else ""),
                }
            )
        return {
            "labelled": len(truth),
            "found": len(found),
            "counted_found": len(tp) + len(fp),
            "tp": len(tp),
            "fp": len(fp),
            "precision": _ratio(len(tp), len(tp) + len(fp)),
            "recall": _ratio(len(tp), len(truth)),
            "per_form": per_form,
        }

    contradictions = score(
        "contradiction", of_kind("contradiction"), reported_as("contradiction"), CONTRADICTION_FORMS
    )
    contradictions["found_as_duplicate"] = len(
        of_kind("contradiction") & reported_as("duplicate", "near-duplicate").keys()
    )
    # What an operator who runs the offline model round trip puts in front of a model: the
    # labelled contradictions queued as anything, or exported as unsettled.
    offered = (
        of_kind("contradiction")
        & reported_as("contradiction", "duplicate", "near-duplicate", "unsettled").keys()
    )
    contradictions["offered"] = len(offered)
    contradictions["unsettled"] = len(reported["unsettled"])
    duplicates = score(
        "duplicate",
        of_kind("duplicate", "near-duplicate"),
        reported_as("duplicate", "near-duplicate"),
        DUPLICATE_FORMS,
    )
    strict = {}
    for kind in ("duplicate", "near-duplicate"):
        truth, found = of_kind(kind), reported_as(kind)
        tp = truth & found.keys()
        fp = {k for k in found.keys() - truth if counts_against(k)}
        strict[kind] = {
            "labelled": len(truth),
            "found": len(found),
            "tp": len(tp),
            "precision": _ratio(len(tp), len(tp) + len(fp)),
            "recall": _ratio(len(tp), len(truth)),
        }
    duplicates["strict"] = strict
    queued = reported_as("contradiction", "duplicate", "near-duplicate")
    decoys = of_kind("decoy")
    wrongly = sorted(decoys & queued.keys())
    by_form = Counter(labelled[k].form for k in wrongly)
    return {
        "problems": problems,
        "contradictions": contradictions,
        "duplicates": duplicates,
        "decoys": {
            "labelled": len(decoys),
            "labelled_by_form": dict(Counter(labelled[k].form for k in decoys)),
            "queued": len(wrongly),
            "queued_by_form": {f: by_form[f] for f in DECOY_FORMS if by_form[f]},
        },
        "items": items,
    }


def _claims(memdirs: list[LabelledMemdir], built: dict[str, Path], roots) -> dict[str, Any]:
    items: list[dict[str, Any]] = []
    per_kind = {k: Counter() for k in PROJECT_CLAIM_KINDS}
    negatives = Counter()
    negatives_by_form: Counter[str] = Counter()
    links = Counter()
    outcomes = Counter()
    confusion: Counter[tuple[str, str]] = Counter()
    by_form: dict[str, Counter] = defaultdict(Counter)
    for memdir in memdirs:
        # A memdir written without claim labels (those moved in from a held-out half that
        # labels pairs and questions only) says nothing about claims either way.
        if not memdir.claims and not memdir.projects:
            continue
        root = built[memdir.name]
        bodies = {note.path: note.body for note in load_notes(root)[0]}
        labels_of = defaultdict(list)
        for label in memdir.claims:
            labels_of[label.path].append(label)
        for path in memdir.topic_paths:
            labels = labels_of.get(path, [])
            extracted = extract_claims(root, path, bodies.get(path, ""))
            project = [c for c in extracted if c.kind in PROJECT_CLAIM_KINDS]
            results = check_claims(roots[memdir.name], project)
            real = {
                (lb.kind, _norm(lb.kind, lb.argument)): lb
                for lb in labels
                if lb.kind in PROJECT_CLAIM_KINDS and lb.expected != "not-a-claim"
            }
            fake = {
                (lb.kind, _norm(lb.kind, lb.argument)): lb
                for lb in labels
                if lb.expected == "not-a-claim"
            }
            link_labels = [lb for lb in labels if lb.kind == "memdir-link"]
            link_of: dict[str, Any] = {}
            for lb in link_labels:
                for form in _link_forms(path, lb.argument):
                    link_of[form] = lb
            for kind, _argument in real:
                per_kind[kind]["labelled"] += 1
            negatives["labelled"] += len(fake)
            links["labelled"] += len(link_labels)
            right: set[int] = set()
            taken: set[int] = set()
            for claim, outcome in zip(project, results, strict=True):
                key = (claim.kind, _norm(claim.kind, claim.argument))
                per_kind[claim.kind]["extracted"] += 1
                outcomes[outcome] += 1
                label = real.get(key)
                if label is not None:
                    per_kind[claim.kind]["matched"] += 1
                    confusion[(label.expected, outcome)] += 1
                    if outcome == label.expected:
                        right.add(id(label))
                    if outcome == "failed" and label.expected == "failed":
                        outcomes["failed_correct"] += 1
                    if outcome != label.expected:
                        items.append(_claim_item(memdir, path, claim, outcome, label))
                    continue
                if key in fake:
                    negatives["extracted"] += 1
                    negatives_by_form[fake[key].form] += 1
                    items.append(_claim_item(memdir, path, claim, outcome, fake[key]))
                    continue
                link = link_of.get(_norm("memdir-link", claim.argument))
                if link is not None and claim.kind == "path":
                    links["taken_as_project"] += 1
                    taken.add(id(link))
                    if outcome == "failed":
                        links["project_failed"] += 1
                    items.append(_claim_item(memdir, path, claim, outcome, link))
                    continue
                per_kind[claim.kind]["unlabelled"] += 1
                items.append(_claim_item(memdir, path, claim, outcome, None))
            for claim in extracted:
                if claim.kind != "memdir-link":
                    continue
                link = link_of.get(_norm("memdir-link", claim.argument))
                links["reported"] += 1
                if link is not None and id(link) not in taken:
                    links["reported_labelled"] += 1
                    # No product check for memdir links yet: right needs an outcome.
                    outcome = getattr(claim.native, "outcome", None)
                    if outcome == link.expected:
                        right.add(id(link))
            for lb in labels:
                by_form[lb.form]["labelled"] += 1
                if lb.expected == "not-a-claim":
                    ok = (lb.kind, _norm(lb.kind, lb.argument)) not in {
                        (c.kind, _norm(c.kind, c.argument)) for c in extracted
                    }
                else:
                    ok = id(lb) in right
                by_form[lb.form]["right"] += int(ok)
                if lb.expected != "not-a-claim" and not ok and lb.kind in PROJECT_CLAIM_KINDS:
                    if (lb.kind, _norm(lb.kind, lb.argument)) not in {
                        (c.kind, _norm(c.kind, c.argument)) for c in project
                    }:
                        items.append(
                            {
                                "what": "claim missed",
                                "memdir": memdir.name,
                                "paths": (path,),
                                "labelled": f"{lb.kind} {lb.argument!r} {lb.expected}/{lb.form}",
                                "evidence": lb.why,
                            }
                        )
                if lb.kind == "memdir-link" and not ok and id(lb) not in taken:
                    items.append(
                        {
                            "what": "memdir link not checked",
                            "memdir": memdir.name,
                            "paths": (path,),
                            "labelled": f"memdir-link {lb.argument!r} {lb.expected}/{lb.form}",
                            "evidence": lb.why,
                        }
                    )
    kinds = {}
    for kind, c in per_kind.items():
        kinds[kind] = {
            "labelled": c["labelled"],
            "extracted": c["extracted"],
            "matched": c["matched"],
            "unlabelled": c["unlabelled"],
            "precision": _ratio(c["matched"], c["extracted"]),
            "recall": _ratio(c["matched"], c["labelled"]),
        }
    matched = sum(c["matched"] for c in per_kind.values())
    agree = sum(n for (expected, got), n in confusion.items() if expected == got)
    return {
        "kinds": kinds,
        "not_a_claim": {
            "labelled": negatives["labelled"],
            "extracted": negatives["extracted"],
            "extracted_by_form": dict(negatives_by_form),
        },
        "outcomes": {
            "verified": outcomes["verified"],
            "failed": outcomes["failed"],
            "unknown": outcomes["unknown"],
            "failed_correct": outcomes["failed_correct"],
            "failed_precision": _ratio(outcomes["failed_correct"], outcomes["failed"]),
            "matched_outcome_accuracy": _ratio(agree, matched),
            "confusion": {f"{e}->{g}": n for (e, g), n in sorted(confusion.items())},
        },
        "memdir_links": {
            "labelled": links["labelled"],
            "taken_as_project_claims": links["taken_as_project"],
            "of_those_failed": links["project_failed"],
            "reported_as_links": links["reported"],
            "right": sum(
                by_form[f]["right"] for f in ("memdir-link-ok", "memdir-link-dead") if f in by_form
            ),
        },
        "by_form": {
            form: {"labelled": c["labelled"], "right": c["right"]}
            for form, c in sorted(by_form.items())
        },
        "items": items,
    }


def _claim_item(memdir, path, claim: FoundClaim, outcome, label) -> dict[str, Any]:
    if label is None:
        labelled = "unlabelled"
    else:
        labelled = f"{label.kind} {label.argument!r} {label.expected}/{label.form}"
    return {
        "what": "claim " + ("extracted, unlabelled" if label is None else "wrong"),
        "memdir": memdir.name,
        "paths": (path,),
        "labelled": labelled,
        "evidence": f"extracted {claim.kind} {claim.argument!r} -> {outcome} in: "
        f"{claim.sentence[:160]}",
    }


def _search(memdirs: list[LabelledMemdir], built: dict[str, Path]) -> dict[str, Any]:
    items: list[dict[str, Any]] = []
    tallies: dict[str, dict[str, Counter]] = {
        kind: defaultdict(Counter) for kind in ("question", "conversational", "small-talk")
    }
    for memdir in memdirs:
        for q in memdir.questions:
            got = ask(built[memdir.name], q.text)
            tally = tallies[q.kind][q.language]
            tally["n"] += 1
            top = got[:TOP]
            if q.silent:
                ok = not got
                tally["silent"] += int(ok)
            else:
                ok = bool(set(top) & set(q.expect))
                tally["hits"] += int(ok)
                tally["answered"] += int(bool(got))
            if not ok:
                items.append(
                    {
                        "what": f"search {q.kind}",
                        "memdir": memdir.name,
                        "paths": tuple(q.expect),
                        "labelled": f"[{q.language}] {q.text}",
                        "evidence": f"top {TOP}: {top or 'nothing'}"
                        + (f" of {len(got)}" if got else ""),
                    }
                )

    def rates(kind: str, field: str) -> dict[str, Any]:
        per = {}
        for language in (*LANGUAGES, *sorted(set(tallies[kind]) - set(LANGUAGES))):
            c = tallies[kind].get(language)
            if c:
                per[language] = {"n": c["n"], field: c[field], "rate": _ratio(c[field], c["n"])}
        total = sum(c["n"] for c in tallies[kind].values())
        good = sum(c[field] for c in tallies[kind].values())
        return {"per_language": per, "n": total, field: good, "rate": _ratio(good, total)}

    return {
        "questions_top3": rates("question", "hits"),
        "small_talk_silence": rates("small-talk", "silent"),
        "conversational_answered": rates("conversational", "answered"),
        "conversational_top3": rates("conversational", "hits"),
        "items": items,
    }


def evaluate(
    half: str, *, scratch: Path | None = None, i_am_not_tuning: bool = False
) -> dict[str, Any]:
    """Every figure for one half (``tuning``, ``heldout``) or ``legacy``, as plain data.

    ``items`` lists each error with its evidence. For the held-out half it is left empty (only
    ``items_hidden`` counts them) unless ``i_am_not_tuning``: a tuner reading those errors
    would turn the held-out half into one more tuning set.
    """
    if half == "legacy":
        return evaluate_legacy()
    memdirs = load_half(half)
    owned = scratch is None
    scratch = scratch or Path(tempfile.mkdtemp(prefix=f"memoryui-eval-{half}-"))
    try:
        built, roots = {}, {}
        for memdir in memdirs:
            done = build(memdir, scratch / half / memdir.name)
            built[memdir.name] = done.memdir
            roots[memdir.name] = list(done.project_roots)
        _django(scratch)
        pairs = _pairs(memdirs, built)
        # The fresh halves label no claims, and heldout2 no questions: those figures would be
        # empty noise.
        claims = {"items": []} if half in NO_CLAIMS else _claims(memdirs, built, roots)
        search = {"items": []} if half == FRESH else _search(memdirs, built)
    finally:
        if owned:
            shutil.rmtree(scratch, ignore_errors=True)
    items = pairs["items"] + claims["items"] + search["items"]
    return {
        "half": half,
        "memdirs": [
            {
                "name": m.name,
                "language": m.language,
                "domain": m.domain,
                "notes": len(m.topic_paths),
            }
            for m in memdirs
        ],
        "notes": sum(len(m.topic_paths) for m in memdirs),
        "problems": pairs.pop("problems"),
        "contradictions": pairs["contradictions"],
        "duplicates": pairs["duplicates"],
        "decoys": pairs["decoys"],
        "claims": {k: v for k, v in claims.items() if k != "items"},
        "search": {k: v for k, v in search.items() if k != "items"},
        "items": items if half not in HELD_OUT or i_am_not_tuning else [],
        "items_hidden": 0 if half not in HELD_OUT or i_am_not_tuning else len(items),
    }


def _claim_lines(cl: dict[str, Any]) -> list[str]:
    lines = ["claims, extraction per kind:"]
    for kind, k in cl["kinds"].items():
        lines.append(
            f"  {kind:9} labelled {k['labelled']:3}, extracted {k['extracted']:3}, "
            f"matched {k['matched']:3} (unlabelled {k['unlabelled']}), "
            f"precision {_percent(k['precision'])}, recall {_percent(k['recall'])}"
        )
    n = cl["not_a_claim"]
    lines.append(
        f"  not-a-claim labels extracted anyway: {n['extracted']} of {n['labelled']}"
        + (
            " (" + ", ".join(f"{k} {v}" for k, v in sorted(n["extracted_by_form"].items())) + ")"
            if n["extracted_by_form"]
            else ""
        )
    )
    o = cl["outcomes"]
    lines += [
        f"  outcomes: verified {o['verified']}, failed {o['failed']}, unknown {o['unknown']}",
        f"  FAILED PRECISION: {o['failed_correct']} of {o['failed']} failed marks are labelled "
        f"failed = {_percent(o['failed_precision'])}",
        f"  outcome right on matched claims: {_percent(o['matched_outcome_accuracy'])} "
        f"({', '.join(f'{k} {v}' for k, v in o['confusion'].items())})",
    ]
    ml = cl["memdir_links"]
    lines.append(
        f"  memdir links: labelled {ml['labelled']}, taken as project claims "
        f"{ml['taken_as_project_claims']} (of those failed {ml['of_those_failed']}), reported "
        f"as memdir links {ml['reported_as_links']}, checked right {ml['right']}"
    )
    lines.append(
        "  right per form: "
        + ", ".join(f"{form} {v['right']}/{v['labelled']}" for form, v in cl["by_form"].items())
    )
    return lines


def report(figures: dict[str, Any], details: bool) -> str:
    f = figures
    title = TITLES.get(f["half"], f["half"])
    lines = [
        f"=== {title} half: {len(f['memdirs'])} memdirs, {f['notes']} notes ===",
        "  " + "; ".join(f"{m['name']} ({m['language']}, {m['notes']})" for m in f["memdirs"]),
    ]
    lines += [f"  PROBLEM FILE: {p}" for p in f["problems"]]
    c = f["contradictions"]
    lines += [
        f"contradictions: labelled {c['labelled']}, found {c['found']}, TP {c['tp']}, "
        f"FP {c['fp']}, precision {_percent(c['precision'])}, recall {_percent(c['recall'])}"
        f" (labelled ones queued as duplicates instead: {c['found_as_duplicate']})",
        f"  queued or exported for a model (curate --export): {c['offered']} of "
        f"{c['labelled']} = {_percent(_ratio(c['offered'], c['labelled']))}; pairs exported: "
        f"{c['unsettled']}",
        "  recall per form: "
        + ", ".join(f"{form} {v['found']}/{v['labelled']}" for form, v in c["per_form"].items()),
    ]
    d = f["duplicates"]
    lines += [
        f"duplicates (duplicate + near-duplicate): labelled {d['labelled']}, found {d['found']}, "
        f"TP {d['tp']}, FP {d['fp']}, precision {_percent(d['precision'])}, "
        f"recall {_percent(d['recall'])}",
        "  strict: "
        + "; ".join(
            f"{kind} labelled {s['labelled']}, found {s['found']}, TP {s['tp']}, "
            f"precision {_percent(s['precision'])}, recall {_percent(s['recall'])}"
            for kind, s in d["strict"].items()
        ),
        "  recall per form: "
        + ", ".join(f"{form} {v['found']}/{v['labelled']}" for form, v in d["per_form"].items()),
    ]
    dc = f["decoys"]
    lines.append(
        f"decoys wrongly queued: {dc['queued']} of {dc['labelled']}"
        + (
            " (" + ", ".join(f"{k} {n}" for k, n in dc["queued_by_form"].items()) + ")"
            if dc["queued_by_form"]
            else ""
        )
    )
    if f["half"] == FRESH:
        return "\n".join(lines)
    if f["half"] not in NO_CLAIMS:
        lines += _claim_lines(f["claims"])
    s = f["search"]

    def per_language(block: dict[str, Any], field: str) -> str:
        return ", ".join(f"{lang} {v[field]}/{v['n']}" for lang, v in block["per_language"].items())

    q, st = s["questions_top3"], s["small_talk_silence"]
    ca, ct = s["conversational_answered"], s["conversational_top3"]
    lines += [
        f"search: questions with an expected memory in the top {TOP}: {q['hits']}/{q['n']} = "
        f"{_percent(q['rate'])} ({per_language(q, 'hits')})",
        f"  small talk silent: {st['silent']}/{st['n']} = {_percent(st['rate'])} "
        f"({per_language(st, 'silent')})",
        f"  topical conversational prompts answered: {ca['answered']}/{ca['n']} = "
        f"{_percent(ca['rate'])}, with an expected memory in the top {TOP}: "
        f"{ct['hits']}/{ct['n']} ({per_language(ct, 'hits')})",
    ]
    if details:
        lines.append(f"--- every error of the {f['half']} half ---")
        for item in f["items"]:
            lines.append(
                f"  {item['what']}: {item['memdir']}: {' <-> '.join(item['paths'])} "
                f"[{item['labelled']}]"
            )
            lines.append(f"      {item['evidence']}")
    return "\n".join(lines)


# --- legacy: tests/labelled_memdir, the set the detectors were first tuned on ---------------

LEGACY_MEMDIR = Path(__file__).with_name("labelled_memdir")
LEGACY_LABELS = Path(__file__).with_name("labelled_memdir.json")
LEGACY_KINDS = ("duplicate", "near-duplicate", "contradiction")


def evaluate_legacy(memdir: Path = LEGACY_MEMDIR, labels: Path = LEGACY_LABELS) -> dict[str, Any]:
    """The legacy figures, in the shape ``tests/test_detector_quality.py`` reads."""
    import json

    notes, problems = load_notes(memdir)
    data = json.loads(labels.read_text(encoding="utf-8"))
    positives = {tuple(sorted(i["paths"])): i for i in data["positives"]}
    negatives = {tuple(sorted(i["paths"])): i for i in data["negatives"]}
    known = {n.path for n in notes}
    errors = [
        f"labelled path not in the memdir: {p}"
        for pair in [*positives, *negatives]
        for p in pair
        if p not in known
    ]
    # What is queued: an exported pair is no alarm.
    found = [f for f in detect_pairs(notes) if f.kind != "unsettled"]
    by_kind: dict[str, dict[tuple[str, str], Found]] = {k: {} for k in LEGACY_KINDS}
    for item in found:
        by_kind.setdefault(item.kind, {})[item.paths] = item
    detected = {item.paths: item for item in sorted(found, key=lambda i: i.confidence)}
    kinds, items = {}, []
    for kind in LEGACY_KINDS:
        labelled = {p for p, i in positives.items() if i["kind"] == kind}
        reported = by_kind[kind]
        tp = labelled & reported.keys()
        fp = [p for p in reported if p not in positives]
        wrong = [p for p in reported if p in positives and positives[p]["kind"] != kind]
        fn = sorted(labelled - reported.keys())
        items += [
            {
                "what": f"{kind} FP",
                "memdir": "legacy",
                "paths": p,
                "labelled": "negative" if p in negatives else "unlabelled",
                "evidence": f"conf {reported[p].confidence}: {reported[p].evidence}",
            }
            for p in sorted(fp)
        ]
        items += [
            {
                "what": f"{kind} FN",
                "memdir": "legacy",
                "paths": p,
                "labelled": kind,
                "evidence": positives[p]["why"],
            }
            for p in fn
        ]
        kinds[kind] = {
            "labelled": len(labelled),
            "detected": len(reported),
            "true_positives": [list(p) for p in sorted(tp)],
            "false_positives": [list(p) for p in sorted(fp)],
            "wrong_kind": [list(p) for p in sorted(wrong)],
            "false_negatives": [list(p) for p in fn],
            "precision": _ratio(len(tp), len(reported)),
            "recall": _ratio(len(tp), len(labelled)),
        }
    tp_total = sum(len(k["true_positives"]) for k in kinds.values())
    flagged = [
        {"paths": list(p), "detected_as": detected[p].kind, "why_not": i["why"]}
        for p, i in sorted(negatives.items())
        if p in detected
    ]
    return {
        "half": "legacy",
        "notes": len(notes),
        "problems": problems,
        "label_errors": errors,
        "kinds": kinds,
        "overall": {
            "labelled": len(positives),
            "detected": len(found),
            "true_positives": tp_total,
            "false_positives": sum(len(k["false_positives"]) for k in kinds.values()),
            "right_pair_wrong_kind": sum(len(k["wrong_kind"]) for k in kinds.values()),
            "precision": _ratio(tp_total, len(found)),
            "recall": _ratio(tp_total, len(positives)),
        },
        "negatives": {"labelled": len(negatives), "flagged": flagged},
        "items": items,
    }


def report_legacy(figures: dict[str, Any], details: bool) -> str:
    lines = [f"=== legacy set: {figures['notes']} notes in tests/labelled_memdir ==="]
    lines += [f"  LABEL ERROR: {e}" for e in figures["label_errors"]]
    for kind, k in figures["kinds"].items():
        lines.append(
            f"{kind}: labelled {k['labelled']}, detected {k['detected']}, "
            f"TP {len(k['true_positives'])}, precision {_percent(k['precision'])}, "
            f"recall {_percent(k['recall'])}"
        )
    o = figures["overall"]
    lines.append(
        f"overall: precision {_percent(o['precision'])}, recall {_percent(o['recall'])}, "
        f"false positives {o['false_positives']}, right pair wrong kind "
        f"{o['right_pair_wrong_kind']}; negatives flagged "
        f"{len(figures['negatives']['flagged'])} of {figures['negatives']['labelled']}"
    )
    if details:
        lines.append("--- every error of the legacy set ---")
        for item in figures["items"]:
            lines.append(f"  {item['what']}: {' <-> '.join(item['paths'])} [{item['labelled']}]")
            lines.append(f"      {item['evidence']}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--half", choices=(*EVAL_HALVES, "all"), default="all")
    parser.add_argument("--details", action="store_true", help="list every error")
    parser.add_argument(
        "--i-am-not-tuning",
        action="store_true",
        help="with --details, list the held-out half's errors too (auditing labels only)",
    )
    args = parser.parse_args(argv)
    halves = list(EVAL_HALVES) if args.half == "all" else [args.half]
    scratch = Path(tempfile.mkdtemp(prefix="memoryui-eval-"))
    try:
        for half in halves:
            figures = evaluate(half, scratch=scratch, i_am_not_tuning=args.i_am_not_tuning)
            show = args.details and (half not in HELD_OUT or args.i_am_not_tuning)
            print(report(figures, show))
            if args.details and not show:
                print("  (held-out errors are not listed: they must stay unseen while tuning)")
            print()
        if args.half == "all":
            print(report_legacy(evaluate_legacy(), args.details))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
