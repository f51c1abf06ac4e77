from customer.config import Settings
from customer.models import Base
from portal_kit.migrations import run_migrations

run_migrations(Base.metadata, Settings)
