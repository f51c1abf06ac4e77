from message.config import Settings
from message.models import Base
from portal_kit.migrations import run_migrations

run_migrations(Base.metadata, Settings)
