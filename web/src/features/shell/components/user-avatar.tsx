import Avatar from '@mui/material/Avatar';

import { useAccountView } from '@/features/shell/api/get-account-view';
import { useIdentity } from '@/features/shell/hooks/use-identity';
import { useFileUrl } from '@/lib/files';

/**
 * The header's avatar: the picture the user chose (a protected download, so an object URL),
 * else, and while it loads, the first letter of the name.
 */
export function UserAvatar({ name }: { name: string }) {
  const identity = useIdentity();
  const key = identity?.key ?? '';
  const account = useAccountView(key, identity !== undefined);
  const picture = useFileUrl(key, account.data?.avatarFileToken);

  return (
    <Avatar
      src={picture.url}
      alt=""
      data-testid="header-avatar"
      sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 16 }}
    >
      {name.slice(0, 1)}
    </Avatar>
  );
}
