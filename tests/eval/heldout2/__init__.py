"""The fresh held-out half, written before the second round of contradiction tuning.

Held out: never tune a detector on these memdirs, and never read their per-pair errors; the
evaluation prints their aggregate figures only.
"""
