"""The third held-out half, written by someone who never read the detectors' code or figures.

Held out: never tune a detector on these memdirs, and never read their per-pair errors; the
evaluation prints their aggregate figures only.
"""
