"""Links between memories: found with their line numbers, resolved inside the memdir.

Pure Python: no database, no project. The memdir below has a subfolder with a note that links
to a sibling, to its parent folder, and by wikilink to a memory in another folder.
"""

from __future__ import annotations

import time

from memoryui.memdir.links import Link, Targets, candidates, links, resolve, without_links

PATHS = frozenset(
    {
        "project/deploy.md",
        "project/sub/rollback.md",
        "feedback/testing.md",
        "reference/people.md",
        "reference/archive/people.md",
    }
)
NAMES = {
    "project/deploy.md": "Deploy runbook",
    "feedback/testing.md": "Testing rules",
    "reference/people.md": "People",
    "reference/archive/people.md": "People",
}


def targets_of(text: str, memory_path: str) -> list[tuple[str, int, str | None]]:
    index = Targets(PATHS, NAMES)
    return [(link.target, link.line, index.resolve(link)) for link in links(text, memory_path)]


def test_it_resolves_a_link_relative_to_the_linking_memorys_folder():
    text = "Steps are in [rollback](sub/rollback.md).\n"
    assert targets_of(text, "project/deploy.md") == [
        ("sub/rollback.md", 1, "project/sub/rollback.md")
    ]


def test_it_resolves_a_link_that_climbs_to_another_folder_of_the_memdir():
    text = "First line.\nSee [the rules](../../feedback/testing.md#flaky) before a deploy.\n"
    [link] = links(text, "project/sub/rollback.md")
    assert (link.target, link.anchor, link.line) == ("../../feedback/testing.md", "flaky", 2)
    assert resolve(link, PATHS) == "feedback/testing.md"


def test_a_link_to_a_missing_memory_resolves_to_nothing():
    text = "Old notes: [pairing](../zigbee-legacy/pairing.md)."
    assert targets_of(text, "project/deploy.md") == [("../zigbee-legacy/pairing.md", 1, None)]


def test_a_link_that_climbs_out_of_the_memdir_is_dead_not_a_path_outside():
    assert targets_of("[x](../../etc/passwd.md)", "project/deploy.md") == [
        ("../../etc/passwd.md", 1, None)
    ]


def test_it_resolves_wikilinks_by_file_name_by_name_with_a_label_and_a_heading():
    text = "[[testing]] and [[Deploy runbook|the runbook]] and [[rollback#step 3]].\n"
    found = links(text, "reference/people.md")
    assert [(link.target, link.label, link.anchor) for link in found] == [
        ("testing", "", ""),
        ("Deploy runbook", "the runbook", ""),
        ("rollback", "", "step 3"),
    ]
    assert [resolve(link, PATHS, NAMES) for link in found] == [
        "feedback/testing.md",
        "project/deploy.md",
        "project/sub/rollback.md",
    ]


def test_a_name_two_memories_claim_resolves_to_the_closest_one_without_an_error():
    [link] = links("Ask [[People]].", "reference/archive/old.md")
    # Both are candidates: a lint can say "ambiguous"; resolving still gives one answer.
    assert candidates(link, PATHS, NAMES) == ["reference/archive/people.md", "reference/people.md"]
    assert resolve(link, PATHS, NAMES) == "reference/archive/people.md"
    [elsewhere] = links("Ask [[People]].", "project/deploy.md")
    assert resolve(elsewhere, PATHS, NAMES) == "reference/people.md"


def test_self_links_and_cycles_resolve_like_any_other_link():
    a = links("Back to [me](deploy.md) and [[rollback]].", "project/deploy.md")
    b = links("Up to [[deploy]].", "project/sub/rollback.md")
    index = Targets(PATHS)
    assert [index.resolve(link) for link in a + b] == [
        "project/deploy.md",
        "project/sub/rollback.md",
        "project/deploy.md",
    ]


def test_urls_absolute_paths_images_anchors_and_other_files_are_not_memdir_links():
    text = (
        "[docs](https://example.com/a.md) [abs](/etc/x.md) ![img](pic.md) [top](#intro) "
        "[script](../scripts/run.sh) [mail](mailto:a@b.md)"
    )
    assert links(text, "project/deploy.md") == []


def test_links_inside_code_are_examples_not_links():
    text = "Write `[x](a.md)` like this:\n```\n[[not-a-link]]\n```\nbut [real](deploy.md).\n"
    assert [(link.target, link.line) for link in links(text, "project/x.md")] == [("deploy.md", 5)]


def test_line_numbers_can_count_from_where_the_body_starts_in_the_file():
    [link] = links("\n[x](deploy.md)\n", "project/a.md", first_line=6)
    assert link.line == 7


def test_percent_escapes_and_angle_brackets_are_read_as_commonmark_does():
    paths = {"project/my notes.md"}
    found = links("[a](my%20notes.md) [b](<my notes.md>)", "project/x.md")
    assert [resolve(link, paths) for link in found] == ["project/my notes.md"] * 2


def test_without_links_keeps_the_labels_and_the_length():
    text = "See [notes](sub/other.md), [[people|them]] and [site](https://x.org)."
    stripped = without_links(text)
    assert len(stripped) == len(text)
    assert "sub/other.md" not in stripped and "people" not in stripped
    assert "[notes]" in stripped and "https://x.org" in stripped


def test_a_link_remembers_its_source_and_style():
    [md, wiki] = links("[a](b.md) [[c]]", "x/y.md")
    assert md == Link("x/y.md", "b.md", 1, "markdown", "a", "")
    assert wiki.style == "wikilink" and wiki.source == "x/y.md"


def test_adversarial_brackets_stay_linear():
    for text in ("[" * 100_000, "[[" * 50_000 + "]", "[a](" * 30_000, "[]((" * 30_000):
        started = time.perf_counter()
        links(text, "a.md")
        without_links(text)
        assert time.perf_counter() - started < 1.0, text[:10]
