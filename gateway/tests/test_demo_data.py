"""The services' demo data tell one story: what one service says about another's data holds."""

from auth.seed import DEMO_USERS
from customer.demo import DEMO_EMPLOYEES, DEMO_INVITATIONS
from customer.permit import lifecycle
from customer.permit.demo import DEMO_PERMITS
from message.seed import DEMO_MESSAGES
from portal_kit.demo_people import CROWD_COMPANY

MESSAGE_PAGE_SIZE = 10


def final_statuses() -> dict[tuple[str, str], tuple[int, str | None]]:
    return {
        (permit.comp_code, permit.prod_code): (permit.steps[-1].status, permit.steps[-1].remark)
        for permit in DEMO_PERMITS
    }


class TestDemoData:
    def test_every_permit_message_announces_the_decision_the_product_centre_shows(self) -> None:
        permits = final_statuses()
        decisions = [row for row in DEMO_MESSAGES if row[1] == "permit.decided"]

        assert decisions
        for comp_code, _, payload, _, _ in decisions:
            status, remark = permits[(comp_code, payload["productCode"])]
            if payload["approved"]:
                assert status == lifecycle.ACTIVE, (comp_code, payload)
            else:
                assert (status, remark) == (lifecycle.REJECTED, payload["reason"])

    def test_every_employee_has_an_account_with_the_same_name_and_mobile(self) -> None:
        accounts = {code: (mobile, name) for code, mobile, name, *_ in DEMO_USERS}

        for _, _, user_code, name, mobile, _, _ in DEMO_EMPLOYEES:
            assert accounts[user_code] == (mobile, name)

    def test_every_added_employee_message_names_an_employee_of_that_company(self) -> None:
        employees = {(comp, user): name for _, comp, user, name, *_ in DEMO_EMPLOYEES}

        for comp_code, event, payload, _, _ in DEMO_MESSAGES:
            if event == "employee.added":
                assert employees[(comp_code, payload["userCode"])] == payload["employeeName"]

    def test_one_company_has_enough_to_page_and_filter(self) -> None:
        staff = [row for row in DEMO_EMPLOYEES if row[1] == CROWD_COMPANY]
        messages = [row for row in DEMO_MESSAGES if row[0] == CROWD_COMPANY]

        assert len(staff) >= 30
        assert {state for *_, state, _ in DEMO_INVITATIONS} == {
            "pending",
            "expired",
            "accepted",
            "revoked",
        }
        assert len(messages) > 2 * MESSAGE_PAGE_SIZE
