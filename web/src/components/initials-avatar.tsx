import Avatar from '@mui/material/Avatar';
import { initials } from '../lib/initials';

export function InitialsAvatar({ firstName, lastName, size = 36 }: { firstName?: string | null; lastName?: string | null; size?: number }) {
  return (
    <Avatar data-testid="user-avatar" sx={{ width: size, height: size, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontSize: size * 0.42 }}>
      {initials(firstName, lastName)}
    </Avatar>
  );
}
