from datetime import datetime
from typing import Annotated

from pydantic import Field, StringConstraints

from portal_kit.envelope import WireModel
from portal_kit.validators import MOBILE_PATTERN
from portal_kit.visible_text import Visible

Name = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=64), Visible
]


class ChangeAccApply(WireModel):
    """``company/changeAcc``: who is to hold the administrator account, and the signed letter."""

    name: Name
    mobile: Annotated[str, Field(pattern=MOBILE_PATTERN)]
    # Checked by the rules of specification §5 in the service (they need today's date).
    id_number: Annotated[str, Field(max_length=32)]
    letter_file_token: Annotated[str, Field(min_length=1, max_length=64)]


class ChangeAccRead(WireModel):
    """An application as the company sees it; personal numbers masked."""

    application_id: int
    # pending, approved or rejected.
    status: str
    name: str
    mobile: str
    id_number: str | None
    letter_file_token: str
    applicant_name: str
    submitted_at: datetime
    decided_at: datetime | None
    # The operator's reason (always given for a rejection).
    reason: str | None


class ChangeAccDecided(WireModel):
    application_id: int
    status: str
    comp_code: str
    # Approved: the account now holding the company's administrator account.
    user_code: str | None = None
    employee_code: str | None = None
    user_name: str | None = None
    # Approved: auth opened that account just now (its owner was texted to set a password).
    account_created: bool = False
