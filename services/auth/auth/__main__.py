from portal_kit.cli import run_service_cli

run_service_cli("auth", default_port=8101)
