"""The link graph of a memdir, laid out on the server for ``/graph/`` (issue 14).

Memories are nodes, coloured by type; resolved links between memories are edges. Memories no
link reaches or leaves are set apart in a band below the graph. The layout is a force-directed
one (Fruchterman and Reingold) with a grid for the repulsion, seeded from the paths, so the
same memdir always draws the same picture and 200 memories lay out in well under a second; the
result is kept per projection version, so a page load after the first costs a lookup.
"""

from __future__ import annotations

import hashlib
import math
import threading
from dataclasses import dataclass, field

from memoryui import scoping
from memoryui.memdir.files import TYPES
from memoryui.models import LintState, Memory, MemoryLink, ProjectionState

ITERATIONS = 90
SPACING = 70  # the ideal distance between linked memories, in SVG units
MARGIN = 40
BAND_ROW = 46  # the height of a row of unlinked memories
BAND_COLUMN = 150
BAND_WIDTH = 1080  # the widest the band grows to fit more unlinked memories on a row
LABEL_CHARS = 26


@dataclass
class Node:
    path: str
    name: str
    type: str
    superseded: bool
    x: float = 0.0
    y: float = 0.0
    links_in: int = 0
    links_out: int = 0

    @property
    def linked(self) -> bool:
        return bool(self.links_in or self.links_out)

    @property
    def kind(self) -> str:
        """The CSS class of its colour: one of the four types, or "other"."""
        return self.type if self.type in TYPES else "other"

    @property
    def label(self) -> str:
        text = self.name or self.path.rsplit("/", 1)[-1].removesuffix(".md")
        return text if len(text) <= LABEL_CHARS else text[: LABEL_CHARS - 1] + "…"

    @property
    def radius(self) -> float:
        return 4 + min(self.links_in + self.links_out, 8)


@dataclass
class Edge:
    source: Node
    target: Node
    count: int = 1


@dataclass
class Graph:
    nodes: list[Node]
    edges: list[Edge]
    width: int = 0
    height: int = 0
    band_y: int = 0  # where the band of unlinked memories starts
    types: tuple[str, ...] = field(default=(*TYPES, "other"))

    @property
    def unlinked(self) -> list[Node]:
        return [n for n in self.nodes if not n.linked]

    def as_json(self) -> dict[str, object]:
        return {
            "nodes": [
                {
                    "path": n.path,
                    "name": n.name,
                    "type": n.type,
                    "superseded": n.superseded,
                    "links_in": n.links_in,
                    "links_out": n.links_out,
                    # The graph's sense: no link reaches it or leaves it.
                    "orphan": not n.linked,
                    "x": round(n.x, 1),
                    "y": round(n.y, 1),
                }
                for n in self.nodes
            ],
            "edges": [
                {"source": e.source.path, "target": e.target.path, "count": e.count}
                for e in self.edges
            ],
        }


def _seed(path: str) -> tuple[float, float]:
    digest = hashlib.sha256(path.encode()).digest()
    return int.from_bytes(digest[:4]) / 2**32, int.from_bytes(digest[4:8]) / 2**32


def layout(nodes: list[Node], edges: list[Edge], side: float) -> None:
    """Fruchterman-Reingold in a square of ``side``, with repulsion only between memories in
    neighbouring grid cells (what keeps it linear in the number of memories)."""
    if not nodes:
        return
    k = side / math.sqrt(len(nodes)) * 0.9
    for node in nodes:
        a, b = _seed(node.path)
        node.x, node.y = a * side, b * side
    temperature = side / 8
    for step in range(ITERATIONS):
        moves = {id(n): [0.0, 0.0] for n in nodes}
        _repel(nodes, moves, k)
        _attract(edges, moves, k)
        _move(nodes, moves, side, k, temperature * (1 - step / ITERATIONS) + 1)


def _repel(nodes: list[Node], moves: dict[int, list[float]], k: float) -> None:
    cell = 2 * k
    grid: dict[tuple[int, int], list[Node]] = {}
    for node in nodes:
        grid.setdefault((int(node.x // cell), int(node.y // cell)), []).append(node)
    for (gx, gy), members in grid.items():
        near = [
            other
            for dx in (-1, 0, 1)
            for dy in (-1, 0, 1)
            for other in grid.get((gx + dx, gy + dy), ())
        ]
        for node in members:
            move = moves[id(node)]
            for other in near:
                dx, dy = node.x - other.x, node.y - other.y
                distance = math.hypot(dx, dy)
                if other is not node and distance < cell:
                    distance = distance or 0.01
                    force = k * k / distance
                    move[0] += dx / distance * force
                    move[1] += dy / distance * force


def _attract(edges: list[Edge], moves: dict[int, list[float]], k: float) -> None:
    for edge in edges:
        a, b = edge.source, edge.target
        dx, dy = a.x - b.x, a.y - b.y
        distance = math.hypot(dx, dy) or 0.01
        force = distance * distance / k
        moves[id(a)][0] -= dx / distance * force
        moves[id(a)][1] -= dy / distance * force
        moves[id(b)][0] += dx / distance * force
        moves[id(b)][1] += dy / distance * force


def _move(
    nodes: list[Node], moves: dict[int, list[float]], side: float, k: float, limit: float
) -> None:
    centre = side / 2
    for node in nodes:
        mx, my = moves[id(node)]
        # A gentle pull to the centre keeps separate clusters in the frame.
        mx += (centre - node.x) * 0.2 * k / side
        my += (centre - node.y) * 0.2 * k / side
        length = math.hypot(mx, my) or 1.0
        node.x = min(side, max(0.0, node.x + mx / length * min(length, limit)))
        node.y = min(side, max(0.0, node.y + my / length * min(length, limit)))


def build() -> Graph:
    """The graph of the memdir in scope, laid out."""
    nodes = {
        path: Node(path, name, kind, status == "superseded")
        for path, name, kind, status in Memory.objects.values_list(
            "path", "name", "type", "status"
        ).order_by("path")
    }
    counts: dict[tuple[str, str], int] = {}
    for source, target in MemoryLink.objects.exclude(resolved="").values_list("source", "resolved"):
        if source != target and source in nodes and target in nodes:
            counts[(source, target)] = counts.get((source, target), 0) + 1
    edges = [Edge(nodes[s], nodes[t], n) for (s, t), n in sorted(counts.items())]
    for edge in edges:
        edge.source.links_out += 1
        edge.target.links_in += 1
    linked = [n for n in nodes.values() if n.linked]
    side = max(200.0, SPACING * math.sqrt(len(linked)) * 1.6)
    layout(linked, edges, side)
    graph = Graph(list(nodes.values()), edges)
    # The band of unlinked memories is as wide as a page allows, not as narrow as the linked
    # part: two linked notes beside 230 unlinked ones drew a single column 10,000 units high.
    unlinked = len(graph.unlinked)
    width = max(int(side + 2 * MARGIN), min(BAND_WIDTH, MARGIN + BAND_COLUMN * unlinked))
    columns = max(1, (width - MARGIN) // BAND_COLUMN)
    graph.band_y = int(side + 2 * MARGIN) if linked else 0
    for number, node in enumerate(graph.unlinked):
        node.x = MARGIN / 2 + (number % columns) * BAND_COLUMN + 8
        node.y = graph.band_y + 40 + (number // columns) * BAND_ROW
    for node in linked:
        node.x += MARGIN
        node.y += MARGIN
    rows = -(-len(graph.unlinked) // columns)
    graph.width = width
    graph.height = graph.band_y + (40 + rows * BAND_ROW if rows else 0) + 10
    return graph


_cache: dict[tuple[int, int, str, int], Graph] = {}
_lock = threading.Lock()


def current() -> Graph:
    """The graph of the memdir in scope, laid out once per projection version."""
    state = ProjectionState.objects.only("version", "synced_at").first()
    linted = LintState.objects.only("version").first()
    # Links are resolved by the lint pass: a graph drawn before it ran is drawn again after.
    # A rebuild starts the versions again: the time of the last sync tells the two apart.
    key = (
        scoping.record().pk,
        state.version if state else -1,
        state.synced_at.isoformat() if state else "",
        linted.version if linted else -1,
    )
    with _lock:
        found = _cache.get(key)
    if found is None:
        found = build()
        with _lock:
            if len(_cache) > 32:
                _cache.clear()
            _cache[key] = found
    return found
