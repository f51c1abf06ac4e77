"""Mass assignment (issue 9, item 2): every call that changes something is sent, beside its
valid fields, fields naming what the caller must not set (roles, company, root manager,
status, another user or employee, a permit status, ``ok``). Unknown fields are ignored
(docs/decisions.md, 'Hardening'): the call does what its own fields say, and reading the
state back shows nothing those extra fields name changed. Both backends."""

from typing import Any

import jwt
import pytest
from fastapi import FastAPI

from portal_kit.validators import credit_check_character

from .cast import ID_NUMBERS, PDF, Actor, Cast, cast_of


def extras(cast: Cast, **more: Any) -> dict[str, Any]:
    """What an attacker adds: another company, another user and employee, elevated roles."""
    other = cast.actors["E105"]
    return {
        "role": "E101",
        "roles": ["E101"],
        "compCode": cast.b.comp_code,
        "rootManager": 1,
        "status": 1,
        "userCode": other.user_code,
        "permitStatus": 80,
        "ok": True,
        "compBizCode": f"{cast.b.comp_code}-EC-C102",
        **more,
    }


class Tally:
    """How many extra fields were sent, and with which call."""

    def __init__(self) -> None:
        self.fields = 0
        self.calls: list[str] = []

    def sent(self, call: str, fields: dict[str, Any]) -> None:
        self.fields += len(fields)
        self.calls.append(call)


async def employee(cast: Cast, admin: Actor, employee_code: str) -> dict[str, Any]:
    """An employee of A as the personnel list shows it."""
    listed = await cast.call(admin, "company/employee/list", json={"pageSize": 100})
    rows = {row["employeeCode"]: row for row in listed["body"]["list"]}
    found: dict[str, Any] = rows[employee_code]
    return found


async def personnel(cast: Cast, tally: Tally) -> None:
    admin, hr = cast.actors["administrator"], cast.actors["E101"]
    b_before = await cast.call(cast.actors["other-company"], "company/employee/list", json={})

    mobile = cast.new_mobile()
    added_extras = extras(cast, employeeCode=cast.b.colleague.employee_code)
    body = {"mobile": mobile, "name": "新同事", "roleCodes": ["E102"], **added_extras}
    added = (await cast.call(hr, "company/employee/add", json=body))["body"]
    tally.sent("company/employee/add", added_extras)
    row = await employee(cast, admin, added["employeeCode"])
    assert (row["rootManager"], row["status"], row["roles"]) == (0, 1, ["E102"])
    assert added["employeeCode"] != cast.b.colleague.employee_code

    target = await cast.new_employee(cast.a)
    role_extras = extras(cast, status=0)
    body = {"employeeCode": target.employee_code, "roleCodes": ["E103"], **role_extras}
    await cast.call(hr, "company/employee/roles/update", json=body)
    tally.sent("company/employee/roles/update", role_extras)
    row = await employee(cast, admin, target.employee_code)
    assert (row["rootManager"], row["status"], row["roles"]) == (0, 1, ["E103"])

    disable_extras = extras(cast, roleCodes=["E101"])
    body = {"employeeCode": target.employee_code, **disable_extras}
    await cast.call(hr, "company/employee/disable", json=body)
    tally.sent("company/employee/disable", disable_extras)
    row = await employee(cast, admin, target.employee_code)
    assert (row["rootManager"], row["status"], row["roles"]) == (0, 0, ["E103"])

    enable_extras = extras(cast, roleCodes=["E101"])
    body = {"employeeCode": target.employee_code, **enable_extras}
    await cast.call(hr, "company/employee/enable", json=body)
    tally.sent("company/employee/enable", enable_extras)
    row = await employee(cast, admin, target.employee_code)
    assert (row["rootManager"], row["status"], row["roles"]) == (0, 1, ["E103"])

    # The caller's own standing and company B are as they were.
    me = await employee(cast, admin, hr.employee_code)
    assert (me["rootManager"], me["roles"]) == (0, ["E101"])
    b_after = await cast.call(cast.actors["other-company"], "company/employee/list", json={})
    assert b_after["body"] == b_before["body"]


async def company_changes(cast: Cast, tally: Tally) -> None:
    hr = cast.actors["E101"]
    letter = await cast.upload(hr, pdf=True)
    change_extras = extras(cast, approve=True, applicationId=1, reason="批准")
    body = {
        "name": "新管理员",
        "mobile": cast.new_mobile(),
        "idNumber": ID_NUMBERS[0],
        "letterFileToken": letter,
        **change_extras,
    }
    await cast.call(hr, "company/changeAcc", json=body)
    tally.sent("company/changeAcc", change_extras)
    history = (await cast.call(hr, "company/changeAccView"))["body"]
    assert [entry["status"] for entry in history] == ["pending"]
    b_history = await cast.call(cast.actors["other-company"], "company/changeAccView")
    assert b_history["body"] == []

    invite_extras = extras(
        cast, inviteeCompCode=cast.b.comp_code, invitationId=cast.b.invitation_id
    )
    invite_extras["status"] = "accepted"
    body = {
        "compName": "受邀企业",
        "contactName": "联系人",
        "mobile": cast.new_mobile(),
        "compRole": "C102",
        **invite_extras,
    }
    issued = (await cast.call(hr, "invitation/create", json=body))["body"]
    tally.sent("invitation/create", invite_extras)
    assert issued["invitationId"] != cast.b.invitation_id
    mine = await cast.call(hr, "invitation/list", json={"status": "pending"})
    made = [row for row in mine["body"]["items"] if row["invitationId"] == issued["invitationId"]]
    assert [(row["status"], row["inviteeCompCode"]) for row in made] == [("pending", None)]
    b_list = await cast.call(cast.actors["other-company"], "invitation/list", json={})
    assert [row["invitationId"] for row in b_list["body"]["items"]] == [cast.b.invitation_id]


async def permits(cast: Cast, tally: Tally) -> None:
    hr = cast.actors["E101"]
    licence = await cast.upload(hr)
    apply_extras = extras(cast, reason="批准", operator="security", decidedAt="2026-01-01")
    body = {
        "productCode": "INVOICE",
        "documentFileTokens": {"BUSINESS_LICENCE": licence},
        **apply_extras,
    }
    applied = (await cast.call(hr, "cust/product/apply", json=body))["body"]
    tally.sent("cust/product/apply", apply_extras)
    assert (applied["compCode"], applied["status"], applied["reason"]) == (
        cast.a.comp_code,
        10,
        None,
    )
    statuses = await cast.call(
        hr, "cust/product/findAllByPermitStatus", params={"compCode": cast.a.comp_code}
    )
    by_product = {row["productCode"]: row["permitStatus"] for row in statuses["body"]}
    assert by_product["INVOICE"] == 10
    b_admin = cast.actors["other-company"]
    b_statuses = await cast.call(
        b_admin, "cust/product/findAllByPermitStatus", params={"compCode": cast.b.comp_code}
    )
    assert {row["productCode"]: row["permitStatus"] for row in b_statuses["body"]}[
        "INVOICE"
    ] is None


async def account(cast: Cast, tally: Tally) -> None:
    """Auth's updates take the user from the token: fields naming another user change
    nothing of theirs (query parameters and bodies alike)."""
    me, other = cast.actors["employee"], cast.actors["E105"]
    other_before = (await cast.call(other, "company/custAccount/login/view"))["body"]

    email = "mass.assignment@example.com"
    query_extras = {
        "userCode": other.user_code,
        "mobile": other.mobile,
        "compCode": cast.b.comp_code,
    }
    params = {"email": email, "browserID": me.browser_id}
    answer = await me.client.post(
        "/api/third/mail/sendEmailCode", params={**params, **query_extras}, headers=me.headers
    )
    assert answer.json()["ok"], answer.text
    code = await cast.latest_code(me, email)
    answer = await me.client.post(
        "/api/third/mail/emailCodeValid",
        params={"code": code, "browserID": me.browser_id, **query_extras},
        headers=me.headers,
    )
    assert answer.json()["ok"], answer.text
    await cast.call(me, "email/update", params={"email": email, **query_extras})
    tally.sent("email/update", query_extras)

    avatar = await cast.upload(me)
    await cast.call(me, "photo/update", params={"fileToken": avatar, **query_extras})
    tally.sent("photo/update", query_extras)

    password_extras = extras(cast, mobile=other.mobile)
    body = {
        "oldPassword": cast.credential(me.password),
        "newPassword": cast.credential("Changed#Mass2026"),
        **password_extras,
    }
    await cast.call(me, "company/custAccount/passWord/update", json=body)
    tally.sent("company/custAccount/passWord/update", password_extras)

    mine = (await cast.call(me, "company/custAccount/login/view"))["body"]
    # The e-mail address is shown masked.
    assert mine["avatarFileToken"] == avatar
    assert (mine["email"][0], mine["email"].split("@")[1]) == (email[0], "example.com")
    assert (await cast.call(other, "company/custAccount/login/view"))["body"] == other_before
    still = await cast.call(
        other, "company/custAccount/oldPwd/check", params={"pwd": cast.credential(other.password)}
    )
    assert still["body"]["valid"] is True


async def reading(cast: Cast, tally: Tally) -> None:
    me, other = cast.actors["E106"], cast.actors["E107"]
    unread = {"receiveCompCode": cast.a.comp_code}
    other_before = await cast.call(other, "message/getIsUnreadNumbers", params=unread)
    read_extras = extras(cast, readStatus=1, receiveCompCode=cast.b.comp_code)
    body = {"ids": [cast.a.message_ids[0]], **read_extras}
    await cast.call(me, "message/read", json=body)
    tally.sent("message/read", read_extras)
    other_after = await cast.call(other, "message/getIsUnreadNumbers", params=unread)
    assert other_after["body"] == other_before["body"]
    b_unread = await cast.call(
        cast.actors["other-company"],
        "message/getIsUnreadNumbers",
        params={"receiveCompCode": cast.b.comp_code},
    )
    assert b_unread["body"] == len(cast.b.message_ids)


async def switching(cast: Cast, tally: Tally) -> None:
    """A renewal names the employee; the claims come from the employee record."""
    me = cast.actors["E108"]
    switch_extras = extras(cast, comp=cast.b.comp_code, sub="U0001", biz=None)
    # compBizCode is one of this call's own fields (with compRoleCode); ``biz`` is the claim.
    switch_extras.pop("compBizCode")
    switch_extras["biz"] = f"{cast.b.comp_code}-EC-C102"
    body = {"refreshToken": me.refresh_token, "employeeCode": me.employee_code, **switch_extras}
    renewed = (await cast.call(me, "employee/refresh/token", json=body))["body"]
    tally.sent("employee/refresh/token", switch_extras)
    claims = jwt.decode(renewed["accessToken"], options={"verify_signature": False})
    assert (claims["sub"], claims["emp"], claims["comp"]) == (
        me.user_code,
        me.employee_code,
        cast.a.comp_code,
    )
    assert claims["biz"].startswith(cast.a.comp_code)


async def registration(cast: Cast, tally: Tally) -> None:
    """A registrant's permit step cannot approve the registration or pick its company."""
    page = cast.actors["anonymous"]
    mobile = cast.new_mobile()
    await cast.call(page, "login/user/verify/code", params={"browserID": page.browser_id})
    solved = {"code": await cast.latest_code(page, page.browser_id)}
    granted = await page.client.post(f"/api/login/sms/token/{page.browser_id}", json=solved)
    query = {
        "browserID": page.browser_id,
        "mobile": mobile,
        "smsToken": granted.json()["body"]["smsToken"],
    }
    await cast.call(page, "register/sendSmsCode", params=query)
    account = {
        "mobile": mobile,
        "smsCode": await cast.latest_code(page, mobile),
        "name": "注册人",
        "password": cast.credential("Register#2026x"),
        "browserID": page.browser_id,
    }
    opened = (await cast.call(page, "register/account", json=account))["body"]
    registrant = Actor("registrant", page.client, page.browser_id, token=opened["accessToken"])
    stored = await cast.call(
        registrant, "third/file/store", files={"file": ("licence.pdf", PDF, "application/pdf")}
    )
    permit_extras = extras(cast, registrationId=1, approve=True, step="success")
    permit_extras["status"] = "approved"
    body = {
        "compName": "注册测试企业",
        "creditCode": _credit_code(cast),
        "legalName": "法人",
        "legalIdNumber": ID_NUMBERS[1],
        "provinceCode": "310000",
        "areaCode": "310115",
        "address": "上海市浦东新区测试路3号",
        "licenceFileToken": stored["body"]["fileToken"],
        "compRoles": ["C102"],
        **permit_extras,
    }
    await cast.call(registrant, "register/permit", json=body)
    tally.sent("register/permit", permit_extras)
    current = (await cast.call(registrant, "register/current"))["body"]
    assert current["status"] in ("draft", "verifying")
    assert current.get("compCode") != cast.b.comp_code
    companies = await cast.call(registrant, "cust/employee/comps/all")
    assert companies["body"] == []


def _credit_code(cast: Cast) -> str:
    base = ("91310115MC" + cast.tag).upper()[:17].ljust(17, "0")
    return base + credit_check_character(base)


@pytest.fixture
async def cast(gateway_app: FastAPI) -> Any:
    async with cast_of(gateway_app) as made:
        yield made


async def test_fields_a_caller_may_not_set_change_nothing(cast: Cast) -> None:
    tally = Tally()
    await personnel(cast, tally)
    await company_changes(cast, tally)
    await permits(cast, tally)
    await account(cast, tally)
    await reading(cast, tally)
    await switching(cast, tally)
    await registration(cast, tally)
    print(f"mass assignment: {len(tally.calls)} calls, {tally.fields} extra fields, 0 took effect")
    assert len(tally.calls) >= 12
