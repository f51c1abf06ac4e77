"""Platform data (products, news categories) and demo data (news, help) of the content service."""

from datetime import UTC, datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from content.articles.repository import PUBLISHED, ArticleCategoryRepository, ArticleRepository
from content.demo import DEMO_ARTICLES, DEMO_GUIDE_MODULES, DEMO_GUIDES, DemoArticle
from content.guides.repository import GuideModuleRepository, HelpGuideRepository
from content.models import Article, ArticleCategory, GuideModule, HelpGuide, Product
from content.repository import ProductRepository
from content.sanitise import search_text
from content.writing import clean_content
from portal_kit.event_outbox import stage

# Published (through the outbox) when the product catalogue changes.
PRODUCT_CHANGED = "product.changed"

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


# code, (zh name, en name): the news page's tabs, in this order.
ARTICLE_CATEGORIES: tuple[tuple[str, tuple[str, str]], ...] = (
    ("platform", ("平台动态", "Platform news")),
    ("policy", ("政策解读", "Policy notes")),
    ("industry", ("行业资讯", "Industry news")),
)


async def seed(session: AsyncSession, demo: bool) -> None:
    """Add the platform data that is missing, and demo news and help when ``demo``.

    Never overwrites: rows already present stay as operators edited them.
    """
    await _seed_products(session)
    await _seed_categories(session)
    if demo:
        await _seed_demo_articles(session)
        await _seed_demo_guides(session)


async def _seed_products(session: AsyncSession) -> None:
    repository = ProductRepository(session)
    existing = await repository.existing_codes()
    added = []
    for sort, (code, icon, (name_zh, summary_zh), (name_en, summary_en)) in enumerate(
        PLATFORM_PRODUCTS, start=1
    ):
        if code in existing:
            continue
        added.append(code)
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
    if added:
        # Services that keep a copy of the catalogue (customer) forget it.
        await stage(session, PRODUCT_CHANGED, {"productCodes": added})


async def _seed_categories(session: AsyncSession) -> None:
    repository = ArticleCategoryRepository(session)
    existing = await repository.existing_codes()
    for sort, (code, (name_zh, name_en)) in enumerate(ARTICLE_CATEGORIES, start=1):
        if code not in existing:
            repository.add(
                ArticleCategory(code=code, name_zh=name_zh, name_en=name_en, sort=sort * 10)
            )
    await session.flush()


async def _seed_demo_articles(session: AsyncSession) -> None:
    """Add the demo articles that are missing; a demo article seeded before it had an English
    version gets one, while no operator gave it one (nothing written is replaced)."""
    repository = ArticleRepository(session)
    existing = {a.title: a for a in (await session.scalars(select(Article))).all()}
    now = datetime.now(UTC).replace(microsecond=0)
    for demo in DEMO_ARTICLES:
        content = clean_content(demo.html)
        english = clean_content(demo.html_en)
        found = existing.get(demo.title)
        if found is not None:
            if found.title_en is None and found.source == content.html:
                found.title_en, found.summary_en = demo.title_en, demo.summary_en
                found.source_en = found.content_en = english.html
                found.search_text = search_text(
                    found.title, found.summary, content.text, *_english_of(demo, english.text)
                )
            continue
        await repository.add(
            Article(
                title=demo.title,
                title_en=demo.title_en,
                category_code=demo.category,
                summary=demo.summary,
                summary_en=demo.summary_en,
                source_format="html",
                source=content.html,
                source_en=english.html,
                content=content.html,
                content_en=english.html,
                search_text=search_text(
                    demo.title, demo.summary, content.text, *_english_of(demo, english.text)
                ),
                status=PUBLISHED,
                published_at=now - timedelta(days=demo.days_ago),
            )
        )


def _english_of(demo: DemoArticle, text: str) -> tuple[str, str, str]:
    return demo.title_en, demo.summary_en, text


async def _seed_demo_guides(session: AsyncSession) -> None:
    modules = GuideModuleRepository(session)
    for sort, (code, name, name_en) in enumerate(DEMO_GUIDE_MODULES, start=1):
        if await modules.get(code) is None:
            await modules.add(GuideModule(code=code, name=name, name_en=name_en, sort=sort * 10))
    guides = HelpGuideRepository(session)
    existing = {
        (g.module_code, g.title): g for g in (await session.scalars(select(HelpGuide))).all()
    }
    placed: dict[str, int] = {}
    for demo in DEMO_GUIDES:
        # Display order inside each module follows the order written above.
        sort = placed[demo.module] = placed.get(demo.module, 0) + 1
        content = clean_content(demo.html)
        english = clean_content(demo.html_en)
        found = existing.get((demo.module, demo.title))
        if found is not None:
            # Seeded before it had an English version, and no operator gave it one.
            if found.title_en is None and found.source == content.html:
                found.title_en, found.source_en = demo.title_en, english.html
                found.content_en = english.html
                found.search_text = search_text(
                    found.title, content.text, demo.title_en, english.text
                )
            continue
        await guides.add(
            HelpGuide(
                module_code=demo.module,
                title=demo.title,
                title_en=demo.title_en,
                source_format="html",
                source=content.html,
                source_en=english.html,
                content=content.html,
                content_en=english.html,
                search_text=search_text(demo.title, content.text, demo.title_en, english.text),
                status=PUBLISHED,
                sort=sort * 10,
            )
        )
