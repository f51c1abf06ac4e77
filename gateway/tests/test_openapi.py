import copy
from typing import Any

import pytest

from gateway.console_routes import build_console_route_table
from gateway.openapi import CONSOLE_CONTRACT, CONTRACT, console_openapi, public_openapi, render
from gateway.route_table import API_ROOT, build_route_table


@pytest.fixture(scope="module")
def document() -> dict[str, Any]:
    return public_openapi()


def answers(document: dict[str, Any], path: str) -> dict[str, Any]:
    """The declared answers of the one operation at ``path``."""
    (operation,) = document["paths"][path].values()
    responses: dict[str, Any] = operation["responses"]
    return responses


def operations(document: dict[str, Any]) -> set[tuple[str, str]]:
    return {
        (method.upper(), path) for path, methods in document["paths"].items() for method in methods
    }


class TestPublicDocument:
    def test_the_committed_contract_is_what_the_services_declare(
        self, document: dict[str, Any]
    ) -> None:
        # The web app's types come from the committed file: `make api-contract` renews both.
        assert CONTRACT.read_text(encoding="utf-8") == render(document), (
            "contracts/openapi.json is out of date: run `make api-contract`"
        )

    def test_every_call_of_the_route_table_is_documented(self, document: dict[str, Any]) -> None:
        documented = operations(document)
        for route in build_route_table().routes:
            if route.is_prefix:
                assert any(
                    method == route.method and path.startswith(route.browser_path)
                    for method, path in documented
                ), f"nothing documented under {route.call}"
            else:
                assert (route.method, route.browser_path) in documented, route.call

    def test_only_routed_calls_are_documented(self, document: dict[str, Any]) -> None:
        table = build_route_table()
        for method, path in operations(document):
            route = table.resolve(path.removeprefix(API_ROOT))
            assert route is not None, path
            assert route.method == method
            assert "/internal/" not in path

    def test_no_operation_documents_fastapis_422(self, document: dict[str, Any]) -> None:
        # Invalid input is answered as the envelope with status 400 (portal_kit.errors).
        answers = {
            status
            for methods in document["paths"].values()
            for operation in methods.values()
            for status in operation["responses"]
        }
        assert "422" not in answers
        assert "HTTPValidationError" not in document["components"]["schemas"]

    def test_every_signed_in_call_declares_401_and_no_public_one_does(
        self, document: dict[str, Any]
    ) -> None:
        table = build_route_table()
        for method, path in operations(document):
            route = table.resolve(path.removeprefix(API_ROOT))
            assert route is not None
            declared = document["paths"][path][method.lower()]["responses"]
            assert ("401" in declared) is (not route.is_public), path

    def test_every_protected_call_declares_the_protections_400(
        self, document: dict[str, Any]
    ) -> None:
        unprotected = {
            path for method, path in operations(document) if "400" not in answers(document, path)
        }
        # The key handout, a public image (an <img src>), the dev outbox (a test tool).
        assert unprotected == {
            f"{API_ROOT}/web/portal/api/login/user/rsa/secretKey",
            f"{API_ROOT}/web/portal/api/third/file/public/{{fileToken}}",
            f"{API_ROOT}/dev/outbox",
        }

    def test_every_call_declares_the_gateways_refusals_of_a_request(
        self, document: dict[str, Any]
    ) -> None:
        for _, path in operations(document):
            assert {"404", "405", "411", "413"} <= set(answers(document, path)), path
        refused = document["components"]["responses"]["NotSignedIn"]["content"]
        assert refused["application/json"]["example"]["status"] == 401

    def test_a_file_download_declares_its_bytes_and_its_refusal(
        self, document: dict[str, Any]
    ) -> None:
        download = answers(document, f"{API_ROOT}/web/portal/api/third/file/down/load")
        public = answers(document, f"{API_ROOT}/web/portal/api/third/file/public/{{fileToken}}")

        assert set(download["200"]["content"]) == {
            "application/json",
            "application/pdf",
            "image/gif",
            "image/jpeg",
            "image/png",
            "image/webp",
        }
        assert set(public["200"]["content"]) == set(download["200"]["content"]) - {
            "application/pdf"
        }

    def test_every_referenced_schema_is_present(self, document: dict[str, Any]) -> None:
        text = render(document)
        for reference in text.split('"$ref": "#/components/schemas/')[1:]:
            assert reference.split('"', 1)[0] in document["components"]["schemas"]

    def test_two_services_declaring_one_name_differently_are_refused(
        self, document: dict[str, Any]
    ) -> None:
        def service_with(schema: dict[str, Any]) -> dict[str, Any]:
            return {
                "paths": {
                    "/web/portal/api/product/list": {
                        "post": {"responses": {"200": {"$ref": "#/components/schemas/Twin"}}}
                    }
                },
                "components": {"schemas": {"Twin": schema}},
            }

        content = service_with({"type": "string"})
        reference = copy.deepcopy(service_with({"type": "integer"}))
        reference["paths"] = {
            "/web/portal/api/province/list": reference["paths"]["/web/portal/api/product/list"]
        }

        with pytest.raises(ValueError, match="'Twin' differs between content and reference"):
            public_openapi({"content": content, "reference": reference})


class TestConsoleDocument:
    @pytest.fixture(scope="class")
    def console(self) -> dict[str, Any]:
        return console_openapi()

    def test_the_committed_contract_is_what_the_services_declare(
        self, console: dict[str, Any]
    ) -> None:
        assert CONSOLE_CONTRACT.read_text(encoding="utf-8") == render(console), (
            "contracts/console-openapi.json is out of date: run `make api-contract`"
        )

    def test_every_console_call_declares_the_gateways_refusals_it_may_get(
        self, console: dict[str, Any]
    ) -> None:
        table = build_console_route_table()
        for _, path in operations(console):
            route = table.resolve(path.removeprefix(API_ROOT))
            assert route is not None
            declared = set(answers(console, path))
            # Only the key handout comes before the protection.
            assert ("400" in declared) is (path != f"{API_ROOT}/ops/keys"), path
            assert ("401" in declared) is (not route.is_public), path

    def test_every_console_call_is_documented_and_nothing_else(
        self, console: dict[str, Any]
    ) -> None:
        documented = operations(console)
        table = build_console_route_table()
        for route in table.routes:
            assert any(
                method == route.method
                and (
                    path == route.browser_path
                    or (route.is_prefix and path.startswith(route.browser_path))
                )
                for method, path in documented
            ), f"nothing documented under {route.call}"
        for _, path in documented:
            assert path.startswith("/api/ops/"), path
            assert table.resolve(path.removeprefix(API_ROOT)) is not None, path

    def test_the_two_documents_share_no_call(
        self, console: dict[str, Any], document: dict[str, Any]
    ) -> None:
        assert not set(console["paths"]) & set(document["paths"])
