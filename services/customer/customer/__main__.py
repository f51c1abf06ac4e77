from portal_kit.cli import run_service_cli

run_service_cli("customer", default_port=8102)
