"""Calls this service owns (DESIGN §4) that answer 501 until they are built."""

PENDING_CALLS = (
    "POST /web/portal/api/cust/product/queryPermitAudit",
    "POST /web/portal/api/cust/product/findAllByPermitStatus",
    "POST /web/portal/api/product/getCompPersonalVoucherInfo",
    "POST /web/portal/api/company/custAccount/login/employeeSmsTreeselect",
    "POST /web/portal/api/company/custAccount/login/smsEmployeeSubmit",
    "POST /web/portal/api/custUser/checkPassByProductCodeCompCodeAndUserCode",
)
