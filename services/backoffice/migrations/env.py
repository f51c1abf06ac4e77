from backoffice.config import Settings
from backoffice.models import Base
from portal_kit.migrations import run_migrations

run_migrations(Base.metadata, Settings)
