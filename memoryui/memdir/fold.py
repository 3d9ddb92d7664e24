"""Merge: fold one memory into another as one journaled event (issue 14).

The winner gets the combined body the operator edited; the loser is superseded, never
deleted (its status, ``superseded_by`` and description say so, as a review supersession
does); every MEMORY.md pointer to the loser is repointed to the winner (or dropped where the
winner has its own), and every ``[[wikilink]]`` and relative link to the loser, in any memory,
is repointed to the winner. ``plan_merge`` only plans: the page shows the change list, and
nothing is written before the operator confirms. Undo puts every file back byte for byte.
"""

from __future__ import annotations

import posixpath
from collections.abc import Iterable

from . import edit as edits
from .errors import WriteRefused
from .index import analyse_index, nfc
from .journal import sha256
from .links import Targets, rewrite
from .plans import INDEX, Plan, read_checked, refuse_special
from .safewrite import Change, Memdir


def wikilink_name(targets: Targets, path: str) -> str:
    """How a repointed wikilink names ``path``: its file name where no other memory answers
    to it, else its path from the memdir's root (which nothing else can claim)."""
    stem = posixpath.basename(path).removesuffix(".md")
    if targets.by_key.get(nfc(stem).casefold(), []) == [path]:
        return stem
    return path.removesuffix(".md")


def combined_body(md: Memdir, winner: str, loser: str, targets: Targets) -> str:
    """The body the merge form opens with: the winner's, then the loser's, whose relative
    links are rewritten to reach the same memories from the winner's folder (a dead one is
    left as written)."""
    winner_body = edits.topic_fields(md.read(winner))["body"]
    loser_body = edits.topic_fields(md.read(loser))["body"]
    # A wikilink means the same from any folder; a relative link must be written anew.
    moved = rewrite(
        loser_body,
        loser,
        lambda link: targets.resolve(link) if link.style == "markdown" else None,
        written_from=winner,
    )
    return winner_body.rstrip("\n") + "\n\n" + moved.lstrip("\n")


def _repointed(text: str, path: str, loser: str, winner: str, targets: Targets) -> str:
    return rewrite(
        text,
        path,
        lambda link: winner if targets.resolve(link) == loser else None,
        lambda p: wikilink_name(targets, p),
    )


def _index_change(md: Memdir, loser: str, winner: str) -> list[Change]:
    """Pointers to the loser follow the winner; where the winner has a pointer already, the
    loser's lines go (two bullets to one file would be a lint finding of their own)."""
    raw, digest = md.read_index()
    if digest is None:
        return []
    analysis = analyse_index(raw, {nfc(loser), nfc(winner)})
    has_winner = any(p.target_path == nfc(winner) for p in analysis.pointers)
    new = edits.without_pointers(raw, loser) if has_winner else edits.retarget(raw, loser, winner)
    return [Change(INDEX, digest, new)] if new != raw else []


def plan_merge(
    md: Memdir,
    loser: str,
    winner: str,
    body: str,
    bases: tuple[str, str],
    linking: Iterable[str],
    targets: Targets,
) -> Plan:
    """Fold ``loser`` into ``winner``: what the merge writes, as one event (nothing yet).

    ``bases`` are the hashes of the loser and the winner the operator started from;
    ``linking`` the memories whose links reach the loser.
    """
    if loser == winner:
        raise WriteRefused("Choose another memory to merge this one into.")
    for path in (loser, winner):
        refuse_special(md, path, "merged")
    loser_raw = read_checked(md, loser, bases[0])
    winner_raw = read_checked(md, winner, bases[1])
    if not (edits.has_frontmatter(loser_raw) and edits.has_frontmatter(winner_raw)):
        raise WriteRefused(
            "Both memories need frontmatter: the loser is marked superseded in it, and memoryui "
            "never adds frontmatter to a file."
        )
    new_body = _repointed(edits.with_newlines(body, "\n"), winner, loser, winner, targets)
    changes = [Change(winner, bases[1], edits.set_body(winner_raw, new_body, winner))]
    description = edits.topic_fields(loser_raw)["description"]
    prefix = f"Superseded by {winner}: "
    fields = {
        "status": "superseded",
        "superseded_by": winner,
        "description": description if description.startswith(prefix) else prefix + description,
    }
    changes.append(Change(loser, bases[0], edits.set_fields(loser_raw, fields, loser)))
    changes += _index_change(md, loser, winner)
    repointed = []
    for path in sorted(set(linking) - {loser, winner, INDEX}):
        raw = md.read(path)
        if not edits.has_frontmatter(raw):
            text, bom = edits.decode(raw, path)
            new = edits.encode(_repointed(text, path, loser, winner, targets), bom=bom)
        else:
            fields_now = edits.topic_fields(raw)
            new = edits.set_body(
                raw, _repointed(fields_now["body"], path, loser, winner, targets), path
            )
        if new != raw:
            changes.append(Change(path, sha256(raw), new))
            repointed.append(path)
    said = f"Merged {loser} into {winner}; {loser} is marked superseded."
    if repointed:
        said += f" Repointed the links of {len(repointed)} other memories."
    detail = {"winner": winner, "loser": loser, "repointed": repointed}
    return Plan("merge", changes, said, detail)
