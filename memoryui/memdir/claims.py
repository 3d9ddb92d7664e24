"""Claims a memory makes that can be checked against the project (DESIGN §8).

Extraction is deterministic and conservative: silence beats noise, because a claim that is
not one can only end as a false "failed" written into a memory the agent reads. A path said
to be removed, renamed or deleted is not a claim that it exists; a PR said to be open, closed
or awaited is a mood; another repository's ``owner/repo#N`` or a tracker's ``ABC-123`` is not
this project's PR; a link to another memory is a memdir link (``links.py``), not a path.

Each sentence is read clause by clause: "PR #415 is open, but PR #412 was merged" claims
#412 only, and "props live on branch `x`, where the old meshes were deleted" still claims
``x``. The words are English, German, Spanish, Chinese and Korean, the languages of the
memdirs memoryui is measured on.

Every pattern here runs on untrusted text of up to ``MAX_CHECKED_CHARS``: each is linear
(possessive runs, and matches that start only at a token boundary).
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from itertools import pairwise

from . import links

KINDS = ("path", "branch", "pr-merged", "url")

CODE_SPAN_RE = re.compile(r"`([^`\n]++)`")
URL_RE = re.compile(r"\bhttps?://[^\s<>()\[\]`\"']+", re.IGNORECASE)
# Segments are possessive (``++``) and a match starts only at a token boundary: a 100 KB
# dotted token used to cost a quadratic scan here, on every page view of its memory.
PLAIN_PATH_RE = re.compile(
    r"(?<![\w/.:@-])((?:[\w.-]++/)+[\w-][\w.-]*\.[A-Za-z][A-Za-z0-9]{0,7})(?![\w/])"
)
PATH_SHAPE_RE = re.compile(r"^(?:[\w.-]++/)*[\w-][\w.-]*(?:\.[A-Za-z][A-Za-z0-9]{0,7}|/)$")
# Nothing longer is a path or a branch anyone would write in a note.
MAX_TOKEN = 300

# --- bare file names ---------------------------------------------------------------------------
# A bare name in a code span is a path claim when it is plainly a file: a build file of the
# "Makefile" family, a project document, a dotfile, or a name with a file extension that code
# and configuration use. "billing.Invoice" or "invoice.paid" are identifiers, not files.
BUILD_FILE_RE = re.compile(r"(?:[A-Z][a-z]*file|GNUmakefile)")
ROOT_DOCUMENTS = frozenset(
    "LICENSE README CHANGELOG CODEOWNERS CONTRIBUTING AUTHORS COPYING".split()
)
DOTFILE_RE = re.compile(r"\.[A-Za-z0-9][\w.-]*+")
WELL_KNOWN_DOTFILES = frozenset(
    ".env .github .gitlab .vscode .idea .devcontainer .circleci .husky .mailmap .gitattributes "
    ".gitmodules .editorconfig .flake8".split()
)
BARE_FILE_RE = re.compile(r"[\w-]++(?:\.[\w-]++)*?\.(?P<ext>[A-Za-z0-9]{1,12})")
FILE_EXTENSIONS = frozenset(
    """py pyi pyx ipynb js mjs cjs jsx ts tsx vue svelte json jsonc json5 yaml yml toml ini
    cfg conf env md mdx rst txt adoc csv tsv xml html htm css scss sass less sql sh bash zsh
    fish ps1 bat cmd go rs rb php java kt kts scala swift m mm c h cc cpp cxx hpp hh cs fs ex
    exs erl lua r jl dart clj cljs el elm hs ml nim zig sol tf tfvars hcl nix gradle
    properties lock mk cmake proto graphql gql gd gdshader tscn tres godot shader glsl hlsl
    wgsl ijm log plist xcconfig pbxproj gemspec podspec csproj sln dockerfile service timer
    pdf png jpg jpeg gif svg webp ico wav mp3 ogg mp4 zip tgz whl jar db sqlite sqlite3 pkl
    parquet onnx exe dll so dylib apk pck""".split()
)
INDEX_FILE = "MEMORY.md"

# --- sentences and clauses ---------------------------------------------------------------------
# A sentence ends at . ! or ? followed by space, at 。！？, or at a line end; "v1.2" and
# "a/b.py" do not end one.
CLAIM_SENTENCE_END_RE = re.compile(r"(?<=[.!?])\s++|(?<=[。！？])\s*+|\n++")
# Clause breaks are looked for only at these characters; brackets and code spans nest, so
# "PR #57 (lighting, the fog fix) was merged" stays one clause.
CLAUSE_MARK_RE = re.compile(r"[`()\[\]{},;，；]")
# Whitespace runs are matched from their start only, so a long run costs one pass.
CONJUNCTION_RE = re.compile(
    r"(?<!\s)\s++(?:but|while|whereas|aber|sondern|pero|mientras)\s++|但是|但|하지만|그러나",
    re.IGNORECASE,
)
# A clause that starts like this is about the clause before it ("`x.py`, which was deleted").
RELATIVE_RE = re.compile(
    r"\s*+(?:which|that|who|die|der|das|welche[rs]?|que|lo cual|la cual|el cual)\b", re.I
)
WORD_RE = re.compile(r"[^\W\d_]{2,}+")
FILLERS = frozenset(
    "and or also too both plus then the a an as well und oder auch sowie y o e también et "
    "pr prs mr mrs pull request requests".split()
)

# --- what a clause says ------------------------------------------------------------------------
GONE_RE = re.compile(
    r"\b(?:removed|deleted|renamed|moved|dropped|no longer|gone|retired|deprecated|replaced"
    r"|gelöscht|entfernt|umbenannt|verschoben|nicht mehr|eliminad[oa]s?|borrad[oa]s?"
    r"|renombrad[oa]s?|movid[oa]s?|quitad[oa]s?|ya no)\b"
    r"|删除|删掉|移除|去掉|重命名|改名|不再|삭제|제거|더 이상",
    re.IGNORECASE,
)
GENERATED_RE = re.compile(
    r"\b(?:(?:auto-?|re)?generated|build (?:output|artefacts?|artifacts?)|compiled output"
    r"|(?:created|written|made) (?:at runtime|on (?:first )?(?:run|start(?:up)?))"
    r"|not (?:version[- ]controlled|under version control|in git|committed|checked in|tracked)"
    r"|never (?:committed|checked in)|(?:never|don't|do not) commit|untracked"
    r"|git[- ]?ignored|ignored by git|git ignores"
    r"|generiert|erzeugt|automatisch erstellt|nicht (?:eingecheckt|versioniert|committet)"
    r"|generad[oa]s?|se genera|autogenerad[oa]s?|no versionad[oa]s?)\b"
    r"|自动生成|生成的|不提交|不入库|자동 생성|생성됨|생성된|커밋하지",
    re.IGNORECASE,
)
# "generated by `make_plates.py`": the path after "by" makes the file, it is not made.
MAKER_BEFORE_RE = re.compile(r"(?:\b(?:by|from|von|durch|por|mit|using)\s*+)$", re.IGNORECASE)

# A merge said to have happened, in the past or perfect tense only: "will merge" is a plan.
MERGE_RE = re.compile(
    r"\b(?:(?:squash[- ]?)?merged|landed|went in|got in|made it in(?:to)?"
    r"|gemerg(?:t|ed)|zusammengeführt|gelandet"
    r"|fusionad[oa]s?|mergead[oa]s?|integrad[oa]s?|(?:se )?(?:fusionó|mergeó|integró))\b"
    r"|(?:已经?|被)\s*+(?:合并|合入|合进|并入)|(?:合并|合入|合进|并入)(?:了|完成|完毕)"
    r"|(?:머지|병합|merge)\s*+(?:됨|되었|됐|했|하였|완료)",
    re.IGNORECASE,
)
# A merge hoped for, denied or conditional is not a claim that it happened.
MOOD_RE = re.compile(
    r"\b(?:not|never|no|\w+n't|cannot|yet to be|to be|before|until|till|once|when|whenever|if"
    r"|unless|as soon as|will|would|should|shall|must|may|might|could|need|needs|going to"
    r"|about to|ready to|planned|plan to|hope|hopefully|expect|expected to|supposed to"
    r"|nicht|nie|kein|bevor|sobald|wenn|falls|bis|soll|sollte|muss|wird|werden"
    r"|nunca|antes de|hasta que|cuando|una vez|si|en cuanto|debe|hay que|va a|será)\b"
    r"|还没|尚未|没有|未|没|不|如果|一旦|之前|需要|将|아직|않|못|전에|예정|해야",
    re.IGNORECASE,
)
# Conditions that a past tense turns into facts: "before #5 was merged" vs "before it is".
CONDITIONALS = frozenset(
    "when whenever once before until till wenn sobald bevor bis cuando".split()
)
PAST_AUXILIARIES = frozenset("was were got had wurde wurden war waren fue fueron".split())
# Words that describe a PR that is not merged, wherever they stand in the clause.
STATE_RE = re.compile(
    r"\b(?:unmerged|waiting|awaiting|pending|open|closed|draft|in review|under review"
    r"|offen|wartet|warten|ausstehend|geschlossen|Entwurf"
    r"|abiert[oa]|cerrad[oa]|pendiente|esperando|borrador)\b"
    r"|未合并|待合并|等待|审核中|关闭|草稿|열려|닫혔|닫힘|대기|기다리|리뷰 중|초안",
    re.IGNORECASE,
)
# "upstream" names another project: its PR numbers are not ours.
UPSTREAM_RE = re.compile(r"\bupstream\b|上游|업스트림", re.IGNORECASE)

# A PR written as "PR #12", "PR 12", "pull request #12", "MR !12", or a bare "#12". Never
# after a word character or "/": "owner/repo#12" and "repo#12" are another project's.
PR_RE = re.compile(
    r"(?<![\w/#&.-])(?:(?:pull[ -]requests?|merge[ -]requests?|PRs?|MRs?)\s*+[#!]?(?P<a>\d{1,7})"
    r"|#(?P<b>\d{1,7}))(?![\w-])",
    re.IGNORECASE,
)
# "PR #5 in owner/repo" names that repository's PR.
ELSEWHERE_RE = re.compile(
    r"\s*+(?:\(|\b(?:in|on|of|at|from|im|en|de)\s++)(?P<repo>[\w-]++/[\w.-]++)", re.IGNORECASE
)
# Words after which a bare "#12" is a pull request: connecting words and merge verbs. After
# any other word, "#12" is that word's number ("issue #12", "ticket #12", "card #12",
# "Bestellung #12"); in doubt it is not ours.
PR_CONTEXT_WORDS = frozenset(
    """pr prs mr mrs pull request requests in with via by as from and or see also plus then
    merged landed squash squashed mit über durch per via und oder als siehe sowie en con por
    vía y o e como ver desde""".split()
)
RANKING_AFTER_RE = re.compile(
    r"\s++(?:priority|priorities|goal|rule|reason|choice|pick|spot|place|rank|thing|fan)\b",
    re.IGNORECASE,
)
# Nouns of trackers in the languages without spaces between words: "이슈 #12", "工单#12".
TRACKER_NOUNS_RE = re.compile(r"(?:이슈|티켓|버그|카드|주문|问题|工单|缺陷|需求|任务|卡片|订单)$")

# --- branches ----------------------------------------------------------------------------------
# A ref ends in a word character: "release-2." ends a sentence, not the name. The one
# backtracking run is a single class, so a long name costs one pass.
REF = r"[A-Za-z0-9](?:[\w./-]*[\w])?"
BRANCH_NAME = r"(?P<q>`?)(?P<name>" + REF + r")(?P=q)"
BRANCH_RE = re.compile(
    # "branch `x`", "branch: x", "on branch x", "la rama x", "分支 x"
    r"(?:\b(?:branch(?:es)?|rama)\b|分支|브랜치)[ \t]*+:?[ \t]*+(?:(?:named|called)[ \t]++)?"
    + BRANCH_NAME
    # "the `x` branch", "`x` 分支"
    + r"|`(?P<before>"
    + REF
    + r")`[ \t]*+(?:(?:branch|rama)\b|分支|브랜치)"
    # "git checkout x", "git switch x"
    + r"|\bgit[ \t]++(?:checkout|switch)[ \t]++(?!-)(?P<git>"
    + REF
    + r")"
    # "merged into main", "merged to `release/1.2`"
    + r"|\bmerged[ \t]++(?:in)?to[ \t]++(?P<iq>`?)(?P<into>"
    + REF
    + r")(?P=iq)",
    re.IGNORECASE,
)
# Words that look like branches but are prose ("the main branch" is a claim; "this branch" is not).
NOT_BRANCHES = frozenset(
    "a an the this that it its our your their my new old same other each every which "
    "protection protections policy rules off out of from to for and or".split()
)
# Branches of code, not of git: "the `else` branch", "the `default` branch of the switch".
CODE_WORDS = frozenset(
    "if else elif then default case true false try catch except finally match switch when "
    "otherwise fallback error happy success failure return loop while for do yes no".split()
)
# "the Steam beta branch", "the if branch": a word before "branch" that makes it not git's.
NOT_GIT_QUALIFIERS = frozenset(
    "beta steam if else elif code conditional logic decision tree switch case match true "
    "false error happy sad fallback then otherwise".split()
)
IDENTIFIER_RE = re.compile(r"[a-z][a-z0-9]*+(?:_[a-z0-9]++)++|[a-z]++[A-Z]\w*+")
WELL_KNOWN_BRANCHES = frozenset({"main", "master", "develop", "trunk"})
# "on branch x", "from branch x": words that place work on a branch.
BRANCH_PLACES = frozenset("on from to in onto auf im vom en desde".split())
PREVIOUS_WORD_RE = re.compile(r"([^\W\d_][\w'-]*+)\W*+$")
EXTENSIONS_OF_PROSE = frozenset({"e.g", "i.e", "etc"})


# Past this, a memory is not read by the claims extractor or the detectors: it is listed as
# skipped instead, so one dump pasted into memory cannot make every run slow.
MAX_CHECKED_CHARS = 200_000


def too_large_to_check(body: str) -> str:
    """Why a memory's text is not checked, or "" when it is."""
    if len(body) > MAX_CHECKED_CHARS:
        return (
            f"its text is {len(body) // 1000:,} KB; memoryui checks claims, duplicates and "
            f"contradictions in memories up to {MAX_CHECKED_CHARS // 1000} KB"
        )
    return ""


@dataclass(frozen=True)
class Claim:
    """One checkable statement. ``said_generated``: the memory calls the path generated, build
    output or not version-controlled, so its absence proves nothing."""

    kind: str
    argument: str
    sentence: str
    said_generated: bool = False


# Used by the detectors too: kept as it was, so that their evidence sentences do not move.
SENTENCE_END_RE = re.compile(r"(?<=[.!?])\s+|\n+")


def sentences(text: str) -> list[str]:
    return [s.strip() for s in SENTENCE_END_RE.split(text) if s.strip()]


def _sentence_spans(text: str) -> Iterator[tuple[int, int]]:
    start = 0
    for match in CLAIM_SENTENCE_END_RE.finditer(text):
        if match.start() > start:
            yield start, match.start()
        start = max(start, match.end())
    if start < len(text):
        yield start, len(text)


def _is_placeholder(token: str) -> bool:
    """ "release/YYYY.MM" and "00xx_...py" describe a pattern, not a file or a branch."""
    return "..." in token or "…" in token or bool(re.search(r"YYYY|MM\b|\bxx|xx_|<|>", token))


# --- clauses -----------------------------------------------------------------------------------


@dataclass
class Clause:
    """A stretch of a sentence that says one thing, and what it says."""

    text: str
    bare: bool  # no words of its own: a list item of a neighbouring clause ("`b.py` and `c.py`")
    relative: bool  # "…, which was deleted": about the clause before it
    gone: bool = False
    generated: bool = False
    merged: bool = False
    upstream: bool = False  # about another project ("merged upstream"): its PRs are not ours


def _split_marks(sentence: str) -> list[str]:
    """The sentence cut at commas and semicolons outside brackets and code spans."""
    pieces, start, depth, code = [], 0, 0, False
    for match in CLAUSE_MARK_RE.finditer(sentence):
        mark = match.group(0)
        if mark == "`":
            code = not code
        elif code:
            continue
        elif mark in "([{":
            depth += 1
        elif mark in ")]}":
            depth = max(0, depth - 1)
        elif depth == 0:
            pieces.append(sentence[start : match.start()])
            start = match.end()
    pieces.append(sentence[start:])
    return pieces


def _bare(text: str) -> bool:
    rest = PR_RE.sub(" ", PLAIN_PATH_RE.sub(" ", CODE_SPAN_RE.sub(" ", text)))
    return not any(w.casefold() not in FILLERS for w in WORD_RE.findall(rest))


def clauses(sentence: str) -> list[Clause]:
    """The sentence's clauses, each with what it says: gone, generated, merged.

    A bare clause (only claims and "and") says what its sentence says about it; a relative
    clause ("which was deleted") says it about the clause before it.
    """
    found = []
    for piece in _split_marks(sentence):
        for part in CONJUNCTION_RE.split(piece):
            if part.strip():
                found.append(Clause(part, _bare(part), bool(RELATIVE_RE.match(part))))
    for clause in found:
        clause.gone = bool(GONE_RE.search(clause.text))
        clause.generated = bool(GENERATED_RE.search(clause.text))
        clause.merged = merged_in(clause.text)
        clause.upstream = bool(UPSTREAM_RE.search(clause.text))
    for before, after in pairwise(found):
        if after.relative:
            before.gone |= after.gone
            before.generated |= after.generated
    any_gone = any(c.gone for c in found)
    any_generated = any(c.generated for c in found)
    any_upstream = any(c.upstream for c in found)
    nearby = _merged_nearby(found)
    for n, clause in enumerate(found):
        if clause.bare:
            clause.gone |= any_gone
            clause.generated |= any_generated
            clause.upstream |= any_upstream
            clause.merged = nearby[n]
    return found


def _merged_nearby(found: list[Clause]) -> list[bool]:
    """For each clause, the word of the nearest other clause that says something about
    merging: a bare "PR #64" in "The icons, PR #64, were merged." takes the next one's.

    The nearest such clause after each one, else before, found in two passes: a list of
    60,000 bare clauses must not compare each with all the others.
    """
    said = [not c.bare and bool(MERGE_RE.search(c.text) or STATE_RE.search(c.text)) for c in found]
    after: list[bool | None] = [None] * len(found)
    following: bool | None = None
    for n in range(len(found) - 1, -1, -1):
        after[n] = following
        if said[n]:
            following = found[n].merged
    result = []
    preceding: bool | None = None
    for n, clause in enumerate(found):
        verdict = after[n] if after[n] is not None else preceding
        result.append(bool(verdict))
        if said[n]:
            preceding = clause.merged
    return result


def merged_in(clause: str) -> bool:
    """The clause says a merge happened: a merge verb with no mood word before it in the same
    stretch of text (no full stop between), and no word saying the PR is open or awaited.

    Decided from the positions of the words, in one pass: the earlier regular expression
    ``mood[^.]*merged`` rescanned the rest of the clause from every mood word, which made
    100 KB of "merged not not …" take half a minute.
    """
    if STATE_RE.search(clause):
        return False
    said = False
    for part in clause.split("."):
        merges = [m.start() for m in MERGE_RE.finditer(part)]
        if not merges:
            continue
        past = _previous_word(part, merges[-1]) in PAST_AUXILIARIES
        for mood in MOOD_RE.finditer(part):
            if mood.start() >= merges[-1]:
                break
            # "When PR #12 was merged, we deployed" happened; "when it is merged" has not.
            if not (past and mood.group(0).casefold() in CONDITIONALS):
                return False
        said = True
    return said


# --- extraction --------------------------------------------------------------------------------


def extract(
    text: str, memdir_paths: frozenset[str] = frozenset(), *, memory_path: str = ""
) -> list[Claim]:
    """Every checkable claim in ``text``, each once, in order of appearance.

    ``memdir_paths`` are the memdir's memories and ``memory_path`` the one ``text`` is from:
    a link or a pointer to another memory is not a claim about the project.
    """
    if too_large_to_check(text):
        return []
    found: dict[tuple[str, str], Claim] = {}
    # Link destinations are blanked to the same length, so sentences keep their offsets.
    readable = links.without_links(text)
    for start, end in _sentence_spans(readable):
        sentence = text[start:end].strip()
        for claim in _sentence_claims(readable[start:end], memdir_paths, memory_path):
            key = (claim.kind, claim.argument)
            earlier = found.get(key)
            if earlier is None:
                found[key] = replace(claim, sentence=sentence)
            elif claim.said_generated and not earlier.said_generated:
                # Said generated anywhere in the memory: its absence proves nothing anywhere.
                found[key] = replace(earlier, said_generated=True)
    return list(found.values())


def _sentence_claims(sentence: str, memdir_paths: frozenset[str], memory_path: str) -> list[Claim]:
    """The claims one sentence makes, in order (their ``sentence`` is filled in later)."""
    found = [Claim("url", url.rstrip(".,;:!?'\""), "") for url in URL_RE.findall(sentence)]
    without_urls = URL_RE.sub(lambda m: " " * len(m.group(0)), sentence)
    for clause in clauses(without_urls):
        if not clause.gone:
            found += [
                Claim("path", path, "", said_generated=generated)
                for path, generated in _paths(clause, memdir_paths, memory_path)
            ]
        found += [Claim("branch", name, "") for name in _branches(clause)]
        if clause.merged and not clause.upstream:
            found += [Claim("pr-merged", number, "") for number in _pull_requests(clause.text)]
    return found


# --- paths -------------------------------------------------------------------------------------


def _bare_file(token: str) -> bool:
    """A name with no folder that is plainly a file (or, ending in "/", a folder)."""
    name = token.removesuffix("/")
    if token.endswith("/"):
        return bool(re.fullmatch(r"\.?[\w][\w.-]*+", name)) and not name.startswith("..")
    if BUILD_FILE_RE.fullmatch(name) or name in ROOT_DOCUMENTS:
        return True
    if name.startswith("."):
        if not DOTFILE_RE.fullmatch(name) or name.startswith(".."):
            return False
        # ".md" and ".json" name a kind of file, not a file.
        shaped = any(c in name[1:] for c in "-_.") or name.endswith(("rc", "ignore"))
        return shaped or name in WELL_KNOWN_DOTFILES
    match = BARE_FILE_RE.fullmatch(name)
    return bool(match) and match["ext"].lower() in FILE_EXTENSIONS and name != INDEX_FILE


def looks_like_path(token: str) -> bool:
    if len(token) > MAX_TOKEN:
        return False
    token = token.removeprefix("./")
    if " " in token or "://" in token or token.startswith(("/", "~", "-", "$", "..")):
        return False
    if _is_placeholder(token):
        return False
    if "/" not in token.rstrip("/"):
        # A bare "models.py" is a claim only in a code span, and checked so that it can never
        # fail: it names no place, only a name somewhere.
        return _bare_file(token)
    if ".." in token.split("/") or not PATH_SHAPE_RE.match(token):
        return False
    # "2026/11" and "1.2.3" are dates and versions, not files.
    return not re.fullmatch(r"[\d./-]+", token) and token.lower() not in EXTENSIONS_OF_PROSE


def _is_memory(path: str, memdir_paths: frozenset[str], memory_path: str) -> bool:
    """A memory named from the memdir's root, from the memory's folder, or by a bare name."""
    if path == INDEX_FILE:
        return True
    if not path.lower().endswith(".md"):
        return False
    folder = posixpath.dirname(memory_path)
    relative = posixpath.normpath(posixpath.join(folder, path))
    if path in memdir_paths or relative in memdir_paths:
        return True
    return "/" not in path and any(p.rsplit("/", 1)[-1] == path for p in memdir_paths)


def _paths(
    clause: Clause, memdir_paths: frozenset[str], memory_path: str
) -> list[tuple[str, bool]]:
    """(path, said generated) for each path the clause names."""
    text = clause.text
    spans = [m for m in CODE_SPAN_RE.finditer(text) if looks_like_path(m.group(1))]
    candidates = [(m.group(1), m.start()) for m in spans]
    prose = CODE_SPAN_RE.sub(lambda m: " " * len(m.group(0)), text)
    candidates += [(m.group(1).rstrip("."), m.start()) for m in PLAIN_PATH_RE.finditer(prose)]
    found = []
    for candidate, at in sorted(candidates, key=lambda c: c[1]):
        path = candidate.removeprefix("./").rstrip("/")
        if not path or _is_memory(path, memdir_paths, memory_path):
            continue
        maker = bool(MAKER_BEFORE_RE.search(text[max(0, at - 12) : at]))
        found.append((path, clause.generated and not maker))
    return found


# --- branches ----------------------------------------------------------------------------------


def _previous_word(text: str, at: int) -> str:
    match = PREVIOUS_WORD_RE.search(text[max(0, at - 40) : at])
    return match.group(1).casefold() if match else ""


def _branch_of(match: re.Match[str], text: str, quoted: set[str]) -> str | None:
    """The branch a match names, or None when the context says code, a plan or prose."""
    if match["before"]:
        name = match["before"]
        # "the `is_on_floor` branch": an identifier's branch is an if, not a ref.
        if IDENTIFIER_RE.fullmatch(name):
            return None
    else:
        name = match["name"] or match["git"] or match["into"]
        if match["name"] and _previous_word(text, match.start()) in NOT_GIT_QUALIFIERS:
            return None
        backticked = bool(match["q"] or match["iq"]) or name in quoted
        if not (backticked or match["git"] or _unquoted_ref(match, text, name)):
            return None
    lowered = name.casefold()
    if lowered in NOT_BRANCHES or lowered in CODE_WORDS or name.isdigit() or _is_placeholder(name):
        return None
    return name


def _unquoted_ref(match: re.Match[str], text: str, name: str) -> bool:
    """Unquoted prose after "branch" is usually a word ("branch coverage", "branch v2 of the
    deck"). It is a ref with a folder ("hotfix/login"), as a well-known name, or placed like
    one with a ref's shape: "on branch release-2", "from branch rc1"."""
    if "/" in name or name in WELL_KNOWN_BRANCHES:
        return True
    if match["into"] or _previous_word(text, match.start()) not in BRANCH_PLACES:
        return False
    return any(c.isalpha() for c in name) and ("-" in name or any(c.isdigit() for c in name))


def _branches(clause: Clause) -> list[str]:
    """Branches the clause says exist. In a clause that says a thing was deleted or merged, a
    branch may well be gone: only the target of "merged into" is still claimed."""
    text = clause.text
    quoted = set(CODE_SPAN_RE.findall(text))
    settled = clause.gone or bool(MERGE_RE.search(text))
    found = []
    for match in BRANCH_RE.finditer(text):
        if settled and not (match["into"] and not clause.gone):
            continue
        name = _branch_of(match, text, quoted)
        if name:
            found.append(name)
    return found


# --- pull requests -----------------------------------------------------------------------------


def _spaced_script(word: str) -> bool:
    """Latin, Greek or Cyrillic: words stand between spaces, unlike Chinese or Korean."""
    return all(ord(c) < 0x2E80 for c in word)


def _ours(text: str, match: re.Match[str]) -> bool:
    """A PR number that names this project's pull request, judged by the words around it."""
    elsewhere = ELSEWHERE_RE.match(text, match.end())
    if elsewhere and not looks_like_path(elsewhere["repo"].rsplit("/", 1)[-1]):
        return False
    if match["a"]:
        return True
    before = text[max(0, match.start() - 40) : match.start()].rstrip()
    if not before or before[-1] in "([":
        # "#12" opening a clause, or in brackets.
        return True
    if RANKING_AFTER_RE.match(text, match.end()):
        # "our #1 priority", "#2 rule": a rank, not a number of anything.
        return False
    word = _previous_word(text, match.start())
    if not word:
        return True
    if _spaced_script(word):
        return word in PR_CONTEXT_WORDS
    # A word in a script without spaces ends with its particle; a tracker noun there names it.
    return not TRACKER_NOUNS_RE.search(word)


def _pull_requests(text: str) -> list[str]:
    return [m["a"] or m["b"] for m in PR_RE.finditer(text) if _ours(text, m)]
