"""The permit status codes of specification §4 that the portal itself sets, and its moves.

The reference service's ``permitStatus`` dictionary names every code and carries its colour;
the portal moves a permit along this path only:

    (none) ──apply──► 10 submitted ──approve──► 80 active
                          │  └──────reject────► 85 rejected ──apply──► 10
                          └──withdraw─► 30 withdrawn ──apply──► 10

The other codes of the dictionary (in review, returned for documents, contract signing,
suspended, closed, ...) belong to the platform's back office; a permit an operator put there
is shown with its label and colour, but the portal offers no action on it.
"""

SUBMITTED = 10
IN_REVIEW = 20
WITHDRAWN = 30
ACTIVE = 80
REJECTED = 85

# Waiting for an operator: the company may withdraw, an operator may decide.
OPEN = frozenset({SUBMITTED, IN_REVIEW})
# Over without the product: the company may apply again.
REAPPLICABLE = frozenset({WITHDRAWN, REJECTED})

# Who made a change recorded in the audit trail.
BY_USER = "user"
BY_OPERATOR = "operator"


def may_apply(status: int | None) -> bool:
    """No permit yet, or the last one ended without the product."""
    return status is None or status in REAPPLICABLE


def may_withdraw(status: int | None) -> bool:
    return status in OPEN
