"""Events the auth service publishes for other services (DESIGN §7).

Staged in the transaction of the change it reports (``portal_kit.event_outbox.stage``) and
published once that commits; payload fields are camelCase.

``user.mobile_changed``: a user changed their mobile (``mobile/update``).
    ``userCode``, ``mobile`` (the new one), ``changedAt`` (ISO 8601, UTC): customer keeps the
    employees' copy of the mobile and ignores a change older than the one it holds.

``employee.signed_in``: a user signed in and a session opened in one of their companies.
    ``compCode``, ``employeeCode``, ``userCode``, ``ip``, ``signedInAt`` (ISO 8601, UTC):
    customer writes the company's audit log entry.
"""

from datetime import datetime
from typing import Any

USER_MOBILE_CHANGED = "user.mobile_changed"
EMPLOYEE_SIGNED_IN = "employee.signed_in"


def user_mobile_changed(user_code: str, mobile: str, changed_at: datetime) -> dict[str, Any]:
    return {"userCode": user_code, "mobile": mobile, "changedAt": changed_at.isoformat()}


def employee_signed_in(
    comp_code: str, employee_code: str, user_code: str, ip: str, signed_in_at: datetime
) -> dict[str, Any]:
    return {
        "compCode": comp_code,
        "employeeCode": employee_code,
        "userCode": user_code,
        "ip": ip,
        "signedInAt": signed_in_at.isoformat(),
    }
