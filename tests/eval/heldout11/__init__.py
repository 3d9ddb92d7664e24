"""The eleventh held-out half, written by people who never read the detectors' code or figures,
at the start of a round of tuning, after the tenth had been measured once and moved to tuning.

Held out: never tune a detector on these memdirs, and never read their per-pair errors; the
evaluation prints their aggregate figures only.
"""
