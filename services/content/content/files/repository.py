from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from content.models import StoredFile


class StoredFileRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get_by_token(self, file_token: str) -> StoredFile | None:
        return await self.session.scalar(
            select(StoredFile).where(StoredFile.file_token == file_token)
        )

    async def add(self, stored_file: StoredFile) -> None:
        self.session.add(stored_file)
        await self.session.flush()
