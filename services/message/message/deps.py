from typing import Annotated

from fastapi import Depends

from portal_kit.clock import Clock
from portal_kit.deps import KVDep, LanguageDep, SessionDep
from portal_kit.identity import CurrentIdentity, app_clock

# The app's clock (tests replace it): receipts and new rows are stamped with it.
ClockDep = Annotated[Clock, Depends(app_clock)]

__all__ = ["ClockDep", "CurrentIdentity", "KVDep", "LanguageDep", "SessionDep"]
