from typing import Annotated

from fastapi import Depends, Request

from content.files.store import FileStore
from portal_kit.clock import Clock
from portal_kit.deps import KVDep, LanguageDep, SessionDep
from portal_kit.identity import app_clock


def get_file_store(request: Request) -> FileStore:
    store: FileStore = request.app.state.file_store
    return store


FileStoreDep = Annotated[FileStore, Depends(get_file_store)]
# Articles become visible at their publication time, read from the app's (test-settable) clock.
ClockDep = Annotated[Clock, Depends(app_clock)]

__all__ = ["ClockDep", "FileStoreDep", "KVDep", "LanguageDep", "SessionDep"]
