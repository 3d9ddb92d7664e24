"""The held-out half: never tune the lint on these; only report their figures."""
