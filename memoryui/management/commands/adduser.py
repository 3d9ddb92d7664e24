from __future__ import annotations

import getpass
import os
from typing import Any

from django.contrib.auth.models import Group, User
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import transaction

from memoryui import fleet
from memoryui.auth import EDITORS
from memoryui.models import ApiToken, MemdirShare


class Command(BaseCommand):
    help = (
        "Create or update a user with a role; --memdir limits them to some memdirs; --token "
        "prints an API token for scripts."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("name")
        parser.add_argument("--role", choices=["viewer", "editor"], required=True)
        parser.add_argument("--token", action="store_true", help="print a new API token")
        share = parser.add_mutually_exclusive_group()
        share.add_argument(
            "--memdir",
            action="extend",
            nargs="+",
            default=[],
            metavar="SLUG",
            help="limit the user to these memdirs (by default they read every one); "
            "replaces an earlier limit",
        )
        share.add_argument(
            "--all-memdirs",
            action="store_true",
            help="lift an earlier --memdir limit: the user reads every memdir",
        )

    def handle(
        self,
        *args: Any,
        name: str,
        role: str,
        token: bool,
        memdir: list[str],
        all_memdirs: bool,
        **options: Any,
    ) -> None:
        self.check_slugs(memdir)
        password = os.environ.get("MEMORYUI_PASSWORD")
        if password is None:
            if not self.stdin_is_tty():
                raise CommandError("Set MEMORYUI_PASSWORD, or run this on a terminal to type it.")
            password = getpass.getpass(f"Password for {name}: ")
        if not password:
            raise CommandError("The password must not be empty.")
        existing = User.objects.filter(username=name).first()
        user = existing or User(username=name)
        # AUTH_PASSWORD_VALIDATORS, checked before anything is saved: a refused password leaves
        # a new user uncreated and an existing one as it was.
        try:
            validate_password(password, user)
        except ValidationError as refused:
            reasons = "".join(f"\n  - {reason}" for reason in refused.messages)
            raise CommandError(f"The password for {name} was refused:{reasons}") from None
        created = existing is None
        with transaction.atomic():
            user.set_password(password)
            user.save()
            editors, _ = Group.objects.get_or_create(name=EDITORS)
            if role == "editor":
                user.groups.add(editors)
            else:
                user.groups.remove(editors)
            # Run again without --memdir, an earlier limit stays: changing a role must never
            # widen what someone reads without saying so (--all-memdirs does).
            if memdir or all_memdirs:
                MemdirShare.objects.filter(user=user).delete()
                MemdirShare.objects.bulk_create(
                    MemdirShare(user=user, slug=slug) for slug in dict.fromkeys(memdir)
                )
            key = ApiToken.issue(user) if token else None
        self.stdout.write(f"{'created' if created else 'updated'} {name} as {role}")
        limited = sorted(MemdirShare.objects.filter(user=user).values_list("slug", flat=True))
        self.stdout.write(f"reads only: {', '.join(limited)}" if limited else "reads every memdir")
        if key:
            self.stdout.write(f"token: {key}")

    def check_slugs(self, slugs: list[str]) -> None:
        """A share names memdirs memoryui knows: a typo would share nothing, silently."""
        known = {record.slug for record in fleet.records()}
        unknown = [slug for slug in slugs if slug not in known]
        if unknown:
            raise CommandError(
                f"No memdir is named {', '.join(unknown)}. Known: {', '.join(sorted(known))}."
            )

    def stdin_is_tty(self) -> bool:
        import sys

        return sys.stdin.isatty()
