"""A fake home folder holding an operator's memory as Claude Code and Hermes lay it out:
several projects (one whose path a transcript confirms, one nobody confirms), a project's
team memory, subagent memory at user and repository scope, and a Hermes folder."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from memoryui.memdir.discover import sanitize

from .conftest import MemdirBuilder

SESSION = "0b7c5d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e"


def transcript(path: Path, cwd: str, *records: dict) -> Path:
    """A session transcript in Claude Code's JSON Lines shape."""
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = [json.dumps({"type": "summary", "summary": "A session", "leafUuid": "x"})]
    for number, record in enumerate(records):
        full = {
            "parentUuid": None,
            "isSidechain": False,
            "userType": "external",
            "cwd": cwd,
            "sessionId": path.stem,
            "version": "2.1.80",
            "uuid": f"uuid-{number}",
            "timestamp": f"2026-11-0{1 + number % 9}T10:0{number % 10}:00.000Z",
        }
        full.update(record)
        lines.append(json.dumps(full, ensure_ascii=False))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def user_says(text: str, **extra: object) -> dict:
    return {"type": "user", "message": {"role": "user", "content": text}, **extra}


def agent_writes(file_path: str, content: str, tool: str = "Write") -> dict:
    data = {"file_path": file_path, "content": content}
    if tool == "Edit":
        data = {"file_path": file_path, "old_string": "old", "new_string": content}
    block = {"type": "tool_use", "id": "toolu_01", "name": tool, "input": data}
    return {
        "type": "assistant",
        "message": {"role": "assistant", "content": [{"type": "text", "text": "Saving."}, block]},
    }


@dataclass
class FakeHome:
    home: Path
    config: Path
    shop: Path  # a repository whose project folder a transcript confirms
    blog: Path  # a repository no transcript mentions

    @property
    def projects(self) -> Path:
        return self.config / "projects"

    def project_folder(self, repo: Path) -> Path:
        return self.projects / sanitize(str(repo))

    def memory(self, repo: Path) -> MemdirBuilder:
        return MemdirBuilder(self.project_folder(repo) / "memory")

    def env(self, **extra: str) -> dict[str, str]:
        return {"HOME": str(self.home), **extra}


def one_project(builder: MemdirBuilder, topic: str, body: str) -> None:
    builder.topic(f"{topic}.md", name=topic, description=f"{topic} notes", body=body)
    builder.index(f"- [{topic}]({topic}.md) — {topic} notes")


def build_home(root: Path) -> FakeHome:
    home = root / "home"
    config = home / ".claude"
    shop = home / "src" / "shop"
    blog = home / "src" / "blog"
    for repo in (shop, blog):
        (repo / ".git").mkdir(parents=True)
    fake = FakeHome(home, config, shop, blog)
    shop_memory = fake.memory(shop)
    one_project(shop_memory, "deploys", "Deploys go out on Tuesdays.\n")
    shop_memory.topic(
        "testing.md",
        name="testing",
        description="how tests run",
        type="feedback",
        body="Run the tests with make test.\n",
        originSessionId=SESSION,
    )
    transcript(
        fake.project_folder(shop) / f"{SESSION}.jsonl",
        str(shop),
        user_says("Please remember that we run tests with make test"),
        agent_writes(str(shop_memory.root / "testing.md"), "Run the tests with make test.\n"),
    )
    team = MemdirBuilder(shop_memory.root / "team")
    one_project(team, "style", "We write British English.\n")
    one_project(fake.memory(blog), "drafts", "Drafts live in drafts/.\n")
    one_project(MemdirBuilder(config / "agent-memory" / "reviewer"), "review", "Be terse.\n")
    planner = MemdirBuilder(shop / ".claude" / "agent-memory" / "planner")
    one_project(planner, "plans", "Plans are one page.\n")
    hermes = MemdirBuilder(home / ".hermes" / "memories")
    hermes.write("MEMORY.md", "The user deploys on Tuesdays.\n§\nThe build uses make.\n")
    hermes.write("USER.md", "Prefers short answers.\n")
    return fake
