"""Reference service: administrative divisions, linkage lists and dictionaries."""
