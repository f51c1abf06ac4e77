"""Wire shapes of the company audit log."""

from datetime import date, datetime
from typing import Annotated, Self

from pydantic import Field, model_validator

from portal_kit.envelope import WireModel
from portal_kit.paging import PageQuery
from portal_kit.wire_fields import EmptyIsNoFilter

NoFilter = EmptyIsNoFilter()


class AuditFilter(WireModel):
    """Every filter is optional. Days are China days, both ends included; an end earlier
    than the start is swapped, as every date range of the portal is (specification §5)."""

    # Who did it: an employee of the company (their employeeCode).
    employee_code: Annotated[Annotated[str, Field(max_length=32)] | None, NoFilter] = None
    # What: a kind code (``company/audit/kinds``).
    kind: Annotated[Annotated[str, Field(max_length=40)] | None, NoFilter] = None
    date_from: Annotated[date | None, NoFilter] = None
    date_to: Annotated[date | None, NoFilter] = None

    @model_validator(mode="after")
    def _in_order(self) -> Self:
        if self.date_from and self.date_to and self.date_to < self.date_from:
            self.date_from, self.date_to = self.date_to, self.date_from
        return self


class AuditQuery(PageQuery, AuditFilter):
    pass


class AuditRow(WireModel):
    id: int
    at: datetime
    kind: str
    # The kind and its subject as a sentence, in the request's language.
    text: str
    # employee, operator (the platform's staff) or contact (an invited company's).
    actor_type: str
    actor_code: str
    actor_name: str
    # Masked: first 3 and last 4 digits; empty for an operator.
    actor_mobile: str
    subject_code: str
    subject_name: str
    detail: str


class AuditKind(WireModel):
    code: str
    text: str
