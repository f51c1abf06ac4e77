from auth.config import Settings
from auth.models import Base
from portal_kit.migrations import run_migrations

run_migrations(Base.metadata, Settings)
