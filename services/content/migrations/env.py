from content.config import Settings
from content.models import Base
from portal_kit.migrations import run_migrations

run_migrations(Base.metadata, Settings)
