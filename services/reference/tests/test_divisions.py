from reference.divisions import latest_divisions


class TestLatestDivisions:
    def test_counties_directly_under_a_province_hang_under_it(self) -> None:
        divisions = {division.code: division for division in latest_divisions()}

        # 济源市 is administered by 河南省 directly, without a prefecture in between.
        jiyuan = divisions["419001"]
        assert jiyuan.parent_code == "410000"
        assert jiyuan.level == 3

    def test_every_parent_exists(self) -> None:
        divisions = {division.code: division for division in latest_divisions()}

        orphans = [
            d.code for d in divisions.values() if d.parent_code and d.parent_code not in divisions
        ]
        assert orphans == []
