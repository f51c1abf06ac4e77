"""Calls this service owns (DESIGN §4) that answer 501 until they are built."""

PENDING_CALLS = (
    "POST /web/portal/api/linkage/list",
    "POST /web/portal/api/linkage/getChild",
    "POST /web/portal/api/reg/user/listDict",
)
