"""The console's security parameters: every parameter with its allowed values, and changes
checked against them.

Readers ask the table at each use (``auth.params.int_param``), so a change applies from the
next request in every process; sessions keep the idle limit they were started with.
"""

from sqlalchemy.ext.asyncio import AsyncSession

from auth.models import SecurityParam
from auth.params import PARAMS, ParamSpec, Unit
from auth.password_age import aware
from auth.repository import SecurityParamRepository
from auth.security.schemas import SecurityParamRow, SecurityParamUpdate
from portal_kit import audit
from portal_kit.clock import Clock
from portal_kit.errors import InvalidInput, NotFound
from portal_kit.i18n import Text
from portal_kit.operators import OperatorContext
from portal_kit.paging import Page, PageQuery

TARGET = "security_param"
NO_SUCH_PARAM = Text("There is no security parameter {key}.", "安全参数{key}不存在")
OUT_OF_RANGE = Text("{key} must be {allowed}{unit}.", "{key}的取值范围为{allowed}{unit}")
UNIT_TEXTS = {
    Unit.SECONDS: Text(" seconds", "秒"),
    Unit.MINUTES: Text(" minutes", "分钟"),
    Unit.DAYS: Text(" days", "天"),
}


def _row(key: str, spec: ParamSpec, stored: SecurityParam | None) -> SecurityParamRow:
    return SecurityParamRow(
        key=key,
        value=int(stored.value) if stored else spec.default,
        default_value=spec.default,
        description_en=spec.description.en,
        description_zh=spec.description.zh,
        unit=spec.unit,
        minimum=spec.minimum,
        maximum=spec.maximum,
        choices=list(spec.choices),
        updated_at=aware(stored.updated_at) if stored and stored.updated_at else None,
        updated_by=stored.updated_by if stored else None,
    )


async def list_params(db: AsyncSession, query: PageQuery) -> Page[SecurityParamRow]:
    """Every parameter auth knows, in the order of ``auth.params``."""
    stored = await SecurityParamRepository(db).all()
    rows = [_row(key, spec, stored.get(key)) for key, spec in PARAMS.items()]
    return Page(rows=rows[query.offset : query.offset + query.page_size], total=len(rows))


def out_of_range(key: str, spec: ParamSpec) -> Text:
    unit = UNIT_TEXTS.get(spec.unit) if spec.unit else None
    allowed = spec.allowed
    return Text(
        OUT_OF_RANGE.en.format(key=key, allowed=allowed.en, unit=unit.en if unit else ""),
        OUT_OF_RANGE.zh.format(key=key, allowed=allowed.zh, unit=unit.zh if unit else ""),
    )


async def update(
    db: AsyncSession, clock: Clock, operator: OperatorContext, body: SecurityParamUpdate
) -> SecurityParamRow:
    """Set a parameter within its allowed values (else 400 naming them); audited."""
    spec = PARAMS.get(body.key)
    if spec is None:
        raise NotFound(NO_SUCH_PARAM.format(key=body.key))
    if not spec.allows(body.value):
        raise InvalidInput(out_of_range(body.key, spec))
    params = SecurityParamRepository(db)
    stored = await params.get(body.key, for_update=True)
    if stored is None:
        # Not seeded yet: the default was in force.
        stored = SecurityParam(
            key=body.key, value=str(spec.default), description=spec.description.en
        )
        params.add(stored)
    before = int(stored.value)
    if before != body.value:
        stored.value = str(body.value)
        stored.updated_at = clock.now()
        stored.updated_by = operator.code
        await audit.record(
            db,
            operator,
            "security_param.update",
            TARGET,
            body.key,
            summary=f"{body.key}: {before} → {body.value}",
            before={"value": before},
            after={"value": body.value},
        )
    return _row(body.key, spec, stored)
