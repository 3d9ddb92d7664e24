"""adduser holds passwords to Django's four standard validators and says each refusal."""

from __future__ import annotations

import re
from io import StringIO
from pathlib import Path

import pytest
from django.contrib.auth.models import User
from django.core.management import CommandError, call_command

from tests.test_startup import manage

REPO = Path(__file__).resolve().parent.parent


def adduser(monkeypatch, name: str, password: str, role: str = "viewer") -> str:
    monkeypatch.setenv("MEMORYUI_PASSWORD", password)
    out = StringIO()
    call_command("adduser", name, "--role", role, stdout=out)
    return out.getvalue()


@pytest.mark.parametrize(
    ("password", "said"),
    [
        ("x", "too short. It must contain at least 8 characters"),
        ("qwertyuiop", "too common"),
        ("8203948571", "entirely numeric"),
        ("margaret-h1", "too similar to the username"),
    ],
)
def test_it_refuses_a_weak_password_and_says_why(db, monkeypatch, password, said):
    with pytest.raises(CommandError, match=said):
        adduser(monkeypatch, "margaret-h", password)

    assert not User.objects.filter(username="margaret-h").exists()


def test_it_says_every_reason_at_once(db, monkeypatch):
    with pytest.raises(CommandError) as refused:
        adduser(monkeypatch, "bob", "123")

    said = str(refused.value)
    assert "too short" in said and "entirely numeric" in said and "too common" in said
    assert said.count("\n  - ") == 3


def test_it_keeps_an_existing_password_when_the_new_one_is_refused(db, monkeypatch):
    adduser(monkeypatch, "ana", "a long enough password")

    with pytest.raises(CommandError):
        adduser(monkeypatch, "ana", "short", role="editor")

    user = User.objects.get(username="ana")
    assert user.check_password("a long enough password")
    assert not user.groups.filter(name="editors").exists()


def test_it_accepts_a_good_password(db, monkeypatch):
    assert "created ana as viewer" in adduser(monkeypatch, "ana", "a long enough password")


def test_the_command_line_exits_non_zero_with_the_reasons_and_no_traceback(tmp_path):
    var = tmp_path / "var"
    memdir = tmp_path / "memdir"
    memdir.mkdir()
    env = {
        "MEMORYUI_VAR_DIR": str(var),
        "MEMORYUI_MEMDIR": str(memdir),
        "MEMORYUI_DB": str(var / "db.sqlite3"),
    }
    assert manage("migrate", "--noinput", env=env).returncode == 0

    done = manage("adduser", "demo", "--role", "editor", env={**env, "MEMORYUI_PASSWORD": "demo"})

    assert done.returncode != 0
    assert "Traceback" not in done.stderr
    assert "too short" in done.stderr and "too similar to the username" in done.stderr


def _demo_password_in_makefile() -> str:
    makefile = (REPO / "Makefile").read_text(encoding="utf-8")
    return re.search(r"MEMORYUI_PASSWORD=(\S+) \S+ manage\.py adduser demo", makefile).group(1)


def test_the_demo_password_passes_the_validators(db, monkeypatch):
    assert "created demo as editor" in adduser(
        monkeypatch, "demo", _demo_password_in_makefile(), role="editor"
    )


def test_the_readme_and_the_makefile_tell_the_same_demo_login():
    password = _demo_password_in_makefile()
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    makefile = (REPO / "Makefile").read_text(encoding="utf-8")

    assert password == "memoryui-demo"
    assert f"demo / {password}" in makefile
    said = re.findall(r"log in as `?demo`? / `?([^\s`)]+)", readme)
    assert said and set(said) == {password}
    # The README still opens with its two commands.
    commands = re.findall(r"^make \w+", readme, flags=re.MULTILINE)
    assert commands[:2] == ["make demo", "make test"]
