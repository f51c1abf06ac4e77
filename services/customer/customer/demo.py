"""Demo data (``seed --demo``): the companies and employee records of DESIGN §11's users.

The auth service seeds the matching users (``U0001``-``U0004``, mobiles ``1380000000x``); the
message service addresses its demo messages to these company codes.
"""

from datetime import UTC, datetime

# comp_code, comp_name, credit_code (valid GB 32100-2015 check characters)
DEMO_COMPANIES = (
    ("DEMO0001", "上海示范核心企业集团有限公司", "91310000MA1FL4T85Y"),
    ("DEMO0002", "苏州示范精密制造有限公司", "91320500MA1MXK2Q3G"),
    ("DEMO0003", "示范商业保理（深圳）有限公司", "91440300MA5FQ8N76H"),
)

# comp_biz_code, comp_code, prod_code, comp_role. Every company is a member unit (C106) of
# the account centre; DEMO0001 is both core enterprise and supplier in EC.
DEMO_COMPANY_ROLES = (
    ("DEMO0001-EC-C101", "DEMO0001", "EC", "C101"),
    ("DEMO0001-EC-C102", "DEMO0001", "EC", "C102"),
    ("DEMO0001-CRM-C106", "DEMO0001", "CRM", "C106"),
    ("DEMO0002-EC-C102", "DEMO0002", "EC", "C102"),
    ("DEMO0002-CRM-C106", "DEMO0002", "CRM", "C106"),
    ("DEMO0003-EC-C104", "DEMO0003", "EC", "C104"),
    ("DEMO0003-CRM-C106", "DEMO0003", "CRM", "C106"),
)

# employee_code, comp_code, user_code, name, mobile, root_manager, employee roles
DEMO_EMPLOYEES: tuple[tuple[str, str, str, str, str, int, tuple[str, ...]], ...] = (
    # 13800000001: three companies, a different standing in each.
    ("EMP0001", "DEMO0001", "U0001", "张伟", "13800000001", 0, ("E102", "EC-E103")),
    ("EMP0002", "DEMO0002", "U0001", "张伟", "13800000001", 1, ("E101",)),
    ("EMP0003", "DEMO0003", "U0001", "张伟", "13800000001", 0, ("CRM-E102", "E110", "EC-E101")),
    # 13800000002: DEMO0001's administrator.
    ("EMP0004", "DEMO0001", "U0002", "王芳", "13800000002", 1, ("E101",)),
    # 13800000003: a plain handler in one company.
    ("EMP0005", "DEMO0002", "U0003", "李娜", "13800000003", 0, ("E102",)),
    ("EMP0006", "DEMO0001", "U0004", "刘洋", "13800000004", 0, ("E103",)),
)

# comp_code → (legal representative, their resident ID number, province code, area code (the
# province's direct child among reference's divisions), address). Written, with the ID number
# sealed, by the start-up step in dev and test modes (customer.company.demo_identity): the
# seed has no identity key. The ID numbers carry correct check characters.
DEMO_COMPANY_DETAILS: dict[str, tuple[str, str, str, str, str]] = {
    "DEMO0001": ("陈建国", "31011519750312123X", "310000", "310115", "上海市浦东新区世纪大道100号"),
    "DEMO0002": ("周明", "320505198007162345", "320000", "320500", "苏州市虎丘区科灵路78号"),
    "DEMO0003": ("黄丽华", "440305198209213450", "440000", "440300", "深圳市南山区科苑南路3099号"),
}


def _on(year: int, month: int, day: int) -> datetime:
    return datetime(year, month, day, 2, tzinfo=UTC)


# Real-name verifications: comp_code, user_code, prod_code (None: every product), name, ID
# number, method, passed on. 13800000003 and 13800000004 have none.
DEMO_REAL_NAMES: tuple[tuple[str, str, str | None, str, str, str, datetime], ...] = (
    ("DEMO0001", "U0002", None, "王芳", "310115198804154566", "face", _on(2026, 1, 5)),
    ("DEMO0002", "U0001", None, "张伟", "320505199002035675", "face", _on(2026, 2, 9)),
    ("DEMO0001", "U0001", "EC", "张伟", "320505199002035675", "bankCard", _on(2026, 3, 1)),
)
