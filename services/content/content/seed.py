"""Platform data (the product catalogue) and demo data of the content service."""

from sqlalchemy.ext.asyncio import AsyncSession

from content.models import Product
from content.repository import ProductRepository

# code, icon, (zh name, zh summary), (en name, en summary)
PLATFORM_PRODUCTS: tuple[tuple[str, str, tuple[str, str], tuple[str, str]], ...] = (
    (
        "EC",
        "enterprise",
        ("企业服务", "企业工作台：业务总览、待办与企业角色下的全部业务入口"),
        ("Enterprise", "The enterprise workbench: overview, to-dos and every business entry"),
    ),
    (
        "CRM",
        "account",
        ("账户中心", "账户、人员、企业信息与合作企业邀请的统一管理"),
        ("Account centre", "Accounts, personnel, company information and partner invitations"),
    ),
    (
        "CREDIT",
        "credit",
        ("数字债权凭证", "核心企业信用沿供应链拆分、流转与融资"),
        ("Digital credit vouchers", "Split, transfer and finance a core enterprise's credit"),
    ),
    (
        "BILL",
        "bill",
        ("票据融资", "商业汇票的签发、背书、贴现与到期管理"),
        ("Bill financing", "Issue, endorse, discount and settle commercial bills"),
    ),
    (
        "LC",
        "letter",
        ("国内信用证", "信用证的开立、议付与融资"),
        ("Letters of credit", "Open, negotiate and finance domestic letters of credit"),
    ),
    (
        "DEPOSIT",
        "deposit",
        ("保证金管理", "保证金的缴存、冻结与退还"),
        ("Deposits", "Pay in, hold and release security deposits"),
    ),
    (
        "INVOICE",
        "invoice",
        ("发票管理", "发票采集、查验与融资资料关联"),
        ("Invoices", "Collect and verify invoices and link them to financing"),
    ),
    (
        "QUOTA",
        "quota",
        ("额度管理", "授信额度的申请、审批与占用查询"),
        ("Credit quotas", "Apply for, approve and track credit quotas"),
    ),
    (
        "SIGN",
        "signature",
        ("电子签章", "合同与凭证的在线签署与验签"),
        ("E-signatures", "Sign and verify contracts and vouchers online"),
    ),
)


async def seed(session: AsyncSession, demo: bool) -> None:
    """Add the platform's products that are missing; never overwrite an operator's edits."""
    repository = ProductRepository(session)
    existing = await repository.existing_codes()
    for sort, (code, icon, (name_zh, summary_zh), (name_en, summary_en)) in enumerate(
        PLATFORM_PRODUCTS, start=1
    ):
        if code in existing:
            continue
        repository.add(
            Product(
                code=code,
                icon=icon,
                sort=sort * 10,
                name_zh=name_zh,
                summary_zh=summary_zh,
                name_en=name_en,
                summary_en=summary_en,
            )
        )
