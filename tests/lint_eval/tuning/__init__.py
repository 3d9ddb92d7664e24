"""The tuning half: the lint may be tuned on these memdirs."""
