"""Where an operator's memdirs are (DESIGN §10): the folders and patterns they list, and the
places Claude Code (and Hermes) keep memory, found by themselves.

Everything here only reads. A pattern that matches nothing, a settings file that cannot be
read, or a setting Claude Code would ignore is a ``Note`` for the fleet page, never an
exception: one bad entry must not keep the other memdirs from being served.

Claude Code's layout, as its ``memdir/paths.ts`` and agent-memory code resolve it:

- project memory: ``<config>/projects/<sanitized git root>/memory/``, where ``<config>`` is
  ``$CLAUDE_CONFIG_DIR`` or ``~/.claude`` and the folder name is the root's absolute path with
  every character outside ``[a-zA-Z0-9]`` turned into ``-`` (lossy: ``/a/b.c`` and ``/a/b-c``
  share a name);
- ``autoMemoryDirectory`` moves it; it is read from managed (policy), local and user settings,
  never from a repository's shared ``.claude/settings.json``; a value must be absolute or start
  with ``~/``;
- team memory: ``<project memory>/team/``;
- subagent memory: ``<config>/agent-memory/<agent>/`` (user scope),
  ``<repo>/.claude/agent-memory/<agent>/`` and ``<repo>/.claude/agent-memory-local/<agent>/``;
- session transcripts beside the memory folder: ``<config>/projects/<project>/<session>.jsonl``,
  each line a JSON object that records the session's ``cwd``.
"""

from __future__ import annotations

import glob
import hashlib
import json
import os
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

KINDS = ("project", "subagent", "team", "folder")
# Where Claude Code looks for managed (policy) settings on each platform.
MANAGED_SETTINGS = (
    "/etc/claude-code/managed-settings.json",
    "/Library/Application Support/ClaudeCode/managed-settings.json",
)
SLUG_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,199}")
# A transcript's head holds its first records; the cwd is on each of them.
TRANSCRIPT_HEAD = 65536
# Transcripts read per project to confirm its path: the newest few say as much as all.
TRANSCRIPTS_READ = 3
# Settings files larger than this are not Claude Code's: refuse rather than parse.
SETTINGS_MAX = 1 << 20
NOT_SANITIZED = re.compile(r"[^a-zA-Z0-9]")
# Values of CLAUDE_CODE_DISABLE_AUTO_MEMORY, as Claude Code's isEnvTruthy/isEnvDefinedFalsy.
TRUTHY = {"1", "true", "yes", "on"}
FALSY = {"0", "false", "no", "off"}


def sanitize(path: str) -> str:
    """A path as Claude Code names its project folder (every non-alphanumeric becomes ``-``)."""
    return NOT_SANITIZED.sub("-", path)


@dataclass(frozen=True)
class Note:
    """Something the operator should know about where memory is: shown on the fleet page."""

    source: str  # the pattern, setting or file it is about
    message: str
    level: str = "warning"  # warning | error

    def as_json(self) -> dict[str, str]:
        return {"source": self.source, "message": self.message, "level": self.level}


@dataclass(frozen=True)
class ProjectPath:
    """The repository a Claude Code project folder belongs to, and how sure we are.

    ``path`` is set only when a session transcript's ``cwd`` confirms it. ``guess`` is the
    folder name read back with every ``-`` as ``/``: plausible, and never shown as fact.
    """

    folder: str  # the project folder's name under projects/
    path: str | None = None
    source: str = ""  # the transcript that confirms ``path``
    guess: str = ""
    guess_exists: bool = False

    @property
    def confirmed(self) -> bool:
        return self.path is not None

    def as_json(self) -> dict[str, object]:
        return {
            "folder": self.folder,
            "path": self.path,
            "confirmed": self.confirmed,
            "source": self.source,
            "guess": None if self.confirmed else self.guess,
        }


@dataclass(frozen=True)
class Writes:
    """Whether the agent still writes this memory, and which setting decided it."""

    enabled: bool
    source: str  # "default", an environment variable, or a settings file and its key
    reason: str = ""

    def as_json(self) -> dict[str, object]:
        return {"enabled": self.enabled, "source": self.source, "reason": self.reason}


@dataclass(frozen=True)
class Found:
    """One memdir: where it is, what it is, and what it belongs to."""

    slug: str
    path: str  # absolute, as found (not resolved: the operator recognises their own paths)
    kind: str  # project | subagent | team | folder
    origin: str  # how it was found: a configured pattern, or "claude", "hermes"
    label: str = ""
    profile: str | None = None  # a format the place implies (Hermes' folder), else detected
    project: ProjectPath | None = None
    # The Claude Code project folder whose transcripts may hold this memory's sessions.
    transcripts: str | None = None
    writes: Writes | None = None
    # Sub-folders that are memdirs of their own (a project's team/): not this one's files.
    skip: tuple[str, ...] = ()
    present: bool = True
    # Which part of its project it is ("team", "agent planner"), or "" for the project itself.
    part: str = ""

    @property
    def name(self) -> str:
        """What the operator reads in a row: the project's confirmed path, else the label
        (made of the folder's own name, never of a guessed path)."""
        if self.project is not None and self.project.confirmed:
            return f"{self.project.path} ({self.part})" if self.part else self.project.path
        return self.label or self.slug


@dataclass
class Discovery:
    memdirs: list[Found] = field(default_factory=list)
    notes: list[Note] = field(default_factory=list)

    def by_slug(self, slug: str) -> Found | None:
        return next((m for m in self.memdirs if m.slug == slug), None)


# --- the settings Claude Code reads ------------------------------------------------------


@dataclass(frozen=True)
class Layer:
    """One settings file, as read: its keys, or why it could not be."""

    source: str  # policy | user | project | local
    path: str
    data: Mapping[str, object] | None  # None when absent or unreadable


def read_settings(path: str, source: str, notes: list[Note]) -> Layer:
    """One settings file's JSON object; unreadable or malformed ones become a note."""
    try:
        with open(path, "rb") as handle:
            raw = handle.read(SETTINGS_MAX + 1)
    except FileNotFoundError:
        return Layer(source, path, None)
    except OSError as exc:
        notes.append(Note(path, f"cannot be read: {exc.strerror or exc}", "error"))
        return Layer(source, path, None)
    if len(raw) > SETTINGS_MAX:
        notes.append(Note(path, "is larger than 1 MB; not read as settings", "error"))
        return Layer(source, path, None)
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        notes.append(Note(path, f"is not valid JSON ({exc}); Claude Code ignores it", "error"))
        return Layer(source, path, None)
    if not isinstance(data, dict):
        notes.append(Note(path, "is not a JSON object; Claude Code ignores it", "error"))
        return Layer(source, path, None)
    return Layer(source, path, data)


def memory_directory(value: object, home: str) -> str | None:
    """``autoMemoryDirectory`` as Claude Code accepts it: absolute, or ``~/`` and more."""
    if not isinstance(value, str) or not value or "\x00" in value:
        return None
    candidate = value
    if candidate.startswith("~/"):
        rest = os.path.normpath(candidate[2:] or ".")
        if rest in (".", "..") or rest.startswith("../"):
            return None
        candidate = os.path.join(home, rest)
    normalized = os.path.normpath(candidate).rstrip("/")
    if not os.path.isabs(normalized) or len(normalized) < 3 or normalized.startswith("//"):
        return None
    return normalized


def check_directory_setting(layer: Layer, home: str, notes: list[Note]) -> str | None:
    """The layer's valid ``autoMemoryDirectory``, with a note for a value Claude Code drops."""
    if layer.data is None or "autoMemoryDirectory" not in layer.data:
        return None
    value = layer.data["autoMemoryDirectory"]
    if layer.source == "project":
        notes.append(
            Note(
                layer.path,
                "sets autoMemoryDirectory, which Claude Code ignores in a repository's shared "
                "settings (only managed, user and local settings may move memory)",
            )
        )
        return None
    resolved = memory_directory(value, home)
    if resolved is None:
        notes.append(
            Note(
                layer.path,
                f"autoMemoryDirectory {value!r} is neither an absolute path nor ~/-prefixed "
                "(or names the home folder itself); Claude Code ignores it",
                "error",
            )
        )
    return resolved


def env_value(value: object) -> bool | None:
    """True when a CLAUDE_CODE_DISABLE_AUTO_MEMORY value disables memory, False when it
    explicitly enables it, None when it says nothing."""
    if value is None:
        return None
    text = str(value).strip().lower()
    if text in TRUTHY:
        return True
    if text in FALSY:
        return False
    return None


def writes_of(env: Mapping[str, str], layers: Sequence[Layer]) -> Writes:
    """Whether Claude Code writes memory for a project, as its ``isAutoMemoryEnabled`` decides:
    the environment variable first (memoryui's own, then settings' ``env`` blocks), then
    ``autoMemoryEnabled`` from the highest-precedence settings file that sets it."""
    variable = "CLAUDE_CODE_DISABLE_AUTO_MEMORY"
    disabled = env_value(env.get(variable))
    if disabled is not None:
        return Writes(not disabled, f"${variable}", f"{variable}={env.get(variable)}")
    for layer in layers:
        block = (layer.data or {}).get("env")
        if isinstance(block, dict):
            disabled = env_value(block.get(variable))
            if disabled is not None:
                return Writes(not disabled, layer.path, f'env {variable}="{block.get(variable)}"')
    for layer in layers:
        value = (layer.data or {}).get("autoMemoryEnabled")
        if isinstance(value, bool):
            return Writes(value, layer.path, f"autoMemoryEnabled: {str(value).lower()}")
    return Writes(enabled=True, source="default")


def by_precedence(layers: Iterable[Layer]) -> list[Layer]:
    """Claude Code's order, strongest first: policy, local, project, user."""
    order = {"policy": 0, "local": 1, "project": 2, "user": 3}
    return sorted(layers, key=lambda layer: order[layer.source])


# --- a project folder's real path --------------------------------------------------------

# (folder path, its mtime_ns) → its ProjectPath: a transcript's head is read once per change.
_CONFIRMED: dict[tuple[str, int], tuple[str | None, str, str, bool]] = {}


def transcript_cwd(path: str) -> str | None:
    """The ``cwd`` the first records of a session transcript carry, or None."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(TRANSCRIPT_HEAD)
    except OSError:
        return None
    for line in head.split(b"\n"):
        if b'"cwd"' not in line:
            continue
        try:
            record = json.loads(line)
        except ValueError:
            continue
        cwd = record.get("cwd") if isinstance(record, dict) else None
        if isinstance(cwd, str) and os.path.isabs(cwd) and "\x00" not in cwd:
            return cwd
    return None


def root_for(cwd: str, folder: str) -> str | None:
    """The prefix of ``cwd`` (itself or a parent) whose sanitized form is ``folder``: a session
    started in a sub-folder of the repository still names its root."""
    candidate = os.path.normpath(cwd)
    while True:
        if sanitize(candidate) == folder:
            return candidate
        parent = os.path.dirname(candidate)
        if parent == candidate:
            return None
        candidate = parent


def newest_transcripts(folder: str, limit: int) -> list[str]:
    try:
        entries = [
            e
            for e in os.scandir(folder)
            if e.name.endswith(".jsonl") and e.is_file(follow_symlinks=False)
        ]
    except OSError:
        return []
    entries.sort(key=lambda e: e.stat(follow_symlinks=False).st_mtime_ns, reverse=True)
    return [e.path for e in entries[:limit]]


def on_disk(folder: str, limit: int = 4, budget: int = 200) -> list[str]:
    """Existing paths that Claude Code would name ``folder``: found by walking down from ``/``
    through entries whose sanitized path is a prefix of it. Candidates, never proof.

    ``budget`` counts the folders read, not the entries seen: a /tmp holding thousands of
    unrelated folders used up an entry budget before the walk reached the project.
    """
    if not folder.startswith("-"):
        return []
    found: list[str] = []
    stack = ["/"]
    while stack and len(found) < limit and budget > 0:
        base = stack.pop()
        budget -= 1
        try:
            entries = list(os.scandir(base))
        except OSError:
            continue
        for name in sorted(e.name for e in entries if _is_folder(e)):
            path = os.path.join(base, name)
            mark = sanitize(path)
            if mark == folder:
                found.append(path)
            elif folder.startswith(mark + "-"):
                stack.append(path)
    return sorted(found)


def _is_folder(entry: os.DirEntry) -> bool:
    try:
        return entry.is_dir(follow_symlinks=False)
    except OSError:
        return False


def confirm_project(projects: str, folder: str) -> ProjectPath:
    """The project folder's real path, from the ``cwd`` its own transcripts (or those of a
    session started in one of its sub-folders) record; else only a guess: a folder on this
    disk that Claude Code would give that name, or the name read back with ``-`` as ``/``."""
    base = os.path.join(projects, folder)
    try:
        stamp = os.stat(base).st_mtime_ns
    except OSError:
        stamp = -1
    cached = _CONFIRMED.get((base, stamp))
    if cached is None:
        cached = _confirm(projects, folder)
        _CONFIRMED[(base, stamp)] = cached
    return ProjectPath(folder, *cached)


def _confirm(projects: str, folder: str) -> tuple[str | None, str, str, bool]:
    folders = [folder]
    try:
        folders += sorted(
            e.name
            for e in os.scandir(projects)
            if e.name.startswith(folder + "-") and e.is_dir(follow_symlinks=False)
        )[:20]
    except OSError:
        pass
    for name in folders:
        for transcript in newest_transcripts(os.path.join(projects, name), TRANSCRIPTS_READ):
            cwd = transcript_cwd(transcript)
            root = root_for(cwd, folder) if cwd else None
            if root is not None:
                return root, transcript, "", False
    candidates = on_disk(folder)
    if candidates:
        return None, "", " or ".join(candidates), True
    naive = "/" + folder[1:].replace("-", "/") if folder.startswith("-") else folder
    return None, "", naive, False


# --- one folder's kind and slug ----------------------------------------------------------


def slug_part(text: str) -> str:
    """A readable URL-safe piece of a slug."""
    return re.sub(r"-+", "-", NOT_SANITIZED.sub("-", text)).strip("-") or "memdir"


def classify(path: str, config: str, origin: str) -> Found:
    """A folder's kind, slug and project, from its place in Claude Code's layout."""
    parts = os.path.normpath(path).split(os.sep)
    name = parts[-1]
    parent = parts[-2] if len(parts) > 1 else ""
    projects = os.path.join(config, "projects")
    if parent == "memory" and name == "team" and len(parts) > 3 and parts[-4] == "projects":
        folder = parts[-3]
        root = os.sep.join(parts[:-3])
        return Found(
            slug=f"{slug_part(folder)}.team",
            path=path,
            kind="team",
            origin=origin,
            label=f"{slug_part(folder)} (team)",
            project=confirm_project(root, folder),
            part="team",
            transcripts=os.path.join(root, folder),
        )
    if name == "memory" and len(parts) > 2 and parts[-3] == "projects":
        folder = parent
        root = os.sep.join(parts[:-2])
        return Found(
            slug=slug_part(folder),
            path=path,
            kind="project",
            origin=origin,
            label=slug_part(folder),
            project=confirm_project(root, folder),
            transcripts=os.path.join(root, folder),
        )
    if parent in ("agent-memory", "agent-memory-local"):
        holder = os.sep.join(parts[:-2])
        scope = "agent" if parent == "agent-memory" else "agent-local"
        if os.path.normpath(holder) == os.path.normpath(config):
            return Found(f"agent.{slug_part(name)}", path, "subagent", origin, f"agent {name}")
        repo = os.path.dirname(holder) if os.path.basename(holder) == ".claude" else holder
        project = None
        if os.path.isdir(projects):
            project = confirm_project(projects, sanitize(repo))
        slug = f"{slug_part(sanitize(repo))}.{scope}.{slug_part(name)}"
        part = f"{'local ' if scope == 'agent-local' else ''}agent {name}"
        # The repository's path is where the folder was found: a fact, not a guess.
        return Found(slug, path, "subagent", origin, f"{repo} ({part})", project=project, part=part)
    if name == "memories" and parent == ".hermes":
        return Found("hermes", path, "folder", origin, "Hermes", profile="hermes")
    return Found(slug_part(name), path, "folder", origin, path)


# --- discovery ---------------------------------------------------------------------------


def expand(pattern: str, home: str) -> str:
    if pattern == "~" or pattern.startswith("~/"):
        return home + pattern[1:]
    return pattern


def from_patterns(patterns: str, home: str, config: str, notes: list[Note]) -> list[Found]:
    """Folders the operator listed (``MEMORYUI_MEMDIRS``); one that matches nothing is a note."""
    found: list[Found] = []
    for pattern in (p.strip() for p in patterns.split(os.pathsep)):
        if not pattern:
            continue
        expanded = expand(pattern, home)
        if glob.has_magic(expanded):
            matches = sorted(p for p in glob.glob(expanded) if os.path.isdir(p))
        else:
            matches = [expanded] if os.path.isdir(expanded) else []
        if not matches:
            what = "a file, not a folder" if os.path.isfile(expanded) else "no folder"
            notes.append(Note(pattern, f"matches {what}; nothing is served from it"))
        found += [classify(os.path.normpath(m), config, pattern) for m in matches]
    return found


def subfolders(path: str) -> list[str]:
    try:
        return sorted(
            e.path
            for e in os.scandir(path)
            if e.is_dir(follow_symlinks=False) and not e.name.startswith(".")
        )
    except OSError:
        return []


def repositories(roots: str, home: str) -> list[str]:
    """Folders under ``roots`` (``MEMORYUI_REPOS``) that hold a ``.claude`` folder: each root
    itself and what is one or two levels below it."""
    found: list[str] = []
    for root in (expand(r.strip(), home) for r in roots.split(os.pathsep) if r.strip()):
        level = [root]
        for _depth in range(3):
            found += [p for p in level if os.path.isdir(os.path.join(p, ".claude"))]
            level = [child for p in level for child in subfolders(p)][:2000]
    return found


def claude(env: Mapping[str, str], home: str, roots: str, managed: Sequence[str]) -> Discovery:
    """Claude Code's memory on this machine: projects, their team memory, subagents, and the
    folders ``autoMemoryDirectory`` moves memory to."""
    result = Discovery()
    notes = result.notes
    config = expand(env.get("CLAUDE_CONFIG_DIR") or "~/.claude", home)
    projects = os.path.join(config, "projects")
    policy = [read_settings(p, "policy", notes) for p in managed]
    user = read_settings(os.path.join(config, "settings.json"), "user", notes)
    shared = [layer for layer in [*policy, user] if layer.data is not None]
    for layer in shared:
        check_directory_setting(layer, home, notes)
    if not os.path.isdir(projects):
        notes.append(Note(projects, "does not exist: no Claude Code project memory here"))
    repos: list[str] = []
    for folder_path in subfolders(projects):
        project = confirm_project(projects, os.path.basename(folder_path))
        layers = list(shared)
        if project.path is not None:
            repos.append(project.path)
            own = repo_layers(project.path, notes)
            for layer in own:
                check_directory_setting(layer, home, notes)
            layers += own
        result.memdirs += project_memdirs(env, home, config, folder_path, project, layers)
    result.memdirs += shared_directories(shared, home, notes)
    for agent in subfolders(os.path.join(config, "agent-memory")):
        found = classify(agent, config, "claude")
        result.memdirs.append(replace(found, writes=writes_of(env, by_precedence(shared))))
    for repo in [*repos, *repositories(roots, home)]:
        layers = by_precedence(shared + repo_layers(repo, []))
        for scope in ("agent-memory", "agent-memory-local"):
            for agent in subfolders(os.path.join(repo, ".claude", scope)):
                found = classify(agent, config, "claude")
                result.memdirs.append(replace(found, writes=writes_of(env, layers)))
    return result


def project_memdirs(
    env: Mapping[str, str],
    home: str,
    config: str,
    folder_path: str,
    project: ProjectPath,
    layers: list[Layer],
) -> list[Found]:
    """One project folder's memory, its team memory, and where a local
    ``autoMemoryDirectory`` moved it, each saying whether the agent still writes there."""
    ordered = by_precedence(layers)
    writes = writes_of(env, ordered)
    decider = next((layer for layer in ordered if directory_of(layer, home)), None)
    target = directory_of(decider, home) if decider else None
    found: list[Found] = []
    memory = os.path.join(folder_path, "memory")
    if os.path.isdir(memory):
        here = writes
        if target is not None and os.path.realpath(target) != os.path.realpath(memory):
            here = Writes(
                enabled=False,
                source=decider.path,
                reason=f"autoMemoryDirectory moves this memory to {target}",
            )
        found.append(replace(classify(memory, config, "claude"), writes=here))
        team = os.path.join(memory, "team")
        if os.path.isdir(team):
            found.append(replace(classify(team, config, "claude"), writes=here))
    # A local setting moves this project's memory alone; a user or managed one moves every
    # project's to one shared folder, listed once (shared_directories).
    if target is not None and decider.source == "local" and os.path.isdir(target):
        found.append(
            Found(
                slug=slug_part(os.path.basename(target)),
                path=target,
                kind="project",
                origin=f"autoMemoryDirectory in {decider.path}",
                label=slug_part(os.path.basename(target)),
                project=project,
                transcripts=folder_path,
                writes=writes,
            )
        )
    return found


def shared_directories(shared: list[Layer], home: str, notes: list[Note]) -> list[Found]:
    """The folder a user or managed ``autoMemoryDirectory`` gives every project."""
    decider = next((layer for layer in by_precedence(shared) if directory_of(layer, home)), None)
    if decider is None:
        return []
    target = directory_of(decider, home)
    if not os.path.isdir(target):
        notes.append(Note(target, f"is where {decider.path} moves memory; it does not exist yet"))
        return []
    return [
        Found(
            slug=slug_part(os.path.basename(target)),
            path=target,
            kind="project",
            origin=f"autoMemoryDirectory in {decider.path}",
            label=f"{target} (every project, from autoMemoryDirectory)",
        )
    ]


def repo_layers(repo: str, notes: list[Note]) -> list[Layer]:
    """A repository's own settings: shared (project) and personal (local)."""
    folder = os.path.join(repo, ".claude")
    layers = [
        read_settings(os.path.join(folder, "settings.json"), "project", notes),
        read_settings(os.path.join(folder, "settings.local.json"), "local", notes),
    ]
    return [layer for layer in layers if layer.data is not None]


def directory_of(layer: Layer, home: str) -> str | None:
    """A layer's valid ``autoMemoryDirectory``, silently (check_directory_setting notes)."""
    if layer.source == "project" or layer.data is None:
        return None
    return memory_directory(layer.data.get("autoMemoryDirectory"), home)


def hermes(env: Mapping[str, str], home: str) -> Discovery:
    base = expand(env.get("HERMES_HOME") or "~/.hermes", home)
    memories = os.path.join(base, "memories")
    if os.path.isdir(memories):
        return Discovery(
            [Found("hermes", memories, "folder", "hermes", "Hermes", profile="hermes")]
        )
    return Discovery(notes=[Note(memories, "does not exist: no Hermes memory here")])


DISCOVERERS = ("claude", "hermes")


def discover(
    patterns: str = "",
    sources: Iterable[str] = (),
    *,
    env: Mapping[str, str] | None = None,
    roots: str = "",
    managed: Sequence[str] = MANAGED_SETTINGS,
) -> Discovery:
    """Every memdir the configuration names, each once, with a unique slug.

    The same folder found twice (listed and discovered, or through a symlink) is one memdir.
    Slugs come from what each folder is, so they stay the same from one page to the next;
    two folders that would share one each get a short hash of their path.
    """
    env = os.environ if env is None else env
    home = env.get("HOME") or os.path.expanduser("~")
    config = expand(env.get("CLAUDE_CONFIG_DIR") or "~/.claude", home)
    result = Discovery()
    result.memdirs += from_patterns(patterns, home, config, result.notes)
    for source in sources:
        if source == "claude":
            part = claude(env, home, roots, managed)
        elif source == "hermes":
            part = hermes(env, home)
        else:
            raise ValueError(f"unknown discovery {source!r}; one of {', '.join(DISCOVERERS)}")
        result.memdirs += part.memdirs
        result.notes += part.notes
    result.memdirs = nested(unique_slugs(once(result.memdirs)))
    return result


def once(memdirs: list[Found]) -> list[Found]:
    """Each folder once: the first way it was found wins (the operator's list comes first)."""
    seen: set[str] = set()
    kept = []
    for memdir in memdirs:
        key = os.path.realpath(memdir.path)
        if key not in seen:
            seen.add(key)
            kept.append(memdir)
    return kept


def unique_slugs(memdirs: list[Found]) -> list[Found]:
    counts: dict[str, int] = {}
    for memdir in memdirs:
        counts[memdir.slug] = counts.get(memdir.slug, 0) + 1
    out = []
    for memdir in memdirs:
        slug = memdir.slug[:180]
        if counts[memdir.slug] > 1:
            digest = hashlib.sha256(os.path.realpath(memdir.path).encode("utf-8", "replace"))
            slug = f"{slug}-{digest.hexdigest()[:6]}"
        out.append(replace(memdir, slug=slug))
    return out


def nested(memdirs: list[Found]) -> list[Found]:
    """A memdir inside another (a project's ``team/``) is not part of the outer one."""
    real = {m.slug: os.path.realpath(m.path) for m in memdirs}
    out = []
    for memdir in memdirs:
        outer = real[memdir.slug] + os.sep
        skip = tuple(
            sorted(
                os.path.relpath(path, real[memdir.slug]).replace(os.sep, "/")
                for slug, path in real.items()
                if slug != memdir.slug and path.startswith(outer)
            )
        )
        out.append(replace(memdir, skip=skip) if skip else memdir)
    return out
