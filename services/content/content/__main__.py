from portal_kit.cli import run_service_cli

run_service_cli("content", default_port=8104)
