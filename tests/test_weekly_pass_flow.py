"""`/` reads as what to do now: open checks worst first, each naming its fix; done ones after.

The checklist listed every check in the table's order, zeros among them, and said what was
wrong without saying what to do about it.
"""

from __future__ import annotations

import re

from memoryui import hygiene


def rows(html: str, list_class: str) -> list[str]:
    found = re.search(rf'<ul class="{list_class}"[^>]*>(.*?)</ul>', html, re.S)
    return re.findall(r'<li class="[^"]*" id="check-([a-z_]+)"', found.group(1)) if found else []


def test_every_check_names_its_fix():
    assert {spec.key for spec in hygiene.CHECKS} <= set(hygiene.FIXES)


def test_open_checks_come_first_worst_first_and_done_ones_tick_off_after(memdir, editor_client):
    memdir.topic("a.md", name="a", description="A")
    memdir.topic("orphan.md", name="orphan", description="Nobody points here")
    memdir.index("# Memory", "- [A](a.md) — a", "- [Gone](gone.md) — gone")

    html = editor_client.get("/").content.decode()
    twin = editor_client.get("/?format=json").json()["checklist"]

    todo, done = rows(html, "checklist"), rows(html, "checklist done")
    level = {c["key"]: c["level"] for c in twin}
    open_keys = [c["key"] for c in twin if c["open"]]
    assert set(todo) == set(open_keys) and "dead_links" in todo and "orphans" in todo
    ranks = [hygiene.LEVEL_ORDER[level[k]] for k in todo]
    assert ranks == sorted(ranks)
    assert todo.index("dead_links") < todo.index("orphans")  # an error before a warning
    assert set(done) == {c["key"] for c in twin if not c["open"]}
    assert "Remove each pointer to nothing" in html
    # The twin keeps the table's order and says each fix.
    assert [c["key"] for c in twin] == [spec.key for spec in hygiene.CHECKS]
    assert all(c["fix"] for c in twin)


def test_with_nothing_open_the_page_says_so(memdir, editor_client):
    memdir.topic(
        "user/role.md",
        name="role",
        type="user",
        description="Who the user is",
        body="The user is a data engineer on the billing pipeline and prefers short answers.\n",
    )
    memdir.index("# Memory", "- [Role](user/role.md) — a data engineer, short answers")

    html = editor_client.get("/").content.decode()

    assert not any(c["open"] for c in editor_client.get("/?format=json").json()["checklist"])
    assert "Nothing needs attention" in html
    assert rows(html, "checklist") == []
