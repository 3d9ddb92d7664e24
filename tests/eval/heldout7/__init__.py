"""The seventh held-out half, written by people who never read the detectors' code or figures,
after the sixth had been measured once.

Held out: never tune a detector on these memdirs, and never read their per-pair errors; the
evaluation prints their aggregate figures only.
"""
