from fastapi import FastAPI

from content.articles.console import category_router as article_category_console_router
from content.articles.console import router as article_console_router
from content.articles.endpoints import router as article_router
from content.config import ALEMBIC_INI, Settings
from content.endpoints import internal_router as product_internal_router
from content.endpoints import router
from content.files.console import router as file_console_router
from content.files.endpoints import internal_router as file_internal_router
from content.files.endpoints import router as file_router
from content.files.store import FileStore
from content.guides.console import module_router as guide_module_console_router
from content.guides.console import router as guide_console_router
from content.guides.endpoints import router as guide_router
from content.pending import PENDING_CALLS
from content.seed import seed
from portal_kit.app import create_service_app
from portal_kit.demo import demo_routers
from portal_kit.settings import BaseServiceSettings


async def open_file_store(app: FastAPI) -> None:
    settings: BaseServiceSettings = app.state.settings
    store = FileStore(settings.var_dir / "files")
    await store.prepare()
    app.state.file_store = store


def create_app(settings: BaseServiceSettings | None = None) -> FastAPI:
    settings = settings or Settings()
    return create_service_app(
        settings,
        [
            router,
            article_router,
            guide_router,
            file_router,
            file_internal_router,
            product_internal_router,
            article_console_router,
            article_category_console_router,
            guide_console_router,
            guide_module_console_router,
            file_console_router,
            *demo_routers(settings, seed),
        ],
        PENDING_CALLS,
        description="News articles, the product catalogue, help guides and files.",
        on_startup=[open_file_store],
        event_outbox=True,
        upload_paths=(
            file_router.url_path_for("store_file"),
            file_console_router.url_path_for("upload"),
        ),
        migrations=ALEMBIC_INI,
    )
