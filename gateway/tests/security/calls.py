"""A minimal valid request for every call of the browser's API, for any caller of the cast.

Each builder returns what one matrix cell sends; it may first prepare state through other
calls (a captcha drawn, a colleague to disable, an application to withdraw), which are not
cells. Calls that act on data name company A's objects, whoever calls: for B's
administrator (the 'other-company' column) that is another company's data.

``PHASES`` orders the cells: calls that end or transfer something run after everything that
still needs it, logout last.
"""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import httpx
import pyotp

from auth.devices.service import session_key
from portal_kit.sessions import SessionStore
from portal_kit.validators import credit_check_character

from .cast import API, ID_NUMBERS, PNG, Actor, Cast

EARLY, LATE, LAST = 0, 1, 2
PHASES = (EARLY, LATE, LAST)
CREDIT_BASE = "91310115MA1K3R5T"


@dataclass
class Probe:
    """One request, as the browser would send it."""

    method: str
    path: str
    params: dict[str, Any] | None = None
    json: Any = None
    files: dict[str, Any] | None = None
    data: dict[str, Any] | None = None
    headers: dict[str, str] = field(default_factory=dict)

    async def send(self, actor: Actor) -> httpx.Response:
        return await actor.client.request(
            self.method,
            self.path,
            params=self.params,
            json=self.json,
            files=self.files,
            data=self.data,
            headers={**actor.headers, **self.headers},
        )


Build = Callable[[Cast, Actor], Awaitable[Probe]]
# Runs after the cell's answer: keeps what the next call of a chain needs (a code sent).
After = Callable[[Cast, Actor, httpx.Response], Awaitable[None]]


async def nothing(cast: Cast, actor: Actor, response: httpx.Response) -> None:
    return None


@dataclass(frozen=True)
class Row:
    call: str
    build: Build
    phase: int = EARLY
    after: After = nothing


ROWS: dict[str, Row] = {}


def browser_path(call: str) -> tuple[str, str]:
    """Method and browser path of a call written as the route table writes it."""
    method, _, written = call.rpartition(" ")
    path = "/api" + written if written.startswith("/") else f"{API}/{written}"
    return method or "POST", path


def row(call: str, phase: int = EARLY, after: After = nothing) -> Callable[[Build], Build]:
    def register(build: Build) -> Build:
        ROWS[call] = Row(call, build, phase, after)
        return build

    return register


def keep_code(name: str, to: str) -> After:
    """After a cell that sent a code: keep the newest code sent to ``actor.<to>`` or to
    ``actor.state[to]`` as ``actor.state[name]``."""

    async def keep(cast: Cast, actor: Actor, response: httpx.Response) -> None:
        if response.status_code == 200 and response.json()["ok"]:
            address = actor.state.get(to) or getattr(actor, to)
            actor.state[name] = await cast.latest_code(actor, address)

    return keep


def simple(call: str, phase: int = EARLY, **request: Any) -> None:
    """A call whose request does not depend on the caller."""
    method, path = browser_path(call)

    async def build(cast: Cast, actor: Actor) -> Probe:
        return Probe(method, path, **request)

    ROWS[call] = Row(call, build, phase)


def probe(call: str, **request: Any) -> Probe:
    method, path = browser_path(call)
    return Probe(method, path, **request)


def credit_code(cast: Cast, actor: Actor) -> str:
    base = (CREDIT_BASE[:10] + cast.tag + actor.browser_id[-2:]).upper()[:17]
    return base + credit_check_character(base)


# --- the public site, reference data and the sign-in steps -------------------------------

simple("login/user/rsa/secretKey")
simple("product/list")
simple("manage/article/getArticleList", json={})
simple("/web/portal/operate/findInfoOperateGuideByParams", json={})
simple("province/list")
simple("area/list", params={"pid": "310000"})
simple("linkage/list")
simple("linkage/getChild", params={"pid": "310000"})
simple("reg/user/listDict", params={"dictType": "permitStatus"})
# A wrong proof (captcha answer, SMS token, ticket, code): the owner's own check answers.
simple("email/sendIpCheckEmailCode", json={"ticket": "t" * 40, "browserID": "securityProbe01"})
simple(
    "email/validIpCheckEmailCode",
    json={"ticket": "t" * 40, "browserID": "securityProbe01", "code": "123456"},
)
simple(
    "login/user/twoStepCheck",
    json={"ticket": "t" * 40, "browserID": "securityProbe01", "code": "123456"},
)
simple(
    "resetpwd/reset",
    json={"ticket": "t" * 40, "newPassword": "x" * 40, "browserID": "securityProbe01"},
)
simple("register/verify/face/complete", json={"token": "f" * 43})


@row("/login/sms/token/{browserID}")
async def sms_token(cast: Cast, actor: Actor) -> Probe:
    return Probe("POST", f"/api/login/sms/token/{actor.browser_id}", json={"code": "zzzz"})


@row("GET /dev/outbox")
async def dev_outbox(cast: Cast, actor: Actor) -> Probe:
    return probe("GET /dev/outbox", params={"to": actor.browser_id})


@row("login/user/verify/code")
async def login_captcha(cast: Cast, actor: Actor) -> Probe:
    return probe("login/user/verify/code", params={"browserID": actor.browser_id})


def _sms_query(cast: Cast, actor: Actor) -> dict[str, str]:
    return {"browserID": actor.browser_id, "mobile": cast.new_mobile(), "smsToken": "s" * 32}


@row("sms/sendMobileCodeOfLoginWithSecurity")
async def login_sms(cast: Cast, actor: Actor) -> Probe:
    return probe("sms/sendMobileCodeOfLoginWithSecurity", params=_sms_query(cast, actor))


@row("resetpwd/sendSmsCode")
async def reset_sms(cast: Cast, actor: Actor) -> Probe:
    return probe("resetpwd/sendSmsCode", params=_sms_query(cast, actor))


@row("register/sendSmsCode")
async def register_sms(cast: Cast, actor: Actor) -> Probe:
    return probe("register/sendSmsCode", params=_sms_query(cast, actor))


@row("login/user/mobileLoginWithSecurity")
async def sign_in(cast: Cast, actor: Actor) -> Probe:
    body = {
        "loginType": "password",
        "mobile": cast.new_mobile(),
        "password": cast.credential("Wrong#Password1"),
        "code": "zzzz",
        "browserID": actor.browser_id,
    }
    return probe("login/user/mobileLoginWithSecurity", json=body)


@row("company/custAccount/passWord/updateWithSecurity")
async def forced_change(cast: Cast, actor: Actor) -> Probe:
    body = {
        "ticket": "t" * 40,
        "browserID": actor.browser_id,
        "newPassword": cast.credential("Another#Pass2026"),
    }
    return probe("company/custAccount/passWord/updateWithSecurity", json=body)


@row("resetpwd/account")
async def reset_account(cast: Cast, actor: Actor) -> Probe:
    body = {
        "mobile": cast.new_mobile(),
        "code": "zzzz",
        "smsCode": "123456",
        "browserID": actor.browser_id,
    }
    return probe("resetpwd/account", json=body)


@row("register/account")
async def register_account(cast: Cast, actor: Actor) -> Probe:
    body = {
        "mobile": cast.new_mobile(),
        "smsCode": "123456",
        "name": "注册人",
        "password": cast.credential("Register#2026x"),
        "browserID": actor.browser_id,
    }
    return probe("register/account", json=body)


@row("manage/article/getArticleInfo")
async def article(cast: Cast, actor: Actor) -> Probe:
    return probe("manage/article/getArticleInfo", json={"id": cast.article_id})


@row("invitation/info")
async def invitation_info(cast: Cast, actor: Actor) -> Probe:
    return probe("invitation/info", json={"code": cast.a.invitation_code})


@row("employee/refresh/token", phase=LATE)
async def refresh(cast: Cast, actor: Actor) -> Probe:
    # Callers without a session have no refresh token: they make one up.
    token = actor.refresh_token or "r" * 43
    body = {"refreshToken": token, "employeeCode": actor.employee_code or None}
    return probe("employee/refresh/token", json=body)


# --- my account (auth): every signed-in caller acts on their own account -----------------

simple("company/custAccount/login/view")
simple("loginInfo/view", params={"pageNum": 1, "pageSize": 10})
simple("param/security/findParamSecurityLogoutWay")
simple("account/session/list")
# Ends the caller's other sessions: none but a session the end cell below may have left.
simple("account/session/endOthers", phase=LATE)


async def another_session(cast: Cast, user_code: str, employee_code: str, comp_code: str) -> str:
    """A second session of someone, as a sign-in from another browser makes it; its key."""
    store = SessionStore(cast.app.state.kv, cast.app.state.clock)
    session, _ = await store.create(
        user_code=user_code,
        employee_code=employee_code,
        comp_code=comp_code,
        role="C101",
        biz=f"{comp_code}-EC-C101",
        idle_limit_sec=1800,
        user_agent="Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)",
        ip="203.0.113.9",
    )
    return session_key(session.session_id)


@row("account/session/end")
async def end_my_session(cast: Cast, actor: Actor) -> Probe:
    key = "0" * 32
    if actor.signed_in:
        key = await another_session(cast, actor.user_code, actor.employee_code, actor.comp_code)
    return probe("account/session/end", params={"sessionKey": key})


simple("company/session/list")


# --- two-step sign-in: every signed-in caller on their own account; each cell leaves it off --

TWO_STEP = "account/twoStep"
simple(f"{TWO_STEP}/status")
simple(f"{TWO_STEP}/start")


async def two_step_on(cast: Cast, actor: Actor) -> None:
    """Two-step switched on for a signed-in caller, confirmed with the app's current code."""
    if not actor.signed_in:
        return
    secret = (await cast.call(actor, f"{TWO_STEP}/start"))["body"]["secret"]
    now = cast.services["auth"].state.clock.now()
    await cast.call(actor, f"{TWO_STEP}/confirm", json={"code": pyotp.TOTP(secret).at(now)})


async def two_step_off(cast: Cast, actor: Actor, response: httpx.Response) -> None:
    if actor.signed_in and response.json().get("ok"):
        await cast.call(
            actor, f"{TWO_STEP}/off", json={"password": cast.credential(actor.password)}
        )


@row(f"{TWO_STEP}/confirm")
async def confirm_two_step(cast: Cast, actor: Actor) -> Probe:
    # Started, then a wrong first code: the call's own check answers.
    if actor.signed_in:
        await cast.call(actor, f"{TWO_STEP}/start")
    return probe(f"{TWO_STEP}/confirm", json={"code": "000000"})


@row(f"{TWO_STEP}/recoveryCodes", after=two_step_off)
async def new_recovery_codes(cast: Cast, actor: Actor) -> Probe:
    await two_step_on(cast, actor)
    return probe(f"{TWO_STEP}/recoveryCodes")


@row(f"{TWO_STEP}/off")
async def switch_two_step_off(cast: Cast, actor: Actor) -> Probe:
    await two_step_on(cast, actor)
    return probe(f"{TWO_STEP}/off", json={"password": cast.credential(actor.password)})


@row("company/session/end")
async def end_company_session(cast: Cast, actor: Actor) -> Probe:
    # A session of company A's colleague: B's administrator names one that is not B's.
    colleague = cast.a.colleague
    key = await another_session(
        cast, colleague.user_code, colleague.employee_code, colleague.comp_code
    )
    return probe("company/session/end", params={"sessionKey": key})


@row("company/custAccount/oldPwd/check")
async def old_password(cast: Cast, actor: Actor) -> Probe:
    return probe(
        "company/custAccount/oldPwd/check", params={"pwd": cast.credential(actor.password)}
    )


@row("param/security/checkPasswordSecurity")
async def password_security(cast: Cast, actor: Actor) -> Probe:
    params = {"password": cast.credential("Strong#Pass2026")}
    return probe("param/security/checkPasswordSecurity", params=params)


@row("mobile/check")
async def mobile_check(cast: Cast, actor: Actor) -> Probe:
    return probe("mobile/check", params={"mobile": cast.new_mobile()})


@row("company/custAccount/verify/code")
async def account_captcha(cast: Cast, actor: Actor) -> Probe:
    return probe("company/custAccount/verify/code", params={"browserID": actor.browser_id})


@row("verify/codeValid", after=keep_code("old_mobile_code", "mobile"))
async def old_mobile_code(cast: Cast, actor: Actor) -> Probe:
    answer = "zzzz"
    if actor.signed_in:
        await cast.call(
            actor, "company/custAccount/verify/code", params={"browserID": actor.browser_id}
        )
        answer = await cast.latest_code(actor, actor.browser_id)
    return probe("verify/codeValid", params={"code": answer, "browserID": actor.browser_id})


@row("sms/sendMobileNewCode", after=keep_code("new_mobile_code", "new_mobile"))
async def new_mobile_code(cast: Cast, actor: Actor) -> Probe:
    actor.state["new_mobile"] = cast.new_mobile()
    params = {"mobile": actor.state["new_mobile"], "browserID": actor.browser_id}
    return probe("sms/sendMobileNewCode", params=params)


@row("sms/mobileNewCodeValid")
async def mobile_codes(cast: Cast, actor: Actor) -> Probe:
    codes = {
        "code": actor.state.get("old_mobile_code", "000000"),
        "newCode": actor.state.get("new_mobile_code", "000000"),
    }
    return probe("sms/mobileNewCodeValid", params={**codes, "browserID": actor.browser_id})


@row("mobile/update", phase=LAST)
async def mobile_update(cast: Cast, actor: Actor) -> Probe:
    mobile = actor.state.get("new_mobile") or cast.new_mobile()
    return probe("mobile/update", params={"mobile": mobile})


@row("/third/mail/sendEmailCode", after=keep_code("email_code", "email"))
async def email_code(cast: Cast, actor: Actor) -> Probe:
    actor.state["email"] = f"{actor.browser_id.lower()}@example.com"
    params = {"email": actor.state["email"], "browserID": actor.browser_id}
    return probe("/third/mail/sendEmailCode", params=params)


@row("/third/mail/emailCodeValid")
async def email_code_valid(cast: Cast, actor: Actor) -> Probe:
    params = {"code": actor.state.get("email_code", "000000"), "browserID": actor.browser_id}
    return probe("/third/mail/emailCodeValid", params=params)


@row("email/update")
async def email_update(cast: Cast, actor: Actor) -> Probe:
    email = actor.state.get("email", "nobody@example.com")
    return probe("email/update", params={"email": email})


@row("third/file/store")
async def store(cast: Cast, actor: Actor) -> Probe:
    return probe("third/file/store", files={"file": ("avatar.png", PNG, "image/png")})


@row("photo/update")
async def photo(cast: Cast, actor: Actor) -> Probe:
    token = await cast.upload(actor) if actor.signed_in else "unknownFileToken"
    return probe("photo/update", params={"fileToken": token, "fileName": "avatar.png"})


@row("sms/sendMobileCodeOfLogoutWithSecurity")
async def idle_sms(cast: Cast, actor: Actor) -> Probe:
    params = {"browserID": actor.browser_id, "mobile": actor.mobile or cast.new_mobile()}
    return probe("sms/sendMobileCodeOfLogoutWithSecurity", params=params)


@row("login/user/logoutCheckTypeWithSecurity")
async def idle_check(cast: Cast, actor: Actor) -> Probe:
    body = {
        "checkType": 10,
        "passWord": cast.credential(actor.password),
        "userMobile": actor.mobile,
        "browserID": actor.browser_id,
    }
    return probe("login/user/logoutCheckTypeWithSecurity", json=body)


@row("company/custAccount/passWord/update", phase=LAST)
async def password_update(cast: Cast, actor: Actor) -> Probe:
    body = {
        "oldPassword": cast.credential(actor.password),
        "newPassword": cast.credential("Changed#Pass2026"),
    }
    return probe("company/custAccount/passWord/update", json=body)


# --- companies, employees, menus (customer) ----------------------------------------------

simple("cust/employee/comps/all")
simple("cust/employee/findAllCompNameByMobile", params={"productCode": "EC"})
simple("cust/employee/findAllCompNameByMobileEnable", params={"productCode": "EC"})
simple("cust/employee/info/comp", params={"productCode": "EC"})
simple("auth/isCustUserAuth")
simple("res/menu/emp/role/findResAllByToken", params={"productCode": "CRM"})
simple("company/custAccount/list/dict")
simple("company/info/list")
simple("company/changeAccView")
simple("company/employee/list", json={"pageNum": 1, "pageSize": 10})
simple("company/audit/list", json={"pageNum": 1, "pageSize": 10})
simple("company/audit/kinds")
simple("GET company/audit/export", params={"kind": "employee.added"})
simple("invitation/list", json={"pageNum": 1, "pageSize": 10})
simple("message/list", json={"pageNum": 1, "pageSize": 10})
simple("message/readAll", json={})
simple("affiche/list", json={})


@row("company/info/detail")
async def company_detail(cast: Cast, actor: Actor) -> Probe:
    return probe("company/info/detail", json={"compCode": cast.a.comp_code})


@row("company/employee/add")
async def employee_add(cast: Cast, actor: Actor) -> Probe:
    body = {"mobile": cast.new_mobile(), "name": "新同事", "roleCodes": ["E102"]}
    return probe("company/employee/add", json=body)


@row("company/employee/roles/update")
async def roles_update(cast: Cast, actor: Actor) -> Probe:
    target = await cast.new_employee(cast.a)
    body = {"employeeCode": target.employee_code, "roleCodes": ["E103"]}
    return probe("company/employee/roles/update", json=body)


@row("company/employee/disable")
async def employee_disable(cast: Cast, actor: Actor) -> Probe:
    target = await cast.new_employee(cast.a)
    return probe("company/employee/disable", json={"employeeCode": target.employee_code})


@row("company/employee/enable")
async def employee_enable(cast: Cast, actor: Actor) -> Probe:
    target = await cast.new_employee(cast.a, status=0)
    return probe("company/employee/enable", json={"employeeCode": target.employee_code})


@row("company/employee/remove")
async def employee_remove(cast: Cast, actor: Actor) -> Probe:
    target = await cast.new_employee(cast.a)
    return probe("company/employee/remove", json={"employeeCode": target.employee_code})


@row("company/employee/changeAdmin/sendCode", after=keep_code("admin_code", "mobile"))
async def admin_code(cast: Cast, actor: Actor) -> Probe:
    return probe("company/employee/changeAdmin/sendCode")


@row("company/employee/changeAdmin", phase=LATE)
async def change_admin(cast: Cast, actor: Actor) -> Probe:
    target = await cast.new_employee(cast.a)
    body = {"employeeCode": target.employee_code, "code": actor.state.get("admin_code", "000000")}
    return probe("company/employee/changeAdmin", json=body)


@row("company/custAccount/login/employeeSmsTreeselect")
async def sms_tree(cast: Cast, actor: Actor) -> Probe:
    params = {"employeeCode": cast.a.colleague.employee_code}
    return probe("company/custAccount/login/employeeSmsTreeselect", params=params)


@row("company/custAccount/login/smsEmployeeSubmit")
async def sms_submit(cast: Cast, actor: Actor) -> Probe:
    body = {"employeeCode": cast.a.colleague.employee_code, "noticeCodes": []}
    return probe("company/custAccount/login/smsEmployeeSubmit", json=body)


@row("custUser/checkPassByProductCodeCompCodeAndUserCode")
async def check_pass(cast: Cast, actor: Actor) -> Probe:
    params = {
        "productCode": "EC",
        "compCode": cast.a.comp_code,
        "userCode": cast.a.colleague.user_code,
    }
    return probe("custUser/checkPassByProductCodeCompCodeAndUserCode", params=params)


@row("product/getCompPersonalVoucherInfo")
async def voucher(cast: Cast, actor: Actor) -> Probe:
    params = {"compCode": cast.a.comp_code, "userCode": cast.a.colleague.user_code}
    return probe("product/getCompPersonalVoucherInfo", params=params)


@row("company/changeAcc")
async def change_acc(cast: Cast, actor: Actor) -> Probe:
    await cast.close_admin_changes()
    letter = await cast.upload(actor, pdf=True) if actor.signed_in else "unknownFileToken"
    body = {
        "name": "新管理员",
        "mobile": cast.new_mobile(),
        "idNumber": ID_NUMBERS[0],
        "letterFileToken": letter,
    }
    return probe("company/changeAcc", json=body)


# --- product permits ---------------------------------------------------------------------

APPLIED = "INVOICE"


@row("cust/product/findAllByPermitStatus")
async def permits(cast: Cast, actor: Actor) -> Probe:
    return probe("cust/product/findAllByPermitStatus", params={"compCode": cast.a.comp_code})


@row("cust/product/permitInfo")
async def permit_info(cast: Cast, actor: Actor) -> Probe:
    params = {"compCode": cast.a.comp_code, "productCode": cast.a.permit_product}
    return probe("cust/product/permitInfo", params=params)


@row("cust/product/queryPermitAudit")
async def permit_audit(cast: Cast, actor: Actor) -> Probe:
    params = {"compCode": cast.a.comp_code, "productCode": cast.a.permit_product}
    return probe("cust/product/queryPermitAudit", params=params)


@row("cust/product/apply")
async def permit_apply(cast: Cast, actor: Actor) -> Probe:
    await cast.ensure_application(actor.comp_code or cast.a.comp_code, APPLIED, open_=False)
    licence = await cast.upload(actor) if actor.signed_in else "unknownFileToken"
    body = {"productCode": APPLIED, "documentFileTokens": {"BUSINESS_LICENCE": licence}}
    return probe("cust/product/apply", json=body)


@row("cust/product/withdraw")
async def permit_withdraw(cast: Cast, actor: Actor) -> Probe:
    await cast.ensure_application(actor.comp_code or cast.a.comp_code, APPLIED, open_=True)
    return probe("cust/product/withdraw", json={"productCode": APPLIED})


# --- invitations -------------------------------------------------------------------------


@row("invitation/create")
async def invitation_create(cast: Cast, actor: Actor) -> Probe:
    body = {
        "compName": "受邀企业",
        "contactName": "联系人",
        "mobile": cast.new_mobile(),
        "compRole": "C102",
    }
    return probe("invitation/create", json=body)


@row("invitation/resend")
async def invitation_resend(cast: Cast, actor: Actor) -> Probe:
    # Not the standing invitation: a resend replaces its code, which invitation/info reads.
    invitation_id = await cast.pending_invitation(cast.a)
    return probe("invitation/resend", json={"invitationId": invitation_id})


@row("invitation/revoke")
async def invitation_revoke(cast: Cast, actor: Actor) -> Probe:
    invitation_id = await cast.pending_invitation(cast.a)
    return probe("invitation/revoke", json={"invitationId": invitation_id})


# --- registration (a registrant's calls) -------------------------------------------------

simple("register/current")
simple("register/verify/face/start")
simple("register/verify/realName", json={"name": "注册人", "idNumber": ID_NUMBERS[0]})


@row("register/permit")
async def register_permit(cast: Cast, actor: Actor) -> Probe:
    licence = await cast.upload(actor) if actor.signed_in else "unknownFileToken"
    body = {
        "compName": "注册测试企业",
        "creditCode": credit_code(cast, actor),
        "legalName": "法人",
        "legalIdNumber": ID_NUMBERS[1],
        "provinceCode": "310000",
        "areaCode": "310115",
        "address": "上海市浦东新区测试路2号",
        "licenceFileToken": licence,
        "compRoles": ["C102"],
    }
    return probe("register/permit", json=body)


# --- messages, announcements, files ------------------------------------------------------


@row("message/getIsUnreadNumbers")
async def unread(cast: Cast, actor: Actor) -> Probe:
    return probe("message/getIsUnreadNumbers", params={"receiveCompCode": cast.a.comp_code})


@row("message/detail")
async def message_detail(cast: Cast, actor: Actor) -> Probe:
    return probe("message/detail", json={"id": cast.a.message_ids[0]})


@row("message/read")
async def message_read(cast: Cast, actor: Actor) -> Probe:
    return probe("message/read", json={"ids": [cast.a.message_ids[0]]})


@row("message/delete")
async def message_delete(cast: Cast, actor: Actor) -> Probe:
    # Deleting hides the message for that reader only: every reader can delete it once.
    return probe("message/delete", json={"ids": [cast.a.message_ids[1]]})


@row("affiche/detail")
async def affiche_detail(cast: Cast, actor: Actor) -> Probe:
    return probe("affiche/detail", json={"id": cast.affiche_id})


@row("GET third/file/down/load")
async def download(cast: Cast, actor: Actor) -> Probe:
    return probe("GET third/file/down/load", params={"fileToken": cast.a.file_token})


@row("GET third/file/public/{fileToken}")
async def public_image(cast: Cast, actor: Actor) -> Probe:
    # Company A's file is no public image: everybody reaches content, which answers 404.
    return probe(f"GET third/file/public/{cast.a.file_token}")


# --- internal routes, from outside (the operator column presents the service token) ------

INTERNAL_CALLS = {
    "/internal/user/ensure": {"mobile": "19900000000", "name": "x"},
    "/internal/employee/switch": {"userCode": "U0001", "employeeCode": "EMP0001"},
    "/internal/employee/colleagues": {
        "userCode": "U0002",
        "employeeCode": "EMP0004",
        "compCode": "DEMO0001",
    },
    "/internal/sms/code/send": {"userCode": "U0001", "purpose": "adminChange"},
    "/internal/file/assign": {"fileToken": "x", "userCode": "x", "compCode": "x"},
    "/internal/division/area/check": {"provinceCode": "310000", "areaCode": "310115"},
    "internal/registration/open": {"userCode": "U0001"},
    "/customer/internal/notice/send": {"compCode": "DEMO0001", "noticeCode": "x"},
}
for internal_call, body in INTERNAL_CALLS.items():
    simple(internal_call, json=body)

# Last of all: the session ends.
simple("login/user/logout", phase=LAST)
