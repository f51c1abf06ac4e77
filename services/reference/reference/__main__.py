import sys

from portal_kit.cli import run_service_cli
from reference.config import ALEMBIC_INI, Settings
from reference.main import create_app
from reference.seed import seed

run_service_cli(
    sys.argv[1:],
    settings=Settings(),
    create_app=create_app,
    alembic_ini=ALEMBIC_INI,
    seed=seed,
    default_port=8105,
)
