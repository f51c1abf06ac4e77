import httpx

from .conftest import Headers

DICTS = "/web/portal/api/company/custAccount/list/dict"


class TestAccountDicts:
    async def test_lists_the_company_roles_of_the_specification(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        headers = signed_in("EMP0001", language="zh-CN")
        envelope = (await client.post(DICTS, headers=headers)).json()

        assert envelope["ok"] is True
        roles = [entry["dictValue"] for entry in envelope["body"]["compRole"]]
        assert roles == ["C101", "C102", "C103", "C104", "C105", "C106"]
        assert envelope["body"]["compRole"][0]["dictLabel"] == "核心企业"

    async def test_lists_the_employee_roles_labelled_in_english(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = (await client.post(DICTS, headers=signed_in("EMP0001"))).json()

        roles = {
            entry["dictValue"]: entry["dictLabel"] for entry in envelope["body"]["employeeRole"]
        }
        assert roles["E101"] == "Administrator"
        assert len(roles) == 10
        assert "E104" not in roles


class TestPendingCalls:
    async def test_the_permit_calls_are_built_and_need_a_sign_in(
        self, client: httpx.AsyncClient
    ) -> None:
        envelope = (await client.post("/web/portal/api/cust/product/queryPermitAudit")).json()

        assert (envelope["ok"], envelope["status"]) == (False, 401)

    async def test_a_built_call_is_no_longer_pending(self, client: httpx.AsyncClient) -> None:
        envelope = (await client.post("/web/portal/api/cust/employee/comps/all")).json()

        assert envelope["status"] == 401
