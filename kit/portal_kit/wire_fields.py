"""Field types the services' wire schemas share."""

from typing import Annotated, Any

from pydantic import Field, GetCoreSchemaHandler, GetJsonSchemaHandler
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema, core_schema

# Ids are the databases' INTEGER columns: PostgreSQL's hold 1..2^31-1. A larger number names no
# row, and the rule says so (status 400 naming the field) instead of the database failing.
ROW_ID_MAX = 2**31 - 1
RowId = Annotated[int, Field(ge=1, le=ROW_ID_MAX)]


def _empty_is_none(value: object) -> object:
    return None if value == "" else value


class EmptyIsNoFilter:
    """Metadata of an optional filter (``Annotated[X | None, EmptyIsNoFilter()]``): a search
    form sends "" for a field left empty, which means no filter, not "match ''". The rule of
    ``X`` applies to any other value, and the documented schema admits "" beside it."""

    def __get_pydantic_core_schema__(
        self, source: Any, handler: GetCoreSchemaHandler
    ) -> CoreSchema:
        return core_schema.no_info_before_validator_function(_empty_is_none, handler(source))

    def __get_pydantic_json_schema__(
        self, schema: CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        json_schema = handler(schema)
        kept: dict[str, Any] = {
            key: json_schema.pop(key) for key in ("title", "default") if key in json_schema
        }
        alternatives = json_schema.pop("anyOf", None) or [json_schema]
        return {"anyOf": [*alternatives, {"type": "string", "const": ""}], **kept}
