from portal_kit.cli import run_service_cli

run_service_cli("reference", default_port=8105)
