"""Events the customer service publishes for the message service (DESIGN §7); the events of
other services it consumes are in ``customer.events.handlers``.

Payload fields are the ones the message service's catalogue reads
(``services/message/message/events/catalogue.py``); they are published after the change
commits, from a background task (``portal_kit.events.publish_after_commit``).
"""

from typing import Any

EMPLOYEE_ADDED = "employee.added"
ADMIN_CHANGED = "admin.changed"


def employee_added(comp_code: str, user_code: str, employee_name: str) -> dict[str, Any]:
    return {"compCode": comp_code, "userCode": user_code, "employeeName": employee_name}


def admin_changed(comp_code: str, user_code: str, user_name: str) -> dict[str, Any]:
    return {"compCode": comp_code, "userCode": user_code, "userName": user_name}
