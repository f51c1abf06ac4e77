"""The shape every service has (STYLE §1), so tools can find its parts by its name alone."""

import importlib
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path

from fastapi import FastAPI
from sqlalchemy.ext.asyncio import AsyncSession

from portal_kit.settings import BaseServiceSettings

Seeder = Callable[[AsyncSession, bool], Awaitable[None]]


@dataclass(frozen=True)
class ServiceSpec:
    settings_cls: type[BaseServiceSettings]
    create_app: Callable[[BaseServiceSettings], FastAPI]
    alembic_ini: Path
    seed: Seeder


def load_service_spec(name: str) -> ServiceSpec:
    """Service ``name``'s parts: ``config.Settings``, ``config.ALEMBIC_INI``,
    ``main.create_app`` and ``seed.seed``."""
    config = importlib.import_module(f"{name}.config")
    return ServiceSpec(
        settings_cls=config.Settings,
        create_app=importlib.import_module(f"{name}.main").create_app,
        alembic_ini=config.ALEMBIC_INI,
        seed=importlib.import_module(f"{name}.seed").seed,
    )
