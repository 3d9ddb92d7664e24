"""The memdir generator of tests/tools/: what its docstring promises the benchmark, the load
script and the tests that build big memdirs, checked on memdirs it writes."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml

from memoryui.memdir.scan import scan
from tests.tools import gen_memdir
from tests.tools.gen_memdir import generate

GENERATOR = Path(gen_memdir.__file__)
FILES = 2000
CYRILLIC = re.compile("[\u0400-\u04ff]")


def tree(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in root.rglob("*") if p.is_file()}


def topic_texts(root: Path) -> dict[str, str]:
    return {path: data.decode("utf-8") for path, data in tree(root).items() if path != "MEMORY.md"}


@pytest.fixture(scope="module")
def big(tmp_path_factory) -> tuple[Path, dict, float]:
    """One memdir of FILES files for the tests that look at shares and spreads, and the CPU
    seconds it took (CPU, not wall-clock: other work on the machine must not fail a test)."""
    root = tmp_path_factory.mktemp("generated") / "memdir"
    started = time.process_time()
    summary = generate(root, FILES, seed=7)
    return root, summary, time.process_time() - started


def test_it_writes_byte_identical_memdirs_for_the_same_files_and_seed(tmp_path):
    first = tree(Path(generate(tmp_path / "a", 300, seed=5)["outdir"]))
    second = tree(Path(generate(tmp_path / "b", 300, seed=5)["outdir"]))
    assert len(first) == 301
    assert first == second


def test_another_seed_writes_another_memdir(tmp_path):
    one = tree(Path(generate(tmp_path / "one", 100, seed=1)["outdir"]))
    two = tree(Path(generate(tmp_path / "two", 100, seed=2)["outdir"]))
    assert one["MEMORY.md"] != two["MEMORY.md"]
    assert len(set(one.values()) & set(two.values())) == 0


def test_a_smaller_run_is_the_start_of_a_bigger_one(tmp_path):
    small = tree(Path(generate(tmp_path / "small", 200, seed=3)["outdir"]))
    bigger = tree(Path(generate(tmp_path / "bigger", 400, seed=3)["outdir"]))
    assert bigger.pop("MEMORY.md").startswith(small.pop("MEMORY.md"))
    assert {path: bigger.get(path) for path in small} == small


def test_every_topic_file_is_memory_that_memoryui_reads_without_a_problem(big):
    root, _, _ = big
    topics = scan(str(root)).topics
    assert len(topics) == FILES
    assert [t.path for t in topics.values() if t.problem is not None] == []
    assert {t.type for t in topics.values()} == {"user", "feedback", "project", "reference"}


def test_the_frontmatter_is_exactly_name_description_and_type(big):
    root, _, _ = big
    for path, text in topic_texts(root).items():
        head, _ = text.removeprefix("---\n").split("\n---\n", 1)
        meta = yaml.safe_load(head)
        assert list(meta) == ["name", "description", "type"], path
        assert all(isinstance(value, str) and value for value in meta.values()), path
        assert "\n" not in meta["description"] and len(meta["description"]) <= 150, path


def test_memory_md_points_once_at_every_topic_file_and_holds_nothing_else(big):
    root, _, _ = big
    found = scan(str(root))
    lines = found.index.lines
    assert len(lines) == FILES
    assert {line.kind for line in lines} == {"pointer"}
    assert sorted(line.target_path for line in lines) == sorted(found.topics)
    assert found.index.dead_links == [] and found.orphans == []
    assert not any(line.duplicate or line.too_long for line in lines)
    assert max(len(line.text) for line in lines) <= 150
    assert all(re.fullmatch(r"- \[[^\]]+\]\([^)]+\.md\) — \S.*", line.text) for line in lines)


def test_the_types_come_in_the_documented_shares_and_folders(big):
    root, summary, _ = big
    shares = {kind: count / FILES for kind, count in summary["types"].items()}
    for kind, share in {"user": 0.10, "feedback": 0.25, "project": 0.50, "reference": 0.15}.items():
        assert abs(shares[kind] - share) < 0.04, (kind, shares[kind])
    folders = {kind: set() for kind in summary["types"]}
    for topic in scan(str(root)).topics.values():
        folders[topic.type].add(topic.path.rsplit("/", 1)[0])
    assert folders["user"] == {"user"} and folders["feedback"] == {"feedback"}
    assert folders["reference"] == {"reference"}
    assert folders["project"] <= {f"projects/{area}" for area in gen_memdir.SERVICES_BY_AREA}
    assert len(folders["project"]) == 12


def test_the_sizes_are_lognormal_around_the_documented_median(big):
    root, summary, _ = big
    sizes = summary["size_bytes"]
    assert 1_400 <= sizes["median"] <= 2_300
    assert 3_500 <= sizes["p90"] <= 7_500
    assert sizes["max"] <= 48 * 1024
    assert min(len(data) for data in tree(root).values()) >= 250


def test_about_one_file_in_five_hundred_is_made_near_48_kb():
    rng = random.Random(0)
    targets = [gen_memdir.target_size(rng) for _ in range(100_000)]
    near = [t for t in targets if t > gen_memdir.CLIP]
    assert 0.001 < len(near) / len(targets) < 0.003
    assert min(near) >= 45_000 and max(near) < 48_000


def test_the_summary_reports_what_is_on_disk(big):
    root, summary, _ = big
    texts = topic_texts(root)
    assert summary["files"] == len(texts) == sum(summary["types"].values())
    assert summary["total_bytes"] == sum(len(t.encode()) for t in texts.values())
    assert summary["memory_md_bytes"] == (root / "MEMORY.md").stat().st_size
    assert summary["memory_md_lines"] == FILES
    assert summary["files_with_cyrillic"] == sum(bool(CYRILLIC.search(t)) for t in texts.values())


def test_a_few_percent_of_the_files_are_partly_russian_with_a_russian_description(big):
    root, summary, _ = big
    assert 0.03 <= summary["files_with_cyrillic"] / FILES <= 0.08
    for topic in scan(str(root)).topics.values():
        if CYRILLIC.search(topic.body):
            assert CYRILLIC.search(topic.description), topic.path


def test_the_other_files_have_the_non_ascii_any_notes_have(big):
    # Em dashes, arrows and accented names: text that is not ASCII even without Russian.
    root, _, _ = big
    others = [t for t in topic_texts(root).values() if not CYRILLIC.search(t)]
    assert sum(not t.isascii() for t in others) > 0.5 * len(others)


def test_common_words_are_in_most_files_and_codenames_in_a_handful(big):
    root, _, _ = big
    texts = list(topic_texts(root).values())
    assert sum("deploy" in t.lower() for t in texts) > 0.8 * len(texts)
    codenames = set(gen_memdir.CODENAMES)
    files_per_codename: dict[str, int] = {}
    for text in texts:
        for word in set(re.findall(r"\b[A-Z][a-z]+\b", text)) & codenames:
            files_per_codename[word] = files_per_codename.get(word, 0) + 1
    counts = sorted(files_per_codename.values())
    assert len(counts) > 500
    assert counts[len(counts) // 2] <= 3
    assert counts[-1] > 20


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_benchmark_question_words_occur_at_every_seed_but_not_everywhere(tmp_path, seed):
    texts = [t.lower() for t in topic_texts(Path(generate(tmp_path, 300, seed)["outdir"])).values()]
    for word in ("staging", "copy", "database"):
        assert 0 < sum(word in t for t in texts) < len(texts), word


def test_it_writes_two_thousand_files_in_a_few_seconds(big):
    # 20,000 files take ~5 s: a tenth of them in over 6 s means something became quadratic.
    _, _, seconds = big
    assert seconds < 6


def test_the_command_prints_the_summary_generate_returns(tmp_path):
    out = tmp_path / "cli"
    done = subprocess.run(
        [sys.executable, str(GENERATOR), str(out), "--files", "20", "--seed", "4"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    printed = json.loads(done.stdout)
    assert printed.pop("seconds") >= 0
    returned = generate(tmp_path / "in-process", 20, seed=4)
    assert {**printed, "outdir": ""} == {**returned, "outdir": ""}
    assert tree(out) == tree(tmp_path / "in-process")


def test_it_refuses_a_folder_that_has_files_in_it(tmp_path):
    (tmp_path / "keep.md").write_text("someone's note\n")
    done = subprocess.run(
        [sys.executable, str(GENERATOR), str(tmp_path), "--files", "5"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2
    assert "not empty" in done.stderr
    assert tree(tmp_path) == {"keep.md": b"someone's note\n"}
    with pytest.raises(FileExistsError):
        generate(tmp_path, 5)
