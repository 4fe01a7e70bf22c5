import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { localMessage } from '../../i18n/localMessage';
import { assetUrl } from '../../api/assetUrl';
import { apiClient } from '../../api/httpClient';
import { MAX_AVATAR_BYTES, PROFILE_MESSAGES } from '../../../domain/profileMessages';
import { IMAGE_ACCEPT, looksLikeImageFile } from '../../../domain/settingMessages';
import type { Me } from '../useMe';
import { useProfileSaved } from './useSaveProfile';

/** The profile picture: JPG, JPEG, PNG or WEBP up to 2 MB (the server checks the content too). */
export function AvatarUpload({ me }: { me: Me }) {
  const notify = useNotify();
  const translate = useTranslate();
  const saved = useProfileSaved();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!looksLikeImageFile(file))
      return notify(localMessage(PROFILE_MESSAGES.avatarOnlyImages), { type: 'error' });
    if (file.size > MAX_AVATAR_BYTES)
      return notify(localMessage(PROFILE_MESSAGES.avatarTooLarge), { type: 'error' });
    const body = new FormData();
    body.append('avatar', file);
    setBusy(true);
    try {
      const answer = await apiClient.post<{ message: string; data: Me }>('/users/profile/avatar', body);
      await saved(answer.data);
      notify(answer.message, { type: 'success' });
    } catch (err) {
      notify(err instanceof Error ? err.message : translate('pages.something_went_wrong'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        src={assetUrl(me.profilePic)}
        alt={translate('profile.picture')}
        sx={{ width: 72, height: 72 }}
      />
      <Stack spacing={0.5}>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          onChange={onChange}
          aria-label={translate('profile.picture_file')}
        />
        <div>
          <Button variant="outlined" onClick={() => input.current?.click()} disabled={busy}>
            {translate(me.profilePic ? 'profile.change_picture' : 'profile.upload_picture')}
          </Button>
        </div>
        <Typography variant="caption" color="text.secondary">
          {translate('profile.picture_rules')}
        </Typography>
      </Stack>
    </Stack>
  );
}
