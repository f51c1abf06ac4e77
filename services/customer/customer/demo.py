"""Demo data (``seed --demo``): the companies and employee records of DESIGN §11's users.

The auth service seeds the matching users (``U0001``-``U0004``, mobiles ``1380000000x``); the
message service addresses its demo messages to these company codes.
"""

# comp_code, comp_name, credit_code
DEMO_COMPANIES = (
    ("DEMO0001", "上海示范核心企业集团有限公司", "91310000MA1FL4T85D"),
    ("DEMO0002", "苏州示范精密制造有限公司", "91320500MA1MXK2Q3B"),
    ("DEMO0003", "示范商业保理（深圳）有限公司", "91440300MA5FQ8N76X"),
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
