from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from content.models import StoredFile


class StoredFileRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get_by_token(self, file_token: str, *, lock: bool = False) -> StoredFile | None:
        statement = select(StoredFile).where(StoredFile.file_token == file_token)
        if lock:
            statement = statement.with_for_update()
        return await self.session.scalar(statement)

    async def add(self, stored_file: StoredFile) -> None:
        self.session.add(stored_file)
        await self.session.flush()
