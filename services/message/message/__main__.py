import sys

from message.config import ALEMBIC_INI, Settings
from message.main import create_app
from message.seed import seed
from portal_kit.cli import run_service_cli

run_service_cli(
    sys.argv[1:],
    settings=Settings(),
    create_app=create_app,
    alembic_ini=ALEMBIC_INI,
    seed=seed,
    default_port=8103,
)
