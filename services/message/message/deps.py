from portal_kit.deps import KVDep, LanguageDep, SessionDep
from portal_kit.identity import CurrentIdentity

__all__ = ["CurrentIdentity", "KVDep", "LanguageDep", "SessionDep"]
