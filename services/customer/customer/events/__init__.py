"""Events the customer service publishes (DESIGN §7); the events it consumes are in
``customer.events.handlers``: other services' and, for the SMS notices employees chose, its own
(``customer.notice.events``).

Payload fields are the ones the message service's catalogue reads
(``services/message/message/events/catalogue.py``); each is staged in the transaction of the
change it reports (``portal_kit.event_outbox.stage``) and published once that commits.

``company.change_decided``: an operator decided a company's change-of-administrator
application (the message service tells a rejection; an approval's message is ``admin.changed``).
    ``compCode``, ``applicationId``, ``approved`` (bool); ``userName`` (approved: the new
    administrator); ``reason`` (rejected).
"""

from typing import Any

EMPLOYEE_ADDED = "employee.added"
ADMIN_CHANGED = "admin.changed"
COMPANY_CHANGE_DECIDED = "company.change_decided"


def employee_added(comp_code: str, user_code: str, employee_name: str) -> dict[str, Any]:
    return {"compCode": comp_code, "userCode": user_code, "employeeName": employee_name}


def admin_changed(
    comp_code: str, user_code: str, user_name: str, application_id: int | None = None
) -> dict[str, Any]:
    """``application_id``: the approved change-of-administrator application that made the
    change, when one did (its ``company.change_decided`` tells the same news)."""
    payload: dict[str, Any] = {"compCode": comp_code, "userCode": user_code, "userName": user_name}
    if application_id is not None:
        payload["applicationId"] = application_id
    return payload


def company_change_decided(
    comp_code: str, application_id: int, approved: bool, user_name: str | None, reason: str | None
) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "compCode": comp_code,
        "applicationId": application_id,
        "approved": approved,
    }
    if user_name:
        payload["userName"] = user_name
    if reason:
        payload["reason"] = reason
    return payload
