"""Shared fixtures: small real memdirs built in code, and logged-in clients of each role."""

from __future__ import annotations

import os
import textwrap
from pathlib import Path

import pytest
from django.contrib.auth.models import Group, User

from memoryui.auth import EDITORS

# Playwright's sync API runs an event loop in the test thread; Django's ORM refuses to run
# inside one unless told this is safe. Only the tests set this, never the app.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")


class MemdirBuilder:
    """Writes a memdir on real disk: topic files with frontmatter, MEMORY.md, anything raw."""

    def __init__(self, root: Path) -> None:
        self.root = root
        root.mkdir(parents=True, exist_ok=True)

    def write(self, rel: str, content: str | bytes, mtime: float | None = None) -> Path:
        path = self.root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, str):
            content = content.encode("utf-8")
        path.write_bytes(content)
        if mtime is not None:
            os.utime(path, (mtime, mtime))
        return path

    def topic(
        self,
        rel: str,
        name: str = "",
        description: str = "",
        type: str = "project",
        body: str = "Body.\n",
        mtime: float | None = None,
        **extra: str,
    ) -> Path:
        lines = ["---", f"name: {name or Path(rel).stem}"]
        if description:
            lines.append(f"description: {description}")
        lines.append(f"type: {type}")
        lines += [f"{key}: {value}" for key, value in extra.items()]
        lines.append("---")
        return self.write(rel, "\n".join(lines) + "\n" + textwrap.dedent(body), mtime)

    def index(self, *lines: str) -> Path:
        return self.write("MEMORY.md", "\n".join(lines) + "\n")

    def bytes_and_mtimes(self) -> dict[str, tuple[bytes, int]]:
        """Every file under the memdir with its bytes and mtime: reading must not change any."""
        found = {}
        for dirpath, _, filenames in os.walk(self.root):
            for filename in filenames:
                path = Path(dirpath) / filename
                if path.is_symlink():
                    continue
                found[str(path.relative_to(self.root))] = (
                    path.read_bytes(),
                    path.stat().st_mtime_ns,
                )
        return found


@pytest.fixture
def memdir(tmp_path: Path, settings) -> MemdirBuilder:
    """An empty memdir the app serves; the projection rebuilds when it sees a new memdir."""
    builder = MemdirBuilder(tmp_path / "memdir")
    settings.MEMORYUI_MEMDIR = str(builder.root)
    return builder


def _user(name: str, editor: bool) -> User:
    user = User.objects.create_user(name, password="pw-" + name)
    if editor:
        user.groups.add(Group.objects.get_or_create(name=EDITORS)[0])
    return user


@pytest.fixture
def editor(db) -> User:
    return _user("erin", editor=True)


@pytest.fixture
def viewer(db) -> User:
    return _user("vic", editor=False)


@pytest.fixture
def viewer_client(client, viewer):
    client.force_login(viewer)
    return client


@pytest.fixture
def editor_client(client, editor):
    client.force_login(editor)
    return client
