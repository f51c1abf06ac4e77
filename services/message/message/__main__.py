from portal_kit.cli import run_service_cli

run_service_cli("message", default_port=8103)
