#!/usr/bin/env python3
"""memoryui's command line: python manage.py sync | adduser | runserver | …"""

import os
import sys

if __name__ == "__main__":
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memoryui.settings")
    from django.core.exceptions import ImproperlyConfigured
    from django.core.management import execute_from_command_line

    try:
        execute_from_command_line(sys.argv)
    except ImproperlyConfigured as exc:
        # A setting the operator must fix: one sentence, no traceback.
        sys.exit(f"memoryui: {exc}")
