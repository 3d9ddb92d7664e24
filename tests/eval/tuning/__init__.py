"""The tuning half: a detector may be tuned on these memdirs."""
