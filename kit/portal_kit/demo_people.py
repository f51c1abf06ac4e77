"""The demo staff of DEMO0009 (``seed --demo``), shared by auth (their accounts) and customer
(their employee records), so that the personnel list has pages to turn and filters to try.

Deterministic: the same people, codes and mobiles on every machine. Mobiles ``136000001xx``
are outside the documented demo accounts (``138000000xx``); nobody signs in as them.
"""

from typing import NamedTuple

CROWD_COMPANY = "DEMO0009"
CROWD_SIZE = 36
_SURNAMES = "陈林黄杨吴徐孙马朱胡郭何高罗"
_GIVEN = (
    "建华",
    "晓燕",
    "志强",
    "海燕",
    "俊杰",
    "丽娟",
    "文博",
    "雪梅",
    "国强",
    "静怡",
    "子涵",
    "浩然",
)


class DemoPerson(NamedTuple):
    user_code: str
    employee_code: str
    mobile: str
    name: str


def _person(number: int) -> DemoPerson:
    name = _SURNAMES[number % len(_SURNAMES)] + _GIVEN[(number * 5) % len(_GIVEN)]
    return DemoPerson(
        user_code=f"U{1000 + number}",
        employee_code=f"EMP{1000 + number}",
        mobile=f"136000001{number:02d}",
        name=name,
    )


DEMO_CROWD: tuple[DemoPerson, ...] = tuple(_person(n) for n in range(1, CROWD_SIZE + 1))
