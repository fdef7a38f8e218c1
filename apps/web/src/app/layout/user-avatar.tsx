import Avatar from '@mui/material/Avatar';
import { useProfile, useProfilePhotoUrl } from '../../api/profile-queries';

/** Two capitals of the name: 'Иванов Иван Иванович' gives 'ИИ'. */
export function initialsOf(fio: string): string {
  const letters = fio
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

export function UserAvatar({ fio }: { fio: string }) {
  const { data: profile } = useProfile();
  const photo = useProfilePhotoUrl(profile);
  const name = profile?.fio || fio;
  return (
    <Avatar
      src={photo ?? undefined}
      alt={name}
      data-testid="user-avatar"
      sx={{
        width: { xs: 32, sm: 36 },
        height: { xs: 32, sm: 36 },
        bgcolor: 'secondary.main',
        fontSize: 15,
        fontWeight: 600,
      }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
