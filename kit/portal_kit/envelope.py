"""The wire envelope of DESIGN §3: every call answers ``{ok, status, msg, body}``."""

import re
from types import NoneType, UnionType
from typing import Annotated, Any, ClassVar, Generic, Literal, TypeVar, Union, get_args, get_origin

from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, ValidationError, model_validator
from pydantic.alias_generators import to_camel

T = TypeVar("T")


class WireModel(BaseModel):
    """Base of every schema on the wire: snake_case in Python, the spec's camelCase outside.

    Unknown fields are ignored, never refused: a peer's answer may grow (DESIGN §11), and a
    field a schema does not declare is never bound, so a ``rootManager`` or ``compCode`` sent
    beside a call's own fields changes nothing (docs/decisions.md, 'Hardening').
    """

    model_config = ConfigDict(
        alias_generator=to_camel, populate_by_name=True, from_attributes=True, extra="ignore"
    )

    # (the keys it may come under, its wire name, whether a list) of each field that takes
    # integers (an int, an IntEnum, a Literal of numbers); filled once per class.
    _integer_fields: ClassVar[tuple[tuple[tuple[str, ...], str, bool], ...]] = ()

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)
        cls._integer_fields = tuple(
            (tuple(dict.fromkeys((field.alias or name, name))), field.alias or name, many)
            for name, field in cls.model_fields.items()
            for many in (False, True)
            if _takes_integers(field.annotation, many)
        )

    @model_validator(mode="before")
    @classmethod
    def _no_booleans_for_numbers(cls, data: Any) -> Any:
        """JSON's true and false are no numbers, though pydantic reads them as 1 and 0: a
        ``readStatus: false`` would pass as 0 where the schema says a number (found by
        fuzzing)."""
        if not isinstance(data, dict):
            return data
        for keys, alias, many in cls._integer_fields:
            for key in keys:
                value = data.get(key)
                items = value if many and isinstance(value, list) else [value]
                for index, item in enumerate(items):
                    if type(item) is bool:
                        location = (alias, index) if many else (alias,)
                        raise ValidationError.from_exception_data(
                            cls.__name__, [{"type": "int_type", "loc": location, "input": item}]
                        )
        return data


def _takes_integers(annotation: Any, many: bool = False) -> bool:
    """Whether ``annotation`` (a list of them, when ``many``) takes integers."""
    origin = get_origin(annotation)
    if origin is Annotated:
        return _takes_integers(get_args(annotation)[0], many)
    if origin in (Union, UnionType):
        return any(_takes_integers(a, many) for a in get_args(annotation) if a is not NoneType)
    if many:
        return origin is list and _takes_integers(get_args(annotation)[0])
    if origin is Literal:
        return any(type(value) is int for value in get_args(annotation))
    return isinstance(annotation, type) and issubclass(annotation, int) and annotation is not bool


class Envelope(BaseModel, Generic[T]):
    ok: bool
    status: int
    msg: str
    body: T | None = None


def ok(body: T, msg: str = "") -> Envelope[T]:
    return Envelope[T](ok=True, status=200, msg=msg, body=body)


# How every envelope begins, as ``Envelope`` and ``envelope_response`` write it (fields in this
# order, no spaces): what lets a request's metrics and log line carry its envelope status
# without parsing its body.
_HEAD = re.compile(rb'\{"ok":(?:true|false),"status":(-?\d{1,9})[,}]')


def envelope_status(body_start: bytes) -> int | None:
    """The envelope status an answer's first bytes carry; ``None`` for an answer that is not an
    envelope (a file, a page, a probe)."""
    found = _HEAD.match(body_start)
    return int(found[1]) if found else None


def envelope_response(
    status: int, msg: str, body: Any = None, http_status: int = 200, **kwargs: Any
) -> JSONResponse:
    """A failure (or gateway-made) answer; ``http_status`` stays 200 unless DESIGN §3 says not."""
    content = {"ok": status == 200, "status": status, "msg": msg, "body": body}
    return JSONResponse(content, status_code=http_status, **kwargs)


# A call written ``x/y`` in the specification is served by its owner at ``PORTAL_API/x/y``
# (the gateway adds ``/api`` in front for the browser).
PORTAL_API = "/web/portal/api"
