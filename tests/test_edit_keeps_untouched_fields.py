"""An edit writes only what the operator changed, whatever the form posts.

A body-only edit of a ``type: note`` memory used to write ``type: user``: the form's select
offered only the four types, so the browser posted the first. A memory without a name or
description could not be saved without inventing one, and ``aliases: 5`` or deeply nested
YAML answered 500 on the edit page.
"""

from __future__ import annotations

import pytest

from tests.test_editing import page_form, submit

NOTE = b"---\nname: Deploys\ndescription: How we deploy\ntype: note\n---\nOld body.\n"
NAMELESS = b"---\ntype: project\n---\nOld body.\n"
UNTYPED = b"---\nname: Deploys\ndescription: How we deploy\n---\nOld body.\n"


@pytest.mark.parametrize("raw", [NOTE, NAMELESS, UNTYPED], ids=["type-note", "nameless", "untyped"])
def test_a_body_edit_changes_only_the_body(editor_client, memdir, raw):
    memdir.write("d.md", raw)
    form = page_form(editor_client, "/memories/d.md/edit", "/memories/d.md/edit")

    response = submit(editor_client, form, body="New body.\n")

    assert response.status_code == 302, response.content.decode()[:500]
    assert (memdir.root / "d.md").read_bytes() == raw.replace(b"Old body.", b"New body.")


def test_a_script_posting_only_the_body_leaves_every_field_alone(editor_client, memdir):
    memdir.write("d.md", NOTE)
    form = page_form(editor_client, "/memories/d.md/edit", "/memories/d.md/edit")
    fields = {k: form.fields[k] for k in ("base_sha256", "base_json")}

    response = editor_client.post("/memories/d.md/edit", {**fields, "body": "Scripted.\n"})

    assert response.status_code == 302
    assert (memdir.root / "d.md").read_bytes() == NOTE.replace(b"Old body.", b"Scripted.")


def test_changing_the_type_still_writes_the_type(editor_client, memdir):
    memdir.write("d.md", NOTE)
    form = page_form(editor_client, "/memories/d.md/edit", "/memories/d.md/edit")

    submit(editor_client, form, type="reference")

    assert b"type: reference\n" in (memdir.root / "d.md").read_bytes()


@pytest.mark.parametrize(
    "frontmatter",
    ["name: a\ntype: user\naliases: 5\n", "name: a\ntype: user\nx: " + "[" * 40 + "]" * 40 + "\n"],
    ids=["aliases-is-a-number", "deeply-nested"],
)
def test_the_edit_page_opens_on_odd_frontmatter_instead_of_failing(
    editor_client, memdir, frontmatter
):
    memdir.write("d.md", f"---\n{frontmatter}---\nBody.\n")

    response = editor_client.get("/memories/d.md/edit")

    # Aliases that are not a list show as none; YAML past the bounds is repaired as raw text.
    assert response.status_code in (200, 302)
    if response.status_code == 302:
        assert response["Location"] == "/memories/d.md/raw"
        assert editor_client.get("/memories/d.md/raw").status_code == 200
