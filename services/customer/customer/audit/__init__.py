"""The company audit log: what happened in a company, read by its administrators."""
