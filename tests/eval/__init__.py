"""Out-of-sample evaluation data for the detectors, claims and search (see README.md here)."""
