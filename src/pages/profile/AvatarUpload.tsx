import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { useNotify } from 'react-admin';
import { assetUrl } from '../../api/assetUrl';
import { apiClient } from '../../api/httpClient';
import { MAX_AVATAR_BYTES, PROFILE_MESSAGES } from '../../../domain/profileMessages';
import { IMAGE_ACCEPT, looksLikeImageFile } from '../../../domain/settingMessages';
import type { Me } from '../useMe';
import { useProfileSaved } from './useSaveProfile';

/** The profile picture: JPG, JPEG, PNG or WEBP up to 2 MB (the server checks the content too). */
export function AvatarUpload({ me }: { me: Me }) {
  const notify = useNotify();
  const saved = useProfileSaved();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!looksLikeImageFile(file)) return notify(PROFILE_MESSAGES.avatarOnlyImages, { type: 'error' });
    if (file.size > MAX_AVATAR_BYTES) return notify(PROFILE_MESSAGES.avatarTooLarge, { type: 'error' });
    const body = new FormData();
    body.append('avatar', file);
    setBusy(true);
    try {
      const answer = await apiClient.post<{ message: string; data: Me }>('/users/profile/avatar', body);
      await saved(answer.data);
      notify(answer.message, { type: 'success' });
    } catch (err) {
      notify(err instanceof Error ? err.message : 'Something went wrong', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar src={assetUrl(me.profilePic)} alt="Profile picture" sx={{ width: 72, height: 72 }} />
      <Stack spacing={0.5}>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          onChange={onChange}
          aria-label="Profile picture file"
        />
        <div>
          <Button variant="outlined" onClick={() => input.current?.click()} disabled={busy}>
            {me.profilePic ? 'Change picture' : 'Upload picture'}
          </Button>
        </div>
        <Typography variant="caption" color="text.secondary">
          JPG, JPEG, PNG or WEBP, up to 2 MB.
        </Typography>
      </Stack>
    </Stack>
  );
}
