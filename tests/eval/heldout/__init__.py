"""The held-out half. Held out: never tune a detector on these memdirs."""
