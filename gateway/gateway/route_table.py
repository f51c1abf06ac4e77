"""Who owns which call (DESIGN §4), as data: the gateway routes by this table alone.

Entries use the specification's notation: ``x/y`` is ``/api/web/portal/api/x/y``, ``/x/y`` is
``/api/x/y``; a ``GET `` prefix marks the calls that are not POST; a trailing ``*`` makes the
entry a prefix (for calls with a path parameter, or a family of calls).

Every call needs a signed-in caller unless it is in ``PUBLIC_CALLS``; a session locked for
idleness may still make the calls in ``WHILE_LOCKED_CALLS`` (DESIGN §3), nothing else.
"""

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Literal

from portal_kit.envelope import PORTAL_API

API_ROOT = "/api"
GATEWAY = "gateway"

OWNERS: Mapping[str, tuple[str, ...]] = {
    GATEWAY: ("login/user/rsa/secretKey",),
    "auth": (
        "login/user/verify/code",
        "/login/sms/token/*",
        "sms/sendMobileCodeOfLoginWithSecurity",
        "login/user/mobileLoginWithSecurity",
        "login/user/logout",
        "email/sendIpCheckEmailCode",
        "email/validIpCheckEmailCode",
        "company/custAccount/passWord/updateWithSecurity",
        "param/security/findParamSecurityLogoutWay",
        "sms/sendMobileCodeOfLogoutWithSecurity",
        "login/user/logoutCheckTypeWithSecurity",
        "employee/refresh/token",
        "company/custAccount/oldPwd/check",
        "param/security/checkPasswordSecurity",
        "company/custAccount/passWord/update",
        "company/custAccount/verify/code",
        "verify/codeValid",
        "sms/mobileNewCodeValid",
        "/third/mail/sendEmailCode",
        "/third/mail/emailCodeValid",
        "email/update",
        "mobile/update",
        "mobile/check",
        "photo/update",
        "company/custAccount/login/view",
        "loginInfo/view",
        # The security tab's sessions: list, end, endOthers; the administrator's list, end.
        "account/session/list",
        "account/session/end",
        "account/session/endOthers",
        "company/session/list",
        "company/session/end",
        # Two-step sign-in in the security tab: status, start, confirm, recoveryCodes, off.
        "account/twoStep/*",
        # The sign-in's second step for two-step users (a ticket proves the first).
        "login/user/twoStepCheck",
        "sms/sendMobileNewCode",
        "resetpwd/sendSmsCode",
        "resetpwd/account",
        "resetpwd/reset",
        # The registration's first SMS code (the rest of register/* is customer's).
        "register/sendSmsCode",
        "GET /dev/outbox",
    ),
    "customer": (
        "cust/employee/findAllCompNameByMobile",
        "cust/employee/findAllCompNameByMobileEnable",
        "cust/employee/info/comp",
        "cust/employee/comps/all",
        "auth/isCustUserAuth",
        "res/menu/emp/role/findResAllByToken",
        "cust/product/queryPermitAudit",
        "cust/product/findAllByPermitStatus",
        # Product permits: apply, withdraw, permitInfo.
        "cust/product/*",
        "product/getCompPersonalVoucherInfo",
        "company/custAccount/list/dict",
        "company/custAccount/login/employeeSmsTreeselect",
        "company/custAccount/login/smsEmployeeSubmit",
        "custUser/checkPassByProductCodeCompCodeAndUserCode",
        # Personnel: list, add, roles/update, disable, enable, remove, changeAdmin(/sendCode).
        "company/employee/*",
        # The company audit log: list, kinds, and its CSV export.
        "company/audit/*",
        "GET company/audit/export",
        # The user's companies and a company's details.
        "company/info/*",
        "company/changeAcc",
        "company/changeAccView",
        # Invitations: create, list, resend, revoke; ``info`` is public for the register page.
        "invitation/*",
        "invitation/info",
        # Registration: account, current, permit, verify/realName, verify/face/start and
        # verify/face/complete; the account step and the face completion are public.
        "register/*",
        "register/account",
        "register/verify/face/complete",
    ),
    "message": (
        "message/getIsUnreadNumbers",
        # In-site messages: list, detail, read, readAll, delete.
        "message/*",
        # Announcements: list, detail.
        "affiche/*",
    ),
    "content": (
        "manage/article/getArticleList",
        "manage/article/getArticleInfo",
        "product/list",
        "/web/portal/operate/findInfoOperateGuideByParams",
        "third/file/store",
        "GET third/file/down/load",
        # Images operators publish with the news: an <img src> that works for every visitor.
        "GET third/file/public/*",
    ),
    "reference": (
        "province/list",
        "area/list",
        "linkage/list",
        "linkage/getChild",
        "reg/user/listDict",
    ),
}


# Reachable without signing in: the public site, registration data, and the sign-in steps
# themselves (which prove who calls with a captcha, a code, a ticket or a refresh token).
PUBLIC_CALLS = frozenset(
    {
        "login/user/rsa/secretKey",
        "login/user/verify/code",
        "/login/sms/token/*",
        "sms/sendMobileCodeOfLoginWithSecurity",
        "login/user/mobileLoginWithSecurity",
        "email/sendIpCheckEmailCode",
        "email/validIpCheckEmailCode",
        "company/custAccount/passWord/updateWithSecurity",
        "login/user/twoStepCheck",
        "employee/refresh/token",
        "resetpwd/sendSmsCode",
        "resetpwd/account",
        "resetpwd/reset",
        "invitation/info",
        "register/sendSmsCode",
        "register/account",
        "register/verify/face/complete",
        "GET /dev/outbox",
        "manage/article/getArticleList",
        "manage/article/getArticleInfo",
        "product/list",
        "/web/portal/operate/findInfoOperateGuideByParams",
        "GET third/file/public/*",
        "province/list",
        "area/list",
        "linkage/list",
        "linkage/getChild",
        "reg/user/listDict",
    }
)
# The 'security verification' dialog's calls, plus logout so 'exit directly' ends the session.
WHILE_LOCKED_CALLS = frozenset(
    {
        "login/user/rsa/secretKey",
        "param/security/findParamSecurityLogoutWay",
        "sms/sendMobileCodeOfLogoutWithSecurity",
        "login/user/logoutCheckTypeWithSecurity",
        "login/user/logout",
    }
)
# Test tools (DESIGN §8): the services serve them only outside production, and a production
# gateway does not route them at all, so nothing of such a request is ever read or sent on.
DEV_CALLS = frozenset({"GET /dev/outbox"})
# The calls whose body is a file upload (multipart/form-data, up to 10 MB); every other body
# is JSON of at most 1 MB.
UPLOAD_CALLS = frozenset({"third/file/store"})


@dataclass(frozen=True, slots=True)
class AccessLists:
    """Which calls of a route table are public, pass while the session is idle-locked, or take
    a file upload."""

    public: frozenset[str]
    while_locked: frozenset[str]
    uploads: frozenset[str]


PORTAL_ACCESS = AccessLists(PUBLIC_CALLS, WHILE_LOCKED_CALLS, UPLOAD_CALLS)


@dataclass(frozen=True, slots=True)
class Route:
    call: str  # as written in the table
    path: str  # as the owner serves it (the browser adds /api in front)
    owner: str
    method: Literal["GET", "POST"]
    is_prefix: bool
    is_public: bool
    allowed_while_locked: bool
    takes_upload: bool = False

    @property
    def browser_path(self) -> str:
        return API_ROOT + self.path


def parse_call(call: str, owner: str, access: AccessLists = PORTAL_ACCESS) -> Route:
    method: Literal["GET", "POST"] = "POST"
    written = call
    if written.startswith("GET "):
        method, written = "GET", written.removeprefix("GET ")
    is_prefix = written.endswith("*")
    written = written.rstrip("*")
    path = written if written.startswith("/") else f"{PORTAL_API}/{written}"
    return Route(
        call=call,
        path=path,
        owner=owner,
        method=method,
        is_prefix=is_prefix,
        is_public=call in access.public,
        allowed_while_locked=call in access.while_locked,
        takes_upload=call in access.uploads,
    )


class RouteTable:
    """Exact paths are a dict lookup; prefixes are few and tried longest first."""

    def __init__(self, routes: Iterable[Route]) -> None:
        self.routes = tuple(routes)
        self._exact = {route.path: route for route in self.routes if not route.is_prefix}
        self._prefixes = sorted(
            (route for route in self.routes if route.is_prefix),
            key=lambda route: len(route.path),
            reverse=True,
        )
        if len(self._exact) + len(self._prefixes) != len(self.routes):
            raise ValueError("the route table names a path twice")

    def upload_paths(self) -> frozenset[str]:
        """Browser paths of the calls that take a file upload (exact calls only)."""
        return frozenset(r.browser_path for r in self.routes if r.takes_upload and not r.is_prefix)

    def resolve(self, path: str) -> Route | None:
        """The route serving ``path`` (without ``/api``), or ``None``."""
        route = self._exact.get(path)
        if route is not None:
            return route
        return next((r for r in self._prefixes if path.startswith(r.path)), None)


def build_route_table(
    owners: Mapping[str, tuple[str, ...]] = OWNERS,
    access: AccessLists = PORTAL_ACCESS,
    dev_calls: bool = True,
) -> RouteTable:
    """``dev_calls=False`` (production) leaves out the ``DEV_CALLS``."""
    left_out: frozenset[str] = frozenset() if dev_calls else DEV_CALLS
    table = RouteTable(
        parse_call(c, owner, access)
        for owner, calls in owners.items()
        for c in calls
        if c not in left_out
    )
    unknown = (
        (access.public | access.while_locked | access.uploads)
        - left_out
        - {route.call for route in table.routes}
    )
    if unknown:
        raise ValueError(f"access lists name unknown calls: {sorted(unknown)}")
    return table
