from portal_kit.migrations import run_migrations
from reference.config import Settings
from reference.models import Base

run_migrations(Base.metadata, Settings)
