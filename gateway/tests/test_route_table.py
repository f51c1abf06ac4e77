import subprocess
import sys

import pytest

from gateway.route_table import OWNERS, RouteTable, build_route_table, parse_call

from .spec_calls import SPEC_CALLS, browser_request


class TestRouteTable:
    @pytest.mark.parametrize(("call", "owner"), SPEC_CALLS.items())
    def test_every_specified_call_resolves_to_its_owner(self, call: str, owner: str) -> None:
        method, path = browser_request(call)

        route = build_route_table().resolve(path.removeprefix("/api"))

        assert route is not None, f"{call} has no route"
        assert route.owner == owner
        assert route.method == method

    def test_an_unknown_path_resolves_to_nothing(self) -> None:
        assert build_route_table().resolve("/web/portal/api/no/such/call") is None

    def test_a_path_named_twice_is_refused(self) -> None:
        with pytest.raises(ValueError, match="twice"):
            RouteTable([parse_call("product/list", "content"), parse_call("product/list", "auth")])

    def test_the_longest_prefix_wins(self) -> None:
        table = RouteTable([parse_call("/a/*", "auth"), parse_call("/a/b/*", "content")])

        route = table.resolve("/a/b/c")

        assert route is not None
        assert route.owner == "content"

    def test_the_dev_outbox_is_left_out_of_a_production_table(self) -> None:
        assert build_route_table().resolve("/dev/outbox") is not None
        assert build_route_table(dev_calls=False).resolve("/dev/outbox") is None

    def test_every_owner_is_the_gateway_or_a_service(self) -> None:
        assert set(OWNERS) == {"gateway", "auth", "customer", "message", "content", "reference"}


class TestAccess:
    def test_sign_in_steps_and_the_public_site_need_no_sign_in(self) -> None:
        table = build_route_table()
        public = {route.call for route in table.routes if route.is_public}

        assert {"login/user/mobileLoginWithSecurity", "product/list", "province/list"} <= public
        assert "cust/employee/comps/all" not in public
        assert "message/getIsUnreadNumbers" not in public

    def test_a_locked_session_may_only_verify_or_leave(self) -> None:
        table = build_route_table()
        while_locked = {route.call for route in table.routes if route.allowed_while_locked}

        assert while_locked == {
            "login/user/rsa/secretKey",
            "param/security/findParamSecurityLogoutWay",
            "sms/sendMobileCodeOfLogoutWithSecurity",
            "login/user/logoutCheckTypeWithSecurity",
            "login/user/logout",
        }

    def test_an_access_list_naming_an_unknown_call_is_refused(self) -> None:
        from gateway import route_table

        access = route_table.AccessLists(
            public=frozenset({"no/such/call"}), while_locked=frozenset(), uploads=frozenset()
        )
        with pytest.raises(ValueError, match="unknown calls"):
            route_table.build_route_table(access=access)


@pytest.mark.process
class TestRoutesCommand:
    def test_prints_every_specified_call_with_its_owner(self) -> None:
        printed = subprocess.run(
            [sys.executable, "-m", "gateway", "routes"], capture_output=True, text=True, check=True
        ).stdout

        lines = printed.splitlines()
        for call, owner in SPEC_CALLS.items():
            method, path = browser_request(call)
            path = path.replace("browser-0001", "*")
            assert any(line.split()[:3] == [method, path, owner] for line in lines), (
                f"{method} {path} {owner} not printed"
            )
