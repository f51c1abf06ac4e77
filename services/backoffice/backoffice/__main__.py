from portal_kit.cli import run_service_cli

run_service_cli("backoffice", default_port=8106)
