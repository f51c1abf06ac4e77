"""Companies in the operator console (``/ops/company/*``): search, detail, suspend, restore."""
