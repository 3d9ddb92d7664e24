"""Screenshots of every page, at desktop and phone width, in the light and the dark theme.

    .venv/bin/python tests/screenshots.py [--out /tmp/memoryui-screenshots] [--only NAME,...]

It builds a small fleet in a temporary home (two Claude Code projects, one past its cliff, a
team folder, a subagent and a Hermes folder: tests/fleet.py), serves it with
``manage.py runserver`` on a free port, logs in as an editor through the real form and saves
one full-page PNG per page, width and theme as ``<name>-<desk|phone>-<light|dark>.png``.
Debian's chromium is driven through Playwright, as in the browser tests. Not collected by
pytest: it is for a person to look at, before and after a change to the pages.
"""

from __future__ import annotations

import argparse
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path
from urllib.parse import quote

REPO = Path(__file__).resolve().parent.parent
PASSWORD = "a long screenshot passphrase 7"
SIZES = {"desk": (1280, 800), "phone": (390, 844)}


def build(home_root: Path) -> dict[str, str]:
    """The fleet on disk; returns the slugs the pages are taken in."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tests.settings")
    sys.path.insert(0, str(REPO))
    import django

    django.setup()
    from memoryui.memdir.discover import sanitize
    from tests.fleet import build_home

    fake = build_home(home_root)
    blog = fake.memory(fake.blog)
    for n in range(230):
        blog.topic(f"notes/n{n}.md", description=f"Note {n} about the blog", body=f"Note {n}.\n")
    blog.index(*[f"- [Note {n}](notes/n{n}.md) — note {n} about the blog" for n in range(230)])
    # Something for the review queue: a contradiction (an older and a newer note on one
    # subject) and a memory with a secret for the lint.
    blog.topic(
        "projects/staging-refresh.md", name="Staging refresh", type="project",
        description="How staging gets its data",
        body="| env | refresh |\n|---|---|\n"
        "| staging | nightly from a **prod** snapshot at 02:00 |\n\n"
        "Staging is refreshed nightly from a prod snapshot by `scripts/refresh_staging.sh`.\n",
        mtime=1_700_000_000,
    )  # fmt: skip
    blog.topic(
        "projects/staging-seed.md", name="Staging seed data", type="project",
        description="Staging no longer copies production data",
        body="We stopped copying prod into staging: `scripts/refresh_staging.sh` now seeds it "
        "weekly from fixtures.\n\nSee [[staging-refresh]] for the old way.\n",
        mtime=1_730_000_000,
    )  # fmt: skip
    blog.topic(
        "reference/ci.md", name="CI", type="reference", description="The CI token",
        body="CI posts with token ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8" + ".\n",
    )  # fmt: skip
    blog.write("MEMORY.md", blog.root.joinpath("MEMORY.md").read_text() + "- [Gone](gone.md)\n")
    return {
        "blog_root": str(blog.root),
        "shop_root": str(fake.memory(fake.shop).root),
        "home": str(fake.home),
        "shop": sanitize(str(fake.shop)).strip("-"),
        "blog": sanitize(str(fake.blog)).strip("-"),
    }


def pages(slugs: dict[str, str]) -> dict[str, str]:
    shop, blog = slugs["shop"], slugs["blog"]
    return {
        "fleet": "/",
        "believe-across": "/believe/?q=deploys+on+Tuesdays",
        "claude-md": "/claude-md/",
        "overview": f"/m/{blog}/",
        "index": f"/m/{blog}/index/",
        "memories": f"/m/{blog}/memories/",
        "memory": f"/m/{shop}/memories/testing.md",
        "provenance": f"/m/{shop}/memories/testing.md/provenance",
        "edit": f"/m/{shop}/memories/testing.md/edit",
        "new": f"/m/{shop}/memories/new",
        "review": f"/m/{blog}/review/",
        "history": f"/m/{shop}/history/",
        "believe": f"/m/{shop}/believe/?q=deploys+on+Tuesdays",
        # A sentence that asks nothing, with a rare word a memory has: taken as conversation.
        "believe-chat": f"/m/{shop}/believe/?q=Great+job+on+the+deploys+today%2C+see+you+soon%21",
        # An exclamation opens with a question word and asks nothing.
        "believe-exclaim": f"/m/{shop}/believe/?q=What+a+week%21+Tuesdays+are+always+like+this",
        # A Korean greeting: its polite verb ending is everyday talk, so it names no topic.
        "believe-greeting-ko": f"/m/{shop}/believe/?q=" + quote("안녕하세요~ 오늘도 잘 부탁드려요"),
        # A joke answers its own question and laughs: conversation, though it names deploys.
        "believe-joke": f"/m/{shop}/believe/?q="
        + quote("why did the deploy go to staging on Tuesdays? it needed a test run 😂"),
        # A question that names nothing beside a statement naming deploys once: conversation.
        "believe-aside": f"/m/{shop}/believe/?q="
        + quote("Still there? Sorry, got pulled into the deploys review"),
        # Words typed alone whose rare words no memory holds: silence, naming those words.
        "believe-absent": f"/m/{shop}/believe/?q=brb+grabbing+testing",
        "changes": f"/m/{shop}/changes/",
        "graph": f"/m/{blog}/graph/",
        "battery": f"/m/{shop}/battery/",
        "glossary": f"/m/{shop}/glossary/",
        "index-add": f"/m/{blog}/index/add?path=projects/staging-seed.md",
        "merge": f"/m/{blog}/memories/projects/staging-refresh.md/merge"
        "?into=projects/staging-seed.md",
        "hermes-index": "/m/hermes/index/",
        "not-found": "/m/nobody/",
        "login": "/login/",
    }


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def serve(work: Path, home: str) -> tuple[subprocess.Popen, str]:
    port = free_port()
    (work / "var").mkdir()
    env = {
        **os.environ,
        "HOME": home,
        "DJANGO_SETTINGS_MODULE": "memoryui.settings",
        "MEMORYUI_DISCOVER": "claude,hermes",
        "MEMORYUI_VAR_DIR": str(work / "var"),
        "MEMORYUI_PASSWORD": PASSWORD,
        "MEMORYUI_SECRET_KEY": "screenshots-" + "x" * 50,
        "MEMORYUI_RECONCILE_MODE": "inline",
    }
    manage = [sys.executable, str(REPO / "manage.py")]
    for args in (["migrate", "-v0"], ["collectstatic", "--noinput", "-v0"], ["curate"]):
        subprocess.run(manage + args, env=env, check=True)
    subprocess.run([*manage, "adduser", "op", "--role", "editor"], env=env, check=True,
                   capture_output=True)  # fmt: skip
    server = subprocess.Popen(
        [*manage, "runserver", f"127.0.0.1:{port}", "--noreload"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    for _ in range(100):
        try:
            urllib.request.urlopen(base + "/health/", timeout=1)
            return server, base
        except OSError:
            time.sleep(0.2)
    server.kill()
    raise SystemExit("the server did not start")


def shoot(
    base: str,
    wanted: dict[str, str],
    out: Path,
    first_look: str = "/",
    outside: Callable[[], None] | None = None,
) -> list[Path]:
    from playwright.sync_api import sync_playwright

    from tests.browser import CHROMIUM, CHROMIUM_ARGS

    made = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        for size, (width, height) in SIZES.items():
            for theme in ("light", "dark"):
                context = browser.new_context(
                    viewport={"width": width, "height": height}, color_scheme=theme
                )
                page = context.new_page()
                page.goto(base + "/login/")
                page.fill("#id_username", "op")
                page.fill("#id_password", PASSWORD)
                page.get_by_role("button", name="Log in").click()
                page.wait_for_load_state("networkidle")
                if outside is not None:
                    # The first look keeps versions; then the agent writes: /changes/ has one.
                    page.goto(base + first_look)
                    outside()
                    outside = None
                    # And an edit through memoryui, for the history.
                    page.goto(base + first_look.replace("/changes/", "/memories/testing.md/edit"))
                    page.fill("#id_description", "How the shop's tests run, and where")
                    page.get_by_role("button", name="Save").first.click()
                    page.wait_for_load_state("networkidle")
                for name, url in wanted.items():
                    page.goto(base + url)
                    page.wait_for_load_state("networkidle")
                    path = out / f"{name}-{size}-{theme}.png"
                    page.screenshot(path=str(path), full_page=True)
                    made.append(path)
                context.close()
        browser.close()
    return made


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/memoryui-screenshots"))
    parser.add_argument("--only", help="comma-separated page names")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="memoryui-screenshots-"))
    args.out.mkdir(parents=True, exist_ok=True)
    try:
        slugs = build(work / "fleet")
        wanted = pages(slugs)
        if args.only:
            wanted = {k: v for k, v in wanted.items() if k in args.only.split(",")}
        server, base = serve(work, slugs["home"])
        try:
            testing = Path(slugs["shop_root"]) / "testing.md"

            def agent_writes() -> None:
                testing.write_text(testing.read_text() + "The agent added this line.\n")

            first = f"/m/{slugs['shop']}/changes/"
            for path in shoot(base, wanted, args.out, first, agent_writes):
                print(path)
        finally:
            server.terminate()
            server.wait(timeout=10)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
