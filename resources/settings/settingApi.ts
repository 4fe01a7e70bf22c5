import { apiClient } from '../../src/api/httpClient';
import type { PartialPaymentSetting } from '../../domain/partialPayments';
import type { AppSetting, SettingImageField } from '../../domain/settingMessages';
import type { VendorInfo } from '../../domain/settingSchemas';

export const SETTING_QUERY_KEY = ['setting', 'get'] as const;

interface SettingAnswer {
  success: true;
  message: string;
  data: AppSetting;
}

/** GET setting/get (spec section 7): the signed-in landlord's App Setting. */
export const fetchSetting = (signal?: AbortSignal): Promise<AppSetting> =>
  apiClient.get<SettingAnswer>('/setting/get', { signal }).then((answer) => answer.data);

/**
 * POST setting/update (spec sections 3 and 7): multipart with name, address, desc, media as
 * JSON text, and the logo and banner files when chosen.
 */
export async function updateSetting(
  info: VendorInfo,
  files: Partial<Record<SettingImageField, File>>,
): Promise<SettingAnswer> {
  const body = new FormData();
  body.append('name', info.name);
  body.append('address', info.address);
  body.append('desc', info.desc);
  body.append('media', JSON.stringify(info.media));
  if (files.logo) body.append('logo', files.logo);
  if (files.banner) body.append('banner', files.banner);
  return apiClient.post<SettingAnswer>('/setting/update', body);
}

export const PARTIAL_SETTING_QUERY_KEY = ['setting', 'online-payments'] as const;

/** GET setting/online-payments (issue 20 item 5): may tenants pay part of an invoice online. */
export const fetchPartialSetting = (signal?: AbortSignal): Promise<PartialPaymentSetting> =>
  apiClient
    .get<{ data: PartialPaymentSetting }>('/setting/online-payments', { signal })
    .then((answer) => answer.data);

/** PUT setting/online-payments: the landlord's switch and minimum. */
export const updatePartialSetting = (setting: PartialPaymentSetting) =>
  apiClient.request<{ message: string; data: PartialPaymentSetting }>('/setting/online-payments', {
    method: 'PUT',
    body: setting,
  });
