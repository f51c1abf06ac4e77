"""The operator console's calls (``/api/ops/...``) and who owns them, as data.

The console has a listener of its own; the portal's route table names none of these calls,
so the customer port answers every ``/api/ops/`` path 404. Each owner serves its console calls
at the same path without ``/api`` and checks the operator's roles itself.

Calls are written with a leading slash (``/ops/...``); a trailing ``*`` makes a prefix. Every
call needs an operator's session but the public ones, which prove the caller another way (a
password, a ticket, a refresh token or a personal API token).
"""

from gateway.route_table import GATEWAY, AccessLists, RouteTable, build_route_table

KEY_HANDOUT = "/ops/keys"
# The console's calls the request protection lets through: the key handout comes first.
UNPROTECTED_CONSOLE_CALLS = frozenset({KEY_HANDOUT})

CONSOLE_OWNERS: dict[str, tuple[str, ...]] = {
    GATEWAY: (KEY_HANDOUT,),
    "backoffice": (
        "/ops/session/password",
        "/ops/session/change-password",
        "/ops/session/enrol/start",
        "/ops/session/enrol/finish",
        "/ops/session/totp",
        "/ops/session/refresh",
        "/ops/session/api-token",
        "/ops/session/unlock",
        "/ops/session/logout",
        "/ops/me/*",
        "/ops/operator/*",
        "/ops/audit/*",
        "GET /ops/audit/export",
    ),
    "customer": (
        "/ops/review/*",
        "/ops/registration/*",
        "/ops/permit/*",
        "/ops/admin-change/*",
        "/ops/company/*",
    ),
    "auth": ("/ops/user/*", "/ops/security/*"),
    "content": (
        "/ops/article/*",
        "/ops/article-category/*",
        "/ops/guide/*",
        "/ops/guide-module/*",
        "/ops/file/*",
        "/ops/file/upload",
        "GET /ops/file/download",
    ),
    "message": ("/ops/affiche/*", "/ops/message/*"),
}

CONSOLE_ACCESS = AccessLists(
    public=frozenset(
        {
            KEY_HANDOUT,
            "/ops/session/password",
            "/ops/session/change-password",
            "/ops/session/enrol/start",
            "/ops/session/enrol/finish",
            "/ops/session/totp",
            "/ops/session/refresh",
            "/ops/session/api-token",
        }
    ),
    # The console's security verification, and signing out from it.
    while_locked=frozenset({KEY_HANDOUT, "/ops/session/unlock", "/ops/session/logout"}),
    uploads=frozenset({"/ops/file/upload"}),
)


def build_console_route_table() -> RouteTable:
    return build_route_table(CONSOLE_OWNERS, CONSOLE_ACCESS)
