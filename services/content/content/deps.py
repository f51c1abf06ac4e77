from typing import Annotated

from fastapi import Depends, Request

from content.files.store import FileStore
from portal_kit.deps import KVDep, LanguageDep, SessionDep


def get_file_store(request: Request) -> FileStore:
    store: FileStore = request.app.state.file_store
    return store


FileStoreDep = Annotated[FileStore, Depends(get_file_store)]

__all__ = ["FileStoreDep", "KVDep", "LanguageDep", "SessionDep"]
