from portal_kit.deps import KVDep, LanguageDep, SessionDep

__all__ = ["KVDep", "LanguageDep", "SessionDep"]
