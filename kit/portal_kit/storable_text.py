"""Text a database cannot store is invalid input, named by its field (found by fuzzing).

PostgreSQL's text holds no NUL character, and UTF-8 has no lone surrogate (JSON can write both:
``"\\u0000"``, ``"\\ud800"``). Sent to the database they fail the call with status 500; refused
here, for every call of a service, the caller reads which field breaks which rule (status 400).
"""

import json
import re
from collections.abc import Iterator
from typing import Any

from fastapi import Request

from portal_kit.errors import InvalidInput
from portal_kit.i18n import Text

# Only a body that writes one of them as an escape can hold one: JSON has no raw control
# characters, and bytes that are no UTF-8 are refused before this runs.
SUSPECT_ESCAPE = re.compile(rb"\\u(?:0000|[dD][89a-fA-F])")
NOT_STORABLE = Text("{field} contains characters that are not allowed", "{field}包含不允许的字符")
JSON_TYPE = "application/json"


def is_storable(text: str) -> bool:
    if "\x00" in text:
        return False
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def unstorable_fields(value: Any, path: str = "") -> Iterator[str]:
    """The dotted wire paths of every string (key or value) in ``value`` that is not storable."""
    if isinstance(value, str):
        if not is_storable(value):
            yield path or "request"
    elif isinstance(value, dict):
        for key, item in value.items():
            name = f"{path}.{key}" if path else str(key)
            if isinstance(key, str) and not is_storable(key):
                yield name
            yield from unstorable_fields(item, name)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from unstorable_fields(item, f"{path}.{index}" if path else str(index))


async def refuse_unstorable_text(request: Request) -> None:
    """A dependency of every service route: query values and JSON bodies with text the
    database cannot store are refused, naming the first such field."""
    for name, value in request.query_params.multi_items():
        if not is_storable(name):
            raise InvalidInput(NOT_STORABLE.format(field="query"))
        if not is_storable(value):
            raise InvalidInput(NOT_STORABLE.format(field=name))
    if not request.headers.get("content-type", "").startswith(JSON_TYPE):
        return
    body = await request.body()
    if not SUSPECT_ESCAPE.search(body):
        return
    try:
        document = json.loads(body)
    except ValueError:
        return  # not JSON: the body's own validation says so
    for field in unstorable_fields(document):
        raise InvalidInput(NOT_STORABLE.format(field=field))
