from typing import Annotated

from fastapi import Depends, Request

from portal_kit.deps import KVDep, LanguageDep, SessionDep
from portal_kit.settings import BaseServiceSettings


def get_settings(request: Request) -> BaseServiceSettings:
    settings: BaseServiceSettings = request.app.state.settings
    return settings


SettingsDep = Annotated[BaseServiceSettings, Depends(get_settings)]

__all__ = ["KVDep", "LanguageDep", "SessionDep", "SettingsDep"]
