"""Conventions the architecture relies on: the memdir core stays pure Python, free of Django."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
MEMDIR_PACKAGE = REPO / "memoryui" / "memdir"
# The agent's side (the recall hook, the MCP server) runs without the web stack too.
AGENT_PACKAGE = REPO / "memoryui" / "agent"
SOURCES = sorted([*MEMDIR_PACKAGE.rglob("*.py"), *AGENT_PACKAGE.rglob("*.py")])
MODULES = sorted(
    ".".join(path.relative_to(REPO).with_suffix("").parts).removesuffix(".__init__")
    for path in SOURCES
)


def test_the_memdir_package_has_modules_to_check():
    # An empty list would make the parametrized tests below pass by checking nothing.
    assert "memoryui.memdir" in MODULES
    assert {"memoryui.memdir.files", "memoryui.memdir.scan"} <= set(MODULES)
    assert {"memoryui.agent.recall", "memoryui.agent.mcp_server"} <= set(MODULES)


@pytest.mark.parametrize("module", MODULES)
def test_importing_a_memdir_module_loads_no_django(module):
    # A fresh interpreter: this test process has Django loaded already through pytest-django.
    code = (
        "import importlib, sys\n"
        f"importlib.import_module({module!r})\n"
        "loaded = sorted(m for m in sys.modules if m == 'django' or m.startswith('django.'))\n"
        "print(','.join(loaded))\n"
    )
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(REPO)}
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "", f"{module} loads {done.stdout.strip()}"


def _called_name(node: ast.Call) -> str:
    func = node.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def imported_names(tree: ast.AST) -> list[str]:
    """Modules named by import statements and by import_module("...") or __import__("...")."""
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.append(node.module)
        elif (
            isinstance(node, ast.Call)
            and _called_name(node) in {"import_module", "__import__"}
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            names.append(node.args[0].value)
    return names


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.name)
def test_no_memdir_module_imports_django_in_its_source(path):
    # Catches an import hidden inside a function, which the import test above never runs.
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    django = [n for n in imported_names(tree) if n == "django" or n.startswith("django.")]
    assert django == [], f"{path.relative_to(REPO)} imports {django}"


def test_the_source_check_recognises_each_form_of_import():
    source = (
        "import django\n"
        "from django.db import models\n"
        "def later():\n"
        "    import django.conf\n"
        "    importlib.import_module('django.utils')\n"
    )
    names = imported_names(ast.parse(source))
    assert sorted(names) == ["django", "django.conf", "django.db", "django.utils"]
