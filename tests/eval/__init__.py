"""Out-of-sample evaluation data for the detectors, claims and search (tests/eval/README.md)."""
